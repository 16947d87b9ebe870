/**
 * LegeReklamationAngemeldetAn: files a claim or request for one of the session's objects, with
 * uploads checked against the function's `portal:Expect` and kept in srv_uploads (never served).
 */
import { assertOwnObject } from '../../auth/objects';
import { entityResult } from '../../engine';
import { unprocessable } from '../../errors';
import { insertInto, nextKey } from '../../sql';
import { toWireMs } from '../../time';
import { checkUploads } from '../../uploads';
import { int, reqInt, reqStr, str } from './params';
import type { FunctionHandler } from './types';

export const LegeReklamationAngemeldetAn: FunctionHandler = {
  auth: 'session',
  idempotent: true,
  run(ctx) {
    const session = ctx.session!;
    const objectId = reqInt(ctx.params, 'id');
    assertOwnObject(ctx.db, session, objectId);
    const typ = reqInt(ctx.params, 'reklamationsZuordnungsTyp');
    if (typ < 0 || typ > 11) throw unprocessable('zuordnungstyp', 'Die Zuordnung des Anliegens ist ungültig.');
    const artId = reqInt(ctx.params, 'reklamationsArtenID');
    const art = ctx.db.prepare(`SELECT "Bezeichnung" AS name FROM "ReklamationsArten" WHERE "ReklamationsArtenId" = ?`).get(artId) as
      | { name: string }
      | undefined;
    if (!art) throw unprocessable('reklamationsart', 'Diese Art des Anliegens gibt es nicht.');
    const description = reqStr(ctx.params, 'kurzbeschreibung').trim();
    if (description.length > 200) throw unprocessable('kurzbeschreibung', 'Die Beschreibung darf höchstens 200 Zeichen lang sein.');
    const gebietId = int(ctx.params, 'gebieteId');
    if (gebietId !== null && !ctx.db.prepare(`SELECT 1 FROM "Gebiete" WHERE "GebieteId" = ?`).get(gebietId)) {
      throw unprocessable('gebiet', 'Dieses Gebiet gibt es nicht.');
    }
    const files = checkUploads(ctx.body, ctx.fn.portal.expect);

    const id = ctx.db.transaction(() => {
      const claimId = nextKey(ctx.db, 'Reklamationen', 'ReklamationenId');
      insertInto(ctx.db, 'Reklamationen', {
        ReklamationenId: claimId,
        ErfasstAmDatum: toWireMs(ctx.now),
        ReklamationsName: art.name,
        Kurzbeschreibung: description,
        ReklamationsZuordnungsTyp: typ,
        Status: 1,
        ReklamationsArt__fk: artId,
        Objekt__fk: objectId,
      });
      const contact = {
        chipReferenzNr: str(ctx.params, 'chipReferenzNr'),
        gebieteId: gebietId,
        anruferVorname: str(ctx.params, 'anruferVorname'),
        anruferName: str(ctx.params, 'anruferName'),
        anruferStrasse: str(ctx.params, 'anruferStrasse'),
        anruferHausNr: str(ctx.params, 'anruferHausNr'),
        anruferPLZ: str(ctx.params, 'anruferPLZ'),
        anruferOrt: str(ctx.params, 'anruferOrt'),
        anruferTelefon: str(ctx.params, 'anruferTelefon'),
        eMail: str(ctx.params, 'eMail'),
      };
      ctx.db.prepare(`INSERT INTO srv_claim_details (reklamationen_id, payload, created_ms) VALUES (?, ?, ?)`).run(claimId, JSON.stringify(contact), ctx.now);
      const insertUpload = ctx.db.prepare(
        `INSERT INTO srv_uploads (entity_set, entity_id, name, mime_type, size, content, created_ms) VALUES ('Reklamationen', ?, ?, ?, ?, ?, ?)`,
      );
      for (const f of files) insertUpload.run(claimId, f.name, f.mimeType, f.content.length, f.content, ctx.now);
      return claimId;
    })();
    return entityResult(ctx, 'Reklamationen', id);
  },
};
