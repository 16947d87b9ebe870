/**
 * Entity set and single entity reads: system query options -> one parameterised root query
 * (plus a COUNT for $inlinecount), then batched $expand. The root table is aliased `t0`
 * (ROOT_ALIAS); `opts.scope` is an extra predicate over t0 with its own bound parameters, ANDed in.
 */
import type { Database } from 'better-sqlite3';
import type { MetadataModel } from '../../codegen/edmx/model';
import { badRequest, clip, ODataError } from './errors';
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
}

export interface CollectionBody {
  d: { results: WireEntity[]; __count?: string };
}

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

/** `GET /<Set>?…`: returns `{ d: { results, __count? } }`. */
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
  const rowParams = [...whereParams];
  if (o.top !== undefined || o.skip !== undefined) {
    sql += ' LIMIT ? OFFSET ?';
    rowParams.push(o.top ?? -1, o.skip ?? 0);
  }
  const baseUrl = opts.baseUrl ?? DEFAULT_BASE_URL;
  const { rows, cols } = o.top === 0 ? { rows: [], cols: new Map<string, number>() } : run(() => readRaw(db, sql, rowParams));
  const serialize = serializerFor(set, cols, o.select);
  const outs = rows.map((r) => serialize(r, baseUrl));
  expandBatch({ db, baseUrl, scopeFor: opts.expandScope, cache: new Map() }, { set, cols, rows, outs }, o.expand);

  const body: CollectionBody = { d: { results: outs } };
  if (o.inlinecount) {
    const countSql = `SELECT COUNT(*) AS n ${from}`;
    const c = run(() => prepareCached(db, countSql).get(...whereParams) as { n: number });
    body.d.__count = String(c.n);
  }
  return body;
}

/**
 * `GET /<Set>(<key>)`: returns `{ d: entity }` or throws 404. `key` is the predicate text from the
 * URL (`5`, `'12-A'`, `A=1,B='x'`, with or without parentheses), a number for a single numeric
 * key, or an object of key property -> value.
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
    typeof key === 'string' ? parseKeyPredicate(model, setName, key) : typeof key === 'number' ? { [set.keys[0]?.name ?? '']: key } : key;
  const where: string[] = [];
  const whereParams: unknown[] = [];
  for (const k of set.keys) {
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
  expandBatch({ db, baseUrl, scopeFor: opts.expandScope, cache: new Map() }, { set, cols, rows: [row], outs: [out] }, o.expand);
  return { d: out };
}
