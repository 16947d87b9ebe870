import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { useGate } from '../../api/capabilities';
import { formatEuro } from '../../i18n/currency';
import { payOnline } from '../../payment/leave';
import { messageOf } from '../../payment/outcome';
import { epcPayload } from './girocode';
import type { Demand } from './open-demands';
import type { AuthorityAccount } from './queries';
import { TransferDetails } from './TransferDetails';

// The QR library comes with the code, not with the portal's first load.
const GiroCode = lazy(() => import('./GiroCode'));

export interface SelectionTransferProps {
  demands: readonly Demand[];
  cents: number;
  remittance: { text: string; fits: boolean };
  account: AuthorityAccount | null;
  /** The page the provider returns to. */
  returnPath: string;
}

/** ONE way to pay what is chosen: the total, the transfer data with a GiroCode, and "Ausgewählte bezahlen". */
export function SelectionTransfer({ demands, cents, remittance, account, returnPath }: SelectionTransferProps) {
  const { t } = useTranslation();
  const gate = useGate(api);
  const start = gate.fn('StarteZahlung');
  const online = start && gate.fn('PruefeZahlung');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const payload = account && remittance.fits && cents > 0 ? epcPayload({ name: account.Empfaenger, iban: account.IBAN, bic: account.BIC, amountCents: cents, remittance: remittance.text }) : null;

  const pay = async () => {
    if (!start) return;
    setBusy(true);
    setError(null);
    try {
      const ids = demands.map((d) => d.id).join(',');
      await payOnline(start, { purpose: 'demands', reference: ids, objectId: demands[0]?.objectId ?? null, summary: t('demands.selectionSummary', { count: demands.length }), returnPath });
    } catch (failure) {
      setError(messageOf(failure, t('payment.error')));
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={t('demands.selectionTitle')} data-testid="selection-transfer">
      <Text size="sm" c="dimmed">
        {t('demands.selectionTitle')}
      </Text>
      {demands.length === 0 ? (
        <Text size="sm">{t('demands.selectionNone')}</Text>
      ) : (
        <Stack gap="sm">
          <Text fz="lg" fw={700} data-testid="selection-total">
            {t('demands.selectionTotal', { count: demands.length, amount: formatEuro(cents / 100) })}
          </Text>
          <Group align="flex-start" gap="lg" wrap="wrap">
            <div style={{ flex: '1 1 260px', minWidth: 0 }}>
              {account ? (
                <TransferDetails account={account} reference={remittance.fits ? remittance.text : null} amount={formatEuro(cents / 100)} />
              ) : (
                <Text size="sm">{t('demands.noAccount', { reference: remittance.text })}</Text>
              )}
            </div>
            {payload && (
              <Stack gap={4} align="center">
                <Suspense fallback={null}>
                  <GiroCode payload={payload} />
                </Suspense>
                <Text size="xs" c="dimmed" ta="center" maw={200}>
                  {t('demands.giroCodeHint')}
                </Text>
              </Stack>
            )}
          </Group>
          {!remittance.fits && (
            <Alert color="yellow" variant="light" data-testid="remittance-too-long">
              {t('demands.remittanceTooLong')}
            </Alert>
          )}
          {online && (
            <Button leftSection={<IconCreditCard size={18} aria-hidden="true" />} onClick={() => void pay()} loading={busy} style={{ alignSelf: 'flex-start' }}>
              {t('demands.paySelected', { amount: formatEuro(cents / 100) })}
            </Button>
          )}
          {error && (
            <Text size="sm" c="red.9" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
