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

export const PORTAL_TIME_ZONE = 'Europe/Berlin';

const WIRE_DATE = /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/;
const ISO_WITH_ZONE = /(Z|[+-]\d{2}:?\d{2})$/;

/** Which Edm type a wire value has: decides how a value without offset is read. */
export type DateKind = 'DateTime' | 'DateTimeOffset';

// Same field set and hour cycle as date-fns-tz uses to find a zone's offset, so both directions agree.
const berlinClock = new Intl.DateTimeFormat('en-US', {
  hourCycle: 'h23',
  timeZone: PORTAL_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** UTC epoch of calendar fields; unlike Date.UTC, years 0–99 stay in the first century. */
function utcFields(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour % 24, minute, second, 0);
  return date.getTime();
}

/** Berlin's offset from UTC in ms at an instant (whole seconds: the instant's ms are dropped). */
function berlinOffsetMs(instant: number): number {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of berlinClock.formatToParts(instant)) fields[part.type] = parseInt(part.value, 10);
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = fields;
  const subSecond = instant % 1000;
  return utcFields(year, month, day, hour, minute, second) - (instant - (subSecond >= 0 ? subSecond : 1000 + subSecond));
}

const pad = (value: number, width: number): string => `${value < 0 ? '-' : ''}${String(Math.abs(value)).padStart(width, '0')}`;

/** Berlin wall-clock digits of an instant, as date-fns prints `yyyy-MM-dd`, `HH:mm:ss` and `SSS`. */
function berlinWallClock(date: Date): { day: string; time: string; millis: string } {
  const instant = date.getTime();
  const wall = Number.isNaN(instant) ? date : new Date(instant + berlinOffsetMs(instant));
  // Like date-fns' format: an invalid date (or one pushed past the Date range) is a RangeError.
  if (Number.isNaN(wall.getTime())) throw new RangeError('Invalid time value');
  const year = wall.getUTCFullYear();
  return {
    day: `${pad(year > 0 ? year : 1 - year, 4)}-${pad(wall.getUTCMonth() + 1, 2)}-${pad(wall.getUTCDate(), 2)}`,
    time: `${pad(wall.getUTCHours(), 2)}:${pad(wall.getUTCMinutes(), 2)}:${pad(wall.getUTCSeconds(), 2)}`,
    millis: pad(wall.getUTCMilliseconds(), 3),
  };
}

/** Reads the Berlin wall-clock encoded in a UTC-based epoch value. */
function wallClockMsToInstant(ms: number): Date {
  // toISOString gives the wall-clock digits; drop the `Z` so date-fns-tz reads them in Berlin.
  return fromZonedTime(new Date(ms).toISOString().slice(0, 23), PORTAL_TIME_ZONE);
}

/** Encodes an instant as the Berlin wall-clock "as if UTC" epoch value. */
function instantToWallClockMs(date: Date): number {
  const { day, time, millis } = berlinWallClock(date);
  return Date.parse(`${day}T${time}.${millis}Z`);
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
