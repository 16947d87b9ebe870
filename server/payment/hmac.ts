/**
 * Signing of the provider's return: hash = HMAC-SHA256(secret, `txid|status|payment_method`), hex.
 * The secret comes from the configuration (PORTAL_PAYMENT_SECRET, shared with a real provider) or
 * is generated once into the data folder; a database in memory (tests) keeps its own in srv_meta.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import type { Db } from '../db';

export const SECRET_FILE = 'payment-secret';

const hmacHex = (secret: Buffer, text: string): string => createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** The hash a provider puts on its return. */
export function signReturn(secret: Buffer, txid: string, status: string, paymentMethod: string): string {
  return hmacHex(secret, `${txid}|${status}|${paymentMethod}`);
}

/** The signature the portal puts on the way out, so a provider may check amount and return address. */
export function signRequest(secret: Buffer, txid: string, amountCents: number, returnUrl: string): string {
  return hmacHex(secret, `${txid}|${amountCents}|${returnUrl}`);
}

/** Constant-time comparison; anything that is not 64 hex digits is simply wrong. */
export function verifyReturn(secret: Buffer, txid: string, status: string, paymentMethod: string, hash: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(hash)) return false;
  const expected = Buffer.from(signReturn(secret, txid, status, paymentMethod), 'hex');
  return timingSafeEqual(expected, Buffer.from(hash.toLowerCase(), 'hex'));
}

function secretInDatabase(db: Db): Buffer {
  const row = db.prepare(`SELECT value FROM srv_meta WHERE key = 'payment-secret'`).get() as { value: Buffer } | undefined;
  if (row) return row.value;
  const secret = randomBytes(32);
  db.prepare(`INSERT INTO srv_meta (key, value) VALUES ('payment-secret', ?)`).run(secret);
  return secret;
}

/** Configured secret, else the data folder's (created on first start, readable by the owner only). */
export function resolvePaymentSecret(config: Pick<ServerConfig, 'paymentSecret' | 'dataDir'>, db: Db): Buffer {
  if (config.paymentSecret) return Buffer.from(config.paymentSecret, 'utf8');
  if (config.dataDir === ':memory:') return secretInDatabase(db);
  const file = join(config.dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const text = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  }
  const secret = randomBytes(32);
  writeFileSync(file, `${secret.toString('hex')}\n`, { mode: 0o600 });
  return secret;
}
