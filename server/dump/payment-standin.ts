/**
 * STAND-IN — remove at merge. A local copy of the agreed payment interface
 * (/work/briefs/PAYMENT-INTERFACE.md, `server/payment/index.ts`), so the bulky-waste order can be
 * built before the payment branch exists. At merge: delete this file and import the same names
 * from '../payment/index' in server/dump/payment.ts and LegeStueckgutAuftragAn.ts.
 * It creates no real payment: the URL leads straight back to the portal's return page.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';

export type PaymentPurpose = 'dump' | 'demand';
export interface PurposeHandler {
  describe(db: Db, reference: number, ownerAddressId: number): { amountCents: number; description: string } | null;
  onPaid?(db: Db, reference: number): void;
}

const handlers = new Map<PaymentPurpose, PurposeHandler>();

export function registerPaymentPurpose(purpose: PaymentPurpose, handler: PurposeHandler): void {
  handlers.set(purpose, handler);
}

export function startPayment(
  db: Db,
  input: { purpose: PaymentPurpose; reference: number; ownerAddressId: number; returnUrl: string },
): { transactionId: string; url: string } | null {
  if (!handlers.get(input.purpose)?.describe(db, input.reference, input.ownerAddressId)) return null;
  return { transactionId: randomBytes(12).toString('hex'), url: input.returnUrl };
}

export function paymentState(_db: Db, _purpose: PaymentPurpose, _reference: number): 'none' | 'open' | 'paid' | 'cancelled' | 'failed' {
  return 'open';
}
