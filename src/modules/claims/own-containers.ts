/**
 * The object's own bins for the claim form's container choice: a resident
 * reporting a missing or damaged bin picks it by type, volume and chip number instead of reading
 * the number off a bin that may not be there. The server scopes Gefaesse to the owner's objects.
 */
import { queryOptions } from '@tanstack/react-query';
import type { FieldOption } from '../../forms/options';
import { loadQueryRows } from '../../forms/load-options';
import { filter } from '../../../codegen/runtime/query';
import type { Gefaess } from '../../api/types';
import { formatLitres, type EntityKey } from '../../api/values';

/** A row of Gefaesse with its waste type and volume expanded. */
type ContainerRow = Gefaess;

export type ContainerLabel = (row: { wasteType: string; volume: string; chip: string }) => string;

export function containerChoices(rows: unknown, label: ContainerLabel): FieldOption[] {
  const list = Array.isArray(rows) ? (rows as ContainerRow[]) : [];
  return list
    .filter((row) => typeof row.ChipReferenzNr === 'string' && row.ChipReferenzNr.trim() !== '')
    .map((row) => ({
      value: row.ChipReferenzNr!.trim(),
      label: label({ wasteType: row.Abfallart?.Name ?? '', volume: formatLitres(row.Volumen?.VolumenWert), chip: row.ChipReferenzNr!.trim() }),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

export const ownContainersQueryOptions = (objectId: EntityKey) =>
  queryOptions({
    queryKey: ['own-containers', objectId] as const,
    queryFn: ({ signal }) => loadQueryRows(`Gefaesse?$filter=${filter.eq('Objekt/ObjekteId', objectId)}&$expand=Abfallart,Volumen`, signal),
    staleTime: 5 * 60_000,
  });
