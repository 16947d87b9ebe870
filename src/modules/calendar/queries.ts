/**
 * Calendar data: towns (OrteMitOrtsteilen), their streets (Strassen) and a street's collection
 * dates (AbfuhrtermineAbJahr) from the start of the current year, as the SPEC's public calendar.
 */
import { queryOptions } from '@tanstack/react-query';
import { filter } from '../../../codegen/runtime/query';
import { api } from '../../api/client';
import { objectsQueryOptions } from '../../api/queries/objects';
import type { PortalSet } from '../../api/portal-client';
import type { Objekt } from '../../api/types';
import { formatDate } from '../../i18n/format';

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
export interface StreetRef {
  townId: number;
  streetId: number;
  houseNumber: string | null;
}
export interface CollectionDate {
  id: number;
  date: Date;
  /** Berlin calendar day `yyyy-MM-dd`; its first 7 characters group by month. */
  day: string;
  wasteType: string;
  color: string | null;
  postponed: boolean;
  note: string | null;
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
interface DateRow {
  AbfuhrtermineId: number;
  Termin: Date;
  IstVerschoben?: boolean | null;
  Hinweis?: string | null;
  Abfuhrplan?: { GefaesstarifArt?: { Bezeichnung?: string | null; Abfallart?: { Name?: string | null; Farbe?: string | null } | null } | null } | null;
}
/** Members of the generated client beyond the stable PortalClient contract; absent when the authority lacks them. */
interface CalendarClient {
  OrteMitOrtsteilen?: PortalSet<TownRow>;
  Strassen?: PortalSet<StreetRow>;
  AbfuhrtermineAbJahr?: (
    params: { orteId: number; strassenId: number; jahr: number; hausNr?: string | null },
    options?: { $expand?: readonly string[]; $orderby?: string; signal?: AbortSignal },
  ) => Promise<DateRow[]>;
}
const client = () => api as typeof api & CalendarClient;

export const berlinDay = (date: Date): string => formatDate(date, 'yyyy-MM-dd');

export function townsQueryOptions() {
  return queryOptions<Town[]>({
    queryKey: ['calendar', 'towns'] as const,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) => {
      const rows = (await client().OrteMitOrtsteilen?.list({ $orderby: 'Ortsname asc', signal })) ?? [];
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
    queryFn: async ({ signal }) => {
      if (!town) return [];
      const byTown = filter.eq('Ort/OrteId', town.townId);
      const $filter = town.district ? filter.and(byTown, filter.eq('OrtsteilName', town.district)) : byTown;
      const rows = (await client().Strassen?.list({ $filter, $orderby: 'Name asc', signal })) ?? [];
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

/** All collection dates of the street from the current year on, in date order. */
export function collectionDatesQueryOptions(street: StreetRef | null, year: number) {
  return queryOptions<CollectionDate[]>({
    queryKey: ['calendar', 'dates', street?.townId, street?.streetId, street?.houseNumber, year] as const,
    enabled: street !== null,
    queryFn: async ({ signal }) => {
      const call = client().AbfuhrtermineAbJahr;
      if (!call || !street) return [];
      const rows = await call(
        { orteId: street.townId, strassenId: street.streetId, jahr: year, hausNr: street.houseNumber },
        { $expand: ['Abfuhrplan/GefaesstarifArt/Abfallart'], $orderby: 'Termin asc', signal },
      );
      return rows
        .map((row) => {
          const type = row.Abfuhrplan?.GefaesstarifArt;
          return {
            id: row.AbfuhrtermineId,
            date: row.Termin,
            day: berlinDay(row.Termin),
            wasteType: type?.Abfallart?.Name?.trim() || type?.Bezeichnung?.trim() || '',
            color: type?.Abfallart?.Farbe ?? null,
            postponed: row.IstVerschoben ?? false,
            note: row.Hinweis?.trim() || null,
          };
        })
        .sort((a, b) => a.date.getTime() - b.date.getTime());
    },
  });
}
