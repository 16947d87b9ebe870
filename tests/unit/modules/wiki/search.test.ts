import { describe, expect, it } from 'vitest';
import { buildIndex, foldGerman, searchTerms, stemGerman, textOfHtml, type SearchableArticle } from '../../../../src/modules/wiki/search';

const stem = (word: string) => stemGerman(foldGerman(word));

describe('German normaliser', () => {
  it('folds umlauts, their ae/oe/ue spellings, ß and accents alike', () => {
    expect(foldGerman('Kühlschrank')).toBe(foldGerman('Kuehlschrank'));
    expect(foldGerman('KÜHLSCHRANK')).toBe(foldGerman('kuhlschrank'));
    expect(foldGerman('Straße')).toBe('strasse');
    expect(foldGerman('Öl')).toBe(foldGerman('Oel'));
    expect(foldGerman('Gläser')).toBe(foldGerman('Glaeser'));
    expect(foldGerman('Café')).toBe('cafe');
  });

  it.each([
    ['Batterie', 'Batterien'],
    ['Kühlschrank', 'Kühlschränke'],
    ['Kuehlschrank', 'Kühlschränke'],
    ['Flasche', 'Flaschen'],
    ['Glas', 'Gläser'],
    ['Tonne', 'Tonnen'],
    ['Akku', 'Akkus'],
    ['Karton', 'Kartons'],
    ['Medikament', 'Medikamente'],
    ['Windel', 'Windeln'],
    ['Papier', 'Papiere'],
    ['Baum', 'Bäume'],
    ['Lampe', 'Lampen'],
  ])('gives %s and %s one stem', (singular, plural) => {
    expect(stem(singular)).toBe(stem(plural));
  });

  it('keeps different words apart', () => {
    expect(stem('Glas')).not.toBe(stem('Gras'));
    expect(stem('Batterie')).not.toBe(stem('Bauschutt'));
    // The protected groups survive: "ie" and "sch" are not cut into.
    expect(stem('Batterie')).toBe('batterie');
    expect(stem('Flasche')).toBe('flasch');
  });

  it('splits text into stems at anything but letters and digits', () => {
    expect(searchTerms('Lithium-Akkus, E-Bikes!')).toEqual(['lithium', 'akku', 'e', 'bik']);
    expect(searchTerms('  ')).toEqual([]);
  });

  it('reads the visible text of article HTML', () => {
    const flat = (html: string) => textOfHtml(html).replace(/\s+/g, ' ').trim();
    expect(flat('<p>Glas &amp; <a href="/x">Flaschen</a></p>')).toBe('Glas & Flaschen');
    expect(flat('<p>Nicht in den <strong>Hausmüll</strong>.</p><ul><li>Windeln</li><li>Asche</li></ul><p>Sonst</p>')).toBe('Nicht in den Hausmüll. Windeln, Asche. Sonst');
    expect(flat('<ul><li>Ende.</li></ul>')).toBe('Ende.');
  });
});

describe('article search', () => {
  const article = (id: number, title: string, category: string | null, text: string): SearchableArticle => ({ id, title, category, text, order: id });
  const index = buildIndex([
    article(1, 'Was gehört in die Restmülltonne?', 'Abfalltrennung', 'Hygieneartikel, Windeln. Nicht hinein gehören Batterien.'),
    article(2, 'Batterien und Akkus', 'Schadstoffe', 'Lithium-Akkus abkleben.'),
    article(3, 'Elektrogeräte, Kühlschränke und Fernseher', 'Elektrogeräte', 'Große Geräte holen wir ab.'),
    article(4, 'Altglas: Flaschen und Gläser', 'Abfalltrennung', 'Nach Farben getrennt.'),
  ]);
  const ids = (query: string) => index.search(query).map((a) => a.id);

  it('finds the plural from the singular, title hits first', () => {
    expect(ids('Batterie')).toEqual([2, 1]);
    expect(ids('batterien')).toEqual([2, 1]);
  });

  it('finds umlaut words however they are typed', () => {
    expect(ids('Kühlschrank')).toEqual([3]);
    expect(ids('Kuehlschrank')).toEqual([3]);
    expect(ids('kuhlschrank')).toEqual([3]);
    expect(ids('Glaeser')).toEqual([4]);
  });

  it('matches while typing and inside compound words', () => {
    expect(ids('Batt')).toEqual([2, 1]);
    expect(ids('schrank')).toEqual([3]);
    expect(ids('müll')).toEqual([1]);
  });

  it('needs every word of the query', () => {
    expect(ids('Batterien Akku')).toEqual([2]);
    expect(ids('Batterien Kühlschrank')).toEqual([]);
  });

  it('finds by category', () => {
    expect(ids('Schadstoff')).toEqual([2]);
  });

  it('lists everything in the authority order for an empty query', () => {
    expect(ids('')).toEqual([1, 2, 3, 4]);
    expect(ids(' ,; ')).toEqual([1, 2, 3, 4]);
  });

  it('finds nothing for an unknown word', () => {
    expect(ids('Atomkraftwerk')).toEqual([]);
  });
});
