/** The return signature (HMAC-SHA256 over `txid|status|payment_method`, hex) and where its secret lives. */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../server/config';
import { createServerTables, loadConfig, openDatabase } from '../../../server/index';
import { resolvePaymentSecret, SECRET_FILE, signReturn, verifyReturn } from '../../../server/payment/hmac';

const secret = Buffer.from('0123456789abcdef0123456789abcdef');

describe('signReturn / verifyReturn', () => {
  it('is HMAC-SHA256 of txid|status|payment_method in lower-case hex (what a provider must compute)', () => {
    const expected = createHmac('sha256', secret).update('T-1|success|paypal').digest('hex');
    expect(signReturn(secret, 'T-1', 'success', 'paypal')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right hash (also in upper case) and nothing else', () => {
    const hash = signReturn(secret, 'T-1', 'success', 'paypal');
    expect(verifyReturn(secret, 'T-1', 'success', 'paypal', hash)).toBe(true);
    expect(verifyReturn(secret, 'T-1', 'success', 'paypal', hash.toUpperCase())).toBe(true);
    expect(verifyReturn(secret, 'T-1', 'cancel', 'paypal', hash)).toBe(false);
    expect(verifyReturn(secret, 'T-2', 'success', 'paypal', hash)).toBe(false);
    expect(verifyReturn(secret, 'T-1', 'success', 'giropay', hash)).toBe(false);
    expect(verifyReturn(Buffer.from('another secret of sufficient size'), 'T-1', 'success', 'paypal', hash)).toBe(false);
    expect(verifyReturn(secret, 'T-1', 'success', 'paypal', `${hash.slice(0, 63)}${hash[63] === '0' ? '1' : '0'}`)).toBe(false);
    expect(verifyReturn(secret, 'T-1', 'success', 'paypal', hash.slice(0, 62))).toBe(false);
    expect(verifyReturn(secret, 'T-1', 'success', 'paypal', `${hash.slice(0, 63)}g`)).toBe(false);
    expect(verifyReturn(secret, 'T-1', 'success', 'paypal', '')).toBe(false);
  });
});

describe('resolvePaymentSecret', () => {
  const db = () => {
    const d = openDatabase(':memory:');
    createServerTables(d);
    return d;
  };

  it('generates a secret in the data folder on first start (owner-only) and keeps it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-pay-'));
    const first = resolvePaymentSecret({ paymentSecret: null, dataDir: dir }, db());
    expect(first.length).toBe(32);
    expect(readFileSync(join(dir, SECRET_FILE), 'utf8').trim()).toBe(first.toString('hex'));
    expect(statSync(join(dir, SECRET_FILE)).mode & 0o077).toBe(0);
    expect(resolvePaymentSecret({ paymentSecret: null, dataDir: dir }, db())).toEqual(first);
  });

  it('prefers the configured secret, and keeps one per in-memory database', () => {
    expect(resolvePaymentSecret({ paymentSecret: 'vom-zahlungsanbieter-vergeben', dataDir: ':memory:' }, db()).toString('utf8')).toBe('vom-zahlungsanbieter-vergeben');
    const d = db();
    const a = resolvePaymentSecret({ paymentSecret: null, dataDir: ':memory:' }, d);
    expect(resolvePaymentSecret({ paymentSecret: null, dataDir: ':memory:' }, d)).toEqual(a);
    expect(resolvePaymentSecret({ paymentSecret: null, dataDir: ':memory:' }, db())).not.toEqual(a);
  });
});

describe('provider configuration (PORTAL_PAYMENT_URL, PORTAL_PAYMENT_SECRET)', () => {
  it('defaults to the test provider and a generated secret', () => {
    expect(loadConfig({}, [])).toMatchObject({ paymentUrlTemplate: null, paymentSecret: null });
  });

  it('takes a template with {txid} and a secret of at least 16 characters', () => {
    const config = loadConfig({ PORTAL_PAYMENT_URL: 'https://pay.example/{txid}?a={amount}', PORTAL_PAYMENT_SECRET: 'sechzehn-zeichen!' }, []);
    expect(config).toMatchObject({ paymentUrlTemplate: 'https://pay.example/{txid}?a={amount}', paymentSecret: 'sechzehn-zeichen!' });
    expect(() => loadConfig({ PORTAL_PAYMENT_URL: 'https://pay.example/checkout' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ PORTAL_PAYMENT_URL: 'javascript:alert({txid})' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ PORTAL_PAYMENT_SECRET: 'kurz' }, [])).toThrow(ConfigError);
  });
});
