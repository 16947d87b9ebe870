import type { WidgetProps } from '@rjsf/utils';
import { formContextOf } from './context';

/** The field's name in the form (rjsf ids are `root_<name>`). */
export const fieldNameOf = (props: Pick<WidgetProps, 'name' | 'id'>): string => String(props.name || props.id.replace(/^root_/, ''));

/**
 * What every generated-form widget passes to its Mantine input: label, required mark, the first
 * error, a read-only field as a disabled one, and leaving the field told to the flow.
 */
export function inputProps(props: WidgetProps) {
  const context = formContextOf(props);
  return {
    id: props.id,
    label: props.label,
    required: props.required,
    disabled: props.disabled || props.readonly,
    error: props.rawErrors?.[0],
    onBlur: () => context?.onBlur?.(fieldNameOf(props)),
    ...(props.options['data-autofocus'] ? { 'data-autofocus': true } : {}),
  };
}
