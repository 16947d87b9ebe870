/**
 * Online payment (README, "Payment provider interface"): a purpose registers how much a reference costs and
 * what happens once it is paid; `startPayment` records an open payment and names the provider URL
 * the browser goes to; the provider's signed return is settled by `settleReturn` (PruefeZahlung).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { signRequest, verifyReturn } from './hmac';
import { demandPurpose } from './demand';
import { demandsPurpose } from './demands';
import { purposeHandler, registerPaymentPurpose } from './registry';
import { paymentSettings } from './settings';
import type { PaymentPurpose, PaymentStatus, ProviderStatus } from './types';

export type { PaidItemName, PaymentPurpose, PaymentStatus, PurposeHandler, ProviderStatus } from './types';
export { PAYMENT_PURPOSES } from './types';
export { registerPaymentPurpose, purposeHandler } from './registry';
export { configurePayments, paymentSettings, usesTestProvider, TEST_PROVIDER_PATH } from './settings';
export { signReturn, verifyReturn } from './hmac';
export { returnUrlOf } from './return-url';

registerPaymentPurpose('demand', demandPurpose);
registerPaymentPurpose('demands', demandsPurpose);

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

/** The one open payment of an item, if any (a unique index keeps it at one). */
function openPayment(db: Db, purpose: PaymentPurpose, reference: number): PaymentRow | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM srv_payments WHERE purpose = ? AND reference = ? AND status = 'open'`).get(purpose, reference) as PaymentRow | undefined;
}

/**
 * Whether the item of `payment` can still be paid by it: payable for its owner at the same amount,
 * and no other payment of the item was paid. Asked when the provider reports a success, and by the
 * test provider page before it offers "Bezahlen".
 */
export function stillPayable(db: Db, payment: Pick<PaymentRow, 'id' | 'purpose' | 'reference' | 'ownerAddressId' | 'amountCents'>): boolean {
  const handler = purposeHandler(payment.purpose);
  if (!handler) return false;
  const paidElsewhere = db
    .prepare(`SELECT 1 FROM srv_payments WHERE purpose = ? AND reference = ? AND status = 'paid' AND id <> ? LIMIT 1`)
    .get(payment.purpose, payment.reference, payment.id);
  if (paidElsewhere) return false;
  const what = handler.describe(db, payment.reference, payment.ownerAddressId);
  return what !== null && what.amountCents === payment.amountCents;
}

/**
 * Creates a payment (status 'open') and returns the provider URL the browser goes to. An item has
 * at most one open payment: a second start (double click, another tab, another page returning
 * elsewhere) hands out the open one. Only when that one cannot be handed out (started by another
 * login, for another amount, or longer ago than REUSE_OPEN_MS, when a provider's checkout may have
 * expired) it is marked 'replaced' and a new one starts. `now` is the request's (injected) clock,
 * like every other time of the backend; the wall clock only by default.
 */
export function startPayment(
  db: Db,
  input: { purpose: PaymentPurpose; reference: number; ownerAddressId: number; returnUrl: string },
  now: number = Date.now(),
): { transactionId: string; url: string } | null {
  const handler = purposeHandler(input.purpose);
  if (!handler) return null;
  // Immediate: the write lock is taken before the open payment is looked up, so a second start at
  // the same moment (another process on the same database) waits and then finds this one.
  return db.transaction(() => {
    if (paymentState(db, input.purpose, input.reference) === 'paid') return null;
    const what = handler.describe(db, input.reference, input.ownerAddressId);
    if (!what || !Number.isInteger(what.amountCents) || what.amountCents <= 0) return null;
    handler.beforeStart?.(db, input.reference, input.ownerAddressId, now);
    const open = openPayment(db, input.purpose, input.reference);
    if (open && open.ownerAddressId === input.ownerAddressId && open.amountCents === what.amountCents && open.createdMs > now - REUSE_OPEN_MS) {
      return { transactionId: open.transactionId, url: providerUrl(db, open) };
    }
    if (open) db.prepare(`UPDATE srv_payments SET status = 'replaced', settled_ms = ? WHERE id = ?`).run(now, open.id);
    const row = { transactionId: randomBytes(16).toString('hex'), amountCents: what.amountCents, description: what.description, returnUrl: input.returnUrl };
    db.prepare(
      `INSERT INTO srv_payments (transaction_id, purpose, reference, owner_address_id, amount_cents, description, return_url, status, created_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
    ).run(row.transactionId, input.purpose, input.reference, input.ownerAddressId, row.amountCents, row.description, row.returnUrl, now);
    return { transactionId: row.transactionId, url: providerUrl(db, row) };
  }).immediate();
}

const SETTLED: Record<ProviderStatus, Exclude<PaymentStatus, 'open'>> = { success: 'paid', cancel: 'cancelled', failure: 'failed' };

export type SettleOutcome =
  | { kind: 'bad-hash' }
  | { kind: 'bad-status' }
  | { kind: 'unknown' }
  | { kind: 'settled'; payment: PaymentRow };

/** Final states: no later return of the same transaction changes them. */
const FINAL: readonly PaymentStatus[] = ['paid', 'refund'];

/**
 * Checks the provider's signed return and records it. Paid is final (a later cancel of the same
 * transaction changes nothing); repeating the same return answers the same. A success for an item
 * that can no longer be paid by it (order cancelled, item already paid by another transaction,
 * amount changed) is recorded as 'refund': the provider has taken the money, so it must not be
 * dropped, and it must not pay the item twice. `onPaid` / `onRefundDue` run once, in the same
 * transaction as the status change. Only the owner who started it may settle it.
 */
export function settleReturn(
  db: Db,
  input: { txid: string; status: string; paymentMethod: string; hash: string; ownerAddressId: number },
  now: number = Date.now(),
): SettleOutcome {
  const { secret } = paymentSettings(db);
  if (!verifyReturn(secret, input.txid, input.status, input.paymentMethod, input.hash)) return { kind: 'bad-hash' };
  const reported = SETTLED[input.status as ProviderStatus];
  if (!reported) return { kind: 'bad-status' };
  // Immediate: two returns settling the same item at once are checked one after the other.
  return db.transaction((): SettleOutcome => {
    const payment = findPayment(db, input.txid);
    // Another owner's payment is reported as unknown: its existence is nobody else's business.
    if (!payment || payment.ownerAddressId !== input.ownerAddressId) return { kind: 'unknown' };
    if (FINAL.includes(payment.status) || payment.status === reported) return { kind: 'settled', payment };
    const next = reported === 'paid' && !stillPayable(db, payment) ? 'refund' : reported;
    db.prepare(`UPDATE srv_payments SET status = ?, payment_method = ?, settled_ms = ? WHERE id = ?`).run(next, input.paymentMethod, now, payment.id);
    const handler = purposeHandler(payment.purpose);
    if (next === 'paid') handler?.onPaid?.(db, payment.reference, now);
    if (next === 'refund') handler?.onRefundDue?.(db, payment.reference, now);
    return { kind: 'settled', payment: { ...payment, status: next, paymentMethod: input.paymentMethod } };
  }).immediate();
}
