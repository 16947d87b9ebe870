/**
 * Validation messages of generated forms: ajv's errors mapped to the validation message keys, and
 * the rules ajv cannot express (Phone, StreetNumber, NotEmpty for strings, Amount) checked with
 * validation.ts. validate.ts combines both; the keys are translated where they are shown.
 */
import type { FormField } from '../../codegen/runtime/contract';
import { toBerlinDay } from '../../codegen/runtime/dates';
import { checkField, isWishDate, pastDay, type ExpectationOptions } from './expectations';
import type { MessageKey } from './validation';

export interface AjvLikeError {
  name?: string;
  property?: string;
  message?: string;
  params?: Record<string, unknown>;
  stack: string;
}

/** The message key for one ajv error keyword; `field` tells what a `pattern` was meant to check. */
export function keyForAjvError(error: Pick<AjvLikeError, 'name' | 'params'>, field?: Pick<FormField, 'expectations'>): MessageKey {
  switch (error.name) {
    case 'minLength':
      return 'validation.not-empty';
    case 'required':
      return 'validation.not-empty';
    case 'maxLength':
      return 'validation.limit-exceeded';
    case 'minimum':
    case 'exclusiveMinimum':
    case 'multipleOf':
      return 'validation.amount';
    case 'type':
      return error.params?.type === 'integer' || error.params?.type === 'number' ? 'validation.amount' : 'validation.not-empty';
    case 'format':
      return error.params?.format === 'email' ? 'validation.email' : 'validation.not-empty';
    case 'pattern':
      if (field?.expectations.some((e) => e.rule === 'EMail')) return 'validation.email';
      if (field?.expectations.some((e) => e.rule === 'StreetNumber')) return 'validation.street-number';
      if (field?.expectations.some((e) => e.rule === 'Phone')) return 'validation.phone';
      return 'validation.not-empty';
    default:
      return 'validation.not-empty';
  }
}

/** `.email`, `['e-mail']` or a `required` error's missingProperty -> the field name. */
export function errorField(error: AjvLikeError): string {
  if (error.name === 'required' && typeof error.params?.missingProperty === 'string') return error.params.missingProperty;
  return (error.property ?? '').replace(/^\./, '').replace(/^\['(.*)'\]$/, '$1');
}

/** Our own check of every visible field; returns field name -> message key. */
export function fieldProblems(
  formData: Record<string, unknown> | undefined,
  fields: readonly FormField[],
  options: ExpectationOptions = {},
): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  for (const field of fields) {
    if (field.component === 'None') continue;
    const value = formData?.[field.name];
    // A required CheckBox must be ticked; ajv only checks that it is a boolean.
    const problem =
      checkField(value, { ...field, required: field.required && field.component !== 'CheckBox' ? true : field.required }, options) ??
      (field.component === 'DatePicker' && isWishDate(field) ? pastDay(value, options.today ?? toBerlinDay(new Date())) : null);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}
