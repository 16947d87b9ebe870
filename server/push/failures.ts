/**
 * Push registrations in failure (srv_push_failures): how many sends in a row failed and when the
 * next try may be, counted from the failure itself. Kept in the database, so the pauses outlast a
 * restart and Registrieren can count the failing registrations per client address and overall.
 */
import type { Db } from '../db';

export interface FailureState {
  /** Failed sends in a row. */
  failures: number;
  /** The earliest instant of the next try. */
  retryMs: number;
}

/** Every registration in failure, by id. */
export function failureStates(db: Db): Map<number, FailureState> {
  const rows = db.prepare(`SELECT registration_id AS id, failures, retry_ms AS retryMs FROM srv_push_failures`).all() as ({ id: number } & FailureState)[];
  return new Map(rows.map(({ id, failures, retryMs }) => [id, { failures, retryMs }]));
}

/** The pause after the n-th failure in a row: `baseMs` doubling with each, at most `maxMs`. */
export function pauseAfter(failures: number, baseMs: number, maxMs: number): number {
  return Math.min(2 ** (Math.max(failures, 1) - 1) * baseMs, maxMs);
}

export function recordFailure(db: Db, id: number, state: FailureState, failedMs: number): void {
  db.prepare(
    `INSERT INTO srv_push_failures (registration_id, failures, failed_ms, retry_ms) VALUES (?, ?, ?, ?)
     ON CONFLICT (registration_id) DO UPDATE SET failures = excluded.failures, failed_ms = excluded.failed_ms, retry_ms = excluded.retry_ms`,
  ).run(id, state.failures, failedMs, state.retryMs);
}

/** A delivered reminder ends the failure. */
export function clearFailure(db: Db, id: number): void {
  db.prepare(`DELETE FROM srv_push_failures WHERE registration_id = ?`).run(id);
}

/** Registrations in failure: all of them, and those the client address `client` registered. */
export function failingCounts(db: Db, client: string): { all: number; client: number } {
  return db
    .prepare(
      `SELECT COUNT(*) AS "all", COALESCE(SUM(r.client = ?), 0) AS client
         FROM srv_push_failures f JOIN srv_push_registrations r ON r.id = f.registration_id`,
    )
    .get(client) as { all: number; client: number };
}
