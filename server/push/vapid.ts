/**
 * VAPID keys of the reference backend (RFC 8292): generated on the first start and kept in the
 * data folder, because every browser subscription is bound to the public key it was made with —
 * new keys would silently orphan all existing reminders.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const VAPID_FILE = 'vapid.json';

const isKey = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{20,}$/.test(v);

/** Reads `<dataDir>/vapid.json`, creating it (owner-readable only) when absent. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, VAPID_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (isKey(stored.publicKey) && isKey(stored.privateKey)) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    throw new Error(`${file} enthält keine gültigen VAPID-Schlüssel`);
  }
  const keys = webpush.generateVAPIDKeys();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}
