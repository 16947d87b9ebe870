/**
 * Failed-login limits per identifier and per client address (BSI APP.3.1.A1/A7):
 * at most MAX_FAILURES failures within WINDOW_MS, then 429 until the window has passed.
 */
import type { Db } from '../db';
import { ApiError } from '../errors';

export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;

export interface LoginSubjects {
  /** The identifier tried (lower-cased): benutzerkennung or Kassenzeichen. */
  identifier: string;
  /** The client address. */
  client: string;
}

function failures(db: Db, scope: string, subject: string, nowMs: number): number {
  const row = db.prepare(`SELECT COUNT(*) AS n FROM srv_login_attempts WHERE scope = ? AND subject = ? AND at_ms > ?`).get(
    scope,
    subject,
    nowMs - WINDOW_MS,
  ) as { n: number };
  return row.n;
}

export function assertLoginAllowed(db: Db, subjects: LoginSubjects, nowMs: number): void {
  if (failures(db, 'id', subjects.identifier, nowMs) >= MAX_FAILURES || failures(db, 'ip', subjects.client, nowMs) >= MAX_FAILURES) {
    throw new ApiError(429, 'too-many-attempts', 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.');
  }
}

export function recordFailure(db: Db, subjects: LoginSubjects, nowMs: number): void {
  const insert = db.prepare(`INSERT INTO srv_login_attempts (scope, subject, at_ms) VALUES (?, ?, ?)`);
  insert.run('id', subjects.identifier, nowMs);
  insert.run('ip', subjects.client, nowMs);
  db.prepare(`DELETE FROM srv_login_attempts WHERE at_ms <= ?`).run(nowMs - WINDOW_MS);
}

export function clearFailures(db: Db, subjects: LoginSubjects): void {
  db.prepare(`DELETE FROM srv_login_attempts WHERE scope = 'id' AND subject = ?`).run(subjects.identifier);
}
