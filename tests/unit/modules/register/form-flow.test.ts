/**
 * The register module's flow, without React: the generated forms' own rules plus
 * the validation rules, the new password's repetition, submit -> confirmation, server verdicts as German
 * message keys, and passwords hashed before they leave.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { form as registerForm } from '../../../../generated/forms/RegistriereBenutzer';
import { form as resetForm } from '../../../../generated/forms/SetzePasswortZurueck';
import { form as requestForm } from '../../../../generated/forms/SendePasswortLink';
import { HttpError } from '../../../../src/api/errors';
import de from '../../../../src/i18n/de-DE.json';
import { FORGOT_FAILURES, REGISTER_FAILURES, RESET_FAILURES } from '../../../../src/modules/register/failures';
import { CONFIRMATION, canSubmit, flowProblems, formFlowMachine, visibleProblems } from '../../../../src/modules/register/form-flow.machine';
import { functionParams, submitActor } from '../../../../src/modules/register/register.actors';

/** The client the real submit actor is handed (filled per test). */
const fake: Record<string, unknown> = {};

const valid = {
  kassenzeichen: 'KZ-2026-0050',
  objektNr: 'OBJ-1050',
  name: 'Weber',
  email: 'eva.weber@example.org',
  benutzerkennung: 'eva.weber',
  passwortHash: 'Sommer2026!',
  datenschutz: true,
};
const SHA = /^[0-9a-f]{64}$/;

function start(submit: (values: Record<string, unknown>) => Promise<unknown>, input: Partial<Parameters<typeof formFlowMachine.provide>[0]> & { form?: typeof registerForm; values?: Record<string, unknown>; failures?: Record<string, string> } = {}) {
  const machine = formFlowMachine.provide({ actors: { submit: fromPromise(async ({ input: i }) => submit(i.values)) } });
  return createActor(machine, { input: { form: input.form ?? registerForm, values: input.values, failures: input.failures ?? REGISTER_FAILURES } }).start();
}

const lookup = (key: string): unknown => key.split('.').reduce<unknown>((n, p) => (n && typeof n === 'object' ? (n as Record<string, unknown>)[p] : undefined), de);

beforeEach(() => {
  for (const key of Object.keys(fake)) delete fake[key];
});

describe('form flow', () => {
  it('asks for everything the generated form requires, the password rules and the repetition', () => {
    const empty = flowProblems({ form: registerForm, values: {}, confirmation: '' });
    expect(Object.keys(empty)).toEqual(expect.arrayContaining(['kassenzeichen', 'objektNr', 'name', 'email', 'benutzerkennung', 'passwortHash', CONFIRMATION]));
    expect(flowProblems({ form: registerForm, values: { ...valid, passwortHash: 'sommer2026!' }, confirmation: 'sommer2026!' }).passwortHash).toBe('validation.password.uppercase');
    expect(flowProblems({ form: registerForm, values: { ...valid, email: 'kein-at' }, confirmation: valid.passwortHash }).email).toBe('validation.email');
    expect(flowProblems({ form: registerForm, values: valid, confirmation: 'Sommer2026?' })[CONFIRMATION]).toBe('settings.errors.password-mismatch');
    expect(canSubmit({ form: registerForm, values: { ...valid, datenschutz: false }, confirmation: valid.passwortHash })).toBe(false);
    expect(canSubmit({ form: registerForm, values: valid, confirmation: valid.passwortHash })).toBe(true);
  });

  it('shows problems of left fields while typing and all after a submit attempt, without calling', () => {
    const submit = vi.fn(async () => null);
    const actor = start(submit);
    actor.send({ type: 'CHANGE', values: { email: 'x' } });
    expect(visibleProblems(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'BLUR', field: 'email' });
    expect(visibleProblems(actor.getSnapshot().context)).toEqual({ email: 'validation.email' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(visibleProblems(actor.getSnapshot().context)).length).toBeGreaterThan(4);
    expect(submit).not.toHaveBeenCalled();
  });

  it('submits valid values, confirms, and forgets the password', async () => {
    const submit = vi.fn(async () => ({ Registriert: true }));
    const actor = start(submit);
    actor.send({ type: 'CHANGE', values: valid });
    actor.send({ type: 'CONFIRM', value: valid.passwortHash });
    actor.send({ type: 'SUBMIT' });
    const done = await waitFor(actor, (s) => s.matches('done'));
    expect(submit).toHaveBeenCalledWith(valid);
    expect(done.context.result).toEqual({ Registriert: true });
    expect(done.context.values.benutzerkennung).toBe('eva.weber');
    expect(done.context.values.passwortHash).toBeUndefined();
    expect(done.context.confirmation).toBe('');
  });

  it.each([
    [new HttpError(422, 'objekt', 'Zu Kassenzeichen und Objektnummer wurde kein Grundstück gefunden.'), 'register.errors.object'],
    [new HttpError(429, 'too-many-attempts', 'Zu viele Anfragen'), 'register.errors.too-many'],
    [new HttpError(500, null, 'boom'), 'register.errors.general'],
    [new TypeError('Failed to fetch'), 'register.errors.general'],
  ])('turns a failed call into a German message and keeps the input (%s)', async (error, key) => {
    const actor = start(async () => {
      throw error;
    });
    actor.send({ type: 'CHANGE', values: valid });
    actor.send({ type: 'CONFIRM', value: valid.passwortHash });
    actor.send({ type: 'SUBMIT' });
    const back = await waitFor(actor, (s) => s.matches('editing') && s.context.failure !== null);
    expect(back.context.failure).toBe(key);
    expect(typeof lookup(key)).toBe('string');
    expect(back.context.values).toEqual(valid);
    // Any edit clears the message.
    actor.send({ type: 'CHANGE', values: { ...valid, objektNr: 'OBJ-1051' } });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('keeps the page-set token of a reset link across edits and maps a used link', async () => {
    const submit = vi.fn(async () => {
      throw new HttpError(422, 'token', 'abgelaufen');
    });
    const actor = start(submit, { form: resetForm, values: { token: 'abc' }, failures: RESET_FAILURES });
    actor.send({ type: 'CHANGE', values: { neuesPasswortHash: 'Winter2026!' } });
    actor.send({ type: 'CONFIRM', value: 'Winter2026!' });
    actor.send({ type: 'SUBMIT' });
    expect(submit).toHaveBeenCalledWith({ token: 'abc', neuesPasswortHash: 'Winter2026!' });
    const back = await waitFor(actor, (s) => s.context.failure !== null);
    expect(back.context.failure).toBe('register.reset.errors.token');
    expect(typeof lookup('register.reset.errors.token')).toBe('string');
  });

  it('says that no further reset mail went out when the backend refused a link for that reason, else the general 429', async () => {
    for (const [error, key] of [
      [new HttpError(429, 'reset-link-limit', 'keine weitere E-Mail'), 'register.forgot.errors.linkLimit'],
      [new HttpError(429, 'too-many-attempts', 'Zu viele Anfragen'), 'register.errors.too-many'],
    ] as const) {
      const actor = start(
        async () => {
          throw error;
        },
        { form: requestForm, failures: FORGOT_FAILURES },
      );
      actor.send({ type: 'CHANGE', values: { kennung: 'eigentuemer' } });
      actor.send({ type: 'SUBMIT' });
      const back = await waitFor(actor, (s) => s.context.failure !== null);
      expect(back.context.failure).toBe(key);
      expect(lookup(key)).toEqual(expect.stringContaining(key === 'register.forgot.errors.linkLimit' ? 'keine weitere E-Mail' : 'Zu viele'));
    }
  });

  it('needs no repetition where the form has no new password', () => {
    expect(canSubmit({ form: requestForm, values: { kennung: 'eigentuemer' }, confirmation: '' })).toBe(true);
    expect(flowProblems({ form: requestForm, values: {}, confirmation: '' })).toEqual({ kennung: 'validation.not-empty' });
  });
});

describe('register actors', () => {
  it('send passwords as their SHA-256 only, trimmed values, and no empty ones', async () => {
    const params = await functionParams(registerForm, { ...valid, vorname: '', name: ' Weber ' });
    expect(params.passwortHash).toMatch(SHA);
    expect(params.passwortHash).not.toBe(valid.passwortHash);
    expect(params).not.toHaveProperty('vorname');
    expect(params.name).toBe('Weber');
    expect(params.datenschutz).toBe(true);
  });

  it('call the function of the flow', async () => {
    const SetzePasswortZurueck = vi.fn(async () => 'eva.weber');
    Object.assign(fake, { SetzePasswortZurueck });
    const actor = createActor(submitActor('SetzePasswortZurueck', fake), { input: { form: resetForm, values: { token: 't', neuesPasswortHash: 'Winter2026!' } } }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toBe('eva.weber');
    expect(SetzePasswortZurueck).toHaveBeenCalledWith({ token: 't', neuesPasswortHash: expect.stringMatching(SHA) }, expect.anything());
  });

  it('fail when the backend lacks the function', async () => {
    const actor = createActor(submitActor('SendePasswortLink', fake), { input: { form: requestForm, values: { kennung: 'x' } } });
    await expect(toPromise(actor.start())).rejects.toThrow(/not available/);
  });
});
