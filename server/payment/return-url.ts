/**
 * The address the provider sends the browser back to: a path of this portal on the configured
 * public origin (ServerConfig.publicUrl; also for LegeStueckgutAuftragAn, which starts a payment
 * itself). Never the request's Origin or Host: whoever sends those would choose where the
 * provider sends a resident who has just paid.
 *
 * The path is judged after URL resolution, not as typed: `/.//evil.example` and `/%2e//x` resolve
 * to the path `//evil.example`, which a page writing the path alone into a link would turn into a
 * link to another host. A resolved path must therefore start with exactly one slash and may hold
 * no encoded slash, backslash or control character (a router decoding it would see the same).
 */
import { badRequest } from '../errors';

/** The provider's return parameters: a new return must not carry those of an earlier one. */
const RETURN_PARAMS = ['txid', 'hash', 'status', 'payment_method'];

const NOT_A_PORTAL_PATH = 'Die Rücksprungadresse muss ein Pfad im Bürgerportal sein.';

/** A resolved path as this portal's routes have them: one leading slash, plain or harmlessly encoded characters. */
const PORTAL_PATH = /^\/(?![/\\])(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%(?![01][0-9a-f]|7f|2f|5c)[0-9a-f]{2})*$/i;

/** An absolute URL of this portal for a path; anything that could leave the site is refused. */
export function returnUrlOf(origin: string, path: string): string {
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path)) throw badRequest(NOT_A_PORTAL_PATH);
  const url = new URL(path, origin);
  if (url.origin !== new URL(origin).origin || !PORTAL_PATH.test(url.pathname)) throw badRequest(NOT_A_PORTAL_PATH);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  url.hash = '';
  return url.href;
}

/**
 * A stored return address, checked again before it becomes a link or a redirect: one stored before
 * the check above was as strict leads to the portal's start page instead.
 */
export function safeReturnUrl(stored: string): string {
  const url = new URL(stored);
  try {
    return returnUrlOf(url.origin, `${url.pathname}${url.search}`);
  } catch {
    return `${url.origin}/`;
  }
}
