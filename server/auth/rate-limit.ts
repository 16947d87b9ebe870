/**
 * Failed-login limits (BSI APP.3.1.A1/A7), shaped so that guessing stays bounded while neither the
 * owner nor a shared address (a town hall's NAT) is locked out by someone else:
 *
 * - per identifier AND address: PAIR_MAX_FAILURES within WINDOW_MS, then 429 until the window has
 *   passed (the one who typed wrong, from where they typed);
 * - per identifier from any address: IDENTIFIER_FREE_FAILURES, then each further attempt waits a
 *   delay doubling from one second up to IDENTIFIER_MAX_DELAY_MS after the last failure: never a
 *   hard lock, the owner gets in once the delay is over, guessing stays at most one per minute;
 * - per address across identifiers: ADDRESS_MAX_FAILURES (password spraying from one address).
 *
 * Lookups that reveal nothing but cost (IdZumMasterLogin, RegistriereBenutzer) are limited per
 * address by `assertRate` / `recordEvent` in the same table.
 */
import type { Db } from '../db';
import { ApiError } from '../errors';

export const WINDOW_MS = 15 * 60_000;
export const PAIR_MAX_FAILURES = 5;
export const IDENTIFIER_FREE_FAILURES = 10;
export const IDENTIFIER_MAX_DELAY_MS = 60_000;
export const ADDRESS_MAX_FAILURES = 50;

export interface LoginSubjects {
  /** The identifier tried (lower-cased): benutzerkennung or Kassenzeichen. */
  identifier: string;
  /** The client address. */
  client: string;
}

const pairOf = (s: LoginSubjects): string => `${s.identifier}\n${s.client}`;

function window(db: Db, scope: string, subject: string, sinceMs: number): { n: number; last: number | null } {
  return db.prepare(`SELECT COUNT(*) AS n, MAX(at_ms) AS last FROM srv_login_attempts WHERE scope = ? AND subject = ? AND at_ms > ?`).get(scope, subject, sinceMs) as {
    n: number;
    last: number | null;
  };
}

function tooMany(message: string, retryAfterSeconds?: number): ApiError {
  return new ApiError(429, 'too-many-attempts', message, retryAfterSeconds);
}

/**
 * When a full window lets the next attempt in again: once fewer than `max` failures lie inside it,
 * i.e. when the one that made it full, counted from the newest, leaves the window.
 */
function reopensAt(db: Db, scope: string, subject: string, sinceMs: number, max: number): number | null {
  const rows = db.prepare(`SELECT at_ms FROM srv_login_attempts WHERE scope = ? AND subject = ? AND at_ms > ? ORDER BY at_ms DESC LIMIT 1 OFFSET ?`).get(scope, subject, sinceMs, max - 1) as
    | { at_ms: number }
    | undefined;
  return rows ? rows.at_ms + WINDOW_MS : null;
}

/** "einer Minute", "11 Minuten": the wait a resident is told, rounded up to whole minutes. */
const minutesText = (ms: number): string => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return minutes === 1 ? 'einer Minute' : `${minutes} Minuten`;
};

/** The wait after the n-th failure on one identifier (0 while n is below the free allowance). */
export function identifierDelayMs(failures: number): number {
  if (failures < IDENTIFIER_FREE_FAILURES) return 0;
  return Math.min(IDENTIFIER_MAX_DELAY_MS, 1000 * 2 ** (failures - IDENTIFIER_FREE_FAILURES));
}

export function assertLoginAllowed(db: Db, subjects: LoginSubjects, nowMs: number): void {
  const since = nowMs - WINDOW_MS;
  const reopens = [reopensAt(db, 'pair', pairOf(subjects), since, PAIR_MAX_FAILURES), reopensAt(db, 'ip', subjects.client, since, ADDRESS_MAX_FAILURES)].filter(
    (at): at is number => at !== null,
  );
  if (reopens.length > 0) {
    // Told exactly: "einen Moment" made residents retry for minutes with the right password.
    const wait = Math.max(...reopens) - nowMs;
    throw tooMany(`Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutesText(wait)} erneut.`, Math.ceil(wait / 1000));
  }
  const id = window(db, 'id', subjects.identifier, since);
  const wait = id.last === null ? 0 : id.last + identifierDelayMs(id.n) - nowMs;
  if (wait > 0) {
    throw tooMany(`Zu viele fehlgeschlagene Anmeldeversuche für diese Kennung. Bitte warten Sie ${Math.ceil(wait / 1000)} Sekunden und versuchen Sie es dann erneut.`, Math.ceil(wait / 1000));
  }
}

export function recordFailure(db: Db, subjects: LoginSubjects, nowMs: number): void {
  const insert = db.prepare(`INSERT INTO srv_login_attempts (scope, subject, at_ms) VALUES (?, ?, ?)`);
  insert.run('pair', pairOf(subjects), nowMs);
  insert.run('id', subjects.identifier, nowMs);
  insert.run('ip', subjects.client, nowMs);
  // Only the login scopes: other limits in the table count over longer windows (an hour).
  db.prepare(`DELETE FROM srv_login_attempts WHERE scope IN ('pair', 'id', 'ip') AND at_ms <= ?`).run(nowMs - WINDOW_MS);
}

/** A successful login proves the owner: their identifier's delay and their own failures end. */
export function clearFailures(db: Db, subjects: LoginSubjects): void {
  db.prepare(`DELETE FROM srv_login_attempts WHERE (scope = 'id' AND subject = ?) OR (scope = 'pair' AND subject = ?)`).run(subjects.identifier, pairOf(subjects));
}

export interface RateLimit {
  /** Scope name in srv_login_attempts, e.g. 'lookup'. */
  scope: string;
  max: number;
  windowMs: number;
}

/** Login-name lookups per address: far above a household's logins, far below a scan. */
export const LOOKUP_LIMIT: RateLimit = { scope: 'lookup', max: 120, windowMs: 60_000 };
/** Registration requests per address: a family registers a few objects, not hundreds. */
export const REGISTRATION_LIMIT: RateLimit = { scope: 'register', max: 10, windowMs: WINDOW_MS };
/** Visitors' claims per address (LegeReklamationAn): a household reports a few things, not a flood. */
export const PUBLIC_CLAIM_LIMIT: RateLimit = { scope: 'claim', max: 10, windowMs: WINDOW_MS };
/** Reports of accessibility barriers per address (MeldeBarriere): a person reports a few, a bot floods. */
export const BARRIER_REPORT_LIMIT: RateLimit = { scope: 'barrier', max: 10, windowMs: WINDOW_MS };

/**
 * Counts one use of `limit` by `subject`, or throws when the window is full: a 429 with the general
 * message, or `refusal` where the caller can say more precisely what did not happen.
 */
export function consumeRate(db: Db, limit: RateLimit, subject: string, nowMs: number, refusal?: () => ApiError): void {
  if (!tryConsumeRate(db, limit, subject, nowMs)) {
    throw refusal?.() ?? tooMany('Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut.');
  }
}

/** Counts one use of `limit` by `subject` and answers true, or answers false when the window is full. */
export function tryConsumeRate(db: Db, limit: RateLimit, subject: string, nowMs: number): boolean {
  if (window(db, limit.scope, subject, nowMs - limit.windowMs).n >= limit.max) return false;
  db.prepare(`INSERT INTO srv_login_attempts (scope, subject, at_ms) VALUES (?, ?, ?)`).run(limit.scope, subject, nowMs);
  db.prepare(`DELETE FROM srv_login_attempts WHERE scope = ? AND at_ms <= ?`).run(limit.scope, nowMs - Math.max(limit.windowMs, WINDOW_MS));
  return true;
}
