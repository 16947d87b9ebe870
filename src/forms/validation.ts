/**
 * The validation rules (docs/behaviour.md, "Validation") as pure functions. Each returns the i18n key of its
 * message or null when the value passes; optional rules pass on empty input so they can be
 * combined with `notEmpty`. Inputs are `unknown` because form values arrive untyped.
 */
import { isValidEmail } from '../../codegen/runtime/email';
import { readQuantity } from '../../codegen/runtime/quantity';
import { splitStreetNumber } from './street-number';

export { joinStreetNumber, splitStreetNumber, type StreetNumberParts } from './street-number';

export type MessageKey = string;
export type Rule = (value: unknown) => MessageKey | null;

const PASSWORD_MIN_LENGTH = 8;

const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Non-blank string, non-empty object/array, a valid date, a non-zero number, or `true`. */
export function notEmpty(value: unknown): MessageKey | null {
  const key = 'validation.not-empty';
  if (value === null || value === undefined) return key;
  if (typeof value === 'string') return value.trim() === '' ? key : null;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value) ? key : null;
  if (typeof value === 'boolean') return value ? null : key;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? key : null;
  if (Array.isArray(value)) return value.length === 0 ? key : null;
  if (typeof value === 'object') return Object.keys(value).length === 0 ? key : null;
  return key;
}

/** The one rule of portal, server and generated schemas (codegen/runtime/email.ts, rules.ts). */
export function email(value: unknown): MessageKey | null {
  if (isBlank(value)) return null;
  return typeof value === 'string' && isValidEmail(value) ? null : 'validation.email';
}

/** Counts characters as the user sees them (code points), not UTF-16 units. */
export function characterCount(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

export function limit(value: unknown, max: number): MessageKey | null {
  if (isBlank(value)) return null;
  const length = typeof value === 'string' ? characterCount(value) : String(value).length;
  return length > max ? 'validation.limit-exceeded' : null;
}

/**
 * Required whole number at or above `minimum` (zero allowed with the default minimum 0). Text is
 * read in German notation (codegen/runtime/quantity.ts): `1.000` is 1000, a decimal comma or point
 * gets its own message instead of becoming another number.
 */
export function amount(value: unknown, minimum = 0): MessageKey | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const reading = readQuantity(value, false);
    if (reading === null) return 'validation.amount';
    if ('problem' in reading) return reading.problem === 'whole' ? 'validation.amount-whole' : 'validation.amount';
    n = reading.value;
  } else return 'validation.amount';
  if (Number.isFinite(n) && !Number.isInteger(n)) return 'validation.amount-whole';
  return Number.isSafeInteger(n) && n >= minimum ? null : 'validation.amount';
}

/** A quantity above 0 with up to two decimals after the comma (a measured amount such as m³). */
export function fractionalAmount(value: unknown): MessageKey | null {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string') {
    const reading = readQuantity(value, true);
    if (reading === null) return 'validation.amount';
    if ('problem' in reading) return `validation.quantity.${reading.problem}`;
    n = reading.value;
  } else return 'validation.amount';
  if (!Number.isFinite(n) || Math.round(n * 100) !== n * 100) return 'validation.quantity.digits';
  return n > 0 ? null : 'validation.quantity.positive';
}

export function streetNumber(value: unknown): MessageKey | null {
  if (isBlank(value)) return null;
  return typeof value === 'string' && splitStreetNumber(value) ? null : 'validation.street-number';
}

/**
 * Every rule of a new password with its own key, in the order a checklist shows them. A rule that
 * `forbids` something holds for an empty field too: nothing typed yet breaks "Keine Leerzeichen".
 */
export const PASSWORD_RULES: readonly { key: MessageKey; test: (password: string) => boolean; forbids?: true }[] = [
  { key: 'validation.password.min-length', test: (p) => characterCount(p) >= PASSWORD_MIN_LENGTH },
  { key: 'validation.password.lowercase', test: (p) => /\p{Ll}/u.test(p) },
  { key: 'validation.password.uppercase', test: (p) => /\p{Lu}/u.test(p) },
  { key: 'validation.password.digit', test: (p) => /\d/.test(p) },
  { key: 'validation.password.whitespace', test: (p) => !/\s/u.test(p), forbids: true },
  // The middle dot breaks the authority's legacy password store.
  { key: 'validation.password.middle-dot', test: (p) => !p.includes('·'), forbids: true },
];

/** Keys of all rules the password breaks (empty list = acceptable). */
export function passwordProblems(value: unknown): MessageKey[] {
  if (typeof value !== 'string' || value === '') return ['validation.not-empty'];
  return PASSWORD_RULES.filter((rule) => !rule.test(value)).map((rule) => rule.key);
}

export function newPassword(value: unknown): MessageKey | null {
  return passwordProblems(value)[0] ?? null;
}

export function passwordConfirmation(password: unknown, confirmation: unknown): MessageKey | null {
  if (typeof confirmation !== 'string' || confirmation === '') return 'validation.not-empty';
  return password === confirmation ? null : 'settings.errors.password-mismatch';
}
