/**
 * Calendar data: towns (OrteMitOrtsteilen), their streets (Strassen) and a street's collection
 * dates come from the shared collection-dates query (src/api/queries/collection-dates.ts).
 */
export { berlinDay, collectionDatesQueryOptions, type CollectionDate, type StreetRef } from '../../api/queries/collection-dates';
import { queryOptions } from '@tanstack/react-query';
import type { KeySpec } from '../../../codegen/runtime/client';
import { filter } from '../../../codegen/runtime/query';
import { gate } from '../../api/gate';
import { OFFLINE_READABLE, withOfflineCopy } from '../../api/offline';
import { objectsQueryOptions } from '../../api/queries/objects';
import type { PortalClient } from '../../api/portal-client';
import { declaredKeyOf } from '../../api/row-key';
import type { Objekt, OrtMitOrtsteil } from '../../api/types';
import type { StreetRef } from '../../api/queries/collection-dates';

export interface Town {
  /** Tells the picker's towns apart: the row's declared key (see `townsOf`). */
  key: string;
  townId: number;
  name: string;
  district: string | null;
}
export interface Street {
  streetId: number;
  name: string;
  postcode: string;
  district: string | null;
}

/**
 * How a street is named in every list of the portal (the calendar's street picker, the reminder
 * dialogs): "Am Marktplatz (35411 Breidenstein)", with what the backend has of postcode and district,
 * so that the same street reads the same wherever a resident picks it.
 */
export function streetLabel(street: { name: string; postcode?: string | null; district?: string | null }): string {
  const where = [street.postcode?.trim(), street.district?.trim()].filter(Boolean).join(' ');
  return where ? `${street.name} (${where})` : street.name;
}
/** The contract's members for towns and streets; absent when the authority lacks them. */
type CalendarClient = Pick<PortalClient, 'OrteMitOrtsteilen' | 'Strassen'>;
const client = () => gate().view<CalendarClient>();

export function townsQueryOptions() {
  return queryOptions<Town[]>({
    queryKey: ['calendar', 'towns'] as const,
    staleTime: 60 * 60_000,
    ...OFFLINE_READABLE,
    queryFn: async ({ signal }) => {
      const set = client().OrteMitOrtsteilen;
      return townsOf(await withOfflineCopy('public', ['calendar', 'towns'], async () => (await set?.list({ $orderby: 'Ortsname asc', signal })) ?? []), set?.keys);
    },
  });
}

/**
 * The picker's towns, by name and district. Each is keyed by the key the metadata declares for the
 * set (`keys`; `OrteId` where none is known). A backend may declare `OrteId` alone and still answer
 * one row per district: rows the declared key does not tell apart are told apart by their district,
 * and a row repeated whole is shown once.
 */
export function townsOf(rows: readonly OrtMitOrtsteil[], keys: KeySpec | undefined): Town[] {
  const towns: Town[] = [];
  const taken = new Set<string>();
  const seen = new Set<string>();
  for (const r of rows) {
    const district = r.Ortsteilname?.trim() || null;
    const declared = declaredKeyOf(keys, r) ?? String(r.OrteId);
    const withDistrict = `${declared}\u0000${district ?? ''}`;
    if (seen.has(withDistrict)) continue;
    seen.add(withDistrict);
    const key = taken.has(declared) ? withDistrict : declared;
    taken.add(key);
    towns.push({ key, townId: r.OrteId, name: r.Ortsname?.trim() ?? '', district });
  }
  return towns.sort((a, b) => a.name.localeCompare(b.name, 'de') || (a.district ?? '').localeCompare(b.district ?? '', 'de'));
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
      return rows.map((r) => ({ streetId: r.StrassenId, name: r.Name?.trim() ?? '', postcode: r.Plz?.trim() ?? '', district: r.OrtsteilName?.trim() || null }));
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
