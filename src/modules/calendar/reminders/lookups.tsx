/**
 * The options both reminder forms (push and e-mail) offer, loaded together: towns, the chosen
 * town's streets, waste types and lead times; and what the form shows while they load or failed.
 */
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { leadTimesQueryOptions, reminderStreetsQueryOptions, reminderTownsQueryOptions, wasteTypesQueryOptions } from './options';
import { WASTE_TYPES_WIDGET } from './WasteTypesWidget';

/** The generated form with the waste types as a multi-select (one comma-joined string). */
export function withWasteTypeWidget(form: GeneratedForm): GeneratedForm {
  const entry = (form.uiSchema.abfallarten ?? {}) as Record<string, unknown>;
  return { ...form, uiSchema: { ...form.uiSchema, abfallarten: { ...entry, 'ui:widget': WASTE_TYPES_WIDGET } } };
}

export function useReminderLookups(townId: number | null) {
  const towns = useQuery(reminderTownsQueryOptions());
  const streets = useQuery(reminderStreetsQueryOptions(townId));
  const wasteTypes = useQuery(wasteTypesQueryOptions());
  const leadTimes = useQuery(leadTimesQueryOptions());
  // Options first: a prefilled town or lead time must meet its option, or the widget would clear it.
  const required = [towns, wasteTypes, leadTimes];
  return {
    towns,
    streets,
    wasteTypes,
    leadTimes,
    failed: required.some((q) => q.isError),
    pending: required.some((q) => q.isPending),
    retry: () => required.forEach((q) => void q.refetch()),
    fieldOptions: {
      ...(towns.data ? { ort: towns.data } : {}),
      ...(streets.data ? { strasse: streets.data } : {}),
      ...(wasteTypes.data ? { abfallarten: wasteTypes.data } : {}),
      ...(leadTimes.data ? { vorlaufzeit: leadTimes.data } : {}),
    },
  };
}

/** The form once the options are there; a loader before, an error with "try again" when they failed. */
export function LookupState({ lookups, children }: { lookups: ReturnType<typeof useReminderLookups>; children: ReactNode }) {
  const { t } = useTranslation();
  if (lookups.failed) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} w="100%">
          {t('error.load')}
        </Alert>
        <Button variant="default" leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={lookups.retry}>
          {t('modules.retry')}
        </Button>
      </Stack>
    );
  }
  if (lookups.pending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  return <>{children}</>;
}
