/* eslint-disable @typescript-eslint/no-explicit-any -- walks untyped OData JSON wire bodies */
import { describe, expect, it } from 'vitest';
import { auth, harness, lit, login, post, results, sha, PASSWORD } from './helpers';

describe('login', () => {
  it('returns a stable id for known and unknown logins alike', async () => {
    const h = harness();
    const known = (await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit('eigentuemer')}`)).body.d.IdZumMasterLogin;
    expect(known).toBe((await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit('Eigentuemer ')}`)).body.d.IdZumMasterLogin);
    const a = (await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit('niemand')}`)).body.d.IdZumMasterLogin;
    const b = (await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit('niemand')}`)).body.d.IdZumMasterLogin;
    expect(Number.isInteger(a)).toBe(true);
    expect(a).toBe(b);
    const res = await h.json(`/api/PruefePasswort?id=${a}&hash=${lit(sha(PASSWORD))}&benutzerkennung=${lit('niemand')}`);
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('credentials');
  });

  it('opens a session with an Anmeldeergebnis', async () => {
    const h = harness();
    const { token, result } = await login(h, 'eigentuemer');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result).toMatchObject({ RequestedChanges: null, IsPasswordChangeRequested: false, BenutzerAdresse: 2, ZusatzKennung: null });
    expect(result.Expiration).toMatch(/^\/Date\(\d+\)\/$/);
    // Only the token's hash is stored.
    const stored = h.db.prepare('SELECT token_hash FROM srv_sessions').all() as { token_hash: string }[];
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('asks erstanmeldung to change the password', async () => {
    const { result } = await login(harness(), 'erstanmeldung');
    expect(result.IsPasswordChangeRequested).toBe(true);
    expect(result.RequestedChanges).toBe('Passwort');
  });

  it('rejects a wrong password with 422 credentials and limits attempts from one address with 429', async () => {
    const h = harness();
    const id = (await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit('eigentuemer')}`)).body.d.IdZumMasterLogin;
    const url = `/api/PruefePasswort?id=${id}&hash=${lit(sha('falsch'))}&benutzerkennung=${lit('eigentuemer')}`;
    for (let i = 0; i < 5; i++) {
      const res = await h.json(url);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('credentials');
    }
    expect((await h.json(url)).status).toBe(429);
    // Even the right password is refused from this address while locked; after 15 minutes it works again.
    await expect(login(h, 'eigentuemer')).rejects.toThrow(/429/);
    h.clock.now += 16 * 60_000;
    await expect(login(h, 'eigentuemer')).resolves.toBeTruthy();
  });


  it('expires sessions: 403 "Token is expired"; forged tokens get 403', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    expect((await h.json('/api/Objekte', auth(token))).status).toBe(200);
    h.clock.now += 31 * 60_000;
    const expired = await h.json('/api/Objekte', auth(token));
    expect(expired.status).toBe(403);
    expect(expired.body.error.message.value).toBe('Token is expired');
    const forged = await h.json('/api/Objekte', auth('x'.repeat(43)));
    expect(forged.status).toBe(403);
    expect(forged.body.error.message.value).not.toBe('Token is expired');
  });

  it('lets a browser with an expired token log in again', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    h.clock.now += 31 * 60_000;
    const stale = auth(token);
    const id = await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit('eigentuemer')}`, stale);
    expect(id.status).toBe(200);
    const res = await h.json(`/api/PruefePasswort?id=${id.body.d.IdZumMasterLogin}&hash=${lit(sha(PASSWORD))}&benutzerkennung=${lit('eigentuemer')}`, stale);
    expect(res.status).toBe(200);
    expect(res.body.d.PruefePasswort.EncryptedData).not.toBe(token);
  });

  it('slides the expiry while the session is used', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    for (let i = 0; i < 3; i++) {
      h.clock.now += 20 * 60_000;
      expect((await h.json('/api/Objekte', auth(token))).status).toBe(200);
    }
  });

  it('tells the portal the extended expiry on every authenticated answer', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    h.clock.now += 20 * 60_000;
    const expected = new Date(h.clock.now + h.config.sessionLifetimeMs).toISOString();
    const set = await h.request('/api/Objekte', auth(token));
    expect(set.headers.get('X-Session-Expiration')).toBe(expected);
    const fn = await h.request(`/api/MoeglicheGefaesse?chipReferenzNr=${lit('DE-MIT-000001')}`, auth(token));
    expect(fn.status).toBe(200);
    expect(fn.headers.get('X-Session-Expiration')).toBe(expected);
    // Public answers without a session carry none.
    expect((await h.request('/api/Strassen?$top=1')).headers.get('X-Session-Expiration')).toBeNull();
  });

  it('Abmelden forgets the session', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    expect((await h.json('/api/Abmelden', post(token))).body).toEqual({ d: { Abmelden: true } });
    expect((await h.json('/api/Objekte', auth(token))).status).toBe(403);
  });

  it('community access (no password) is limited to its one object', async () => {
    const h = harness({ communityAccess: true });
    const res = await h.json(`/api/AnmeldungOhnePasswort?kassenzeichen=${lit('KZ-2026-0001')}&objektNr=${lit('OBJ-1001')}`);
    expect(res.status).toBe(200);
    const r = res.body.d.AnmeldungOhnePasswort;
    expect(r.ZusatzKennung).toBe('1');
    const objects = results((await h.json('/api/Objekte', auth(r.EncryptedData))).body);
    expect(objects.map((o: any) => o.ObjekteId)).toEqual([1]);
    expect((await h.json(`/api/AnmeldungOhnePasswort?kassenzeichen=${lit('KZ-2026-0001')}&objektNr=${lit('OBJ-9999')}`)).status).toBe(422);
  });
});

describe('AktualisiereStammdaten', () => {
  const url = (params: Record<string, string | number>): string =>
    '/api/AktualisiereStammdaten?' + Object.entries(params).map(([k, v]) => `${k}=${typeof v === 'number' ? v : lit(v)}`).join('&');

  it('refuses a wrong current password with 422 code 12', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(url({ id: 2, feld: 'Adresse', derzeitigesPasswortHash: sha('falsch'), email: 'a@b.de' }), post(token));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('12');
  });

  it('refuses an identical new password with 422 code 14', async () => {
    const h = harness();
    const { token } = await login(h, 'erstanmeldung');
    const res = await h.json(url({ id: 4, feld: 'Adresse', derzeitigesPasswortHash: sha(PASSWORD), neuesPasswortHash: sha(PASSWORD), email: 'j@s.de' }), post(token));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('14');
  });

  it('changes password and master data, issues a new token and clears requested changes', async () => {
    const h = harness();
    const { token } = await login(h, 'erstanmeldung');
    const res = await h.json(
      url({ id: 4, feld: 'Adresse', derzeitigesPasswortHash: sha(PASSWORD), neuesPasswortHash: sha('Neu2026!x'), email: 'juergen@example.org', fremdKey: 'FK-1' }),
      post(token),
    );
    expect(res.status).toBe(200);
    const r = res.body.d.AktualisiereStammdaten;
    expect(r.EncryptedData).not.toBe(token);
    expect(r).toMatchObject({ RequestedChanges: null, IsPasswordChangeRequested: false, BenutzerAdresse: 4 });
    expect((await h.json('/api/Objekte', auth(token))).status).toBe(403);
    const address = results((await h.json('/api/Adressen?$filter=AdressenId eq 4', auth(r.EncryptedData))).body)[0];
    expect(address).toMatchObject({ EMail: 'juergen@example.org', FremdKey: 'FK-1' });
    await expect(login(h, 'erstanmeldung')).rejects.toThrow(/422/);
    const again = await login(h, 'erstanmeldung', 'Neu2026!x');
    expect(again.result.IsPasswordChangeRequested).toBe(false);
  });

  it('needs a session for the same address', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(url({ id: 3, feld: 'Adresse', derzeitigesPasswortHash: sha(PASSWORD) }), post(token));
    expect(res.status).toBe(403);
    expect((await h.json(url({ id: 2, feld: 'Adresse', derzeitigesPasswortHash: sha(PASSWORD) }), post(null))).status).toBe(403);
  });
});
