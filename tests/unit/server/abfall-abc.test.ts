/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
/** The Abfall-ABC: a public set served like any other, with its waste type and article links. */
import { describe, expect, it } from 'vitest';
import { harness, results } from './helpers';

describe('AbfallABC', () => {
  it('is public and answers $filter and $top', async () => {
    const h = harness();
    const res = await h.json(`/api/AbfallABC?$filter=${encodeURIComponent("Begriff eq 'Styropor'")}&$expand=Abfallart&$top=5`);
    expect(res.status).toBe(200);
    const rows = results(res.body);
    expect(rows).toHaveLength(1);
    expect(rows[0].Synonyme).toContain('Styroporverpackung');
    expect(rows[0].Entsorgungsweg).toBe('Gelbe Tonne');
    expect(rows[0].Abfallart.Name).toBe('Gelbe Tonne');
    expect(rows[0].Abfallart.Farbe).toBe('#ffd500');

    const top = results((await h.json('/api/AbfallABC?$top=3')).body);
    expect(top).toHaveLength(3);
  });

  it('holds the common items, each with a destination and only links to articles that exist', async () => {
    const h = harness();
    const rows = results((await h.json('/api/AbfallABC')).body);
    expect(rows.length).toBeGreaterThanOrEqual(250);
    const articles = new Set(results((await h.json('/api/WikiArtikel')).body).map((a: any) => a.WikiArtikelId));
    for (const row of rows) {
      expect(row.Entsorgungsweg, row.Begriff).toBeTruthy();
      if (row.WikiArtikelId !== null) expect(articles.has(row.WikiArtikelId), row.Begriff).toBe(true);
    }
    const begriffe = rows.map((r: any) => r.Begriff);
    for (const item of ['Styropor', 'Batterien', 'Pizzakarton', 'Kaffeesatz', 'Energiesparlampe', 'Farbreste', 'Altkleider', 'Spiegel', 'Porzellan', 'Bauschutt', 'Elektrokleingeräte'])
      expect(begriffe).toContain(item);
    // Most items link to the article that explains them.
    expect(rows.filter((r: any) => r.WikiArtikelId !== null).length).toBeGreaterThan(rows.length * 0.8);
  });
});
