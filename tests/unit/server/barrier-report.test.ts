/**
 * MeldeBarriere: anyone reports an accessibility barrier without a login. The report is stored with
 * its number, the reporter is confirmed by mail only where an address was given, the authority's
 * accessibility contact is notified, bad input gets a German OData error, and reports are limited
 * per client address like the visitors' claims.
 */
import { describe, expect, it } from 'vitest';
import { BARRIER_REPORT_LIMIT } from '../../../server/auth/rate-limit';
import { accessibilityEmailOf } from '../../../server/accessibility-contact';
import { harness, lit, login, post, type Harness } from './helpers';
import { outboxMails, tempOutbox } from './outbox-mails';

const CONTACT = 'barrierefreiheit@behoerde.example';

const query = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${lit(v)}`)
    .join('&');

const report = (h: Harness, params: Record<string, string>, from = '10.4.0.1', init = post(null)) =>
  h.jsonFrom(from, `/api/MeldeBarriere?${query(params)}`, init);

const withOutbox = () => {
  const outbox = tempOutbox();
  return { ...harness({ outboxDir: outbox, publicUrl: 'https://portal.example.de', accessibilityEmail: CONTACT }), outbox };
};

const DESCRIPTION = 'Der Kalender lässt sich nicht mit der Tastatur bedienen.\nDie Pfeiltasten tun nichts.';

describe('MeldeBarriere (reporting an accessibility barrier)', () => {
  it('stores the report and answers its number', async () => {
    const h = harness();
    const res = await report(h, { seite: '/calendar', beschreibung: DESCRIPTION, name: 'Erika Muster', eMail: 'erika@example.org' });
    expect(res.status).toBe(200);
    const number = res.body.d.MeldeBarriere as number;
    expect(Number.isInteger(number) && number > 0).toBe(true);
    const row = h.db.prepare('SELECT page, description, name, email FROM srv_barrier_reports WHERE id = ?').get(number);
    expect(row).toEqual({ page: '/calendar', description: DESCRIPTION, name: 'Erika Muster', email: 'erika@example.org' });
    // The next report gets the next number.
    const next = await report(h, { beschreibung: 'Kontrast zu gering.' });
    expect(next.body.d.MeldeBarriere).toBe(number + 1);
  });

  it('confirms to the reporter with the number and notifies the authority with a link to the page', async () => {
    const h = withOutbox();
    const res = await report(h, { seite: '/calendar', beschreibung: DESCRIPTION, name: 'Erika Muster', eMail: 'erika@example.org' });
    const number = res.body.d.MeldeBarriere as number;
    const mails = await outboxMails(h.outbox);
    const confirmation = mails.find((m) => m.to === 'erika@example.org');
    expect(confirmation?.subject).toBe(`Ihre Meldung einer Barriere Nr. ${number} ist eingegangen`);
    expect(confirmation?.text).toContain(`unter der Nummer ${number} erfasst`);
    const notice = mails.find((m) => m.to === CONTACT);
    expect(notice?.subject).toBe(`Neue Meldung einer Barriere Nr. ${number}`);
    expect(notice?.text).toContain('Seite: https://portal.example.de/calendar');
    expect(notice?.text).toContain('E-Mail-Adresse: erika@example.org');
    expect(notice?.text).toContain('Der Kalender lässt sich nicht mit der Tastatur bedienen.');
    expect(mails).toHaveLength(2);
  });

  it('without an e-mail address only the authority hears of it; a page that is no portal path stays text', async () => {
    const h = withOutbox();
    expect((await report(h, { seite: 'https://andere-seite.example/x', beschreibung: 'Bild ohne Alternativtext.' })).status).toBe(200);
    const mails = await outboxMails(h.outbox);
    expect(mails.map((m) => m.to)).toEqual([CONTACT]);
    expect(mails[0]!.text).toContain('Seite: https://andere-seite.example/x');
    expect(mails[0]!.text).not.toContain('https://portal.example.de');
    expect(mails[0]!.text).toContain('keine angegeben');
  });

  it("escapes what the reporter typed in the authority's notice, and repeats none of it to the address typed in", async () => {
    const h = withOutbox();
    await report(h, { seite: '/gewinn-unter-evil.example', beschreibung: '<img src=x onerror=alert(1)> https://evil.example/gewinn', eMail: 'erika@example.org' });
    const mails = await outboxMails(h.outbox);
    for (const mail of mails) expect(mail.html).not.toContain('<img');
    const notice = mails.find((m) => m.to === CONTACT)!;
    expect(notice.html).toContain('&lt;img');
    const confirmation = mails.find((m) => m.to === 'erika@example.org')!;
    expect(confirmation.text).toContain('Ihren Text wiederholen wir in dieser E-Mail nicht');
    for (const part of [confirmation.text, confirmation.html]) expect(part).not.toMatch(/img|evil\.example|gewinn/);
  });

  it('refuses bad input with German OData errors and stores nothing', async () => {
    const h = harness();
    const missing = await report(h, { seite: '/calendar' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message.value).toBe('Der Parameter beschreibung fehlt.');
    const blank = await report(h, { beschreibung: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.error).toEqual({ code: 'beschreibung', message: { lang: 'de', value: 'Bitte beschreiben Sie die Barriere.' } });
    const mail = await report(h, { beschreibung: 'Kontrast', eMail: 'kein-mail' });
    expect(mail.status).toBe(422);
    expect(mail.body.error).toEqual({ code: 'email', message: { lang: 'de', value: 'Die E-Mail-Adresse ist ungültig.' } });
    const long = await report(h, { beschreibung: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.message.value).toBe('Parameter beschreibung: höchstens 1000 Zeichen erlaubt.');
    const broken = await report(h, { seite: '/calendar\nBcc: x@example.org', beschreibung: 'Kontrast' });
    expect(broken.status).toBe(422);
    expect(broken.body.error.code).toBe('seite');
    expect((h.db.prepare('SELECT COUNT(*) AS n FROM srv_barrier_reports').get() as { n: number }).n).toBe(0);
  });

  it('takes reports logged in, and with a stale token left in the browser', async () => {
    const h = harness();
    const { token } = await login(h, 'eigentuemer');
    expect((await report(h, { beschreibung: 'Fokus nicht sichtbar.' }, '10.4.0.2', post(token))).status).toBe(200);
    expect((await report(h, { beschreibung: 'Fokus nicht sichtbar.' }, '10.4.0.2', post('abgelaufen'))).status).toBe(200);
  });

  it('limits reports per client address; refused input costs no attempt; other addresses are unaffected', async () => {
    const h = harness();
    expect((await report(h, { beschreibung: 'x', eMail: 'falsch' }, '10.4.0.7')).status).toBe(422);
    for (let i = 0; i < BARRIER_REPORT_LIMIT.max; i++) expect((await report(h, { beschreibung: `Meldung ${i}` }, '10.4.0.7')).status).toBe(200);
    const refused = await report(h, { beschreibung: 'eine zu viel' }, '10.4.0.7');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message.value).toBe('Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einigen Minuten erneut.');
    expect((await report(h, { beschreibung: 'von nebenan' }, '10.4.0.8')).status).toBe(200);
  });
});

describe("the authority's accessibility contact (portal.json)", () => {
  it('is accessibility.contactEmail, else an e-mail links.contact, never a web page', () => {
    expect(accessibilityEmailOf({ accessibility: { contactEmail: 'a11y@x.example' }, links: { contact: 'mailto:info@x.example' } })).toBe('a11y@x.example');
    expect(accessibilityEmailOf({ links: { contact: 'mailto:info@x.example?subject=Hallo' } })).toBe('info@x.example');
    expect(accessibilityEmailOf({ accessibility: { contactEmail: null }, links: { contact: 'info@x.example' } })).toBe('info@x.example');
    expect(accessibilityEmailOf({ links: { contact: 'https://x.example/kontakt' } })).toBeNull();
    expect(accessibilityEmailOf({})).toBeNull();
  });
});
