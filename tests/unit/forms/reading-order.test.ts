/**
 * Bin sizes are listed by size, not as text ("1100 l" came before "240 l"): in a query-fed select
 * ordered by its text and in the fee list of /container.
 */
import { describe, expect, it } from 'vitest';
import { inReadingOrder, type FieldOption } from '../../../src/forms/options';
import { groupBins } from '../../../src/modules/container/queries';

const bins: FieldOption[] = [
  { value: 5, label: 'Restmüll 1100 l' },
  { value: 3, label: 'Restmüll 120 l' },
  { value: 4, label: 'Restmüll 240 l' },
  { value: 1, label: 'Biotonne 80 l' },
];

describe('bin sizes in reading order', () => {
  it('orders options by their text with numbers by value where the query orders by the text', () => {
    const query = 'GefaesstarifArten?$filter=IstBestellbar eq true&$orderby=Bezeichnung asc';
    expect(inReadingOrder(bins, query).map((o) => o.label)).toEqual(['Biotonne 80 l', 'Restmüll 120 l', 'Restmüll 240 l', 'Restmüll 1100 l']);
    expect(inReadingOrder(bins, 'X?$orderby=Bezeichnung desc').map((o) => o.value)).toEqual([5, 4, 3, 1]);
  });
  it('keeps any other order of the query', () => {
    expect(inReadingOrder(bins, 'X?$orderby=GefaesstarifArtenId asc')).toEqual(bins);
    expect(inReadingOrder(bins, 'X')).toEqual(bins);
  });
  it('sorts the fee list by size, read from the name where the volume is missing', () => {
    const row = (id: number, name: string, volume: number | null) => ({
      GefaesstarifArtenId: id, Bezeichnung: name, IstBestellbar: true, Preis: '1.00', Abfallart: { Name: 'Restmüll', Farbe: null }, VolumenObj: volume === null ? null : { VolumenWert: volume },
    });
    const [group] = groupBins([row(1, 'Restmüll 1100 l', null), row(2, 'Restmüll 240 l', null), row(3, 'Restmüll 120 l', 120)]);
    expect(group!.bins.map((b) => b.name)).toEqual(['Restmüll 120 l', 'Restmüll 240 l', 'Restmüll 1100 l']);
  });
});
