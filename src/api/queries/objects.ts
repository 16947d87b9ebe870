import { queryOptions } from '@tanstack/react-query';
import { gate } from '../gate';
import type { Objekt } from '../types';

export const objectsQueryKey = ['objects'] as const;

/** Expansions the selector, greeting and notification address need (SPEC section 7). */
export const OBJECT_EXPAND = ['Strasse/Ort', 'EigentuemerAdressenObj/Anrede', 'PflichtigerAdressenObj', 'Objekttyp'] as const;

/** All objects of the logged-in user (the server filters by the token). */
export function objectsQueryOptions() {
  return queryOptions<Objekt[]>({
    queryKey: objectsQueryKey,
    queryFn: ({ signal }) => gate().set('Objekte')?.list({ $expand: [...OBJECT_EXPAND], signal }) ?? Promise.resolve([]),
    staleTime: 5 * 60_000,
  });
}
