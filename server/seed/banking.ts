/**
 * What paying needs: the authority's account (transfers with the Kassenzeichen as reference, and
 * the creditor id of its direct debits), a table of German bank codes (the bank's name for an IBAN,
 * public data of the Deutsche Bundesbank), one existing mandate of the landlord, and the public
 * documents (statutes, fee schedule, brochure).
 */
import { PUBLIC_DOCUMENTS } from '../public-documents';
import type { SeedContext } from './context';
import { day } from './random';

const BANKS: [string, string, string, string][] = [
  ['10010010', 'Postbank Ndl der Deutsche Bank', 'PBNKDEFFXXX', 'Berlin'],
  ['12030000', 'Deutsche Kreditbank Berlin', 'BYLADEM1001', 'Berlin'],
  ['20050550', 'Hamburger Sparkasse', 'HASPDEHHXXX', 'Hamburg'],
  ['37040044', 'Commerzbank', 'COBADEFFXXX', 'Köln'],
  ['43060967', 'GLS Gemeinschaftsbank', 'GENODEM1GLS', 'Bochum'],
  ['50010517', 'ING-DiBa', 'INGDDEFFXXX', 'Frankfurt am Main'],
  ['50070010', 'Deutsche Bank', 'DEUTDEFFXXX', 'Frankfurt am Main'],
  ['51350025', 'Sparkasse Gießen', 'SKGIDE5FXXX', 'Gießen'],
  ['51390000', 'Volksbank Mittelhessen', 'VBMHDE5FXXX', 'Gießen'],
  ['70150000', 'Stadtsparkasse München', 'SSKMDEMMXXX', 'München'],
];

export function seedBanking(ctx: SeedContext): void {
  BANKS.forEach(([blz, name, bic, ort], i) => ctx.insert('Banken', { BankenId: i + 1, Bankleitzahl: blz, Name: name, BIC: bic, Ort: ort }));
  ctx.insert('Bankverbindungen', {
    BankverbindungenId: 1,
    Empfaenger: 'Abfallwirtschaftsverband Mittelland',
    IBAN: 'DE84513500250000123456',
    BIC: 'SKGIDE5FXXX',
    Bankname: 'Sparkasse Gießen',
    GlaeubigerId: 'DE98ZZZ09999999999',
  });
  // The landlord pays the fees of his first object by direct debit already.
  ctx.insert('SepaMandate', {
    SepaMandateId: 1, Mandatsreferenz: 'KZ-2026-0004-M0001', Kontoinhaber: 'Wohnbau Mittelland GmbH', IbanMaskiert: 'DE89 **** **** **** **30 00',
    Bankname: 'Commerzbank', Erteilt: day(ctx.year - 1, 3, 1), Objekt: 4,
  });
  PUBLIC_DOCUMENTS.forEach((doc, i) =>
    ctx.insert('OeffentlicheDokumente', {
      OeffentlicheDokumenteId: i + 1, Titel: doc.titel, Dokumentart: doc.art, Beschreibung: doc.beschreibung, Datum: day(ctx.year, ...doc.published),
      // Sized when the documents are archived (server/documents.ts).
      Dateiname: doc.dateiname, MimeType: 'application/pdf', Groesse: '0',
    }),
  );
}
