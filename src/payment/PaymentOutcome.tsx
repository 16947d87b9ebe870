/**
 * The outcome of an online payment, on the page the provider returns to (README, "Payment provider interface"):
 * checks the captured return with the backend (PruefeZahlung), shows paid / cancelled / failed in
 * German, offers "Erneut bezahlen" and, where the page allows it, "Auftrag stornieren". Renders
 * nothing when nothing of this purpose is waiting. Everything it needs is in session storage until
 * the resident has seen the outcome, so a reload at any point only shows the same again.
 */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useGate } from '../api/capabilities';
import type { PortalClient } from '../api/portal-client';
import { payOnline, type Navigate } from './leave';
import { forgetCapturedReturn, isRefusal, messageOf, planOutcome, resultOf, type OutcomePlan } from './outcome';
import { assign, clear, type PaymentOrder, type PaymentPurpose, type PaymentResult } from './store';
import { formatEuro } from '../i18n/currency';

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
  const queryClient = useQueryClient();
  const focusRef = useRef<HTMLDivElement>(null);

  // The checked outcome goes to the store (the assign rule), the captured return is spent. A paid
  // order needs nothing more from the resident, so the store is cleared at once; a failed one stays
  // until the resident pays again, cancels or closes the message.
  useEffect(() => {
    if (!check.data) return;
    // The page loaded its lists while the check ran: what the payment changed (the order paid, the
    // demand settled, a booking added) would only show after a reload: the resident's data is read again.
    void queryClient.invalidateQueries({ predicate: (query) => !STATIC_QUERIES.has(String(query.queryKey[0])) });
    assign(check.data);
    forgetCapturedReturn();
    // A refund due is as final as paid: nothing to pay again, nothing to cancel.
    if (check.data.status === 'paid' || check.data.status === 'refund') clear();
    focusRef.current?.focus();
  }, [check.data, queryClient]);

  if (dismissed) return null;
  const view: View =
    plan.kind === 'none'
      ? { kind: 'none' }
      : plan.kind === 'pending'
        ? plan
        : plan.kind === 'shown'
          ? { kind: 'result', order: plan.order, payment: plan.payment }
          : check.data
            ? { kind: 'result', order: plan.order, payment: check.data }
            : check.isError
              ? { kind: 'checkFailed' }
              : { kind: 'checking' };
  if (view.kind === 'none') return null;
  if (view.kind === 'checking') {
    return (
      <Group role="status" gap="sm" mb="md" data-testid="payment-outcome">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('payment.checking')}</Text>
      </Group>
    );
  }
  if (view.kind === 'checkFailed') {
    return (
      <Alert role="alert" color="red" variant="light" mb="md" title={t('payment.checkFailed.title')} icon={<IconAlertCircle aria-hidden="true" />} data-testid="payment-outcome">
        <Text size="sm">{t('payment.checkFailed.text')}</Text>
        <Group mt="sm">
          <Button variant="default" onClick={() => void check.refetch()} loading={check.isFetching}>
            {t('payment.recheck')}
          </Button>
        </Group>
      </Alert>
    );
  }

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

  const payment = view.kind === 'result' ? view.payment : null;
  const kind = payment?.status ?? 'pending';
  const paid = kind === 'paid';
  // The provider took the money for an item that could no longer be paid: it is paid back, and the
  // item can be neither paid again nor cancelled from here.
  const settled = paid || kind === 'refund';
  const amount = payment?.amount != null ? formatEuro(payment.amount) : '';
  // Why a payment is refunded differs by what was paid (a cancelled order, a demand settled meanwhile).
  let text: ReactNode = t(kind === 'refund' ? `payment.refund.${order.purpose}` : `payment.${kind}.text`, { summary: order.summary, amount });
  if (kind === 'invalid' && payment?.message) text = `${payment.message} ${t('payment.invalid.text', { summary: order.summary })}`;
  const canCancel = onCancelOrder !== undefined;

  return (
    <Alert
      ref={focusRef}
      tabIndex={-1}
      role={paid || kind === 'pending' ? 'status' : 'alert'}
      color={paid ? 'green' : kind === 'pending' || kind === 'cancelled' || kind === 'refund' ? 'blue' : 'red'}
      variant="light"
      mb="md"
      title={t(`payment.${kind}.title`)}
      icon={paid ? <IconCircleCheck aria-hidden="true" /> : kind === 'pending' || kind === 'cancelled' || kind === 'refund' ? <IconInfoCircle aria-hidden="true" /> : <IconAlertCircle aria-hidden="true" />}
      data-testid="payment-outcome"
      data-status={kind}
      // The light variant's coloured title is too pale on its background (WCAG contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">{text}</Text>
      {actionError && (
        <Text size="sm" c="red.9" mt="xs" role="alert">
          {actionError}
        </Text>
      )}
      <Group mt="sm" gap="sm">
        {!settled && start && (
          <Button onClick={() => void retry()} loading={busy === 'retry'} disabled={busy !== null && busy !== 'retry'}>
            {t('payment.retry')}
          </Button>
        )}
        {!settled && canCancel && (
          <Button variant="default" color="red" onClick={() => void cancelOrder()} loading={busy === 'cancel'} disabled={busy !== null && busy !== 'cancel'}>
            {t('payment.cancelOrder')}
          </Button>
        )}
        <Button variant="subtle" color="dark" onClick={close} disabled={busy !== null}>
          {t('payment.close')}
        </Button>
      </Group>
    </Alert>
  );
}

export default PaymentOutcome;
