/**
 * The amount of one catalogue item in the booking wizard: a text input that reads German notation
 * (codegen/runtime/quantity.ts) with a minus and a plus button named after the item. Items measured
 * in a unit such as m³ take a decimal comma (`1,5` is 1.5); counted items take whole numbers and
 * refuse a comma with a message. What the resident typed stays as typed: an unreadable text hands
 * NaN to the wizard, which keeps it on this step, and never another number.
 */
import { ActionIcon, TextInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quantityText, readQuantity } from '../../../codegen/runtime/quantity';

export interface ItemQuantityInputProps {
  label: string;
  /** The input's accessible name where it differs from the label ("Anzahl: Sofa"). */
  'aria-label'?: string;
  /** The item's name for the buttons' names ("Anzahl Sofa erhöhen"). */
  item: string;
  description?: string;
  fractional: boolean;
  /** The wizard's amount: 0 = not chosen, NaN = typed but unreadable. */
  value: number;
  max: number;
  error?: string;
  onChange(value: number): void;
  'data-testid'?: string;
}

const readAs = (text: string, fractional: boolean) => {
  const reading = readQuantity(text, fractional);
  if (reading === null) return { value: 0, problem: null };
  return 'value' in reading ? { value: reading.value, problem: null } : { value: Number.NaN, problem: reading.problem };
};

export function ItemQuantityInput({ label, item, description, fractional, value, max, error, onChange, ...rest }: ItemQuantityInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<{ text: string; value: number } | null>(null);
  const [left, setLeft] = useState(false);
  // The typed text stays while the wizard still holds the value it produced; a button or a restored
  // draft writes the value anew.
  const text = typed !== null && Object.is(typed.value, value) ? typed.text : Number.isFinite(value) && value > 0 ? quantityText(value) : '';
  const problem = readAs(text, fractional).problem;
  const set = (next: number) => {
    setTyped(null);
    setLeft(false);
    onChange(next);
  };
  const base = Number.isFinite(value) ? value : 0;
  const noun = fractional ? t('dump.wizard.quantityOf', { item }) : t('dump.wizard.count', { item });
  return (
    <TextInput
      label={label}
      description={description}
      inputMode={fractional ? 'decimal' : 'numeric'}
      value={text}
      onChange={(e) => {
        const next = e.currentTarget.value;
        const read = readAs(next, fractional);
        setTyped({ text: next, value: read.value });
        setLeft(false);
        onChange(read.value);
      }}
      onBlur={() => setLeft(true)}
      // As on a number field: the arrow keys count up and down.
      onKeyDown={(e) => {
        if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
        e.preventDefault();
        const next = Math.round((base + (e.key === 'ArrowUp' ? 1 : -1)) * 100) / 100;
        if (next >= 0 && next <= max) set(next);
      }}
      error={(left && problem ? t(`validation.quantity.${problem}`) : undefined) ?? error}
      leftSectionPointerEvents="all"
      rightSectionPointerEvents="all"
      leftSection={
        <ActionIcon variant="subtle" aria-label={t('dump.wizard.decrease', { noun })} disabled={base <= 0} onClick={() => set(Math.max(0, Math.round((base - 1) * 100) / 100))}>
          <IconMinus size={16} aria-hidden="true" />
        </ActionIcon>
      }
      rightSection={
        <ActionIcon variant="subtle" aria-label={t('dump.wizard.increase', { noun })} disabled={base >= max} onClick={() => set(Math.min(max, Math.round((base + 1) * 100) / 100))}>
          <IconPlus size={16} aria-hidden="true" />
        </ActionIcon>
      }
      {...rest}
    />
  );
}
