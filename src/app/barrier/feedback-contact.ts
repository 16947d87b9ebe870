/**
 * Where a barrier can be reported when the authority's backend offers no MeldeBarriere: portal.json
 * `accessibility.contactEmail`, else `links.contact`. An e-mail address (plain or `mailto:`) becomes
 * a `mailto:` link; a contact web page stays a plain link; anything else names no contact.
 * Read leniently like the rest of the deployment config: the build has checked the keys.
 */
import { isValidEmail } from '../../../codegen/runtime/email';
import { safeUrl } from '../../ui/safeUrl';

export interface PortalJsonContact {
  accessibility?: { contactEmail?: unknown } | null;
  links?: { contact?: unknown } | null;
}

export type FeedbackContact = { kind: 'mail'; href: string; address: string } | { kind: 'page'; href: string };

/** The address an e-mail value names (`mailto:` stripped, a query after it dropped), or null. */
function addressOf(value: string): string | null {
  const address = value.trim().replace(/^mailto:/i, '').split('?')[0]!.trim();
  return isValidEmail(address) ? address : null;
}

function contactOf(value: unknown): FeedbackContact | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const address = addressOf(value);
  if (address) return { kind: 'mail', href: `mailto:${address}?subject=${encodeURIComponent('Barriere melden')}`, address };
  const href = safeUrl(value.trim());
  return href && !href.startsWith('mailto:') && !href.startsWith('tel:') ? { kind: 'page', href } : null;
}

export function feedbackContact(json: PortalJsonContact): FeedbackContact | null {
  return contactOf(json.accessibility?.contactEmail) ?? contactOf(json.links?.contact);
}
