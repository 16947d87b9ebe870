/**
 * "Online bezahlen" of an object's open demands, through the same payment
 * interface as bulky waste (src/payment): one payment per demand (purpose 'demand', `referenz` =
 * ForderungenId, server/payment/demand.ts), back to the object's demands page, where
 * <PaymentOutcome purpose="demand" /> checks the return. Offered only by a backend that both starts
 * (StarteZahlung) and checks (PruefeZahlung) payments: no dead button elsewhere.
 */
import { Button, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useGate } from '../../api/capabilities';
import type { PortalClient } from '../../api/portal-client';
import { formatEuro } from '../../i18n/currency';
import { payOnline, type Navigate } from '../../payment/leave';
import { messageOf } from '../../payment/outcome';
import type { Demand } from './open-demands';

export interface OnlinePaymentSlotProps {
  objectId: number | null;
  /** The object's open demands (what a payment would settle). */
  demands: readonly Demand[];
  /** The reference the authority books the payment under. */
  reference: string | null;
  /** Tests inject these; the portal uses its client and a full page load. */
  client?: Pick<PortalClient, 'StarteZahlung' | 'PruefeZahlung'>;
  navigate?: Navigate;
}

export function OnlinePaymentSlot({ objectId, demands, client = api, navigate }: OnlinePaymentSlotProps) {
  const { t } = useTranslation();
  const gate = useGate(client);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = gate.fn('StarteZahlung');
  const offered = start && gate.fn('PruefeZahlung');
  // A demand without its object cannot be paid online (the backend checks the object's owner).
  if (!offered || objectId === null || demands.length === 0) return null;

  const pay = async (demand: Demand) => {
    setBusy(demand.id);
    setError(null);
    try {
      const returnPath = `/objects/${objectId}/demands`;
      await payOnline(start, { purpose: 'demand', reference: demand.id, objectId, summary: demand.title, returnPath }, navigate);
      // The browser is leaving for the provider: the button keeps loading until it has gone.
    } catch (failure) {
      setError(messageOf(failure, t('payment.error')));
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" mt="xs" data-testid="online-payment">
      <Text size="sm" fw={600}>
        {t('payment.payOnline')}
      </Text>
      <Text size="sm">{t('demands.onlineHint')}</Text>
      {demands.map((demand) => {
        const amount = formatEuro(demand.open);
        return (
          <Button
            key={demand.id}
            variant="default"
            leftSection={<IconCreditCard size={18} aria-hidden="true" />}
            onClick={() => void pay(demand)}
            loading={busy === demand.id}
            disabled={busy !== null && busy !== demand.id}
            // The visible text names the amount; the name also says which demand (several per object).
            aria-label={t('demands.payOnlineFor', { title: demand.title, amount })}
            data-demand-id={demand.id}
            style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          >
            {t('demands.payOnlineAmount', { amount })}
          </Button>
        );
      })}
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
