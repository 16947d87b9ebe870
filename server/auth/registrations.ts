/**
 * Registrations waiting for their confirmation link. RegistriereBenutzer opens no login: it records
 * the wish here (the owner's address, the wished login, the password as stored for a login, the
 * typed e-mail address) and mails a link (auth/link-tokens.ts) to that address. The login is opened
 * only through the link, with the password chosen at the registration typed again on its page:
 * the link proves the mailbox, the password that it is the one who registered (someone who types
 * another person's address cannot have that person's mail scanner or a careless click open a login
 * with the stranger's password).
 *
 * A link works once and for REGISTRATION_LIFETIME_MS. A newer registration for the same owner
 * leaves the older ones open (a stranger's registration must not make the owner's link useless);
 * the first one confirmed opens the login and ends every other open registration of that owner.
 * A wished login waiting for another owner's confirmation counts as taken.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';
import { linkTokenHash, newLinkToken } from './link-tokens';
import { credentialByAddress, credentialByLogin, derive, storedPassword, type Credential } from './passwords';

/** How long a confirmation link works (and a registration waits): a weekend's mail still arrives in time. */
export const REGISTRATION_LIFETIME_MS = 48 * 3_600_000;

export interface NewRegistration {
  /** The row of srv_registrations with what was typed (name, phone), kept for the authority. */
  registrationId: number;
  /** The object's owner: whose login the registration opens. */
  addressId: number;
  login: string;
  /** The typed address: where the link goes, the account's address once confirmed. */
  email: string;
  /** The client's SHA-256 of the password. */
  passwordHash: string;
}

interface PendingRow {
  token_hash: string;
  registration_id: number;
  address_id: number;
  login: string;
  email: string;
  salt: Buffer;
  hash: Buffer;
}

const OPEN = `used_ms IS NULL AND expires_ms > ?`;

/** Records a registration and answers the token of its link. */
export function recordPendingRegistration(db: Db, r: NewRegistration, nowMs: number): string {
  const { token, tokenHash } = newLinkToken();
  const { salt, hash } = storedPassword(r.passwordHash);
  db.transaction(() => {
    db.prepare(
      `INSERT INTO srv_pending_registrations (token_hash, registration_id, address_id, login, email, salt, hash, created_ms, expires_ms)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(tokenHash, r.registrationId, r.addressId, r.login, r.email, salt, hash, nowMs, nowMs + REGISTRATION_LIFETIME_MS);
    // Ended registrations are kept one lifetime longer (a late click still finds its row), then dropped.
    db.prepare(`DELETE FROM srv_pending_registrations WHERE expires_ms <= ? OR used_ms <= ?`).run(nowMs - REGISTRATION_LIFETIME_MS, nowMs - REGISTRATION_LIFETIME_MS);
  })();
  return token;
}

/** Whether `login` waits for the confirmation of another owner than `addressId`. */
export function loginPendingForOther(db: Db, login: string, addressId: number, nowMs: number): boolean {
  return db.prepare(`SELECT 1 FROM srv_pending_registrations WHERE login = ? AND address_id <> ? AND ${OPEN}`).get(login.trim(), addressId, nowMs) !== undefined;
}

/**
 * The newest open registration of `login`, shaped like a login's credential: the login checks a
 * password against it to say that the e-mail address is still to be confirmed, and only to whoever
 * knows that password.
 */
export function pendingCredential(db: Db, login: string, nowMs: number): Credential | undefined {
  const row = db
    .prepare(`SELECT * FROM srv_pending_registrations WHERE login = ? AND ${OPEN} ORDER BY created_ms DESC, rowid DESC LIMIT 1`)
    .get(login.trim(), nowMs) as PendingRow | undefined;
  return row && { addressId: row.address_id, login: row.login, salt: row.salt, hash: row.hash, requestedChanges: null };
}

export type Confirmation =
  | { kind: 'confirmed'; registrationId: number; addressId: number; login: string; email: string }
  /** Unknown, used, expired, or its owner has a login by now. */
  | { kind: 'invalid' }
  /** Not the password of the registration: the link stays open. */
  | { kind: 'password' }
  /** Another login of that name was opened meanwhile: the link is used up, a new registration is needed. */
  | { kind: 'login-taken' };

/**
 * Opens the login of an open registration whose password `passwordHash` is. Everything in one
 * transaction: two clicks cannot open two logins for one owner or one name twice.
 */
export function confirmRegistration(db: Db, token: string, passwordHash: string, nowMs: number): Confirmation {
  return db.transaction((): Confirmation => {
    const row = db.prepare(`SELECT * FROM srv_pending_registrations WHERE token_hash = ? AND ${OPEN}`).get(linkTokenHash(token), nowMs) as PendingRow | undefined;
    if (!row) return { kind: 'invalid' };
    if (!timingSafeEqual(derive(passwordHash, row.salt), row.hash)) return { kind: 'password' };
    const end = db.prepare(`UPDATE srv_pending_registrations SET used_ms = ? WHERE token_hash = ?`);
    if (credentialByAddress(db, row.address_id)) {
      end.run(nowMs, row.token_hash);
      return { kind: 'invalid' };
    }
    if (credentialByLogin(db, row.login)) {
      end.run(nowMs, row.token_hash);
      return { kind: 'login-taken' };
    }
    db.prepare(`INSERT INTO srv_credentials (address_id, login, salt, hash, requested_changes) VALUES (?, ?, ?, ?, NULL)`).run(row.address_id, row.login, row.salt, row.hash);
    // The owner has a login now: every other open registration of the owner ends.
    db.prepare(`UPDATE srv_pending_registrations SET used_ms = ? WHERE address_id = ? AND used_ms IS NULL`).run(nowMs, row.address_id);
    return { kind: 'confirmed', registrationId: row.registration_id, addressId: row.address_id, login: row.login, email: row.email };
  })();
}
