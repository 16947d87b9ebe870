/**
 * The session as a state machine. React-free; persistence and logout side
 * effects are named actions so tests (and the app) can provide their own.
 */
import { assign, setup } from 'xstate';
import type { Access, LoginResult, LogoutReason, SessionState } from './types';
import type { PersistedSession } from './persistence';

export interface SessionContext extends SessionState {
  /** Number of objects the user owns (landlord = more than one); set once objects are loaded. */
  objectCount: number;
}

export type SessionEvent =
  | { type: 'LOGIN'; result: LoginResult }
  /** Master-data / password save: same commit as LOGIN (the new hash replaces the old one). */
  | { type: 'UPDATE'; result: LoginResult }
  | { type: 'LOGOUT'; reason?: LogoutReason }
  | { type: 'OBJECTS_LOADED'; count: number }
  /** The server extended the session on use (X-Session-Expiration); only a later expiry counts. */
  | { type: 'EXTEND'; validUntil: Date }
  /** Another tab renewed the same resident's session (new hash after a settings save, longer expiry). */
  | { type: 'SYNC'; persisted: PersistedSession };

export interface SessionInput {
  persisted?: PersistedSession;
  noPass?: boolean;
  access?: Access[];
  /** Clock for the expiry check (tests pass a fixed one). */
  now?: () => number;
}

export const isAuthorized = (c: Pick<SessionContext, 'hash' | 'addressId'>): boolean => Boolean(c.hash) && c.addressId !== null;

export const isExpired = (c: Pick<SessionContext, 'validUntil'>, now: number = Date.now()): boolean =>
  c.validUntil !== null && c.validUntil.getTime() < now;

const commit = ({ context, event }: { context: SessionContext; event: SessionEvent }): Partial<SessionContext> => {
  if (event.type !== 'LOGIN' && event.type !== 'UPDATE') return {};
  const { result } = event;
  return {
    hash: result.hash,
    addressId: result.addressId,
    validUntil: result.validUntil,
    // Requests are whatever this answer demands; an answer without them means none (null).
    requests: result.requests && result.requests.length > 0 ? result.requests : null,
    userAddress: result.userAddress !== undefined ? result.userAddress : context.userAddress,
    extraIdentifier: result.extraIdentifier !== undefined ? result.extraIdentifier : context.extraIdentifier,
  };
};

/** Whether a logout of this reason keeps a noPass token (the server must then not forget it either). */
export const keepsToken = (noPass: boolean, reason: LogoutReason): boolean =>
  noPass && reason !== 'endSession' && reason !== 'expired';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actions: {
    commit: assign(commit),
    clearOnLogout: assign(({ context, event }) => {
      // noPass sessions keep their token (and expiry) until it expires: the community login has no
      // password to re-enter, so only the selected address goes away. The special no-password
      // logout ('endSession') is the resident ending it: then the token goes too.
      const reason = event.type === 'LOGOUT' ? (event.reason ?? 'user') : 'user';
      const keepToken = keepsToken(context.noPass, reason) && !isExpired(context);
      return {
        addressId: null,
        userAddress: null,
        extraIdentifier: null,
        objectCount: 0,
        ...(keepToken ? {} : { hash: null, validUntil: null, requests: null }),
      };
    }),
    setObjectCount: assign(({ event }) => (event.type === 'OBJECTS_LOADED' ? { objectCount: event.count } : {})),
    extend: assign(({ context, event }) => {
      if (event.type !== 'EXTEND' || !context.hash) return {};
      if (context.validUntil && event.validUntil.getTime() <= context.validUntil.getTime()) return {};
      return { validUntil: event.validUntil };
    }),
    sync: assign(({ context, event }) => {
      if (event.type !== 'SYNC' || event.persisted.addressId !== context.addressId) return {};
      const { hash, requests, validUntil } = event.persisted;
      return { hash, requests, validUntil: validUntil ?? context.validUntil };
    }),
    /** Provided by the app: writes hash, addressId, requests, validUntil. */
    persist: (_args, _params: { context: SessionContext }) => {},
    /** Provided by the app: stores a later expiry, but only over the session it belongs to. */
    persistExpiry: (_args, _params: { context: SessionContext }) => {},
    /** Provided by the app: server logout, query cache, storage and cache traces. */
    clearTraces: (_args, _params: { reason: LogoutReason; hadToken: boolean }) => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    hash: input.persisted?.hash ?? null,
    addressId: input.persisted?.addressId ?? null,
    requests: input.persisted?.requests ?? null,
    // Stored with the session, so an expiry that passed while the browser was closed is noticed
    // locally; unknown (null) it is re-learnt from the server's 403.
    validUntil: input.persisted?.validUntil ?? null,
    userAddress: null,
    extraIdentifier: null,
    noPass: input.noPass ?? false,
    access: input.access ?? ['public', 'private'],
    objectCount: 0,
  }),
  initial: 'active',
  states: {
    active: {
      on: {
        LOGIN: { actions: ['commit', { type: 'persist', params: ({ context }) => ({ context }) }] },
        UPDATE: { actions: ['commit', { type: 'persist', params: ({ context }) => ({ context }) }] },
        OBJECTS_LOADED: { actions: 'setObjectCount' },
        EXTEND: { actions: ['extend', { type: 'persistExpiry', params: ({ context }) => ({ context }) }] },
        SYNC: { actions: 'sync' },
        LOGOUT: {
          actions: [
            {
              type: 'clearTraces',
              params: ({ context, event }) => ({ reason: event.reason ?? 'user', hadToken: Boolean(context.hash) }),
            },
            'clearOnLogout',
            { type: 'persist', params: ({ context }) => ({ context }) },
          ],
        },
      },
    },
  },
});
