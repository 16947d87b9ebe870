/**
 * One reminder's settings on the generated form of Registrieren (address, lead time, waste types).
 * Saving asks for notification permission (a click is needed for that), gets the device's push
 * token, stores the configuration and registers it; the registration's own failure is only logged
 * (SPEC section 8), the configuration stays and is registered again with the next token.
 */
import { Alert, Button, Center, Flex, Loader, Stack } from '@mantine/core';
import { IconAlertCircle, IconBellPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { initialFormData } from '../../../forms/defaults';
import { GeneratedFormView } from '../../../forms/GeneratedFormView';
import { loadQueryRows } from '../../../forms/load-options';
import { formProblems } from '../../../forms/validate';
import { addressKeyOf, loadConfigurations, saveConfigurations, upsertConfiguration, type NotificationConfiguration } from './configurations';
import { configurationOf, valuesOfConfiguration, valuesOfPrefill, type AddressPrefill } from './form-values';
import { leadTimesQueryOptions, reminderStreetsQueryOptions, reminderTownsQueryOptions, wasteTypesQueryOptions } from './options';
import { obtainPushToken, PushUnavailableError } from './push-token';
import { logPushFailure, registerConfiguration, unregisterToken } from './registration';
import { WASTE_TYPES_WIDGET } from './WasteTypesWidget';

export interface ReminderFormProps {
  form: GeneratedForm;
  /** The configuration being edited; null for a new one. */
  editing: NotificationConfiguration | null;
  prefill: AddressPrefill | null;
  onSaved(config: NotificationConfiguration): void;
  onCancel(): void;
}

/** The generated form with the waste types as a multi-select (one comma-joined string). */
function withWasteTypeWidget(form: GeneratedForm): GeneratedForm {
  const entry = (form.uiSchema.abfallarten ?? {}) as Record<string, unknown>;
  return { ...form, uiSchema: { ...form.uiSchema, abfallarten: { ...entry, 'ui:widget': WASTE_TYPES_WIDGET } } };
}

export function ReminderForm({ form: generated, editing, prefill, onSaved, onCancel }: ReminderFormProps) {
  const { t } = useTranslation();
  const form = useMemo(() => withWasteTypeWidget(generated), [generated]);
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    initialFormData(form.fields, new Date(), editing ? valuesOfConfiguration(editing) : valuesOfPrefill(prefill)),
  );
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const townId = typeof values.ort === 'number' ? values.ort : null;
  const towns = useQuery(reminderTownsQueryOptions());
  const streets = useQuery(reminderStreetsQueryOptions(townId));
  const wasteTypes = useQuery(wasteTypesQueryOptions());
  const leadTimes = useQuery(leadTimesQueryOptions());

  const problems = formProblems(form, values);
  const errors = submitted ? Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])) : {};

  const submit = async () => {
    setSubmitted(true);
    setProblem(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const token = await obtainPushToken();
      const config = configurationOf(values, { towns: towns.data ?? [], streets: streets.data ?? [], wasteTypes: wasteTypes.data ?? [] }, token);
      if (!config) {
        setProblem(t('reminders.errors.options'));
        return;
      }
      saveConfigurations(upsertConfiguration(loadConfigurations(), config, editing?.topic));
      // In the background: the resident's settings are saved whatever the push service says.
      void registerConfiguration(config).catch((error: unknown) => logPushFailure('Registrieren', error));
      if (editing && (editing.topic !== config.topic || editing.fcmToken !== config.fcmToken)) {
        void unregisterToken(editing.fcmToken, addressKeyOf(editing)).catch((error: unknown) => logPushFailure('Abmelden', error));
      }
      onSaved(config);
    } catch (error) {
      const reason = error instanceof PushUnavailableError ? error.reason : 'failed';
      if (reason === 'failed') logPushFailure('Push-Anmeldung', error);
      setProblem(t(`reminders.errors.${reason}`));
    } finally {
      setBusy(false);
    }
  };

  // Options first: a prefilled town or lead time must meet its option, or the widget would clear it.
  const lookups = [towns, wasteTypes, leadTimes];
  if (lookups.some((q) => q.isError)) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} w="100%">
          {t('error.load')}
        </Alert>
        <Button variant="default" leftSection={<IconRefresh size={18} />} onClick={() => lookups.forEach((q) => void q.refetch())}>
          {t('modules.retry')}
        </Button>
      </Stack>
    );
  }
  if (lookups.some((q) => q.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }

  return (
    <GeneratedFormView
      form={form}
      values={values}
      errors={errors}
      context={{
        loadOptions: loadQueryRows,
        fieldOptions: {
          ...(towns.data ? { ort: towns.data } : {}),
          ...(streets.data ? { strasse: streets.data } : {}),
          ...(wasteTypes.data ? { abfallarten: wasteTypes.data } : {}),
          ...(leadTimes.data ? { vorlaufzeit: leadTimes.data } : {}),
        },
      }}
      onChange={setValues}
      onSubmit={() => void submit()}
      disabled={busy}
    >
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
      ) : null}
      {/* On a phone the two buttons do not fit one row: stacked at full width instead of one
          button alone at the right and the other below it. */}
      <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('reminders.cancel')}
        </Button>
        <Button type="submit" loading={busy} leftSection={<IconBellPlus size={18} />}>
          {t('reminders.save')}
        </Button>
      </Flex>
    </GeneratedFormView>
  );
}
