/**
 * StorniereStueckgutAuftrag(stueckgutAuftraegeId, eMail): recorded bulky-waste orders can be
 * cancelled; planned ones only when the function says `portal:AllowsPlannedCancellation`. A paid
 * order may be cancelled too: the payment is then recorded as a refund due (dump/payment.ts). The
 * confirmation goes to `eMail`; for a paid order it says how much comes back, how and by when.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { isSold, ownedObjects, soldError } from '../../auth/objects';
import { recordRefundOnCancel } from '../../dump/payment';
import { notFound, unprocessable } from '../../errors';
import { entityName, forgetAnswersNaming } from '../../idempotency';
import { dumpCancelled } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { paymentMethodName } from '../../payment/methods';
import { toWireMs } from '../../time';
import { STATUS } from '../../work-status';
import { reqInt, reqStr } from './params';
import { valueResult, type FunctionHandler } from './types';

export const StorniereStueckgutAuftrag: FunctionHandler = {
  auth: 'session',
  fullLogin: true,
  idempotent: true,
  run(ctx) {
    const id = reqInt(ctx.params, 'stueckgutAuftraegeId');
    const email = reqStr(ctx.params, 'eMail').trim();
    if (!isValidEmail(email)) throw unprocessable('email', 'Die E-Mail-Adresse ist ungültig.');
    const order = ctx.db
      .prepare(
        `SELECT o."Status" AS status, o."Objekt__fk" AS objekt, o."SollDatum" AS day, COALESCE(a."NameInPortal", a."Name") AS type
           FROM "StueckgutAuftraege" o LEFT JOIN "StueckgutAuftragsarten" a ON a."StueckgutAuftragsartenId" = o."StueckgutAuftragsart__fk"
          WHERE o."StueckgutAuftraegeId" = ?`,
      )
      .get(id) as { status: number; objekt: number | null; day: number | null; type: string | null } | undefined;
    const own = order ? ownedObjects(ctx.db, ctx.session!).find((o) => o.id === order.objekt) : undefined;
    if (!order || !own) throw notFound('Der Sperrmüllauftrag wurde nicht gefunden.');
    if (isSold(own, ctx.now)) throw soldError(own);
    const allowed = order.status === STATUS.recorded || (order.status === STATUS.planned && ctx.fn.portal.allowsPlannedCancellation);
    if (!allowed) {
      throw unprocessable('not-cancellable', 'Der Sperrmüllauftrag ist bereits erledigt, storniert oder eingeplant und kann nicht mehr storniert werden.');
    }
    const refund = ctx.db.transaction(() => {
      ctx.db.prepare(`UPDATE "StueckgutAuftraege" SET "Status" = ?, "Aenderungsdatum" = ? WHERE "StueckgutAuftraegeId" = ?`).run(STATUS.canceled, toWireMs(ctx.now), id);
      const due = recordRefundOnCancel(ctx.db, id);
      // Booking the same again is a new order now, not the stored answer naming the cancelled one.
      forgetAnswersNaming(ctx.db, [entityName('StueckgutAuftraege', id)]);
      return due;
    })();
    deliverMail(
      ctx,
      dumpCancelled(email, {
        number: id,
        type: order.type,
        day: order.day,
        whenMs: ctx.now,
        refund: refund ? { amountCents: refund.amountCents, method: paymentMethodName(refund.method) } : null,
      }),
    );
    return valueResult(ctx, true);
  },
};
