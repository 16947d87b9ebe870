/**
 * /barriere-melden: anyone, in every profile and logged in or not, reports a barrier of the
 * portal. Where the authority's backend offers MeldeBarriere, its generated form (the page field
 * prefilled with the page the person came from); otherwise a link to the configured contact.
 */
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMail, IconSend } from '@tabler/icons-react';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { useGate } from '../../api/capabilities';
import { gate } from '../../api/gate';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { barrierReportOffer, REPORT_FUNCTION } from './barrier-gate';
import { barrierReportMachine, reportProblems, visibleProblems, type SubmitReportInput } from './barrier-report.machine';
import { portalJson } from '../config';
import { feedbackContact, type PortalJsonContact } from './feedback-contact';

interface ReportClient {
  MeldeBarriere?: (params: Record<string, unknown>, options?: { signal?: AbortSignal; idempotencyKey?: string }) => Promise<number | null>;
}

const actors = {
  submit: fromPromise<number, SubmitReportInput>(async ({ input, signal }) => {
    const call = gate().view<ReportClient>().MeldeBarriere;
    if (!call) throw new Error(REPORT_FUNCTION);
    const number = await call(input.params, { signal, idempotencyKey: input.idempotencyKey });
    if (typeof number !== 'number') throw new Error('no report number');
    return number;
  }),
};

const contact = feedbackContact(portalJson as PortalJsonContact);

export interface BarrierReportPageProps {
  /** The page the barrier is on, as far as the portal knows it (reported-page.ts). */
  page: string | null;
}

export function BarrierReportPage({ page }: BarrierReportPageProps) {
  const { t } = useTranslation();
  const liveGate = useGate();
  const hasFunction = liveGate.fn(REPORT_FUNCTION) !== undefined;
  const generated = useGeneratedForm(REPORT_FUNCTION, liveGate.known && hasFunction);
  if (!liveGate.known || (hasFunction && generated.isPending)) return <Loader role="status" aria-label={t('common.loading')} />;
  if (hasFunction && generated.isError) {
    return (
      <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('barrierReport.loadFailed')}</Text>
          <Button variant="default" onClick={() => void generated.refetch()}>
            {t('barrierReport.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const offer = barrierReportOffer(hasFunction, Boolean(generated.data), contact);
  return (
    <Stack gap="md" maw={720} data-testid="barrier-report" data-offer={offer.kind}>
      {offer.kind === 'form' && generated.data ? (
        <ReportForm form={generated.data} page={page} />
      ) : offer.kind === 'mail' || offer.kind === 'page' ? (
        <>
          <Text>{t(offer.kind === 'mail' ? 'barrierReport.mailIntro' : 'barrierReport.pageIntro')}</Text>
          {page && <Text>{t('barrierReport.pageHint', { page: `${window.location.origin}${page}` })}</Text>}
          <Group>
            <Button component="a" href={offer.href} leftSection={<IconMail size={18} aria-hidden="true" />} {...(offer.kind === 'page' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {offer.kind === 'mail' ? t('barrierReport.mailLink', { address: offer.address }) : t('barrierReport.pageLink')}
            </Button>
          </Group>
        </>
      ) : (
        <Text>{t('barrierReport.none')}</Text>
      )}
    </Stack>
  );
}

function ReportForm({ form, page }: { form: GeneratedForm; page: string | null }) {
  const { t } = useTranslation();
  const machine = useMemo(() => barrierReportMachine.provide({ actors }), []);
  const [state, send] = useMachine(machine, { input: { form, page } });
  const c = state.context;
  const container = useRef<HTMLDivElement>(null);
  // Counts refused submits: after each, the first field with a problem takes the focus, so a
  // keyboard or screen-reader user lands on the message instead of searching for it.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused > 0) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);
  const shown = visibleProblems(c);
  const errors = useMemo(
    () => ({ ...Object.fromEntries(Object.entries(shown.keys).map(([name, key]) => [name, t(key)])), ...shown.texts }),
    [JSON.stringify(shown), t],
  );
  // A refusal of the server arrives after the submit: it takes the focus like the form's own.
  const failed = c.failure;
  useEffect(() => {
    if (failed && Object.keys(failed.fields).length > 0) setRefused((n) => n + 1);
  }, [failed]);

  if (state.matches('done')) return <Done number={c.number ?? 0} email={typeof c.values.eMail === 'string' ? c.values.eMail.trim() : ''} onAnother={() => send({ type: 'RESTART' })} />;

  const submitting = state.matches('submitting');
  return (
    <Stack gap="md" ref={container}>
      <Text>{t('barrierReport.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('barrierReport.required')}
      </Text>
      <GeneratedFormView
        form={form}
        values={c.values}
        errors={errors}
        disabled={submitting}
        context={{ loadOptions: loadQueryRows, onBlur: (field) => send({ type: 'BLUR', field }) }}
        onChange={(values) => send({ type: 'CHANGE', values })}
        onSubmit={() => {
          if (Object.keys(reportProblems(c)).length > 0) setRefused((n) => n + 1);
          send({ type: 'SUBMIT' });
        }}
      >
        {c.failure?.general && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
            <Text size="sm" c="red.9">
              {t(c.failure.general)}
            </Text>
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={submitting} leftSection={<IconSend size={18} aria-hidden="true" />}>
            {t('barrierReport.submit')}
          </Button>
        </Group>
      </GeneratedFormView>
    </Stack>
  );
}

function Done({ number, email, onAnother }: { number: number; email: string; onAnother(): void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The confirmation takes the focus so a screen reader reads the number at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="flex-start">
      {/* The title in the default text colour: Mantine's green title on light green stays below 4.5:1. */}
      <Alert color="green" variant="light" icon={<IconCircleCheck size={22} aria-hidden="true" />} w="100%" data-testid="barrier-report-done">
        <Stack gap="xs">
          <Title order={2} size="h4" ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>
            {t('barrierReport.doneTitle')}
          </Title>
          <Text size="sm">{t('barrierReport.done', { number })}</Text>
          {email && <Text size="sm">{t('barrierReport.doneMail', { email })}</Text>}
        </Stack>
      </Alert>
      <Button variant="default" onClick={onAnother}>
        {t('barrierReport.another')}
      </Button>
    </Stack>
  );
}
