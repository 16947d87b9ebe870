/**
 * Dashboard data, keyed by object id: the object with its address
 * (shared cache with the object selector), the next collection dates of its street, and the
 * object's open items from the app's events store (handed in as a page prop).
 */
import { queryOptions } from '@tanstack/react-query';
import { objectsQueryOptions } from '../../api/queries/objects';

export { type CollectionDate, type StreetRef } from '../../api/queries/collection-dates';
import type { Objekt } from '../../api/types';
import type { PortalEvent } from '../../events/events';
import { berlinDay, collectionDatesQueryOptions, type CollectionDate, type StreetRef } from '../../api/queries/collection-dates';

/** The object as the wire delivers it with `Strasse/Ort` expanded (the contract's Strasse has their keys). */
export type DashboardObject = Objekt;

const NEXT_DATES = 5;

export function dashboardObjectQueryOptions(objectId: number) {
  return queryOptions({
    ...objectsQueryOptions(),
    select: (objects: Objekt[]) => (objects.find((o) => o.ObjekteId === objectId) as DashboardObject | undefined) ?? null,
  });
}

export function streetOf(object: DashboardObject | null | undefined): StreetRef | null {
  const streetId = object?.Strasse?.StrassenId;
  const townId = object?.Strasse?.Ort?.OrteId;
  if (streetId === undefined || townId === undefined) return null;
  const houseNumber = object?.HausNr != null ? `${object.HausNr}${object.HausNrZus ?? ''}` : null;
  return { townId, streetId, houseNumber };
}

/** The next collection dates from today (Berlin), soonest first: a view of the calendar's cached query. */
export function nextDatesQueryOptions(street: StreetRef | null, now: Date = new Date()) {
  const today = berlinDay(now);
  return queryOptions({
    ...collectionDatesQueryOptions(street, Number(today.slice(0, 4)), 'session'),
    select: (dates: CollectionDate[]) => dates.filter((d) => d.day >= today).slice(0, NEXT_DATES),
  });
}

/** What a resident asked for: container orders, bulky-waste orders and claims or requests. */
const RESIDENT_KINDS: ReadonlySet<PortalEvent['kind']> = new Set(['Auftraege', 'StueckgutAuftraege', 'Reklamationen']);

/**
 * Open means what the resident still waits for: an own order or claim that is
 * recorded or planned. Routine emptyings and the vehicles' driving orders are planned all year
 * and belong to the calendar, not to "open".
 */
export const isOpen = (event: PortalEvent): boolean =>
  RESIDENT_KINDS.has(event.kind) && (event.status === 'recorded' || event.status === 'planned');
