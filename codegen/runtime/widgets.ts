/**
 * Which registered widget renders a generated field: one registry keyed by Component and
 * Expectation (metadata contract). Codegen writes the name into the field's `ui:widget`; the portal
 * registers a widget under each name (src/forms/widgets). An expectation with behaviour of its own
 * (a server-checked container number, a phone number with its country, a password) wins over the
 * component; otherwise the component decides. Options of query-fed widgets come at run time from
 * the field's `ui:options.query` with `{param}` substituted, their text from `queryText`.
 */
import type { FormField } from './contract';

export const QUERY_WIDGETS = {
  Radio: 'QueryRadio',
  ComboBox: 'QueryComboBox',
  AutoComplete: 'QueryAutoComplete',
} as const;

export type QueryWidget = (typeof QUERY_WIDGETS)[keyof typeof QUERY_WIDGETS];

export const EXPECTATION_WIDGETS = {
  ContainerNumber: 'ContainerLookup',
  NewPassword: 'NewPassword',
  Password: 'Password',
  Phone: 'PhoneInput',
  Amount: 'AmountInput',
  IBAN: 'IbanInput',
} as const;

const COMPONENT_WIDGETS: Partial<Record<FormField['component'], string>> = {
  None: 'hidden',
  TextArea: 'textarea',
  CheckBox: 'checkbox',
  DatePicker: 'date',
  ...QUERY_WIDGETS,
};

/** The widget name for a field, or undefined for rjsf's default (a text input). */
export function widgetFor(field: Pick<FormField, 'component' | 'expectations'>): string | undefined {
  if (field.component === 'None') return 'hidden';
  // Query-fed and choice components keep their widget whatever the rules say.
  if (field.component !== 'TextField') return COMPONENT_WIDGETS[field.component];
  for (const [rule, widget] of Object.entries(EXPECTATION_WIDGETS)) {
    if (field.expectations.some((e) => e.rule === rule)) return widget;
  }
  return undefined;
}
