// Given an authority that plans collections per container tariff, when a street's dates arrive with
// the same day and waste type several times, then residents see each day and waste type once, in
// date order, postponed if any tariff's date was.
import { describe, expect, it } from 'vitest';
import { toCollectionDates, type CollectionDateRow } from '../../../src/api/queries/collection-dates';

const row = (id: number, iso: string, wasteType: string, over: Partial<CollectionDateRow> = {}): CollectionDateRow => ({
  AbfuhrtermineId: id,
  Termin: new Date(iso),
  Abfuhrplan: { GefaesstarifArt: { Bezeichnung: `${wasteType} 120 l`, Abfallart: { Name: wasteType, Farbe: '#5f6b73' } } },
  ...over,
});

describe('collection dates', () => {
  it('merges tariffs of one day and waste type, keeps different waste types apart', () => {
    const dates = toCollectionDates([
      row(3, '2026-11-24T05:00:00Z', 'Restmüll'),
      row(1, '2026-11-24T05:00:00Z', 'Restmüll', { IstVerschoben: true, Hinweis: 'Wegen Feiertag verschoben' }),
      row(2, '2026-11-24T05:00:00Z', 'Bioabfall'),
      row(4, '2026-11-10T05:00:00Z', 'Restmüll'),
    ]);
    expect(dates.map((d) => `${d.day} ${d.wasteType}`)).toEqual(['2026-11-10 Restmüll', '2026-11-24 Bioabfall', '2026-11-24 Restmüll']);
    const merged = dates[2]!;
    expect(merged).toMatchObject({ id: 3, postponed: true, note: 'Wegen Feiertag verschoben' });
  });

  it('groups by the Berlin day, not the UTC day', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Berlin.
    const [date] = toCollectionDates([row(1, '2026-11-30T23:30:00Z', 'Papier')]);
    expect(date!.day).toBe('2026-12-01');
  });
});
