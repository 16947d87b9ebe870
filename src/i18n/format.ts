import { formatInTimeZone } from 'date-fns-tz';
import { de } from 'date-fns/locale/de';

// Server dates are instants; residents think in Berlin time regardless of the device's zone.
export const TIME_ZONE = 'Europe/Berlin';

/** Formats a date in Europe/Berlin with German names, e.g. `formatDate(d, 'dd.MM.yyyy')`. */
export function formatDate(date: Date | number, pattern: string): string {
  return formatInTimeZone(date, TIME_ZONE, pattern, { locale: de });
}
