/** Password expectation: a masked input with a show/hide toggle; the flow hashes the value before sending. */
import { PasswordInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { inputProps } from './input-props';
import { register } from './registry';

function PasswordWidget(props: WidgetProps) {
  return (
    <PasswordInput
      {...inputProps(props)}
      autoComplete={props.options.newPassword ? 'new-password' : 'current-password'}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(e) => props.onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
    />
  );
}

export default register({ name: 'Password', widget: PasswordWidget });
