/** DokumentHerunterladen(dokumenteId): the archived PDF of a document of one of the session's objects, base64. */
import { ownedObjects } from '../../auth/objects';
import { notFound } from '../../errors';
import { documentFile } from '../../documents';
import { reqInt } from './params';
import { fileResult } from './file-result';
import type { FunctionHandler } from './types';

export const DokumentHerunterladen: FunctionHandler = {
  auth: 'session',
  async run(ctx) {
    const id = reqInt(ctx.params, 'dokumenteId');
    const doc = ctx.db
      .prepare(`SELECT "Datum" AS datum, "Dateiname" AS datei, "MimeType" AS mime, "Objekt__fk" AS objekt FROM "Dokumente" WHERE "DokumenteId" = ?`)
      .get(id) as { datum: number; datei: string; mime: string; objekt: number | null } | undefined;
    const own = doc ? ownedObjects(ctx.db, ctx.session!).find((o) => o.id === doc.objekt) : undefined;
    // Of a sold object only documents up to the end of ownership (as in the Dokumente set).
    // Someone else's document is "not found", never "forbidden": its existence is not confirmed.
    if (!doc || !own || doc.datum > (own.readableUntil ?? Infinity)) throw notFound('Das Dokument wurde nicht gefunden.');
    const bytes = await documentFile(ctx.db, id, ctx.config.brand);
    if (!bytes) throw notFound('Das Dokument wurde nicht gefunden.');
    return fileResult(ctx, doc.datei, doc.mime, bytes);
  },
};
