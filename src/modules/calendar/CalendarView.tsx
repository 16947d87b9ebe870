import { Box, Chip, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayList } from './DayList';
import { ExportActions } from './ExportActions';
import { MonthGrid } from './MonthGrid';
import { NextDates } from './NextDates';
import { berlinDay, type CollectionDate, type StreetRef } from './queries';

/** Below this width of the calendar's own column a month table gets too narrow to read. */
const MONTH_VIEW_MIN_WIDTH = 620;

interface WasteType {
  name: string;
  color: string | null;
  id: number | null;
}

export interface CalendarViewProps {
  dates: readonly CollectionDate[];
  /** The street the dates belong to: enables subscribing, downloading and printing. */
  street?: StreetRef | null;
  now?: Date;
}

/** Next date per waste type, the export actions, and all dates as a day list or (when wide) a month table. */
export function CalendarView({ dates, street = null, now = new Date() }: CalendarViewProps) {
  const { t } = useTranslation();
  const today = berlinDay(now);
  const wasteTypes = useMemo(() => {
    const seen = new Map<string, WasteType>();
    for (const d of dates) if (d.wasteType && !seen.has(d.wasteType)) seen.set(d.wasteType, { name: d.wasteType, color: d.color, id: d.wasteTypeId });
    return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }, [dates]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = wasteTypes.filter((w) => !hidden.has(w.name));
  const visible = useMemo(() => dates.filter((d) => !hidden.has(d.wasteType)), [dates, hidden]);
  const years = useMemo(() => [...new Set(dates.map((d) => Number(d.day.slice(0, 4))))].filter((y) => y >= Number(today.slice(0, 4))).sort(), [dates, today]);
  // The exports filter by waste type key; an authority that sends none gets them unfiltered.
  const exportable = wasteTypes.every((w) => w.id !== null) ? wasteTypes.map((w) => ({ id: w.id as number, name: w.name })) : [];
  const { ref, width } = useElementSize();
  const [mode, setMode] = useState<'list' | 'month'>('list');
  const wide = width >= MONTH_VIEW_MIN_WIDTH;

  return (
    <Stack gap="lg" ref={ref}>
      <NextDates dates={visible} today={today} />
      {street && (
        <ExportActions street={street} wasteTypes={exportable} shown={exportable.filter((w) => !hidden.has(w.name)).map((w) => w.id)} years={years} />
      )}
      {wasteTypes.length > 1 && (
        <Box component="fieldset" p={0} m={0} style={{ border: 0 }}>
          <Text component="legend" size="sm" fw={600} mb="xs">
            {t('calendar.filter')}
          </Text>
          <Chip.Group
            multiple
            value={shown.map((w) => w.name)}
            onChange={(values) => setHidden(new Set(wasteTypes.map((w) => w.name).filter((name) => !values.includes(name))))}
          >
            <Group gap="xs">
              {wasteTypes.map((w) => (
                <Chip key={w.name} value={w.name} variant="outline" color="dark" size="sm">
                  <Box component="span" aria-hidden="true" w={10} h={10} mr={6} style={{ display: 'inline-block', borderRadius: 999, background: w.color ?? 'var(--mantine-color-gray-5)', border: '1px solid rgba(0,0,0,.2)' }} />
                  {w.name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Box>
      )}
      <Group justify="space-between" align="center">
        <Title order={2} size="h4">
          {t('calendarView.all')}
        </Title>
        {wide && (
          <SegmentedControl
            aria-label={t('calendarView.view')}
            value={mode}
            onChange={(value) => setMode(value === 'month' ? 'month' : 'list')}
            data={[
              { value: 'list', label: t('calendarView.list') },
              { value: 'month', label: t('calendarView.month') },
            ]}
          />
        )}
      </Group>
      {wide && mode === 'month' ? <MonthGrid dates={visible} today={today} /> : <DayList dates={visible} today={today} />}
    </Stack>
  );
}
