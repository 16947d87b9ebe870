/**
 * Calendar data: towns (OrteMitOrtsteilen), their streets (Strassen) and a street's collection
 * dates come from the shared collection-dates query (src/api/queries/collection-dates.ts).
 */
export { berlinDay, collectionDatesQueryOptions, type CollectionDate, type StreetRef } from '../../api/queries/collection-dates';
import { queryOptions } from '@tanstack/react-query';
import { filter } from '../../../codegen/runtime/query';
import { gate } from '../../api/gate';
import { OFFLINE_READABLE, withOfflineCopy } from '../../api/offline';
import { objectsQueryOptions } from '../../api/queries/objects';
import type { PortalSet } from '../../api/portal-client';
import type { Objekt } from '../../api/types';
import type { StreetRef } from '../../api/queries/collection-dates';

export interface Town {
  key: string;
  townId: number;
  name: string;
  district: string | null;
}
export interface Street {
  streetId: number;
  name: string;
  postcode: string;
}
interface TownRow {
  Schluessel: string;
  OrteId: number;
  Ortsname?: string | null;
  Ortsteilname?: string | null;
}
interface StreetRow {
  StrassenId: number;
  Name?: string | null;
  Plz?: string | null;
}
/** Members of the generated client beyond the stable PortalClient contract; absent when the authority lacks them. */
interface CalendarClient {
  OrteMitOrtsteilen?: PortalSet<TownRow>;
  Strassen?: PortalSet<StreetRow>;
}
const client = () => gate().view<CalendarClient>();

export function townsQueryOptions() {
  return queryOptions<Town[]>({
    queryKey: ['calendar', 'towns'] as const,
    staleTime: 60 * 60_000,
    ...OFFLINE_READABLE,
    queryFn: async ({ signal }) => {
      const rows = await withOfflineCopy('public', ['calendar', 'towns'], async () => (await client().OrteMitOrtsteilen?.list({ $orderby: 'Ortsname asc', signal })) ?? []);
      return rows
        .map((r) => ({ key: r.Schluessel, townId: r.OrteId, name: r.Ortsname?.trim() ?? '', district: r.Ortsteilname?.trim() || null }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de') || (a.district ?? '').localeCompare(b.district ?? '', 'de'));
    },
  });
}

export function streetsQueryOptions(town: Town | null) {
  return queryOptions<Street[]>({
    queryKey: ['calendar', 'streets', town?.key] as const,
    enabled: town !== null,
    staleTime: 60 * 60_000,
    ...OFFLINE_READABLE,
    queryFn: async ({ signal }) => {
      if (!town) return [];
      const byTown = filter.eq('Ort/OrteId', town.townId);
      const $filter = town.district ? filter.and(byTown, filter.eq('OrtsteilName', town.district)) : byTown;
      const rows = await withOfflineCopy('public', ['calendar', 'streets', town.key], async () => (await client().Strassen?.list({ $filter, $orderby: 'Name asc', signal })) ?? []);
      return rows.map((r) => ({ streetId: r.StrassenId, name: r.Name?.trim() ?? '', postcode: r.Plz?.trim() ?? '' }));
    },
  });
}

/** The object's street, from the objects the selector already loaded. */
export function objectStreetQueryOptions(objectId: number) {
  return queryOptions({
    ...objectsQueryOptions(),
    select: (objects: Objekt[]): StreetRef | null => {
      const object = objects.find((o) => o.ObjekteId === objectId) as
        | (Objekt & { Strasse?: { StrassenId?: number; Ort?: { OrteId?: number } | null } | null })
        | undefined;
      const streetId = object?.Strasse?.StrassenId;
      const townId = object?.Strasse?.Ort?.OrteId;
      if (!object || streetId === undefined || townId === undefined) return null;
      return { streetId, townId, houseNumber: object.HausNr != null ? `${object.HausNr}${object.HausNrZus ?? ''}` : null };
    },
  });
}
