/**
 * What PaymentOutcome has to do for a purpose, read from session storage: nothing, check a
 * provider's return (captured on first load, return.ts), show an outcome already checked,
 * or remind of a payment left without a return (back button, closed provider page).
 */
import { HttpError } from '../api/errors';
import type { Zahlungsergebnis } from '../api/types';
import { PAYMENT_KEY, PAYMENT_PARAMS, type PaymentReturn } from './return';
import { readState, storage, type PaymentOrder, type PaymentPurpose, type PaymentResult } from './store';
import { parseDecimal } from '../api/values';

export type OutcomePlan =
  | { kind: 'none' }
  | { kind: 'verify'; order: PaymentOrder; ret: Required<Pick<PaymentReturn, 'txid' | 'hash' | 'status'>> & PaymentReturn }
  | { kind: 'shown'; order: PaymentOrder; payment: PaymentResult }
  | { kind: 'pending'; order: PaymentOrder };

function readCapturedReturn(store?: Storage): PaymentReturn | null {
  try {
    const raw: unknown = JSON.parse(storage(store)?.getItem(PAYMENT_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const out: PaymentReturn = {};
    for (const name of PAYMENT_PARAMS) {
      const value = (raw as Record<string, unknown>)[name];
      if (typeof value === 'string') out[name] = value;
    }
    return out;
  } catch {
    return null;
  }
}

/**
 * Forgets the captured return and takes its parameters out of the address bar, so neither a reload
 * nor a bookmark brings an old return back.
 */
export function forgetCapturedReturn(store?: Storage): void {
  storage(store)?.removeItem(PAYMENT_KEY);
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (!PAYMENT_PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of PAYMENT_PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

export function planOutcome(purpose: PaymentPurpose, store?: Storage): OutcomePlan {
  const { order, payment } = readState(store);
  if (!order || order.purpose !== purpose) return { kind: 'none' };
  const ret = readCapturedReturn(store);
  if (ret?.txid === order.transactionId && ret.hash !== undefined && ret.status !== undefined) {
    return { kind: 'verify', order, ret: { ...ret, txid: ret.txid, hash: ret.hash, status: ret.status } };
  }
  // A return of an earlier payment of this order is stale: the assign rule would refuse it anyway.
  if (ret) forgetCapturedReturn(store);
  return payment ? { kind: 'shown', order, payment } : { kind: 'pending', order };
}

export function resultOf(answer: Zahlungsergebnis): PaymentResult {
  const status = answer.Status === 'paid' || answer.Status === 'refund' || answer.Status === 'cancelled' ? answer.Status : 'failed';
  return { transactionId: answer.TransaktionsId, status, amount: parseDecimal(answer.Betrag) };
}

/** A refused return (wrong hash, unknown or foreign payment) will not get better by asking again. */
export const isRefusal = (error: unknown): error is HttpError => error instanceof HttpError && error.status >= 400 && error.status < 500;

/** The server's German message of a refused call, else the caller's general text. */
export const messageOf = (error: unknown, fallback: string): string => (error instanceof HttpError && error.message ? error.message : fallback);
