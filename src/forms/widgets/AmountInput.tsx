/**
 * Amount expectation: a whole number. Mantine's NumberInput would clamp a typed value to the
 * minimum on blur and submit a number the user never entered; here the rule says validation.amount.
 */
import { NumberInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './input-props';
import { register } from './registry';

function AmountInputWidget(props: WidgetProps) {
  return (
    <NumberInput
      {...inputProps(props)}
      allowDecimal={false}
      clampBehavior="none"
      inputMode="numeric"
      value={typeof props.value === 'number' || typeof props.value === 'string' ? props.value : ''}
      onChange={(value) => props.onChange(value === '' ? undefined : value)}
    />
  );
}

export default register({ name: 'AmountInput', widget: AmountInputWidget });
