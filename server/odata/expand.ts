/**
 * $expand without N+1: each level of the expand tree is loaded with one query per navigation,
 * `WHERE key IN (SELECT value FROM json_each(?))` with all parent keys in a single bound JSON array
 * (one cached statement regardless of how many keys). Rows of a set already loaded for another
 * navigation in the same request (e.g. owner and payer addresses) are reused, not read again.
 *
 * Answer size: an expanded entity shared by many parents is one object here but is written once per
 * parent in the JSON, so every batch carries each entity's weight (how often it will be written) and
 * the sum over the whole tree is held to `budget`.
 */
import type { Database } from 'better-sqlite3';
import { answerTooLarge } from './errors';
import { quoteIdent, singleKey, type SetInfo } from './model-index';
import type { ExpandNode } from './options';
import { serializerFor, type WireEntity } from './serialize';
import { readRaw, type ColumnMap, type RawRow } from './statements';

export interface Batch {
  set: SetInfo;
  cols: ColumnMap;
  rows: RawRow[];
  outs: WireEntity[];
  /** How often each entity of `outs` will be written into the answer (parallel to `outs`). */
  weights: number[];
}

/** Rows by key per set, for one request. */
type RowCache = Map<string, { cols: ColumnMap; byKey: Map<unknown, RawRow> }>;

/** Extra predicate (over alias t0) limiting the rows of a set; undefined = unrestricted. */
export type ScopeFor = (setName: string) => { sql: string; params: unknown[] } | undefined;

export interface ExpandContext {
  db: Database;
  baseUrl: string;
  scopeFor?: ScopeFor | undefined;
  cache: RowCache;
  /** Entities the answer may still contain (root entities already deducted); exceeding it is a 400. */
  budget: { remaining: number };
  /** OData V2 shape: expanded to-many navigations as `{results: [...]}`; V1 (false): bare arrays. */
  v2: boolean;
}

function spend(ctx: ExpandContext, weights: readonly number[]): void {
  let sum = 0;
  for (const w of weights) sum += w;
  ctx.budget.remaining -= sum;
  if (ctx.budget.remaining < 0) throw answerTooLarge();
}

function loadWhereIn(ctx: ExpandContext, set: SetInfo, column: string, values: unknown[], ordered: boolean): { rows: RawRow[]; cols: ColumnMap } {
  let sql = `SELECT t0.* FROM ${quoteIdent(set.name)} AS t0 WHERE t0.${quoteIdent(column)} IN (SELECT value FROM json_each(?))`;
  const params: unknown[] = [JSON.stringify(values)];
  const scope = ctx.scopeFor?.(set.name);
  if (scope) {
    sql += ` AND (${scope.sql})`;
    params.push(...scope.params);
  }
  if (ordered) {
    // To-many: every loaded row is written at least once, so reading more than the budget allows
    // (plus one to notice) is never needed.
    sql += ` ORDER BY ${set.keys.map((k) => `t0.${quoteIdent(k.column)}`).join(', ')} LIMIT ?`;
    params.push(Math.max(0, ctx.budget.remaining) + 1);
  }
  return readRaw(ctx.db, sql, params);
}

function columnIndex(cols: ColumnMap, name: string): number {
  const i = cols.get(name);
  if (i === undefined) throw new Error(`column ${name} missing from result`);
  return i;
}

export function expandBatch(ctx: ExpandContext, parent: Batch, tree: Map<string, ExpandNode>): void {
  const { baseUrl, cache } = ctx;
  if (parent.rows.length === 0) return;
  for (const [name, node] of tree) {
    const target = node.set;
    let child: Batch;
    if (!node.nav.collection) {
      const fkIdx = columnIndex(parent.cols, node.nav.fkColumn);
      const keyCol = singleKey(target).column;
      let cached = cache.get(target.name);
      const missing = new Set<unknown>();
      for (const r of parent.rows) {
        const v = r[fkIdx];
        if (v !== null && v !== undefined && !cached?.byKey.has(v)) missing.add(v);
      }
      if (missing.size > 0 || !cached) {
        const loaded = loadWhereIn(ctx, target, keyCol, [...missing], false);
        if (!cached || cached.cols !== loaded.cols) {
          cached = { cols: loaded.cols, byKey: cached?.cols === loaded.cols ? cached.byKey : new Map() };
          cache.set(target.name, cached);
        }
        const keyIdx = columnIndex(loaded.cols, keyCol);
        for (const r of loaded.rows) cached.byKey.set(r[keyIdx], r);
      }
      const { cols, byKey } = cached;
      const serialize = serializerFor(target, cols);
      // One output object per distinct target, shared by all parents pointing to it.
      const outByKey = new Map<unknown, WireEntity>();
      const indexByKey = new Map<unknown, number>();
      const batch: Batch = { set: target, cols, rows: [], outs: [], weights: [] };
      parent.rows.forEach((r, i) => {
        const k = r[fkIdx];
        let out = outByKey.get(k);
        if (out === undefined) {
          const row = k === null || k === undefined ? undefined : byKey.get(k);
          if (row) {
            out = serialize(row, baseUrl);
            outByKey.set(k, out);
            indexByKey.set(k, batch.outs.length);
            batch.rows.push(row);
            batch.outs.push(out);
            batch.weights.push(0);
          }
        }
        if (out) {
          const at = indexByKey.get(k) as number;
          batch.weights[at] = (batch.weights[at] ?? 0) + (parent.weights[i] ?? 1);
        }
        (parent.outs[i] as WireEntity)[name] = out ?? null;
      });
      child = batch;
    } else {
      const parentKeyIdx = columnIndex(parent.cols, singleKey(parent.set).column);
      const keys = [...new Set(parent.rows.map((r) => r[parentKeyIdx]))];
      const loaded = loadWhereIn(ctx, target, node.nav.fkColumn, keys, true);
      if (loaded.rows.length > ctx.budget.remaining) throw answerTooLarge();
      const fkIdx = columnIndex(loaded.cols, node.nav.fkColumn);
      const serialize = serializerFor(target, loaded.cols);
      const outs = loaded.rows.map((r) => serialize(r, baseUrl));
      // A child is written as often as its parent (a to-many child has exactly one parent).
      const parentWeight = new Map<unknown, number>();
      parent.rows.forEach((r, i) => parentWeight.set(r[parentKeyIdx], (parentWeight.get(r[parentKeyIdx]) ?? 0) + (parent.weights[i] ?? 1)));
      child = { set: target, cols: loaded.cols, rows: loaded.rows, outs, weights: loaded.rows.map((r) => parentWeight.get(r[fkIdx]) ?? 1) };
      const groups = new Map<unknown, WireEntity[]>();
      loaded.rows.forEach((r, i) => {
        const k = r[fkIdx];
        let g = groups.get(k);
        if (!g) groups.set(k, (g = []));
        g.push(outs[i] as WireEntity);
      });
      parent.rows.forEach((r, i) => {
        const list = groups.get(r[parentKeyIdx]) ?? [];
        (parent.outs[i] as WireEntity)[name] = ctx.v2 ? { results: list } : list;
      });
    }
    spend(ctx, child.weights);
    if (node.children.size > 0) expandBatch(ctx, child, node.children);
  }
}
