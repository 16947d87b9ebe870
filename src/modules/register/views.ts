/**
 * Which of the module's pages the address shows. The link pages are addressed by the fragment
 * (`/register#passwort-vergessen`, `/register#passwort-neu=<token>`, the registration's
 * `/register#zugang-bestaetigen=<token>`): a token in the fragment never reaches a server log or a
 * Referer, and the route files need no change.
 */
export type RegisterView = { kind: 'register' } | { kind: 'forgot' } | { kind: 'reset'; token: string } | { kind: 'confirm'; token: string };

export const FORGOT_HASH = 'passwort-vergessen';
const LINK_PAGES = { 'passwort-neu=': 'reset', 'zugang-bestaetigen=': 'confirm' } as const;

export function viewOf(hash: string): RegisterView {
  const fragment = hash.replace(/^#/, '');
  if (fragment === FORGOT_HASH) return { kind: 'forgot' };
  for (const [prefix, kind] of Object.entries(LINK_PAGES)) {
    if (!fragment.startsWith(prefix)) continue;
    const token = fragment.slice(prefix.length);
    // base64url only: anything else is not a link of ours.
    if (/^[A-Za-z0-9_-]{16,100}$/.test(token)) return { kind, token };
  }
  return { kind: 'register' };
}
