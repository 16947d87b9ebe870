/**
 * The outcome of an online payment, on the page the provider returns to (README, "Payment provider interface"):
 * checks the captured return with the backend (PruefeZahlung), shows paid / cancelled / failed in
 * German, offers "Erneut bezahlen" and, where the page allows it, "Auftrag stornieren". Renders
 * nothing when nothing of this purpose is waiting. Everything it needs is in session storage until
 * the resident has seen the outcome, so a reload at any point only shows the same again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useGate } from '../api/capabilities';
import type { PortalClient } from '../api/portal-client';
import { payOnline, type Navigate } from './leave';
import { forgetCapturedReturn, isRefusal, messageOf, planOutcome, resultOf, type OutcomePlan } from './outcome';
import { assign, clear, type PaymentOrder, type PaymentPurpose, type PaymentResult } from './store';
import { CheckFailed, Checking, OutcomeMessage } from './outcome-parts';

export interface PaymentOutcomeProps {
  purpose: PaymentPurpose;
  /**
   * Cancels the order that was not paid (e.g. through the page's confirmation dialog); resolves
   * `false` when the resident did not cancel after all (the outcome stays). Omitted: no such button.
   */
  onCancelOrder?: (reference: number) => Promise<unknown> | void;
  /** Tests inject these; the portal uses its client and a full page load. */
  client?: Pick<PortalClient, 'PruefeZahlung' | 'StarteZahlung'>;
  navigate?: Navigate;
}

/** What a payment cannot change: this check itself, the backend's metadata, the generated forms. */
const STATIC_QUERIES = new Set(['payment', 'meta', 'generated-form']);

type View =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'checkFailed' }
  | { kind: 'result'; order: PaymentOrder; payment: PaymentResult }
  | { kind: 'pending'; order: PaymentOrder };

function useVerification(plan: OutcomePlan, check: PortalClient['PruefeZahlung']) {
  const ret = plan.kind === 'verify' ? plan.ret : null;
  return useQuery({
    queryKey: ['payment', 'check', ret?.txid, ret?.hash, ret?.status, ret?.payment_method],
    enabled: ret !== null,
    retry: false,
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<PaymentResult> => {
      if (!ret || !check) throw new Error('PruefeZahlung is not offered by this backend');
      try {
        const answer = await check({ txid: ret.txid, hash: ret.hash, status: ret.status, paymentMethod: ret.payment_method ?? null }, { signal });
        if (!answer) throw new Error('PruefeZahlung answered nothing');
        return resultOf(answer);
      } catch (error) {
        // Refused for good (tampered, unknown, not yours): an outcome like any other, kept for a reload.
        if (isRefusal(error)) return { transactionId: ret.txid, status: 'invalid', message: error.message };
        throw error;
      }
    },
  });
}

/** What to show for the plan and the check's state. */
function viewOf(plan: OutcomePlan, check: { data?: PaymentResult; isError: boolean }): View {
  if (plan.kind === 'none' || plan.kind === 'pending') return plan;
  if (plan.kind === 'shown') return { kind: 'result', order: plan.order, payment: plan.payment };
  if (check.data) return { kind: 'result', order: plan.order, payment: check.data };
  return check.isError ? { kind: 'checkFailed' } : { kind: 'checking' };
}

/**
 * The checked outcome goes to the store (the assign rule), the captured return is spent. A paid
 * order needs nothing more from the resident, so the store is cleared at once; a failed one stays
 * until the resident pays again, cancels or closes the message.
 */
function useStoreChecked(checked: PaymentResult | undefined, focusRef: RefObject<HTMLDivElement | null>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!checked) return;
    // The page loaded its lists while the check ran: what the payment changed (the order paid, the
    // demand settled, a booking added) would only show after a reload: the resident's data is read again.
    void queryClient.invalidateQueries({ predicate: (query) => !STATIC_QUERIES.has(String(query.queryKey[0])) });
    assign(checked);
    forgetCapturedReturn();
    // A refund due is as final as paid: nothing to pay again, nothing to cancel.
    if (checked.status === 'paid' || checked.status === 'refund') clear();
    focusRef.current?.focus();
  }, [checked, queryClient, focusRef]);
}

export function PaymentOutcome({ purpose, onCancelOrder, client = api, navigate }: PaymentOutcomeProps) {
  const { t } = useTranslation();
  const gate = useGate(client);
  const start = gate.fn('StarteZahlung');
  const verify = gate.fn('PruefeZahlung');
  // A backend without the check offers no online payment: nothing to show then.
  const [plan] = useState((): OutcomePlan => (verify ? planOutcome(purpose) : { kind: 'none' }));
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState<'retry' | 'cancel' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const check = useVerification(plan, verify);
  const focusRef = useRef<HTMLDivElement>(null);
  useStoreChecked(check.data, focusRef);

  if (dismissed) return null;
  const view = viewOf(plan, check);
  if (view.kind === 'none') return null;
  if (view.kind === 'checking') return <Checking />;
  if (view.kind === 'checkFailed') return <CheckFailed fetching={check.isFetching} onRecheck={() => void check.refetch()} />;

  const order = view.order;
  const close = () => {
    clear();
    forgetCapturedReturn();
    setDismissed(true);
  };
  const retry = async () => {
    setBusy('retry');
    setActionError(null);
    try {
      const { transactionId: _old, ...rest } = order;
      if (!start) throw new Error('StarteZahlung is not offered by this backend');
      await payOnline(start, rest, navigate);
    } catch (error) {
      setActionError(messageOf(error, t('payment.error')));
      setBusy(null);
    }
  };
  const cancelOrder = async () => {
    if (!onCancelOrder) return;
    setBusy('cancel');
    setActionError(null);
    try {
      // A page asking for confirmation answers false when the resident changed their mind: the
      // outcome and its "Erneut bezahlen" stay, or the unpaid order would have no way to be paid.
      if ((await onCancelOrder(Number(order.reference))) !== false) close();
    } catch (error) {
      setActionError(messageOf(error, t('payment.error')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <OutcomeMessage
      {...{ order, focusRef, busy, actionError }}
      payment={view.kind === 'result' ? view.payment : null}
      onRetry={start ? () => void retry() : undefined}
      onCancelOrder={onCancelOrder !== undefined ? () => void cancelOrder() : undefined}
      onClose={close}
    />
  );
}
