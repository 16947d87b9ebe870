/** DokumentHerunterladen(dokumenteId): the document of one of the session's objects as base64 PDF. */
import { objectIdsOf } from '../../auth/objects';
import { notFound } from '../../errors';
import { renderDocument } from '../../documents';
import { reqInt } from './params';
import { valueResult, type FunctionHandler } from './types';

export const DokumentHerunterladen: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const id = reqInt(ctx.params, 'dokumenteId');
    const own = objectIdsOf(ctx.db, ctx.session!);
    const doc = ctx.db
      .prepare(
        `SELECT d."Titel" AS titel, d."Dokumentart" AS art, d."Datum" AS datum, d."Dateiname" AS datei, d."Objekt__fk" AS objekt,
                o."ObjektNr" AS objektNr, o."Kassenzeichen" AS kz
         FROM "Dokumente" d LEFT JOIN "Objekte" o ON o."ObjekteId" = d."Objekt__fk" WHERE d."DokumenteId" = ?`,
      )
      .get(id) as { titel: string; art: string | null; datum: number; datei: string; objekt: number | null; objektNr: string | null; kz: string | null } | undefined;
    if (!doc || doc.objekt === null || !own.includes(doc.objekt)) throw notFound('Das Dokument wurde nicht gefunden.');
    const pdf = renderDocument({ titel: doc.titel, art: doc.art, datum: doc.datum, objektNr: doc.objektNr, kassenzeichen: doc.kz });
    return valueResult(ctx, {
      __metadata: { type: 'Abfall.Portal.Dateiinhalt' },
      Name: doc.datei,
      MimeType: 'application/pdf',
      InhaltBase64: pdf.toString('base64'),
    });
  },
};
