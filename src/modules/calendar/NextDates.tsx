import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendarExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { WasteTypeBadge } from '../../ui/WasteTypeBadge';
import { daysUntil, nextPerWasteType } from './days';
import type { CollectionDate } from './queries';

/** The next collection of each waste type, soonest first: what a resident opens the page for. */
export function NextDates({ dates, today }: { dates: readonly CollectionDate[]; today: string }) {
  const { t } = useTranslation();
  const next = nextPerWasteType(dates, today);
  if (next.length === 0) return null;
  return (
    <section aria-labelledby="calendar-next">
      <Title order={2} size="h4" id="calendar-next" mb="sm">
        {t('calendarView.next')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {next.map((d) => {
          const days = daysUntil(today, d.day);
          return (
            <Card key={d.wasteType} component="li" withBorder radius="md" padding="sm" data-next={d.wasteType}>
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <WasteTypeBadge name={d.wasteType} color={d.color} />
                  <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                    {days === 0 ? t('calendarView.todayShort') : t('calendarView.inDays', { count: days })}
                  </Text>
                </Group>
                <Text fw={700}>{formatDate(d.date, 'EEEE, dd.MM.yyyy')}</Text>
                {d.postponed && (
                  <Group gap={4} wrap="nowrap">
                    <IconCalendarExclamation size={14} aria-hidden="true" />
                    <Text size="xs" fw={600}>
                      {t('calendarView.postponedHint')}
                    </Text>
                  </Group>
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
