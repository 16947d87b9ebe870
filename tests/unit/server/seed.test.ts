/** The demo data: deterministic, and containing every case the portal has to show. */
import { describe, expect, it } from 'vitest';
import { loadReferenceMetadata, openDatabase, prepareDatabase } from '../../../server/index';

const { model } = loadReferenceMetadata();
const NOW = Date.UTC(2026, 10, 21, 12);

function seeded(now = NOW) {
  const db = openDatabase(':memory:');
  prepareDatabase(db, model, { now });
  return db;
}

describe('demo data', () => {
  it('is deterministic for a seeding day', () => {
    const a = seeded();
    const b = seeded();
    for (const set of model.entitySets.keys()) {
      const dump = (db: typeof a): string => JSON.stringify(db.prepare(`SELECT * FROM "${set}" ORDER BY 1`).all());
      expect(dump(a), set).toBe(dump(b));
    }
  });

  it('covers every order status and the cancel cases', () => {
    const db = seeded();
    const q = (sql: string): number => (db.prepare(sql).get() as { n: number }).n;
    expect(q(`SELECT COUNT(DISTINCT "AuftragsStatus") AS n FROM "Auftraege" WHERE "AuftragsStatus" IN (1,3,4,6,7)`)).toBe(5);
    expect(q(`SELECT COUNT(*) AS n FROM "Auftraege" WHERE "AuftragsStatus" = 3 AND "Plandatum" IS NULL`)).toBeGreaterThan(0);
    expect(q(`SELECT COUNT(*) AS n FROM "Auftraege" WHERE "AuftragsStatus" = 4 AND "Istdatum" IS NULL`)).toBeGreaterThan(0);
    expect(q(`SELECT COUNT(*) AS n FROM "Auftraege" a JOIN "Auftraege" b ON b."AuftraegeId" = a."NachfolgerObj__fk" WHERE b."VorgaengerObj__fk" = a."AuftraegeId"`)).toBeGreaterThan(0);
    expect(q(`SELECT COUNT(DISTINCT "Status") AS n FROM "StueckgutAuftraege" WHERE "Status" IN (1,3,4,6,7)`)).toBe(5);
    expect(q(`SELECT COUNT(DISTINCT "StueckgutVolumenart") AS n FROM "StueckgutAuftragsarten"`)).toBe(3);
    expect(q(`SELECT COUNT(DISTINCT "ReklamationOderAnfrage") AS n FROM "ReklamationsArten"`)).toBe(2);
    expect(q(`SELECT COUNT(DISTINCT "ReklamationsZuordnungsTyp") AS n FROM "ReklamationsZuordnungen" WHERE "ReklamationsZuordnungsTyp" IN (1,3,7,11)`)).toBe(4);
    expect(q(`SELECT COUNT(DISTINCT "Status") AS n FROM "Forderungen"`)).toBe(2);
    expect(q(`SELECT COUNT(*) AS n FROM "WikiArtikel"`)).toBeGreaterThanOrEqual(8);
  });

  it('leaves two of three objects an overdue instalment to pay on any seeding day of the year', () => {
    const DAY = 86_400_000;
    // Every other week: a full seed costs about half a second, and a 14-day step still lands on
    // every phase of the month (instalment due dates, their grace period) across the year.
    for (let now = Date.UTC(2026, 0, 1, 12); now < Date.UTC(2027, 1, 1); now += 14 * DAY) {
      const db = seeded(now);
      const owing = db
        .prepare(`SELECT DISTINCT "Objekt__fk" AS o FROM "Forderungen" WHERE "Status" = 1 AND "Faelligkeitsdatum" < ? ORDER BY 1`)
        .all(now)
        .map((row) => (row as { o: number }).o);
      const day = new Date(now).toISOString().slice(0, 10);
      // eigentuemer's object, and the landlord's first two (the e2e payment journeys pay those).
      for (const object of [2, 4, 5]) expect(owing, `${day}: object ${object}`).toContain(object);
    }
  });

  it('has collection dates for the current and the next year, shifted around holidays', () => {
    const db = seeded();
    const years = db.prepare(`SELECT DISTINCT p."Jahr" AS y FROM "Abfuhrtermine" t JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk" ORDER BY 1`).all() as { y: number }[];
    expect(years.map((r) => r.y)).toEqual([2026, 2027]);
    // 25 Dec 2026 is a Friday: no collection on the holiday, shifted ones say why.
    const xmas = Date.UTC(2026, 11, 25);
    expect((db.prepare(`SELECT COUNT(*) AS n FROM "Abfuhrtermine" WHERE "Termin" = ?`).get(xmas) as { n: number }).n).toBe(0);
    const shifted = db.prepare(`SELECT "Termin" AS t, "Hinweis" AS h FROM "Abfuhrtermine" WHERE "IstVerschoben" = 1 AND "Hinweis" LIKE '%Weihnachtstag (25.12.)%' LIMIT 1`).get() as { t: number; h: string };
    expect(new Date(shifted.t).getUTCDay()).not.toBe(0);
    expect(shifted.t).toBeGreaterThan(xmas);
    const colours = db.prepare(`SELECT "Name" AS n, "Farbe" AS f FROM "Abfallarten" ORDER BY 1`).all();
    expect(colours).toEqual(expect.arrayContaining([{ n: 'Restmüll', f: '#5f6b73' }, { n: 'Bioabfall', f: '#8b5a2b' }, { n: 'Papier', f: '#1e63b5' }, { n: 'Gelbe Tonne', f: '#ffd500' }]));
  });

  it('keeps data across restarts and reseeds on reset', () => {
    const db = seeded();
    const articles = () => (db.prepare(`SELECT COUNT(*) AS n FROM "WikiArtikel"`).get() as { n: number }).n;
    const all = articles();
    db.prepare(`DELETE FROM "WikiArtikel" WHERE "WikiArtikelId" = 1`).run();
    expect(prepareDatabase(db, model, { now: NOW })).toBe(false);
    expect(articles()).toBe(all - 1);
    expect(prepareDatabase(db, model, { now: NOW, reset: true })).toBe(true);
    expect(articles()).toBe(all);
  });
});
