import type { WidgetProps } from '@rjsf/utils';

/** What every generated-form widget passes to its Mantine input: a read-only field is a disabled one. */
export function inputProps(props: WidgetProps) {
  return { id: props.id, label: props.label, required: props.required, disabled: props.disabled || props.readonly };
}
