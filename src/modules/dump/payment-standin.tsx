/**
 * STAND-IN — remove at merge. The agreed client payment interface (/work/briefs/PAYMENT-INTERFACE.md:
 * `src/payment/leave.ts` leaveForPayment, `src/payment/PaymentOutcome.tsx`) until the payment
 * branch exists. At merge: delete this file and import both names from '../../payment/leave' and
 * '../../payment/PaymentOutcome' in BookingWizard.tsx and ObjectDumpPage.tsx.
 */
export interface PaymentOrder {
  purpose: 'dump' | 'demand';
  reference: number;
  objectId: number | null;
  transactionId: string;
  summary: string;
  returnPath: string;
}

export function leaveForPayment(order: PaymentOrder, url: string): void {
  sessionStorage.setItem('portal.payment.standin', JSON.stringify(order));
  window.location.assign(url);
}

export function PaymentOutcome(_props: { purpose: 'dump' | 'demand'; onCancelOrder?: (reference: number) => void }) {
  return null;
}
