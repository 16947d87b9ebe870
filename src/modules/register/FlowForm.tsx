/**
 * One generated form of the register module driven by its flow machine: loads the form (its own
 * lazy chunk), renders it with GeneratedFormView, shows the machine's verdicts and, once the call
 * succeeded, the page's confirmation instead (focused, so a screen reader reads it out).
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import type { MessageKey } from '../../forms/validation';
import { canSubmit, CONFIRMATION, formFlowMachine, newPasswordFields, visibleProblems, type FormFlowContext } from './form-flow.machine';
import { submitActor, type FlowFunction } from './register.actors';

export interface FlowFormProps {
  functionName: FlowFunction;
  submitLabel: string;
  submitIcon?: ReactNode;
  /** Label of the new password's repetition (default: "Neues Passwort wiederholen"). */
  confirmationLabel?: string;
  /** Below the submit button. */
  footer?: ReactNode;
  /** Values the page sets (a reset link's token). */
  values?: Record<string, unknown>;
  failures?: Record<string, MessageKey>;
  phoneCountries?: readonly string[];
  /** Where a consent naming the privacy notice links to. */
  privacyUrl?: string | null;
  /** What a field is for, by field name, shown under its label (see GeneratedFormView). */
  hints?: Record<string, string>;
  /** What shows once the call succeeded. */
  done(context: FormFlowContext): ReactNode;
  /** Below a failure message, e.g. "request a new link" for a used one. */
  failureAction?(failure: MessageKey): ReactNode;
}

export function FlowForm(props: FlowFormProps) {
  const { t } = useTranslation();
  const generated = useGeneratedForm(props.functionName);
  if (generated.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  if (!generated.data) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
        <Text size="sm" c="red.9">{t(generated.isError ? 'register.loadFailed' : 'register.unavailable')}</Text>
      </Alert>
    );
  }
  return <LoadedFlowForm {...props} form={generated.data} />;
}

function LoadedFlowForm(props: FlowFormProps & { form: GeneratedForm }) {
  const { form, functionName, submitLabel, submitIcon, confirmationLabel, footer, values, failures, phoneCountries = [], privacyUrl, hints, done, failureAction } = props;
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // Counts refused submits: after each, the first field with a problem takes the focus.
  const [refused, setRefused] = useState(0);
  const machine = useMemo(() => formFlowMachine.provide({ actors: { submit: submitActor(functionName) } }), [functionName]);
  const country = (phoneCountries[0] ?? 'DE') as CountryCode;
  const [state, send] = useMachine(machine, { input: { form, values, failures, country } });
  const c = state.context;
  useEffect(() => {
    if (refused > 0) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  if (state.matches('done')) return <>{done(c)}</>;

  const submitting = state.matches('submitting');
  const problems = visibleProblems(c);
  const errors = Object.fromEntries(Object.entries(problems).filter(([field]) => field !== CONFIRMATION).map(([field, key]) => [field, t(key)]));
  const repeat = problems[CONFIRMATION];
  return (
    <div ref={container}>
      <GeneratedFormView
        form={form}
        values={c.values}
        errors={errors}
        disabled={submitting}
        hints={hints}
        autoFocus={form.fields.find((f) => f.component !== 'None')?.name}
        context={{
          loadOptions: loadQueryRows,
          country: c.country,
          phoneCountries,
          privacyUrl: privacyUrl ?? undefined,
          onCountry: (next) => send({ type: 'SET_COUNTRY', country: next }),
          onBlur: (field) => send({ type: 'BLUR', field }),
          confirmation:
            newPasswordFields(form).length > 0
              ? { value: c.confirmation, error: repeat ? t(repeat) : undefined, label: confirmationLabel, onChange: (value) => send({ type: 'CONFIRM', value }) }
              : undefined,
        }}
        onChange={(next) => send({ type: 'CHANGE', values: next })}
        onSubmit={() => {
          if (!canSubmit(c)) setRefused((n) => n + 1);
          send({ type: 'SUBMIT' });
        }}
      >
        <Stack gap="sm">
          {c.failure && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
              <Text size="sm" c="red.9">{t(c.failure)}</Text>
              {failureAction?.(c.failure)}
            </Alert>
          )}
          <Group>
            <Button type="submit" size="md" loading={submitting} leftSection={submitIcon}>
              {submitLabel}
            </Button>
          </Group>
          {footer}
        </Stack>
      </GeneratedFormView>
    </div>
  );
}
