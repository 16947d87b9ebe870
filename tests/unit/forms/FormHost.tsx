/**
 * What a flow does around the controlled GeneratedFormView, reduced for view tests: it owns the
 * values (defaults resolved at `now`, page values on top), checks them with formProblems, shows
 * every problem after a submit attempt and hands the values to `onSubmit` only when none is left.
 */
import { Button } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/min';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedForm } from '../../../codegen/runtime/contract';
import { initialFormData } from '../../../src/forms/defaults';
import { GeneratedFormView, type GeneratedFormViewProps } from '../../../src/forms/GeneratedFormView';
import { formProblems } from '../../../src/forms/validate';

// Mantine's autosize Textarea (TextArea fields) listens to document.fonts, which jsdom lacks.
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
}
// Mantine's Select scrolls the selected option into view, which jsdom does not implement.
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

export interface FormHostProps {
  form: GeneratedForm;
  values?: Record<string, unknown>;
  now?: Date;
  onSubmit(values: Record<string, unknown>): void;
  /** Widget context beyond loadOptions (fieldOptions, checks, phone countries …). */
  context: GeneratedFormViewProps['context'];
  hidden?: ReadonlySet<string>;
}

export function FormHost({ form, values, now, onSubmit, context, hidden }: FormHostProps) {
  const { t } = useTranslation();
  const [data, setData] = useState(() => initialFormData(form.fields, now ?? new Date(), values));
  const [country, setCountry] = useState<CountryCode>(context.country ?? 'DE');
  const [tried, setTried] = useState(false);
  const problems = formProblems(form, data, { country, hidden });
  const errors = tried ? Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])) : {};
  return (
    <GeneratedFormView
      form={form}
      values={data}
      errors={errors}
      hidden={hidden}
      context={{ ...context, country, onCountry: setCountry }}
      onChange={setData}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(problems).length === 0) onSubmit(data);
      }}
    >
      <Button type="submit">{t('forms.submit')}</Button>
    </GeneratedFormView>
  );
}
