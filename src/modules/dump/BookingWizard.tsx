/**
 * The booking wizard on the generated form of LegeStueckgutAuftragAn: the machine
 * (booking.machine.ts) owns the steps and values; this view loads what the steps need, renders the
 * current step and moves the focus to its heading, so keyboard and screen-reader users follow.
 * The step lives in the address (`?schritt=3`: reload, back and forward), the entries in the
 * object's draft (booking-draft.ts); leaving with entries, by "Abbrechen" or to another object, asks.
 */
import { Alert, Loader, Paper, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { formatDate } from '../../i18n/format';
import { LoadError } from '../../ui/LoadError';
import { hasEntries, selectedType, STEPS, stepProblems, type BookingData, type Step } from './booking-rules';
import { loadBookingDraft } from './booking-draft';
import { useBookingMachine, useKeptDraft, useLeaveGuard, useStepInAddress } from './booking-wizard-hooks';
import { dumpCatalogueQueryOptions, dumpTypesQueryOptions, offeredDatesQueryOptions, type DumpOrder } from './data';
import { Booked, CurrentStep, LeaveQuestions, WizardActions, WizardHeading } from './wizard-parts';

export interface BookingWizardProps {
  objectId: number;
  orders: readonly DumpOrder[];
  prefill: { eMail?: string; telefon?: string };
  phoneCountries: readonly string[];
  /** The object's address ("Lindenweg 7, Musterstadt"): where the pick-up happens. */
  address: string;
  /** The step the address names. */
  step: Step;
  /** Puts a step into the address: a new history entry, or in place of the current one. */
  onStep(step: Step, options: { replace: boolean }): void;
  /** The order exists: the page refreshes its list and the history. */
  onBooked(): void;
  onClose(): void;
}

const FUNCTION = 'LegeStueckgutAuftragAn';

export default function BookingWizard(props: BookingWizardProps) {
  const { t } = useTranslation();
  const form = useGeneratedForm(FUNCTION);
  const types = useQuery(dumpTypesQueryOptions());
  const catalogue = useQuery(dumpCatalogueQueryOptions());
  if (form.isError || types.isError || catalogue.isError) {
    return <LoadError message={t('dump.errors.unavailable')} onRetry={() => void Promise.all([form.refetch(), types.refetch(), catalogue.refetch()])} />;
  }
  if (form.isPending || types.isPending || catalogue.isPending) return <Loader role="status" aria-label={t('common.loading')} />;
  return <Wizard {...props} data={{ form: form.data, types: types.data, catalogue: catalogue.data, orders: props.orders, dates: [], year: Number(formatDate(new Date(), 'yyyy')) }} />;
}

function Wizard({ objectId, orders, prefill, phoneCountries, address, step: asked, onStep, onBooked, onClose, data: initial }: BookingWizardProps & { data: BookingData }) {
  const { t } = useTranslation();
  const [restored] = useState(() => loadBookingDraft(objectId));
  const [country, setCountry] = useState<CountryCode>((phoneCountries[0] ?? 'DE') as CountryCode);
  const machine = useBookingMachine(objectId);
  const [state, send, actor] = useMachine(machine, {
    input: { data: initial, step: asked, values: restored ?? { contact: { eMail: prefill.eMail ?? '', telefon: prefill.telefon ?? '' } } },
  });
  const { values, showProblems, failure, result } = state.context;
  const dates = useQuery(offeredDatesQueryOptions(objectId, values.typeId));
  const data = useMemo<BookingData>(() => ({ ...initial, orders, dates: dates.data ?? [], country }), [initial, orders, dates.data, country]);
  useEffect(() => send({ type: 'DATA', data }), [data, send]);

  const step = (STEPS as readonly string[]).includes(String(state.value)) ? (state.value as Step) : 'summary';
  const submitting = state.matches('submitting') || state.matches('submitted') || state.matches('paying');
  const done = state.matches('done');
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = done ? 'done' : step;
  useEffect(() => {
    heading.current?.focus();
  }, [shownStep]);
  // The order is in the backend: list and history show it at once.
  useEffect(() => {
    if (result) onBooked();
  }, [result, onBooked]);

  useKeptDraft(objectId, values, result);
  useStepInAddress(asked, state.value, actor, onStep);
  const leave = useLeaveGuard(objectId, hasEntries(values) && !result, onClose);

  const problems = stepProblems(step, data, values);
  // Quota and "no items" show live on the items step; the rest once the resident tried to go on.
  const shown = showProblems ? problems : step === 'items' && problems.quota ? { quota: problems.quota } : {};
  const type = selectedType(data, values);

  if (done && result) return <Booked order={result} email={String(values.contact.eMail ?? '')} address={address} headingRef={heading} onClose={onClose} />;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dump-wizard-heading" data-testid="dump-wizard" data-step={step}>
      <Stack gap="md">
        <WizardHeading step={step} headingRef={heading} />
        {restored && (
          <Alert color="brand" variant="light" icon={<IconHistory size={18} aria-hidden="true" />} role="status" data-testid="dump-draft-restored">
            {t('forms.draft.restored')}
          </Alert>
        )}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send(step === 'summary' ? { type: 'SUBMIT' } : { type: 'NEXT' });
          }}
        >
          <Stack gap="md">
            <CurrentStep
              {...{ step, data, values, problems, shown, showProblems, failure, address }}
              dates={{ status: dates.status, retry: () => void dates.refetch() }}
              phone={{ country, countries: phoneCountries, onCountry: setCountry }}
              onEdit={(patch) => send({ type: 'EDIT', values: patch })}
              onNext={() => send({ type: 'NEXT' })}
              onGoto={(s) => send({ type: 'GOTO', step: s })}
            />
            <WizardActions
              first={step === STEPS[0]}
              submitting={submitting}
              blocked={step === 'items' && Boolean(problems.quota)}
              label={step !== 'summary' ? t('dump.wizard.next') : type?.IstKostenpflichtig ? t('dump.wizard.submitPaid') : t('dump.wizard.submit')}
              onClose={leave.close}
              onBack={() => send({ type: 'BACK' })}
            />
          </Stack>
        </form>
      </Stack>
      <LeaveQuestions address={address} askDiscard={leave.askDiscard} onDiscard={leave.discard} onKeep={leave.keep} switching={leave.switching} />
    </Paper>
  );
}
