import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { formProblems } from '../../forms/validate';
import { saveFile } from '../../ui/save-file';
import { downloadStatement } from './queries';

export const STATEMENT_FUNCTION = 'KontoauszugHerunterladen';

export interface StatementFormProps {
  objectId: number;
  /** The year shown in the list: the period starts as that calendar year. */
  year: number;
  onError(message: string): void;
}

const yearPeriod = (year: number) => ({ von: `${year}-01-01`, bis: `${year}-12-31` });

/** "Kontoauszug als PDF": the generated form of KontoauszugHerunterladen (period), then the download. */
export function StatementForm({ objectId, year, onError }: StatementFormProps) {
  const { t } = useTranslation();
  const generated = useGeneratedForm(STATEMENT_FUNCTION);
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ objekteId: objectId, ...yearPeriod(year) }));
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // Picking another year in the list offers that year's statement.
  useEffect(() => setValues({ objekteId: objectId, ...yearPeriod(year) }), [objectId, year]);

  const form = generated.data ?? null;
  const problems = useMemo(() => {
    if (!form) return {};
    const found: Record<string, string> = { ...formProblems(form, values) };
    if (!found.bis && typeof values.von === 'string' && typeof values.bis === 'string' && values.bis < values.von) found.bis = 'finances.periodOrder';
    return found;
  }, [form, values]);
  if (!form) return null;

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const file = await downloadStatement(objectId, String(values.von), String(values.bis));
      if (!file) throw new Error('no file');
      saveFile(file);
    } catch {
      onError(t('finances.statementError'));
    } finally {
      setBusy(false);
    }
  };

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
          onChange={(next) => setValues({ ...next, objekteId: objectId })}
          onSubmit={() => void submit()}
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
