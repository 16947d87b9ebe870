/**
 * StarteZahlung(zweck, referenz, ruecksprung): starts (or, on a double click, hands out again) an
 * online payment of one of the session's payable items and answers the provider URL. Also the
 * retry after a cancelled or failed payment. The return address is a path of this portal only.
 */
import { ownedObject } from '../../auth/objects';
import { badRequest, notFound, unprocessable } from '../../errors';
import { PAYMENT_PURPOSES, purposeHandler, returnUrlOf, startPayment, type PaymentPurpose } from '../../payment/index';
import { reqInt, reqStr } from './params';
import { valueResult, type FunctionHandler } from './types';

export const StarteZahlung: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const session = ctx.session!;
    const zweck = reqStr(ctx.params, 'zweck');
    const referenz = reqInt(ctx.params, 'referenz');
    const handler = purposeHandler(zweck);
    if (!(PAYMENT_PURPOSES as readonly string[]).includes(zweck) || !handler) throw badRequest('Für diesen Zweck ist keine Online-Zahlung möglich.');
    const returnUrl = returnUrlOf(ctx.config.publicUrl, reqStr(ctx.params, 'ruecksprung'));
    if (handler.objectOf) {
      const objectId = handler.objectOf(ctx.db, referenz);
      if (objectId === null || !ownedObject(ctx.db, session, objectId)) throw notFound('Der zu bezahlende Eintrag wurde nicht gefunden.');
    }
    const started = startPayment(ctx.db, { purpose: zweck as PaymentPurpose, reference: referenz, ownerAddressId: session.addressId, returnUrl }, ctx.now);
    if (!started) throw unprocessable('not-payable', 'Dieser Betrag kann nicht online bezahlt werden: Er ist bereits bezahlt oder gehört nicht zu Ihrem Zugang.');
    return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Zahlungsstart' }, TransaktionsId: started.transactionId, Url: started.url });
  },
};
