/**
 * The generic half of the generated client: generated/client.ts only wires typed names to these
 * functions, so the emitted code stays small even for services with hundreds of types.
 */
import type { HttpMethod, ODataRequest, QueryValue, Transport } from './contract';
import { deserializeResult, nextLinkOf, readCount, type ResultShape, type TypeMap } from './deserialize';
import { filter, formatLiteral, unquoteLiteral, type FilterBuilder, type FilterExpr, type LiteralValue } from './query';

// Depth counter for recursive path types: Prev[3] = 2, ..., Prev[0] = never.
type Prev = [never, 0, 1, 2, 3, 4];

/**
 * `$expand` paths of entity `K`: `Nav`, `Nav/Nav2`, … up to `D` segments. `NM` maps an entity's
 * tsName to `{ navName: 'TargetTsName' }` (emitted as `NavMap` in generated/entities.ts).
 */
export type ExpandPath<NM, K, D extends number = 3> = [D] extends [never | 0]
  ? never
  : K extends keyof NM
    ? { [P in keyof NM[K] & string]: P | `${P}/${ExpandPath<NM, NM[K][P], Prev[D]>}` }[keyof NM[K] & string]
    : never;

/** Property paths of entity `K` for `$filter`, `$orderby`, `$select`: `Prop`, `Nav/Prop`, … through up to `D` navigations. */
export type PropertyPath<EM, NM, K, D extends number = 3> = [D] extends [never]
  ? never
  : K extends keyof NM & keyof EM
    ?
        | Exclude<keyof EM[K] & string, keyof NM[K]>
        | { [P in keyof NM[K] & string]: `${P}/${PropertyPath<EM, NM, NM[K][P], Prev[D]>}` }[keyof NM[K] & string]
    : never;

// Type parameters below are unconstrained on purpose: a `P extends string` constraint makes the
// compiler expand a path union when the client is created, instead of when a call uses it.
export type OrderBy<P> = (P & string) | `${P & string} asc` | `${P & string} desc`;

/** Query options of a read. `P` property paths, `X` expand paths. */
export interface QueryOptions<P = string, X = string> {
  $filter?: string | FilterExpr;
  $expand?: readonly (X & string)[];
  $orderby?: OrderBy<P> | readonly OrderBy<P>[];
  $select?: readonly ((P | X) & string)[];
  $top?: number;
  $skip?: number;
  $inlinecount?: 'allpages' | 'none';
  /** Extra raw query parameters (custom options). */
  custom?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

export interface Page<T> {
  results: T[];
  /** `__count` when `$inlinecount=allpages` was sent. */
  count: number | undefined;
}

/** Key properties of an entity set: name and Edm type, in key order. */
export type KeySpec = readonly (readonly [name: string, edmType: string])[];

/** Turns query options into raw query values (encoded later by the transport). */
export function queryOf(options: QueryOptions | undefined): Record<string, QueryValue> {
  if (!options) return {};
  const list = (value: string | readonly string[] | undefined) =>
    value === undefined ? undefined : typeof value === 'string' ? value : value.join(',');
  return {
    $filter: options.$filter === undefined ? undefined : String(options.$filter),
    $expand: list(options.$expand),
    $orderby: list(options.$orderby),
    $select: list(options.$select),
    $top: options.$top,
    $skip: options.$skip,
    $inlinecount: options.$inlinecount,
    ...options.custom,
  };
}

/** `Set(5)`, `Set('a''b')`, `Set(A=1,B='x')`, escaped for the path. */
export function keyPath(set: string, keys: KeySpec, key: unknown): string {
  const literal = (edmType: string, value: unknown) =>
    encodeURIComponent(formatLiteral(edmType, value as LiteralValue, { escape: true }));
  if (keys.length === 1) return `${set}(${literal(keys[0]![1], key)})`;
  const values = key as Record<string, unknown>;
  return `${set}(${keys.map(([name, type]) => `${name}=${literal(type, values[name])}`).join(',')})`;
}

/** Server-driven paging: at most this many pages are read for one call (a server looping its links stops here). */
export const MAX_FOLLOWED_PAGES = 100;

/**
 * The request for a `__next` link: the same resource (`req.path`, never the link's host or path, so
 * a link can not send the session elsewhere) with the link's query. Quoted literals are handed back
 * unescaped, because the transport doubles inner quotes again.
 */
export function nextRequest(req: ODataRequest, link: string): ODataRequest {
  const query: Record<string, QueryValue> = {};
  for (const [key, value] of new URL(link, 'http://service.invalid/').searchParams) {
    query[key] = value.length > 1 && value.startsWith("'") && value.endsWith("'") ? `'${unquoteLiteral(value)}'` : value;
  }
  return { method: 'GET', path: req.path, query, signal: req.signal };
}

/** Sends a GET and follows `__next` links of the answers: every page's body, the first first. */
export async function readPages(transport: Transport, req: ODataRequest): Promise<unknown[]> {
  const bodies = [await transport.request(req)];
  const seen = new Set<string>();
  for (let link = nextLinkOf(bodies[0]); link !== undefined && !seen.has(link) && bodies.length < MAX_FOLLOWED_PAGES; ) {
    seen.add(link);
    const body = await transport.request(nextRequest(req, link));
    bodies.push(body);
    link = nextLinkOf(body);
  }
  return bodies;
}

/** All pages of a collection answer, converted. */
async function readList(transport: Transport, req: ODataRequest, shape: ResultShape, typeMap: TypeMap, functionName?: string): Promise<{ items: unknown[]; first: unknown }> {
  const bodies = await readPages(transport, req);
  return { items: bodies.flatMap((body) => deserializeResult(body, shape, typeMap, functionName) as unknown[]), first: bodies[0] };
}

export interface EntitySetClient<T, K, P, X> {
  /** The entity set's name on the wire. */
  readonly name: string;
  /** The key properties its entity type declares, in key order: what tells two rows apart. */
  readonly keys: KeySpec;
  /** `$filter` builder typed by this set's property paths. */
  readonly filter: FilterBuilder<P & string>;
  list(options?: QueryOptions<P, X>): Promise<T[]>;
  /** Like `list`, with `$inlinecount=allpages` and the count. */
  page(options?: QueryOptions<P, X>): Promise<Page<T>>;
  get(key: K, options?: Omit<QueryOptions<P, X>, '$filter' | '$top' | '$skip' | '$orderby' | '$inlinecount'>): Promise<T>;
}

export function entitySetClient<T, K, P, X>(
  transport: Transport,
  typeMap: TypeMap,
  name: string,
  type: string,
  keys: KeySpec,
): EntitySetClient<T, K, P, X> {
  const shape = (collection: boolean): ResultShape => ({ kind: 'structured', type, collection });
  return {
    name,
    keys,
    filter: filter as FilterBuilder<P & string>,
    async list(options) {
      const { items } = await readList(transport, { method: 'GET', path: name, query: queryOf(options), signal: options?.signal }, shape(true), typeMap);
      return items as T[];
    },
    async page(options) {
      const query = queryOf({ ...options, $inlinecount: 'allpages' });
      const { items, first } = await readList(transport, { method: 'GET', path: name, query, signal: options?.signal }, shape(true), typeMap);
      return { results: items as T[], count: readCount(first) };
    },
    async get(key, options) {
      const path = keyPath(name, keys, key);
      const body = await transport.request({ method: 'GET', path, query: queryOf(options), signal: options?.signal });
      return deserializeResult(body, shape(false), typeMap) as T;
    },
  };
}

/** An uploaded file for `portal:Payload` functions; `content` is base64. */
export interface UploadFile {
  name: string;
  type: string;
  content: string;
}

/** What the generator knows about a function import. */
export interface FunctionSpec {
  name: string;
  method: HttpMethod;
  /** Parameter name and Edm type, in declaration order. */
  params: readonly (readonly [name: string, edmType: string])[];
  result: ResultShape;
  payload: boolean;
  /** The parameters go in the JSON body `{"parameters": {...}}` instead of the query (secrets stay out of URLs). */
  parametersInBody?: true;
}

/**
 * A function import's parameters as typed literals (each by its Edm type in `spec`), in the order
 * given, absent ones left out: for an address of the function that is not a call (a calendar feed,
 * a download link), built by the same rules as a call's query.
 */
export function functionQuery(spec: FunctionSpec, params: Record<string, unknown>): Record<string, string | undefined> {
  const types = new Map(spec.params);
  const query: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(params)) {
    const edmType = types.get(name);
    if (edmType === undefined) throw new Error(`${spec.name} has no parameter ${name}`);
    query[name] = value === undefined || value === null ? undefined : formatLiteral(edmType, value as LiteralValue);
  }
  return query;
}

/**
 * A function spec as generated/client.ts writes it: the name is its key in `functionSpecs` and
 * `payload` is only written when true, since every name and flag costs bytes on every page.
 */
export type FunctionSpecEntry = Omit<FunctionSpec, 'name' | 'payload'> & { payload?: true };

/** The full function specs from generated/client.ts's entries (name from the key, payload false unless set). */
export function functionSpecsOf<K extends string>(entries: Readonly<Record<K, FunctionSpecEntry>>): Record<K, FunctionSpec> {
  const specs = {} as Record<K, FunctionSpec>;
  for (const name of Object.keys(entries) as K[]) {
    const { method, params, result, payload = false, parametersInBody } = entries[name];
    specs[name] = { name, method, params, result, payload, ...(parametersInBody ? { parametersInBody } : {}) };
  }
  return specs;
}

/** An entity set as generated/client.ts lists it: entity type FQN, key properties, and its wire name when that is not the client member's. */
export type EntitySetSpec = readonly [type: string, keys: KeySpec, name?: string];

/**
 * The members of a generated client: one entity set client per entry of `sets`, then one call per
 * function spec, under the spec's name or, where that clashes or is no identifier, the member name
 * `members` gives it. A table and one loop instead of a written-out member per set and function:
 * the generated file's types say what each member is, this builds them all the same way.
 */
export function clientMembers<C>(
  transport: Transport,
  typeMap: TypeMap,
  sets: Readonly<Record<string, EntitySetSpec>>,
  functions: Readonly<Record<string, FunctionSpec>>,
  members: Readonly<Record<string, string>> = {},
): C {
  const client: Record<string, unknown> = {};
  for (const [member, [type, keys, name = member]] of Object.entries(sets)) client[member] = entitySetClient(transport, typeMap, name, type, keys);
  for (const [name, spec] of Object.entries(functions)) {
    client[Object.hasOwn(members, name) ? members[name]! : name] = (params: Record<string, unknown> = {}, options?: Parameters<typeof callFunction>[4]) =>
      callFunction(transport, typeMap, spec, params, options);
  }
  return client as C;
}

const withoutAbsent = (query: Record<string, QueryValue>): Record<string, QueryValue> =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));

/**
 * Calls a function import: parameters as typed literals in the query (or, where the metadata says
 * `portal:ParametersInBody`, in the JSON body under `parameters`), files in the JSON body.
 */
export async function callFunction(
  transport: Transport,
  typeMap: TypeMap,
  spec: FunctionSpec,
  params: Record<string, unknown>,
  options?: QueryOptions & { files?: readonly UploadFile[]; idempotencyKey?: string },
): Promise<unknown> {
  const inBody = spec.parametersInBody === true;
  const query: Record<string, QueryValue> = {};
  for (const [name, edmType] of spec.params) {
    const value = params[name];
    // Absent optional parameters are left out; the transport drops nulls too. Only the transport
    // doubles quotes of query values: literals in the body are written finished.
    query[name] = value === undefined || value === null ? undefined : formatLiteral(edmType, value as LiteralValue, { escape: inBody });
  }
  const body =
    spec.payload || inBody ? { ...(inBody ? { parameters: withoutAbsent(query) } : {}), ...(spec.payload ? { files: options?.files ?? [] } : {}) } : undefined;
  const req: ODataRequest = {
    method: spec.method,
    path: spec.name,
    query: { ...(inBody ? {} : query), ...queryOf(options) },
    ...(body ? { body } : {}),
    signal: options?.signal,
    // One key per submission: a retried or doubled call is stored once (Idempotency-Key header).
    ...(options?.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
  };
  // Only reads are paged: a POST is never repeated to fetch more.
  if (spec.method === 'GET' && spec.result.kind !== 'none' && spec.result.collection) {
    return (await readList(transport, req, spec.result, typeMap, spec.name)).items;
  }
  return deserializeResult(await transport.request(req), spec.result, typeMap, spec.name);
}
