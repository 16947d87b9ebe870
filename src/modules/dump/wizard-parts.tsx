/**
 * The parts of the booking wizard's view (BookingWizard.tsx): its heading with the progress, the
 * current step, the row of buttons and the two questions before leaving with entries. The wizard
 * owns every state; these only draw it.
 */
import { Button, Flex, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/min';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { STEPS, type BookingData, type BookingValues, type Problems, type Step } from './booking-rules';
import type { BookingContext } from './booking.machine';
import { Confirmation, ContactStep, SummaryStep } from './final-steps';
import type { DumpOrder } from './data';
import { DateStep, ItemsStep, TypeStep } from './choice-steps';

/** "Schritt 2 von 5: …", the heading the focus moves to on every step, and the progress bar. */
export function WizardHeading({ step, headingRef }: { step: Step; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(step);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('dump.wizard.title')}
      </Text>
      <Title order={2} size="h4" id="dump-wizard-heading" ref={headingRef} tabIndex={-1}>
        {t('dump.wizard.stepOf', { step: index + 1, count: STEPS.length, name: t(`dump.wizard.steps.${step}`) })}
      </Title>
      <Progress value={((index + 1) / STEPS.length) * 100} size="sm" aria-hidden="true" />
    </Stack>
  );
}

export interface CurrentStepProps {
  step: Step;
  data: BookingData;
  values: BookingValues;
  /** Every problem of the step, and those to show now. */
  problems: Problems;
  shown: Problems;
  showProblems: boolean;
  failure: BookingContext['failure'];
  address: string;
  dates: { status: 'pending' | 'error' | 'success'; retry(): void };
  phone: { country: CountryCode; countries: readonly string[]; onCountry(country: CountryCode): void };
  onEdit(patch: Partial<BookingValues>): void;
  onNext(): void;
  onGoto(step: Step): void;
}

/** The step the wizard is on. */
export function CurrentStep({ step, data, values, problems, shown, showProblems, failure, address, dates, phone, onEdit, onNext, onGoto }: CurrentStepProps) {
  switch (step) {
    case 'type':
      return <TypeStep data={data} values={values} problems={shown} onEdit={onEdit} />;
    case 'items':
      return <ItemsStep data={data} values={values} problems={shown} onEdit={onEdit} />;
    case 'date':
      return <DateStep data={data} values={values} problems={shown} onEdit={onEdit} status={dates.status} onRetry={dates.retry} />;
    case 'contact':
      return (
        <ContactStep
          data={data}
          values={values}
          problems={problems}
          showProblems={showProblems}
          onEdit={onEdit}
          country={phone.country}
          phoneCountries={phone.countries}
          onCountry={phone.onCountry}
          onNext={onNext}
        />
      );
    case 'summary':
      return <SummaryStep address={address} data={data} values={values} problems={showProblems ? problems : {}} failure={failure} onEdit={onEdit} onGoto={onGoto} />;
  }
}

export interface WizardActionsProps {
  first: boolean;
  submitting: boolean;
  /** The main button cannot go on (the quota is exceeded). */
  blocked: boolean;
  /** The main button's text. */
  label: string;
  onClose(): void;
  onBack(): void;
}

/**
 * Phones: the secondary buttons share one row, the main action spans the row below (no lone
 * wrapped "Weiter"); wider: both groups in one row. DOM order = visual = tab order.
 */
export function WizardActions({ first, submitting, blocked, label, onClose, onBack }: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex direction={{ base: 'column', xs: 'row' }} justify="space-between" gap="sm" data-testid="dump-wizard-actions">
      <Group gap="sm" wrap="nowrap">
        <Button variant="default" onClick={onClose} disabled={submitting} flex={{ base: 1, xs: 'none' }}>
          {t('dump.wizard.close')}
        </Button>
        {!first && (
          <Button variant="default" onClick={onBack} disabled={submitting} flex={{ base: 1, xs: 'none' }}>
            {t('dump.wizard.back')}
          </Button>
        )}
      </Group>
      <Button type="submit" loading={submitting} disabled={blocked}>
        {label}
      </Button>
    </Flex>
  );
}

export interface LeaveQuestionsProps {
  address: string;
  /** "Abbrechen" with entries. */
  askDiscard: boolean;
  onDiscard(): void;
  onKeep(): void;
  /** Another object with entries: the router's blocker waits for the answer. */
  switching: { status: string; proceed?: () => void; reset?: () => void };
}

/** The questions before entries are left behind: by "Abbrechen", or for another object. */
export function LeaveQuestions({ address, askDiscard, onDiscard, onKeep, switching }: LeaveQuestionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        opened={askDiscard}
        title={t('dump.wizard.discard.title')}
        message={t('dump.wizard.discard.message')}
        confirmLabel={t('dump.wizard.discard.confirm')}
        cancelLabel={t('dump.wizard.discard.cancel')}
        closeLabel={t('common.close')}
        onConfirm={onDiscard}
        onCancel={onKeep}
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
    </>
  );
}

/** The order is booked: the confirmation under the wizard's title, which takes the focus. */
export function Booked({ order, email, address, headingRef, onClose }: { order: DumpOrder; email: string; address: string; headingRef: Ref<HTMLHeadingElement>; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="dump-wizard-heading">
      <Title order={2} size="h4" id="dump-wizard-heading" ref={headingRef} tabIndex={-1} mb="sm">
        {t('dump.wizard.title')}
      </Title>
      <Confirmation order={order} email={email} address={address} onClose={onClose} />
    </Paper>
  );
}
