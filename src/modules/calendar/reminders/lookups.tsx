/**
 * What both reminder forms (push and e-mail) share: their options, loaded together (towns, the
 * chosen town's streets, waste types and lead times), their problems and errors, and the generated
 * form drawn once the options are there (a loader before, an error with "try again" when they failed).
 */
import { Alert, Button, Center, Flex, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { GeneratedFormView } from '../../../forms/GeneratedFormView';
import { loadQueryRows } from '../../../forms/load-options';
import { formProblems } from '../../../forms/validate';
import { leadTimesQueryOptions, reminderStreetsQueryOptions, reminderTownsQueryOptions, wasteTypesQueryOptions } from './options';
import { WASTE_TYPES_WIDGET } from './WasteTypesWidget';

/** The generated form with the waste types as a multi-select (one comma-joined string). */
export function withWasteTypeWidget(form: GeneratedForm): GeneratedForm {
  const entry = (form.uiSchema.abfallarten ?? {}) as Record<string, unknown>;
  return { ...form, uiSchema: { ...form.uiSchema, abfallarten: { ...entry, 'ui:widget': WASTE_TYPES_WIDGET } } };
}

function useReminderLookups(townId: number | null) {
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
function LookupState({ lookups, children }: { lookups: ReminderLookups; children: ReactNode }) {
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

type ReminderLookups = ReturnType<typeof useReminderLookups>;

/** The options for the values entered, the form's problems, and the errors shown once it was submitted. */
export function useReminderForm(form: GeneratedForm, values: Record<string, unknown>, submitted: boolean) {
  const { t } = useTranslation();
  const lookups = useReminderLookups(typeof values.ort === 'number' ? values.ort : null);
  const problems = formProblems(form, values);
  const errors = submitted ? Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])) : {};
  return { lookups, problems, errors };
}

interface ReminderFormViewProps {
  form: GeneratedForm;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  lookups: ReminderLookups;
  onChange(values: Record<string, unknown>): void;
  onSubmit(): void;
  disabled: boolean;
  onCancel(): void;
  /** The submit button's text and icon. */
  submit: { label: string; icon: ReactNode };
  children: ReactNode;
}

/** The generated form with the loaded options, `children` below the fields (notes), then cancel and submit. */
export function ReminderFormView({ form, values, errors, lookups, onChange, onSubmit, disabled, onCancel, submit, children }: ReminderFormViewProps) {
  const { t } = useTranslation();
  return (
    <LookupState lookups={lookups}>
      <GeneratedFormView
        form={form}
        values={values}
        errors={errors}
        context={{ loadOptions: loadQueryRows, fieldOptions: lookups.fieldOptions }}
        onChange={onChange}
        onSubmit={onSubmit}
        disabled={disabled}
      >
        {children}
        {/* On a phone the two buttons do not fit one row: stacked at full width instead of one
            button alone at the right and the other below it. */}
        <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={disabled}>
            {t('reminders.cancel')}
          </Button>
          <Button type="submit" loading={disabled} leftSection={submit.icon}>
            {submit.label}
          </Button>
        </Flex>
      </GeneratedFormView>
    </LookupState>
  );
}
