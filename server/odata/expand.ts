/**
 * $expand without N+1: each level of the expand tree is loaded with one query per navigation,
 * `WHERE key IN (SELECT value FROM json_each(?))` with all parent keys in a single bound JSON array
 * (one cached statement regardless of how many keys).
 */
import type { Database } from 'better-sqlite3';
import { quoteIdent, singleKey, type SetInfo } from './model-index';
import type { ExpandNode } from './options';
import { serializeRow, type Row, type WireEntity } from './serialize';
import { prepareCached } from './statements';

export interface Loaded {
  row: Row;
  out: WireEntity;
}

function loadWhereIn(db: Database, set: SetInfo, column: string, values: unknown[]): Row[] {
  if (values.length === 0) return [];
  const sql =
    `SELECT * FROM ${quoteIdent(set.name)} WHERE ${quoteIdent(column)} IN (SELECT value FROM json_each(?))` +
    ` ORDER BY ${set.keys.map((k) => quoteIdent(k.column)).join(', ')}`;
  return prepareCached(db, sql).all(JSON.stringify(values)) as Row[];
}

export function expandLevel(db: Database, parents: Loaded[], parentSet: SetInfo, tree: Map<string, ExpandNode>, baseUrl: string): void {
  if (parents.length === 0) return;
  for (const [name, node] of tree) {
    const target = node.set;
    const children: Loaded[] = [];
    if (!node.nav.collection) {
      const fk = node.nav.fkColumn;
      const keys = new Set<unknown>();
      for (const p of parents) {
        const v = p.row[fk];
        if (v !== null && v !== undefined) keys.add(v);
      }
      const keyCol = singleKey(target).column;
      const byKey = new Map<unknown, Loaded>();
      for (const row of loadWhereIn(db, target, keyCol, [...keys])) {
        const loaded = { row, out: serializeRow(target, row, baseUrl) };
        byKey.set(row[keyCol], loaded);
        children.push(loaded);
      }
      for (const p of parents) p.out[name] = byKey.get(p.row[fk])?.out ?? null;
    } else {
      const parentKey = singleKey(parentSet).column;
      const keys = [...new Set(parents.map((p) => p.row[parentKey]))];
      const groups = new Map<unknown, WireEntity[]>();
      for (const row of loadWhereIn(db, target, node.nav.fkColumn, keys)) {
        const loaded = { row, out: serializeRow(target, row, baseUrl) };
        children.push(loaded);
        const k = row[node.nav.fkColumn];
        let g = groups.get(k);
        if (!g) groups.set(k, (g = []));
        g.push(loaded.out);
      }
      for (const p of parents) p.out[name] = { results: groups.get(p.row[parentKey]) ?? [] };
    }
    if (node.children.size > 0) expandLevel(db, children, target, node.children, baseUrl);
  }
}
