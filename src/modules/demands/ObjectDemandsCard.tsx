import { Accordion, Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuro } from '../../i18n/currency';
import { formatDate } from '../../i18n/format';
import { isOverdue, type ObjectDemands } from './open-demands';
import { OnlinePaymentSlot } from './OnlinePaymentSlot';
import type { Mandate } from './queries';
import { groupChoice } from './selection';

const SEPARATOR = { borderTop: '1px solid var(--mantine-color-gray-3)' } as const;

export interface ObjectDemandsCardProps {
  group: ObjectDemands;
  /** The Accordion item's value. */
  value: string;
  label: string;
  reference: string | null;
  mandate: Mandate | null;
  /** Offered when the backend takes mandates; opens the mandate dialog for this object. */
  onMandate: (() => void) | null;
  selected: ReadonlySet<number>;
  onToggleDemand(id: number): void;
  onToggleGroup(): void;
  now: Date;
}

/**
 * One object's open demands as a collapsible group with its total: a check box per demand and one
 * for the whole object ("alle auswählen"); paying happens once, for the choice, below the groups.
 */
export function ObjectDemandsCard({ group, value, label, reference, mandate, onMandate, selected, onToggleDemand, onToggleGroup, now }: ObjectDemandsCardProps) {
  const { t } = useTranslation();
  const choice = groupChoice(group, selected);
  return (
    <Accordion.Item value={value} component="section" aria-label={label} data-testid="object-demands">
      <Group wrap="nowrap" gap={0} pl="md">
        <Checkbox checked={choice === 'all'} indeterminate={choice === 'some'} onChange={onToggleGroup} aria-label={`${t('demands.selectAll')}: ${label}`} />
        <Accordion.Control>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} component="h2" m={0} fz="md">
                {label}
              </Text>
              {reference && (
                <Text size="xs" c="dimmed">
                  {t('demands.kassenzeichen', { reference })}
                </Text>
              )}
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text fw={700} size="sm">
                {t('demands.objectOpen', { amount: formatEuro(group.openCents / 100) })}
              </Text>
              {group.overdueCount > 0 && (
                <Text size="xs" c="red.9">
                  {t('demands.overdueCount', { count: group.overdueCount })}
                </Text>
              )}
            </Stack>
          </Group>
        </Accordion.Control>
      </Group>
      <Accordion.Panel>
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {group.demands.map((demand, index) => (
            <DemandRow key={demand.id} demand={demand} first={index === 0} overdue={isOverdue(demand, now)} checked={selected.has(demand.id)} onToggle={() => onToggleDemand(demand.id)} />
          ))}
        </Stack>
        <DirectDebit mandate={mandate} onMandate={onMandate}>
          <OnlinePaymentSlot objectId={group.objectId} demands={group.demands} reference={reference} />
        </DirectDebit>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

type Demand = ObjectDemands['demands'][number];

/** One demand with its check box, due date and amount; wraps at large text: the amount then moves under the title instead of squeezing it. */
function DemandRow({ demand, first, overdue, checked, onToggle }: { demand: Demand; first: boolean; overdue: boolean; checked: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <Group component="li" justify="space-between" wrap="wrap" align="flex-start" py="xs" gap="sm" style={first ? undefined : SEPARATOR} data-testid="demand">
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
        <Checkbox mt={2} checked={checked} onChange={onToggle} aria-label={t('demands.selectDemand', { title: `${demand.title} (${formatEuro(demand.open)})` })} />
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
      </Group>
      <Text size="sm" fw={600} ml="auto" style={{ whiteSpace: 'nowrap' }}>
        {formatEuro(demand.open)}
      </Text>
    </Group>
  );
}

/** Direct debit for the object: the mandate in force or how to grant one, and the other ways to pay (children). */
function DirectDebit({ mandate, onMandate, children }: { mandate: Mandate | null; onMandate: (() => void) | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" mt="md" data-testid="direct-debit">
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
      {children}
    </Stack>
  );
}
