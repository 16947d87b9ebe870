import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { saveFile } from '../../ui/save-file';
import { downloadStatement } from './queries';
import { statementMachine, statementProblems, type StatementRequest } from './statement.machine';

export const STATEMENT_FUNCTION = 'KontoauszugHerunterladen';

export interface StatementFormProps {
  objectId: number;
  /** The year shown in the list: the period starts as that calendar year. */
  year: number;
  onError(message: string): void;
}

/** The statement's file, fetched and saved: a missing file is a failure like a refused request. */
const download = fromPromise<void, StatementRequest>(async ({ input }) => {
  const file = await downloadStatement(input.objectId, input.von, input.bis);
  if (!file) throw new Error('no file');
  saveFile(file);
});

/** "Kontoauszug als PDF": the generated form of KontoauszugHerunterladen (period), then the download. */
export function StatementForm(props: StatementFormProps) {
  const generated = useGeneratedForm(STATEMENT_FUNCTION);
  const form = generated.data ?? null;
  return form ? <StatementFlow {...props} form={form} /> : null;
}

function StatementFlow({ objectId, year, onError, form }: StatementFormProps & { form: GeneratedForm }) {
  const { t } = useTranslation();
  // The machine is made once; a failure reaches the page's current handler.
  const report = useRef(() => onError(t('finances.statementError')));
  useEffect(() => {
    report.current = () => onError(t('finances.statementError'));
  }, [onError, t]);
  const machine = useMemo(() => statementMachine.provide({ actors: { download }, actions: { reportError: () => report.current() } }), []);
  const [state, send] = useMachine(machine, { input: { form, objectId, year } });
  useEffect(() => send({ type: 'PERIOD', objectId, year }), [send, objectId, year]);
  const { values, submitted } = state.context;
  const problems = useMemo(() => statementProblems(form, values), [form, values]);
  const busy = state.matches('downloading');

  return (
    <Stack gap="sm" component="section" aria-labelledby="statement-title" data-testid="statement">
      <Title order={2} size="h3" id="statement-title">
        {t('finances.statementTitle')}
      </Title>
      <Card withBorder radius="md" padding="md">
        <Text size="sm" c="dimmed" mb="sm">
          {t('finances.statementHint')}
        </Text>
        <GeneratedFormView
          form={form}
          values={values}
          errors={submitted ? Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])) : {}}
          context={{ loadOptions: loadQueryRows }}
          onChange={(next) => send({ type: 'CHANGE', values: next })}
          onSubmit={() => send({ type: 'SUBMIT' })}
          disabled={busy}
        >
          <Button type="submit" leftSection={<IconFileDownload size={18} aria-hidden="true" />} loading={busy} style={{ alignSelf: 'flex-start' }}>
            {t('finances.statementDownload')}
          </Button>
        </GeneratedFormView>
      </Card>
    </Stack>
  );
}
