/**
 * Mail as an attacker would use it, and the notices an owner must get: a cap per recipient across
 * every function that mails, a notice (without the password) when a password is changed or reset,
 * and a reset request that does the same steps whether the account exists or not.
 */
import { readdirSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issueResetToken } from '../../../server/auth/password-reset';
import { MAILS_PER_RECIPIENT } from '../../../server/mail/deliver';
import { outboxSettled } from '../../../server/mail/outbox';
import { SendePasswortLink } from '../../../server/routes/functions/SendePasswortLink';
import { harness, inBody, lit, login, model, post, sha, PASSWORD, type Harness } from './helpers';
import { outboxMails, tempOutbox } from './outbox-mails';

const VICTIM = 'opfer@example.org';
const OWNER_MAIL = 'anna.becker@example.org';

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function withOutbox(options: { mailsPerRecipientHour?: number } = {}): Harness & { outbox: string } {
  const outbox = tempOutbox();
  return { ...harness({ outboxDir: outbox, sessionLifetimeMs: 30 * 86_400_000, ...options }), outbox };
}

const query = (params: Record<string, string | number>): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${typeof v === 'string' ? lit(v) : String(v)}`)
    .join('&');

const barrier = (h: Harness, from: string, eMail: string, beschreibung = 'Gewinnen Sie jetzt: https://evil.example/preis') =>
  h.jsonFrom(from, `/api/MeldeBarriere?${query({ beschreibung, eMail })}`, post(null));
const visitorClaim = (h: Harness, from: string, eMail: string) =>
  h.jsonFrom(
    from,
    `/api/LegeReklamationAn?${query({ reklamationsZuordnungsTyp: 10, reklamationsArtenID: 4, kurzbeschreibung: 'Klicken Sie https://evil.example/x', anruferName: 'Spam', anruferStrasse: 'Weg', anruferHausNr: '1', anruferPLZ: '35410', anruferOrt: 'Lindenau', eMail })}`,
    post(null),
  );
const to = async (outbox: string, address: string) => (await outboxMails(outbox)).filter((m) => m.to === address);

describe('the cap per recipient', () => {
  it('lets 23 requests from 23 addresses through two functions mail one recipient no more than the cap, and stores every request', async () => {
    const h = withOutbox();
    for (let i = 0; i < 23; i++) {
      const res = i % 2 === 0 ? await barrier(h, `10.20.0.${i}`, VICTIM) : await visitorClaim(h, `10.20.0.${i}`, VICTIM);
      expect(res.status, `request ${i}`).toBe(200);
    }
    const received = await to(h.outbox, VICTIM);
    expect(received).toHaveLength(MAILS_PER_RECIPIENT.max);
    expect(new Set(received.map((m) => m.subject.replace(/\d+/g, '#')))).toEqual(
      new Set(['Ihre Meldung einer Barriere Nr. # ist eingegangen', 'Ihre Reklamation Nr. # ist eingegangen']),
    );
    // Nothing an attacker typed reached the recipient.
    for (const mail of received) expect(`${mail.text}${mail.html}`).not.toContain('evil.example');
    expect((h.db.prepare('SELECT COUNT(*) AS n FROM srv_barrier_reports').get() as { n: number }).n).toBe(12);
    // Another recipient is not affected, and the window slides: an hour later the recipient gets mail again.
    expect((await barrier(h, '10.21.0.1', 'anders@example.org')).status).toBe(200);
    expect(await to(h.outbox, 'anders@example.org')).toHaveLength(1);
    h.clock.now += MAILS_PER_RECIPIENT.windowMs;
    await barrier(h, '10.22.0.1', VICTIM);
    expect(await to(h.outbox, VICTIM)).toHaveLength(MAILS_PER_RECIPIENT.max + 1);
  });

  it('takes the cap the deployment sets (PORTAL_MAILS_PER_RECIPIENT_HOUR)', async () => {
    const h = withOutbox({ mailsPerRecipientHour: 2 });
    for (let i = 0; i < 4; i++) expect((await barrier(h, `10.26.0.${i}`, VICTIM)).status).toBe(200);
    expect(await to(h.outbox, VICTIM)).toHaveLength(2);
  });

  it('counts an address however it is spelled', async () => {
    const h = withOutbox();
    for (let i = 0; i < MAILS_PER_RECIPIENT.max + 2; i++) await barrier(h, `10.23.0.${i}`, i % 2 ? ' OPFER@Example.org' : VICTIM);
    const received = (await outboxMails(h.outbox)).filter((m) => m.to.trim().toLowerCase() === VICTIM);
    expect(received).toHaveLength(MAILS_PER_RECIPIENT.max);
  });
});

describe('the notice of a changed password', () => {
  const change = (h: Harness, token: string, extra: Record<string, string> = {}) =>
    h.json(
      `/api/AktualisiereStammdaten?${query({ id: 2, feld: 'Passwort', derzeitigesPasswortHash: sha(PASSWORD), neuesPasswortHash: sha('Neu2026!geheim'), ...extra })}`,
      post(token),
    );

  it('goes to the address on file before the change, says what to do if it was not the owner, and carries no password', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    expect((await change(h, token, { email: 'neu@example.org' })).status).toBe(200);
    const [notice, ...others] = await outboxMails(h.outbox);
    expect(others).toEqual([]);
    expect(notice!.to).toBe(OWNER_MAIL);
    expect(notice!.subject).toBe('Ihr Passwort für das Bürgerportal wurde geändert');
    expect(notice!.text).toContain('Benutzerkennung: eigentuemer');
    expect(notice!.text).toContain('Waren Sie das nicht');
    expect(notice!.text).toContain('„Passwort vergessen?“');
    for (const secret of ['Neu2026!geheim', sha('Neu2026!geheim'), PASSWORD, sha(PASSWORD)]) expect(`${notice!.text}${notice!.html}${notice!.readable}`).not.toContain(secret);
  });

  it('is sent after a reset through a link, and also when the cap of the address is used up', async () => {
    const h = withOutbox();
    // The owner's link arrived; then strangers use up the owner's cap.
    const link = issueResetToken(h.db, 2, h.clock.now);
    for (let i = 0; i < MAILS_PER_RECIPIENT.max; i++) await barrier(h, `10.24.0.${i}`, OWNER_MAIL);
    // The link and the new password travel in the body (they must not reach a log through the URL).
    const res = await h.jsonFrom('10.25.0.1', '/api/SetzePasswortZurueck', inBody({ token: link, neuesPasswortHash: sha('Neu2026!geheim') }));
    expect(res.status).toBe(200);
    const notices = (await to(h.outbox, OWNER_MAIL)).filter((m) => m.subject === 'Ihr Passwort für das Bürgerportal wurde geändert');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('über einen Link aus einer E-Mail');
    expect(notices[0]!.text).not.toContain(link);
  });

  it('is not sent when only the e-mail address changes', async () => {
    const h = withOutbox();
    const { token } = await login(h, 'eigentuemer');
    const res = await h.json(`/api/AktualisiereStammdaten?${query({ id: 2, feld: 'Adresse', derzeitigesPasswortHash: sha(PASSWORD), email: 'neu@example.org' })}`, post(token));
    expect(res.status).toBe(200);
    expect(await outboxMails(h.outbox)).toEqual([]);
  });
});

describe('a reset request', () => {
  /** Runs the handler itself: nothing after the answer can run before these lines have looked. */
  function answer(h: Harness & { outbox: string }, kennung: string) {
    const changes = () => (h.db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
    const before = changes();
    const result = SendePasswortLink.run({
      db: h.db,
      model,
      config: h.config,
      now: h.clock.now,
      fn: model.functionImports.get('SendePasswortLink')!,
      params: { kennung },
      session: null,
      body: undefined,
      baseUrl: 'http://localhost/api',
      client: '10.26.0.1',
      query: new URLSearchParams(),
      header: () => undefined,
      secret: Buffer.alloc(32),
    });
    return {
      result,
      rowsWritten: changes() - before,
      links: (h.db.prepare('SELECT COUNT(*) AS n FROM srv_password_resets').get() as { n: number }).n,
      files: readdirSync(h.outbox).length,
    };
  }

  it('does the same steps for an existing and an unknown account before it answers; the mail follows after the answer', async () => {
    const known = withOutbox();
    const unknown = withOutbox();
    const a = answer(known, 'eigentuemer');
    const b = answer(unknown, 'niemand.hier');
    expect(a).toEqual(b);
    expect(a).toMatchObject({ result: { body: { d: { SendePasswortLink: true } } }, links: 0, files: 0 });
    await outboxSettled();
    expect((await outboxMails(known.outbox)).map((m) => m.to)).toEqual([OWNER_MAIL]);
    expect(await outboxMails(unknown.outbox)).toEqual([]);
  });
});
