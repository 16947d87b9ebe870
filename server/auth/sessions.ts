/**
 * Sessions: 32 random bytes (base64url) handed to the client, only their SHA-256 is stored.
 * Sliding expiry: every authorised request extends the session, but never beyond its maximum age
 * counted from the login (SESSION_MAX_AGE_MS).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { cached } from '../sql';
import { ApiError } from '../errors';

/**
 * However busy a session is, it ends 12 hours after its login: a copied token must not live as long
 * as someone keeps using it, and a working day fits in one session.
 */
export const SESSION_MAX_AGE_MS = 12 * 3_600_000;

export interface Session {
  tokenHash: string;
  addressId: number;
  /** Set for a community (no password) session: limited to this one object. */
  objectId: number | null;
  expiresMs: number;
}

/** A session opened without a password (AnmeldungOhnePasswort): it names its one object. */
export const isCommunitySession = (session: Session): boolean => session.objectId !== null;

export const fullLoginRequired = (): ApiError =>
  new ApiError(
    403,
    'full-login-required',
    'Mit dem Zugang über Kassenzeichen und Objektnummer ist das nicht möglich. Dafür ist eine Anmeldung mit Benutzerkennung und Passwort nötig.',
  );

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function createSession(db: Db, addressId: number, objectId: number | null, nowMs: number, lifetimeMs: number): { token: string; session: Session } {
  const token = randomBytes(32).toString('base64url');
  const session: Session = { tokenHash: hashToken(token), addressId, objectId, expiresMs: nowMs + Math.min(lifetimeMs, SESSION_MAX_AGE_MS) };
  cached(db, `INSERT INTO srv_sessions (token_hash, address_id, object_id, created_ms, expires_ms) VALUES (?, ?, ?, ?, ?)`).run(
    session.tokenHash,
    addressId,
    objectId,
    nowMs,
    session.expiresMs,
  );
  // Housekeeping: forget sessions that expired a day ago.
  cached(db, `DELETE FROM srv_sessions WHERE expires_ms < ?`).run(nowMs - 86_400_000);
  return { token, session };
}

export const expiredError = (): ApiError => new ApiError(403, 'expired', 'Token is expired');
export const unknownTokenError = (): ApiError => new ApiError(403, 'forbidden', 'Die Sitzung ist ungültig. Bitte melden Sie sich erneut an.');

/**
 * Resolve the X-Auth-Hash header. Absent -> null. Present but unknown -> 403, expired -> 403
 * `Token is expired`. A valid session is extended (sliding).
 */
export function resolveSession(db: Db, token: string | undefined, nowMs: number, lifetimeMs: number): Session | null {
  if (token === undefined || token.trim() === '') return null;
  const tokenHash = hashToken(token.trim());
  const row = cached(db, `SELECT address_id, object_id, created_ms, expires_ms FROM srv_sessions WHERE token_hash = ?`).get(tokenHash) as
    | { address_id: number; object_id: number | null; created_ms: number; expires_ms: number }
    | undefined;
  if (!row) throw unknownTokenError();
  const endOfLife = row.created_ms + SESSION_MAX_AGE_MS;
  if (row.expires_ms <= nowMs || endOfLife <= nowMs) throw expiredError();
  let expiresMs = row.expires_ms;
  const slid = Math.min(nowMs + lifetimeMs, endOfLife);
  // Slide the expiry, but write at most every 30 s per session (reads stay cheap under load).
  if (slid - row.expires_ms > 30_000) {
    expiresMs = slid;
    cached(db, `UPDATE srv_sessions SET expires_ms = ? WHERE token_hash = ?`).run(expiresMs, tokenHash);
  }
  return { tokenHash, addressId: row.address_id, objectId: row.object_id, expiresMs };
}

export function deleteSession(db: Db, tokenHash: string): void {
  cached(db, `DELETE FROM srv_sessions WHERE token_hash = ?`).run(tokenHash);
}

/**
 * Ends every session of an account: after a new password (changed or reset) a session opened with
 * the old one, maybe by whoever learnt it, must not go on.
 */
export function endAccountSessions(db: Db, addressId: number): void {
  cached(db, `DELETE FROM srv_sessions WHERE address_id = ?`).run(addressId);
}

/** Response header carrying a session's (sliding) expiry as an ISO instant. */
export const EXPIRY_HEADER = 'X-Session-Expiration';

/**
 * Sessions slide on use; the portal checks expiry locally too, so every authenticated answer tells it
 * the new expiry. Without this an active user would be sent to /?expired when the login's
 * Expiration passes.
 */
export function announceExpiry(c: { header(name: string, value: string): void }, session: Session): void {
  c.header(EXPIRY_HEADER, new Date(session.expiresMs).toISOString());
}
