/**
 * Validation messages of generated forms: ajv's errors mapped to the SPEC section 5 keys, and
 * the rules ajv cannot express (Phone, StreetNumber, NotEmpty for strings, Amount) checked with
 * validation.ts. `t` is injected so this stays independent of the i18n setup.
 */
import type { FormField } from '../../codegen/runtime/contract';
import { checkField, type ExpectationOptions } from './expectations';
import type { MessageKey } from './validation';

export interface AjvLikeError {
  name?: string;
  property?: string;
  message?: string;
  params?: Record<string, unknown>;
  stack: string;
}

/** The message key for one ajv error keyword. */
export function keyForAjvError(error: Pick<AjvLikeError, 'name' | 'params'>): MessageKey {
  switch (error.name) {
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
      return 'validation.street-number';
    default:
      return 'validation.not-empty';
  }
}

export function transformErrors<E extends AjvLikeError>(errors: E[], t: (key: string) => string): E[] {
  return errors.map((error) => {
    const message = t(keyForAjvError(error));
    return { ...error, message, stack: `${error.property ?? ''} ${message}`.trim() };
  });
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
    const problem = checkField(value, { ...field, required: field.required && field.component !== 'CheckBox' ? true : field.required }, options);
    if (problem) problems[field.name] = problem;
  }
  return problems;
}
