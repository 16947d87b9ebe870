import { Alert, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconMapSearch, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { CalendarView } from './CalendarView';
import { ReminderButton } from './reminders/ReminderButton';
import { StreetPicker } from './StreetPicker';
import { useChosenStreet } from './chosen-street';
import { berlinDay, collectionDatesQueryOptions, objectStreetQueryOptions, townsQueryOptions, type StreetRef } from './queries';

export interface CalendarPageProps {
  objectId: number | null;
  /** Keeps the picked street in the page's address (ModulePageProps). */
  onNavigate?: (href: string, options: { replace: boolean }) => void;
}

/** /objects/{id}/calendar (the object's street) and /calendar (town and street picked by the visitor). */
export default function CalendarPage({ objectId, onNavigate }: CalendarPageProps) {
  const { t } = useTranslation();
  const [chosen, choose] = useChosenStreet(objectId === null ? onNavigate : undefined);
  const towns = useQuery({ ...townsQueryOptions(), enabled: objectId === null });
  const town = (chosen && towns.data?.find((x) => x.key === chosen.townKey)) ?? null;
  const streetId = chosen?.streetId ?? null;
  const objectStreet = useQuery({ ...objectStreetQueryOptions(objectId ?? -1), enabled: objectId !== null });
  const picked: StreetRef | null = town && streetId !== null ? { townId: town.townId, streetId, houseNumber: null } : null;
  const street = objectId !== null ? (objectStreet.data ?? null) : picked;
  const year = Number(berlinDay(new Date()).slice(0, 4));
  const dates = useQuery(collectionDatesQueryOptions(street, year, objectId !== null ? 'session' : 'public'));

  const retry = (refetch: () => unknown) => (
    <Stack gap="sm" align="flex-start">
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} w="100%">
        {t('modules.loadError')}
      </Alert>
      <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => void refetch()}>
        {t('modules.retry')}
      </Button>
    </Stack>
  );

  let body;
  if (objectId !== null && objectStreet.isError) body = retry(objectStreet.refetch);
  else if (objectId !== null && objectStreet.isSuccess && street === null) body = <EmptyState message={t('calendar.noStreet')} />;
  else if (objectId === null && street === null) body = <EmptyState icon={IconMapSearch} message={t('calendar.pickHint')} />;
  else if (dates.isError) body = retry(dates.refetch);
  else if (dates.isPending)
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={36} radius="sm" />
        ))}
      </Stack>
    );
  else body = <CalendarView dates={dates.data} street={street} />;

  return (
    <Stack gap="lg">
      {objectId === null && (
        <Paper withBorder radius="md" p="md">
          <StreetPicker
            town={town}
            streetId={streetId}
            onTown={(next) => choose(next ? { townKey: next.key, streetId: null } : null)}
            onStreet={(next) => choose(town ? { townKey: town.key, streetId: next } : null)}
          />
        </Paper>
      )}
      <ReminderButton prefill={street} />
      {body}
    </Stack>
  );
}
