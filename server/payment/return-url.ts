/**
 * The address the provider sends the browser back to: a path of this portal on the portal's public
 * origin (also for LegeStueckgutAuftragAn, which starts a payment itself).
 */
import { badRequest } from '../errors';

/** The provider's return parameters: a new return must not carry those of an earlier one. */
const RETURN_PARAMS = ['txid', 'hash', 'status', 'payment_method'];

/** An absolute URL of this portal for a path; anything that could leave the site is refused. */
export function returnUrlOf(origin: string, path: string): string {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path)) throw badRequest('Die Rücksprungadresse muss ein Pfad im Bürgerportal sein.');
  const url = new URL(path, origin);
  if (url.origin !== origin) throw badRequest('Die Rücksprungadresse muss ein Pfad im Bürgerportal sein.');
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}

/**
 * The portal's public origin: the browser's Origin header (sent with every POST; behind a proxy it
 * still names the address the resident uses), else the request's own. Only the caller's own
 * return is affected by it, and a session token is needed to call at all.
 */
export function publicOrigin(originHeader: string | undefined, baseUrl: string): string {
  if (originHeader && /^https?:\/\/[^/\s]+$/i.test(originHeader)) {
    try {
      return new URL(originHeader).origin;
    } catch {
      // not a URL: fall back to the request's own origin
    }
  }
  return new URL(baseUrl).origin;
}
