import { Grid, Select } from '@mantine/core';
import { IconMapPin, IconRoad } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { streetLabel, streetsQueryOptions, townsQueryOptions, type Town } from './queries';

export interface StreetPickerProps {
  town: Town | null;
  streetId: number | null;
  /** A new town: the street choice is the caller's to clear. */
  onTown(town: Town | null): void;
  onStreet(streetId: number | null): void;
}

/** Town (with district) and street choice of the general calendar page; both searchable. */
export function StreetPicker({ town, streetId, onTown, onStreet }: StreetPickerProps) {
  const { t } = useTranslation();
  const towns = useQuery(townsQueryOptions());
  const streets = useQuery(streetsQueryOptions(town));
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('calendar.town')}
          placeholder={t('calendar.townPlaceholder')}
          searchable
          clearable
          leftSection={<IconMapPin size={16} aria-hidden="true" />}
          data={(towns.data ?? []).map((x) => ({ value: x.key, label: x.district ? `${x.name} – ${x.district}` : x.name }))}
          value={town?.key ?? null}
          onChange={(key) => {
            onTown(towns.data?.find((x) => x.key === key) ?? null);
          }}
          error={towns.isError ? t('error.load') : undefined}
          disabled={towns.isPending}
          nothingFoundMessage={t('common.empty')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label={t('calendar.street')}
          placeholder={t('calendar.streetPlaceholder')}
          searchable
          clearable
          leftSection={<IconRoad size={16} aria-hidden="true" />}
          data={(streets.data ?? []).map((s) => ({ value: String(s.streetId), label: streetLabel(s) }))}
          value={streetId === null ? null : String(streetId)}
          onChange={(value) => onStreet(value === null ? null : Number(value))}
          disabled={town === null || streets.isPending}
          error={streets.isError ? t('error.load') : undefined}
          nothingFoundMessage={t('common.empty')}
        />
      </Grid.Col>
    </Grid>
  );
}
