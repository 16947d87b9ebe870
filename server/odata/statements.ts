/**
 * Prepared statements cached per database by SQL text. Because every literal is a bound parameter,
 * the SQL text depends only on the query's shape, so the cache stays small and hits often.
 * Reads use raw mode (arrays instead of objects: far less garbage for 20k-row answers) with the
 * column positions computed once per statement.
 * Also registers the few SQL functions SQLite lacks (Unicode-aware case mapping) once per database.
 */
import type { Database, Statement } from 'better-sqlite3';

const MAX_CACHED = 500;
const caches = new WeakMap<Database, Map<string, Statement>>();
const columnMaps = new WeakMap<Statement, ColumnMap>();

/** Column name -> position in a raw row. */
export type ColumnMap = ReadonlyMap<string, number>;
export type RawRow = unknown[];

function cacheOf(db: Database): Map<string, Statement> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
    registerFunctions(db);
  }
  return cache;
}

function remember(cache: Map<string, Statement>, key: string, stmt: Statement): void {
  if (cache.size >= MAX_CACHED) {
    // Drop the oldest entry (Map keeps insertion order): crude but bounded.
    const first = cache.keys().next();
    if (!first.done) cache.delete(first.value);
  }
  cache.set(key, stmt);
}

export function prepareCached(db: Database, sql: string): Statement {
  const cache = cacheOf(db);
  let stmt = cache.get(sql);
  if (!stmt) {
    stmt = db.prepare(sql);
    remember(cache, sql, stmt);
  }
  return stmt;
}

/** Runs a read in raw mode: rows as arrays plus the statement's column map. */
export function readRaw(db: Database, sql: string, params: unknown[]): { rows: RawRow[]; cols: ColumnMap } {
  const cache = cacheOf(db);
  const key = `raw:${sql}`;
  let stmt = cache.get(key);
  if (!stmt) {
    stmt = db.prepare(sql).raw(true);
    remember(cache, key, stmt);
  }
  let cols = columnMaps.get(stmt);
  if (!cols) {
    cols = new Map(stmt.columns().map((c, i) => [c.name, i]));
    columnMaps.set(stmt, cols);
  }
  return { rows: stmt.all(...params) as RawRow[], cols };
}

function registerFunctions(db: Database): void {
  // SQLite's lower()/upper() only map ASCII; German text needs Ä/Ö/Ü handled too.
  const str = (f: (s: string) => string) => (v: unknown) => (typeof v === 'string' ? f(v) : v);
  db.function('odata_lower', { deterministic: true }, str((s) => s.toLowerCase()));
  db.function('odata_upper', { deterministic: true }, str((s) => s.toUpperCase()));
}
