/**
 * Shared test setup: the reference metadata, a fresh in-memory database per test and a small,
 * hand-picked data set (every row is visible in the tests that use it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { readEdmx } from '../../../codegen/edmx';
import type { MetadataModel } from '../../../codegen/edmx/model';
import { createSchema, insertRow, queryEntitySet, getEntity, type CollectionBody, type QueryOpts } from '../../../server/odata';

const xml = readFileSync(fileURLToPath(new URL('../../../schema/reference/metadata.xml', import.meta.url)), 'utf8');
export const model: MetadataModel = readEdmx(xml);

/** ms of a Berlin wall-clock date encoded as UTC, as stored. */
export const day = (y: number, m: number, d: number, h = 0, mi = 0): number => Date.UTC(y, m - 1, d, h, mi);

export function emptyDb(): Database.Database {
  const db = new Database(':memory:');
  createSchema(db, model);
  return db;
}

export function seededDb(): Database.Database {
  const db = emptyDb();
  const ins = (set: string, row: Record<string, unknown>) => insertRow(db, model, set, row);
  db.transaction(() => {
    ins('Anreden', { AnredenId: 1, Bezeichnung: 'Herr', AnredeVerwendenPortal: true });
    ins('Anreden', { AnredenId: 2, Bezeichnung: 'Frau', AnredeVerwendenPortal: true });
    ins('Adressen', { AdressenId: 1, Name: 'Müller', Vorname: 'Anna', Anrede: 2 });
    ins('Adressen', { AdressenId: 2, Name: "O'Brien", Vorname: 'Sean', Anrede__fk: 1 });
    ins('Adressen', { AdressenId: 3, Name: 'Özdemir', Vorname: null });
    ins('Orte', { OrteId: 12, Ortsname: 'Mittelstadt' });
    ins('Orte', { OrteId: 13, Ortsname: 'Breidenbach' });
    ins('OrteMitOrtsteilen', { Schluessel: '12-A', OrteId: 12, Ortsname: 'Mittelstadt', Ortsteilname: 'Breidenstein' });
    ins('OrteMitOrtsteilen', { Schluessel: '13', OrteId: 13, Ortsname: 'Breidenbach', Ortsteilname: null });
    ins('Strassen', { StrassenId: 1, Name: 'Hauptstraße', Plz: '35232', OrtsteilName: 'Breidenstein', Ort: 12 });
    ins('Strassen', { StrassenId: 2, Name: 'Am Anger', Plz: '35232', OrtsteilName: null, Ort: { OrteId: 12 } });
    ins('Strassen', { StrassenId: 3, Name: '100%_Weg', Plz: '35236', OrtsteilName: null, Ort: 13 });
    ins('Objekttypen', { ObjekttypenId: 1, Name: 'Wohnhaus' });
    ins('Objekte', { ObjekteId: 5, HausNr: 3, IsGrossWohnanlage: false, Strasse: 1, Objekttyp: 1, EigentuemerAdressenObj: 1, PflichtigerAdressenObj: 2, EigentuemerBis: new Date(day(2026, 12, 31)) });
    ins('Objekte', { ObjekteId: 6, HausNr: 10, HausNrZus: 'a', IsGrossWohnanlage: true, Strasse: 3, EigentuemerAdressenObj: 2 });
    ins('Abfallarten', { AbfallartenId: 1, Code: 'R', Name: 'Restabfall', Farbe: '#333333', IsBio: false, IsPapier: false, IsRest: true, IsWertstoff: false, IsSchadstoff: false });
    ins('Abfallarten', { AbfallartenId: 2, Code: 'B', Name: 'Bioabfall', Farbe: '#8B5A2B', IsBio: true, IsPapier: false, IsRest: false, IsWertstoff: false, IsSchadstoff: false });
    ins('Volumen', { VolumenId: 1, VolumenWert: 120 });
    ins('Volumen', { VolumenId: 2, VolumenWert: 240 });
    ins('GefaesstarifArten', { GefaesstarifArtenId: 1, Bezeichnung: 'Rest 240', Preis: '120.50', IstBestellbar: true, Abfallart: 1, VolumenObj: 2 });
    ins('GefaesstarifArten', { GefaesstarifArtenId: 2, Bezeichnung: 'Rest 120', Preis: 99.9, IstBestellbar: true, Abfallart: 1, VolumenObj: 1 });
    ins('GefaesstarifArten', { GefaesstarifArtenId: 3, Bezeichnung: 'Bio 120', Preis: '9.5', IstBestellbar: false, Abfallart: 2, VolumenObj: 1 });
    for (const [id, art] of [[1, 1], [2, 2], [3, 3]] as const) ins('Abfuhrplaene', { AbfuhrplaeneId: id, Jahr: 2026, GefaesstarifArt: art });
    ins('Abfuhrtermine', { AbfuhrtermineId: 1, Termin: day(2026, 1, 7), IstVerschoben: false, Abfuhrplan: 1, Strasse: 1 });
    ins('Abfuhrtermine', { AbfuhrtermineId: 2, Termin: day(2026, 1, 8), IstVerschoben: true, Hinweis: "Feiertag 'Heilige Drei Könige'", Abfuhrplan: 3, Strasse: 1 });
    ins('Abfuhrtermine', { AbfuhrtermineId: 3, Termin: day(2026, 1, 7), IstVerschoben: false, Abfuhrplan: 2, Strasse: 1 });
    ins('Abfuhrtermine', { AbfuhrtermineId: 4, Termin: day(2025, 12, 30), IstVerschoben: false, Abfuhrplan: 1, Strasse: 2 });
    ins('StueckgutAuftragsarten', { StueckgutAuftragsartenId: 3, Name: 'Sperrmüll', IstKostenpflichtig: false, SonstigesInPortalAnzeigen: true, StueckgutVolumenart: 1 });
    ins('StueckgutAuftragsarten', { StueckgutAuftragsartenId: 4, Name: 'Elektro', IstKostenpflichtig: true, SonstigesInPortalAnzeigen: false, StueckgutVolumenart: 2, JahresKontingent: '4' });
    ins('Stueckgueter', { StueckgutId: 1, Name: 'Sofa', StueckgutAuftragsart: 3 });
    ins('Stueckgueter', { StueckgutId: 2, Name: 'Schrank', StueckgutAuftragsart: 3 });
    ins('Stueckgueter', { StueckgutId: 3, Name: 'Kühlschrank', StueckgutAuftragsart: 4 });
    ins('StueckgutAuftraege', { StueckgutAuftraegeId: 9, Erstellungsdatum: day(2026, 3, 1, 9, 30), Status: 1, StueckgutAuftragsart: 3, Objekt: 5 });
    ins('StueckgutAuftraege', { StueckgutAuftraegeId: 10, Erstellungsdatum: day(2026, 3, 2), Status: 2, StueckgutAuftragsart: 4, Objekt: 6 });
    ins('StueckgutAnzahlen', { StueckgutAnzahlenId: 1, Anzahl: 2, Stueckgut: 1, StueckgutAuftraege_StueckgutAnzahlen__fk: 9 });
    ins('StueckgutAnzahlen', { StueckgutAnzahlenId: 2, Anzahl: 1, Stueckgut: 2, StueckgutAuftraege_StueckgutAnzahlen__fk: 9 });
    ins('StueckgutAnzahlen', { StueckgutAnzahlenId: 3, Anzahl: 1, Stueckgut: 3, StueckgutAuftraege_StueckgutAnzahlen__fk: 10 });
    ins('Dokumente', { DokumenteId: 1, Titel: 'Bescheid', Datum: day(2026, 2, 1), Dateiname: 'b.pdf', MimeType: 'application/pdf', Groesse: 9007199254740993n, Objekt: 5 });
  })();
  return db;
}

type Entity = Record<string, unknown>;
type Body = { d: { results: Entity[]; __count?: string; __next?: string } };

/** The rows of a collection body in either wire shape: `{d: [...]}` (V1) or `{d: {results}}` (V2). */
export function rowsOf(body: CollectionBody): Entity[] {
  return Array.isArray(body.d) ? body.d : body.d.results;
}

/** Runs a query string like `$filter=…&$top=2` against a set; the body seen in the V2 shape. */
export function q(db: Database.Database, set: string, query: string, opts?: QueryOpts): Body {
  const body = queryEntitySet(db, model, set, new URLSearchParams(query), opts);
  return Array.isArray(body.d) ? { d: { results: body.d } } : { d: body.d };
}

export function ids(db: Database.Database, set: string, query: string, opts?: QueryOpts): unknown[] {
  const keyName = model.entityTypes.get(model.entitySets.get(set)?.entityType ?? '')?.key[0] ?? '';
  return q(db, set, query, opts).d.results.map((r) => r[keyName]);
}

export function one(db: Database.Database, set: string, key: string, query = ''): Record<string, unknown> {
  return getEntity(db, model, set, key, new URLSearchParams(query)).d;
}

/** The thrown ODataError's status and message, or fails. */
export function failure(f: () => unknown): { status: number; code: string; message: string } {
  try {
    f();
  } catch (e) {
    const err = e as { status?: number; code?: string; message: string };
    return { status: err.status ?? -1, code: err.code ?? '', message: err.message };
  }
  throw new Error('expected an ODataError');
}
