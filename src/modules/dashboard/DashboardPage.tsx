import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventsState } from '../../events/store';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { MasterDataCard } from './MasterDataCard';
import { NextDatesCard } from './NextDatesCard';
import { OpenItemsCard } from './OpenItemsCard';
import { QuickLinks } from './QuickLinks';
import { dashboardObjectQueryOptions, nextDatesQueryOptions, streetOf } from './queries';

export interface DashboardPageProps {
  objectId: number | null;
  availableModules: readonly string[];
  moduleHref(module: string): string;
  onNavigate(href: string): void;
  /** The object's event history from the app's events store; null when the backend has none. */
  events?: EventsState | null;
  onRetryEvents?(): void;
}

/** /objects/{id}/dashboard: master data, next collection dates, open items and links. */
export default function DashboardPage({ objectId, availableModules, moduleHref, onNavigate, events = null, onRetryEvents }: DashboardPageProps) {
  const { t } = useTranslation();
  const object = useQuery({ ...dashboardObjectQueryOptions(objectId ?? -1), enabled: objectId !== null });
  const street = streetOf(object.data);
  const dates = useQuery(nextDatesQueryOptions(street));

  if (objectId === null) {
    return (
      <Paper withBorder radius="md" p="lg">
        <EmptyState icon={IconBuildingCommunity} message={t('modules.noObject')} />
      </Paper>
    );
  }
  if (object.isError) {
    return (
      <LoadError onRetry={() => void object.refetch()} />
    );
  }
  const calendarHref = availableModules.includes('calendar') ? moduleHref('calendar') : null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MasterDataCard object={object.data ?? null} loading={object.isPending} />
        <NextDatesCard dates={dates} noStreet={object.isSuccess && street === null} calendarHref={calendarHref} onNavigate={onNavigate} />
      </SimpleGrid>
      <OpenItemsCard events={events} onRetry={onRetryEvents} historyHref={events ? moduleHref('history') : null} onNavigate={onNavigate} />
      <QuickLinks modules={availableModules.filter((m) => m !== 'dashboard')} moduleHref={moduleHref} onNavigate={onNavigate} />
    </Stack>
  );
}
