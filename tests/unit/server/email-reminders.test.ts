/**
 * Reminders by e-mail against the reference backend: sign-up → confirmation mail → confirmed by
 * its link → the reminder mail at the lead time (the push scheduler's due-time rule, on the
 * injected clock) → its one-click unsubscribe ends it. Double opt-in, the same answer for every
 * address, limits per client address.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmailReminderSender } from '../../../server/mail/reminder-sender';
import { ANSWER, EMAIL_REMINDER_LIMIT } from '../../../server/routes/functions/RegistriereEmailErinnerung';
import { toWireMs } from '../../../server/time';
import { harness, lit, post, type Harness } from './helpers';
import { outboxMails, tempOutbox } from './outbox-mails';

const HOUR = 3_600_000;
/** The real instant whose Berlin wall clock is the given wire value. */
const fromWire = (wire: number): number => [HOUR, 2 * HOUR].map((o) => wire - o).find((e) => toWireMs(e) === wire) ?? wire;

beforeEach(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

type H = Harness & { outbox: string };
const withOutbox = (): H => {
  const outbox = tempOutbox();
  return { ...harness({ outboxDir: outbox }), outbox };
};

const signUp = (h: Harness, params: Record<string, string | number> = {}, from = '10.7.0.1') =>
  h.jsonFrom(
    from,
    `/api/RegistriereEmailErinnerung?${Object.entries({ ort: 2, strasse: 2, hausNr: lit('5'), vorlaufzeit: 12, abfallarten: lit('1'), eMail: lit('lena@example.org'), ...params })
      .map(([k, v]) => `${k}=${v}`)
      .join('&')}`,
    { ...post(null), headers: { 'X-Referer': 'http://localhost/calendar' } },
  );

const linkIn = (text: string, label: string): string => {
  const match = new RegExp(`${label}:\\n(http\\S+)`).exec(text);
  if (!match) throw new Error(`no link "${label}" in\n${text}`);
  return match[1]!;
};
const pathOf = (url: string): string => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

const sender = (h: Harness) => createEmailReminderSender({ db: h.db, config: h.config, clock: () => h.clock.now, tickMs: 3_600_000 });

/** The next Restmüll (waste type 1) day of street 2 at least three days ahead, as wire ms. */
const nextDay = (h: Harness): number =>
  (
    h.db
      .prepare(
        `SELECT MIN(t."Termin") AS day FROM "Abfuhrtermine" t JOIN "Abfuhrplaene" p ON p."AbfuhrplaeneId" = t."Abfuhrplan__fk"
           JOIN "GefaesstarifArten" g ON g."GefaesstarifArtenId" = p."GefaesstarifArt__fk" WHERE t."Strasse__fk" = 2 AND g."Abfallart__fk" = 1 AND t."Termin" > ?`,
      )
      .get(toWireMs(h.clock.now) + 3 * 24 * HOUR) as { day: number }
  ).day;

describe('RegistriereEmailErinnerung', () => {
  it('sign-up, confirmation link, the reminder at the lead time, one-click unsubscribe', async () => {
    const h = withOutbox();
    const tick = sender(h);
    // Two days before the lead time of the next Restmüll day: the confirmation link is still fresh then.
    const day = nextDay(h);
    h.clock.now = fromWire(day - 12 * HOUR) - 48 * HOUR;
    const res = await signUp(h);
    expect(res.status).toBe(200);
    expect(res.body.d.RegistriereEmailErinnerung).toMatchObject({ Registriert: true, Nachricht: ANSWER });

    const [confirmation] = await outboxMails(h.outbox);
    expect(confirmation!.to).toBe('lena@example.org');
    expect(confirmation!.subject).toBe('Bitte bestätigen Sie Ihre Erinnerung an Abfuhrtermine');
    expect(confirmation!.text).toContain('Erinnerung: Am Vortag, 12 Uhr');
    expect(confirmation!.text).toContain('Abfallarten: Restmüll');
    expect(confirmation!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Not active before the link is opened: nothing is mailed at the lead time.
    h.clock.now = fromWire(day - 12 * HOUR) + 60_000;
    expect(tick.tick()).toBe(0);

    const page = await h.request(pathOf(linkIn(confirmation!.text, 'Erinnerung bestätigen')));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Ihre Erinnerung ist eingerichtet');
    // The link works once.
    expect((await h.request(pathOf(linkIn(confirmation!.text, 'Erinnerung bestätigen')))).status).toBe(404);

    // An hour before the lead time nothing is due; at the lead time one mail, once.
    h.clock.now = fromWire(day - 13 * HOUR);
    expect(tick.tick()).toBe(0);
    h.clock.now = fromWire(day - 12 * HOUR) + 60_000;
    expect(tick.tick()).toBe(1);
    expect(tick.tick()).toBe(0);
    const reminder = (await outboxMails(h.outbox)).at(-1)!;
    expect(reminder.to).toBe('lena@example.org');
    expect(reminder.subject).toMatch(/^Abfuhr morgen: Restmüll$/);
    expect(reminder.text).toMatch(/Restmüll wird am \w+, \d+\. \w+ \d{4} abgeholt/);
    expect(reminder.text).toContain('http://localhost/calendar');
    const unsubscribe = linkIn(reminder.text, 'Erinnerung abbestellen');
    expect(reminder.headers['list-unsubscribe']).toBe(`<${unsubscribe}>`);
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(reminder.html).toContain(`href="${unsubscribe.replace(/&/g, '&amp;')}"`);

    // Opening the link only asks (mail filters open links); the mail client's one-click POST ends it.
    const ask = await h.request(pathOf(unsubscribe));
    expect(await ask.text()).toContain('Möchten Sie die Erinnerungen an lena@example.org');
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM srv_email_reminders').get()).toEqual({ n: 1 });
    const done = await h.request(pathOf(unsubscribe), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Erinnerung abbestellt');
    expect(h.db.prepare('SELECT COUNT(*) AS n FROM srv_email_reminders').get()).toEqual({ n: 0 });

    // The next collection day mails nothing.
    h.clock.now = fromWire(nextDay(h) - 12 * HOUR) + 60_000;
    expect(tick.tick()).toBe(0);
  });

  it('answers the same for a known and an unknown address, and never changes a confirmed reminder without its link', async () => {
    const h = withOutbox();
    const first = await signUp(h);
    const [mail] = await outboxMails(h.outbox);
    await h.request(pathOf(linkIn(mail!.text, 'Erinnerung bestätigen')));
    const again = await signUp(h, { vorlaufzeit: 6 }, '10.7.0.2');
    const other = await signUp(h, { eMail: lit('neu@example.org') }, '10.7.0.3');
    expect(again.body).toEqual(first.body);
    expect(other.body).toEqual(first.body);
    // Still the confirmed 12 hours; the new wish waits for its own link.
    expect(h.db.prepare('SELECT vorlaufzeit, confirmed_ms IS NOT NULL AS active FROM srv_email_reminders WHERE email = ? ORDER BY id').all('lena@example.org')).toEqual([
      { vorlaufzeit: 12, active: 1 },
      { vorlaufzeit: 6, active: 0 },
    ]);
    const confirmSecond = (await outboxMails(h.outbox))[1]!;
    expect(confirmSecond.to).toBe('lena@example.org');
    await h.request(pathOf(linkIn(confirmSecond.text, 'Erinnerung bestätigen')));
    expect(h.db.prepare('SELECT vorlaufzeit FROM srv_email_reminders WHERE email = ? AND confirmed_ms IS NOT NULL').all('lena@example.org')).toEqual([{ vorlaufzeit: 6 }]);
  });

  it('checks address, lead time, waste types and e-mail like the push reminder (422), and a wrong link page is German', async () => {
    const h = withOutbox();
    const cases: [Record<string, string | number>, string][] = [
      [{ strasse: 2, ort: 1 }, 'strasse'],
      [{ vorlaufzeit: 7 }, 'vorlaufzeit'],
      [{ abfallarten: lit('1,99') }, 'abfallarten'],
      [{ eMail: lit('kein-mail') }, 'email'],
    ];
    for (const [params, code] of cases) {
      const res = await signUp(h, params);
      expect([res.status, res.body.error?.code], JSON.stringify(params)).toEqual([422, code]);
      expect(res.body.error.message.lang).toBe('de');
    }
    expect(await outboxMails(h.outbox)).toEqual([]);
    const wrong = await h.request('/api/erinnerungen/bestaetigen?token=falsch');
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain('Link ungültig oder abgelaufen');
    expect((await h.request('/api/erinnerungen/abmelden?id=1&token=falsch', { method: 'POST' })).status).toBe(404);
  });

  it('limits sign-ups per client address with a German 429, and confirmation mails per requester and e-mail address', async () => {
    const h = withOutbox();
    for (let i = 0; i < EMAIL_REMINDER_LIMIT.max; i++) expect((await signUp(h, { eMail: lit(`nr${i}@example.org`) })).status).toBe(200);
    const refused = await signUp(h, { eMail: lit('noch@example.org') });
    expect(refused.status).toBe(429);
    expect(refused.body.error.message.value).toMatch(/^Zu viele Anfragen/);
    // Another client is not affected; it gets three confirmation mails an hour for one address, then
    // a German 429 (nothing about the address), and the owner of the address still gets her own.
    for (let i = 0; i < 3; i++) expect((await signUp(h, { hausNr: lit(String(i + 1)) }, '10.7.9.9')).status).toBe(200);
    const fourth = await signUp(h, { hausNr: lit('4') }, '10.7.9.9');
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.message.value).toMatch(/^Zu viele Anfragen/);
    expect((await signUp(h, { hausNr: lit('5') }, '10.7.9.10')).status).toBe(200);
    expect((await outboxMails(h.outbox)).filter((m) => m.to === 'lena@example.org')).toHaveLength(4);
  });
});

describe('stored sign-ups of an older database', () => {
  it('keep their rows when the unused API-base column is dropped, and new sign-ups store without it', async () => {
    const Database = (await import('better-sqlite3')).default;
    const { createEmailReminderTables, storePending } = await import('../../../server/mail/email-reminders');
    const db = new Database(':memory:');
    db.exec(`CREATE TABLE srv_email_reminders (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL COLLATE NOCASE, orte_id INTEGER NOT NULL,
      ortsteil TEXT, strassen_id INTEGER NOT NULL, haus_nr TEXT, haus_nr_zus TEXT, vorlaufzeit INTEGER NOT NULL, abfallarten TEXT NOT NULL,
      referer TEXT, portal_base TEXT NOT NULL, confirm_hash TEXT UNIQUE, created_ms INTEGER NOT NULL, confirmed_ms INTEGER)`);
    db.prepare(`INSERT INTO srv_email_reminders (email, orte_id, strassen_id, vorlaufzeit, abfallarten, portal_base, created_ms, confirmed_ms) VALUES ('alt@example.org', 2, 2, 12, '1', 'http://old/api', 1, 2)`).run();
    createEmailReminderTables(db);
    const columns = (db.prepare(`PRAGMA table_info(srv_email_reminders)`).all() as { name: string }[]).map((c) => c.name);
    expect(columns).not.toContain('portal_base');
    expect(db.prepare(`SELECT email FROM srv_email_reminders`).all()).toEqual([{ email: 'alt@example.org' }]);
    const reminder = { email: 'neu@example.org', orte_id: 2, ortsteil: null, strassen_id: 2, haus_nr: '5', haus_nr_zus: null, vorlaufzeit: 12, abfallarten: '1', referer: null };
    expect(storePending(db, reminder, Date.now()).id).toBe(2);
  });
});
