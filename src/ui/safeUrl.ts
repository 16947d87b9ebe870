/**
 * The link-scheme rule for server-provided URLs, kept apart from the HTML sanitiser so that a
 * plain link (the banner) does not pull DOMPurify into the landing page.
 */

/** https:, mailto:, tel: and same-origin paths ("/x", not protocol-relative "//host"). */
export const ALLOWED_URI_REGEXP = /^(?:https:|mailto:|tel:|\/(?!\/))/i;

/** A server-provided link target if its scheme is allowed (same rule as in HTML), else null. */
export function safeUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  return ALLOWED_URI_REGEXP.test(trimmed) ? trimmed : null;
}
