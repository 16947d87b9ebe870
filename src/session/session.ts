/**
 * The app-wide session actor and its React hook (PORTAL-CONVENTIONS: `useSession(): Session`,
 * `sessionActor` with events LOGIN / LOGOUT / UPDATE).
 */
import { createActor, type SnapshotFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import { isAuthorized, isExpired, sessionMachine, type SessionContext } from './session.machine';
import { loadPersistedSession, savePersistedSession, watchPersistedSession } from './persistence';
import { clearStoredTraces } from './traces';
import type { Access, LogoutReason, Session } from './types';

export type { Session, LoginResult, UserAddress, Access, LogoutReason } from './types';
export { keepsToken } from './session.machine';

/** Work done on logout by layers above the session (server Abmelden, query cache). */
export type LogoutHandler = (info: { reason: LogoutReason; hash: string | null }) => void | Promise<void>;

const logoutHandlers = new Set<LogoutHandler>();

/** Registers work to run on every logout; returns the unregister function. */
export function onLogout(handler: LogoutHandler): () => void {
  logoutHandlers.add(handler);
  return () => logoutHandlers.delete(handler);
}

let pendingLogout: Promise<void> = Promise.resolve();
/**
 * Set by this tab's logout, never cleared: after a logout the tab leaves for the start page (or
 * reloads). Until it has left, what other tabs store is not followed: a session another tab still
 * announces would make this one reload the page it is leaving (its last `location.replace` wins)
 * and take in a token the server has just forgotten.
 */
let loggedOutHere = false;

/** Resolves when the side effects of the last logout (server call, storage clean-up) are done. */
export const logoutSettled = (): Promise<void> => pendingLogout;

export function toSession(context: SessionContext, now: number = Date.now()): Session {
  return {
    hash: context.hash,
    addressId: context.addressId,
    validUntil: context.validUntil,
    requests: context.requests,
    userAddress: context.userAddress,
    extraIdentifier: context.extraIdentifier,
    noPass: context.noPass,
    access: context.access,
    authorized: isAuthorized(context),
    expired: isExpired(context, now),
    isLandlord: context.objectCount > 1,
  };
}

export interface SessionOptions {
  noPass: boolean;
  access: Access[];
}

function createSessionActor(options: SessionOptions) {
  return createActor(
    sessionMachine.provide({
      actions: {
        persist: (_args, { context }) =>
          savePersistedSession({ hash: context.hash, addressId: context.addressId, requests: context.requests, validUntil: context.validUntil }),
        // Never writes this tab's token over what another tab (or a tampering hand) stored meanwhile.
        persistExpiry: (_args, { context }) => {
          const stored = loadPersistedSession();
          if (stored.hash !== null && stored.hash === context.hash) savePersistedSession({ ...stored, validUntil: context.validUntil });
        },
        clearTraces: ({ context }, { reason }) => {
          const hash = context.hash;
          loggedOutHere = true;
          pendingLogout = (async () => {
            const results = await Promise.allSettled([...logoutHandlers].map((handler) => handler({ reason, hash })));
            void results; // each handler reports its own failure; logout must go on regardless
            await clearStoredTraces();
          })();
        },
      },
    }),
    { input: { persisted: loadPersistedSession(), noPass: options.noPass, access: options.access } },
  );
}

// Profile defaults until the app calls configureSession (before the first render).
let actor = createSessionActor({ noPass: false, access: ['public', 'private'] });
actor.start();

/** The session actor; send LOGIN / UPDATE / LOGOUT / OBJECTS_LOADED. */
export const sessionActor = {
  send: (...args: Parameters<typeof actor.send>) => actor.send(...args),
  getSnapshot: () => actor.getSnapshot(),
  subscribe: (...args: Parameters<typeof actor.subscribe>) => actor.subscribe(...args),
  /** The underlying XState actor (for `useSelector`). */
  get actor() {
    return actor;
  },
};

/** Sets the profile's noPass flag and access list; called once by the app before rendering. */
export function configureSession(options: SessionOptions): void {
  loggedOutHere = false;
  actor.stop();
  actor = createSessionActor(options);
  actor.start();
}

/** Why another tab ended this tab's session: a logout there, or someone else's login there. */
export type OtherTabEnd = 'loggedOut' | 'otherResident';

/**
 * Follows the session other tabs store. A logout there, or another resident's
 * login, calls `onEnded` with which of the two it was (the app reloads the page: nothing of the
 * resident stays in this tab's memory either; after a logout the page says why it was reloaded);
 * a login there while this tab has none calls `onStarted`; the same resident's renewed token is
 * adopted silently. Returns the unsubscribe function.
 */
export function followOtherTabs(handlers: { onEnded(reason: OtherTabEnd): void; onStarted(): void }): () => void {
  const follow = (stored: ReturnType<typeof loadPersistedSession>) => {
    const mine = actor.getSnapshot().context;
    const storedAuthorized = isAuthorized(stored);
    if (isAuthorized(mine)) {
      if (!storedAuthorized) handlers.onEnded('loggedOut');
      else if (stored.addressId !== mine.addressId) handlers.onEnded('otherResident');
      else if (stored.hash !== mine.hash || stored.validUntil?.getTime() !== mine.validUntil?.getTime()) actor.send({ type: 'SYNC', persisted: stored });
    } else if (storedAuthorized) handlers.onStarted();
  };
  return watchPersistedSession(follow, globalThis.window, () => !loggedOutHere);
}

/** The current session outside React (guards, transport). */
export function getSession(): Session {
  return toSession(actor.getSnapshot().context);
}

const sameSession = (a: Session, b: Session) =>
  (Object.keys(a) as (keyof Session)[]).every((key) => a[key] === b[key]);

/** The current session in React; re-renders when any field changes. */
export function useSession(): Session {
  return useSelector(actor, (snapshot: SnapshotFrom<typeof sessionMachine>) => toSession(snapshot.context), sameSession);
}
