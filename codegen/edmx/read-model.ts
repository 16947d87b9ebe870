/**
 * readEdmx: untrusted EDMX text -> MetadataModel. The pipeline:
 * secure XML parse -> locate Edmx/DataServices/Schema -> declare aliases and type names ->
 * version-specific digestion (V2 or V4) -> naming. Isomorphic: no Node APIs. The XML parser is a
 * parameter here; read.ts binds fast-xml-parser, browser.ts the browser's own DOMParser.
 */
import { type MetadataModel, type Schema } from './model';
import { childrenOf, ReadContext } from './context';
import { declareTypes, type SchemaElement } from './structure';
import { assignNames } from './naming';
import { checkInheritance } from './inheritance';
import { readV2 } from './v2';
import { readV4 } from './v4';
import { NS_EDM_V2, NS_EDM_V4, NS_EDMX_V2, NS_EDMX_V4, NS_METADATA } from './namespaces';
import { DEFAULT_MAX_BYTES, qualified, type XElement } from './xml-guard';

export interface ReadEdmxOptions {
  /** Upper bound of the UTF-8 size of the document (default 50 MiB). */
  maxBytes?: number;
  /** Identifiers generated code needs besides RESERVED_TS_NAMES; no tsName will equal them. */
  reservedNames?: Iterable<string>;
}

type Version = { edmx: MetadataModel['edmxVersion']; edmNamespaces: ReadonlySet<string> };

function detectVersion(ctx: ReadContext, root: XElement): Version {
  const isV2 = root.ns === NS_EDMX_V2;
  if (root.local !== 'Edmx' || (!isV2 && root.ns !== NS_EDMX_V4)) {
    ctx.fail(`Kein EDMX-Dokument (Wurzelelement <${root.local}>)`, 'not-edmx', root);
  }
  const version = root.attrs.get('Version')?.trim() ?? '';
  if (isV2 && version === '1.0') return { edmx: '1.0', edmNamespaces: NS_EDM_V2 };
  if (!isV2 && (version === '4.0' || version === '4.01')) return { edmx: '4.0', edmNamespaces: new Set([NS_EDM_V4]) };
  return ctx.fail(`EDMX-Version "${version}" wird nicht unterstützt`, 'unsupported-version', root);
}

function findSchemas(ctx: ReadContext, dataServices: XElement, version: Version): SchemaElement[] {
  const schemas = dataServices.children
    .filter((child) => child.local === 'Schema' && version.edmNamespaces.has(child.ns))
    .map((element) => {
      const namespace = ctx.required(element, 'Namespace', 'Schema');
      const alias = element.attrs.get('Alias')?.trim() || undefined;
      return { element, namespace, ...(alias ? { alias } : {}), edm: element.ns };
    });
  for (const schema of schemas) {
    if (schema.alias) ctx.aliases.set(schema.alias, schema.namespace);
  }
  return schemas;
}

/** Parses untrusted XML into the element tree (fast-xml-parser here, DOMParser in the browser). */
export type XmlParse = (xml: string, maxBytes: number) => XElement;

/** readEdmx with a given XML parser; everything after the element tree is the same code. */
export function readEdmxWith(parse: XmlParse, xml: string, options: ReadEdmxOptions = {}): MetadataModel {
  const maxBytes = options.maxBytes === undefined || Number.isNaN(options.maxBytes) ? DEFAULT_MAX_BYTES : options.maxBytes;
  const root = parse(xml, maxBytes);
  const ctx: ReadContext = new ReadContext(xml);
  const version = detectVersion(ctx, root);
  const edmxNs = root.ns;
  const dataServices = childrenOf(root, 'DataServices', edmxNs);
  const [services] = dataServices;
  if (!services || dataServices.length > 1) ctx.fail('EDMX braucht genau ein Element DataServices', 'not-edmx', root);
  const schemas = findSchemas(ctx, services, version);
  declareTypes(ctx, schemas);
  const model: MetadataModel = {
    edmxVersion: version.edmx,
    dataServiceVersion: version.edmx === '4.0' ? '4.0' : services.attrs.get(qualified(NS_METADATA, 'DataServiceVersion'))?.trim() || '1.0',
    schemas: schemas.map(({ namespace, alias }): Schema => (alias ? { namespace, alias } : { namespace })),
    entityTypes: new Map(),
    complexTypes: new Map(),
    enumTypes: new Map(),
    associations: new Map(),
    entitySets: new Map(),
    functionImports: new Map(),
    diagnostics: ctx.diagnostics,
  };
  if (version.edmx === '4.0') readV4(ctx, schemas, model);
  else readV2(ctx, schemas, model);
  checkInheritance(ctx, model);
  assignNames(model, options.reservedNames);
  return model;
}
