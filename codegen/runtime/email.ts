/**
 * The one e-mail rule of portal and server (issue 17.9: the server accepted
 * `<STYLE>@import'…';</STYLE>` that the form refused). Isomorphic: src/ and server/ both import it.
 * Local part of RFC 5322 atom characters without leading, trailing or double dots; a dotted domain
 * of LDH labels with a top-level label; at most 254 characters.
 */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL.test(value)) return false;
  const local = value.slice(0, value.indexOf('@'));
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}
