/** The parts every letter of the authority shares: recipient block, amounts, dates, bank details. */
import type { PdfBrand } from './brand';
import { hasColumns, type Db } from './db';
import type { PdfLine, PdfOptions } from './pdf';

/** The letter's head: the authority's name above the title, underlined in its colour. */
export const letterhead = (brand: PdfBrand): Pick<PdfOptions, 'header' | 'accent'> => ({ header: brand.name, accent: brand.accent });

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** `-61.7` -> `-61,70 €` (with a plain space: the PDF's text stays searchable as typed). */
export const euro = (value: string | number): string => EURO.format(Number(value)).replace(/\u00a0/g, ' ');

interface OwnerRow {
  anrede: string | null;
  vorname: string | null;
  name: string | null;
  strasse: string | null;
  hausNr: string | null;
  plz: string | null;
  ort: string | null;
  objektNr: string | null;
  kz: string | null;
  objStrasse: string | null;
  objHausNr: number | null;
  objHausNrZus: string | null;
}

/** The columns the recipient block reads; another authority's metadata may shape them otherwise. */
const OWNER_TABLES: Readonly<Record<string, readonly string[]>> = {
  Objekte: ['ObjekteId', 'ObjektNr', 'Kassenzeichen', 'HausNr', 'HausNrZus', 'EigentuemerAdressenObj__fk', 'Strasse__fk'],
  Adressen: ['AdressenId', 'Vorname', 'Name', 'Strasse', 'HausNr', 'Plz', 'Ort', 'Anrede__fk'],
  Anreden: ['AnredenId', 'Bezeichnung'],
  Strassen: ['StrassenId', 'Name'],
};

/** Recipient (the object's owner), then the object's references; nothing where the tables differ. */
export function ownerBlock(db: Db, objectId: number | null): (string | PdfLine)[] {
  if (!Object.entries(OWNER_TABLES).every(([table, columns]) => hasColumns(db, table, columns))) return [];
  const row = db
    .prepare(
      `SELECT an."Bezeichnung" AS anrede, a."Vorname" AS vorname, a."Name" AS name, a."Strasse" AS strasse, a."HausNr" AS hausNr, a."Plz" AS plz, a."Ort" AS ort,
              o."ObjektNr" AS objektNr, o."Kassenzeichen" AS kz, s."Name" AS objStrasse, o."HausNr" AS objHausNr, o."HausNrZus" AS objHausNrZus
       FROM "Objekte" o LEFT JOIN "Adressen" a ON a."AdressenId" = o."EigentuemerAdressenObj__fk"
       LEFT JOIN "Anreden" an ON an."AnredenId" = a."Anrede__fk" LEFT JOIN "Strassen" s ON s."StrassenId" = o."Strasse__fk"
       WHERE o."ObjekteId" = ?`,
    )
    .get(objectId) as OwnerRow | undefined;
  if (!row) return [];
  const person = [row.vorname, row.name].filter(Boolean).join(' ');
  return [
    ...(row.anrede && row.vorname ? [row.anrede] : []),
    person,
    `${row.strasse ?? ''} ${row.hausNr ?? ''}`.trim(),
    `${row.plz ?? ''} ${row.ort ?? ''}`.trim(),
    { text: `Kassenzeichen: ${row.kz ?? '-'}`, gap: true },
    `Objektnummer: ${row.objektNr ?? '-'}`,
    `Grundstück: ${`${row.objStrasse ?? ''} ${row.objHausNr ?? ''}${row.objHausNrZus ?? ''}`.trim() || '-'}`,
  ];
}

export interface BankAccount {
  empfaenger: string;
  iban: string;
  bic: string | null;
  bankname: string | null;
}

export function authorityAccount(db: Db): BankAccount | undefined {
  if (!hasColumns(db, 'Bankverbindungen', ['Empfaenger', 'IBAN', 'BIC', 'Bankname', 'BankverbindungenId'])) return undefined;
  return db
    .prepare(`SELECT "Empfaenger" AS empfaenger, "IBAN" AS iban, "BIC" AS bic, "Bankname" AS bankname FROM "Bankverbindungen" ORDER BY "BankverbindungenId" LIMIT 1`)
    .get() as BankAccount | undefined;
}

/** How to pay: the authority's account with the Kassenzeichen as reference. */
export function paymentLines(db: Db): (string | PdfLine)[] {
  const account = authorityAccount(db);
  if (!account) return [];
  const iban = account.iban.replace(/(.{4})(?=.)/g, '$1 ');
  return [
    { text: 'Bitte überweisen Sie die Beträge zu den Fälligkeiten unter Angabe Ihres Kassenzeichens als Verwendungszweck an:', gap: true },
    `${account.empfaenger}, IBAN ${iban}${account.bic ? `, BIC ${account.bic}` : ''}${account.bankname ? ` (${account.bankname})` : ''}`,
  ];
}
