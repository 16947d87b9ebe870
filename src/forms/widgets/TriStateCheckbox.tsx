/**
 * rjsf's `checkbox` for generated forms: a nullable Boolean (`tristate`) starts indeterminate
 * (metadata contract) and stays so until the user decides; ticking cycles true -> false.
 */
import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './input-props';
import { register } from './registry';

function TriStateCheckboxWidget(props: WidgetProps) {
  const unset = props.value === undefined || props.value === null;
  const indeterminate = Boolean(props.options.tristate) && unset;
  return (
    <Checkbox
      {...inputProps(props as WidgetProps)}
      checked={props.value === true}
      indeterminate={indeterminate}
      aria-checked={indeterminate ? 'mixed' : props.value === true}
      onChange={(e) => props.onChange(e.currentTarget.checked)}
    />
  );
}

export default register({ name: 'checkbox', widget: TriStateCheckboxWidget });
