import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from './DashboardCard';
import type { DashboardObject } from './queries';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0}>
        {value?.trim() || t('dashboard.unknown')}
      </Text>
    </Stack>
  );
}

function addressLine(object: DashboardObject): string {
  const s = object.Strasse;
  const number = object.HausNr != null ? ` ${object.HausNr}${object.HausNrZus ?? ''}` : '';
  const town = [s?.Plz, s?.Ort?.Ortsname ?? s?.Ort?.Name].filter(Boolean).join(' ');
  return [`${s?.Name ?? ''}${number}`.trim(), town].filter(Boolean).join(', ');
}

function ownerName(object: DashboardObject): string {
  const owner = object.EigentuemerAdressenObj;
  return [owner?.Vorname, owner?.Name].filter(Boolean).join(' ');
}

/** Address, Objektnummer, Kassenzeichen, Objekttyp and owner of the object. */
export function MasterDataCard({ object, loading }: { object: DashboardObject | null; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <DashboardCard id="dashboard-master-data" icon={IconHome} title={t('dashboard.masterData')}>
      {loading || !object ? (
        <Stack gap="sm">
          <Skeleton height={14} width="70%" />
          <Skeleton height={14} width="50%" />
          <Skeleton height={14} width="60%" />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" component="dl" m={0}>
          <Field label={t('dashboard.address')} value={addressLine(object)} />
          <Field label={t('dashboard.owner')} value={ownerName(object)} />
          <Field label={t('dashboard.objectNumber')} value={object.ObjektNr} />
          <Field label={t('dashboard.cashReference')} value={object.Kassenzeichen} />
          <Field label={t('dashboard.objectType')} value={object.Objekttyp?.Name} />
        </SimpleGrid>
      )}
    </DashboardCard>
  );
}
