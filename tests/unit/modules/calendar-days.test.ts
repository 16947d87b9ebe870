import { describe, expect, it } from 'vitest';
import { addMonths, daysUntil, groupByDay, monthWeeks, nextPerWasteType } from '../../../src/modules/calendar/days';
import { downloadPath, printPath, subscriptionUrls } from '../../../src/modules/calendar/links';
import type { CollectionDate } from '../../../src/modules/calendar/queries';

const entry = (day: string, wasteType: string, extra: Partial<CollectionDate> = {}): CollectionDate => ({
  id: Math.random(), date: new Date(`${day}T00:00:00Z`), day, wasteType, wasteTypeId: wasteType.length, color: null, postponed: false, note: null, ...extra,
});

describe('calendar days', () => {
  it('folds the waste types of one day into one row, keeping shifts and notes once', () => {
    const days = groupByDay([
      entry('2026-04-07', 'Restmüll', { postponed: true, note: 'Verschoben wegen Ostermontag' }),
      entry('2026-04-07', 'Papier', { postponed: true, note: 'Verschoben wegen Ostermontag' }),
      entry('2026-04-14', 'Bioabfall'),
    ]);
    expect(days.map((d) => [d.day, d.entries.map((e) => e.wasteType), d.postponed, d.notes])).toEqual([
      ['2026-04-07', ['Restmüll', 'Papier'], true, ['Verschoben wegen Ostermontag']],
      ['2026-04-14', ['Bioabfall'], false, []],
    ]);
  });

  it('takes the next date per waste type from today on, soonest first', () => {
    const dates = [entry('2026-11-20', 'Papier'), entry('2026-11-24', 'Restmüll'), entry('2026-12-01', 'Papier'), entry('2026-12-08', 'Restmüll'), entry('2026-11-30', 'Bioabfall')];
    expect(nextPerWasteType(dates, '2026-11-24').map((d) => `${d.wasteType} ${d.day}`)).toEqual(['Restmüll 2026-11-24', 'Bioabfall 2026-11-30', 'Papier 2026-12-01']);
    expect(daysUntil('2026-11-24', '2026-12-01')).toBe(7);
    // Across the switch to summer time the count stays in whole days.
    expect(daysUntil('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthWeeks('2026-11');
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});

describe('calendar export links', () => {
  const street = { townId: 2, streetId: 14, houseNumber: '12a' };
  it('subscribes through webcal:// and https:// with only street keys and the chosen waste types', () => {
    const urls = subscriptionUrls(street, { wasteTypeIds: [3, 1], reminder: true }, 'https://portal.example');
    expect(urls.https).toBe("https://portal.example/api/KalenderAbo/$value?orteId=2&strassenId=14&hausNr=%2712a%27&abfallarten=%271%2C3%27&erinnerung=true");
    expect(urls.webcal).toBe(urls.https.replace('https:', 'webcal:'));
    const all = subscriptionUrls({ ...street, houseNumber: null }, { wasteTypeIds: null, reminder: false }, 'https://portal.example');
    expect(all.https).toBe('https://portal.example/api/KalenderAbo/$value?orteId=2&strassenId=14');
  });
  it('downloads a calendar year and prints a year or half-year', () => {
    expect(downloadPath(street, { wasteTypeIds: null }, 2027)).toBe("/api/KalenderExport/$value?orteId=2&strassenId=14&hausNr='12a'&von=DateTime'2027-01-01T00%3A00%3A00'&bis=DateTime'2027-12-31T00%3A00%3A00'");
    expect(printPath(street, { wasteTypeIds: [2] }, 2026, 2)).toBe("/api/KalenderDruck/$value?orteId=2&strassenId=14&hausNr='12a'&abfallarten='2'&jahr=2026&halbjahr=2");
    expect(printPath(street, { wasteTypeIds: [] }, 2026, null)).toBe("/api/KalenderDruck/$value?orteId=2&strassenId=14&hausNr='12a'&jahr=2026");
  });
});
