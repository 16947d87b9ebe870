/**
 * iCalendar (RFC 5545) text of collection dates, written by ical-generator (line folding at 75
 * octets, escaping, CRLF). Collections are all-day events (`DTSTART;VALUE=DATE`), so no VTIMEZONE
 * is needed and every calendar app shows them on the Berlin day whatever its own zone.
 *
 * UIDs are derived from what the event is (street, waste type, day), not from row ids or the
 * clock: a calendar app polling the subscription sees the same event again instead of a duplicate,
 * and a reseeded or migrated backend keeps them.
 */
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { Collection } from './collections';

export const UID_DOMAIN = 'awv-mittelland.example';
const DAY = 86_400_000;
/** The alarm fires this long before the all-day event starts at midnight: 18:00 the evening before. */
const EVENING_BEFORE_SECONDS = 6 * 3600;

export interface IcsInput {
  streetId: number;
  /** Calendar name shown by the app, e.g. "Abfuhrkalender Ahornweg, Lindenau". */
  name: string;
  /** Street and town, written into every event's LOCATION. */
  location: string;
  collections: readonly Collection[];
  /** Real epoch ms: DTSTAMP of every event. */
  now: number;
  reminder: boolean;
  /** For subscriptions: how often calendar apps should poll (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
}

const ymd = (wireDay: number): string => new Date(wireDay).toISOString().slice(0, 10).replaceAll('-', '');

export function collectionUid(streetId: number, c: Pick<Collection, 'wasteTypeId' | 'day'>): string {
  return `abfuhr-${streetId}-${c.wasteTypeId}-${ymd(c.day)}@${UID_DOMAIN}`;
}

export function buildIcs(input: IcsInput): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: 'Abfallwirtschaftsverband Mittelland', product: 'Buergerportal', language: 'DE' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: input.refreshSeconds ?? null,
  });
  for (const c of input.collections) {
    const description = [c.shifted ? 'Verschoben (Feiertag)' : null, c.note].filter(Boolean).join(' – ');
    calendar.createEvent({
      id: collectionUid(input.streetId, c),
      // ical-generator writes all-day dates from the UTC fields; wire days are UTC midnights of the Berlin day.
      start: new Date(c.day),
      end: new Date(c.day + DAY),
      allDay: true,
      stamp: new Date(input.now),
      summary: c.shifted ? `${c.wasteType} (verschoben)` : c.wasteType,
      description: description || null,
      location: input.location,
      categories: [{ name: c.wasteType }],
      transparency: ICalEventTransparency.TRANSPARENT,
      alarms: input.reminder ? [{ type: ICalAlarmType.display, trigger: EVENING_BEFORE_SECONDS, description: `Morgen: ${c.wasteType}` }] : [],
    });
  }
  return calendar.toString();
}
