/**
 * Applies a generated field's `portal:Expectation` rules (codegen/runtime FormField) with the
 * functions of validation.ts, so generated forms and hand-built dialogs give the same messages.
 */
import type { CountryCode } from 'libphonenumber-js/min';
import type { FormField } from '../../codegen/runtime/contract';
import { iban } from './iban';
import { phone } from './phone';
import { amount, email, limit, newPassword, notEmpty, streetNumber, type MessageKey } from './validation';

type Expectation = FormField['expectations'][number];

export interface ExpectationOptions {
  /** Country the Phone rule checks against. */
  country?: CountryCode;
  /** Today in Berlin as `yyyy-MM-dd` (default: the clock's), for wished dates. */
  today?: string;
}

/**
 * A wished day (`wunschtermin`, `wunschdatum`, the name for the date a resident asks for):
 * the metadata contract has no date rule, so the parameter's meaning says it cannot lie in the
 * past. The date picker offers no earlier day and a typed one gets validation.date-past.
 */
export const isWishDate = (field: Pick<FormField, 'name'>): boolean => /^wunsch(termin|datum)$/i.test(field.name);

/** The field's day lies before `today` (both `yyyy-MM-dd`). */
export function pastDay(value: unknown, today: string): MessageKey | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && value.slice(0, 10) < today ? 'validation.date-past' : null;
}

function checkExpectation(value: unknown, expectation: Expectation, options: ExpectationOptions = {}): MessageKey | null {
  switch (expectation.rule) {
    case 'NotEmpty':
      return notEmpty(value);
    case 'EMail':
      return email(value);
    case 'Phone':
      return phone(value, options.country);
    case 'Limit':
      return limit(value, expectation.limit);
    case 'Amount':
      return amount(value, expectation.minimum);
    case 'StreetNumber':
      return streetNumber(value);
    case 'NewPassword':
      // Optional unless the field is required (a requested change): then `required` speaks first.
      return value === undefined || value === null || value === '' ? null : newPassword(value);
    case 'IBAN':
      return iban(value);
    case 'ContainerNumber': // checked by the server (the flow's debounced lookup)
    case 'Password': // nothing to check but emptiness, which `required` covers
      return null;
  }
}

/** First failing rule of a field: `required` (non-nullable) first, then the expectations in order. */
export function checkField(
  value: unknown,
  field: Pick<FormField, 'required' | 'expectations' | 'maxLength'>,
  options: ExpectationOptions = {},
): MessageKey | null {
  if (field.required) {
    const missing = notEmpty(value);
    // A required Amount field accepts 0, so `notEmpty` must not reject it.
    if (missing && !(typeof value === 'number' && field.expectations.some((e) => e.rule === 'Amount'))) return missing;
  }
  for (const expectation of field.expectations) {
    const problem = checkExpectation(value, expectation, options);
    if (problem) return problem;
  }
  return field.maxLength !== undefined ? limit(value, field.maxLength) : null;
}
