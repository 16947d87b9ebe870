import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { germanBankCode, iban as ibanRule } from '../../forms/iban';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { formProblems } from '../../forms/validate';
import type { FieldCheck } from '../../forms/widgets/context';
import { bankQueryOptions, demandsQueryKey, grantMandate, type Mandate } from './queries';

export const MANDATE_DIALOG_WIDTH = 500;

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
    <Modal opened={props.objectId !== null} onClose={props.onClose} title={t('demands.mandateTitle')} size={MANDATE_DIALOG_WIDTH} centered>
      {/* A fresh form per object: nothing typed for one object stays for the next. */}
      {props.objectId !== null && <MandateForm key={props.objectId} {...props} objectId={props.objectId} />}
    </Modal>
  );
}

function MandateForm({ objectId, objectLabel, form, creditorId, onClose, onGranted }: MandateDialogProps & { objectId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, unknown>>({ objekteId: objectId });
  const [submitted, setSubmitted] = useState(false);
  // One key per dialog: a double click or a retried request grants one mandate.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const ibanField = ibanFieldOf(form);
  const ibanValue = ibanField && typeof values[ibanField] === 'string' ? (values[ibanField] as string) : '';
  const bankCode = ibanRule(ibanValue) === null ? germanBankCode(ibanValue) : null;
  const bank = useQuery(bankQueryOptions(bankCode));
  const problems = useMemo(() => formProblems(form, values), [form, values]);
  const grant = useMutation({
    mutationFn: () => grantMandate(values as never, idempotencyKey),
    onSuccess: (mandate) => {
      void queryClient.invalidateQueries({ queryKey: demandsQueryKey });
      onGranted(mandate);
    },
  });

  const checks: Record<string, FieldCheck> = {};
  if (ibanField && bankCode) {
    checks[ibanField] = bank.isFetching ? { state: 'checking' } : bank.data ? { state: 'found', found: t('demands.bankFound', { bank: bank.data.Name }) } : { state: 'idle' };
  }
  const submit = () => {
    setSubmitted(true);
    if (Object.keys(problems).length === 0) grant.mutate();
  };

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
      {grant.isError && (
        <Alert color="red" variant="light" mb="md">
          {t('demands.mandateError')}
        </Alert>
      )}
      <GeneratedFormView
        form={form}
        values={values}
        errors={submitted ? Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])) : {}}
        context={{ loadOptions: loadQueryRows, checks }}
        onChange={(next) => setValues({ ...next, objekteId: objectId })}
        onSubmit={submit}
        disabled={grant.isPending}
        autoFocus={form.fields.find((f) => f.component !== 'None')?.name}
      >
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={grant.isPending}>
            {t('demands.cancel')}
          </Button>
          <Button type="submit" loading={grant.isPending}>
            {t('demands.mandateSubmit')}
          </Button>
        </Group>
      </GeneratedFormView>
    </>
  );
}
