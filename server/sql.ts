/**
 * Small SQL helpers for the app's own writes. Table and column names come from this code (the
 * conventions' layout), never from a request; values are always bound parameters.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from './db';

export type SqlValue = string | number | bigint | Buffer | null;

function ident(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Unsafe identifier ${name}`);
  return `"${name}"`;
}

export function insertInto(db: Db, table: string, row: Record<string, SqlValue | boolean | undefined>): void {
  const entries = Object.entries(row).filter(([, v]) => v !== undefined) as [string, SqlValue | boolean][];
  const sql = `INSERT INTO ${ident(table)} (${entries.map(([k]) => ident(k)).join(', ')}) VALUES (${entries.map(() => '?').join(', ')})`;
  db.prepare(sql).run(...entries.map(([, v]) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)));
}

export function nextKey(db: Db, table: string, key: string): number {
  const row = db.prepare(`SELECT COALESCE(MAX(${ident(key)}), 0) + 1 AS id FROM ${ident(table)}`).get() as { id: number };
  return row.id;
}

const statements = new WeakMap<Db, Map<string, Statement<unknown[]>>>();

/** A prepared statement cached per database: hot paths (every request) skip re-parsing the SQL. */
export function cached(db: Db, sql: string): Statement<unknown[]> {
  let perDb = statements.get(db);
  if (!perDb) statements.set(db, (perDb = new Map()));
  let stmt = perDb.get(sql);
  if (!stmt) perDb.set(sql, (stmt = db.prepare<unknown[]>(sql)));
  return stmt;
}
