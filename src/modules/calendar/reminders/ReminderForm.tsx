/**
 * One reminder's settings on the generated form of Registrieren (address, lead time, waste types).
 * Saving asks for notification permission (a click is needed for that), gets the device's push
 * token, stores the configuration and registers it; the registration's own failure is only logged,
 * the configuration stays and is registered again with the next token.
 */
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle, IconBellPlus, IconMail } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import type { NotificationConfiguration } from './configurations';
import type { AddressPrefill } from './form-values';
import { ReminderFormView, useReminderForm, withWasteTypeWidget } from './lookups';
import { reminderActors } from './reminder.actors';
import { reminderMachine } from './reminder.machine';

export interface ReminderFormProps {
  form: GeneratedForm;
  /** The configuration being edited; null for a new one. */
  editing: NotificationConfiguration | null;
  prefill: AddressPrefill | null;
  onSaved(config: NotificationConfiguration): void;
  onCancel(): void;
  /**
   * Offered where this browser cannot receive push at all and the authority reminds by e-mail:
   * switches to the e-mail form with the values entered so far.
   */
  onUseEmail?: (values: Record<string, unknown>) => void;
}

export function ReminderForm({ form: generated, editing, prefill, onSaved, onCancel, onUseEmail }: ReminderFormProps) {
  const { t } = useTranslation();
  const form = useMemo(() => withWasteTypeWidget(generated), [generated]);
  const machine = useMemo(() => reminderMachine.provide({ actors: reminderActors }), []);
  const [state, send] = useMachine(machine, { input: { form, editing, prefill } });
  const { values, submitted, problem, config } = state.context;
  const busy = state.matches('obtainingToken') || state.matches('storing');
  const { lookups, errors } = useReminderForm(form, values, submitted);
  const { towns, streets, wasteTypes } = lookups;
  // Once per saved configuration, whatever the parent passes as onSaved on its next render.
  const saved = state.status === 'done' ? config : null;
  const reportSaved = useRef(onSaved);
  useEffect(() => {
    reportSaved.current = onSaved;
  }, [onSaved]);
  useEffect(() => {
    if (saved) reportSaved.current(saved);
  }, [saved]);

  const submit = () => send({ type: 'SUBMIT', lookups: { towns: towns.data ?? [], streets: streets.data ?? [], wasteTypes: wasteTypes.data ?? [] } });

  // Without push at all, e-mail is the way (where the authority offers it), not "try again later".
  const offerEmail = problem === 'unsupported' && onUseEmail !== undefined;

  return (
    <ReminderFormView form={form} values={values} errors={errors} lookups={lookups} onChange={(next) => send({ type: 'CHANGE', values: next })} onSubmit={submit} disabled={busy} onCancel={onCancel} submit={{ label: t('reminders.save'), icon: <IconBellPlus size={18} aria-hidden="true" /> }}>
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          <Stack gap="sm" align="flex-start">
            {offerEmail ? t('reminders.errors.unsupportedEmail') : t(`reminders.errors.${problem}`)}
            {offerEmail ? (
              <Button variant="default" leftSection={<IconMail size={18} aria-hidden="true" />} onClick={() => onUseEmail(values)}>
                {t('reminders.useEmail')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </ReminderFormView>
  );
}
