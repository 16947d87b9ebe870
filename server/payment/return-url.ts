/**
 * The address the provider sends the browser back to: a path of this portal on the configured
 * public origin (ServerConfig.publicUrl; also for LegeStueckgutAuftragAn, which starts a payment
 * itself). Never the request's Origin or Host: whoever sends those would choose where the
 * provider sends a resident who has just paid.
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
