import createDOMPurify, { type DOMPurify } from 'dompurify';
import { ALLOWED_URI_REGEXP } from './safeUrl';

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
    if (node.tagName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  purifier = instance;
  return instance;
}

/** Returns HTML safe to assign to innerHTML: only the allow-listed tags, `href` only, safe schemes. */
export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(dirty, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
