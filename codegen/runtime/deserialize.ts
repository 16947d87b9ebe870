/**
 * Unwraps OData V2 responses and turns exactly the properties typed Edm.DateTime/DateTimeOffset into
 * `Date`, following expanded navigation properties and complex properties through a generated
 * type map. Nothing else in the portal parses server dates.
 */
import { parseODataDate } from './dates';

/** What the generator knows about one structured type (inherited members included). */
export interface TypeInfo {
  /** Edm.DateTime properties (Berlin wall-clock on the wire). */
  dates?: readonly string[];
  /** Edm.DateTimeOffset properties (instants). */
  instants?: readonly string[];
  /** Complex-typed properties -> type FQN. */
  complex?: Readonly<Record<string, string>>;
  /** Navigation properties -> target entity type FQN. */
  nav?: Readonly<Record<string, string>>;
}

/** Type FQN -> what to convert. Types without dates, complex or navigation members are omitted. */
export type TypeMap = Readonly<Record<string, TypeInfo>>;

/** The shape a call returns, emitted per entity set and function import. */
export type ResultShape =
  | { kind: 'structured'; type: string; collection: boolean }
  | { kind: 'primitive'; edmType: string; collection: boolean }
  | { kind: 'none' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{d: …}` -> its content; a body without `d` is returned as is. */
export function unwrapD(body: unknown): unknown {
  return isRecord(body) && 'd' in body ? body.d : body;
}

/**
 * The one place that knows both collection shapes (docs/metadata-contract.md): an array (OData V1, also
 * expanded to-many navigations in V1 answers) or `{results: [...]}` (V2) -> the array; else null.
 */
export function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (isRecord(value) && Array.isArray(value.results)) return value.results;
  return null;
}

/** `__count` of a V2 `$inlinecount=allpages` answer. */
export function readCount(body: unknown): number | undefined {
  const d = unwrapD(body);
  const count = isRecord(d) ? d.__count : undefined;
  return count === undefined ? undefined : Number(count);
}

/** `__next` of a V2 answer cut by server-driven paging: the link to the next page, or undefined. */
export function nextLinkOf(body: unknown): string | undefined {
  const d = unwrapD(body);
  const next = isRecord(d) ? d.__next : undefined;
  return typeof next === 'string' && next !== '' ? next : undefined;
}

function convertDate(value: unknown, kind: 'DateTime' | 'DateTimeOffset'): unknown {
  if (typeof value === 'string') return parseODataDate(value, kind) ?? value;
  const list = listOf(value);
  return list ? list.map((item) => convertDate(item, kind)) : value;
}

/** Converts one object of type `fqn` (a shallow copy; the input is not modified). */
export function deserializeObject(value: unknown, fqn: string, typeMap: TypeMap): unknown {
  if (!isRecord(value)) return value;
  const info = typeMap[fqn];
  if (!info) return value;
  const out: Record<string, unknown> = { ...value };
  for (const name of info.dates ?? []) if (name in out) out[name] = convertDate(out[name], 'DateTime');
  for (const name of info.instants ?? []) if (name in out) out[name] = convertDate(out[name], 'DateTimeOffset');
  for (const [name, type] of Object.entries(info.complex ?? {})) {
    if (name in out) out[name] = deserializeAny(out[name], type, typeMap);
  }
  for (const [name, target] of Object.entries(info.nav ?? {})) {
    const nav = out[name];
    // Not expanded: V2 sends `{__deferred: {uri}}`; the typed interface says "absent".
    if (isRecord(nav) && '__deferred' in nav) delete out[name];
    else if (nav !== undefined) out[name] = deserializeAny(nav, target, typeMap);
  }
  return out;
}

/** One object, an array or `{results}` of objects of type `fqn`. */
function deserializeAny(value: unknown, fqn: string, typeMap: TypeMap): unknown {
  const list = listOf(value);
  return list ? list.map((item) => deserializeObject(item, fqn, typeMap)) : deserializeObject(value, fqn, typeMap);
}

function deserializePrimitive(value: unknown, edmType: string): unknown {
  if (edmType === 'Edm.DateTime') return convertDate(value, 'DateTime');
  if (edmType === 'Edm.DateTimeOffset') return convertDate(value, 'DateTimeOffset');
  return value;
}

/**
 * Unwraps a response body and converts it to the shape's type. Accepts `d` as array, single object
 * or `{results}`, and function results wrapped as `{d: {FunctionName: value}}`.
 */
export function deserializeResult(body: unknown, shape: ResultShape, typeMap: TypeMap, functionName?: string): unknown {
  if (shape.kind === 'none') return undefined;
  let value = unwrapD(body);
  // V2 wraps primitive and complex function results in a member named like the function.
  if (functionName !== undefined && isRecord(value) && functionName in value && Object.keys(value).length === 1) {
    value = value[functionName];
  }
  if (shape.collection) {
    const list = listOf(value) ?? [];
    return shape.kind === 'primitive'
      ? list.map((item) => deserializePrimitive(item, shape.edmType))
      : list.map((item) => deserializeObject(item, shape.type, typeMap));
  }
  if (shape.kind === 'primitive') return deserializePrimitive(value, shape.edmType);
  // A single entity may still arrive as a one-element list.
  const list = listOf(value);
  return deserializeObject(list ? list[0] : value, shape.type, typeMap);
}
