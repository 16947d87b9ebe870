/**
 * Date display in Europe/Berlin with German names, on the platform's Intl instead of date-fns
 * (whose formatter and German locale cost ~7 KB gzip on every page showing a date). Patterns use
 * date-fns' tokens, and the supported ones print exactly what date-fns' `formatInTimeZone` printed.
 * The Berlin calendar fields come from the one wall-clock reader the portal and the server share.
 */
import { berlinWall, PORTAL_TIME_ZONE } from '../../codegen/runtime/berlin-clock';

// Server dates are instants; residents think in Berlin time regardless of the device's zone.
export const TIME_ZONE = PORTAL_TIME_ZONE;

const monthName = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, month: 'long' });
const weekdayName = new Intl.DateTimeFormat('de-DE', { timeZone: TIME_ZONE, weekday: 'long' });

type Fields = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

function berlinFields(date: Date): Fields {
  const wall = berlinWall(date);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

type Printer = (date: Date, fields: Fields) => string;

const TOKENS: Record<string, Printer> = {
  yyyy: (_d, f) => pad(f.year, 4),
  yy: (_d, f) => pad(f.year % 100, 2),
  y: (_d, f) => String(f.year),
  MMMM: (d) => monthName.format(d),
  MM: (_d, f) => pad(f.month, 2),
  M: (_d, f) => String(f.month),
  dd: (_d, f) => pad(f.day, 2),
  d: (_d, f) => String(f.day),
  EEEE: (d) => weekdayName.format(d),
  HH: (_d, f) => pad(f.hour, 2),
  H: (_d, f) => String(f.hour),
  mm: (_d, f) => pad(f.minute, 2),
  ss: (_d, f) => pad(f.second, 2),
};

// A run of one letter, a quoted literal ('' is an apostrophe), or anything else verbatim.
const PART = /([A-Za-z])\1*|'(?:[^']|'')*'?|[^A-Za-z']+/g;

/** Formats a date in Europe/Berlin with German names, e.g. `formatDate(d, 'dd.MM.yyyy')`. */
export function formatDate(date: Date | number, pattern: string): string {
  const value = typeof date === 'number' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError('Invalid time value');
  const fields = berlinFields(value);
  return (pattern.match(PART) ?? [])
    .map((part) => {
      if (part.startsWith("'")) return part === "''" ? "'" : part.slice(1, part.endsWith("'") && part.length > 1 ? -1 : undefined).replace(/''/g, "'");
      if (!/^[A-Za-z]/.test(part)) return part;
      const print = TOKENS[part];
      // Like date-fns: an unknown letter run is an error, never printed as text.
      if (!print) throw new RangeError(`Format string contains an unsupported token: ${part}`);
      return print(value, fields);
    })
    .join('');
}
