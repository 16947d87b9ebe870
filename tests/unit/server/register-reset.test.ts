/**
 * Self-registration and the password-reset link against the reference backend:
 * a login that works at once, a neutral answer whatever the wished login, mails in the outbox, a
 * link that works once and expires, limits per client address that never keep an owner from a link.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_LIFETIME_MS } from '../../../server/auth/password-reset';
import { MAILS_PER_RECIPIENT } from '../../../server/mail/deliver';
import { outboxSettled } from '../../../server/mail/outbox';
import { REGISTRATION_LIMIT } from '../../../server/auth/rate-limit';
import { RESET_LINK_LIMIT, RESET_REQUEST_LIMIT } from '../../../server/routes/functions/SendePasswortLink';
import { RESET_SET_LIMIT } from '../../../server/routes/functions/SetzePasswortZurueck';
import { harness, inBody, lit, login, post, sha, PASSWORD, type Harness } from './helpers';

const NEW_PASSWORD = 'Sommer2026!neu';

function withOutbox(): Harness & { outbox: string } {
  const outbox = mkdtempSync(join(tmpdir(), 'portal-outbox-'));
  return { ...harness({ outboxDir: outbox }), outbox };
}

// The readable `.txt` of each message (its `.eml` twin is the MIME form of the same message), once
// the mails queued after an answer are written.
const mails = async (dir: string): Promise<string[]> => {
  await outboxSettled();
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'));
};
const tokenIn = (mail: string): string => /#passwort-neu=([A-Za-z0-9_-]+)/.exec(mail)![1]!;

function registerUrl(p: { kz?: string; nr?: string; name?: string; login: string; email?: string; password?: string }): string {
  return (
    `/api/RegistriereBenutzer?kassenzeichen=${lit(p.kz ?? 'KZ-2026-0050')}&objektNr=${lit(p.nr ?? 'OBJ-1050')}&name=${lit(p.name ?? 'Weber')}` +
    `&email=${lit(p.email ?? 'eva.weber@example.org')}&benutzerkennung=${lit(p.login)}&passwortHash=${lit(sha(p.password ?? NEW_PASSWORD))}&datenschutz=true`
  );
}

const requestLink = (h: Harness, kennung: string, from = '10.9.0.1') => h.jsonFrom(from, `/api/SendePasswortLink?kennung=${lit(kennung)}`, post(null));
const setPassword = (h: Harness, token: string, password: string, from = '10.9.0.1') =>
  h.jsonFrom(from, '/api/SetzePasswortZurueck', inBody({ token, neuesPasswortHash: sha(password) }));
const checkLink = (h: Harness, token: string) => h.jsonFrom('10.9.0.3', '/api/PruefePasswortLink', inBody({ token }));

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RegistriereBenutzer', () => {
  it('opens a login that works at once and mails the result', async () => {
    const h = withOutbox();
    const res = await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    expect(res.status).toBe(200);
    expect(res.body.d.RegistriereBenutzer.Registriert).toBe(true);
    const { result } = await login(h, 'eva.weber', NEW_PASSWORD);
    const owner = (h.db.prepare(`SELECT "EigentuemerAdressenObj__fk" AS o FROM "Objekte" WHERE "Kassenzeichen" = 'KZ-2026-0050'`).get() as { o: number }).o;
    expect(result.BenutzerAdresse?.AdressenId ?? owner).toBe(owner);
    const [mail] = await mails(h.outbox);
    expect(mail).toMatch(/^To: eva\.weber@example\.org$/m);
    expect(mail).toContain('Ihr Zugang zum Bürgerportal ist eingerichtet');
    // The typed address is not confirmed: the typed login is not repeated to it.
    expect(mail).not.toContain('eva.weber“');
  });

  it('takes Kassenzeichen, Objektnummer, name and e-mail address without the blanks around them', async () => {
    const h = withOutbox();
    const res = await h.json(registerUrl({ kz: ' KZ-2026-0050 ', nr: 'OBJ-1050  ', name: ' Weber ', email: '  eva.weber@example.org ', login: 'eva.weber' }), post(null));
    expect(res.status).toBe(200);
    await login(h, 'eva.weber', NEW_PASSWORD);
    const row = h.db.prepare(`SELECT kassenzeichen, objekt_nr AS nr, email, payload FROM srv_registrations`).get() as { kassenzeichen: string; nr: string; email: string; payload: string };
    const name = (JSON.parse(row.payload) as { name: string }).name;
    expect([row.kassenzeichen, row.nr, row.email, name]).toEqual(['KZ-2026-0050', 'OBJ-1050', 'eva.weber@example.org', 'Weber']);
    expect((await mails(h.outbox))[0]).toMatch(/^To: eva\.weber@example\.org$/m);
  });

  it('refuses a Kassenzeichen with another object number, and counts it as a failed login', async () => {
    const h = withOutbox();
    const res = await h.json(registerUrl({ nr: 'OBJ-1051', login: 'eva.weber' }), post(null));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('objekt');
    expect(res.body.error.message.lang).toBe('de');
    expect((h.db.prepare(`SELECT COUNT(*) AS n FROM srv_credentials WHERE login = 'eva.weber'`).get() as { n: number }).n).toBe(0);
    expect((await mails(h.outbox))).toEqual([]);
    expect((h.db.prepare(`SELECT COUNT(*) AS n FROM srv_login_attempts WHERE scope = 'id' AND subject = 'kz:kz-2026-0050'`).get() as { n: number }).n).toBe(1);
  });

  it('answers a taken login exactly like a free one, keeps the owner of the taken login, and says why by mail only', async () => {
    const h = withOutbox();
    const taken = await h.json(registerUrl({ kz: 'KZ-2026-0051', nr: 'OBJ-1051', login: 'Vermieter', email: 'probe@example.org' }), post(null));
    const free = await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual(free.body);
    // The real owner of "vermieter" still logs in with the old password; the prober's does not work.
    await expect(login(h, 'vermieter', PASSWORD)).resolves.toBeDefined();
    await expect(login(h, 'vermieter', NEW_PASSWORD)).rejects.toThrow(/422/);
    const [takenMail] = await mails(h.outbox);
    expect(takenMail).toMatch(/^To: probe@example\.org$/m);
    expect(takenMail).toContain('bereits vergeben');
  });

  it('gives an owner who has a login no second one, with the same answer', async () => {
    const h = withOutbox();
    const first = await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    const second = await h.json(registerUrl({ login: 'eva.zweit' }), post(null));
    expect(second.body).toEqual(first.body);
    await expect(login(h, 'eva.zweit', NEW_PASSWORD)).rejects.toThrow(/422/);
    expect((await mails(h.outbox))[1]).toContain('bereits ein Zugang');
  });

  it('limits registrations per client address', async () => {
    const h = withOutbox();
    for (let i = 0; i < REGISTRATION_LIMIT.max; i++) expect((await h.jsonFrom('10.8.0.1', registerUrl({ login: `probe${i}` }), post(null))).status).toBe(200);
    expect((await h.jsonFrom('10.8.0.1', registerUrl({ login: 'probe-more' }), post(null))).status).toBe(429);
    expect((await h.jsonFrom('10.8.0.2', registerUrl({ login: 'other' }), post(null))).status).toBe(200);
  });
});

describe('SendePasswortLink and SetzePasswortZurueck', () => {
  it('mails a link for a login or its e-mail address; the link sets the new password once, ending the sessions', async () => {
    const h = withOutbox();
    const { token: session } = await login(h, 'eigentuemer');
    expect((await requestLink(h, 'eigentuemer')).body).toEqual({ d: { SendePasswortLink: true } });
    expect((await requestLink(h, 'ANNA.BECKER@example.org')).body).toEqual({ d: { SendePasswortLink: true } });
    const sent = await mails(h.outbox);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^To: anna\.becker@example\.org$/m);
    expect(sent[0]).toMatch(/^http:\/\/localhost\/register#passwort-neu=/m);
    // A newer link leaves the older one working; using one of them ends the other.
    expect((await checkLink(h, tokenIn(sent[0]!))).body).toEqual({ d: { PruefePasswortLink: true } });
    const done = await setPassword(h, tokenIn(sent[1]!), NEW_PASSWORD);
    expect(done.body).toEqual({ d: { SetzePasswortZurueck: 'eigentuemer' } });
    expect((await setPassword(h, tokenIn(sent[0]!), 'Herbst2026!neu')).status).toBe(422);
    await expect(login(h, 'eigentuemer', NEW_PASSWORD)).resolves.toBeDefined();
    await expect(login(h, 'eigentuemer', PASSWORD)).rejects.toThrow(/422/);
    expect((h.db.prepare('SELECT COUNT(*) AS n FROM srv_sessions WHERE token_hash = ?').get(sha(session)) as { n: number }).n).toBe(0);
    const again = await setPassword(h, tokenIn(sent[1]!), 'Winter2026!neu');
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('token');
    await expect(login(h, 'eigentuemer', 'Winter2026!neu')).rejects.toThrow(/422/);
  });

  it('answers whether a link still works without using it up (PruefePasswortLink)', async () => {
    const h = withOutbox();
    await requestLink(h, 'eigentuemer');
    const token = tokenIn((await mails(h.outbox))[0]!);
    const check = (t: string) => checkLink(h, t);
    expect((await check(token)).body).toEqual({ d: { PruefePasswortLink: true } });
    // Asking twice uses nothing up: the link still sets the password afterwards.
    expect((await check(token)).body).toEqual({ d: { PruefePasswortLink: true } });
    expect((await setPassword(h, token, NEW_PASSWORD)).status).toBe(200);
    expect((await check(token)).body).toEqual({ d: { PruefePasswortLink: false } });
    expect((await check('x'.repeat(43))).body).toEqual({ d: { PruefePasswortLink: false } });
  });

  it('answers false for an expired link', async () => {
    const h = withOutbox();
    await requestLink(h, 'eigentuemer');
    const token = tokenIn((await mails(h.outbox))[0]!);
    h.clock.now += RESET_LIFETIME_MS + 1;
    expect((await checkLink(h, token)).body).toEqual({ d: { PruefePasswortLink: false } });
  });

  it('lets a link expire after an hour', async () => {
    const h = withOutbox();
    await requestLink(h, 'eigentuemer');
    const [mail] = await mails(h.outbox);
    h.clock.now += RESET_LIFETIME_MS + 1;
    expect((await setPassword(h, tokenIn(mail!), NEW_PASSWORD)).status).toBe(422);
    await expect(login(h, 'eigentuemer', PASSWORD)).resolves.toBeDefined();
  });

  it('fulfils a requested password change', async () => {
    const h = withOutbox();
    h.db.prepare(`UPDATE "Adressen" SET "EMail" = 'j.schaefer@example.org' WHERE "AdressenId" = 4`).run();
    await requestLink(h, 'erstanmeldung');
    await setPassword(h, tokenIn((await mails(h.outbox))[0]!), NEW_PASSWORD);
    const { result } = await login(h, 'erstanmeldung', NEW_PASSWORD);
    expect(result.IsPasswordChangeRequested ?? false).toBe(false);
    expect(result.RequestedChanges ?? null).toBeNull();
  });

  it('answers unknown logins and addresses the same, and sends nothing for them', async () => {
    const h = withOutbox();
    const known = await requestLink(h, 'eigentuemer');
    const unknownLogin = await requestLink(h, 'niemand-hier');
    const unknownMail = await requestLink(h, 'niemand@example.org');
    expect(unknownLogin).toEqual(known);
    expect(unknownMail).toEqual(known);
    expect((await mails(h.outbox))).toHaveLength(1);
  });

  it('limits requests per client address, whatever they ask for (429 in German)', async () => {
    const h = withOutbox();
    for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++) await requestLink(h, `x${i}`, '10.7.1.1');
    const refused = await requestLink(h, 'eigentuemer', '10.7.1.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message.lang).toBe('de');
    expect((await mails(h.outbox))).toHaveLength(0);
    expect((await requestLink(h, 'eigentuemer', '10.7.1.2')).status).toBe(200);
  });

  it("never lets a stranger's requests end the owner's link, and floods the owner's mailbox no more than the per-recipient cap", async () => {
    const h = withOutbox();
    // The owner asks for a link.
    expect((await requestLink(h, 'vermieter', '10.7.3.1')).status).toBe(200);
    const [own] = await mails(h.outbox);
    // Then someone asks for the landlord's link again and again, from address after address.
    for (let i = 0; i < 3 * RESET_LINK_LIMIT.max; i++) expect((await requestLink(h, 'vermieter', `10.7.2.${i}`)).body).toEqual({ d: { SendePasswortLink: true } });
    const sent = await mails(h.outbox);
    expect(sent).toHaveLength(MAILS_PER_RECIPIENT.max);
    for (const mail of sent) expect(mail).toMatch(/^To: vermietung@wohnbau-mittelland\.example$/m);
    expect(own).toContain('gilt jeder Link darin');
    // The owner's link still works.
    expect((await setPassword(h, tokenIn(own!), NEW_PASSWORD, '10.7.3.1')).body).toEqual({ d: { SetzePasswortZurueck: 'vermieter' } });
  });

  it('tells an address that asked too often for one name that no mail went out; the newest link keeps working', async () => {
    const h = withOutbox();
    for (let i = 0; i < RESET_LINK_LIMIT.max; i++) expect((await requestLink(h, i === 1 ? 'Eigentuemer ' : 'eigentuemer', '10.7.4.1')).status).toBe(200);
    const refused = await requestLink(h, 'eigentuemer', '10.7.4.1');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('reset-link-limit');
    expect(refused.body.error.message).toMatchObject({ lang: 'de', value: expect.stringContaining('keine weitere E-Mail geschickt') });
    const sent = await mails(h.outbox);
    expect(sent).toHaveLength(RESET_LINK_LIMIT.max);
    // Another name from the same address, and the same name from another address, still get theirs.
    expect((await requestLink(h, 'vermieter', '10.7.4.1')).status).toBe(200);
    expect((await requestLink(h, 'eigentuemer', '10.7.4.2')).status).toBe(200);
    const newest = (await mails(h.outbox)).at(-1)!;
    expect((await setPassword(h, tokenIn(newest), NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a name nobody has exactly like an existing one, so the limit tells nothing about accounts', async () => {
    const h = withOutbox();
    const answers = async (kennung: string, from: string) => {
      const out = [];
      for (let i = 0; i <= RESET_LINK_LIMIT.max; i++) out.push(await requestLink(h, kennung, from));
      return out;
    };
    expect(await answers('niemand-hier', '10.7.5.1')).toEqual(await answers('eigentuemer', '10.7.5.2'));
  });

  it('keeps counting links for an hour, also when failed logins clean up their own counts', async () => {
    const h = withOutbox();
    for (let i = 0; i < RESET_LINK_LIMIT.max; i++) await requestLink(h, 'eigentuemer', '10.7.6.1');
    h.clock.now += 20 * 60_000;
    await expect(login(h, 'eigentuemer', 'Falsch2026!')).rejects.toThrow(/422/);
    expect((await requestLink(h, 'eigentuemer', '10.7.6.1')).status).toBe(429);
    h.clock.now += 41 * 60_000;
    expect((await requestLink(h, 'eigentuemer', '10.7.6.1')).status).toBe(200);
  });

  it('limits tries of links per client address', async () => {
    const h = withOutbox();
    await requestLink(h, 'eigentuemer');
    for (let i = 0; i < RESET_SET_LIMIT.max; i++) expect((await setPassword(h, `geraten${i}xxxxxxxxxxxx`, NEW_PASSWORD, '10.6.0.1')).status).toBe(422);
    expect((await setPassword(h, tokenIn((await mails(h.outbox))[0]!), NEW_PASSWORD, '10.6.0.1')).status).toBe(429);
    // The link itself still works from elsewhere.
    expect((await setPassword(h, tokenIn((await mails(h.outbox))[0]!), NEW_PASSWORD, '10.6.0.2')).status).toBe(200);
  });

  it('refuses a password that did not arrive hashed', async () => {
    const h = withOutbox();
    await requestLink(h, 'eigentuemer');
    const res = await h.jsonFrom('10.9.0.1', '/api/SetzePasswortZurueck', inBody({ token: tokenIn((await mails(h.outbox))[0]!), neuesPasswortHash: 'kurz' }));
    expect(res.status).toBe(422);
    await expect(login(h, 'eigentuemer', PASSWORD)).resolves.toBeDefined();
  });

  it('takes the link and the new password only in the body: in a URL they would reach the logs', async () => {
    const h = withOutbox();
    await requestLink(h, 'eigentuemer');
    const token = tokenIn((await mails(h.outbox))[0]!);
    const inUrl = await h.jsonFrom('10.9.0.1', `/api/SetzePasswortZurueck?token=${lit(token)}&neuesPasswortHash=${lit(sha(NEW_PASSWORD))}`, post(null));
    expect(inUrl.status).toBe(400);
    expect(inUrl.body.error.message.value).toBe('Der Parameter token gehört in den Inhalt der Anfrage, nicht in die Adresse.');
    await expect(login(h, 'eigentuemer', NEW_PASSWORD)).rejects.toThrow(/422/);
    expect((await h.jsonFrom('10.9.0.3', `/api/PruefePasswortLink?token=${lit(token)}`, post(null))).status).toBe(400);
    expect((await h.jsonFrom('10.9.0.3', `/api/PruefePasswortLink?token=${lit(token)}`)).status).toBe(405);
    // The link still works, from the body.
    expect((await setPassword(h, token, NEW_PASSWORD)).status).toBe(200);
  });
});
