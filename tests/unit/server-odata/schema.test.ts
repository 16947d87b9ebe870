import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createSchema, insertRow, insertRows, queryEntitySet, serializeEntity } from '../../../server/odata';
import { day, emptyDb, model, rowsOf } from './fixture';

type Db = ReturnType<typeof emptyDb>;
const columns = (db: Db, table: string) => (db.prepare(`PRAGMA table_info("${table}")`).all() as { name: string; type: string; notnull: number; pk: number }[]);
const indexedColumns = (db: Db, table: string) =>
  (db.prepare(`PRAGMA index_list("${table}")`).all() as { name: string }[]).flatMap((ix) =>
    (db.prepare(`PRAGMA index_info("${ix.name}")`).all() as { name: string }[]).map((c) => c.name),
  );

describe('createSchema', () => {
  it('creates one table per entity set with the conventional column types', () => {
    const db = emptyDb();
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
    expect(tables.sort()).toEqual([...model.entitySets.keys()].sort());
    const objekte = Object.fromEntries(columns(db, 'Objekte').map((c) => [c.name, c.type]));
    expect(objekte).toMatchObject({ ObjekteId: 'INTEGER', IsGrossWohnanlage: 'INTEGER', EigentuemerBis: 'INTEGER', HausNrZus: 'TEXT', Strasse__fk: 'INTEGER' });
    expect(Object.fromEntries(columns(db, 'Buchungen').map((c) => [c.name, c.type]))).toMatchObject({ Betrag: 'TEXT', Objekt__fk: 'INTEGER' });
    expect(Object.fromEntries(columns(db, 'Dokumente').map((c) => [c.name, c.type]))).toMatchObject({ Groesse: 'TEXT' });
    expect(columns(db, 'OrteMitOrtsteilen').find((c) => c.name === 'Schluessel')).toMatchObject({ type: 'TEXT', pk: 1 });
    // to-many StueckgutAuftraege.StueckgutAnzahlen -> column in the target table
    expect(columns(db, 'StueckgutAnzahlen').map((c) => c.name)).toContain('StueckgutAuftraege_StueckgutAnzahlen__fk');
    expect(columns(db, 'Auftraege').map((c) => c.name)).toEqual(expect.arrayContaining(['NachfolgerObj__fk', 'VorgaengerObj__fk', 'GefaesseObj__fk']));
  });

  it('indexes every __fk column and is idempotent', () => {
    const db = emptyDb();
    createSchema(db, model);
    expect(indexedColumns(db, 'Objekte')).toEqual(expect.arrayContaining(['Objekttyp__fk', 'EigentuemerAdressenObj__fk', 'PflichtigerAdressenObj__fk', 'Strasse__fk']));
    expect(indexedColumns(db, 'StueckgutAnzahlen')).toEqual(expect.arrayContaining(['Stueckgut__fk', 'StueckgutAuftraege_StueckgutAnzahlen__fk']));
    expect(indexedColumns(db, 'OrteMitOrtsteilen')).toContain('Schluessel');
    for (const set of model.entitySets.keys()) {
      const fks = columns(db, set).filter((c) => c.name.endsWith('__fk')).map((c) => c.name);
      expect(indexedColumns(db, set), set).toEqual(expect.arrayContaining(fks));
    }
  });

  it('adds the columns an older table lacks, keeping its rows', () => {
    const db = new Database(':memory:');
    db.exec('CREATE TABLE "Strassen" ("StrassenId" INTEGER PRIMARY KEY, "Name" TEXT NOT NULL)');
    db.prepare('INSERT INTO "Strassen" VALUES (1, ?)').run('Alt');
    createSchema(db, model);
    expect(columns(db, 'Strassen').map((c) => c.name)).toEqual(['StrassenId', 'Name', 'Plz', 'OrtsteilName', 'Ort__fk']);
    expect(indexedColumns(db, 'Strassen')).toContain('Ort__fk');
    expect(rowsOf(queryEntitySet(db, model, 'Strassen'))[0]).toMatchObject({ StrassenId: 1, Name: 'Alt', Plz: null });
  });
});

describe('insertRow', () => {
  it('converts JS values to the stored form and accepts every navigation spelling', () => {
    const db = emptyDb();
    insertRow(db, model, 'Objekte', { ObjekteId: 1, IsGrossWohnanlage: true, EigentuemerBis: new Date(day(2026, 5, 1)), Strasse: 7 });
    insertRow(db, model, 'Objekte', { ObjekteId: 2, IsGrossWohnanlage: false, EigentuemerBis: day(2026, 5, 2), Strasse: { StrassenId: 8, Name: 'ignored' } });
    insertRow(db, model, 'Objekte', { ObjekteId: 3, IsGrossWohnanlage: 0, EigentuemerBis: '/Date(1780000000000)/', Strasse__fk: 9 });
    insertRow(db, model, 'Objekte', { ObjekteId: 4, IsGrossWohnanlage: false, EigentuemerBis: '2026-05-04T00:00:00', Strasse: null });
    insertRow(db, model, 'Buchungen', { BuchungenId: 1, Buchungsdatum: day(2026, 1, 1), Betrag: 12.5, Buchungstext: 'x' });
    const rows = db.prepare('SELECT ObjekteId, IsGrossWohnanlage, EigentuemerBis, Strasse__fk FROM Objekte ORDER BY 1').all();
    expect(rows).toEqual([
      { ObjekteId: 1, IsGrossWohnanlage: 1, EigentuemerBis: day(2026, 5, 1), Strasse__fk: 7 },
      { ObjekteId: 2, IsGrossWohnanlage: 0, EigentuemerBis: day(2026, 5, 2), Strasse__fk: 8 },
      { ObjekteId: 3, IsGrossWohnanlage: 0, EigentuemerBis: 1780000000000, Strasse__fk: 9 },
      { ObjekteId: 4, IsGrossWohnanlage: 0, EigentuemerBis: day(2026, 5, 4), Strasse__fk: null },
    ]);
    expect(db.prepare('SELECT Betrag, typeof(Betrag) AS t FROM Buchungen').get()).toEqual({ Betrag: '12.5', t: 'text' });
  });

  it('rejects unknown names and invalid dates, and enforces non-nullable properties', () => {
    const db = emptyDb();
    expect(() => insertRow(db, model, 'Orte', { OrteId: 1, Ortsname: 'x', Einwohner: 3 })).toThrow(/Einwohner/);
    expect(() => insertRow(db, model, 'Nirgendwo', { a: 1 })).toThrow(/Nirgendwo/);
    expect(() => insertRow(db, model, 'Abfuhrtermine', { AbfuhrtermineId: 1, Termin: 'morgen', IstVerschoben: false })).toThrow(/Termin/);
    expect(() => insertRow(db, model, 'Orte', { OrteId: 1 })).toThrow(/NOT NULL/);
  });

  it('returns the generated key for integer keys and seeds many rows in one transaction', () => {
    const db = emptyDb();
    expect(insertRow(db, model, 'Orte', { Ortsname: 'Neu' })).toBe(1);
    const n = insertRows(
      db,
      model,
      'Abfuhrtermine',
      Array.from({ length: 20_000 }, (_, i) => ({ AbfuhrtermineId: i + 1, Termin: day(2026, 1, 1) + i * 3_600_000, IstVerschoben: i % 2 === 0 })),
    );
    expect(n).toBe(20_000);
    const body = queryEntitySet(db, model, 'Abfuhrtermine', { $filter: 'IstVerschoben eq true', $top: '1', $inlinecount: 'allpages' });
    expect(body.d).toMatchObject({ __count: '10000' });
  });
});

describe('serializeEntity', () => {
  it('turns a raw row into the wire entity the engine would return', () => {
    const db = emptyDb();
    insertRow(db, model, 'Abfuhrtermine', { AbfuhrtermineId: 4, Termin: day(2026, 1, 7), IstVerschoben: true, Abfuhrplan: 2 });
    const row = db.prepare('SELECT * FROM Abfuhrtermine').get() as Record<string, unknown>;
    expect(serializeEntity(model, 'Abfuhrtermine', row)).toEqual({
      __metadata: { type: 'Abfall.Portal.Abfuhrtermine', uri: '/api/Abfuhrtermine(4)' },
      AbfuhrtermineId: 4,
      Termin: `/Date(${day(2026, 1, 7)})/`,
      IstVerschoben: true,
      Hinweis: null,
    });
    expect(serializeEntity(model, 'Abfuhrtermine', row)).toEqual(rowsOf(queryEntitySet(db, model, 'Abfuhrtermine'))[0]);
  });
});
