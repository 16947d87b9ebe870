/**
 * Self-registration and the password-reset link against the reference backend:
 * a registration that opens the login only through the link mailed to the typed address, a neutral
 * answer whatever the wished login, an existing login that stays its owner's, mails in the outbox,
 * links that work once and expire, limits per client address that never keep an owner from a link.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_LIFETIME_MS } from '../../../server/auth/password-reset';
import { MAILS_PER_RECIPIENT } from '../../../server/mail/deliver';
import { outboxSettled } from '../../../server/mail/outbox';
import { REGISTRATION_LIMIT } from '../../../server/auth/rate-limit';
import { REGISTRATION_LIFETIME_MS } from '../../../server/auth/registrations';
import { REGISTRATION_CONFIRM_LIMIT } from '../../../server/routes/functions/BestaetigeRegistrierung';
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
const confirmTokenIn = (mail: string): string => /#zugang-bestaetigen=([A-Za-z0-9_-]+)/.exec(mail)![1]!;

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
const confirm = (h: Harness, token: string, password: string, from = '10.9.0.4') =>
  h.jsonFrom(from, '/api/BestaetigeRegistrierung', inBody({ token, passwortHash: sha(password) }));

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('RegistriereBenutzer and BestaetigeRegistrierung', () => {
  const ownerOf50 = (h: Harness): number =>
    (h.db.prepare(`SELECT "EigentuemerAdressenObj__fk" AS o FROM "Objekte" WHERE "Kassenzeichen" = 'KZ-2026-0050'`).get() as { o: number }).o;
  const emailOf = (h: Harness, addressId: number): string | null =>
    (h.db.prepare(`SELECT "EMail" AS e FROM "Adressen" WHERE "AdressenId" = ?`).get(addressId) as { e: string | null }).e;
  const credentials = (h: Harness, loginName: string): number =>
    (h.db.prepare(`SELECT COUNT(*) AS n FROM srv_credentials WHERE login = ?`).get(loginName) as { n: number }).n;
  const attemptLogin = async (h: Harness, user: string, password: string) => {
    const id = (await h.json(`/api/IdZumMasterLogin?benutzerkennung=${lit(user)}`)).body.d.IdZumMasterLogin;
    return h.json(`/api/PruefePasswort?id=${id}&hash=${lit(sha(password))}&benutzerkennung=${lit(user)}`);
  };

  it('opens no login: the typed address gets a link with greeting and closing, and the login says to confirm first', async () => {
    const h = withOutbox();
    const before = emailOf(h, ownerOf50(h));
    const res = await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    expect(res.status).toBe(200);
    expect(res.body.d.RegistriereBenutzer.Registriert).toBe(true);
    expect(res.body.d.RegistriereBenutzer.Nachricht).toContain('Link');
    expect(credentials(h, 'eva.weber')).toBe(0);
    // The owner's address on file stays until the link is followed.
    expect(emailOf(h, ownerOf50(h))).toBe(before);
    const [mail] = await mails(h.outbox);
    expect(mail).toMatch(/^To: eva\.weber@example\.org$/m);
    expect(mail).toMatch(/^Subject: Bitte bestätigen Sie Ihre Registrierung im Bürgerportal$/m);
    expect(mail).toMatch(/^http:\/\/localhost\/register#zugang-bestaetigen=[A-Za-z0-9_-]{43}$/m);
    expect(mail).toContain('Guten Tag,');
    expect(mail).toMatch(/Mit freundlichen Grüßen\nIhr Bürgerportal/);
    expect(mail).toContain('48 Stunden');
    // The typed address is not confirmed: neither the typed login nor the typed name is repeated to it.
    expect(mail).not.toContain('eva.weber“');
    expect(mail).not.toContain('Weber');
    // With the right password the login says why it does not open; with a wrong one it says nothing more than for anyone.
    const right = await attemptLogin(h, 'eva.weber', NEW_PASSWORD);
    expect(right.status).toBe(422);
    expect(right.body.error.code).toBe('unconfirmed');
    expect(right.body.error.message).toMatchObject({ lang: 'de', value: expect.stringContaining('bestätigen Sie zuerst Ihre E-Mail-Adresse') });
    const wrong = await attemptLogin(h, 'eva.weber', 'Falsch2026!x');
    expect(wrong.body.error.code).toBe('credentials');
    expect((await attemptLogin(h, 'niemand.hier', NEW_PASSWORD)).body).toEqual(wrong.body);
  });

  it('opens the login through the link with the registration\'s password, once; the confirmed address becomes the account\'s', async () => {
    const h = withOutbox();
    await h.json(registerUrl({ login: 'eva.weber', name: 'Weber' }), post(null));
    const token = confirmTokenIn((await mails(h.outbox))[0]!);
    // A wrong password keeps the link open.
    const wrong = await confirm(h, token, 'Falsch2026!x');
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.code).toBe('password');
    expect(credentials(h, 'eva.weber')).toBe(0);
    const done = await confirm(h, token, NEW_PASSWORD);
    expect(done.body).toEqual({ d: { BestaetigeRegistrierung: 'eva.weber' } });
    const { result } = await login(h, 'eva.weber', NEW_PASSWORD);
    expect(result.BenutzerAdresse?.AdressenId ?? result.BenutzerAdresse).toBe(ownerOf50(h));
    expect(emailOf(h, ownerOf50(h))).toBe('eva.weber@example.org');
    // The confirmed address is greeted with the name given at the registration.
    const welcome = (await mails(h.outbox)).find((m) => m.includes('Subject: Ihr Zugang zum Bürgerportal ist freigeschaltet'))!;
    expect(welcome).toMatch(/^To: eva\.weber@example\.org$/m);
    expect(welcome).toContain('Guten Tag Weber,');
    expect(welcome).toContain('Benutzerkennung: eva.weber');
    const again = await confirm(h, token, NEW_PASSWORD);
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('token');
    expect(again.body.error.message.value).toContain('registrieren Sie sich bitte erneut');
  });

  it('lets a link expire after 48 hours', async () => {
    const h = withOutbox();
    await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    const token = confirmTokenIn((await mails(h.outbox))[0]!);
    h.clock.now += REGISTRATION_LIFETIME_MS + 1;
    const late = await confirm(h, token, NEW_PASSWORD);
    expect(late.body.error.code).toBe('token');
    expect(credentials(h, 'eva.weber')).toBe(0);
    expect((await attemptLogin(h, 'eva.weber', NEW_PASSWORD)).body.error.code).toBe('credentials');
  });

  it("does not let a stranger's registration end the owner's: the first confirmed opens the login and ends the other", async () => {
    const h = withOutbox();
    await h.json(registerUrl({ login: 'eva.weber', email: 'eva.weber@example.org' }), post(null));
    await h.jsonFrom('10.8.1.1', registerUrl({ login: 'fremd', email: 'fremd@example.org', password: 'Fremd2026!x' }), post(null));
    const sent = await mails(h.outbox);
    const owners = confirmTokenIn(sent.find((m) => m.includes('To: eva.weber@example.org'))!);
    const strangers = confirmTokenIn(sent.find((m) => m.includes('To: fremd@example.org'))!);
    expect((await confirm(h, owners, NEW_PASSWORD)).body).toEqual({ d: { BestaetigeRegistrierung: 'eva.weber' } });
    expect((await confirm(h, strangers, 'Fremd2026!x')).body.error.code).toBe('token');
    expect(credentials(h, 'fremd')).toBe(0);
    await expect(login(h, 'eva.weber', NEW_PASSWORD)).resolves.toBeDefined();
  });

  it('takes Kassenzeichen, Objektnummer, name and e-mail address without the blanks around them', async () => {
    const h = withOutbox();
    const res = await h.json(registerUrl({ kz: ' KZ-2026-0050 ', nr: 'OBJ-1050  ', name: ' Weber ', email: '  eva.weber@example.org ', login: 'eva.weber' }), post(null));
    expect(res.status).toBe(200);
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
    expect(credentials(h, 'eva.weber')).toBe(0);
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
    expect(takenMail).not.toContain('#zugang-bestaetigen=');
    expect(takenMail).toMatch(/Mit freundlichen Grüßen\nIhr Bürgerportal/);
  });

  it('counts a login waiting for another owner\'s confirmation as taken', async () => {
    const h = withOutbox();
    await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    await h.json(registerUrl({ kz: 'KZ-2026-0052', nr: 'OBJ-1052', login: 'EVA.WEBER', email: 'zweite@example.org' }), post(null));
    const second = (await mails(h.outbox)).find((m) => m.includes('To: zweite@example.org'))!;
    expect(second).toContain('bereits vergeben');
    expect(second).not.toContain('#zugang-bestaetigen=');
  });

  it('keeps an existing login unchanged, tells the typed address so and the account\'s own address that someone tried, once a day', async () => {
    const h = withOutbox();
    // Object 2 belongs to the demo login "eigentuemer" (anna.becker@example.org).
    const probe = (email: string, from: string) =>
      h.jsonFrom(from, registerUrl({ kz: 'KZ-2026-0002', nr: 'OBJ-1002', login: 'uebernahme', email, password: 'Fremd2026!x' }), post(null));
    const free = await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    const res = await probe('fremd@example.org', '10.8.2.1');
    expect(res.body).toEqual(free.body);
    await probe('fremd2@example.org', '10.8.2.2');
    await expect(login(h, 'eigentuemer', PASSWORD)).resolves.toBeDefined();
    expect(credentials(h, 'uebernahme')).toBe(0);
    expect((h.db.prepare(`SELECT COUNT(*) AS n FROM srv_pending_registrations WHERE login = 'uebernahme'`).get() as { n: number }).n).toBe(0);
    expect(emailOf(h, 2)).toBe('anna.becker@example.org');
    const sent = await mails(h.outbox);
    const toStranger = sent.find((m) => m.includes('To: fremd@example.org'))!;
    expect(toStranger).toContain('besteht bereits ein Zugang');
    expect(toStranger).not.toContain('#zugang-bestaetigen=');
    const notices = sent.filter((m) => m.includes('To: anna.becker@example.org'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Subject: Registrierungsversuch für Ihr Grundstück im Bürgerportal');
    expect(notices[0]).toContain('Ihre Benutzerkennung: eigentuemer');
    expect(notices[0]).not.toContain('fremd');
    expect(notices[0]).not.toMatch(/https?:\/\//);
  });

  it('tells the address on file before that a login was opened with another address', async () => {
    const h = withOutbox();
    const owner = ownerOf50(h);
    h.db.prepare(`UPDATE "Adressen" SET "EMail" = 'bisher@example.org' WHERE "AdressenId" = ?`).run(owner);
    await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    expect((await mails(h.outbox)).some((m) => m.includes('To: bisher@example.org'))).toBe(false);
    await confirm(h, confirmTokenIn((await mails(h.outbox))[0]!), NEW_PASSWORD);
    const notice = (await mails(h.outbox)).find((m) => m.includes('To: bisher@example.org'))!;
    expect(notice).toContain('Subject: Für Ihr Grundstück wurde ein Zugang zum Bürgerportal eingerichtet');
    expect(notice).toContain('Benutzerkennung: eva.weber');
    expect(notice).not.toContain('eva.weber@example.org');
    expect(emailOf(h, owner)).toBe('eva.weber@example.org');
  });

  it('takes the link and the password only in the body', async () => {
    const h = withOutbox();
    await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    const token = confirmTokenIn((await mails(h.outbox))[0]!);
    const inUrl = await h.jsonFrom('10.9.0.1', `/api/BestaetigeRegistrierung?token=${lit(token)}&passwortHash=${lit(sha(NEW_PASSWORD))}`, post(null));
    expect(inUrl.status).toBe(400);
    expect((await confirm(h, token, NEW_PASSWORD)).status).toBe(200);
  });

  it('limits confirmation tries per client address', async () => {
    const h = withOutbox();
    await h.json(registerUrl({ login: 'eva.weber' }), post(null));
    const token = confirmTokenIn((await mails(h.outbox))[0]!);
    for (let i = 0; i < REGISTRATION_CONFIRM_LIMIT.max; i++) expect((await confirm(h, token, 'Falsch2026!x', '10.6.1.1')).status).toBe(422);
    expect((await confirm(h, token, NEW_PASSWORD, '10.6.1.1')).status).toBe(429);
    expect((await confirm(h, token, NEW_PASSWORD, '10.6.1.2')).status).toBe(200);
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
