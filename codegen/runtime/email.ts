/**
 * The one e-mail rule of portal and server (two rules let the server accept what the form refused,
 * e.g. `<STYLE>@import'…';</STYLE>`). Isomorphic: src/ and server/ both import it;
 * the pattern is the one every generated form's schema carries (rules.ts).
 */
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './rules';

export { EMAIL_MAX_LENGTH };

const EMAIL = new RegExp(EMAIL_PATTERN, 'u');

export function isValidEmail(value: string): boolean {
  // The length first, so hostile input never reaches the pattern.
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}
