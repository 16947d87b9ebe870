/**
 * Server dates cross the boundary here and nowhere else: the rest of the portal sees Date objects only.
 *
 * OData V2 sends `Edm.DateTime` as `/Date(ms)/` where `ms` encodes the Berlin wall-clock time as if
 * it were UTC; `Edm.DateTimeOffset` may add an offset in minutes (`/Date(ms+0060)/`), in which case
 * `ms` is the real instant. Conversions do not depend on the time zone of the machine running the
 * code: wall-clock -> instant goes through date-fns-tz (its ISO reader), instant -> wall-clock through
 * Intl directly, which keeps date-fns' formatter (~10 KB gzip) out of the landing page.
 */
import { fromZonedTime } from 'date-fns-tz';
import { berlinWallClock, instantToWallClockMs, PORTAL_TIME_ZONE } from './berlin-clock';

export { PORTAL_TIME_ZONE };

const WIRE_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const ISO_WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/** Which Edm type a wire value has: decides how a value without offset is read. */
export type DateKind = 'DateTime' | 'DateTimeOffset';

/** Reads the Berlin wall-clock encoded in a UTC-based epoch value. */
function wallClockMsToInstant(ms: number): Date {
  // toISOString gives the wall-clock digits; drop the `Z` so date-fns-tz reads them in Berlin.
  return fromZonedTime(new Date(ms).toISOString().slice(0, 23), PORTAL_TIME_ZONE);
}

/** true for `/Date(ms)/` and `/Date(ms±hhmm)/`. */
export function isWireDate(value: unknown): value is string {
  return typeof value === 'string' && WIRE_DATE.test(value);
}

/**
 * Parses a server date. Accepts `/Date(ms)/`, `/Date(ms+0060)/` and ISO 8601 (V4, or V2 services
 * that send ISO); an ISO value without zone is Berlin wall-clock. Returns `null` for anything else.
 */
export function parseODataDate(value: string, kind: DateKind = 'DateTime'): Date | null {
  const wire = WIRE_DATE.exec(value);
  if (wire) {
    const ms = Number(wire[1]);
    // With an offset (or a DateTimeOffset) the number is the real instant.
    return wire[2] !== undefined || kind === 'DateTimeOffset' ? new Date(ms) : wallClockMsToInstant(ms);
  }
  if (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?/.test(value)) {
    const date = ISO_WITH_ZONE.test(value) ? new Date(value) : fromZonedTime(value, PORTAL_TIME_ZONE);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** `Date` -> `/Date(ms)/` with `ms` the Berlin wall-clock as if UTC (Edm.DateTime). */
export function formatODataDate(date: Date): string {
  return `/Date(${instantToWallClockMs(date)})/`;
}

/** `Date` -> `/Date(ms+0000)/` (Edm.DateTimeOffset, the instant in UTC). */
export function formatODataDateOffset(date: Date): string {
  return `/Date(${date.getTime()}+0000)/`;
}

/** Berlin wall-clock digits of an instant, `yyyy-MM-ddTHH:mm:ss` (for `DateTime'…'` literals). */
export function toBerlinWallClock(date: Date): string {
  const { day, time } = berlinWallClock(date);
  return `${day}T${time}`;
}

/** Berlin calendar day of an instant, `yyyy-MM-dd` (the value of a date form field). */
export function toBerlinDay(date: Date): string {
  return berlinWallClock(date).day;
}

/** `yyyy-MM-dd` (a date form field's value) -> the instant of midnight in Berlin that day. */
export function fromBerlinDay(day: string): Date {
  return fromZonedTime(`${day}T00:00:00`, PORTAL_TIME_ZONE);
}
