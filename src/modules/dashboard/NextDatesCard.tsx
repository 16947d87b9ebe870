import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCalendarEvent, IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { berlinDay, type CollectionDate } from '../../api/queries/collection-dates';
import { wasteTypeColors } from '../../ui/wasteTypeColors';

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
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dashboard-next-dates">
      <Group gap="sm" mb="md" justify="space-between">
        <Group gap="sm">
          <ThemeIcon variant="light" color="brand" size="lg" radius="md" aria-hidden="true">
            <IconCalendarEvent size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id="dashboard-next-dates">
            {t('dashboard.nextDates')}
          </Title>
        </Group>
        {calendarHref && (
          <Anchor
            href={calendarHref}
            size="sm"
            onClick={(e) => {
              e.preventDefault();
              onNavigate(calendarHref);
            }}
          >
            {t('dashboard.allDates')}
          </Anchor>
        )}
      </Group>
      {noStreet ? (
        <EmptyState icon={IconCalendarEvent} message={t('calendar.noStreet')} />
      ) : dates.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={28} radius="sm" />
          ))}
        </Stack>
      ) : dates.isError ? (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} w="100%">
            {t('modules.loadError')}
          </Alert>
          <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={() => void dates.refetch()}>
            {t('modules.retry')}
          </Button>
        </Stack>
      ) : dates.data.length === 0 ? (
        <EmptyState icon={IconCalendarEvent} message={t('dashboard.noDates')} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {dates.data.map((d) => {
            const chip = wasteTypeColors(d.color);
            return (
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
                <Badge color={chip.background} c={chip.text} autoContrast={false} variant="filled" radius="sm" style={{ flexShrink: 0 }}>
                  {d.wasteType}
                </Badge>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
