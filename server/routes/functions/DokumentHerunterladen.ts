/** DokumentHerunterladen(dokumenteId): the document of one of the session's objects as base64 PDF. */
import { ownedObjects } from '../../auth/objects';
import { notFound } from '../../errors';
import { renderDocument } from '../../documents';
import { reqInt } from './params';
import { valueResult, type FunctionHandler } from './types';

export const DokumentHerunterladen: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const id = reqInt(ctx.params, 'dokumenteId');
    const doc = ctx.db
      .prepare(
        `SELECT d."Titel" AS titel, d."Dokumentart" AS art, d."Datum" AS datum, d."Dateiname" AS datei, d."Objekt__fk" AS objekt,
                o."ObjektNr" AS objektNr, o."Kassenzeichen" AS kz
         FROM "Dokumente" d LEFT JOIN "Objekte" o ON o."ObjekteId" = d."Objekt__fk" WHERE d."DokumenteId" = ?`,
      )
      .get(id) as { titel: string; art: string | null; datum: number; datei: string; objekt: number | null; objektNr: string | null; kz: string | null } | undefined;
    const own = doc ? ownedObjects(ctx.db, ctx.session!).find((o) => o.id === doc.objekt) : undefined;
    // Of a sold object only documents up to the end of ownership (as in the Dokumente set).
    if (!doc || !own || doc.datum > (own.readableUntil ?? Infinity)) throw notFound('Das Dokument wurde nicht gefunden.');
    const pdf = renderDocument({ titel: doc.titel, art: doc.art, datum: doc.datum, objektNr: doc.objektNr, kassenzeichen: doc.kz });
    return valueResult(ctx, {
      __metadata: { type: 'Abfall.Portal.Dateiinhalt' },
      Name: doc.datei,
      MimeType: 'application/pdf',
      InhaltBase64: pdf.toString('base64'),
    });
  },
};
