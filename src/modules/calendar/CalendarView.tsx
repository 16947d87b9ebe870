import { Badge, Box, Card, Chip, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { EmptyState } from '../../ui/EmptyState';
import { berlinDay, type CollectionDate } from '../../api/queries/collection-dates';
import { wasteTypeColors } from '../../ui/wasteTypeColors';
import { WasteTypeBadge } from '../../ui/WasteTypeBadge';

interface Month {
  key: string;
  label: string;
  dates: CollectionDate[];
}

/** Dates from the current month on, grouped by month (German names), filtered by waste type. */
export function CalendarView({ dates, now = new Date() }: { dates: readonly CollectionDate[]; now?: Date }) {
  const { t } = useTranslation();
  const today = berlinDay(now);
  const wasteTypes = useMemo(() => {
    const seen = new Map<string, string | null>();
    for (const d of dates) if (d.wasteType && !seen.has(d.wasteType)) seen.set(d.wasteType, d.color);
    return [...seen].map(([name, color]) => ({ name, color })).sort((a, b) => a.name.localeCompare(b.name, 'de'));
  }, [dates]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const shown = wasteTypes.filter((w) => !hidden.has(w.name)).map((w) => w.name);

  const months = useMemo(() => {
    const byMonth = new Map<string, Month>();
    for (const d of dates) {
      if (d.day.slice(0, 7) < today.slice(0, 7) || hidden.has(d.wasteType)) continue;
      const key = d.day.slice(0, 7);
      const month = byMonth.get(key) ?? { key, label: formatDate(d.date, 'MMMM yyyy'), dates: [] };
      month.dates.push(d);
      byMonth.set(key, month);
    }
    return [...byMonth.values()];
  }, [dates, hidden, today]);

  return (
    <Stack gap="lg">
      {wasteTypes.length > 1 && (
        <Box component="fieldset" p={0} m={0} style={{ border: 0 }}>
          <Text component="legend" size="sm" fw={600} mb="xs">
            {t('calendar.filter')}
          </Text>
          <Chip.Group
            multiple
            value={shown}
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
      {months.length === 0 ? (
        <EmptyState icon={IconCalendarOff} message={t('calendar.empty')} />
      ) : (
        months.map((month) => (
          <Card key={month.key} withBorder radius="md" padding="md" component="section" aria-labelledby={`month-${month.key}`}>
            <Group justify="space-between" mb="sm">
              <Title order={3} size="h5" id={`month-${month.key}`}>
                {month.label}
              </Title>
              <Text size="xs" c="dimmed">
                {t('calendar.count', { count: month.dates.length })}
              </Text>
            </Group>
            <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {month.dates.map((d) => {
                const isToday = d.day === today;
                const isPast = d.day < today;
                const chip = wasteTypeColors(d.color);
                return (
                  <Group
                    key={d.id}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    gap="sm"
                    px="xs"
                    py={6}
                    aria-current={isToday ? 'date' : undefined}
                    data-today={isToday || undefined}
                    style={{
                      borderRadius: 'var(--mantine-radius-sm)',
                      background: isToday ? 'var(--mantine-color-brand-1)' : undefined,
                      // Past dates step back through a lighter stripe and dimmed text, not opacity:
                      // opacity would pull every label below 4.5:1.
                      borderLeft: `4px solid ${isPast ? 'var(--mantine-color-gray-3)' : chip.background}`,
                    }}
                  >
                    <Stack gap={0}>
                      <Text size="sm" fw={isToday ? 700 : 500} c={isPast ? 'dimmed' : undefined} component="div">
                        {formatDate(d.date, 'EEEE, dd.MM.')}
                        {isToday && (
                          <Badge ml="xs" size="xs" color="dark" variant="filled">
                            {t('calendar.today')}
                          </Badge>
                        )}
                      </Text>
                      {(d.postponed || d.note) && (
                        <Text size="xs" c="dimmed">
                          {[d.postponed ? t('calendar.postponed') : null, d.note].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Stack>
                    <WasteTypeBadge name={d.wasteType} color={d.color} />
                  </Group>
                );
              })}
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  );
}
