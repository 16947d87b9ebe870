import createDOMPurify, { type DOMPurify } from 'dompurify';
import { ALLOWED_URI_REGEXP, safeUrl } from './safeUrl';

export { safeUrl } from './safeUrl';

// HTML from the server (docs/security.md, "HTML and links from the backend"): a dedicated DOMPurify instance with a small allow-list,
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

const HTML_SPACE = /[\t\n\f\r /]/;
const NAME_END = /[\s/>=]/;
/** Elements whose content the HTML parser reads as text until their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext']);

/**
 * Renames every attribute whose name starts with `on` (`onerror` -> `x-onerror`) in the markup
 * itself, before any HTML parser sees it: Chromium reports a CSP `script-src-attr` violation as soon
 * as it parses a handler attribute, in any document, inert ones included. A small tokenizer of tags, attribute names and (quoted) values; where it
 * reads differently from the browser the result is at worst a renamed word, and DOMPurify still
 * decides what is kept.
 */
export function defuseHandlers(html: string): string {
  let out = '';
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open !== -1 && html.startsWith('<!--', open)) {
      // A comment is text up to its end (`-->`, `--!>`, or the abrupt `<!-->` / `<!--->`).
      const abrupt = /^<!---?>/.exec(html.slice(open));
      const ends = [html.indexOf('-->', open + 4), html.indexOf('--!>', open + 4)].filter((n) => n !== -1);
      const stop = abrupt ? open + abrupt[0].length : ends.length > 0 ? Math.min(...ends) + (html.startsWith('--!>', Math.min(...ends)) ? 4 : 3) : html.length;
      out += html.slice(i, stop);
      i = stop;
      continue;
    }
    if (open === -1 || !/[A-Za-z]/.test(html[open + 1] ?? '')) {
      out += html.slice(i, open === -1 ? html.length : open + 1);
      if (open === -1) break;
      i = open + 1;
      continue;
    }
    let j = open + 1;
    while (j < html.length && !NAME_END.test(html[j]!)) j++;
    const tag = html.slice(open + 1, j).toLowerCase();
    out += html.slice(i, j);
    while (j < html.length && html[j] !== '>') {
      if (HTML_SPACE.test(html[j]!) || /\s/.test(html[j]!)) {
        out += html[j++];
        continue;
      }
      let k = j + 1;
      while (k < html.length && !NAME_END.test(html[k]!)) k++;
      const name = html.slice(j, k);
      out += /^on/i.test(name) ? `x-${name}` : name;
      j = k;
      let w = j;
      while (w < html.length && /\s/.test(html[w]!)) w++;
      if (html[w] !== '=') continue;
      w++;
      while (w < html.length && /\s/.test(html[w]!)) w++;
      const quote = html[w];
      let end = w;
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, w + 1);
        end = close === -1 ? html.length : close + 1;
      } else {
        while (end < html.length && !/[\s>]/.test(html[end]!)) end++;
      }
      out += html.slice(j, end);
      j = end;
    }
    i = j;
    if (RAW_TEXT.has(tag) && i < html.length) {
      // Its content is text up to the end tag, whatever it looks like.
      const close = tag === 'plaintext' ? -1 : html.toLowerCase().indexOf(`</${tag}`, i + 1);
      const stop = close === -1 ? html.length : close;
      out += html.slice(i, stop);
      i = stop;
    }
  }
  return out;
}

/**
 * Parses `dirty` where nothing can run: a template's content belongs to an inert document without
 * a browsing context. Handler attributes were renamed before (defuseHandlers) and every attribute
 * but `href` is dropped right here, so none ever reaches a document with the page's policy. A link
 * to a page of this site that `keepLink` refuses (a module this portal does not have) loses its
 * anchor and keeps its words.
 */
function parseInert(dirty: string, keepLink: (path: string) => boolean): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = defuseHandlers(dirty);
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_ELEMENT);
  const unlinked: Element[] = [];
  for (let node = walker.nextNode() as Element | null; node; node = walker.nextNode() as Element | null) {
    for (const name of node.getAttributeNames()) if (name.toLowerCase() !== 'href') node.removeAttribute(name);
    if (node.localName !== 'a') continue;
    const target = safeUrl(node.getAttribute('href'));
    if (target?.startsWith('/') && !keepLink(target)) unlinked.push(node);
  }
  for (const anchor of unlinked) anchor.replaceWith(...anchor.childNodes);
  return template.content;
}

/**
 * Returns HTML safe to assign to innerHTML: only the allow-listed tags, `href` only, safe links, and
 * links to this site only where `keepLink` says their page exists.
 */
export function sanitizeHtml(dirty: string, keepLink: (path: string) => boolean = () => true): string {
  return getPurifier().sanitize(parseInert(dirty, keepLink), {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  }) as string;
}
