/**
 * iCalendar (RFC 5545) text of collection dates, written by ical-generator (line folding at 75
 * octets, CRLF, TEXT escaping of the event properties). Collections are all-day events
 * (`DTSTART;VALUE=DATE`), so no VTIMEZONE is needed and every calendar app shows them on the
 * Berlin day whatever its own zone.
 *
 * What ical-generator leaves to its caller, done here: the calendar's name (NAME, X-WR-CALNAME) is
 * written verbatim, so it is escaped here (a house number with a line break would otherwise start
 * a property of its own); control characters, which no TEXT value may hold, are dropped; and the
 * last line (`END:VCALENDAR`) gets its CRLF like every other.
 *
 * SUMMARY is the waste type alone: integrations (smart-home waste calendars) group events by it,
 * and "Papier (verschoben)" would be a new waste type to them. A holiday shift is told in the
 * DESCRIPTION; CATEGORIES carries the type as well.
 *
 * UIDs are derived from what the event is (street, waste type, day), not from row ids or the
 * clock: a calendar app polling the subscription sees the same event again instead of a duplicate,
 * and a reseeded or migrated backend keeps them.
 */
import ical, { escape, ICalAlarmType, ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
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
  /** Real epoch ms: DTSTAMP of every event (when the calendar data last changed, so polls see the same text). */
  now: number;
  reminder: boolean;
  /** For subscriptions: how often calendar apps should poll (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshSeconds?: number;
}

const ymd = (wireDay: number): string => new Date(wireDay).toISOString().slice(0, 10).replaceAll('-', '');

export function collectionUid(streetId: number, c: Pick<Collection, 'wasteTypeId' | 'day'>): string {
  return `abfuhr-${streetId}-${c.wasteTypeId}-${ymd(c.day)}@${UID_DOMAIN}`;
}

/**
 * Characters RFC 5545 allows in no TEXT value (CONTROL but HTAB), and the C1 controls, which
 * calendar apps may take for a line end (NEL); a line break, also U+2028/2029, stays one LF, which
 * escaping writes as `\n`.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
const clean = (text: string): string => text.replace(/\r\n|\r|\n|\u2028|\u2029/g, '\n').replace(CONTROL, '');
/** For the properties ical-generator writes verbatim: TEXT escaping of `\ ; ,` and line breaks. */
const escapedText = (text: string): string => escape(clean(text), false);

export function buildIcs(input: IcsInput): string {
  const calendar = ical({
    name: escapedText(input.name),
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
      summary: clean(c.wasteType),
      description: description ? clean(description) : null,
      location: clean(input.location),
      categories: [{ name: clean(c.wasteType) }],
      transparency: ICalEventTransparency.TRANSPARENT,
      alarms: input.reminder ? [{ type: ICalAlarmType.display, trigger: EVENING_BEFORE_SECONDS, description: clean(`Morgen: ${c.wasteType}`) }] : [],
    });
  }
  // Every content line ends with CRLF (RFC 5545 3.1), the last one included.
  return `${calendar.toString().replace(/(\r\n)?$/, '')}\r\n`;
}
