// Given any instant, when the portal prints it with one of its date patterns, then it reads
// exactly as date-fns' formatInTimeZone (Europe/Berlin, German locale) printed it before.
import { formatInTimeZone } from 'date-fns-tz';
import { de } from 'date-fns/locale/de';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, TIME_ZONE } from '../../../src/i18n/format';

const PATTERNS = ['dd.MM.yyyy', 'EEEE, dd.MM.yyyy', 'MMMM yyyy', 'EEEE, dd.MM.', 'yyyy-MM-dd', 'd.M.yy, HH:mm:ss', "'am' dd.MM. 'um' H 'Uhr'''"];
const reference = (date: Date, pattern: string) => formatInTimeZone(date, TIME_ZONE, pattern, { locale: de });

describe('formatDate', () => {
  it('matches date-fns for every pattern over the years 1970-2100', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }), fc.constantFrom(...PATTERNS), (date, pattern) => {
        expect(formatDate(date, pattern)).toBe(reference(date, pattern));
      }),
      { numRuns: 20_000 },
    );
  });

  it('prints the Berlin day around the DST switches and at midnight UTC', () => {
    for (const iso of ['2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z', '2026-10-25T00:59:59Z', '2026-10-25T01:00:00Z', '2026-12-31T23:00:00Z', '2026-06-30T22:30:00Z']) {
      for (const pattern of PATTERNS) expect(formatDate(new Date(iso), pattern)).toBe(reference(new Date(iso), pattern));
    }
    expect(formatDate(new Date('2026-12-31T23:00:00Z'), 'EEEE, dd.MM.yyyy')).toBe('Freitag, 01.01.2027');
    expect(formatDate(Date.UTC(2026, 2, 1), 'MMMM yyyy')).toBe('März 2026');
  });

  it('refuses invalid dates and unknown tokens like date-fns', () => {
    expect(() => formatDate(new Date(NaN), 'dd.MM.yyyy')).toThrow(RangeError);
    expect(() => formatDate(new Date(), 'dd.MM.yyyy Q')).toThrow(RangeError);
  });
});
