/**
 * Which of the module's pages the address shows. The password pages are addressed by the fragment
 * (`/register#passwort-vergessen`, `/register#passwort-neu=<token>`): a reset token in the fragment
 * never reaches a server log or a Referer, and the route files need no change.
 */
export type RegisterView = { kind: 'register' } | { kind: 'forgot' } | { kind: 'reset'; token: string };

export const FORGOT_HASH = 'passwort-vergessen';
const RESET_PREFIX = 'passwort-neu=';

export function viewOf(hash: string): RegisterView {
  const fragment = hash.replace(/^#/, '');
  if (fragment === FORGOT_HASH) return { kind: 'forgot' };
  if (fragment.startsWith(RESET_PREFIX)) {
    const token = fragment.slice(RESET_PREFIX.length);
    // base64url only: anything else is not a link of ours.
    if (/^[A-Za-z0-9_-]{16,100}$/.test(token)) return { kind: 'reset', token };
  }
  return { kind: 'register' };
}
