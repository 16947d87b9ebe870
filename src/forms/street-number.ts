/**
 * Street numbers split into number and addition and joined again, as the backend stores them. Its
 * own file: the resident's contact prefill of every object page joins a number, and importing the
 * validation rules for that would bring them (and their e-mail and quantity rules) along.
 */
import { STREET_NUMBER_PATTERN } from '../../codegen/runtime/rules';

const STREET_NUMBER = new RegExp(STREET_NUMBER_PATTERN, 'u');

export interface StreetNumberParts {
  number: string;
  addition: string;
}

/** Splits `12 a` into {number: '12', addition: 'a'}; null when it is not a street number. */
export function splitStreetNumber(value: string): StreetNumberParts | null {
  const match = STREET_NUMBER.exec(value.trim());
  if (!match) return null;
  return { number: match[1] ?? '', addition: (match[2] ?? '').trim() };
}

/**
 * A street number as residents write it: a letter or a `-14`/`/1` joins the number directly
 * (`21a`, `12-14`, `7/1`), a longer addition follows after a space (`5 Hinterhaus`).
 */
export function joinStreetNumber(number: string | number, addition: string | null | undefined): string {
  const add = (addition ?? '').trim();
  if (add === '') return String(number).trim();
  return /^(\p{L}{1,2}|[-/].*)$/u.test(add) ? `${String(number).trim()}${add}` : `${String(number).trim()} ${add}`;
}
