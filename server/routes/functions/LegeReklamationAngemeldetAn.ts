/**
 * LegeReklamationAngemeldetAn: files a claim or request for one of the session's objects, with
 * uploads checked against the function's `portal:Expect` and kept in srv_uploads (never served).
 */
import { assertWritableObject } from '../../auth/objects';
import type { Db } from '../../db';
import { entityResult } from '../../engine';
import { unprocessable } from '../../errors';
import { checkClaim, confirmClaim, storeClaim } from './claim-common';
import { reqInt } from './params';
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

export const LegeReklamationAngemeldetAn: FunctionHandler = {
  auth: 'session',
  idempotent: true,
  run(ctx) {
    const session = ctx.session!;
    // Checked before the ownership: a wrong assignment type must not reach the order lookup.
    const claim = checkClaim(ctx);
    const objectId = claimObjectId(ctx.db, claim.typ, reqInt(ctx.params, 'id'));
    assertWritableObject(ctx.db, session, objectId, ctx.now);
    const id = storeClaim(ctx, claim, objectId);
    confirmClaim(ctx, claim, id, { objectId });
    return entityResult(ctx, 'Reklamationen', id);
  },
};
