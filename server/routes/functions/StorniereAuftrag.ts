/**
 * StorniereAuftrag(auftraegeId, eMail?): cancels a recorded container order and its recorded
 * successor/predecessor (an exchange is a return + delivery pair that only makes sense together).
 * The confirmation goes to `eMail`, or without one to the account's address.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { isSold, ownedObjects, soldError } from '../../auth/objects';
import { notFound, unprocessable } from '../../errors';
import { entityName, forgetAnswersNaming } from '../../idempotency';
import { accountEmail, orderCancelled } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { toWireMs } from '../../time';
import { STATUS } from '../../work-status';
import { isRecordedOrder } from './cancel';
import { reqInt, str } from './params';
import { valueResult, type FunctionHandler } from './types';

interface OrderRow {
  id: number;
  status: number;
  plan: number | null;
  ist: number | null;
  objekt: number | null;
  next: number | null;
  prev: number | null;
  note: string | null;
}

const SELECT = `SELECT "AuftraegeId" AS id, "AuftragsStatus" AS status, "Plandatum" AS plan, "Istdatum" AS ist,
  "Objekt__fk" AS objekt, "NachfolgerObj__fk" AS next, "VorgaengerObj__fk" AS prev, "Auftragsbemerkung1" AS note FROM "Auftraege"`;

export const StorniereAuftrag: FunctionHandler = {
  auth: 'session',
  fullLogin: true,
  idempotent: true,
  run(ctx) {
    const id = reqInt(ctx.params, 'auftraegeId');
    const given = str(ctx.params, 'eMail')?.trim() ?? '';
    if (given !== '' && !isValidEmail(given)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    const order = ctx.db.prepare(`${SELECT} WHERE "AuftraegeId" = ?`).get(id) as OrderRow | undefined;
    const own = order ? ownedObjects(ctx.db, ctx.session!).find((o) => o.id === order.objekt) : undefined;
    if (!order || !own) throw notFound('Der Auftrag wurde nicht gefunden.');
    if (isSold(own, ctx.now)) throw soldError(own);
    if (!isRecordedOrder(order.status, order.plan, order.ist)) {
      throw unprocessable(
        'not-cancellable',
        'Der Auftrag ist bereits eingeplant, erledigt oder storniert und kann nicht mehr storniert werden.',
      );
    }
    const partners = ctx.db
      .prepare(`${SELECT} WHERE "AuftraegeId" IN (?, ?) OR "NachfolgerObj__fk" = ? OR "VorgaengerObj__fk" = ?`)
      .all(order.next ?? -1, order.prev ?? -1, id, id) as OrderRow[];
    const update = ctx.db.prepare(`UPDATE "Auftraege" SET "AuftragsStatus" = ?, "Aenderungsdatum" = ? WHERE "AuftraegeId" = ?`);
    const changed = toWireMs(ctx.now);
    const cancelled = [id, ...partners.filter((p) => p.id !== id && isRecordedOrder(p.status, p.plan, p.ist)).map((p) => p.id)];
    ctx.db.transaction(() => {
      for (const orderId of cancelled) update.run(STATUS.canceled, changed, orderId);
      // The same request sent again is a new request now, not the stored answer naming these orders.
      forgetAnswersNaming(ctx.db, cancelled.map((orderId) => entityName('Auftraege', orderId)));
    })();
    const to = given || accountEmail(ctx.db, ctx.session!.addressId);
    if (to) deliverMail(ctx, orderCancelled(to, [...cancelled].sort((a, b) => a - b), order.note, ctx.now));
    return valueResult(ctx, true);
  },
};
