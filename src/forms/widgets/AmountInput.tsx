/**
 * Amount expectation: a whole number. A plain text input with a numeric keyboard
 * that reads German notation (codegen/runtime/quantity.ts): ` 2 ` is 2 and `1.000` is one thousand;
 * `1,5` or `1.5` stay as typed and get their message instead of being turned into 15 or clamped to
 * the minimum by a number widget.
 */
import { TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useQuantityText } from '../useQuantityText';
import { inputProps } from './input-props';
import { register } from './registry';

function AmountInputWidget(props: WidgetProps) {
  const [text, change] = useQuantityText(props.value, false);
  return <TextInput {...inputProps(props)} inputMode="numeric" value={text} onChange={(e) => props.onChange(change(e.currentTarget.value))} />;
}

register({ name: 'AmountInput', widget: AmountInputWidget });
