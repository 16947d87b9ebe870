/**
 * The parts of the payment outcome (PaymentOutcome.tsx): the check running, the check failed, and
 * the outcome itself with its buttons. PaymentOutcome owns every state; these only draw it.
 */
import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_WORKING_DAYS } from '../../codegen/runtime/refund';
import { formatEuro } from '../i18n/currency';
import type { PaymentOrder, PaymentResult } from './store';

export function Checking() {
  const { t } = useTranslation();
  return (
    <Group role="status" gap="sm" mb="md" data-testid="payment-outcome">
      <Loader size="sm" aria-hidden="true" />
      <Text>{t('payment.checking')}</Text>
    </Group>
  );
}

export function CheckFailed({ fetching, onRecheck }: { fetching: boolean; onRecheck(): void }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" variant="light" mb="md" title={t('payment.checkFailed.title')} icon={<IconAlertCircle aria-hidden="true" />} data-testid="payment-outcome">
      <Text size="sm">{t('payment.checkFailed.text')}</Text>
      <Group mt="sm">
        <Button variant="default" onClick={onRecheck} loading={fetching}>
          {t('payment.recheck')}
        </Button>
      </Group>
    </Alert>
  );
}

export interface OutcomeMessageProps {
  order: PaymentOrder;
  /** The checked outcome; null while the payment is still pending. */
  payment: PaymentResult | null;
  /** Takes the focus once the check has answered. */
  focusRef: Ref<HTMLDivElement>;
  busy: 'retry' | 'cancel' | null;
  actionError: string | null;
  /** "Erneut bezahlen" (where the backend can start a payment) and "Auftrag stornieren" (where the page allows it). */
  onRetry?: () => void;
  onCancelOrder?: () => void;
  onClose(): void;
}

const calm = (kind: string) => kind === 'pending' || kind === 'cancelled' || kind === 'refund';

/** Paid, pending, cancelled, refunded, failed or refused, with what the resident can do next. */
export function OutcomeMessage({ order, payment, focusRef, busy, actionError, onRetry, onCancelOrder, onClose }: OutcomeMessageProps) {
  const { t } = useTranslation();
  const kind = payment?.status ?? 'pending';
  const paid = kind === 'paid';
  // The provider took the money for an item that could no longer be paid: it is paid back, and the
  // item can be neither paid again nor cancelled from here.
  const settled = paid || kind === 'refund';
  const amount = payment?.amount != null ? formatEuro(payment.amount) : '';
  // Why a payment is refunded differs by what was paid (a cancelled order, a demand settled meanwhile).
  let text: ReactNode = t(kind === 'refund' ? `payment.refund.${order.purpose}` : `payment.${kind}.text`, { summary: order.summary, amount, days: REFUND_WORKING_DAYS });
  if (kind === 'invalid' && payment?.message) text = `${payment.message} ${t('payment.invalid.text', { summary: order.summary })}`;
  return (
    <Alert
      ref={focusRef}
      tabIndex={-1}
      role={paid || kind === 'pending' ? 'status' : 'alert'}
      color={paid ? 'green' : calm(kind) ? 'blue' : 'red'}
      variant="light"
      mb="md"
      title={t(`payment.${kind}.title`)}
      icon={paid ? <IconCircleCheck aria-hidden="true" /> : calm(kind) ? <IconInfoCircle aria-hidden="true" /> : <IconAlertCircle aria-hidden="true" />}
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
        {!settled && onRetry && (
          <Button onClick={onRetry} loading={busy === 'retry'} disabled={busy !== null && busy !== 'retry'}>
            {t('payment.retry')}
          </Button>
        )}
        {!settled && onCancelOrder && (
          <Button variant="default" color="red" onClick={onCancelOrder} loading={busy === 'cancel'} disabled={busy !== null && busy !== 'cancel'}>
            {t('payment.cancelOrder')}
          </Button>
        )}
        <Button variant="subtle" color="dark" onClick={onClose} disabled={busy !== null}>
          {t('payment.close')}
        </Button>
      </Group>
    </Alert>
  );
}
