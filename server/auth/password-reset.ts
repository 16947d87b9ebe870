/**
 * Password-reset links: 32 random bytes (base64url) in the link, only their SHA-256 stored (like
 * sessions). A link works once and for RESET_LIFETIME_MS; using one ends every other open link of
 * that account. Asking for a new one does not: anyone may ask for the owner's link, and a
 * stranger's request must not make the link in the owner's mailbox useless.
 */
import type { ServerConfig } from '../config';
import { portalLink } from '../mail/links';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db';
import { hashToken } from './sessions';

export const RESET_LIFETIME_MS = 60 * 60_000;

export function issueResetToken(db: Db, addressId: number, nowMs: number): string {
  const token = randomBytes(32).toString('base64url');
  db.transaction(() => {
    db.prepare(`INSERT INTO srv_password_resets (token_hash, address_id, expires_ms) VALUES (?, ?, ?)`).run(hashToken(token), addressId, nowMs + RESET_LIFETIME_MS);
    db.prepare(`DELETE FROM srv_password_resets WHERE expires_ms <= ?`).run(nowMs - RESET_LIFETIME_MS);
  })();
  return token;
}

/** Whether a link is still valid, unused and unexpired, without using it up. */
export function resetTokenValid(db: Db, token: string, nowMs: number): boolean {
  return (
    db.prepare(`SELECT 1 FROM srv_password_resets WHERE token_hash = ? AND used_ms IS NULL AND expires_ms > ?`).get(hashToken(token), nowMs) !== undefined
  );
}

/** The account of a valid, unused, unexpired link, which is used up by this call; null otherwise. */
export function consumeResetToken(db: Db, token: string, nowMs: number): number | null {
  return db.transaction(() => {
    const row = db
      .prepare(`SELECT address_id FROM srv_password_resets WHERE token_hash = ? AND used_ms IS NULL AND expires_ms > ?`)
      .get(hashToken(token), nowMs) as { address_id: number } | undefined;
    if (!row) return null;
    db.prepare(`UPDATE srv_password_resets SET used_ms = ? WHERE address_id = ? AND used_ms IS NULL`).run(nowMs, row.address_id);
    return row.address_id;
  })();
}

/**
 * The portal's page for a link, on the configured public origin (never the request's Host, which
 * the requester chooses: the owner would be mailed a link that hands the token to that host). The
 * token travels in the fragment, which no server or Referer sees.
 */
export function resetLink(config: Pick<ServerConfig, 'publicUrl'>, token: string): string {
  return portalLink(config, `/register#passwort-neu=${token}`);
}
