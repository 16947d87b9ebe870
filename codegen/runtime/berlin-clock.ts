/**
 * The one reader of the Europe/Berlin wall clock for code that runs in the browser and on the
 * server alike: an instant -> its Berlin calendar fields, through Intl and without imports, so the
 * start page's date display (src/i18n/format.ts), the OData date conversion (dates.ts) and the
 * reference server's wire dates (server/time.ts) agree to the millisecond and none of them pulls a
 * date library into the start page.
 */

export const PORTAL_TIME_ZONE = 'Europe/Berlin';

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

/**
 * The Berlin wall clock of an instant as a Date whose UTC fields are Berlin's (read them with
 * getUTC*). Like date-fns' format: an invalid date (or one pushed past the Date range) is a RangeError.
 */
export function berlinWall(date: Date): Date {
  const instant = date.getTime();
  const wall = Number.isNaN(instant) ? date : new Date(instant + berlinOffsetMs(instant));
  if (Number.isNaN(wall.getTime())) throw new RangeError('Invalid time value');
  return wall;
}

/** Berlin wall-clock digits of an instant, as date-fns prints `yyyy-MM-dd`, `HH:mm:ss` and `SSS`. */
export function berlinWallClock(date: Date): { day: string; time: string; millis: string } {
  const wall = berlinWall(date);
  const year = wall.getUTCFullYear();
  return {
    day: `${pad(year > 0 ? year : 1 - year, 4)}-${pad(wall.getUTCMonth() + 1, 2)}-${pad(wall.getUTCDate(), 2)}`,
    time: `${pad(wall.getUTCHours(), 2)}:${pad(wall.getUTCMinutes(), 2)}:${pad(wall.getUTCSeconds(), 2)}`,
    millis: pad(wall.getUTCMilliseconds(), 3),
  };
}

/** Encodes an instant as the Berlin wall-clock "as if UTC" epoch value. */
export function instantToWallClockMs(date: Date): number {
  const { day, time, millis } = berlinWallClock(date);
  return Date.parse(`${day}T${time}.${millis}Z`);
}
