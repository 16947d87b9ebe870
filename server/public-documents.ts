/**
 * The authority's public documents (statutes, fee schedule, brochures): listed in the public set
 * OeffentlicheDokumente, their text kept here and rendered to PDF on download.
 */
import { REFERENCE_BRAND, type PdfBrand } from './brand';
import { tableExists, type Db } from './db';
import { renderPdf, type PdfLine } from './pdf';
import { euro, letterhead } from './letter';
import { germanDay } from './time';

export interface PublicDocument {
  titel: string;
  art: string;
  beschreibung: string;
  dateiname: string;
  /** Month and day of the publication in the seeding year. */
  published: [number, number];
  lines: (string | PdfLine)[];
}

export const PUBLIC_DOCUMENTS: readonly PublicDocument[] = [
  {
    titel: 'Abfallwirtschaftssatzung',
    art: 'Satzung',
    beschreibung: 'Satzung über die Vermeidung, Verwertung und Beseitigung von Abfällen im Verbandsgebiet.',
    dateiname: 'Abfallwirtschaftssatzung.pdf',
    published: [1, 2],
    lines: [
      { text: '§ 1 Aufgaben', bold: true },
      'Der Verband entsorgt die in seinem Gebiet anfallenden Abfälle nach Maßgabe der Gesetze und dieser Satzung.',
      { text: '§ 2 Anschluss- und Benutzungspflicht', bold: true, gap: true },
      'Jede Eigentümerin und jeder Eigentümer eines bewohnten Grundstücks ist verpflichtet, es an die öffentliche Abfallentsorgung anzuschließen.',
      { text: '§ 3 Getrennte Sammlung', bold: true, gap: true },
      'Restabfall, Bioabfall, Papier und Verpackungen sind getrennt in den dafür bestimmten Behältern bereitzustellen.',
    ],
  },
  {
    titel: 'Gebührenordnung',
    art: 'Satzung',
    beschreibung: 'Jahresgebühren je Behälter und Leerungsrhythmus sowie Gebühren für Sonderleistungen.',
    dateiname: 'Gebuehrenordnung.pdf',
    published: [1, 2],
    lines: [
      { text: 'Jahresgebühren bei 14-täglicher Leerung', bold: true },
      { text: 'Restabfallbehälter 80 Liter', amount: euro(146.8) },
      { text: 'Restabfallbehälter 120 Liter', amount: euro(198.4) },
      { text: 'Bioabfallbehälter 120 Liter', amount: euro(48) },
      { text: 'Papierbehälter 240 Liter (vierwöchentlich)', amount: euro(0) },
      { text: 'Sonderleistungen', bold: true, gap: true },
      { text: 'Sperrmüllabholung (zweimal jährlich)', amount: euro(0) },
      { text: 'Express-Sperrmüll', amount: euro(45) },
    ],
  },
  {
    titel: 'Abfallratgeber',
    art: 'Broschüre',
    beschreibung: 'Was gehört wohin? Tipps zur Abfalltrennung für Haushalte.',
    dateiname: 'Abfallratgeber.pdf',
    published: [3, 1],
    lines: [
      'Richtig getrennt ist halb verwertet. Dieser Ratgeber zeigt, welcher Abfall in welche Tonne gehört.',
      { text: 'Biotonne', bold: true, gap: true },
      'Obst- und Gemüsereste, Kaffeesatz, Rasenschnitt. Keine Plastiktüten, auch keine „kompostierbaren“.',
      { text: 'Gelbe Tonne', bold: true, gap: true },
      'Verpackungen aus Kunststoff, Metall und Verbundstoffen.',
      { text: 'Schadstoffe', bold: true, gap: true },
      'Farben, Lacke, Batterien und Energiesparlampen gehören zum Schadstoffmobil.',
    ],
  },
];

interface PublicRow {
  titel: string;
  datum: number;
}

/** Index in PUBLIC_DOCUMENTS = id - 1 (the seed inserts them in this order). */
export async function renderPublicDocument(db: Db, id: number, brand: PdfBrand = REFERENCE_BRAND): Promise<{ name: string; bytes: Buffer } | undefined> {
  const doc = PUBLIC_DOCUMENTS[id - 1];
  const row = db.prepare(`SELECT "Titel" AS titel, "Datum" AS datum FROM "OeffentlicheDokumente" WHERE "OeffentlicheDokumenteId" = ?`).get(id) as PublicRow | undefined;
  if (!doc || !row) return undefined;
  const bytes = await renderPdf(row.titel, [`Stand: ${germanDay(row.datum)}`, { text: '', gap: false }, ...doc.lines], { ...letterhead(brand), date: new Date(row.datum) });
  return { name: doc.dateiname, bytes };
}

/**
 * Makes each public document's `Groesse` the size of the file its download delivers. Only the ones
 * not sized yet (seeded with '0'), so a restart renders nothing; like all demo data, texts changed
 * in PUBLIC_DOCUMENTS reach an existing database with `npm start -- --reset`.
 */
export async function sizePublicDocuments(db: Db, brand: PdfBrand = REFERENCE_BRAND): Promise<void> {
  if (!tableExists(db, 'OeffentlicheDokumente')) return;
  const ids = db.prepare(`SELECT "OeffentlicheDokumenteId" AS id FROM "OeffentlicheDokumente" WHERE "Groesse" IS NULL OR "Groesse" = '0'`).all() as { id: number }[];
  const sizes = await Promise.all(ids.map(async ({ id }) => [id, (await renderPublicDocument(db, id, brand))?.bytes.length] as const));
  const update = db.prepare(`UPDATE "OeffentlicheDokumente" SET "Groesse" = ? WHERE "OeffentlicheDokumenteId" = ?`);
  db.transaction(() => {
    for (const [id, size] of sizes) if (size !== undefined) update.run(String(size), id);
  })();
}
