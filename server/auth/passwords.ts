/**
 * Stored password = scrypt(clientHash, per-user salt). The client already sends SHA-256 of the
 * trimmed password; scrypt makes a stolen table expensive to attack.
 */
import { createHash, createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db';

const KEY_LENGTH = 32;
// Cost 2^14 is node's default: ~30-50 ms per check, acceptable for a login.
const SCRYPT_OPTIONS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface Credential {
  addressId: number;
  login: string;
  salt: Buffer;
  hash: Buffer;
  requestedChanges: string | null;
}

/** What a client sends instead of a password: lower- or upper-case hex SHA-256. */
export const isClientHash = (value: string): boolean => /^[0-9a-f]{64}$/i.test(value);

export function clientHash(password: string): string {
  return createHash('sha256').update(password.trim(), 'utf8').digest('hex');
}

export function derive(clientHashValue: string, salt: Buffer): Buffer {
  return scryptSync(clientHashValue.toLowerCase(), salt, KEY_LENGTH, SCRYPT_OPTIONS);
}

const dummySalt = randomBytes(16);
const dummyHash = derive('0'.repeat(64), dummySalt);

/** Timing-safe check; for an unknown user a dummy derivation keeps the timing alike. */
export function verifyPassword(credential: Credential | undefined, clientHashValue: string): boolean {
  const derived = derive(clientHashValue, credential?.salt ?? dummySalt);
  const expected = credential?.hash ?? dummyHash;
  return timingSafeEqual(derived, expected) && credential !== undefined;
}

/** What is stored of a password: a new salt and the derivation under it. */
export function storedPassword(clientHashValue: string): { salt: Buffer; hash: Buffer } {
  const salt = randomBytes(16);
  return { salt, hash: derive(clientHashValue, salt) };
}

export function setPassword(db: Db, addressId: number, login: string, clientHashValue: string, requestedChanges: string | null): void {
  const { salt, hash } = storedPassword(clientHashValue);
  db.prepare(
    `INSERT INTO srv_credentials (address_id, login, salt, hash, requested_changes) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(address_id) DO UPDATE SET login = excluded.login, salt = excluded.salt, hash = excluded.hash,
       requested_changes = excluded.requested_changes`,
  ).run(addressId, login, salt, hash, requestedChanges);
}

interface CredentialRow {
  address_id: number;
  login: string;
  salt: Buffer;
  hash: Buffer;
  requested_changes: string | null;
}

function toCredential(row: CredentialRow | undefined): Credential | undefined {
  return row && { addressId: row.address_id, login: row.login, salt: row.salt, hash: row.hash, requestedChanges: row.requested_changes };
}

export function credentialByLogin(db: Db, login: string): Credential | undefined {
  return toCredential(db.prepare(`SELECT * FROM srv_credentials WHERE login = ?`).get(login.trim()) as CredentialRow | undefined);
}

export function credentialByAddress(db: Db, addressId: number): Credential | undefined {
  return toCredential(db.prepare(`SELECT * FROM srv_credentials WHERE address_id = ?`).get(addressId) as CredentialRow | undefined);
}

/**
 * The id IdZumMasterLogin answers and PruefePasswort expects back: a stable keyed hash of the
 * identifier, the same kind of number for existing and unknown identifiers (small real ids beside
 * large pseudo ids told the two apart). Positive Edm.Int32.
 */
export function loginId(secret: Buffer, login: string): number {
  const mac = createHmac('sha256', secret).update(`login-id\n${login.trim().toLowerCase()}`, 'utf8').digest();
  return 1 + (mac.readUInt32BE(0) % 2_147_483_646);
}
