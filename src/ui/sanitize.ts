import createDOMPurify, { type DOMPurify } from 'dompurify';
import { ALLOWED_URI_REGEXP, safeUrl } from './safeUrl';

export { safeUrl } from './safeUrl';

// SECURITY-CHECKLIST "HTML from the server": a dedicated DOMPurify instance with a small allow-list,
// so configuration and hooks never leak into (or from) other users of the global instance.
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'br', 'p', 'ul', 'ol', 'li', 'a'];
const ALLOWED_ATTR = ['href'];

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    // The shared link rule: where the browser will really go (`/\evil.example` is off-site).
    const href = safeUrl(node.getAttribute('href'));
    if (href === null) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('href', href);
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  purifier = instance;
  return instance;
}

/**
 * Parses `dirty` where nothing can run or be reported: a template's content belongs to an inert
 * document without a browsing context (issue 17.12: parsing the XSS corpus in a DOMParser document
 * raised 308 CSP `script-src-attr` reports). Every attribute but `href` is dropped right there, so
 * no event handler attribute ever reaches a document that has the page's policy.
 */
function parseInert(dirty: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = dirty;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
    for (const name of node.getAttributeNames()) if (name.toLowerCase() !== 'href') node.removeAttribute(name);
  }
  return template.content;
}

/** Returns HTML safe to assign to innerHTML: only the allow-listed tags, `href` only, safe links. */
export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(parseInert(dirty), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
