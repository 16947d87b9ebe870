import { Badge, Card, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconCalendarExclamation } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { WasteTypeBadge } from '../../ui/WasteTypeBadge';
import { groupByDay, type CollectionDay } from './days';
import type { CollectionDate } from './queries';

interface Month {
  key: string;
  label: string;
  days: CollectionDay[];
  collections: number;
}

/** Dates from the current month on, by German month, one row per day with all of that day's waste types. */
export function DayList({ dates, today }: { dates: readonly CollectionDate[]; today: string }) {
  const { t } = useTranslation();
  const months = useMemo(() => {
    const byMonth = new Map<string, Month>();
    for (const day of groupByDay(dates)) {
      const key = day.day.slice(0, 7);
      if (key < today.slice(0, 7)) continue;
      const month = byMonth.get(key) ?? { key, label: formatDate(day.date, 'MMMM yyyy'), days: [], collections: 0 };
      month.days.push(day);
      month.collections += day.entries.length;
      byMonth.set(key, month);
    }
    return [...byMonth.values()];
  }, [dates, today]);

  if (months.length === 0) return <EmptyState icon={IconCalendarOff} message={t('calendar.empty')} />;
  return months.map((month) => (
    <Card key={month.key} withBorder radius="md" padding="md" component="section" aria-labelledby={`month-${month.key}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5" id={`month-${month.key}`}>
          {month.label}
        </Title>
        <Text size="xs" c="dimmed">
          {t('calendar.count', { count: month.collections })}
        </Text>
      </Group>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {month.days.map((day) => (
          <DayRow key={day.day} day={day} today={today} />
        ))}
      </Stack>
    </Card>
  ));
}

function DayRow({ day, today }: { day: CollectionDay; today: string }) {
  const { t } = useTranslation();
  const isToday = day.day === today;
  const isPast = day.day < today;
  return (
    // On phones the day's badges go below its date: side by side they would squeeze both.
    <Flex
      component="li"
      direction={{ base: 'column', xs: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', xs: 'flex-start' }}
      gap={{ base: 4, xs: 'sm' }}
      px="xs"
      py={6}
      aria-current={isToday ? 'date' : undefined}
      data-day={day.day}
      data-today={isToday || undefined}
      data-postponed={day.postponed || undefined}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: isToday ? 'var(--mantine-color-brand-1)' : undefined,
        // Past days step back through a lighter stripe and dimmed text, not opacity: opacity would
        // pull every label below 4.5:1. A shifted day keeps a dark stripe so it stands out.
        borderLeft: `4px solid ${isPast ? 'var(--mantine-color-gray-3)' : day.postponed ? 'var(--mantine-color-dark-7)' : 'var(--mantine-color-gray-4)'}`,
      }}
    >
      <Stack gap={2}>
        <Text size="sm" fw={isToday ? 700 : 500} c={isPast ? 'dimmed' : undefined} component="div" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(day.date, 'EEEE, dd.MM.')}
          {isToday && (
            <Badge ml="xs" size="xs" color="dark" variant="filled">
              {t('calendar.today')}
            </Badge>
          )}
        </Text>
        {day.postponed && (
          <Group gap={4} wrap="nowrap">
            <IconCalendarExclamation size={14} aria-hidden="true" />
            <Text size="xs" fw={600}>
              {t('calendar.postponed')}
            </Text>
          </Group>
        )}
        {day.notes.map((note) => (
          <Text key={note} size="xs" c="dimmed">
            {note}
          </Text>
        ))}
      </Stack>
      <Flex gap={4} wrap="wrap" justify={{ base: 'flex-start', xs: 'flex-end' }} style={{ flexShrink: 0 }}>
        {day.entries.map((d) => (
          <WasteTypeBadge key={d.wasteType} name={d.wasteType} color={d.color} />
        ))}
      </Flex>
    </Flex>
  );
}
