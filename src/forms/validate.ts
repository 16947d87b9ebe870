/**
 * Checks a generated form's values, React-free, so the flow machines decide validity with exactly
 * what the form shows: the precompiled ajv validator of the generated schema (codegen) plus the
 * Validation rules ajv cannot express (expectations.ts). Each field gets one message key; where
 * our rule speaks for a field, ajv's duplicate is dropped.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { GeneratedForm } from '../../codegen/runtime/contract';
import type { ExpectationOptions } from './expectations';
import { errorField, fieldProblems, keyForAjvError, type AjvLikeError } from './form-errors';
import type { MessageKey } from './validation';

export type FieldErrors = Record<string, MessageKey>;

export interface FormCheckOptions extends ExpectationOptions {
  /** Fields the page does not show now (e.g. the container number for a claim type without one). */
  hidden?: ReadonlySet<string>;
}

type Validator = ReturnType<typeof createPrecompiledValidator>;
const validators = new WeakMap<GeneratedForm, Validator>();

export function formValidator(form: GeneratedForm): Validator {
  let validator = validators.get(form);
  if (!validator) {
    validator = createPrecompiledValidator(form.validateFns as ValidatorFunctions, form.schema as RJSFSchema);
    validators.set(form, validator);
  }
  return validator;
}

/** Empty strings count as absent, as rjsf treats an emptied input. */
function present(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

/** Every shown field's current problem (absent = fine). */
export function formProblems(form: GeneratedForm, values: Record<string, unknown>, options: FormCheckOptions = {}): FieldErrors {
  const hidden = options.hidden ?? new Set<string>();
  const shown = form.fields.filter((f) => f.component !== 'None' && !hidden.has(f.name));
  const ours = fieldProblems(values, shown, options);
  const problems: FieldErrors = { ...ours };
  const byName = new Map(form.fields.map((f) => [f.name, f]));
  const { errors } = formValidator(form).validateFormData(present(values), form.schema as RJSFSchema);
  for (const error of errors as AjvLikeError[]) {
    const name = errorField(error);
    const field = byName.get(name);
    if (!field || field.component === 'None' || hidden.has(name) || name in problems) continue;
    problems[name] = keyForAjvError(error, field);
  }
  return problems;
}
