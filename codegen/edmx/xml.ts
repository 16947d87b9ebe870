/**
 * The untrusted-XML boundary (SECURITY-CHECKLIST.md, "Untrusted EDMX"): size cap, DOCTYPE ban,
 * well-formedness check with position, a hardened fast-xml-parser run, and conversion into a small
 * namespace-resolved element tree. Everything after this file works on `XElement` only.
 */
import { XMLParser, XMLValidator, type X2jOptions } from 'fast-xml-parser';
import { EdmxError } from './model';
import { decodeXmlEntities } from './entities';
import { NS_XML } from './namespaces';

export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
/** EDMX is shallow (V4 annotation records reach ~15 levels); anything deeper is hostile. */
export const MAX_DEPTH = 64;
/**
 * Shape limits checked by one cheap scan before any parsing. fast-xml-parser is linear but slow on
 * some shapes (~5 µs per element, seconds for multi-megabyte attribute values or texts), so
 * hostile documents under the byte cap could still stall a browser tab. Real metadata stays far
 * below both: the 2.4 MB SAP file in ../shared/bench has 34k elements and no value over 2 kB;
 * one million elements is roughly 70 MB of such metadata, so the byte cap binds first.
 */
export const MAX_ELEMENTS = 1_000_000;
export const MAX_RUN_WITHOUT_TAG = 1024 * 1024;

export interface XElement {
  /** Namespace URI ('' when unqualified or the prefix is undeclared). */
  ns: string;
  local: string;
  /** Unqualified attributes by local name; qualified ones as `{uri}local`. Values entity-decoded. */
  attrs: Map<string, string>;
  children: XElement[];
  /** Character offset of the start tag in the source, for error positions. */
  start: number;
}

export const qualified = (uri: string, local: string): string => `{${uri}}${local}`;

const PARSER_OPTIONS: X2jOptions = {
  // Ordered output: every element's children are an array, so one child and many parse alike,
  // document order survives, and it is the faster mode of fast-xml-parser.
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: false,
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  processEntities: false,
  htmlEntities: false,
  allowBooleanAttributes: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  maxNestedTags: MAX_DEPTH,
  captureMetaData: true,
  // onDangerousProperty stays at its default: `__proto__`, `constructor`, `prototype` throw.
};

const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

/** Line and column (1-based) of a character offset. Only computed on the error path. */
export function positionAt(xml: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), xml.length);
  for (let i = xml.indexOf('\n'); i !== -1 && i < end; i = xml.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/** UTF-8 byte length without Node's Buffer; stops counting once past `limit`. */
function utf8LengthExceeds(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
    if (bytes > limit) return true;
  }
  return false;
}

function oneLine(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}

/** Counts `<` and the longest stretch between two of them, stopping at the first limit crossed. */
function checkShape(xml: string): void {
  let count = 0;
  let previous = -1;
  for (let at = xml.indexOf('<'); ; at = xml.indexOf('<', at + 1)) {
    const end = at === -1 ? xml.length : at;
    if (end - previous > MAX_RUN_WITHOUT_TAG) {
      throw new EdmxError(`Metadaten enthalten einen Text- oder Attributwert über ${MAX_RUN_WITHOUT_TAG} Zeichen`, 'too-large', positionAt(xml, previous + 1));
    }
    if (at === -1) return;
    count += 1;
    if (count > MAX_ELEMENTS) throw new EdmxError(`Metadaten enthalten mehr als ${MAX_ELEMENTS} Elemente`, 'too-large');
    previous = at;
  }
}

/** A login or error page instead of $metadata is the most common wrong answer; say so plainly. */
const HTML_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!doctype\s+html|<html[\s>])/i;

function checkWellFormed(xml: string): void {
  const result = XMLValidator.validate(xml, { allowBooleanAttributes: false });
  if (result === true) return;
  const { code, msg, line, col } = result.err;
  // Unclosed elements at the end (a truncated file): the validator lists the whole open-tag stack
  // and points at 1:1; report the end of the document and the innermost open element instead.
  if (code === 'InvalidXml' && msg.startsWith("Invalid '[")) {
    const open = /"([^"]+)"\s*\]'/.exec(msg)?.[1];
    const where = open ? `, Element <${open}> ist nicht geschlossen` : '';
    throw new EdmxError(`XML-Dokument endet unerwartet${where}`, 'malformed-xml', positionAt(xml, xml.length));
  }
  throw new EdmxError(`Kein wohlgeformtes XML: ${oneLine(msg)}`, 'malformed-xml', {
    line: line ?? 1,
    column: col ?? 1,
  });
}

function runParser(xml: string): unknown[] {
  try {
    return new XMLParser(PARSER_OPTIONS).parse(xml) as unknown[];
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('Maximum nested tags')) {
      throw new EdmxError(`XML ist tiefer als ${MAX_DEPTH} Ebenen verschachtelt`, 'too-deep');
    }
    if (message.includes('[SECURITY]')) {
      throw new EdmxError(`Unzulässiger Element- oder Attributname: ${oneLine(message.replace('[SECURITY] ', ''))}`, 'invalid');
    }
    throw new EdmxError(`XML konnte nicht gelesen werden: ${oneLine(message)}`, 'malformed-xml');
  }
}

type RawNode = Record<string | symbol, unknown>;

function splitName(name: string): [prefix: string, local: string] {
  const colon = name.indexOf(':');
  return colon === -1 ? ['', name] : [name.slice(0, colon), name.slice(colon + 1)];
}

/** Builds the element tree; recursion depth is bounded by MAX_DEPTH (enforced by the parser). */
function toElement(node: RawNode, tag: string, scope: Map<string, string>): XElement {
  const rawAttrs = node[':@'] as Record<string, unknown> | undefined;
  let inScope = scope;
  const pending: [string, string][] = [];
  if (rawAttrs) {
    for (const key of Object.keys(rawAttrs)) {
      const name = key.slice(2); // strip '@_'
      const value = rawAttrs[key];
      if (typeof value !== 'string') continue;
      if (name === 'xmlns' || name.startsWith('xmlns:')) {
        if (inScope === scope) inScope = new Map(scope);
        inScope.set(name === 'xmlns' ? '' : name.slice(6), decodeXmlEntities(value));
      } else pending.push([name, value]);
    }
  }
  const attrs = new Map<string, string>();
  for (const [name, value] of pending) {
    const [prefix, local] = splitName(name);
    if (prefix === '') attrs.set(local, decodeXmlEntities(value));
    else {
      const uri = inScope.get(prefix);
      if (uri) attrs.set(qualified(uri, local), decodeXmlEntities(value)); // undeclared prefix: ignored
    }
  }
  const [prefix, local] = splitName(tag);
  const element: XElement = {
    ns: inScope.get(prefix) ?? '',
    local,
    attrs,
    children: [],
    start: (node[META] as { startIndex?: number } | undefined)?.startIndex ?? 0,
  };
  const rawChildren = node[tag];
  if (Array.isArray(rawChildren)) {
    for (const child of rawChildren as RawNode[]) {
      const childTag = elementTag(child);
      if (childTag !== undefined) element.children.push(toElement(child, childTag, inScope));
    }
  }
  return element;
}

/** The tag name of an element node; undefined for text, comment and CDATA nodes. */
function elementTag(node: RawNode): string | undefined {
  for (const key of Object.keys(node)) {
    if (key !== ':@' && key !== '#text') return key;
  }
  return undefined;
}

/**
 * Parses untrusted XML into an element tree. Throws EdmxError: too-large, doctype,
 * malformed-xml (with position), too-deep, invalid.
 */
export function parseXml(input: string, maxBytes: number = DEFAULT_MAX_BYTES): XElement {
  if (typeof input !== 'string') throw new EdmxError('Metadaten müssen als Text vorliegen', 'invalid');
  if (utf8LengthExceeds(input, maxBytes)) {
    throw new EdmxError(`Metadaten sind größer als ${maxBytes} Bytes`, 'too-large');
  }
  const xml = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  if (HTML_START.test(xml.slice(0, 4096))) throw new EdmxError('Kein EDMX-Dokument, sondern eine HTML-Seite', 'not-edmx', { line: 1, column: 1 });
  // EDMX never needs a DTD; refusing it up front means no entity can ever be declared or expanded.
  const doctype = /<!(DOCTYPE|ENTITY)/i.exec(xml);
  if (doctype) {
    throw new EdmxError('DOCTYPE- und ENTITY-Deklarationen sind in Metadaten nicht erlaubt', 'doctype', positionAt(xml, doctype.index));
  }
  if (xml.trim() === '') throw new EdmxError('Metadaten sind leer', 'malformed-xml', { line: 1, column: 1 });
  checkShape(xml);
  checkWellFormed(xml);
  const nodes = runParser(xml) as RawNode[];
  const scope = new Map<string, string>([['xml', NS_XML]]);
  const roots: XElement[] = [];
  for (const node of nodes) {
    const tag = elementTag(node);
    if (tag !== undefined) roots.push(toElement(node, tag, scope));
  }
  const root = roots[0];
  if (!root || roots.length > 1) throw new EdmxError('XML-Dokument braucht genau ein Wurzelelement', 'malformed-xml');
  return root;
}
