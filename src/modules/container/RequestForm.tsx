import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js/min';
import { fromPromise } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { submitRequest } from './queries';
import { FIELD, hiddenFields, kindOf, requiredFields, type RequestKind } from './request.form';
import { requestMachine, visibleProblems, type SubmitRequestInput } from './request.machine';

export interface RequestFormProps {
  form: GeneratedForm;
  kinds: RequestKind[];
  phoneCountries: readonly string[];
}

const actors = {
  submit: fromPromise<number, SubmitRequestInput>(({ input, signal }) => submitRequest(input.params, input.idempotencyKey, signal)),
};

/** Ordering, exchanging or returning a bin on the generated form; the request machine decides. */
export function RequestForm({ form, kinds, phoneCountries }: RequestFormProps) {
  const { t } = useTranslation();
  const machine = useMemo(() => requestMachine.provide({ actors }), []);
  const [state, send] = useMachine(machine, { input: { form, kinds, country: (phoneCountries[0] ?? 'DE') as CountryCode } });
  const c = state.context;
  const kind = kindOf(kinds, c.values);
  const hidden = useMemo(() => hiddenFields(kind), [kind]);
  const problems = visibleProblems(c);
  const errors = useMemo(() => Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])), [JSON.stringify(problems), t]);
  const submitting = state.matches('submitting');

  if (state.matches('done'))
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden="true" />} role="status" title={t('container.request.doneTitle')} w="100%">
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
      errors={errors}
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
