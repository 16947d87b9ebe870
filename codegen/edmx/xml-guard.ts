/**
 * The parser-independent half of the untrusted-XML boundary (docs/security.md, "XML
 * parsing limits"): size cap, HTML sniffing, DOCTYPE ban and the shape scan, plus the element tree every
 * later step works on. Shared by the fast-xml-parser reader (xml-fxp.ts, generator and server) and the
 * browser's DOMParser reader (xml-dom.ts), so both refuse the same documents before parsing.
 */
import { EdmxError } from './model';

export const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
/** EDMX is shallow (V4 annotation records reach ~15 levels); anything deeper is hostile. */
export const MAX_DEPTH = 64;
/**
 * Shape limits checked by one cheap scan before any parsing. fast-xml-parser is linear but slow on
 * some shapes (~5 µs per element, seconds for multi-megabyte attribute values or texts), so
 * hostile documents under the byte cap could still stall a browser tab. Real metadata stays far
 * below both: the 2.4 MB SAP file in bench/data has 34k elements and no value over 2 kB;
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

export function oneLine(text: string, max = 160): string {
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

/**
 * Checks that need no parser; returns the text to parse (without a byte order mark). Throws
 * EdmxError: invalid, too-large, not-edmx, doctype, malformed-xml (empty).
 */
export function precheckXml(input: string, maxBytes: number): string {
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
  return xml;
}
