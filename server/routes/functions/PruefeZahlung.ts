/**
 * PruefeZahlung(txid, hash, status, paymentMethod): the portal hands over what the provider
 * appended to the return address. A wrong hash is refused (400); a correct one settles the
 * payment (paid is final, repeating the check answers the same). Only the payer's own session.
 * The first time a payment is settled as paid, a receipt goes to the account's e-mail address.
 */
import { ApiError, badRequest, notFound } from '../../errors';
import { accountEmail, paymentReceived } from '../../mail/confirmations';
import { deliverMail } from '../../mail/deliver';
import { findPayment, purposeHandler, settleReturn } from '../../payment/index';
import { paymentMethodName } from '../../payment/methods';
import { reqStr, str } from './params';
import { valueResult, type FunctionHandler } from './types';

export const PruefeZahlung: FunctionHandler = {
  auth: 'session',
  run(ctx) {
    const txid = reqStr(ctx.params, 'txid');
    const paidBefore = findPayment(ctx.db, txid)?.status === 'paid';
    const outcome = settleReturn(ctx.db, {
      txid,
      hash: reqStr(ctx.params, 'hash'),
      status: reqStr(ctx.params, 'status'),
      paymentMethod: str(ctx.params, 'paymentMethod') ?? '',
      ownerAddressId: ctx.session!.addressId,
    }, ctx.now);
    switch (outcome.kind) {
      case 'bad-hash':
        throw new ApiError(400, 'payment-signature', 'Die Rückmeldung des Zahlungsanbieters ist ungültig (Prüfsumme falsch). Die Zahlung wurde nicht verbucht.');
      case 'bad-status':
        throw badRequest('Der Zahlungsanbieter hat einen unbekannten Zahlungsstatus gemeldet.');
      case 'unknown':
        throw notFound('Die Zahlung wurde nicht gefunden.');
      case 'settled': {
        const { payment } = outcome;
        const to = payment.status === 'paid' && !paidBefore ? accountEmail(ctx.db, payment.ownerAddressId) : null;
        if (to) {
          deliverMail(
            ctx,
            paymentReceived(to, {
              transactionId: payment.transactionId,
              item: purposeHandler(payment.purpose)?.itemName?.(ctx.db, payment.reference) ?? null,
              amountCents: payment.amountCents,
              description: payment.description,
              method: paymentMethodName(payment.paymentMethod),
              whenMs: ctx.now,
            }),
          );
        }
        return valueResult(ctx, {
          __metadata: { type: 'Abfall.Portal.Zahlungsergebnis' },
          TransaktionsId: payment.transactionId,
          Status: payment.status,
          Zweck: payment.purpose,
          Referenz: payment.reference,
          Betrag: (payment.amountCents / 100).toFixed(2),
        });
      }
    }
  },
};
