/**
 * The login flow (login errors: docs/behaviour.md, "Errors"). Password login is
 * IdZumMasterLogin(benutzerkennung) -> PruefePasswort(id, sha256(trimmed password), benutzerkennung);
 * community profiles log in without password via AnmeldungOhnePasswort(kassenzeichen, objektNr).
 * All I/O sits in named actors (the real ones in login.actors.ts) so tests provide fakes; the
 * component renders state and sends events.
 */
import { assign, fromPromise, setup } from 'xstate';
import { HttpError } from '../../api/errors';
import { sessionActor } from '../../session/session';
import type { LoginResult } from '../../session/types';

export type LoginField = 'benutzerkennung' | 'password' | 'kassenzeichen' | 'objektNr';

export type LoginMode = 'password' | 'noPass';

export type LoginErrorKey =
  | 'login.errors.credentials'
  | 'login.errors.unconfirmed'
  | 'login.noPass.errors.credentials'
  | 'login.errors.rate-limited'
  | 'login.errors.unknown';

export interface LoginContext {
  mode: LoginMode;
  benutzerkennung: string;
  password: string;
  kassenzeichen: string;
  objektNr: string;
  masterId: number | null;
  error: LoginErrorKey | null;
  /** With 'login.errors.rate-limited': the whole minutes the server asks to wait, where it said. */
  waitMinutes: number | null;
  result: LoginResult | null;
}

export type LoginEvent = { type: 'INPUT'; field: LoginField; value: string } | { type: 'SUBMIT' } | { type: 'RESET' };

/** Thrown when the server answers without an id or without a login result. */
export class CredentialsError extends Error {
  constructor() {
    super('credentials');
    this.name = 'CredentialsError';
  }
}

/**
 * Login errors: no id, no result, 400 or 422 -> credentials; 429 -> rate limited; rest unknown.
 * The credentials text names the fields the resident actually filled in (noPass: Kassenzeichen and
 * Objektnummer, not Benutzerkennung and Passwort). A 422 `unconfirmed` (the right password of a
 * registration whose mailed link was not followed yet) says to confirm the e-mail address first.
 */
function loginErrorKey(error: unknown, mode: LoginMode = 'password'): LoginErrorKey {
  const credentials = mode === 'noPass' ? 'login.noPass.errors.credentials' : 'login.errors.credentials';
  if (error instanceof CredentialsError) return credentials;
  if (error instanceof HttpError && error.status === 422 && error.code === 'unconfirmed' && mode === 'password') return 'login.errors.unconfirmed';
  if (error instanceof HttpError && (error.status === 400 || error.status === 422)) return credentials;
  if (error instanceof HttpError && error.status === 429) return 'login.errors.rate-limited';
  return 'login.errors.unknown';
}

/** The context after a failed step: the error's key and, for a lock, how long it lasts. */
function failure(error: unknown, mode: LoginMode = 'password'): Pick<LoginContext, 'error' | 'waitMinutes'> {
  const key = loginErrorKey(error, mode);
  const seconds = key === 'login.errors.rate-limited' && error instanceof HttpError ? error.retryAfterSeconds : null;
  return { error: key, waitMinutes: seconds ? Math.ceil(seconds / 60) : null };
}

const isLoginValid = (c: LoginContext): boolean =>
  c.mode === 'password'
    ? c.benutzerkennung.trim() !== '' && c.password.trim() !== ''
    : c.kassenzeichen.trim() !== '' && c.objektNr.trim() !== '';

export type LookupIdInput = { benutzerkennung: string };
export type CheckPasswordInput = { id: number; benutzerkennung: string; password: string };
export type LoginWithoutPasswordInput = { kassenzeichen: string; objektNr: string };

/** The I/O is handed in (login.actors.ts: `loginMachine.provide({ actors: loginActors })`). */
const notProvided = (name: string) =>
  async (): Promise<never> => {
    throw new Error(`${name} is not provided`);
  };

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { mode?: LoginMode } | undefined,
  },
  actors: {
    lookupId: fromPromise<number, LookupIdInput>(notProvided('lookupId')),
    checkPassword: fromPromise<LoginResult, CheckPasswordInput>(notProvided('checkPassword')),
    loginWithoutPassword: fromPromise<LoginResult, LoginWithoutPasswordInput>(notProvided('loginWithoutPassword')),
  },
  guards: {
    valid: ({ context }) => isLoginValid(context),
    noPass: ({ context }) => context.mode === 'noPass',
  },
  actions: {
    input: assign(({ context, event }) =>
      event.type === 'INPUT' ? { ...context, [event.field]: event.value, error: null, waitMinutes: null } : context,
    ),
    /** Commits the session; provided differently in tests. */
    storeSession: ({ context }) => {
      if (context.result) sessionActor.send({ type: 'LOGIN', result: context.result });
    },
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    mode: input?.mode ?? 'password',
    benutzerkennung: '',
    password: '',
    kassenzeichen: '',
    objektNr: '',
    masterId: null,
    error: null,
    waitMinutes: null,
    result: null,
  }),
  initial: 'idle',
  on: { RESET: { target: '.idle', actions: assign({ password: '', error: null, waitMinutes: null, result: null, masterId: null }) } },
  states: {
    idle: { on: { INPUT: { target: 'editing', actions: 'input' } } },
    editing: {
      on: {
        INPUT: { actions: 'input' },
        SUBMIT: [
          { guard: { type: 'valid' }, target: 'submitting' },
        ],
      },
    },
    submitting: {
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'noPass', target: 'withoutPassword' }, { target: 'lookingUp' }] },
        lookingUp: {
          invoke: {
            src: 'lookupId',
            input: ({ context }) => ({ benutzerkennung: context.benutzerkennung.trim() }),
            onDone: { target: 'verifying', actions: assign({ masterId: ({ event }) => event.output }) },
            onError: { target: '#login.failed', actions: assign(({ event }) => failure(event.error)) },
          },
        },
        verifying: {
          invoke: {
            src: 'checkPassword',
            input: ({ context }) => ({
              id: context.masterId ?? 0,
              benutzerkennung: context.benutzerkennung.trim(),
              password: context.password,
            }),
            onDone: { target: '#login.done', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: '#login.failed', actions: assign(({ event }) => failure(event.error)) },
          },
        },
        withoutPassword: {
          invoke: {
            src: 'loginWithoutPassword',
            input: ({ context }) => ({ kassenzeichen: context.kassenzeichen.trim(), objektNr: context.objektNr.trim() }),
            onDone: { target: '#login.done', actions: assign({ result: ({ event }) => event.output }) },
            onError: { target: '#login.failed', actions: assign(({ event }) => failure(event.error, 'noPass')) },
          },
        },
      },
    },
    failed: {
      on: {
        // Error messages clear on input.
        INPUT: { target: 'editing', actions: 'input' },
        SUBMIT: { guard: { type: 'valid' }, target: 'submitting' },
      },
    },
    done: { type: 'final', entry: 'storeSession' },
  },
});
