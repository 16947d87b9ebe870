/**
 * $expand without N+1: each level of the expand tree is loaded with one query per navigation,
 * `WHERE key IN (SELECT value FROM json_each(?))` with all parent keys in a single bound JSON array
 * (one cached statement regardless of how many keys). Rows of a set already loaded for another
 * navigation in the same request (e.g. owner and payer addresses) are reused, not read again.
 */
import type { Database } from 'better-sqlite3';
import { quoteIdent, singleKey, type SetInfo } from './model-index';
import type { ExpandNode } from './options';
import { serializerFor, type WireEntity } from './serialize';
import { readRaw, type ColumnMap, type RawRow } from './statements';

export interface Batch {
  set: SetInfo;
  cols: ColumnMap;
  rows: RawRow[];
  outs: WireEntity[];
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
}

function loadWhereIn(ctx: ExpandContext, set: SetInfo, column: string, values: unknown[], ordered: boolean): { rows: RawRow[]; cols: ColumnMap } {
  let sql = `SELECT t0.* FROM ${quoteIdent(set.name)} AS t0 WHERE t0.${quoteIdent(column)} IN (SELECT value FROM json_each(?))`;
  const params: unknown[] = [JSON.stringify(values)];
  const scope = ctx.scopeFor?.(set.name);
  if (scope) {
    sql += ` AND (${scope.sql})`;
    params.push(...scope.params);
  }
  if (ordered) sql += ` ORDER BY ${set.keys.map((k) => `t0.${quoteIdent(k.column)}`).join(', ')}`;
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
      child = { set: target, cols, rows: [], outs: [] };
      parent.rows.forEach((r, i) => {
        const k = r[fkIdx];
        let out = outByKey.get(k);
        if (out === undefined) {
          const row = k === null || k === undefined ? undefined : byKey.get(k);
          if (row) {
            out = serialize(row, baseUrl);
            outByKey.set(k, out);
            child.rows.push(row);
            child.outs.push(out);
          }
        }
        (parent.outs[i] as WireEntity)[name] = out ?? null;
      });
    } else {
      const parentKeyIdx = columnIndex(parent.cols, singleKey(parent.set).column);
      const keys = [...new Set(parent.rows.map((r) => r[parentKeyIdx]))];
      const loaded = loadWhereIn(ctx, target, node.nav.fkColumn, keys, true);
      const fkIdx = columnIndex(loaded.cols, node.nav.fkColumn);
      const serialize = serializerFor(target, loaded.cols);
      child = { set: target, cols: loaded.cols, rows: loaded.rows, outs: loaded.rows.map((r) => serialize(r, baseUrl)) };
      const groups = new Map<unknown, WireEntity[]>();
      loaded.rows.forEach((r, i) => {
        const k = r[fkIdx];
        let g = groups.get(k);
        if (!g) groups.set(k, (g = []));
        g.push(child.outs[i] as WireEntity);
      });
      parent.rows.forEach((r, i) => {
        (parent.outs[i] as WireEntity)[name] = { results: groups.get(r[parentKeyIdx]) ?? [] };
      });
    }
    if (node.children.size > 0) expandBatch(ctx, child, node.children);
  }
}
