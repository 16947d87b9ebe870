import { Badge, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../i18n/currency';
import { formatDate } from '../../i18n/format';
import { isOverdue, type ObjectDemands } from './open-demands';
import { OnlinePaymentSlot } from './OnlinePaymentSlot';
import type { AuthorityAccount, Mandate } from './queries';
import { TransferDetails } from './TransferDetails';

const SEPARATOR = { borderTop: '1px solid var(--mantine-color-gray-3)' } as const;

export interface ObjectDemandsCardProps {
  group: ObjectDemands;
  label: string;
  reference: string | null;
  account: AuthorityAccount | null;
  mandate: Mandate | null;
  /** Offered when the backend takes mandates; opens the mandate dialog for this object. */
  onMandate: (() => void) | null;
  now: Date;
}

/** One object's open demands with how to pay them. */
export function ObjectDemandsCard({ group, label, reference, account, mandate, onMandate, now }: ObjectDemandsCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={label} data-testid="object-demands">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" mb="sm">
        <Stack gap={0}>
          <Title order={2} size="h4">
            {label}
          </Title>
          {reference && (
            <Text size="xs" c="dimmed">
              {t('demands.kassenzeichen', { reference })}
            </Text>
          )}
        </Stack>
        <Text fw={700}>{t('demands.objectOpen', { amount: formatEuro(group.openCents / 100) })}</Text>
      </Group>
      <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.demands.map((demand, index) => {
          const overdue = isOverdue(demand, now);
          return (
            <Group key={demand.id} component="li" justify="space-between" wrap="nowrap" align="flex-start" py="xs" gap="sm" style={index > 0 ? SEPARATOR : undefined} data-testid="demand">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {demand.title}
                </Text>
                <Group gap="xs">
                  <Text size="xs" c={overdue ? 'red.9' : 'dimmed'}>
                    {t('demands.due', { date: formatDate(demand.due, 'dd.MM.yyyy') })}
                  </Text>
                  {overdue && (
                    <Badge color="red" variant="light" size="sm">
                      {t('demands.overdue')}
                    </Badge>
                  )}
                </Group>
              </Stack>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {formatEuro(demand.open)}
              </Text>
            </Group>
          );
        })}
      </Stack>
      <Divider my="md" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {account ? <TransferDetails account={account} reference={reference} /> : <Text size="sm">{t('demands.noAccount', { reference: reference ?? '' })}</Text>}
        <Stack gap="xs" data-testid="direct-debit">
          <Text size="sm" fw={600}>
            {t('demands.debitTitle')}
          </Text>
          {mandate ? (
            <Text size="sm">{t('demands.debitActive', { iban: mandate.IbanMaskiert, bank: mandate.Bankname ?? '', reference: mandate.Mandatsreferenz })}</Text>
          ) : (
            <Text size="sm">{t('demands.debitHint')}</Text>
          )}
          {onMandate && (
            <Button variant="default" leftSection={<IconBuildingBank size={18} aria-hidden="true" />} onClick={onMandate} style={{ alignSelf: 'flex-start' }}>
              {mandate ? t('demands.mandateChange') : t('demands.mandateOpen')}
            </Button>
          )}
          <OnlinePaymentSlot objectId={group.objectId} demands={group.demands} reference={reference} />
        </Stack>
      </SimpleGrid>
    </Card>
  );
}
