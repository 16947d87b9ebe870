/**
 * Entity set and single entity reads: system query options -> one parameterised root query
 * (plus a COUNT for $inlinecount), then batched $expand. The root table is aliased `t0`
 * (ROOT_ALIAS); `opts.scope` is an extra predicate over t0 with its own bound parameters, ANDed in.
 *
 * Wire shape (docs/metadata-contract.md, "Values on the wire"): a collection is `{d: [...]}` (OData V1, what
 * the authorities' own backends answer); only when V2 features are used (`$inlinecount=allpages`,
 * or a server-driven page with `__next`) it is `{d: {results, __count?, __next?}}`. Expanded to-many
 * navigations follow the same version. Answers are capped: at most `pageSize` root entities per
 * answer (more come through `__next`) and `maxEntities` entities written in all.
 */
import type { Database } from 'better-sqlite3';
import type { MetadataModel } from '../../codegen/edmx/model';
import { answerTooLarge, badRequest, clip, ODataError } from './errors';
import { expandBatch, type ScopeFor } from './expand';
import { parseFilter } from './filter/parser';
import { translateFilter, valueExpr } from './filter/translate';
import { Joins, ROOT_ALIAS } from './joins';
import { parseKeyPredicate } from './literals';
import { indexModel, quoteIdent, type SetInfo } from './model-index';
import { parseQueryOptions, type QueryParams } from './options';
import { toDbValue } from './schema';
import { DEFAULT_BASE_URL, serializerFor, type WireEntity } from './serialize';
import { prepareCached, readRaw } from './statements';

export interface QueryOpts {
  /** Extra SQL predicate over the root alias t0, e.g. `t0."Objekt__fk" IN (SELECT value FROM json_each(?))`. */
  scope?: { sql: string; params: unknown[] };
  /** Prefix of `__metadata.uri`, default `/api`. */
  baseUrl?: string;
  /**
   * Row restriction for EXPANDED entities, per target set (alias t0 again), e.g. the same private-set
   * scope the root gets. Defence in depth: without it, $expand returns whatever the foreign keys
   * of the (already scoped) root rows point to.
   */
  expandScope?: ScopeFor;
  /** Root entities per answer; more are offered through `__next` (default PAGE_SIZE). */
  pageSize?: number;
  /** Entities (root and expanded, counted as often as written) per answer (default MAX_ANSWER_ENTITIES). */
  maxEntities?: number;
  /**
   * Resource the `__next` link points at, below baseUrl (default: the set's name); a function import
   * returning the set passes its own name, so the link repeats the call with its parameters.
   */
  selfPath?: string;
}

/**
 * Root entities per answer. Above every answer the portal needs from the reference data (a street's
 * collection dates over all years: 430; a landlord's 68 objects), below what made the answers huge.
 */
export const PAGE_SIZE = 1000;
/** Entities written per answer, expansions included (the portal's largest answer writes ~1,700). */
export const MAX_ANSWER_ENTITIES = 10_000;

export type CollectionBody = { d: WireEntity[] } | { d: { results: WireEntity[]; __count?: string; __next?: string } };

export interface EntityBody {
  d: WireEntity;
}

function resolveSet(model: MetadataModel, setName: string): SetInfo {
  const set = indexModel(model).sets.get(setName);
  if (!set) throw new ODataError(404, 'not-found', `Die Entitätsmenge „${clip(setName)}“ gibt es nicht.`);
  return set;
}

/** Runs a statement, turning SQLite's complexity limits (hostile input) into 400s. */
function run<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof Error && e.name === 'SqliteError' && /too (large|many|complex)|too deep/i.test(e.message)) {
      throw badRequest('Die Abfrage ist zu komplex.');
    }
    throw e;
  }
}

/** Query text for a `__next` link: the request's parameters with the next page's $skip/$top. */
function nextQuery(params: QueryParams, skip: number, top: number | undefined): string {
  const entries: [string, string | undefined][] = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const out: string[] = [];
  for (const [k, v] of entries) {
    if (v === undefined || k === '$skip' || k === '$top') continue;
    out.push(`${encodeQueryPart(k)}=${encodeQueryPart(v)}`);
  }
  out.push(`$skip=${skip}`);
  if (top !== undefined) out.push(`$top=${top}`);
  return out.join('&');
}

/** encodeURIComponent, leaving the characters OData URLs show literally (`$ , / ' ( ) :`). */
function encodeQueryPart(s: string): string {
  return encodeURIComponent(s).replace(/%(24|2C|2F|3A)/g, (m) => decodeURIComponent(m));
}

/** `GET /<Set>?…`: returns `{ d: [...] }`, or `{ d: { results, __count?, __next? } }` with V2 features. */
export function queryEntitySet(db: Database, model: MetadataModel, setName: string, params: QueryParams = {}, opts: QueryOpts = {}): CollectionBody {
  const idx = indexModel(model);
  const set = resolveSet(model, setName);
  const o = parseQueryOptions(idx, set, params, 'collection');
  const joins = new Joins(idx, set);

  const where: string[] = [];
  const whereParams: unknown[] = [];
  if (o.filter !== undefined) {
    const f = translateFilter(parseFilter(o.filter), joins);
    where.push(f.sql);
    whereParams.push(...f.params);
  }
  if (opts.scope) {
    where.push(`(${opts.scope.sql})`);
    whereParams.push(...opts.scope.params);
  }
  const order: string[] = [];
  const orderedKeys = new Set<string>();
  for (const item of o.orderby) {
    const r = joins.resolve(item.segments, '$orderby');
    if (r.prop.kind === 'json' || r.prop.kind === 'binary') throw badRequest(`$orderby: nach „${r.prop.name}“ kann nicht sortiert werden.`);
    order.push(`${valueExpr(r.sql, r.prop.kind)} ${item.desc ? 'DESC' : 'ASC'}`);
    if (item.segments.length === 1) orderedKeys.add(r.prop.name);
  }
  // Keys as the final tie-breaker: stable pages for $top/$skip.
  for (const k of set.keys) if (!orderedKeys.has(k.name)) order.push(`${ROOT_ALIAS}.${quoteIdent(k.column)} ASC`);

  const from = `FROM ${quoteIdent(set.name)} AS ${ROOT_ALIAS} ${joins.sql()}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
  let sql = `SELECT ${ROOT_ALIAS}.* ${from} ORDER BY ${order.join(', ')}`;
  // Server-driven paging: one row beyond the page tells whether a next page exists.
  const pageSize = opts.pageSize ?? PAGE_SIZE;
  const skip = o.skip ?? 0;
  const paged = o.top === undefined || o.top > pageSize;
  const limit = paged ? pageSize + 1 : (o.top as number);
  sql += ' LIMIT ? OFFSET ?';
  const rowParams = [...whereParams, limit, skip];
  const baseUrl = opts.baseUrl ?? DEFAULT_BASE_URL;
  const read = limit === 0 ? { rows: [], cols: new Map<string, number>() } : run(() => readRaw(db, sql, rowParams));
  const more = paged && read.rows.length > pageSize;
  const rows = more ? read.rows.slice(0, pageSize) : read.rows;
  const budget = { remaining: (opts.maxEntities ?? MAX_ANSWER_ENTITIES) - rows.length };
  if (budget.remaining < 0) throw answerTooLarge();
  const v2 = o.inlinecount || more;
  const serialize = serializerFor(set, read.cols, o.select);
  const outs = rows.map((r) => serialize(r, baseUrl));
  const ctx = { db, baseUrl, scopeFor: opts.expandScope, cache: new Map(), budget, v2 };
  expandBatch(ctx, { set, cols: read.cols, rows, outs, weights: rows.map(() => 1) }, o.expand);

  if (!v2) return { d: outs };
  const d: { results: WireEntity[]; __count?: string; __next?: string } = { results: outs };
  if (o.inlinecount) {
    const countSql = `SELECT COUNT(*) AS n ${from}`;
    const c = run(() => prepareCached(db, countSql).get(...whereParams) as { n: number });
    d.__count = String(c.n);
  }
  if (more) {
    const rest = o.top === undefined ? undefined : o.top - pageSize;
    d.__next = `${baseUrl}/${opts.selfPath ?? set.name}?${nextQuery(params, skip + pageSize, rest)}`;
  }
  return { d };
}

/**
 * `GET /<Set>(<key>)`: returns `{ d: entity }` or throws 404. `key` is the predicate text from the
 * URL (`5`, `'12-A'`, `A=1,B='x'`, with or without parentheses), a number for the key a navigation
 * holds (`refKey`; of a composite key the identifying part alone), or an object of key property -> value.
 */
export function getEntity(
  db: Database,
  model: MetadataModel,
  setName: string,
  key: string | number | Record<string, unknown>,
  params: QueryParams = {},
  opts: QueryOpts = {},
): EntityBody {
  const idx = indexModel(model);
  const set = resolveSet(model, setName);
  const o = parseQueryOptions(idx, set, params, 'entity');
  const keyValues: Record<string, unknown> =
    typeof key === 'string' ? parseKeyPredicate(model, setName, key) : typeof key === 'number' ? { [set.refKey.name]: key } : key;
  const where: string[] = [];
  const whereParams: unknown[] = [];
  for (const k of typeof key === 'number' ? [set.refKey] : set.keys) {
    if (!Object.hasOwn(keyValues, k.name)) throw badRequest(`Der Schlüssel „${k.name}“ fehlt.`);
    where.push(`${ROOT_ALIAS}.${quoteIdent(k.column)} = ?`);
    whereParams.push(toDbValue(k, keyValues[k.name]));
  }
  if (opts.scope) {
    where.push(`(${opts.scope.sql})`);
    whereParams.push(...opts.scope.params);
  }
  const sql = `SELECT ${ROOT_ALIAS}.* FROM ${quoteIdent(set.name)} AS ${ROOT_ALIAS} WHERE ${where.join(' AND ')}`;
  const { rows, cols } = readRaw(db, sql, whereParams);
  const row = rows[0];
  if (!row) throw new ODataError(404, 'not-found', 'Der angeforderte Datensatz wurde nicht gefunden.');
  const baseUrl = opts.baseUrl ?? DEFAULT_BASE_URL;
  const out = serializerFor(set, cols, o.select)(row, baseUrl);
  const budget = { remaining: (opts.maxEntities ?? MAX_ANSWER_ENTITIES) - 1 };
  const ctx = { db, baseUrl, scopeFor: opts.expandScope, cache: new Map(), budget, v2: false };
  expandBatch(ctx, { set, cols, rows: [row], outs: [out], weights: [1] }, o.expand);
  return { d: out };
}
