import { queryOptions } from '@tanstack/react-query';
import { filter } from '../../../codegen/runtime/query';
import { gate } from '../gate';
import type { Objekt } from '../types';

/**
 * `Objekte?$filter=ObjekteId eq id`: the server's own check that the token may see this object; an
 * empty answer means "not allowed" (docs/behaviour.md, "Routes and the route guard").
 */
export function objectByIdQueryOptions(id: number) {
  return queryOptions<Objekt | null>({
    queryKey: ['objects', 'by-id', id] as const,
    queryFn: async ({ signal }) => {
      const rows = (await gate().set('Objekte')?.list({ $filter: filter.eq('ObjekteId', id), signal })) ?? [];
      return rows[0] ?? null;
    },
    staleTime: 5 * 60_000,
  });
}
