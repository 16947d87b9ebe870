import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js/min';
import { fromPromise } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import type { FieldCheck } from '../../forms/widgets/context';
import { loadQueryRows } from '../../forms/load-options';
import { binLookupQueryOptions, submitRequest, type BinLookup } from './queries';
import { FIELD, hiddenFields, kindOf, requiredFields, type RequestKind } from './request.form';
import { requestMachine, visibleProblems, type SubmitRequestInput } from './request.machine';

export interface RequestFormProps {
  form: GeneratedForm;
  kinds: RequestKind[];
  phoneCountries: readonly string[];
  /** A logged-in resident's object and contact, filled in (request.machine.ts `prefill`). */
  prefill?: Record<string, unknown>;
}

const actors = {
  submit: fromPromise<number, SubmitRequestInput>(({ input, signal }) => submitRequest(input.params, input.idempotencyKey, signal)),
};

/** Ordering, exchanging or returning a bin on the generated form; the request machine decides. */
export function RequestForm({ form, kinds, phoneCountries, prefill }: RequestFormProps) {
  const { t } = useTranslation();
  const machine = useMemo(() => requestMachine.provide({ actors }), []);
  const [state, send] = useMachine(machine, { input: { form, kinds, prefill, country: (phoneCountries[0] ?? 'DE') as CountryCode } });
  const c = state.context;
  const kind = kindOf(kinds, c.values);
  const hidden = useMemo(() => hiddenFields(kind), [kind]);
  const problems = visibleProblems(c);
  const errors = useMemo(() => Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])), [JSON.stringify(problems), t]);
  const submitting = state.matches('submitting');
  const check = useBinCheck(kind?.needsOld === true, c.values);
  const shownErrors = check.state === 'invalid' && !errors[FIELD.chip] ? { ...errors, [FIELD.chip]: t('container.request.errors.chip') } : errors;

  if (state.matches('done'))
    return (
      <Stack gap="md" align="flex-start">
        {/* The title in the default text colour: Mantine's green title on light green stays below 4.5:1. */}
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden="true" />} role="status" w="100%">
          <Text fw={700}>{t('container.request.doneTitle')}</Text>
          <Text size="sm">{t('container.request.done', { id: c.orderId })}</Text>
        </Alert>
        <Button variant="default" onClick={() => send({ type: 'RESTART' })}>
          {t('container.request.another')}
        </Button>
      </Stack>
    );

  return (
    <GeneratedFormView
      form={form}
      values={c.values}
      errors={shownErrors}
      hidden={hidden}
      required={requiredFields(kind)}
      disabled={submitting}
      context={{
        loadOptions: loadQueryRows,
        fieldOptions: { [FIELD.kind]: kinds.map((k) => ({ value: k.id, label: k.label, description: k.description })) },
        country: c.country,
        phoneCountries,
        onCountry: (country) => send({ type: 'COUNTRY', country }),
        onBlur: (field) => send({ type: 'BLUR', field }),
        checks: { [FIELD.chip]: check },
      }}
      onChange={(values) => send({ type: 'CHANGE', values })}
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      {c.failure?.general && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
          {t(c.failure.general)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={submitting} leftSection={<IconSend size={18} aria-hidden="true" />}>
          {t('container.request.submit')}
        </Button>
      </Group>
    </GeneratedFormView>
  );
}

/** A container number is checked once the resident pauses typing. */
const LOOKUP_DEBOUNCE_MS = 1500;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The bin behind the typed chip number, looked up on the named property once typing pauses, so the
 * resident sees which bin the request is about before sending it. The server checks it again.
 */
function useBinCheck(needed: boolean, values: Record<string, unknown>): FieldCheck {
  const { t } = useTranslation();
  const lookup: BinLookup | null =
    needed && trimmed(values[FIELD.chip]) && trimmed(values.kassenzeichen) && trimmed(values.objektNr)
      ? { chipReferenzNr: trimmed(values[FIELD.chip]), kassenzeichen: trimmed(values.kassenzeichen), objektNr: trimmed(values.objektNr) }
      : null;
  const key = lookup && JSON.stringify(lookup);
  const [settled] = useDebouncedValue(key, LOOKUP_DEBOUNCE_MS);
  const result = useQuery(binLookupQueryOptions(settled && settled === key ? lookup : null));
  if (!lookup) return { state: 'idle' };
  if (settled !== key || result.isFetching) return { state: 'checking' };
  // A refused identity or too many lookups: the submit names the problem; the field stays quiet.
  if (result.isError || !result.data) return { state: 'failed' };
  const [bin] = result.data;
  if (result.data.length !== 1 || !bin) return { state: 'invalid' };
  return { state: 'found', found: t('container.request.found', { wasteType: bin.wasteType, volume: bin.volume }) };
}
