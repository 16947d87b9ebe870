/**
 * /barriere-melden: the form where the backend has MeldeBarriere (and codegen made a form of it),
 * else a mailto: link to portal.json accessibility.contactEmail or links.contact; the page field
 * prefilled only with pages of this portal; the server's refusals shown on their fields.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { HttpError } from '../../../src/api/errors';
import { barrierReportOffer } from '../../../src/app/barrier/barrier-gate';
import { failureOf, reportParams } from '../../../src/app/barrier/barrier-report.form';
import { barrierReportMachine, visibleProblems, type SubmitReportInput } from '../../../src/app/barrier/barrier-report.machine';
import { feedbackContact } from '../../../src/app/barrier/feedback-contact';
import { reportedPage } from '../../../src/app/barrier/reported-page';
import { validateBarrierReportSearch } from '../../../src/app/routes/barrier-report';
import { form } from '../../../generated/forms/MeldeBarriere';

const ORIGIN = 'https://portal.example.de';

describe('what /barriere-melden offers (gate decision)', () => {
  const mail = feedbackContact({ accessibility: { contactEmail: 'barrierefreiheit@amt.example' }, links: { contact: 'https://amt.example/kontakt' } });

  it('is the form when the backend has MeldeBarriere and there is a generated form', () => {
    expect(barrierReportOffer(true, true, mail)).toEqual({ kind: 'form' });
  });

  it('is a mailto: link to the accessibility address when the metadata lacks MeldeBarriere', () => {
    const offer = barrierReportOffer(false, true, mail);
    expect(offer.kind).toBe('mail');
    expect(offer).toMatchObject({ address: 'barrierefreiheit@amt.example' });
    expect((offer as { href: string }).href).toMatch(/^mailto:barrierefreiheit@amt\.example\?subject=Barriere%20melden$/);
    // A backend whose metadata declares the function but whose build made no form of it: no form.
    expect(barrierReportOffer(true, false, mail).kind).toBe('mail');
  });

  it('falls back to links.contact: an e-mail as mailto:, a web page as a link, nothing as a note', () => {
    expect(barrierReportOffer(false, false, feedbackContact({ links: { contact: 'mailto:info@amt.example' } }))).toMatchObject({ kind: 'mail', address: 'info@amt.example' });
    expect(barrierReportOffer(false, false, feedbackContact({ accessibility: null, links: { contact: 'https://amt.example/kontakt' } }))).toEqual({
      kind: 'page',
      href: 'https://amt.example/kontakt',
    });
    expect(barrierReportOffer(false, false, feedbackContact({ links: { contact: 'javascript:alert(1)' } }))).toEqual({ kind: 'none' });
    expect(barrierReportOffer(false, false, feedbackContact({}))).toEqual({ kind: 'none' });
  });
});

describe('the page the report is about', () => {
  it('comes from ?seite= as a path of this portal', () => {
    expect(reportedPage('/calendar', '', ORIGIN)).toBe('/calendar');
    expect(reportedPage('/objects/2/dump?x=1', `${ORIGIN}/wiki`, ORIGIN)).toBe('/objects/2/dump?x=1');
  });

  it('else from a same-origin referrer; another site, a script URL or the report page itself are never taken', () => {
    expect(reportedPage(undefined, `${ORIGIN}/wiki/3`, ORIGIN)).toBe('/wiki/3');
    expect(reportedPage(undefined, 'https://andere-seite.example/x', ORIGIN)).toBeNull();
    expect(reportedPage('//andere-seite.example/x', '', ORIGIN)).toBeNull();
    expect(reportedPage('javascript:alert(1)', `${ORIGIN}/dump`, ORIGIN)).toBe('/dump');
    expect(reportedPage(undefined, `${ORIGIN}/barriere-melden?seite=/x`, ORIGIN)).toBeNull();
  });

  it('reads ?seite= from the search only as a non-empty string', () => {
    expect(validateBarrierReportSearch({ seite: '/calendar' })).toEqual({ seite: '/calendar' });
    expect(validateBarrierReportSearch({ seite: '' })).toEqual({});
    expect(validateBarrierReportSearch({})).toEqual({});
  });
});

describe('the report flow on the generated form', () => {
  const run = (submit: (input: SubmitReportInput) => Promise<number>, page: string | null = '/calendar') =>
    createActor(barrierReportMachine.provide({ actors: { submit: fromPromise<number, SubmitReportInput>(({ input }) => submit(input)) } }), { input: { form, page } }).start();

  it('prefills the page field, refuses an empty description with its message and sends nothing', () => {
    const sent: SubmitReportInput[] = [];
    const actor = run(async (input) => (sent.push(input), 1));
    expect(actor.getSnapshot().context.values).toMatchObject({ seite: '/calendar' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(visibleProblems(actor.getSnapshot().context).keys).toEqual({ beschreibung: 'validation.not-empty' });
    expect(sent).toHaveLength(0);
  });

  it('sends the trimmed values and ends with the reference number', async () => {
    const sent: SubmitReportInput[] = [];
    const actor = run(async (input) => (sent.push(input), 42));
    actor.send({ type: 'CHANGE', values: { seite: '/calendar', beschreibung: '  Kontrast zu gering  ', eMail: '' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.number).toBe(42);
    expect(sent[0]!.params).toEqual({ seite: '/calendar', beschreibung: 'Kontrast zu gering' });
    // A further report keeps the page and starts with an empty description.
    actor.send({ type: 'RESTART' });
    expect(actor.getSnapshot().context.values).toMatchObject({ seite: '/calendar' });
    expect(actor.getSnapshot().context.values).not.toHaveProperty('beschreibung');
  });

  it("shows the server's German refusal on its field and keeps what was typed", async () => {
    const actor = run(async () => {
      throw new HttpError(422, 'email', 'Die E-Mail-Adresse ist ungültig.');
    });
    actor.send({ type: 'CHANGE', values: { seite: '/calendar', beschreibung: 'Kontrast', eMail: 'a@b.example' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(visibleProblems(actor.getSnapshot().context).texts).toEqual({ eMail: 'Die E-Mail-Adresse ist ungültig.' });
    expect(actor.getSnapshot().context.values.beschreibung).toBe('Kontrast');
  });

  it('maps too many reports and other failures to messages for the whole form', () => {
    expect(failureOf(form, new HttpError(429, 'too-many-attempts', 'x'))).toEqual({ fields: {}, general: 'barrierReport.errors.tooMany' });
    expect(failureOf(form, new Error('offline'))).toEqual({ fields: {}, general: 'barrierReport.errors.general' });
    expect(reportParams(form, { name: ' ', beschreibung: 'a' })).toEqual({ beschreibung: 'a' });
  });
});
