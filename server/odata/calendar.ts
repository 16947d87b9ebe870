/**
 * Whether the date, time of day or zone offset an OData literal spells exists. JavaScript's Date
 * rolls impossible parts over (2026-02-29 becomes March 1, 24:00 the next day, month 13 next
 * year), so a typo or a probe would silently become another date; every reader of date and time
 * literals (function parameters, $filter, keys) asks here first and answers 400 instead.
 */

export interface WallClockParts {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  /** Milliseconds (fractions below a millisecond are dropped by the caller). */
  millisecond?: number;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * The wall-clock time as ms (as if UTC, like the database stores it), or undefined when any part is
 * out of range: years 1 to 9999, months 1 to 12, the day within its month, hours 0 to 23, minutes
 * and seconds 0 to 59 (no leap second: the database could not hold it either).
 */
export function wallClockMs(parts: WallClockParts): number | undefined {
  const { year, month, day, hour = 0, minute = 0, second = 0, millisecond = 0 } = parts;
  const whole = [year, month, day, hour, minute, second, millisecond].every(Number.isInteger);
  if (!whole || year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59 || millisecond > 999 || Math.min(hour, minute, second, millisecond) < 0) return undefined;
  const date = new Date(Date.UTC(2000, 0, 1, hour, minute, second, millisecond));
  // setUTCFullYear, unlike Date.UTC, does not read the years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/**
 * A zone suffix (`Z`, `+01:00`, `-05:30`; a `+` sent unencoded in a query string arrives as a
 * space) as minutes east of UTC, or undefined beyond the ±14:00 real zones use or minutes over 59.
 */
export function offsetMinutes(zone: string): number | undefined {
  if (/^z$/i.test(zone)) return 0;
  const m = /^([+\- ])(\d{2}):(\d{2})$/.exec(zone);
  if (!m) return undefined;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (Number(m[3]) > 59 || minutes > 14 * 60) return undefined;
  return m[1] === '-' ? -minutes : minutes;
}

/**
 * An Edm.Time value, which OData V2 writes as a duration since midnight (`PT13H20M`, `PT8H5M30.5S`),
 * as ms since midnight; undefined when it is no time of day: negative, with days, hours over 23,
 * minutes or seconds over 59, or no part at all.
 */
export function timeOfDayMs(duration: string): number | undefined {
  const m = /^PT(?:(\d{1,2})H)?(?:(\d{1,2})M)?(?:(\d{1,2})(?:\.(\d{1,7}))?S)?$/i.exec(duration);
  if (!m || (m[1] === undefined && m[2] === undefined && m[3] === undefined)) return undefined;
  const [hour, minute, second] = [m[1], m[2], m[3]].map((p) => Number(p ?? 0)) as [number, number, number];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const millisecond = m[4] ? Math.floor(Number(`0.${m[4]}`) * 1000) : 0;
  return ((hour * 60 + minute) * 60 + second) * 1000 + millisecond;
}
