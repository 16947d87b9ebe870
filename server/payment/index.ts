/**
 * Online payment (briefs/PAYMENT-INTERFACE.md): a purpose registers how much a reference costs and
 * what happens once it is paid; `startPayment` records an open payment and names the provider URL
 * the browser goes to; the provider's signed return is settled by `settleReturn` (PruefeZahlung).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { signRequest, verifyReturn } from './hmac';
import { demandPurpose } from './demand';
import { purposeHandler, registerPaymentPurpose } from './registry';
import { paymentSettings } from './settings';
import type { PaymentPurpose, PaymentStatus, ProviderStatus } from './types';

export type { PaymentPurpose, PaymentStatus, PurposeHandler, ProviderStatus } from './types';
export { PAYMENT_PURPOSES } from './types';
export { registerPaymentPurpose, purposeHandler } from './registry';
export { configurePayments, paymentSettings, usesTestProvider, TEST_PROVIDER_PATH } from './settings';
export { signReturn, verifyReturn } from './hmac';
export { returnUrlOf } from './return-url';

registerPaymentPurpose('demand', demandPurpose);

/** An open payment is handed out again (double click) within this time; later a new one starts. */
export const REUSE_OPEN_MS = 30 * 60_000;

export interface PaymentRow {
  id: number;
  transactionId: string;
  purpose: PaymentPurpose;
  reference: number;
  ownerAddressId: number;
  amountCents: number;
  description: string;
  returnUrl: string;
  status: PaymentStatus;
  paymentMethod: string | null;
  createdMs: number;
}

const COLUMNS = `id, transaction_id AS transactionId, purpose, reference, owner_address_id AS ownerAddressId, amount_cents AS amountCents,
  description, return_url AS returnUrl, status, payment_method AS paymentMethod, created_ms AS createdMs`;

export function findPayment(db: Db, transactionId: string): PaymentRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM srv_payments WHERE transaction_id = ?`).get(transactionId) as PaymentRow | undefined;
}

/** Latest payment state of a reference; a reference paid once stays paid. */
export function paymentState(db: Db, purpose: PaymentPurpose, reference: number): 'none' | PaymentStatus {
  const paid = db.prepare(`SELECT 1 FROM srv_payments WHERE purpose = ? AND reference = ? AND status = 'paid' LIMIT 1`).get(purpose, reference);
  if (paid) return 'paid';
  const latest = db.prepare(`SELECT status FROM srv_payments WHERE purpose = ? AND reference = ? ORDER BY id DESC LIMIT 1`).get(purpose, reference) as
    | { status: PaymentStatus }
    | undefined;
  return latest?.status ?? 'none';
}

function providerUrl(db: Db, row: Pick<PaymentRow, 'transactionId' | 'amountCents' | 'description' | 'returnUrl'>): string {
  const { secret, urlTemplate } = paymentSettings(db);
  const values: Record<string, string> = {
    origin: new URL(row.returnUrl).origin,
    txid: row.transactionId,
    amount: String(row.amountCents),
    currency: 'EUR',
    description: row.description,
    returnUrl: row.returnUrl,
    signature: signRequest(secret, row.transactionId, row.amountCents, row.returnUrl),
  };
  // {origin} is the start of a URL, every other value a URL component.
  return urlTemplate.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === 'origin' ? values.origin! : values[name] === undefined ? whole : encodeURIComponent(values[name]),
  );
}

/**
 * Creates a payment (status 'open') and returns the provider URL the browser goes to. `now` is the
 * request's (injected) clock, like every other time of the backend; the wall clock only by default.
 */
export function startPayment(
  db: Db,
  input: { purpose: PaymentPurpose; reference: number; ownerAddressId: number; returnUrl: string },
  now: number = Date.now(),
): { transactionId: string; url: string } | null {
  const handler = purposeHandler(input.purpose);
  if (!handler || paymentState(db, input.purpose, input.reference) === 'paid') return null;
  const what = handler.describe(db, input.reference, input.ownerAddressId);
  if (!what || !Number.isInteger(what.amountCents) || what.amountCents <= 0) return null;
  const open = db
    .prepare(
      `SELECT ${COLUMNS} FROM srv_payments WHERE purpose = ? AND reference = ? AND owner_address_id = ? AND status = 'open'
         AND amount_cents = ? AND return_url = ? AND created_ms > ? ORDER BY id DESC LIMIT 1`,
    )
    .get(input.purpose, input.reference, input.ownerAddressId, what.amountCents, input.returnUrl, now - REUSE_OPEN_MS) as PaymentRow | undefined;
  if (open) return { transactionId: open.transactionId, url: providerUrl(db, open) };
  const row = { transactionId: randomBytes(16).toString('hex'), amountCents: what.amountCents, description: what.description, returnUrl: input.returnUrl };
  db.prepare(
    `INSERT INTO srv_payments (transaction_id, purpose, reference, owner_address_id, amount_cents, description, return_url, status, created_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
  ).run(row.transactionId, input.purpose, input.reference, input.ownerAddressId, row.amountCents, row.description, row.returnUrl, now);
  return { transactionId: row.transactionId, url: providerUrl(db, row) };
}

const SETTLED: Record<ProviderStatus, Exclude<PaymentStatus, 'open'>> = { success: 'paid', cancel: 'cancelled', failure: 'failed' };

export type SettleOutcome =
  | { kind: 'bad-hash' }
  | { kind: 'bad-status' }
  | { kind: 'unknown' }
  | { kind: 'settled'; payment: PaymentRow };

/**
 * Checks the provider's signed return and records it. Paid is final (a later cancel of the same
 * transaction changes nothing); repeating the same return answers the same. `onPaid` runs once, in
 * the same transaction as the status change. Only the owner who started it may settle it.
 */
export function settleReturn(
  db: Db,
  input: { txid: string; status: string; paymentMethod: string; hash: string; ownerAddressId: number },
  now: number = Date.now(),
): SettleOutcome {
  const { secret } = paymentSettings(db);
  if (!verifyReturn(secret, input.txid, input.status, input.paymentMethod, input.hash)) return { kind: 'bad-hash' };
  const next = SETTLED[input.status as ProviderStatus];
  if (!next) return { kind: 'bad-status' };
  return db.transaction((): SettleOutcome => {
    const payment = findPayment(db, input.txid);
    // Another owner's payment is reported as unknown: its existence is nobody else's business.
    if (!payment || payment.ownerAddressId !== input.ownerAddressId) return { kind: 'unknown' };
    if (payment.status === 'paid' || payment.status === next) return { kind: 'settled', payment };
    db.prepare(`UPDATE srv_payments SET status = ?, payment_method = ?, settled_ms = ? WHERE id = ?`).run(next, input.paymentMethod, now, payment.id);
    if (next === 'paid') purposeHandler(payment.purpose)?.onPaid?.(db, payment.reference, now);
    return { kind: 'settled', payment: { ...payment, status: next, paymentMethod: input.paymentMethod } };
  })();
}
