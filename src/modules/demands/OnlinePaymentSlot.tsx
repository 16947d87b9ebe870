/**
 * THE PLACE FOR "Online bezahlen" (issue 12 item 4). Online payment goes through the same payment
 * interface as bulky waste (`src/payment/*`, built separately); once it exists, render its button
 * here for the object's open demands. Until then nothing shows: no dead button.
 */
import type { Demand } from './open-demands';

export interface OnlinePaymentSlotProps {
  objectId: number | null;
  /** The object's open demands (what a payment would settle). */
  demands: readonly Demand[];
  /** The reference the authority books the payment under. */
  reference: string | null;
}

export function OnlinePaymentSlot(_props: OnlinePaymentSlotProps) {
  return null;
}
