/**
 * Double-submit protection (srv_idempotency): the same caller sending the same function call with
 * the same parameters and body within WINDOW_MS gets the FIRST answer again and nothing new is
 * created. The key includes the caller's token hash, so nobody can read another's stored answer.
 */
import { createHash } from 'node:crypto';
import type { Db } from './db';

export const IDEMPOTENCY_WINDOW_MS = 30_000;

export function idempotencyKey(caller: string, functionName: string, query: URLSearchParams, rawBody: string): string {
  const sorted = [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify([caller, functionName, sorted, rawBody])).digest('hex');
}

export function findPrevious(db: Db, key: string, nowMs: number): { status: number; body: string } | undefined {
  return db.prepare(`SELECT status, body FROM srv_idempotency WHERE key = ? AND created_ms > ?`).get(key, nowMs - IDEMPOTENCY_WINDOW_MS) as
    | { status: number; body: string }
    | undefined;
}

export function remember(db: Db, key: string, nowMs: number, status: number, body: string): void {
  db.prepare(`DELETE FROM srv_idempotency WHERE created_ms <= ?`).run(nowMs - IDEMPOTENCY_WINDOW_MS);
  db.prepare(`INSERT OR REPLACE INTO srv_idempotency (key, created_ms, status, body) VALUES (?, ?, ?, ?)`).run(key, nowMs, status, body);
}
