/**
 * The wizard's last steps: contact and consent on the generated form of LegeStueckgutAuftragAn
 * (its own fields, labels and rules; the type's declaration above the checkbox), the summary
 * before the binding submit, and the confirmation with what to do on the day.
 */
import { Alert, Button, Divider, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { positionText } from '../../../codegen/runtime/quantity';
import { manyOf } from '../../events/entities';
import { GeneratedFormView } from '../../forms/GeneratedFormView';
import { loadQueryRows } from '../../forms/load-options';
import { chosenItems, CONTACT_FIELDS, selectedType, type Step } from './booking-rules';
import { decimal, typeName, type DumpOrder } from './data';
import { euro, estimate, pickupDay } from './format';
import { labelOf, problemText, type StepProps } from './choice-steps';
import type { BookingContext } from './booking.machine';

export interface ContactStepProps extends StepProps {
  showProblems: boolean;
  country: CountryCode;
  phoneCountries: readonly string[];
  onCountry(country: CountryCode): void;
  onNext(): void;
}

export function ContactStep({ data, values, problems, showProblems, onEdit, country, phoneCountries, onCountry, onNext }: ContactStepProps) {
  const { t } = useTranslation();
  const type = selectedType(data, values);
  const consent = type?.Einwilligungserklaerung?.trim() || null;
  const hidden = useMemo(() => {
    const shown = new Set<string>(CONTACT_FIELDS);
    if (!consent) shown.delete('einwilligung');
    return new Set((data.form?.fields ?? []).map((f) => f.name).filter((n) => !shown.has(n)));
  }, [data.form, consent]);
  const errors = useMemo(
    () => (showProblems ? Object.fromEntries(Object.keys(problems).map((name) => [name, problemText(t, problems, name)!])) : {}),
    [showProblems, problems, t],
  );
  if (!data.form) return null;
  return (
    <Stack gap="md">
      <Text size="sm">{t('dump.wizard.contactHint')}</Text>
      {consent && (
        <Paper withBorder radius="md" p="sm" bg="gray.0" aria-labelledby="dump-consent-title">
          <Text fw={600} id="dump-consent-title">
            {t('dump.wizard.consentTitle')}
          </Text>
          <Text size="sm" data-testid="dump-consent-text">
            {consent}
          </Text>
        </Paper>
      )}
      <GeneratedFormView
        form={data.form}
        values={values.contact}
        errors={errors}
        hidden={hidden}
        required={consent ? ['einwilligung'] : []}
        context={{ loadOptions: loadQueryRows, country, phoneCountries, onCountry }}
        onChange={(contact) => onEdit({ contact: Object.fromEntries(Object.entries(contact).filter(([k]) => !hidden.has(k))) })}
        onSubmit={onNext}
        embedded
      />
    </Stack>
  );
}

export interface SummaryStepProps extends StepProps {
  /** Where the pick-up happens: the object the booking is for. */
  address: string;
  failure: BookingContext['failure'];
  onGoto(step: Step): void;
}

function Row({ label, children, onEdit }: { label: string; children: React.ReactNode; onEdit?: () => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <div>{children}</div>
      </Stack>
      {onEdit && (
        <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={`${label}: ${t('dump.wizard.edit')}`}>
          {t('dump.wizard.edit')}
        </Button>
      )}
    </Group>
  );
}

export function SummaryStep({ address, data, values, problems, failure, onGoto }: SummaryStepProps) {
  const { t } = useTranslation();
  const type = selectedType(data, values);
  const items = chosenItems(data, values);
  const date = data.dates.find((d) => d.Datum.getTime() === values.date)?.Datum ?? (values.date ? new Date(values.date) : null);
  const amount = type ? estimate(type, items.map(({ item, count }) => ({ count, volume: decimal(item.Volumen) }))) : null;
  const open = Object.keys(problems);
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert" data-testid="dump-failure">
          {'message' in failure ? failure.message : t(failure.key)}
        </Alert>
      )}
      {open.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {open.map((name) => problemText(t, problems, name)).join(' ')}
        </Alert>
      )}
      <Row label={t('dump.wizard.address')}>
        <Text data-testid="dump-summary-address">{address}</Text>
      </Row>
      <Divider />
      <Row label={t('dump.wizard.steps.type')} onEdit={() => onGoto('type')}>
        <Text>{typeName(type)}</Text>
      </Row>
      <Divider />
      <Row label={t('dump.wizard.steps.items')} onEdit={() => onGoto('items')}>
        <List size="sm" spacing={2}>
          {items.map(({ item, count }) => (
            <List.Item key={item.StueckgutId}>
              {positionText(count, item.Einheit, item.Name ?? '')}
            </List.Item>
          ))}
        </List>
        {values.other.trim() && <Text size="sm">{t('dump.other', { text: values.other.trim() })}</Text>}
      </Row>
      <Divider />
      <Row label={t('dump.wizard.steps.date')} onEdit={() => onGoto('date')}>
        <Text>{date ? pickupDay(date) : '–'}</Text>
      </Row>
      <Divider />
      <Row label={t('dump.wizard.steps.contact')} onEdit={() => onGoto('contact')}>
        <Text size="sm">{String(values.contact.eMail ?? '')}</Text>
        {values.contact.telefon ? <Text size="sm">{String(values.contact.telefon)}</Text> : null}
        {values.contact.bemerkung ? <Text size="sm">{`${labelOf(data.form, 'bemerkung', '')}: ${String(values.contact.bemerkung)}`}</Text> : null}
      </Row>
      {type?.IstKostenpflichtig && (
        <Alert color="orange" variant="light">
          <Text size="sm">{t('dump.wizard.paidHint')}</Text>
          {amount !== null && <Text size="sm" fw={600}>{t('dump.wizard.estimate', { amount: euro(amount) })}</Text>}
        </Alert>
      )}
    </Stack>
  );
}

export function Confirmation({ order, email, address, onClose }: { order: DumpOrder; email: string; address: string; onClose(): void }) {
  const { t } = useTranslation();
  const items = manyOf(order.StueckgutAnzahlen).filter((n) => n.Stueckgut);
  return (
    <Stack gap="sm" data-testid="dump-confirmation">
      <Group gap="xs">
        <IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden="true" />
        <Title order={3} size="h4">
          {t('dump.confirmation.title')}
        </Title>
      </Group>
      {order.SollDatum && <Text fw={600}>{t('dump.confirmation.date', { date: pickupDay(order.SollDatum) })}</Text>}
      {address && <Text size="sm">{t('dump.confirmation.address', { address })}</Text>}
      <List size="sm" spacing={2} aria-label={t('dump.items')}>
        {items.map((n, i) => (
          <List.Item key={n.StueckgutAnzahlenId ?? i}>
            {positionText(decimal(n.Anzahl) ?? 0, n.Stueckgut?.Einheit, n.Stueckgut?.Name ?? '')}
          </List.Item>
        ))}
      </List>
      {order.Sonstiges && <Text size="sm">{t('dump.other', { text: order.Sonstiges })}</Text>}
      <Alert color="brand" variant="light">
        <Text size="sm">{t('dump.confirmation.putOut')}</Text>
      </Alert>
      {email && <Text size="sm">{t('dump.confirmation.mail', { mail: email })}</Text>}
      <Text size="sm">{t('dump.confirmation.cancelHint')}</Text>
      <Group>
        <Button onClick={onClose}>{t('dump.confirmation.back')}</Button>
      </Group>
    </Stack>
  );
}
