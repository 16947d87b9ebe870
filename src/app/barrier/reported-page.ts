/**
 * Which page a report is about, prefilled so nobody has to copy an address: the `?seite=` the
 * footer and the accessibility statement put on their link, else the page the browser came from
 * (document.referrer) when it is a page of this portal. Only paths of this site are taken: a link
 * from elsewhere must not put another site's address (or a script URL) into the form.
 */
import { resolveLink } from '../../ui/safeUrl';

export const REPORT_PATH = '/barriere-melden';

function ownPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null;
  const path = resolveLink(value, { external: false, origin });
  // The report page itself names no page with a barrier (a reload, a second report).
  if (path === null || path === REPORT_PATH || path.startsWith(`${REPORT_PATH}?`) || path.startsWith(`${REPORT_PATH}/`)) return null;
  return path;
}

export function reportedPage(seite: unknown, referrer: string, origin: string): string | null {
  return ownPath(seite, origin) ?? (referrer ? ownPath(referrer, origin) : null);
}
