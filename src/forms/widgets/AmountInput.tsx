/**
 * Amount expectation: a whole number (SPEC section 5). A plain text input with a numeric keyboard:
 * what the resident typed stays as typed until it is a whole number, so "2.5" or "2,5" gets
 * validation.amount instead of being turned into 25 or clamped to the minimum by a number widget.
 */
import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './input-props';
import { register } from './registry';

const WHOLE = /^\s*-?\d{1,15}\s*$/;

function AmountInputWidget(props: WidgetProps) {
  const shown = typeof props.value === 'number' || typeof props.value === 'string' ? String(props.value) : '';
  return (
    <TextInput
      {...inputProps(props)}
      inputMode="numeric"
      value={shown}
      onChange={(e) => {
        const text = e.currentTarget.value;
        props.onChange(text.trim() === '' ? undefined : WHOLE.test(text) ? Number(text) : text);
      }}
    />
  );
}

export default register({ name: 'AmountInput', widget: AmountInputWidget });
