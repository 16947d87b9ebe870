/**
 * LegeReklamationAngemeldetAn: files a claim or request for one of the session's objects, with
 * uploads checked against the function's `portal:Expect` and kept in srv_uploads (never served).
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { assertWritableObject } from '../../auth/objects';
import type { Db } from '../../db';
import { entityResult } from '../../engine';
import { unprocessable } from '../../errors';
import { insertInto, nextKey } from '../../sql';
import { toWireMs } from '../../time';
import { checkUploads } from '../../uploads';
import { int, reqInt, reqStr, str, unmappedParams } from './params';
import type { FunctionHandler } from './types';

/**
 * Claims about an order (6) or a bulky-waste order (7) are filed from that order and carry its id;
 * every other claim carries the object's id (a container claim names its container by chip number).
 * The claim is stored on the object either way, so ownership is always checked on the object.
 */
const ORDER_TABLES: Record<number, { table: string; key: string }> = {
  6: { table: 'Auftraege', key: 'AuftraegeId' },
  7: { table: 'StueckgutAuftraege', key: 'StueckgutAuftraegeId' },
};

function claimObjectId(db: Db, typ: number, id: number): number {
  const order = ORDER_TABLES[typ];
  if (!order) return id;
  const row = db.prepare(`SELECT "Objekt__fk" AS objectId FROM "${order.table}" WHERE "${order.key}" = ?`).get(id) as { objectId: number | null } | undefined;
  if (!row || row.objectId === null) throw unprocessable('zuordnung', 'Der Auftrag zu diesem Anliegen wurde nicht gefunden.');
  return row.objectId;
}

/**
 * Parameters stored in the claim row itself. Every other declared one (the contact details, and
 * any the authority's metadata adds, such as a date of damage) goes to srv_claim_details.
 */
const CLAIM_COLUMNS: ReadonlySet<string> = new Set(['id', 'reklamationsZuordnungsTyp', 'reklamationsArtenID', 'kurzbeschreibung']);

export const LegeReklamationAngemeldetAn: FunctionHandler = {
  auth: 'session',
  idempotent: true,
  run(ctx) {
    const session = ctx.session!;
    const typ = reqInt(ctx.params, 'reklamationsZuordnungsTyp');
    if (typ < 0 || typ > 11) throw unprocessable('zuordnungstyp', 'Die Zuordnung des Anliegens ist ungültig.');
    const objectId = claimObjectId(ctx.db, typ, reqInt(ctx.params, 'id'));
    assertWritableObject(ctx.db, session, objectId, ctx.now);
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
    const eMail = str(ctx.params, 'eMail')?.trim() ?? '';
    if (eMail !== '' && !isValidEmail(eMail)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
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
      // Every declared parameter without a column of its own is kept (a real authority stores what its
      // metadata declares); the e-mail as checked above.
      const details = { ...unmappedParams(ctx.fn, ctx.params, CLAIM_COLUMNS), eMail: eMail === '' ? null : eMail };
      ctx.db.prepare(`INSERT INTO srv_claim_details (reklamationen_id, payload, created_ms) VALUES (?, ?, ?)`).run(claimId, JSON.stringify(details), ctx.now);
      const insertUpload = ctx.db.prepare(
        `INSERT INTO srv_uploads (entity_set, entity_id, name, mime_type, size, content, created_ms) VALUES ('Reklamationen', ?, ?, ?, ?, ?, ?)`,
      );
      for (const f of files) insertUpload.run(claimId, f.name, f.mimeType, f.content.length, f.content, ctx.now);
      return claimId;
    })();
    return entityResult(ctx, 'Reklamationen', id);
  },
};
