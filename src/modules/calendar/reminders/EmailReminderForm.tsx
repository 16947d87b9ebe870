/**
 * A reminder by e-mail on the generated form of RegistriereEmailErinnerung (address, lead time,
 * waste types, e-mail address). Sending asks the authority to mail a confirmation link; the
 * reminder is active only once the resident opens it (double opt-in), which the form says.
 */
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../../codegen/runtime/contract';
import { HttpError } from '../../../api/errors';
import { initialFormData } from '../../../forms/defaults';
import { splitStreetNumber } from '../../../forms/validation';
import { requestEmailReminder } from './email-registration';
import { ReminderFormView, useReminderForm, withWasteTypeWidget } from './lookups';

export interface EmailReminderFormProps {
  form: GeneratedForm;
  /** Address, lead time and waste types to start with (the calendar's address, or the push form's values). */
  initial: Record<string, unknown>;
  onSent(email: string): void;
  onCancel(): void;
}

export function EmailReminderForm({ form: generated, initial, onSent, onCancel }: EmailReminderFormProps) {
  const { t } = useTranslation();
  const form = useMemo(() => withWasteTypeWidget(generated), [generated]);
  const [values, setValues] = useState<Record<string, unknown>>(() => initialFormData(form.fields, new Date(), initial));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { lookups, problems, errors } = useReminderForm(form, values, submitted);

  const submit = async () => {
    setSubmitted(true);
    setProblem(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      // The district goes with the street and "5a" is number and addition, as for a push reminder.
      const street = lookups.streets.data?.find((o) => o.value === values.strasse);
      const house = typeof values.hausNr === 'string' ? splitStreetNumber(values.hausNr) : null;
      await requestEmailReminder({ ...values, ortsteil: street?.district ?? null, hausNr: house?.number || null, hausNrZus: house?.addition || null });
      onSent(String(values.eMail ?? '').trim());
    } catch (error) {
      // The server's German reason where it gave one (a refused address, too many requests).
      setProblem(error instanceof HttpError && error.status < 500 && error.message ? error.message : t('reminders.emailError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReminderFormView form={form} values={values} errors={errors} lookups={lookups} onChange={setValues} onSubmit={() => void submit()} disabled={busy} onCancel={onCancel} submit={{ label: t('reminders.emailSave'), icon: <IconMail size={18} aria-hidden="true" /> }}>
      <Text size="sm">{t('reminders.emailIntro')}</Text>
      {problem ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          {problem}
        </Alert>
      ) : null}
    </ReminderFormView>
  );
}
