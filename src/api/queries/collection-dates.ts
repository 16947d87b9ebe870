/**
 * Collection dates of a street (AbfuhrtermineAbJahr, docs/metadata-contract.md "public collection
 * calendar"), shared by every page that shows them so they share one request and one cache entry.
 *
 * Authorities plan per container tariff (Restmüll 60 l, 120 l, 240 l …), so one day and waste type
 * can arrive several times; residents care about "Restmüll on Monday" once, so rows are merged.
 */
import { queryOptions } from '@tanstack/react-query';
import { formatDate } from '../../i18n/format';
import { gate } from '../gate';
import type { Abfuhrtermin } from '../types';
import { OFFLINE_READABLE, withOfflineCopy, type CopyScope } from '../offline';

export interface StreetRef {
  townId: number;
  streetId: number;
  houseNumber: string | null;
}

export interface CollectionDate {
  id: number;
  date: Date;
  /** Berlin calendar day, `yyyy-MM-dd`; its first 7 characters group by month. */
  day: string;
  wasteType: string;
  /** Abfallart's key: what the calendar exports filter by (`abfallarten`); null when the authority sends none. */
  wasteTypeId: number | null;
  color: string | null;
  postponed: boolean;
  note: string | null;
}

export type CollectionDateRow = Abfuhrtermin;

export const berlinDay = (date: Date): string => formatDate(date, 'yyyy-MM-dd');

/** One entry per Berlin day and waste type, in date order; postponed if any merged row is. */
export function toCollectionDates(rows: readonly CollectionDateRow[]): CollectionDate[] {
  const byDayAndType = new Map<string, CollectionDate>();
  for (const row of rows) {
    const type = row.Abfuhrplan?.GefaesstarifArt;
    const wasteType = type?.Abfallart?.Name?.trim() || type?.Bezeichnung?.trim() || '';
    const day = berlinDay(row.Termin);
    const key = `${day}\u0000${wasteType}`;
    const seen = byDayAndType.get(key);
    const postponed = row.IstVerschoben ?? false;
    const note = row.Hinweis?.trim() || null;
    if (seen) {
      seen.postponed ||= postponed;
      seen.note ??= note;
      continue;
    }
    byDayAndType.set(key, { id: row.AbfuhrtermineId, date: row.Termin, day, wasteType, wasteTypeId: type?.Abfallart?.AbfallartenId ?? null, color: type?.Abfallart?.Farbe ?? null, postponed, note });
  }
  return [...byDayAndType.values()].sort((a, b) => a.date.getTime() - b.date.getTime() || a.wasteType.localeCompare(b.wasteType, 'de'));
}

/** A kept copy has its dates as JSON strings. */
const reviveDates = (kept: CollectionDate[]): CollectionDate[] => kept.map((d) => ({ ...d, date: new Date(d.date) }));

/**
 * All collection dates of the street from the given year on. The last answer is kept for reading
 * offline: `copy` is 'session' for the street of a resident's object (it names their address, so
 * logout removes it), 'public' for a street a visitor picked.
 */
export function collectionDatesQueryOptions(street: StreetRef | null, year: number, copy: CopyScope = 'public') {
  const queryKey = ['collection-dates', street?.townId, street?.streetId, street?.houseNumber, year] as const;
  return queryOptions<CollectionDate[]>({
    queryKey,
    enabled: street !== null,
    ...OFFLINE_READABLE,
    queryFn: async ({ signal }) => {
      const call = gate().fn('AbfuhrtermineAbJahr');
      if (!call || !street) return [];
      return withOfflineCopy(
        copy,
        queryKey,
        async () =>
          toCollectionDates(
            await call(
              { orteId: street.townId, strassenId: street.streetId, jahr: year, hausNr: street.houseNumber },
              { $expand: ['Abfuhrplan/GefaesstarifArt/Abfallart'], $orderby: 'Termin asc', signal },
            ),
          ),
        { revive: reviveDates },
      );
    },
  });
}
