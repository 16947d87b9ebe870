import { ActionIcon, Badge, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { wasteTypeColors } from '../../ui/wasteTypeColors';
import { addMonths, groupByDay, monthWeeks, type CollectionDay } from './days';
import type { CollectionDate } from './queries';

// Noon keeps the Berlin day whatever the device's zone when a `yyyy-MM-dd` becomes a Date for display.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
// 2024-01-01 was a Monday: the week header's names come from the same German formatter as every date.
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => formatDate(noon(`2024-01-0${i + 1}`), 'EEEE'));

/** A month as a table of weeks (Monday first) with each day's waste types; months step with two buttons. */
export function MonthGrid({ dates, today }: { dates: readonly CollectionDate[]; today: string }) {
  const { t } = useTranslation();
  const days = useMemo(() => new Map(groupByDay(dates).map((d) => [d.day, d])), [dates]);
  const first = dates[0]?.day.slice(0, 7) ?? today.slice(0, 7);
  const last = dates.at(-1)?.day.slice(0, 7) ?? today.slice(0, 7);
  const [month, setMonth] = useState(() => (today.slice(0, 7) < first ? first : today.slice(0, 7) > last ? last : today.slice(0, 7)));
  const label = formatDate(noon(`${month}-01`), 'MMMM yyyy');
  const weeks = monthWeeks(month);
  const any = weeks.some((week) => week.some((day) => day !== null && days.has(day)));

  return (
    <Stack gap="sm" data-testid="calendar-month">
      <Group justify="space-between" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label={t('calendarView.previousMonth')} disabled={month <= first} onClick={() => setMonth(addMonths(month, -1))}>
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <Title order={3} size="h4" aria-live="polite">
          {label}
        </Title>
        <ActionIcon variant="default" size="lg" aria-label={t('calendarView.nextMonth')} disabled={month >= last} onClick={() => setMonth(addMonths(month, 1))}>
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <Table withTableBorder withColumnBorders layout="fixed" verticalSpacing={4} horizontalSpacing={4}>
        <VisuallyHidden component="caption">{t('calendarView.monthCaption', { month: label })}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            {WEEKDAYS.map((name) => (
              <Table.Th key={name} ta="center">
                <abbr title={name} style={{ textDecoration: 'none' }}>
                  {name.slice(0, 2)}
                </abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week.find(Boolean)}>
              {week.map((day, i) => (
                <Table.Td key={day ?? `pad-${i}`} valign="top" h={72} bg={day === today ? 'var(--mantine-color-brand-1)' : undefined}>
                  {day && <DayCell day={day} entry={days.get(day)} today={today} />}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!any && (
        <Text size="sm" c="dimmed">
          {t('calendarView.noneThisMonth')}
        </Text>
      )}
    </Stack>
  );
}

function DayCell({ day, entry, today }: { day: string; entry: CollectionDay | undefined; today: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} aria-current={day === today ? 'date' : undefined}>
      <Text size="xs" fw={day === today ? 800 : 500} c={day < today ? 'dimmed' : undefined}>
        {Number(day.slice(8))}
      </Text>
      {entry?.entries.map((d) => {
        const chip = wasteTypeColors(d.color);
        return (
          <Badge key={d.wasteType} size="xs" radius="sm" variant="filled" color={chip.background} c={chip.text} autoContrast={false} fullWidth title={d.wasteType}>
            {d.wasteType}
          </Badge>
        );
      })}
      {entry?.postponed && (
        <Text size="xs" fw={600} title={entry.notes.join(' · ') || undefined}>
          {t('calendar.postponed')}
        </Text>
      )}
    </Stack>
  );
}
