/**
 * The one rule for every URL the portal did not write itself: banner links, links in server HTML
 * (the DOMPurify hook) and the `?redirect=` target (safeRedirectPath). Kept apart from the HTML
 * sanitiser so that a plain link (the banner) does not pull DOMPurify into the landing page.
 *
 * A string test cannot decide where a URL leads: browsers drop tabs and newlines and read `\` as
 * `/`, so `/\evil.example/x` and `/<TAB>/evil.example/x` are links to evil.example.
 * The value is therefore resolved exactly as the browser will (`new URL(value, origin)`) and its
 * origin compared.
 */

/** https:, mailto:, tel: and same-origin paths: the schemes DOMPurify keeps at all (pre-filter). */
export const ALLOWED_URI_REGEXP = /^(?:https:|mailto:|tel:|\/(?!\/))/i;

const EXTERNAL_PROTOCOLS = new Set(['https:', 'mailto:', 'tel:']);
/** A value that names its own scheme; anything else is resolved against the page. */
const HAS_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

const pageOrigin = (): string => globalThis.location?.origin ?? 'http://localhost';

export interface LinkRule {
  /** Allow absolute https:, mailto: and tel: links to other sites (banner, links in texts). */
  external: boolean;
  /** The page's origin; the current one by default. */
  origin?: string;
}

/**
 * Where `value` really leads, if the rule allows it: a same-origin target as its normalised path
 * (`/a/b?c#d`, never a host), an external one as its normalised absolute URL; otherwise null.
 */
export function resolveLink(value: string | null | undefined, rule: LinkRule): string | null {
  const raw = value?.trim() ?? '';
  if (raw === '') return null;
  const origin = rule.origin ?? pageOrigin();
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (!HAS_SCHEME.test(raw)) {
    // Relative: only as a path of this site (not `//host`, not `/\host`, not `/<TAB>/host`).
    return raw.startsWith('/') && url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  }
  if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  return rule.external && EXTERNAL_PROTOCOLS.has(url.protocol) ? url.href : null;
}

/** A server-provided link target (banner, HTML) if it is allowed, else null. */
export function safeUrl(url: string | null | undefined): string | null {
  return resolveLink(url, { external: true });
}
