import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { germanBankCode, iban as ibanRule } from '../../forms/iban';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import type { FieldCheck } from '../../forms/widgets/context';
import { fromPromise } from 'xstate';
import { mandateMachine, mandateProblems, type GrantInput } from './mandate.machine';
import { bankQueryOptions, demandsQueryKey, grantMandate, type Mandate } from './queries';
import { Dialog } from '../../ui/Dialog';

const MANDATE_DIALOG_WIDTH = 500;

export interface MandateDialogProps {
  /** The object the mandate is for; null keeps the dialog closed. */
  objectId: number | null;
  objectLabel: string;
  form: GeneratedForm;
  creditorId: string | null;
  onClose(): void;
  onGranted(mandate: Mandate | null): void;
}

/** The field of the form that carries the IBAN rule (the reference backend calls it `iban`). */
const ibanFieldOf = (form: GeneratedForm): string | null => form.fields.find((f) => f.expectations.some((e) => e.rule === 'IBAN'))?.name ?? null;

/** "SEPA-Lastschriftmandat erteilen" for one object: the generated form of ErteileSepaMandat. */
export function MandateDialog(props: MandateDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog opened={props.objectId !== null} onClose={props.onClose} title={t('demands.mandateTitle')} size={MANDATE_DIALOG_WIDTH} centered>
      {/* A fresh form per object: nothing typed for one object stays for the next. */}
      {props.objectId !== null && <MandateForm key={props.objectId} {...props} objectId={props.objectId} />}
    </Dialog>
  );
}

function MandateForm({ objectId, objectLabel, form, creditorId, onClose, onGranted }: MandateDialogProps & { objectId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const machine = useMemo(() => mandateMachine.provide({ actors: { grant: fromPromise<Mandate | null, GrantInput>(({ input }) => grantMandate(input.values as never, input.idempotencyKey)) } }), []);
  // One key per dialog: a double click or a retried request grants one mandate.
  const [state, send] = useMachine(machine, { input: { form, objectId, idempotencyKey: crypto.randomUUID() } });
  const { values, showErrors } = state.context;
  const ibanField = ibanFieldOf(form);
  const ibanValue = ibanField && typeof values[ibanField] === 'string' ? (values[ibanField] as string) : '';
  const bankCode = ibanRule(ibanValue) === null ? germanBankCode(ibanValue) : null;
  const bank = useQuery(bankQueryOptions(bankCode));
  const problems = useMemo(() => mandateProblems(state.context), [state.context]);
  const busy = state.matches('submitting');

  const done = state.status === 'done';
  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: demandsQueryKey });
    onGranted(state.context.mandate);
  }, [done, queryClient, onGranted, state.context.mandate]);

  const checks: Record<string, FieldCheck> = {};
  if (ibanField && bankCode) {
    checks[ibanField] = bank.isFetching ? { state: 'checking' } : bank.data ? { state: 'found', found: t('demands.bankFound', { bank: bank.data.Name }) } : { state: 'idle' };
  }

  return (
    <>
      <Text size="sm" mb="xs">
        {t('demands.mandateIntro', { object: objectLabel })}
      </Text>
      {creditorId && (
        <Text size="xs" c="dimmed" mb="md">
          {t('demands.creditorId', { id: creditorId })}
        </Text>
      )}
      {state.matches('failed') && (
        <Alert color="red" variant="light" mb="md">
          {t('demands.mandateError')}
        </Alert>
      )}
      <GeneratedFormView
        form={form}
        values={values}
        errors={showErrors ? Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])) : {}}
        context={{ loadOptions: loadQueryRows, checks }}
        onChange={(next) => send({ type: 'CHANGE', values: next })}
        onSubmit={() => send({ type: 'SUBMIT' })}
        disabled={busy}
        autoFocus={form.fields.find((f) => f.component !== 'None')?.name}
      >
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('demands.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('demands.mandateSubmit')}
          </Button>
        </Group>
      </GeneratedFormView>
    </>
  );
}
