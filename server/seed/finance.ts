/** Fee notices (documents), bookings and demands per object: last year paid, this year partly open. */
import type { SeedContext } from './context';
import type { ObjectSeed } from './people';
import { day } from './random';

/** Groesse becomes the real size of the PDF when the documents are archived (server/documents.ts archiveDocuments). */
const UNARCHIVED = '0';

export function seedFinance(ctx: SeedContext, objects: ObjectSeed[]): void {
  let docId = 0;
  let bookingId = 0;
  let demandId = 0;
  // Two of three objects (eigentuemer's object 2 among them, and most of the landlord's) always owe
  // their latest instalment due before the seeding day, whatever the day: the demands page, the
  // balance, the overdue mark and the online payment always have something to show, also in the
  // weeks after an instalment's grace period when every other one is paid.
  const dues = [ctx.year - 1, ctx.year].flatMap((year) => [2, 5, 8, 11].map((month) => day(year, month, 15)));
  const latestPastDue = Math.max(...dues.filter((due) => due < ctx.today));
  for (const o of objects) {
    const annual = o.large ? 2480 : o.type === 2 || o.type === 3 ? 612.4 : o.type === 5 ? 90.64 : 246.8;
    for (const year of [ctx.year - 1, ctx.year]) {
      const notice = day(year, 1, 15);
      ctx.insert('Dokumente', {
        DokumenteId: ++docId, Titel: `Gebührenbescheid ${year}`, Dokumentart: 'Gebührenbescheid', Datum: notice,
        Dateiname: `Gebuehrenbescheid_${year}_OBJ-${1000 + o.id}.pdf`, MimeType: 'application/pdf', Groesse: UNARCHIVED, Objekt: o.id,
      });
      const quarter = Math.round((annual / 4) * 100) / 100;
      [2, 5, 8, 11].forEach((month, q) => {
        const due = day(year, month, 15);
        const paid = due < ctx.today - 14 * 86_400_000 && !(year === ctx.year && q === 2 && o.id % 3 === 0) && !(o.id % 3 !== 0 && due === latestPastDue);
        ctx.insert('Forderungen', {
          ForderungenId: ++demandId, Bezeichnung: `Abfallgebühren ${year}, ${q + 1}. Quartal`, Jahr: year, Faelligkeitsdatum: due,
          Betrag: quarter.toFixed(2), OffenerBetrag: paid ? '0.00' : quarter.toFixed(2), Status: paid ? 2 : 1, Objekt: o.id,
        });
        ctx.insert('Buchungen', {
          BuchungenId: ++bookingId, Buchungsdatum: due, Betrag: (-quarter).toFixed(2), Buchungstext: `Sollstellung Abfallgebühren ${q + 1}/${year}`,
          Kassenzeichen: `KZ-2026-${String(o.id).padStart(4, '0')}`, Objekt: o.id,
        });
        if (paid) {
          ctx.insert('Buchungen', {
            BuchungenId: ++bookingId, Buchungsdatum: due - 3 * 86_400_000, Betrag: quarter.toFixed(2), Buchungstext: `Zahlung, vielen Dank`,
            Kassenzeichen: `KZ-2026-${String(o.id).padStart(4, '0')}`, Objekt: o.id,
          });
        }
      });
    }
    if (o.id === 2) {
      ctx.insert('Dokumente', {
        DokumenteId: ++docId, Titel: 'Änderungsbescheid Biotonne', Dokumentart: 'Änderungsbescheid', Datum: ctx.today - 45 * 86_400_000,
        Dateiname: 'Aenderungsbescheid_OBJ-1002.pdf', MimeType: 'application/pdf', Groesse: UNARCHIVED, Objekt: o.id,
      });
    }
  }
}
