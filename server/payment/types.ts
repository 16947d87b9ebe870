/** The payment interface between the portal and this backend (README, "Payment provider interface"): purposes and their handlers. */
import type { Db } from '../db';

export { PAYMENT_PURPOSES, type PaymentPurpose } from '../../codegen/runtime/payment-purpose';

/**
 * Stored state of one payment; 'none' (from paymentState) means no payment was ever started.
 * 'replaced': no longer open because a newer payment of the item took its place (it may still be
 * settled if its provider reports it). 'refund': the provider took the money but the item could
 * not (or can no longer) be paid by it, e.g. the order was cancelled or the item was already paid:
 * the authority owes the amount back ("Erstattung veranlasst"). Like 'paid' it is final.
 */
export type PaymentStatus = 'open' | 'paid' | 'cancelled' | 'failed' | 'replaced' | 'refund';

/** What a provider reports on its return (`status` query parameter). */
export type ProviderStatus = 'success' | 'cancel' | 'failure';

/**
 * How residents know a paid item, for a receipt: "die Sperrmüllanmeldung Nr. 123" in the subject
 * ("Ihre Zahlung für …") and its number line ("Auftragsnummer", "123"), the numbers the portal and
 * the booking mail show; never the provider's transaction id.
 */
export interface PaidItemName {
  what: string;
  label: string;
  number: string;
}

export interface PurposeHandler {
  /** Amount in cents and a German description of what is paid, or null when `reference` is not
   *  payable by this owner (not theirs, already paid, cancelled). */
  describe(db: Db, reference: number, ownerAddressId: number): { amountCents: number; description: string } | null;
  /** Called once when a payment for `reference` is settled as paid (idempotent), at `now` (epoch ms). */
  onPaid?(db: Db, reference: number, now: number): void;
  /**
   * Called once when a successful return for `reference` is recorded as a refund due instead (the
   * item could no longer be paid), so the item itself can show it.
   */
  onRefundDue?(db: Db, reference: number, now: number): void;
  /**
   * The object `reference` belongs to. Optional addition to the agreed interface: when given,
   * StarteZahlung also checks that object is one the session may see (a community session sees one).
   */
  objectOf?(db: Db, reference: number): number | null;
  /** Like objectOf for an item spanning several objects (all are checked); null when one is unknown. */
  objectsOf?(db: Db, reference: number): number[] | null;
  /**
   * Throws an ApiError (German) when `reference` must not get a payment now, e.g. because part of it
   * is already in another login's open payment; may give up the same owner's open payments that
   * the new one takes the place of. Runs inside startPayment's transaction, at `now` (epoch ms).
   */
  beforeStart?(db: Db, reference: number, ownerAddressId: number, now: number): void;
  /** How the resident knows `reference` (PaidItemName); optional: without it a receipt names the purpose text only. */
  itemName?(db: Db, reference: number): PaidItemName | null;
}
