/**
 * rjsf widget names that generated uiSchemas use beyond rjsf's built-ins (`hidden`, `textarea`,
 * `checkbox`, `date`). The portal registers a widget under each name (src/forms); options come at
 * run time from the field's `ui:options.query` with `{param}` substituted, text from `queryText`.
 */
export const QUERY_WIDGETS = {
  Radio: 'QueryRadio',
  ComboBox: 'QueryComboBox',
  AutoComplete: 'QueryAutoComplete',
} as const;

export type QueryWidget = (typeof QUERY_WIDGETS)[keyof typeof QUERY_WIDGETS];
