/**
 * An object's documents (fee notices, change notices) as the authority archives them: rendered once
 * from the object's data into `srv_document_files`, and `Groesse` is the size of that file, so what
 * the list says is what DokumentHerunterladen delivers. PDF rendering is asynchronous (pdf-lib),
 * seeding is not: `archiveDocuments` runs after seeding; a document still missing is archived at
 * its first download. Their table `srv_document_files` is created with the other server tables
 * (db.ts createServerTables), once per start, not per download.
 */
import { REFERENCE_BRAND, type PdfBrand } from './brand';
import { hasColumns, isShapeMismatch, type Db } from './db';
import { renderPdf, type PdfLine } from './pdf';
import { euro, letterhead, ownerBlock, paymentLines } from './letter';
import { germanDay } from './time';
import { sizePublicDocuments } from './public-documents';

interface DocumentRow {
  id: number;
  titel: string;
  art: string | null;
  datum: number;
  objekt: number | null;
}

interface DemandRow {
  bezeichnung: string;
  faellig: number;
  betrag: string;
}

/** What the archive reads of a document: without these columns the documents are not wired at all. */
const DOCUMENT_COLUMNS = ['DokumenteId', 'Titel', 'Dokumentart', 'Datum', 'Objekt__fk', 'Groesse'] as const;
/** What a fee notice lists of the year's demands: without them it is written as a plain notice. */
const DEMAND_COLUMNS = ['Bezeichnung', 'Faelligkeitsdatum', 'Betrag', 'Objekt__fk', 'Jahr'] as const;

/** Whether this database has the documents the way the archive reads them (another authority's may not). */
export function documentsWired(db: Db): boolean {
  return hasColumns(db, 'Dokumente', DOCUMENT_COLUMNS);
}

/** The letter's lines: recipient, references, and for a fee notice the year's instalments. */
function documentLines(db: Db, doc: DocumentRow): (string | PdfLine)[] {
  const lines: (string | PdfLine)[] = [...ownerBlock(db, doc.objekt), { text: `Datum: ${germanDay(doc.datum)}`, gap: true }];
  const year = /\b(\d{4})\b/.exec(doc.titel)?.[1];
  if (doc.art === 'Gebührenbescheid' && year && doc.objekt !== null && hasColumns(db, 'Forderungen', DEMAND_COLUMNS)) {
    const demands = db
      .prepare(`SELECT "Bezeichnung" AS bezeichnung, "Faelligkeitsdatum" AS faellig, "Betrag" AS betrag FROM "Forderungen" WHERE "Objekt__fk" = ? AND "Jahr" = ? ORDER BY "Faelligkeitsdatum"`)
      .all(doc.objekt, Number(year)) as DemandRow[];
    const total = demands.reduce((sum, d) => sum + Math.round(Number(d.betrag) * 100), 0) / 100;
    lines.push(
      { text: `Festsetzung der Abfallgebühren für das Jahr ${year}`, bold: true, gap: true },
      'Für das oben genannte Grundstück setzen wir die Abfallgebühren wie folgt fest:',
      ...demands.map((d) => ({ text: `${d.bezeichnung}, fällig am ${germanDay(d.faellig)}`, amount: euro(d.betrag) })),
      { text: `Jahresgebühr ${year}`, amount: euro(total), bold: true, gap: true },
      ...paymentLines(db),
    );
  } else {
    lines.push(
      { text: doc.titel, bold: true, gap: true },
      'Ihr Behälterbestand wurde wie beantragt geändert. Die Gebühren der folgenden Quartale werden entsprechend angepasst.',
      'Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch erhoben werden.',
    );
  }
  return lines;
}

function documentRow(db: Db, id: number): DocumentRow | undefined {
  return db
    .prepare(`SELECT "DokumenteId" AS id, "Titel" AS titel, "Dokumentart" AS art, "Datum" AS datum, "Objekt__fk" AS objekt FROM "Dokumente" WHERE "DokumenteId" = ?`)
    .get(id) as DocumentRow | undefined;
}

export async function renderDocument(db: Db, id: number, brand: PdfBrand = REFERENCE_BRAND): Promise<Buffer | undefined> {
  if (!documentsWired(db)) return undefined;
  const doc = documentRow(db, id);
  if (!doc) return undefined;
  return renderPdf(doc.titel, documentLines(db, doc), { ...letterhead(brand), date: new Date(doc.datum) });
}

/** Stores the file and makes `Groesse` its size. */
function store(db: Db, id: number, bytes: Buffer): void {
  db.prepare(`INSERT OR REPLACE INTO srv_document_files (dokumente_id, bytes) VALUES (?, ?)`).run(id, bytes);
  db.prepare(`UPDATE "Dokumente" SET "Groesse" = ? WHERE "DokumenteId" = ?`).run(String(bytes.length), id);
}

/** The archived file of a document, archiving it first when it is not yet. */
export async function documentFile(db: Db, id: number, brand: PdfBrand = REFERENCE_BRAND): Promise<Buffer | undefined> {
  const stored = db.prepare(`SELECT bytes FROM srv_document_files WHERE dokumente_id = ?`).get(id) as { bytes: Buffer } | undefined;
  if (stored) return stored.bytes;
  const bytes = await renderDocument(db, id, brand);
  if (bytes) store(db, id, bytes);
  return bytes;
}

/**
 * Archives every document without a file and sizes the public ones (after seeding, before the
 * server answers). On metadata that shapes a table the letters read otherwise, the archive stays
 * as it is and the answer is one German line for the console; the server starts regardless.
 */
export async function archiveDocuments(db: Db, brand: PdfBrand = REFERENCE_BRAND): Promise<string | null> {
  try {
    if (documentsWired(db)) {
      const missing = db
        .prepare(`SELECT "DokumenteId" AS id FROM "Dokumente" WHERE "DokumenteId" NOT IN (SELECT dokumente_id FROM srv_document_files)`)
        .all() as { id: number }[];
      const files = await Promise.all(missing.map(async ({ id }) => [id, await renderDocument(db, id, brand)] as const));
      db.transaction(() => {
        for (const [id, bytes] of files) if (bytes) store(db, id, bytes);
      })();
    }
    await sizePublicDocuments(db, brand);
    return null;
  } catch (err) {
    if (!isShapeMismatch(err)) throw err;
    return `Dokumente nicht archiviert – die Metadaten deklarieren sie anders (${(err as Error).message}).`;
  }
}
