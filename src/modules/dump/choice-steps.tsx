/**
 * The wizard's choice steps: the order type (with its rules, price and the object's remaining
 * quota, shown before the resident starts), the items with counts (summed live against the quota)
 * and the pick-up date from the dates the backend offers for the street. Labels come from the
 * generated form's fields where the function names them.
 */
import { Alert, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { unitAllowsFractions } from '../../../codegen/runtime/quantity';
import { SafeHtml } from '../../ui/SafeHtml';
import { bookingQuota, itemsOfType, MAX_COUNT, selectedType, type BookingData, type BookingValues, type Problems } from './booking-rules';
import { decimal, typeName, type DumpType } from './data';
import { amountText, pickupDay, priceText, rulesText } from './format';
import { ItemQuantityInput } from './ItemQuantityInput';
import { quotaState, unitKey } from './quota';

export interface StepProps {
  data: BookingData;
  values: BookingValues;
  problems: Problems;
  onEdit(values: Partial<BookingValues>): void;
}

export const labelOf = (form: GeneratedForm | null, name: string, fallback: string): string => form?.fields.find((f) => f.name === name)?.label ?? fallback;
export const problemText = (t: TFunction, problems: Problems, name: string): string | undefined => {
  const p = problems[name];
  return p ? t(p.key, p.params) : undefined;
};

function TypeQuota({ data, type }: { data: BookingData; type: DumpType }) {
  const { t } = useTranslation();
  const q = quotaState(data.orders, type, data.year);
  if (q.total === null) return null;
  return <Text size="sm">{t('dump.quota.left', { left: amountText(q.left ?? 0), total: amountText(q.total), unit: t(unitKey(type)) })}</Text>;
}

export function TypeStep({ data, values, problems, onEdit }: StepProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={labelOf(data.form, 'stueckgutAuftragsartenId', t('dump.wizard.steps.type'))}
      value={values.typeId === null ? null : String(values.typeId)}
      onChange={(v) => onEdit({ typeId: Number(v) })}
      error={problemText(t, problems, 'typeId')}
      withAsterisk
    >
      <Stack gap="sm" mt="xs">
        {data.types.map((type) => {
          const rules = rulesText(t, type.Terminvorgaben);
          return (
            <Paper key={type.StueckgutAuftragsartenId} withBorder radius="md" p="sm">
              <Radio
                value={String(type.StueckgutAuftragsartenId)}
                label={<Text fw={600}>{typeName(type)}</Text>}
                description={
                  <Stack gap={2} component="span">
                    {type.Bemerkung && <span>{type.Bemerkung}</span>}
                    <span>{priceText(t, type) ?? t('dump.free')}</span>
                    {rules && <span>{rules}</span>}
                  </Stack>
                }
              />
              <Stack gap={2} ml={32} mt={4}>
                <TypeQuota data={data} type={type} />
                {type.BemerkungLang && values.typeId === type.StueckgutAuftragsartenId && <SafeHtml html={type.BemerkungLang} fz="sm" />}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

export function ItemsStep({ data, values, problems, onEdit }: StepProps) {
  const { t } = useTranslation();
  const type = selectedType(data, values);
  const items = itemsOfType(data.catalogue, values.typeId);
  const quota = bookingQuota(data, values);
  const unit = type ? t(unitKey(type)) : '';
  const countLabel = labelOf(data.form, 'anzahl', t('dump.items'));
  return (
    <Stack gap="md">
      <Text fw={600} id="dump-items-label">
        {labelOf(data.form, 'stueckgutId', t('dump.items'))}
      </Text>
      {items.length === 0 && <Text>{t('dump.wizard.noCatalogue')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" role="group" aria-labelledby="dump-items-label">
        {items.map((item) => {
          const volume = decimal(item.Volumen);
          const fractional = unitAllowsFractions(item.Einheit);
          // An item counted in the quota's own unit (green waste in m³) needs no "1 m³ je m³".
          const inUnit = (item.Einheit ?? '').trim() === unit;
          const description = inUnit
            ? t('dump.wizard.inUnit', { unit })
            : volume !== null && type?.StueckgutVolumenart !== 1
              ? t('dump.wizard.perItem', { volume: amountText(volume), unit, einheit: item.Einheit ?? '' })
              : undefined;
          return (
            <ItemQuantityInput
              key={item.StueckgutId}
              label={item.Name ?? ''}
              aria-label={`${fractional ? t('dump.wizard.quantity') : countLabel}: ${item.Name}`}
              item={item.Name ?? ''}
              description={description}
              fractional={fractional}
              max={MAX_COUNT}
              value={values.counts[item.StueckgutId] ?? 0}
              onChange={(v) => onEdit({ counts: { ...values.counts, [item.StueckgutId]: v } })}
              error={problemText(t, problems, `item-${item.StueckgutId}`)}
              data-testid={`dump-item-${item.StueckgutId}`}
            />
          );
        })}
      </SimpleGrid>
      {type?.SonstigesInPortalAnzeigen && (
        <Textarea
          label={labelOf(data.form, 'sonstiges', t('dump.wizard.otherHint'))}
          description={t('dump.wizard.otherHint')}
          value={values.other}
          onChange={(e) => onEdit({ other: e.currentTarget.value })}
          maxLength={data.form?.fields.find((f) => f.name === 'sonstiges')?.maxLength}
          error={problemText(t, problems, 'other')}
          autosize
          minRows={2}
        />
      )}
      {/* The live sum against the quota: announced politely as the counts change. */}
      <div aria-live="polite" data-testid="dump-quota-live">
        {quota && quota.total !== null && !quota.exceeded && (
          <Group gap="md">
            <Text size="sm">{t('dump.quota.wanted', { wanted: amountText(quota.wanted), unit })}</Text>
            <Text size="sm">{t('dump.quota.after', { left: amountText(Math.max(0, (quota.left ?? 0) - quota.wanted)), unit })}</Text>
          </Group>
        )}
        {problems.quota && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} data-testid="dump-quota-exceeded">
            {t('dump.errors.quota', { left: `${amountText(quota?.left ?? 0)} ${unit}`, wanted: `${amountText(quota?.wanted ?? 0)} ${unit}` })}
          </Alert>
        )}
      </div>
      {problems.items && (
        <Text c="red.9" size="sm" role="alert">
          {problemText(t, problems, 'items')}
        </Text>
      )}
    </Stack>
  );
}

export interface DateStepProps extends StepProps {
  status: 'pending' | 'error' | 'success';
  onRetry(): void;
}

export function DateStep({ data, values, problems, onEdit, status, onRetry }: DateStepProps) {
  const { t } = useTranslation();
  if (status === 'pending') return <Text role="status">{t('dump.wizard.datesLoading')}</Text>;
  if (status === 'error')
    return (
      <Alert color="red" variant="light" title={t('dump.wizard.datesError')}>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('modules.retry')}
        </Button>
      </Alert>
    );
  if (data.dates.length === 0) return <Text>{t('dump.wizard.noDates')}</Text>;
  return (
    <Radio.Group
      label={labelOf(data.form, 'wunschtermin', t('dump.wizard.steps.date'))}
      description={t('dump.wizard.datesHint')}
      value={values.date === null ? null : String(values.date)}
      onChange={(v) => onEdit({ date: Number(v) })}
      error={problemText(t, problems, 'date')}
      withAsterisk
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
        {data.dates.map((d) => (
          <Radio
            key={d.Datum.getTime()}
            value={String(d.Datum.getTime())}
            label={pickupDay(d.Datum)}
            description={d.Frei > 0 ? t('dump.wizard.free', { count: d.Frei }) : t('dump.wizard.full')}
            disabled={d.Frei < 1}
          />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
