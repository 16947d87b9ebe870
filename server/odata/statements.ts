/**
 * Prepared statements cached per database by SQL text. Because every literal is a bound parameter,
 * the SQL text depends only on the query's shape, so the cache stays small and hits often.
 * Also registers the few SQL functions SQLite lacks (Unicode-aware case mapping) once per database.
 */
import type { Database, Statement } from 'better-sqlite3';

const MAX_CACHED = 500;
const caches = new WeakMap<Database, Map<string, Statement>>();

export function prepareCached(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
    registerFunctions(db);
  }
  let stmt = cache.get(sql);
  if (stmt) return stmt;
  stmt = db.prepare(sql);
  if (cache.size >= MAX_CACHED) {
    // Drop the oldest entry (Map keeps insertion order): a crude but bounded LRU.
    const first = cache.keys().next();
    if (!first.done) cache.delete(first.value);
  }
  cache.set(sql, stmt);
  return stmt;
}

function registerFunctions(db: Database): void {
  // SQLite's lower()/upper() only map ASCII; German text needs Ä/Ö/Ü/ß handled too.
  const str = (f: (s: string) => string) => (v: unknown) => (typeof v === 'string' ? f(v) : v);
  db.function('odata_lower', { deterministic: true }, str((s) => s.toLowerCase()));
  db.function('odata_upper', { deterministic: true }, str((s) => s.toUpperCase()));
}
