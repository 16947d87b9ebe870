/** The demo PDF of a document: the same bytes at seeding (for Groesse) and at download. */
import { renderPdf } from './pdf';

export interface DocumentInfo {
  titel: string;
  art: string | null;
  /** Wire-encoded date. */
  datum: number;
  objektNr: string | null;
  kassenzeichen: string | null;
}

function germanDate(wireMs: number): string {
  const d = new Date(wireMs);
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
}

export function renderDocument(doc: DocumentInfo): Buffer {
  return renderPdf(doc.titel, [
    'Abfallwirtschaftsverband Mittelland',
    `Dokumentart: ${doc.art ?? 'Dokument'}`,
    `Datum: ${germanDate(doc.datum)}`,
    `Objektnummer: ${doc.objektNr ?? '-'}`,
    `Kassenzeichen: ${doc.kassenzeichen ?? '-'}`,
    '',
    'Dies ist ein Demonstrationsdokument des Bürgerportals.',
  ]);
}
