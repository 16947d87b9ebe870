import { describe, expect, it } from 'vitest';
import { buildAbcIndex, synonymsOf, type AbcEntry } from '../../../../src/modules/wiki/abc-search';
import { toAbcEntry } from '../../../../src/modules/wiki/abc-queries';

const entry = (id: number, item: string, synonyms: string, wasteType: string | null, destination: string): AbcEntry => ({
  id, item, synonyms: synonymsOf(synonyms), wasteType, color: null, destination, note: null, articleId: null,
});

const ENTRIES = [
  entry(1, 'Styropor', 'EPS, Styroporverpackung, Schaumverpackung', 'Gelbe Tonne', 'Gelbe Tonne'),
  entry(2, 'Dämmplatten aus Styropor', 'Styropordämmung, XPS', null, 'Recyclinghof'),
  entry(3, 'Kühlschrank', 'Kühlgerät, Kühl-Gefrier-Kombination', 'Sperrmüll', 'Sperrmüll (Elektro-Großgerät)'),
  entry(4, 'Getränkekarton', 'Tetra Pak, Milchtüte, Saftkarton', 'Gelbe Tonne', 'Gelbe Tonne'),
  entry(5, 'Batterien', 'Knopfzelle, Akku', 'Schadstoffe', 'Sammelbox im Handel'),
  entry(6, 'Karton', 'Pappe, Umzugskarton', 'Papier', 'Papiertonne'),
];
const items = (query: string) => buildAbcIndex(ENTRIES).search(query).map((e) => e.item);

describe('Abfall-ABC search', () => {
  it('finds Styropor however it is typed, the item itself first', () => {
    expect(items('Styropor')[0]).toBe('Styropor');
    expect(items('styropor')).toEqual(items('Styropor'));
    expect(items('Styropor')).toContain('Dämmplatten aus Styropor');
    expect(items('Styro')[0]).toBe('Styropor');
  });

  it('finds an item from a compound or plural the resident typed', () => {
    expect(items('Styroporverpackungen')[0]).toBe('Styropor');
    expect(items('Batterie')).toEqual(['Batterien']);
  });

  it('finds items by their other names', () => {
    expect(items('Milchtüten')).toEqual(['Getränkekarton']);
    expect(items('tetra pak')).toEqual(['Getränkekarton']);
    expect(items('Knopfzellen')).toEqual(['Batterien']);
    expect(items('Pappe')).toEqual(['Karton']);
  });

  it('folds umlauts typed as ae/oe/ue or without dots', () => {
    expect(items('Kuehlschrank')).toEqual(['Kühlschrank']);
    expect(items('Kuhlschranke')).toEqual(['Kühlschrank']);
    expect(items('Daemmplatte')).toEqual(['Dämmplatten aus Styropor']);
  });

  it('wants every word and offers nothing for an empty query or an unknown item', () => {
    expect(items('')).toEqual([]);
    expect(items('   ')).toEqual([]);
    expect(items('Atomkraftwerk')).toEqual([]);
    expect(items('Styropor Kühlschrank')).toEqual([]);
  });

  it('reads a backend row with its waste type and article', () => {
    expect(toAbcEntry({ AbfallABCId: 7, Begriff: ' Styropor ', Synonyme: 'EPS, ,Styroporverpackung', Entsorgungsweg: 'Gelbe Tonne', Hinweis: '', WikiArtikelId: 4, Abfallart: { Name: 'Gelbe Tonne', Farbe: '#ffd500' } })).toEqual({
      id: 7, item: 'Styropor', synonyms: ['EPS', 'Styroporverpackung'], wasteType: 'Gelbe Tonne', color: '#ffd500', destination: 'Gelbe Tonne', note: null, articleId: 4,
    });
  });
});
