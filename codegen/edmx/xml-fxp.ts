/**
 * The untrusted-XML boundary (docs/security.md, "XML parsing limits"): size cap, DOCTYPE ban,
 * well-formedness check with position, a hardened fast-xml-parser run, and conversion into a small
 * namespace-resolved element tree. Everything after this file works on `XElement` only.
 * fast-xml-parser comes in as a parameter: xml.ts passes its ES module (server, tests), the
 * generator its one-file CommonJS build (codegen/read-edmx.ts). Same version, same code.
 */
import type * as FastXmlParser from 'fast-xml-parser';
import type { X2jOptions } from 'fast-xml-parser';
import { EdmxError } from './model';
import { DEFAULT_MAX_BYTES, MAX_DEPTH, oneLine, positionAt, precheckXml, qualified, type XElement } from './xml-guard';
import { decodeXmlEntities } from './entities';
import { NS_XML } from './namespaces';

/** The two classes of fast-xml-parser the boundary uses. */
export type XmlParserLibrary = Pick<typeof FastXmlParser, 'XMLParser' | 'XMLValidator'>;

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

function checkWellFormed({ XMLValidator }: XmlParserLibrary, xml: string): void {
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

function runParser({ XMLParser }: XmlParserLibrary, xml: string): unknown[] {
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
function toElement(node: RawNode, tag: string, scope: Map<string, string>, META: symbol): XElement {
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
      if (childTag !== undefined) element.children.push(toElement(child, childTag, inScope, META));
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
 * parseXml on the given fast-xml-parser: parses untrusted XML into an element tree. Throws
 * EdmxError: too-large, doctype, malformed-xml (with position), too-deep, invalid.
 */
export function xmlParserOn(library: XmlParserLibrary): (input: string, maxBytes?: number) => XElement {
  const META = library.XMLParser.getMetaDataSymbol() as unknown as symbol;
  return (input, maxBytes = DEFAULT_MAX_BYTES) => {
    const xml = precheckXml(input, maxBytes);
    checkWellFormed(library, xml);
    const nodes = runParser(library, xml) as RawNode[];
    const scope = new Map<string, string>([['xml', NS_XML]]);
    const roots: XElement[] = [];
    for (const node of nodes) {
      const tag = elementTag(node);
      if (tag !== undefined) roots.push(toElement(node, tag, scope, META));
    }
    const root = roots[0];
    if (!root || roots.length > 1) throw new EdmxError('XML-Dokument braucht genau ein Wurzelelement', 'malformed-xml');
    return root;
  };
}
