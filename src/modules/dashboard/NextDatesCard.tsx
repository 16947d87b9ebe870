import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { berlinDay, type CollectionDate } from '../../api/queries/collection-dates';
import { LoadError } from '../../ui/LoadError';
import { WasteTypeBadge } from '../../ui/WasteTypeBadge';
import { AppLink } from '../../ui/AppLink';
import { DashboardCard } from './DashboardCard';

export interface NextDatesCardProps {
  dates: UseQueryResult<CollectionDate[]>;
  /** The object has no street: nothing to ask for. */
  noStreet: boolean;
  calendarHref: string | null;
  onNavigate(href: string): void;
}

/** The next collection dates of the object's street, each with its waste type's colour. */
export function NextDatesCard({ dates, noStreet, calendarHref, onNavigate }: NextDatesCardProps) {
  const { t } = useTranslation();
  const today = berlinDay(new Date());
  return (
    <DashboardCard
      id="dashboard-next-dates"
      icon={IconCalendarEvent}
      title={t('dashboard.nextDates')}
      action={
        calendarHref && (
          <AppLink to={calendarHref} onNavigate={onNavigate} size="sm">
            {t('dashboard.allDates')}
          </AppLink>
        )
      }
    >
      {noStreet ? (
        <EmptyState icon={IconCalendarEvent} message={t('calendar.noStreet')} />
      ) : dates.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={28} radius="sm" />
          ))}
        </Stack>
      ) : dates.isError ? (
        <LoadError onRetry={() => void dates.refetch()} />
      ) : dates.data.length === 0 ? (
        <EmptyState icon={IconCalendarEvent} message={t('dashboard.noDates')} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {dates.data.map((d) => (
              <Group key={d.id} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="next-date">
                <Text size="sm" fw={d.day === today ? 700 : 500}>
                  {d.day === today ? `${t('calendar.today')}, ` : ''}
                  {formatDate(d.date, 'EEEE, dd.MM.yyyy')}
                  {d.postponed && (
                    <Text span size="xs" c="dimmed" fw={600} ml={6}>
                      ({t('dashboard.postponed')})
                    </Text>
                  )}
                </Text>
                <WasteTypeBadge name={d.wasteType} color={d.color} />
              </Group>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
