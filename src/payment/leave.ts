/**
 * Leaving for the provider: the order goes to session storage first, so whatever happens on the
 * provider's page (reload, back button, a long pause) the portal finds it again on the return.
 */
import type { PortalClient } from '../api/portal-client';
import { storeOrder, type PaymentOrder } from './store';

export type Navigate = (url: string) => void;
const assignLocation: Navigate = (url) => window.location.assign(url);

export function leaveForPayment(order: PaymentOrder, url: string, navigate: Navigate = assignLocation): void {
  storeOrder(order);
  navigate(url);
}

/**
 * Starts a payment with the backend (`start`: the gate's StarteZahlung) and leaves for it: "Online bezahlen" of a demand
 * and "Erneut bezahlen" after a cancelled or failed payment. Throws what the call throws (the
 * caller shows the server's German message, e.g. "bereits bezahlt").
 */
export async function payOnline(
  start: NonNullable<PortalClient['StarteZahlung']>,
  order: Omit<PaymentOrder, 'transactionId'>,
  navigate: Navigate = assignLocation,
): Promise<void> {
  const started = await start({ zweck: order.purpose, referenz: String(order.reference), ruecksprung: order.returnPath });
  if (!started?.Url || !started.TransaktionsId) throw new Error('StarteZahlung answered without a payment');
  leaveForPayment({ ...order, transactionId: started.TransaktionsId }, started.Url, navigate);
}
