/**
 * Dashboard data, keyed by object id (DESIGN.md "Data and state"): the object with its address
 * (shared cache with the object selector), the next collection dates of its street, and the
 * object's events through the events layer's own loader.
 */
import { queryOptions } from '@tanstack/react-query';
import { createActor, toPromise } from 'xstate';
import { api } from '../../api/client';
import { objectsQueryOptions } from '../../api/queries/objects';
import type { Objekt } from '../../api/types';
import type { ActionContext } from '../../events/actions';
import { createLoadEvents } from '../../events/events.actors';
import { sortEvents, type PortalEvent } from '../../events/events';
import { formatDate } from '../../i18n/format';

/** The object as the wire delivers it with `Strasse/Ort` expanded (keys included). */
export type DashboardObject = Objekt & {
  Strasse?: (NonNullable<Objekt['Strasse']> & { StrassenId?: number; Ort?: { OrteId?: number; Ortsname?: string | null } | null }) | null;
};

export interface CollectionDate {
  id: number;
  date: Date;
  /** Berlin calendar day, `yyyy-MM-dd`. */
  day: string;
  wasteType: string;
  color: string | null;
  postponed: boolean;
  note: string | null;
}

interface CollectionDateRow {
  AbfuhrtermineId: number;
  Termin: Date;
  IstVerschoben?: boolean | null;
  Hinweis?: string | null;
  Abfuhrplan?: { GefaesstarifArt?: { Bezeichnung?: string | null; Abfallart?: { Name?: string | null; Farbe?: string | null } | null } | null } | null;
}
type CollectionCall = (
  params: { orteId: number; strassenId: number; jahr: number; hausNr?: string | null },
  options?: { $expand?: readonly string[]; $orderby?: string; signal?: AbortSignal },
) => Promise<CollectionDateRow[]>;

export const NEXT_DATES = 5;

export const berlinDay = (date: Date): string => formatDate(date, 'yyyy-MM-dd');

export function dashboardObjectQueryOptions(objectId: number) {
  return queryOptions({
    ...objectsQueryOptions(),
    select: (objects: Objekt[]) => (objects.find((o) => o.ObjekteId === objectId) as DashboardObject | undefined) ?? null,
  });
}

export interface StreetRef {
  townId: number;
  streetId: number;
  houseNumber: string | null;
}

export function streetOf(object: DashboardObject | null | undefined): StreetRef | null {
  const streetId = object?.Strasse?.StrassenId;
  const townId = object?.Strasse?.Ort?.OrteId;
  if (streetId === undefined || townId === undefined) return null;
  const houseNumber = object?.HausNr != null ? `${object.HausNr}${object.HausNrZus ?? ''}` : null;
  return { townId, streetId, houseNumber };
}

/** The next collection dates from today (Berlin), soonest first. */
export function nextDatesQueryOptions(street: StreetRef | null, now: Date = new Date()) {
  const today = berlinDay(now);
  return queryOptions<CollectionDate[]>({
    queryKey: ['collection-dates', 'next', street?.townId, street?.streetId, street?.houseNumber, today] as const,
    enabled: street !== null,
    queryFn: async ({ signal }) => {
      const call = (api as typeof api & { AbfuhrtermineAbJahr?: CollectionCall }).AbfuhrtermineAbJahr;
      if (!call || !street) return [];
      const rows = await call(
        { orteId: street.townId, strassenId: street.streetId, jahr: Number(today.slice(0, 4)), hausNr: street.houseNumber },
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
        .filter((d) => d.day >= today)
        .sort((a, b) => a.date.getTime() - b.date.getTime())
        .slice(0, NEXT_DATES);
    },
  });
}

/** Open means still ahead: recorded or planned. */
export const isOpen = (event: PortalEvent): boolean => event.status === 'recorded' || event.status === 'planned';

export function objectEventsQueryOptions(objectId: number, ctx: ActionContext) {
  return queryOptions<PortalEvent[]>({
    queryKey: ['objects', objectId, 'events'] as const,
    queryFn: async ({ signal }) => {
      const actor = createActor(createLoadEvents(ctx), { input: { objectId } });
      signal.addEventListener('abort', () => actor.stop());
      actor.start();
      return sortEvents((await toPromise(actor)).events);
    },
  });
}
