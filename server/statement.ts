/** The account statement (Kontoauszug) of one object for a period as PDF: opening balance, bookings, closing balance. */
import type { Db } from './db';
import { renderPdf, type PdfLine } from './pdf';
import type { PdfBrand } from './brand';
import { euro, letterhead, ownerBlock } from './letter';
import { germanDay } from './time';

interface BookingRow {
  datum: number;
  text: string;
  betrag: string;
}

const cents = (value: string | number): number => Math.round(Number(value) * 100);

/** `von`..`bis` inclusive (wire instants); `today` dates the letter. */
export function renderStatement(db: Db, objectId: number, von: number, bis: number, today: number, brand: PdfBrand): Promise<Buffer> {
  const before = db.prepare(`SELECT COALESCE(SUM(CAST("Betrag" AS REAL) * 100), 0) AS c FROM "Buchungen" WHERE "Objekt__fk" = ? AND "Buchungsdatum" < ?`).get(objectId, von) as {
    c: number;
  };
  const rows = db
    .prepare(`SELECT "Buchungsdatum" AS datum, "Buchungstext" AS text, "Betrag" AS betrag FROM "Buchungen" WHERE "Objekt__fk" = ? AND "Buchungsdatum" >= ? AND "Buchungsdatum" <= ? ORDER BY "Buchungsdatum", "BuchungenId"`)
    .all(objectId, von, bis) as BookingRow[];
  const opening = Math.round(before.c);
  const closing = rows.reduce((sum, r) => sum + cents(r.betrag), opening);
  const lines: (string | PdfLine)[] = [
    ...ownerBlock(db, objectId),
    { text: `Zeitraum: ${germanDay(von)} bis ${germanDay(bis)}`, gap: true },
    `Erstellt am: ${germanDay(today)}`,
    { text: `Saldo am ${germanDay(von)}`, amount: euro(opening / 100), bold: true, gap: true },
    ...(rows.length === 0 ? ['Im Zeitraum gibt es keine Buchungen.'] : rows.map((r) => ({ text: `${germanDay(r.datum)}  ${r.text}`, amount: euro(r.betrag) }))),
    { text: `Saldo am ${germanDay(bis)}`, amount: euro(closing / 100), bold: true, gap: true },
    { text: 'Ein negativer Saldo ist ein offener Betrag zu Ihren Lasten, ein positiver ein Guthaben.', gap: true },
  ];
  return renderPdf('Kontoauszug', lines, { ...letterhead(brand), date: new Date(today) });
}
