/**
 * The booking wizard on the generated form of LegeStueckgutAuftragAn: the machine
 * (booking.machine.ts) owns the steps and values; this view loads what the steps need, renders the
 * current step and moves the focus to its heading, so keyboard and screen-reader users follow.
 * The step lives in the address (`?schritt=3`: reload, back and forward), the entries in the
 * object's draft (booking-draft.ts); leaving with entries, by "Abbrechen" or to another object, asks.
 */
import { Alert, Button, Flex, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useGeneratedForm } from '../../forms/useGeneratedForm';
import { formatDate } from '../../i18n/format';
import { LoadError } from '../../ui/LoadError';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { hasEntries, positionsParam, selectedType, STEPS, stepProblems, type BookingData, type BookingValues, type Step } from './booking-rules';
import { clearBookingDraft, loadBookingDraft, saveBookingDraft } from './booking-draft';
import { bookingMachine, type SubmitInput } from './booking.machine';
import { ContactStep, Confirmation, SummaryStep } from './final-steps';
import { DateStep, ItemsStep, TypeStep } from './choice-steps';
import { dumpCatalogueQueryOptions, dumpTypesQueryOptions, offeredDatesQueryOptions, submitBooking, type DumpOrder } from './data';
import { paymentSummary } from './format';
import { leaveForPayment } from '../../payment/leave';

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

/** /objects/{id}/…: the object a path belongs to (null for any other page). */
const isStep = (value: string): value is Step => (STEPS as readonly string[]).includes(value);

const objectOfPath = (pathname: string): string | null => /^\/objects\/([^/]+)/.exec(pathname)?.[1] ?? null;

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
  const machine = useMemo(
    () =>
      bookingMachine.provide({
        actors: {
          submit: fromPromise<DumpOrder | null, SubmitInput>(({ input, signal }) =>
            submitBooking(
              {
                objekteId: objectId,
                stueckgutAuftragsartenId: input.values.typeId!,
                positionen: positionsParam(input.data, input.values),
                sonstiges: selectedType(input.data, input.values)?.SonstigesInPortalAnzeigen ? input.values.other.trim() || null : null,
                wunschtermin: new Date(input.values.date!),
                bemerkung: (input.values.contact.bemerkung as string | undefined)?.trim() || null,
                telefon: (input.values.contact.telefon as string | undefined)?.trim() || null,
                eMail: String(input.values.contact.eMail ?? '').trim(),
                einwilligung: input.values.contact.einwilligung === true ? true : null,
              },
              input.idempotencyKey,
              signal,
            ),
          ),
        },
        actions: {
          leaveForPayment: (_, { order }) => {
            leaveForPayment(
              { purpose: 'dump', reference: order.StueckgutAuftraegeId, objectId, transactionId: order.ZahlungsTransaktionsId ?? '', summary: paymentSummary(order), returnPath: `/objects/${objectId}/dump` },
              order.ZahlungsUrl!,
            );
          },
        },
      }),
    [objectId],
  );
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

  // Kept until the order exists (then there is nothing left to lose, and no second order to start).
  useEffect(() => {
    if (result) clearBookingDraft(objectId);
    else if (hasEntries(values)) saveBookingDraft(objectId, values);
  }, [objectId, values, result]);

  // The address follows the machine: a step reached with "Weiter", "Zurück" or "Ändern" is a new
  // history entry; one the machine corrected (an address asked for more than the entries allow)
  // replaces it. Back and forward change the address first; the machine then follows (SHOW).
  const requested = useRef(asked);
  useEffect(() => {
    if (asked === requested.current) return;
    requested.current = asked;
    const current = String(actor.getSnapshot().value);
    if (current === asked || !isStep(current)) return;
    send({ type: 'SHOW', step: asked });
    const shown = String(actor.getSnapshot().value);
    if (isStep(shown) && shown !== asked) {
      requested.current = shown;
      onStep(shown, { replace: true });
    }
  }, [asked, actor, send, onStep]);
  const opening = useRef(true);
  useEffect(() => {
    const replace = opening.current;
    opening.current = false;
    // The actor's step, not this render's: a SHOW sent just before has already moved it.
    const current = String(actor.getSnapshot().value);
    if (!isStep(current) || current === requested.current) return;
    requested.current = current;
    onStep(current, { replace });
  }, [state.value, actor, onStep]);

  // Leaving with entries: "Abbrechen" asks here; another object asks through the router's blocker
  // (the draft stays for this object). Other pages need no question: the draft waits for the return.
  const [askDiscard, setAskDiscard] = useState(false);
  const entries = hasEntries(values) && !result;
  const switching = useBlocker({
    shouldBlockFn: ({ current, next }) => entries && objectOfPath(next.pathname) !== null && objectOfPath(next.pathname) !== objectOfPath(current.pathname),
    enableBeforeUnload: false,
    withResolver: true,
  });
  const close = () => (entries ? setAskDiscard(true) : onClose());
  const discard = () => {
    setAskDiscard(false);
    clearBookingDraft(objectId);
    onClose();
  };

  const problems = stepProblems(step, data, values);
  // Quota and "no items" show live on the items step; the rest once the resident tried to go on.
  const shown = showProblems ? problems : step === 'items' && problems.quota ? { quota: problems.quota } : {};
  const index = STEPS.indexOf(step);
  const type = selectedType(data, values);
  const edit = (patch: Partial<BookingValues>) => send({ type: 'EDIT', values: patch });

  if (done && result) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dump-wizard-heading">
        <Title order={2} size="h4" id="dump-wizard-heading" ref={heading} tabIndex={-1} mb="sm">
          {t('dump.wizard.title')}
        </Title>
        <Confirmation order={result} email={String(values.contact.eMail ?? '')} address={address} onClose={onClose} />
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dump-wizard-heading" data-testid="dump-wizard" data-step={step}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('dump.wizard.title')}
          </Text>
          <Title order={2} size="h4" id="dump-wizard-heading" ref={heading} tabIndex={-1}>
            {t('dump.wizard.stepOf', { step: index + 1, count: STEPS.length, name: t(`dump.wizard.steps.${step}`) })}
          </Title>
          <Progress value={((index + 1) / STEPS.length) * 100} size="sm" aria-hidden="true" />
        </Stack>
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
            {step === 'type' && <TypeStep data={data} values={values} problems={shown} onEdit={edit} />}
            {step === 'items' && <ItemsStep data={data} values={values} problems={shown} onEdit={edit} />}
            {step === 'date' && <DateStep data={data} values={values} problems={shown} onEdit={edit} status={dates.status} onRetry={() => void dates.refetch()} />}
            {step === 'contact' && (
              <ContactStep
                data={data}
                values={values}
                problems={problems}
                showProblems={showProblems}
                onEdit={edit}
                country={country}
                phoneCountries={phoneCountries}
                onCountry={setCountry}
                onNext={() => send({ type: 'NEXT' })}
              />
            )}
            {step === 'summary' && <SummaryStep address={address} data={data} values={values} problems={showProblems ? problems : {}} failure={failure} onEdit={edit} onGoto={(s) => send({ type: 'GOTO', step: s })} />}
            {/* Phones: the secondary buttons share one row, the main action spans the row below (no
                lone wrapped "Weiter"); wider: both groups in one row. DOM order = visual = tab order. */}
            <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" gap="sm" data-testid="dump-wizard-actions">
              <Group gap="sm" wrap="nowrap">
                <Button variant="default" onClick={close} disabled={submitting} flex={{ base: 1, xs: 'none' }}>
                  {t('dump.wizard.close')}
                </Button>
                {index > 0 && (
                  <Button variant="default" onClick={() => send({ type: 'BACK' })} disabled={submitting} flex={{ base: 1, xs: 'none' }}>
                    {t('dump.wizard.back')}
                  </Button>
                )}
              </Group>
              <Button type="submit" loading={submitting} disabled={step === 'items' && Boolean(problems.quota)}>
                {step !== 'summary' ? t('dump.wizard.next') : type?.IstKostenpflichtig ? t('dump.wizard.submitPaid') : t('dump.wizard.submit')}
              </Button>
            </Flex>
          </Stack>
        </form>
      </Stack>
      <ConfirmDialog
        opened={askDiscard}
        title={t('dump.wizard.discard.title')}
        message={t('dump.wizard.discard.message')}
        confirmLabel={t('dump.wizard.discard.confirm')}
        cancelLabel={t('dump.wizard.discard.cancel')}
        closeLabel={t('common.close')}
        onConfirm={discard}
        onCancel={() => setAskDiscard(false)}
      />
      <ConfirmDialog
        opened={switching.status === 'blocked'}
        title={t('dump.wizard.switch.title')}
        message={t('dump.wizard.switch.message', { address })}
        confirmLabel={t('dump.wizard.switch.confirm')}
        cancelLabel={t('dump.wizard.switch.cancel')}
        closeLabel={t('common.close')}
        onConfirm={() => switching.proceed?.()}
        onCancel={() => switching.reset?.()}
      />
    </Paper>
  );
}
