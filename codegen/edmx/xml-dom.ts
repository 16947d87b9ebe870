/**
 * The browser's half of the untrusted-XML boundary: the same pre-checks as xml.ts (size cap, HTML
 * sniffing, DOCTYPE ban, shape scan — so no entity can ever be declared), then the browser's
 * native, namespace-aware DOMParser instead of fast-xml-parser (~20 KB gzip less on the page and
 * native speed on the main thread), converted into the same `XElement` tree, including the
 * start offsets used for error positions and fast-xml-parser's rules for element names.
 *
 * One known difference: a prefix without a namespace declaration is a parse error here, whereas
 * xml.ts reads such an element with an empty namespace (and thereby ignores it).
 */
import { EdmxError } from './model';
import { DEFAULT_MAX_BYTES, MAX_DEPTH, oneLine, precheckXml, qualified, type XElement } from './xml-guard';

const NS_XMLNS = 'http://www.w3.org/2000/xmlns/';
const PARSER_ERROR_NAMESPACES = ['http://www.w3.org/1999/xhtml', 'http://www.mozilla.org/newlayout/xml/parsererror.xml'];
/** fast-xml-parser refuses these element names (prototype pollution). */
const DANGEROUS_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/** fast-xml-parser's `maxNestedTags: MAX_DEPTH` admits one level more than its number. */
const DEPTH_LIMIT = MAX_DEPTH + 1;

/** Index of the `>` closing the tag that starts at `at`, skipping quoted attribute values; -1 if none. */
function tagEnd(xml: string, at: number): number {
  let quote = '';
  for (let i = at + 1; i < xml.length; i += 1) {
    const char = xml[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  return -1;
}

/**
 * Offsets of the element start tags in document order (= the DOM's pre-order), refusing nesting
 * deeper than fast-xml-parser allows before the DOM is built. Outside comments, CDATA sections and
 * processing instructions a `<` starts a tag. Broken markup ends the scan; the parser reports it.
 */
function scanStartTags(xml: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let at = xml.indexOf('<');
  while (at !== -1) {
    let next: number;
    if (xml.startsWith('<!--', at)) next = xml.indexOf('-->', at + 4) + 3;
    else if (xml.startsWith('<![CDATA[', at)) next = xml.indexOf(']]>', at + 9) + 3;
    else if (xml.startsWith('<?', at)) next = xml.indexOf('?>', at + 2) + 2;
    else {
      const end = tagEnd(xml, at);
      next = end + 1;
      if (end === -1) break;
      if (xml[at + 1] === '/') depth -= 1;
      else if (xml[at + 1] !== '!') {
        offsets.push(at);
        if (xml[end - 1] !== '/') depth += 1;
        if (depth > DEPTH_LIMIT) throw new EdmxError(`XML ist tiefer als ${MAX_DEPTH} Ebenen verschachtelt`, 'too-deep');
      }
    }
    if (next <= at) break;
    at = xml.indexOf('<', next);
  }
  return offsets;
}

function parseError(doc: Document): EdmxError | null {
  for (const ns of PARSER_ERROR_NAMESPACES) {
    const report = doc.getElementsByTagNameNS(ns, 'parsererror')[0];
    if (!report) continue;
    const text = report.textContent ?? '';
    // Chromium: "error on line 3 at column 7: …"; Firefox appends "Line Number 3, Column 7".
    const where = /line (\d+) at column (\d+)/i.exec(text) ?? /Line Number (\d+), Column (\d+)/.exec(text);
    const detail = oneLine(text.replace(/^This page contains the following errors:/, '').replace(/Below is a rendering[\s\S]*$/, ''));
    return new EdmxError(`Kein wohlgeformtes XML: ${detail}`, 'malformed-xml', {
      line: where ? Number(where[1]) : 1,
      column: where ? Number(where[2]) : 1,
    });
  }
  return null;
}

function localNameOf(element: Element): string {
  const name = element.tagName;
  if (DANGEROUS_NAMES.has(name)) {
    throw new EdmxError(`Unzulässiger Element- oder Attributname: Invalid name: "${name}"`, 'invalid');
  }
  // fast-xml-parser renames unprefixed names that exist on Object.prototype (`toString` -> `__toString`).
  return Object.prototype.hasOwnProperty.call(Object.prototype, name) ? `__${name}` : element.localName;
}

/** Recursion depth is bounded by the scan before parsing. */
function toElement(node: Element, offsets: number[], counter: { next: number }): XElement {
  const attrs = new Map<string, string>();
  for (const attr of Array.from(node.attributes)) {
    if (attr.namespaceURI === NS_XMLNS) continue;
    attrs.set(attr.namespaceURI ? qualified(attr.namespaceURI, attr.localName) : attr.localName, attr.value);
  }
  const element: XElement = {
    ns: node.namespaceURI ?? '',
    local: localNameOf(node),
    attrs,
    children: [],
    start: offsets[counter.next++] ?? 0,
  };
  for (let child = node.firstElementChild; child; child = child.nextElementSibling) {
    element.children.push(toElement(child, offsets, counter));
  }
  return element;
}

/** parseXml (xml.ts) on the browser's DOMParser. Throws the same EdmxError codes. */
export function parseXmlDom(input: string, maxBytes: number = DEFAULT_MAX_BYTES): XElement {
  const xml = precheckXml(input, maxBytes);
  const offsets = scanStartTags(xml);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = parseError(doc);
  if (error) throw error;
  const root = doc.documentElement;
  if (!root) throw new EdmxError('XML-Dokument braucht genau ein Wurzelelement', 'malformed-xml');
  return toElement(root, offsets, { next: 0 });
}
