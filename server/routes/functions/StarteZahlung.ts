/**
 * StarteZahlung(zweck, referenz, ruecksprung): starts (or, on a double click, hands out again) an
 * online payment of one of the session's payable items and answers the provider URL. Also the
 * retry after a cancelled or failed payment. The return address is a path of this portal only.
 */
import { ownedObject } from '../../auth/objects';
import { badRequest, notFound, unprocessable } from '../../errors';
import { PAYMENT_PURPOSES, purposeHandler, startPayment, type PaymentPurpose } from '../../payment/index';
import { reqInt, reqStr } from './params';
import { valueResult, type FunctionHandler } from './types';

/** The provider's return parameters: a new return must not carry those of an earlier one. */
const RETURN_PARAMS = ['txid', 'hash', 'status', 'payment_method'];

/** An absolute URL of this portal for a path; anything that could leave the site is refused. */
export function returnUrlOf(origin: string, path: string): string {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path)) throw badRequest('Die Rücksprungadresse muss ein Pfad im Bürgerportal sein.');
  const url = new URL(path, origin);
  if (url.origin !== origin) throw badRequest('Die Rücksprungadresse muss ein Pfad im Bürgerportal sein.');
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}

export const StarteZahlung: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const session = ctx.session!;
    const zweck = reqStr(ctx.params, 'zweck');
    const referenz = reqInt(ctx.params, 'referenz');
    const handler = purposeHandler(zweck);
    if (!(PAYMENT_PURPOSES as readonly string[]).includes(zweck) || !handler) throw badRequest('Für diesen Zweck ist keine Online-Zahlung möglich.');
    const returnUrl = returnUrlOf(new URL(ctx.baseUrl).origin, reqStr(ctx.params, 'ruecksprung'));
    if (handler.objectOf) {
      const objectId = handler.objectOf(ctx.db, referenz);
      if (objectId === null || !ownedObject(ctx.db, session, objectId)) throw notFound('Der zu bezahlende Eintrag wurde nicht gefunden.');
    }
    const started = startPayment(ctx.db, { purpose: zweck as PaymentPurpose, reference: referenz, ownerAddressId: session.addressId, returnUrl });
    if (!started) throw unprocessable('not-payable', 'Dieser Betrag kann nicht online bezahlt werden: Er ist bereits bezahlt oder gehört nicht zu Ihrem Zugang.');
    return valueResult(ctx, { __metadata: { type: 'Abfall.Portal.Zahlungsstart' }, TransaktionsId: started.transactionId, Url: started.url });
  },
};
