/**
 * The payment provider's return, read from the very first URL (main.tsx) before the router can
 * change it: txid, hash, status and payment_method are kept in session storage until the outcome
 * page (PaymentOutcome) has checked them with the server.
 */
import { STORAGE_PREFIX } from '../session/persistence';

export const PAYMENT_KEY = `${STORAGE_PREFIX}payment`;
export const PAYMENT_PARAMS = ['txid', 'hash', 'status', 'payment_method'] as const;
export type PaymentReturn = Partial<Record<(typeof PAYMENT_PARAMS)[number], string>>;

/** Stores txid, hash, status and payment_method of a payment provider's return in sessionStorage. */
export function capturePaymentReturn(search: string, store: Storage = sessionStorage): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const found: PaymentReturn = {};
  for (const name of PAYMENT_PARAMS) {
    const value = params.get(name);
    if (value !== null) found[name] = value;
  }
  if (Object.keys(found).length === 0) return null;
  store.setItem(PAYMENT_KEY, JSON.stringify(found));
  return found;
}
