/**
 * Renders a generated form (codegen output) with rjsf and the Mantine theme. Validation uses the
 * precompiled ajv functions of the form (no code compiled in the browser: strict CSP) plus the
 * portal's own rules (Phone, StreetNumber, NotEmpty, Amount) with the SPEC section 5 messages.
 */
import { Button, Group } from '@mantine/core';
import Form from '@rjsf/mantine';
import type { CustomValidator, ErrorTransformer, RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../codegen/runtime/contract';
import { initialFormData } from './defaults';
import { errorField, fieldProblems, transformErrors } from './form-errors';
import { layoutTemplate } from './LayoutTemplate';
import type { GeneratedFormContext } from './widgets/context';
import { registeredWidgets } from './widgets';

export interface GeneratedFormViewProps {
  form: GeneratedForm;
  /** Values the page supplies (hidden ids, prefilled contact data); they win over defaults. */
  values?: Record<string, unknown>;
  loadOptions: GeneratedFormContext['loadOptions'];
  onSubmit: (data: Record<string, unknown>) => void;
  /** Country for Phone fields. */
  country?: CountryCode;
  submitLabel?: string;
  busy?: boolean;
  /** Fixed "now" for date defaults (tests); defaults to the time the form opens. */
  now?: Date;
}

const NoErrorList = () => null;

/**
 * The Mantine theme spreads `ui:options` onto Mantine inputs, where `component` is Mantine's
 * polymorphic prop (it rendered `<textfield>`), and any other unknown key lands on a DOM element.
 * The component is already chosen through `ui:widget` and kept in `form.fields`, so it is dropped here;
 * so are the layout keys (span, row, index: LayoutTemplate reads them from `form.fields`), which
 * otherwise ended up as attributes on the `<input>`. Number fields get `clampBehavior: 'none'`:
 * Mantine's NumberInput otherwise silently turned a typed 0 into the minimum on blur, and the form
 * submitted a number the user never entered instead of saying validation.amount.
 */
export function portalUiSchema(uiSchema: Record<string, unknown>, schema: Record<string, unknown> = {}): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, { type?: unknown } | undefined>;
  const out: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(uiSchema)) {
    if (entry && typeof entry === 'object' && !Array.isArray(entry) && 'ui:options' in entry) {
      const { component: _component, span: _span, row: _row, index: _index, ...options } = (entry as { 'ui:options': Record<string, unknown> })[
        'ui:options'
      ];
      const type = properties[name]?.type;
      const numeric = type === 'integer' || type === 'number';
      out[name] = { ...entry, 'ui:options': numeric ? { ...options, clampBehavior: 'none' } : options };
    } else out[name] = entry;
  }
  return { ...out, 'ui:submitButtonOptions': { norender: true } };
}

export function GeneratedFormView({ form, values, loadOptions, onSubmit, country = 'DE', submitLabel, busy = false, now }: GeneratedFormViewProps) {
  const { t } = useTranslation();
  const [formData, setFormData] = useState<Record<string, unknown>>(() => initialFormData(form.fields, now ?? new Date(), values));
  const validator = useMemo(() => createPrecompiledValidator(form.validateFns as ValidatorFunctions, form.schema as RJSFSchema), [form]);
  const widgets = useMemo(() => registeredWidgets(), []);
  const uiSchema = useMemo(() => portalUiSchema(form.uiSchema, form.schema), [form]);
  // Every widget shows its first error itself (Mantine `error`); the theme's extra list would repeat it.
  const templates = useMemo(() => ({ ObjectFieldTemplate: layoutTemplate(form), FieldErrorTemplate: NoErrorList }), [form]);

  const customValidate: CustomValidator = (data, errors) => {
    for (const [name, key] of Object.entries(fieldProblems(data as Record<string, unknown>, form.fields, { country }))) {
      (errors as unknown as Record<string, { addError(message: string): void } | undefined>)[name]?.addError(t(key));
    }
    return errors;
  };
  // Our rules cover every expectation; where they speak for a field, ajv's duplicate is dropped so
  // each field shows one message.
  const transform: ErrorTransformer = (errors) => {
    const ours = fieldProblems(formData, form.fields, { country });
    return transformErrors(errors, t, form.fields).filter((e) => !(errorField(e) in ours));
  };
  const formContext: GeneratedFormContext = { formData, loadOptions };

  return (
    <Form
      schema={form.schema as RJSFSchema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      widgets={widgets}
      templates={templates}
      formContext={formContext}
      customValidate={customValidate}
      transformErrors={transform}
      showErrorList={false}
      noHtml5Validate
      onChange={(e) => setFormData((e.formData ?? {}) as Record<string, unknown>)}
      onSubmit={(e) => onSubmit((e.formData ?? {}) as Record<string, unknown>)}
      onError={() => {}}
      disabled={busy}
    >
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={busy}>
          {submitLabel ?? t('forms.submit')}
        </Button>
      </Group>
    </Form>
  );
}
