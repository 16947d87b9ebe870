/**
 * Password-reset links (tokens and pages: auth/link-tokens.ts). A link works once and for
 * RESET_LIFETIME_MS; using one ends every other open link of that account. Asking for a new one
 * does not: anyone may ask for the owner's link, and a stranger's request must not make the link in
 * the owner's mailbox useless.
 */
import type { ServerConfig } from '../config';
import type { Db } from '../db';
import { linkTo, linkTokenHash, newLinkToken } from './link-tokens';

export const RESET_LIFETIME_MS = 60 * 60_000;

export function issueResetToken(db: Db, addressId: number, nowMs: number): string {
  const { token, tokenHash } = newLinkToken();
  db.transaction(() => {
    db.prepare(`INSERT INTO srv_password_resets (token_hash, address_id, expires_ms) VALUES (?, ?, ?)`).run(tokenHash, addressId, nowMs + RESET_LIFETIME_MS);
    db.prepare(`DELETE FROM srv_password_resets WHERE expires_ms <= ?`).run(nowMs - RESET_LIFETIME_MS);
  })();
  return token;
}

/** Whether a link is still valid, unused and unexpired, without using it up. */
export function resetTokenValid(db: Db, token: string, nowMs: number): boolean {
  return (
    db.prepare(`SELECT 1 FROM srv_password_resets WHERE token_hash = ? AND used_ms IS NULL AND expires_ms > ?`).get(linkTokenHash(token), nowMs) !== undefined
  );
}

/** The account of a valid, unused, unexpired link, which is used up by this call; null otherwise. */
export function consumeResetToken(db: Db, token: string, nowMs: number): number | null {
  return db.transaction(() => {
    const row = db
      .prepare(`SELECT address_id FROM srv_password_resets WHERE token_hash = ? AND used_ms IS NULL AND expires_ms > ?`)
      .get(linkTokenHash(token), nowMs) as { address_id: number } | undefined;
    if (!row) return null;
    db.prepare(`UPDATE srv_password_resets SET used_ms = ? WHERE address_id = ? AND used_ms IS NULL`).run(nowMs, row.address_id);
    return row.address_id;
  })();
}

/** The portal's page for a reset link (see auth/link-tokens.ts). */
export function resetLink(config: Pick<ServerConfig, 'publicUrl'>, token: string): string {
  return linkTo(config, 'passwort-neu', token);
}
