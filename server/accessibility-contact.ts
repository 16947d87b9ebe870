/**
 * Who at the authority hears of a reported accessibility barrier (MeldeBarriere): the address in
 * schema/<authority>/portal.json `accessibility.contactEmail`, else `links.contact` when that is an
 * e-mail address (plain or `mailto:`). A contact page (https) has no inbox to write to: then the
 * report is stored and the reporter confirmed, but nobody is notified by mail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isValidEmail } from '../codegen/runtime/email';

interface PortalJson {
  accessibility?: { contactEmail?: unknown } | null;
  links?: { contact?: unknown } | null;
}

/** The e-mail address a configured value names (`mailto:` stripped, query dropped), or null. */
export function emailOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim().replace(/^mailto:/i, '').split('?')[0]!.trim();
  return isValidEmail(address) ? address : null;
}

/** The notification address from a parsed portal.json. */
export function accessibilityEmailOf(json: PortalJson): string | null {
  return emailOf(json.accessibility?.contactEmail) ?? emailOf(json.links?.contact);
}

/** Read from the authority's portal.json; a missing or unreadable file names nobody. */
export function readAccessibilityEmail(rootDir: string, authority: string): string | null {
  try {
    return accessibilityEmailOf(JSON.parse(readFileSync(join(rootDir, 'schema', authority, 'portal.json'), 'utf8')) as PortalJson);
  } catch {
    return null;
  }
}
