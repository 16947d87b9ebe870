/**
 * The dump order store, used for every online payment: the order waiting for
 * its payment (with the payment's transaction id) and, once the provider's return was checked,
 * that payment's outcome. storeOrder sets; assign replaces the payment only when the transaction
 * ids match; clear resets. Kept in session storage, so a reload or
 * the round trip through the provider's page loses nothing; its key has the portal's prefix, so
 * logging out removes it with every other trace.
 */
import type { PaymentPurpose } from '../../codegen/runtime/payment-purpose';
import { STORAGE_PREFIX } from '../session/persistence';

export type { PaymentPurpose };

export interface PaymentOrder {
  purpose: PaymentPurpose;
  /** The paid item's id (StueckgutAuftraegeId, ForderungenId), or several ForderungenIds comma-joined ('demands'). */
  reference: number | string;
  objectId: number | null;
  transactionId: string;
  /** What is paid, as the resident reads it (e.g. "Sperrmüll-Expressabholung am 9. Dezember"). */
  summary: string;
  /** Portal path the provider returns to. */
  returnPath: string;
}

/**
 * The checked outcome; 'invalid': the return's signature was refused (message from the server);
 * 'refund': the provider took the money but the item could no longer be paid, so it is paid back.
 */
export interface PaymentResult {
  transactionId: string;
  status: 'paid' | 'refund' | 'cancelled' | 'failed' | 'invalid';
  /** Amount in euros as the server reported it. */
  amount?: number | null;
  message?: string | null;
}

interface StoreState {
  order: PaymentOrder | null;
  payment: PaymentResult | null;
}

export const PAYMENT_ORDER_KEY = `${STORAGE_PREFIX}paymentOrder`;
const PURPOSES: readonly string[] = ['dump', 'demand', 'demands'];
const RESULTS: readonly string[] = ['paid', 'refund', 'cancelled', 'failed', 'invalid'];

/** The given storage, else the tab's session storage (null where the browser disables it). */
export function storage(store?: Storage): Storage | null {
  if (store) return store;
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: the payment then only lives as long as the page
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function parseOrder(v: unknown): PaymentOrder | null {
  if (!isRecord(v)) return null;
  const { purpose, reference, objectId, transactionId, summary, returnPath } = v;
  if (typeof purpose !== 'string' || !PURPOSES.includes(purpose) || (typeof reference !== 'number' && typeof reference !== 'string') || typeof transactionId !== 'string') return null;
  if (typeof summary !== 'string' || typeof returnPath !== 'string' || !returnPath.startsWith('/')) return null;
  return { purpose: purpose as PaymentPurpose, reference, objectId: typeof objectId === 'number' ? objectId : null, transactionId, summary, returnPath };
}

function parsePayment(v: unknown): PaymentResult | null {
  if (!isRecord(v) || typeof v.transactionId !== 'string' || typeof v.status !== 'string' || !RESULTS.includes(v.status)) return null;
  return {
    transactionId: v.transactionId,
    status: v.status as PaymentResult['status'],
    amount: typeof v.amount === 'number' ? v.amount : null,
    message: typeof v.message === 'string' ? v.message : null,
  };
}

/** The stored state; anything malformed (or tampered with) counts as nothing stored. */
export function readState(store?: Storage): StoreState {
  try {
    const raw: unknown = JSON.parse(storage(store)?.getItem(PAYMENT_ORDER_KEY) ?? 'null');
    if (!isRecord(raw)) return { order: null, payment: null };
    const order = parseOrder(raw.order);
    const payment = order ? parsePayment(raw.payment) : null;
    return { order, payment: payment && payment.transactionId === order?.transactionId ? payment : null };
  } catch {
    return { order: null, payment: null };
  }
}

function write(state: StoreState, store?: Storage): void {
  storage(store)?.setItem(PAYMENT_ORDER_KEY, JSON.stringify(state));
}

export const readOrder = (store?: Storage): PaymentOrder | null => readState(store).order;
export const readPayment = (store?: Storage): PaymentResult | null => readState(store).payment;

/** Sets the order waiting for payment (a new payment of it starts without an outcome). */
export function storeOrder(order: PaymentOrder, store?: Storage): void {
  write({ order, payment: null }, store);
}

/** Records a payment outcome; only for the stored order's own transaction (a stale return is ignored). */
export function assign(payment: PaymentResult, store?: Storage): boolean {
  const state = readState(store);
  if (!state.order || state.order.transactionId !== payment.transactionId) return false;
  write({ order: state.order, payment }, store);
  return true;
}

export function clear(store?: Storage): void {
  storage(store)?.removeItem(PAYMENT_ORDER_KEY);
}
