import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise, waitFor } from 'xstate';
import { errorFromResponse, HttpError, NetworkError, retryAfterSeconds } from '../../../src/api/errors';
import { createLoginActors } from '../../../src/app/shell/login.actors';
import { CredentialsError, loginMachine } from '../../../src/app/shell/login.machine';
import { authActionFor, loginDialogMode, showsLoginDialog } from '../../../src/app/shell/account';
import { PROFILE_INFO } from '../../../src/app/config';
import { hashPassword } from '../../../src/session/password-hash';
import type { LoginResult } from '../../../src/session/types';

const result: LoginResult = { hash: 'enc', addressId: 5, validUntil: new Date(Date.now() + 60_000), requests: null };

// The machine's actors are handed in: these tests give it fakes, and the real ones a fake client.
function run(fakes: {
  lookupId?: (input: { benutzerkennung: string }) => Promise<number>;
  checkPassword?: (input: { id: number; benutzerkennung: string; password: string }) => Promise<LoginResult>;
  loginWithoutPassword?: (input: { kassenzeichen: string; objektNr: string }) => Promise<LoginResult>;
}, mode: 'password' | 'noPass' = 'password') {
  const stored: LoginResult[] = [];
  const calls: unknown[] = [];
  const machine = loginMachine.provide({
    actors: {
      lookupId: fromPromise(async ({ input }) => {
        calls.push(['lookupId', input]);
        return (fakes.lookupId ?? (async () => 11))(input);
      }),
      checkPassword: fromPromise(async ({ input }) => {
        calls.push(['checkPassword', input]);
        return (fakes.checkPassword ?? (async () => result))(input);
      }),
      loginWithoutPassword: fromPromise(async ({ input }) => {
        calls.push(['loginWithoutPassword', input]);
        return (fakes.loginWithoutPassword ?? (async () => result))(input);
      }),
    },
    actions: { storeSession: ({ context }) => void (context.result && stored.push(context.result)) },
  });
  const actor = createActor(machine, { input: { mode } }).start();
  return { actor, stored, calls };
}

const fill = (actor: ReturnType<typeof run>['actor'], user = 'eigentuemer', password = 'Demo2026!') => {
  actor.send({ type: 'INPUT', field: 'benutzerkennung', value: user });
  actor.send({ type: 'INPUT', field: 'password', value: password });
};

describe('login machine', () => {
  it('does not submit until identifier and password are given', () => {
    const { actor } = run({});
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'INPUT', field: 'benutzerkennung', value: 'eigentuemer' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'INPUT', field: 'password', value: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('looks up the id, checks the password and stores the session', async () => {
    const { actor, stored, calls } = run({});
    fill(actor, ' eigentuemer ', ' Demo2026! ');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(stored).toEqual([result]);
    expect(calls).toEqual([
      ['lookupId', { benutzerkennung: 'eigentuemer' }],
      ['checkPassword', { id: 11, benutzerkennung: 'eigentuemer', password: ' Demo2026! ' }],
    ]);
  });

  it.each([
    ['no id', { lookupId: async () => Promise.reject(new CredentialsError()) }, 'login.errors.credentials'],
    ['no result', { checkPassword: async () => Promise.reject(new CredentialsError()) }, 'login.errors.credentials'],
    ['HTTP 400', { lookupId: async () => Promise.reject(new HttpError(400, 'bad-request', 'x')) }, 'login.errors.credentials'],
    ['HTTP 422', { checkPassword: async () => Promise.reject(new HttpError(422, 'credentials', 'x')) }, 'login.errors.credentials'],
    ['HTTP 422 unconfirmed', { checkPassword: async () => Promise.reject(new HttpError(422, 'unconfirmed', 'x')) }, 'login.errors.unconfirmed'],
    ['HTTP 429', { checkPassword: async () => Promise.reject(new HttpError(429, 'too-many', 'x')) }, 'login.errors.rate-limited'],
    ['HTTP 500', { lookupId: async () => Promise.reject(new HttpError(500, null, 'x')) }, 'login.errors.unknown'],
    ['network', { lookupId: async () => Promise.reject(new NetworkError('offline')) }, 'login.errors.unknown'],
  ] as const)('maps %s to %s and clears it on input', async (_name, fakes, key) => {
    const { actor, stored } = run(fakes);
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(key);
    expect(stored).toEqual([]);
    actor.send({ type: 'INPUT', field: 'password', value: 'anders' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it.each([
    ['the lock the server named', 630, 11],
    ['the last seconds of it', 30, 1],
    ['no length given', null, null],
  ] as const)('keeps, for a locked login, %s in whole minutes, and forgets it on input', async (_name, seconds, minutes) => {
    const { actor } = run({ checkPassword: async () => Promise.reject(new HttpError(429, 'too-many-attempts', 'x', seconds)) });
    fill(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'login.errors.rate-limited', waitMinutes: minutes });
    actor.send({ type: 'INPUT', field: 'password', value: 'anders' });
    expect(actor.getSnapshot().context.waitMinutes).toBeNull();
  });

  it('reads Retry-After as seconds or as a date', () => {
    const now = Date.UTC(2026, 11, 7, 12);
    expect(retryAfterSeconds('630', now)).toBe(630);
    expect(retryAfterSeconds(new Date(now + 90_500).toUTCString(), now)).toBe(90);
    expect(retryAfterSeconds(new Date(now - 5_000).toUTCString(), now)).toBe(0);
    for (const value of [null, '', 'bald', '-3']) expect(retryAfterSeconds(value, now), String(value)).toBeNull();
    const error = errorFromResponse(429, '{"error":{"code":"too-many-attempts","message":{"value":"Zu viele"}}}', 'PruefePasswort', '120');
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 120 });
  });

  it('logs in without password with Kassenzeichen and Objektnummer', async () => {
    const { actor, stored, calls } = run({}, 'noPass');
    actor.send({ type: 'INPUT', field: 'kassenzeichen', value: 'KZ-2026-0001' });
    actor.send({ type: 'INPUT', field: 'objektNr', value: 'OBJ-1001' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([['loginWithoutPassword', { kassenzeichen: 'KZ-2026-0001', objektNr: 'OBJ-1001' }]]);
    expect(stored).toHaveLength(1);
  });

  it('does not submit the community login until Kassenzeichen and Objektnummer are both given', () => {
    const { actor, calls } = run({}, 'noPass');
    actor.send({ type: 'INPUT', field: 'kassenzeichen', value: 'KZ-2026-0001' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'INPUT', field: 'objektNr', value: '  ' });
    actor.send({ type: 'SUBMIT' });
    // A password typed somewhere does not stand in for the Objektnummer.
    actor.send({ type: 'INPUT', field: 'password', value: 'Demo2026!' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  it('sends trimmed numbers and never asks IdZumMasterLogin or PruefePasswort', async () => {
    const { actor, calls } = run({}, 'noPass');
    actor.send({ type: 'INPUT', field: 'kassenzeichen', value: ' KZ-2026-0001 ' });
    actor.send({ type: 'INPUT', field: 'objektNr', value: '\tOBJ-1001 ' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([['loginWithoutPassword', { kassenzeichen: 'KZ-2026-0001', objektNr: 'OBJ-1001' }]]);
  });

  it.each([
    ['no result', new CredentialsError(), 'login.noPass.errors.credentials'],
    ['HTTP 422', new HttpError(422, 'credentials', 'Kassenzeichen oder Objektnummer ist falsch.'), 'login.noPass.errors.credentials'],
    ['HTTP 400', new HttpError(400, 'bad-request', 'x'), 'login.noPass.errors.credentials'],
    ['HTTP 429', new HttpError(429, 'too-many', 'x'), 'login.errors.rate-limited'],
    ['network', new NetworkError('offline'), 'login.errors.unknown'],
  ] as const)('maps a failed community login (%s) to %s, clears it on input and can retry', async (_name, error, key) => {
    let attempts = 0;
    const { actor, stored } = run({
      loginWithoutPassword: async () => {
        attempts += 1;
        if (attempts === 1) throw error;
        return result;
      },
    }, 'noPass');
    actor.send({ type: 'INPUT', field: 'kassenzeichen', value: 'KZ-2026-0001' });
    actor.send({ type: 'INPUT', field: 'objektNr', value: 'OBJ-9999' });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(key);
    expect(stored).toEqual([]);
    actor.send({ type: 'INPUT', field: 'objektNr', value: 'OBJ-1001' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(stored).toEqual([result]);
  });
});

describe('login actors over the client they are given', () => {
  const answer = { EncryptedData: 'enc', Expiration: new Date(Date.now() + 60_000), BenutzerAdresse: 5, IsPasswordChangeRequested: false };
  const call = <T>(logic: Parameters<typeof createActor>[0], input: unknown) => toPromise(createActor(logic, { input }).start()) as Promise<T>;

  it('asks IdZumMasterLogin, then PruefePasswort with the SHA-256 of the trimmed password', async () => {
    const IdZumMasterLogin = vi.fn(async () => 11);
    const PruefePasswort = vi.fn(async () => answer);
    const actors = createLoginActors({ IdZumMasterLogin, PruefePasswort });
    expect(await call<number>(actors.lookupId, { benutzerkennung: 'eigentuemer' })).toBe(11);
    expect(IdZumMasterLogin).toHaveBeenCalledWith({ benutzerkennung: 'eigentuemer' }, expect.anything());
    const login = await call<LoginResult>(actors.checkPassword, { id: 11, benutzerkennung: 'eigentuemer', password: ' Demo2026! ' });
    expect(login).toMatchObject({ hash: 'enc', addressId: 5 });
    expect(PruefePasswort).toHaveBeenCalledWith({ id: 11, hash: await hashPassword('Demo2026!'), benutzerkennung: 'eigentuemer' }, expect.anything());
  });

  it('reads no id, no login result and a missing function as wrong credentials', async () => {
    const empty = createLoginActors({ IdZumMasterLogin: async () => 0, PruefePasswort: async () => null });
    await expect(call(empty.lookupId, { benutzerkennung: 'x' })).rejects.toBeInstanceOf(CredentialsError);
    await expect(call(empty.checkPassword, { id: 1, benutzerkennung: 'x', password: 'y' })).rejects.toBeInstanceOf(CredentialsError);
    await expect(call(empty.loginWithoutPassword, { kassenzeichen: 'KZ', objektNr: 'OBJ' })).rejects.toBeInstanceOf(CredentialsError);
  });

  it('logs in without password through AnmeldungOhnePasswort', async () => {
    const AnmeldungOhnePasswort = vi.fn(async () => answer);
    const login = await call<LoginResult>(createLoginActors({ AnmeldungOhnePasswort }).loginWithoutPassword, { kassenzeichen: 'KZ-2026-0001', objektNr: 'OBJ-1001' });
    expect(login).toMatchObject({ hash: 'enc', addressId: 5 });
    expect(AnmeldungOhnePasswort).toHaveBeenCalledWith({ kassenzeichen: 'KZ-2026-0001', objektNr: 'OBJ-1001' }, expect.anything());
  });
});

describe('outer login of noPass profiles', () => {
  it('asks password profiles for a password and community profiles for the object numbers', () => {
    expect(loginDialogMode(PROFILE_INFO.default)).toBe('password');
    expect(loginDialogMode(PROFILE_INFO.private)).toBe('password');
    expect(loginDialogMode(PROFILE_INFO.community)).toBe('noPass');
  });

  it('shows the community login only while there is no hash; password profiles always have the dialog', () => {
    expect(showsLoginDialog({ hash: null }, PROFILE_INFO.community)).toBe(true);
    expect(showsLoginDialog({ hash: 'token' }, PROFILE_INFO.community)).toBe(false);
    expect(showsLoginDialog({ hash: 'token' }, PROFILE_INFO.default)).toBe(true);
    expect(showsLoginDialog({ hash: null }, PROFILE_INFO.private)).toBe(true);
  });

  it('offers community residents the special logout while they hold a token, else the login', () => {
    expect(authActionFor({ authorized: true, hash: 'token' }, PROFILE_INFO.community)).toBe('noPassLogout');
    expect(authActionFor({ authorized: false, hash: 'token' }, PROFILE_INFO.community)).toBe('noPassLogout');
    expect(authActionFor({ authorized: false, hash: null }, PROFILE_INFO.community)).toBe('login');
    // Password profiles keep the ordinary pair.
    expect(authActionFor({ authorized: true, hash: 'token' }, PROFILE_INFO.private)).toBe('logout');
    expect(authActionFor({ authorized: false, hash: null }, PROFILE_INFO.private)).toBe('login');
  });
});

describe('password hash', () => {
  it('is the lower-hex SHA-256 of the trimmed password', async () => {
    const expected = createHash('sha256').update('Demo2026!', 'utf8').digest('hex');
    expect(await hashPassword('  Demo2026!\n')).toBe(expected);
  });
});
