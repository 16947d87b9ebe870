/** Which purposes can be paid online, each with its handler (registered once at module load). */
import type { PaymentPurpose, PurposeHandler } from './types';

const handlers = new Map<PaymentPurpose, PurposeHandler>();

/** Registers (or replaces) the handler of a purpose. */
export function registerPaymentPurpose(purpose: PaymentPurpose, handler: PurposeHandler): void {
  handlers.set(purpose, handler);
}

export function purposeHandler(purpose: string): PurposeHandler | undefined {
  return handlers.get(purpose as PaymentPurpose);
}
