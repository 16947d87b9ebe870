import { Card, Group, NativeSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGate } from '../../api/capabilities';
import { showError } from '../../api/notifications';
import { formatEuro } from '../../i18n/currency';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { balanceCents, balanceState, bookingYears, bookingsOfYear, sumCents } from './ledger';
import { bookingsQueryOptions } from './queries';
import { STATEMENT_FUNCTION, StatementForm } from './StatementForm';

export interface FinancesPageProps {
  objectId: number | null;
  onError?: (message: string) => void;
}

const SEPARATOR = { borderTop: '1px solid var(--mantine-color-gray-3)' } as const;
// Credits keep the default text colour: Mantine's green text on white stays below 4.5:1.
const AMOUNT_COLOR = { owed: 'red.9', credit: undefined, settled: undefined } as const;

/** /objects/{id}/finances: the account's balance, its bookings by year, and the statement as PDF. */
export default function FinancesPage({ objectId, onError = showError }: FinancesPageProps) {
  const { t } = useTranslation();
  const gate = useGate();
  const bookings = useQuery({ ...bookingsQueryOptions(objectId ?? -1), enabled: objectId !== null });
  const [pickedYear, setPickedYear] = useState<number | null>(null);

  if (objectId === null) return <EmptyState message={t('modules.noObject')} />;
  if (bookings.isError) return <LoadError onRetry={() => void bookings.refetch()} />;
  if (bookings.isPending) {
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={72} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  const all = bookings.data;
  const years = bookingYears(all);
  const currentYear = Number(formatDate(new Date(), 'yyyy'));
  const year = pickedYear ?? years[0] ?? currentYear;
  const rows = bookingsOfYear(all, year);
  const balance = balanceCents(all);

  return (
    <Stack gap="xl">
      <BalanceCard balance={balance} />

      <Stack gap="sm" component="section" aria-labelledby="bookings-title">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id="bookings-title">
            {t('finances.bookingsTitle')}
          </Title>
          {years.length > 0 && (
            <NativeSelect
              label={t('finances.year')}
              value={String(year)}
              onChange={(e) => setPickedYear(Number(e.currentTarget.value))}
              data={years.map(String)}
              w={140}
              data-testid="year"
            />
          )}
        </Group>
        <Card withBorder radius="md" padding="md">
          {rows.length === 0 ? (
            <EmptyState icon={IconReceiptOff} message={years.length === 0 ? t('finances.empty') : t('finances.emptyYear', { year })} />
          ) : (
            <BookingList rows={rows} year={year} />
          )}
        </Card>
      </Stack>

      {gate.fn(STATEMENT_FUNCTION) !== undefined && <StatementForm objectId={objectId} year={year} onError={onError} />}
    </Stack>
  );
}

/** The account's balance: owed, credit or settled. */
function BalanceCard({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const state = balanceState(balance);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="balance-title" data-testid="balance">
      <Text id="balance-title" size="sm" c="dimmed">
        {t('finances.balanceTitle')}
      </Text>
      <Text fz="xl" fw={700} c={AMOUNT_COLOR[state]}>
        {formatEuro(balance / 100)}
      </Text>
      <Text size="sm">{t(`finances.balance.${state}`, { amount: formatEuro(Math.abs(balance) / 100) })}</Text>
    </Card>
  );
}

/** The year's bookings, each with its date and amount, and the year's sum last. */
function BookingList({ rows, year }: { rows: ReturnType<typeof bookingsOfYear>; year: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row, index) => (
        <Group key={row.id} component="li" justify="space-between" wrap="nowrap" align="flex-start" py="xs" gap="sm" style={index > 0 ? SEPARATOR : undefined} data-testid="booking">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{row.text}</Text>
            <Text size="xs" c="dimmed">
              {formatDate(row.date, 'dd.MM.yyyy')}
            </Text>
          </Stack>
          <Text size="sm" fw={600} c={AMOUNT_COLOR[balanceState(Number(row.amount))]} style={{ whiteSpace: 'nowrap' }}>
            {formatEuro(row.amount)}
          </Text>
        </Group>
      ))}
      <Group component="li" justify="space-between" wrap="nowrap" py="xs" gap="sm" style={SEPARATOR}>
        <Text size="sm" fw={700}>
          {t('finances.yearSum', { year })}
        </Text>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatEuro(sumCents(rows) / 100)}
        </Text>
      </Group>
    </Stack>
  );
}
