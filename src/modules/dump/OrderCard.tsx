/**
 * One bulky-waste order of the object: type, pick-up day as "Mittwoch,
 * 9. Dezember", status (section 4), items with counts, "Sonstiges", the authority's external
 * comment, payment state, last change; cancel and claim where the history would offer them.
 */
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard, IconMessageReport, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageOf } from '../../payment/outcome';
import { positionText } from '../../../codegen/runtime/quantity';
import { manyOf } from '../../events/entities';
import type { PortalEvent } from '../../events/events';
import { eventStatusText } from '../../events/format';
import { refundDueText, type OrderPaymentState } from '../../events/payment';
import { decimal, typeName, type DumpOrder } from './data';
import { pickupDay, shortDay } from './format';

const STATUS_COLOR: Record<string, string> = { recorded: 'blue', planned: 'teal', done: 'green', canceled: 'gray', error: 'red', unknown: 'gray' };
const PAYMENT_COLOR: Record<OrderPaymentState, string> = { offen: 'orange', bezahlt: 'green', erstattung: 'blue' };

export interface OrderCardProps {
  order: DumpOrder;
  event: PortalEvent;
  onCancel(event: PortalEvent): void;
  onClaim(event: PortalEvent): void;
  /**
   * Starts the payment of an order still waiting for it and leaves for the provider (given where
   * the backend takes online payments): the way to pay once the payment outcome is gone.
   */
  onPay?(order: DumpOrder): Promise<void>;
}

export function OrderCard({ order, event, onCancel, onClaim, onPay }: OrderCardProps) {
  const { t } = useTranslation();
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const status = eventStatusText(event);
  const headingId = `dump-order-${order.StueckgutAuftraegeId}`;
  const payment = event.payment?.state ?? null;
  const refund = event.payment?.state === 'erstattung' ? refundDueText(event.payment) : null;
  const payable = onPay !== undefined && payment === 'offen' && (event.status === 'recorded' || event.status === 'planned');
  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      await onPay?.(order); // the browser leaves: the button keeps loading until it has gone
    } catch (error) {
      setPayError(messageOf(error, t('payment.error')));
      setPaying(false);
    }
  };
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-labelledby={headingId} data-testid="dump-order" data-order-id={order.StueckgutAuftraegeId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {order.IstDatum ? t('dump.pickedUp', { date: pickupDay(order.IstDatum) }) : order.SollDatum ? t('dump.pickup', { date: pickupDay(order.SollDatum) }) : t('dump.pickupOpen')}
          </Title>
          <Group gap={6}>
            {payment && (
              <Badge color={PAYMENT_COLOR[payment]} variant="dot">
                {t(`dump.payment.${payment}`)}
              </Badge>
            )}
            {/* The dot variant as on the claims page: the light variant's coloured text fails WCAG contrast. */}
            <Badge color={STATUS_COLOR[event.status]} variant="dot">
              {t(status.key, status.params)}
            </Badge>
          </Group>
        </Group>
        <Text fw={600}>{typeName(order.StueckgutAuftragsart)}</Text>
        <OrderItems order={order} />
        {refund && (
          <Text size="sm" data-testid="dump-order-refund">
            {t(refund.key, refund.params)}
          </Text>
        )}
        {order.Sonstiges && <Text size="sm">{t('dump.other', { text: order.Sonstiges })}</Text>}
        {order.BemerkungExtern && <Text size="sm">{t('dump.externalComment', { text: order.BemerkungExtern })}</Text>}
        {order.Aenderungsdatum && (
          <Text size="sm" c="dimmed">
            {t('dump.lastDate', { date: shortDay(order.Aenderungsdatum) })}
          </Text>
        )}
        {(event.cancellable || event.claimable || payable) && (
          <OrderActions headingId={headingId} paying={paying} onPay={payable ? () => void pay() : undefined} onCancel={event.cancellable ? () => onCancel(event) : undefined} onClaim={event.claimable ? () => onClaim(event) : undefined} />
        )}
        {payError && (
          <Text size="sm" c="red.9" role="alert">
            {payError}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The order's items with their counts (none: nothing shown). */
function OrderItems({ order }: { order: DumpOrder }) {
  const { t } = useTranslation();
  const items = manyOf(order.StueckgutAnzahlen).filter((n) => n.Stueckgut);
  if (items.length === 0) return null;
  return (
    <List size="sm" spacing={2} aria-label={t('dump.items')}>
      {items.map((n, i) => (
        <List.Item key={n.StueckgutAnzahlenId ?? i}>{positionText(decimal(n.Anzahl) ?? 0, n.Stueckgut?.Einheit, n.Stueckgut?.Name ?? '')}</List.Item>
      ))}
    </List>
  );
}

interface OrderActionsProps {
  /** The card's heading, which describes each button. */
  headingId: string;
  paying: boolean;
  /** Each given where the order allows it. */
  onPay?: () => void;
  onCancel?: () => void;
  onClaim?: () => void;
}

/** "Jetzt bezahlen", "Stornieren" and "Reklamieren", where the order allows them. */
function OrderActions({ headingId, paying, onPay, onCancel, onClaim }: OrderActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {onPay && (
        <Button size="xs" leftSection={<IconCreditCard size={14} aria-hidden="true" />} onClick={onPay} loading={paying} aria-describedby={headingId}>
          {t('dump.payNow')}
        </Button>
      )}
      {onCancel && (
        <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden="true" />} onClick={onCancel} aria-describedby={headingId}>
          {t('dump.cancel')}
        </Button>
      )}
      {onClaim && (
        <Button size="xs" variant="default" leftSection={<IconMessageReport size={14} aria-hidden="true" />} onClick={onClaim} aria-describedby={headingId}>
          {t('dump.claim')}
        </Button>
      )}
    </Group>
  );
}
