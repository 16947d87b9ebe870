/**
 * How long a session lives: a new password ends every other session of the account, and a session
 * used without pause still ends at its maximum age (sliding expiry alone would keep a stolen token
 * alive as long as it is used).
 */
import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS } from '../../../server/auth/sessions';
import { auth, harness, lit, login, post, sha, PASSWORD, type Harness } from './helpers';

const update = (h: Harness, token: string, params: Record<string, string | number>) =>
  h.json('/api/AktualisiereStammdaten?' + Object.entries(params).map(([k, v]) => `${k}=${typeof v === 'number' ? v : lit(v)}`).join('&'), post(token));

describe('a password change', () => {
  it('ends every other session of the account; the changing one continues with a new token', async () => {
    const h = harness();
    const { token: here } = await login(h, 'eigentuemer');
    const { token: elsewhere } = await login(h, 'eigentuemer');
    const res = await update(h, here, { id: 2, feld: 'Adresse', derzeitigesPasswortHash: sha(PASSWORD), neuesPasswortHash: sha('Neu2026!x') });
    expect(res.status).toBe(200);
    const fresh = res.body.d.AktualisiereStammdaten.EncryptedData as string;
    expect((await h.json('/api/Adressen', auth(elsewhere))).status).toBe(403);
    expect((await h.json('/api/Adressen', auth(here))).status).toBe(403);
    expect((await h.json('/api/Adressen', auth(fresh))).status).toBe(200);
  });

  it('a change of the e-mail address alone leaves the other sessions alone', async () => {
    const h = harness();
    const { token: here } = await login(h, 'eigentuemer');
    const { token: elsewhere } = await login(h, 'eigentuemer');
    expect((await update(h, here, { id: 2, feld: 'Adresse', derzeitigesPasswortHash: sha(PASSWORD), email: 'neu@example.org' })).status).toBe(200);
    expect((await h.json('/api/Adressen', auth(elsewhere))).status).toBe(200);
  });
});

describe('the maximum age of a session', () => {
  it('is 12 hours', () => {
    expect(SESSION_MAX_AGE_MS).toBe(12 * 3_600_000);
  });

  it('ends a session used without pause, and the announced expiry never passes it', async () => {
    const h = harness();
    const start = h.clock.now;
    const { token } = await login(h, 'eigentuemer');
    while (h.clock.now + 20 * 60_000 < start + SESSION_MAX_AGE_MS) {
      h.clock.now += 20 * 60_000;
      const res = await h.request('/api/Objekte', auth(token));
      expect(res.status).toBe(200);
      expect(Date.parse(res.headers.get('X-Session-Expiration')!)).toBeLessThanOrEqual(start + SESSION_MAX_AGE_MS);
    }
    h.clock.now = start + SESSION_MAX_AGE_MS;
    const ended = await h.json('/api/Objekte', auth(token));
    expect(ended.status).toBe(403);
    expect(ended.body.error.message.value).toBe('Token is expired');
  });

  it('caps the expiry a login announces when the configured lifetime is longer', async () => {
    const h = harness({ sessionLifetimeMs: 24 * 3_600_000 });
    const start = h.clock.now;
    const { token } = await login(h, 'eigentuemer');
    h.clock.now += 11 * 3_600_000;
    expect((await h.json('/api/Objekte', auth(token))).status).toBe(200);
    expect((h.db.prepare('SELECT expires_ms AS e FROM srv_sessions').get() as { e: number }).e).toBe(start + SESSION_MAX_AGE_MS);
    h.clock.now = start + SESSION_MAX_AGE_MS;
    expect((await h.json('/api/Objekte', auth(token))).status).toBe(403);
  });
});
