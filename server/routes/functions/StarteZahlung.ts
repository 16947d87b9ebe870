/**
 * StarteZahlung(zweck, referenz, ruecksprung): starts (or, on a double click, hands out again) an
 * online payment of one of the session's payable items and answers the provider URL. Also the
 * retry after a cancelled or failed payment. The return address is a path of this portal only.
 */
import { ownedObject } from '../../auth/objects';
import { badRequest, notFound, unprocessable } from '../../errors';
import type { Db } from '../../db';
import { parseSelection, selectionOf } from '../../payment/demands';
import { PAYMENT_PURPOSES, purposeHandler, returnUrlOf, startPayment, type PaymentPurpose } from '../../payment/index';
import { reqStr } from './params';
import { valueResult, type FunctionHandler } from './types';

/**
 * `referenz` is text: one id (an order, a demand), or for 'demands' the demands' ids comma-joined,
 * which become the id of that set (the same set always the same payment item).
 */
function referenceOf(db: Db, zweck: string, raw: string): number {
  if (zweck === 'demands') {
    const ids = parseSelection(raw);
    if (!ids) throw badRequest('Parameter referenz: Bitte wählen Sie mindestens eine Forderung aus.');
    return selectionOf(db, ids);
  }
  if (!/^\d{1,9}$/.test(raw.trim())) throw badRequest('Parameter referenz: ungültige Zahl.');
  return Number(raw.trim());
}

export const StarteZahlung: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const session = ctx.session!;
    const zweck = reqStr(ctx.params, 'zweck');
    const handler = purposeHandler(zweck);
    if (!(PAYMENT_PURPOSES as readonly string[]).includes(zweck) || !handler) throw badRequest('Für diesen Zweck ist keine Online-Zahlung möglich.');
    const referenz = referenceOf(ctx.db, zweck, String(ctx.params.referenz ?? ''));
    const returnUrl = returnUrlOf(ctx.config.publicUrl, reqStr(ctx.params, 'ruecksprung'));
    const objects = handler.objectsOf ? handler.objectsOf(ctx.db, referenz) : handler.objectOf ? [handler.objectOf(ctx.db, referenz)] : [];
    if (objects === null || objects.some((objectId) => objectId === null || !ownedObject(ctx.db, session, objectId))) {
      throw notFound('Der zu bezahlende Eintrag wurde nicht gefunden.');
    }
    const started = startPayment(ctx.db, { purpose: zweck as PaymentPurpose, reference: referenz, ownerAddressId: session.addressId, returnUrl }, ctx.now);
    if (!started) throw unprocessable('not-payable', 'Dieser Betrag kann nicht online bezahlt werden: Er ist bereits bezahlt oder gehört nicht zu Ihrem Zugang.');
    return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Zahlungsstart' }, TransaktionsId: started.transactionId, Url: started.url });
  },
};
