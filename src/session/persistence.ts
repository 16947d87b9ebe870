/**
 * Session persistence (hash, addressId and requests persist).
 *
 * Staying logged in across a browser restart is the resident's knowing choice ("Angemeldet
 * bleiben", BSI CON.10.A1). Only then is the session written to disk: to localStorage, where a
 * second tab and a restarted browser find it until it expires. Without it the session lives in
 * this tab's sessionStorage, which the browser drops when it closes; another tab of the same
 * browser session gets it from an open tab, memory to memory (tab-handoff.ts), never through a
 * file a closed browser leaves behind. A session cookie (`portal.alive`) only says that some tab may
 * hold one, so a new tab asks before it shows the start page.
 *
 * The expiry is stored with the session, so one that ran out while the browser was closed is
 * ended locally on the next start (expiry enforced locally and by the server). Every key the
 * portal writes starts with STORAGE_PREFIX so logout can remove all traces of a resident; a
 * logout in one tab reaches the others through the storage event (a kept session) or the tabs'
 * channel (a tab session) (watchPersistedSession).
 */
import { askOtherTabs, announceSessionChange, followSessionChanges } from './tab-handoff';

export const STORAGE_PREFIX = 'portal.';
export const SESSION_KEY = `${STORAGE_PREFIX}session`;
/** Keys outside our prefix that still hold user data (listed here by name). */
export const FOREIGN_USER_KEYS = ['notificationConfigurations'] as const;

export interface PersistedSession {
  hash: string | null;
  addressId: number | null;
  requests: string[] | null;
  /** The expiry the server announced; null when unknown (then the server's 403 decides). */
  validUntil?: Date | null;
  /** The resident chose to stay logged in across browser restarts. */
  remember?: boolean;
}

/** Where a session may be kept: on disk across restarts (localStorage), or in this tab only (sessionStorage). */
export interface SessionStores {
  kept: Storage | null;
  tab: Storage | null;
}

/** Lives as long as the browser session; marks that a tab may hold a session not kept on disk. */
export const ALIVE_COOKIE = `${STORAGE_PREFIX}alive`;

function cookies(): { has(): boolean; set(): void; clear(): void } {
  const doc = typeof document === 'undefined' ? null : document;
  return {
    has: () => doc === null || doc.cookie.split(';').some((c) => c.trim().startsWith(`${ALIVE_COOKIE}=`)),
    set: () => {
      if (doc) doc.cookie = `${ALIVE_COOKIE}=1; path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
    },
    clear: () => {
      if (doc) doc.cookie = `${ALIVE_COOKIE}=; path=/; Max-Age=0; SameSite=Strict`;
    },
  };
}

/** Whether a tab of this browser session may hold a session that is not kept on disk. */
const mayHoldTabSession = (): boolean => typeof document !== 'undefined' && cookies().has();

// The choice made in this tab's login dialog; other tabs keep what the stored session says.
let rememberChoice: boolean | null = null;

/** The login dialog's "Angemeldet bleiben" for the login that follows (null: no choice made in this tab). */
export function setRememberLogin(remember: boolean | null): void {
  rememberChoice = remember;
}

const empty: PersistedSession = { hash: null, addressId: null, requests: null, validUntil: null };

function safeStorage(read: () => Storage | undefined): Storage | null {
  try {
    return read() ?? null;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

/** The browser's stores. */
function browserStores(): SessionStores {
  return {
    kept: safeStorage(() => (typeof localStorage === 'undefined' ? undefined : localStorage)),
    tab: safeStorage(() => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)),
  };
}

function readDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Parses a stored value; anything malformed counts as no session. */
function parsePersistedSession(raw: string | null | undefined): PersistedSession {
  if (!raw) return empty;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof PersistedSession, unknown>>;
    return {
      hash: typeof value.hash === 'string' ? value.hash : null,
      addressId: typeof value.addressId === 'number' ? value.addressId : null,
      requests: Array.isArray(value.requests) ? value.requests.filter((r): r is string => typeof r === 'string') : null,
      validUntil: readDate(value.validUntil),
      remember: value.remember === true,
    };
  } catch {
    return empty; // a tampered value is treated as no session
  }
}

const serialize = (value: PersistedSession, remember: boolean): string =>
  JSON.stringify({
    hash: value.hash,
    addressId: value.addressId,
    requests: value.requests,
    validUntil: value.validUntil ? value.validUntil.toISOString() : null,
    remember,
  });

export function loadPersistedSession(stores: SessionStores = browserStores()): PersistedSession {
  const inTab = parsePersistedSession(stores.tab?.getItem(SESSION_KEY));
  if (inTab.hash !== null) return { ...inTab, remember: false };
  const kept = parsePersistedSession(stores.kept?.getItem(SESSION_KEY));
  if (kept.hash === null || kept.remember) return kept;
  // Not to be kept on disk (left there by an earlier version of the portal): away with it. While
  // its browser session lasts it moves to this tab, else the resident is logged out.
  stores.kept?.removeItem(SESSION_KEY);
  if (!cookies().has() || !stores.tab) return empty;
  stores.tab.setItem(SESSION_KEY, serialize(kept, false));
  return kept;
}

/** A session another tab handed over (tab-handoff.ts): kept in this tab only. */
function adoptTabSession(raw: string, stores: SessionStores = browserStores()): void {
  const value = parsePersistedSession(raw);
  if (value.hash === null || !stores.tab) return;
  stores.tab.setItem(SESSION_KEY, serialize(value, false));
}

/** The serialized session this tab holds without keeping it on disk, for a new tab that asks. */
function tabSessionToHandOver(stores: SessionStores = browserStores()): string | null {
  const raw = stores.tab?.getItem(SESSION_KEY) ?? null;
  return parsePersistedSession(raw).hash === null ? null : raw;
}

/**
 * Where the resident's other data lives with the session (offline copies of their objects): on
 * disk only beside a session the resident chose to keep, else in this tab.
 */
export function residentStorage(stores: SessionStores = browserStores()): Storage | null {
  const kept = parsePersistedSession(stores.kept?.getItem(SESSION_KEY));
  if (kept.hash !== null && kept.remember) return stores.kept;
  // No session, no store: an answer arriving after the logout's clean-up (a query still on its way
  // while the tab leaves) would otherwise leave the resident's address behind in the tab.
  return parsePersistedSession(stores.tab?.getItem(SESSION_KEY)).hash !== null ? stores.tab : null;
}

export function savePersistedSession(value: PersistedSession, stores: SessionStores = browserStores()): void {
  const wasInTab = stores.tab?.getItem(SESSION_KEY) != null;
  if (value.hash === null && value.addressId === null && value.requests === null) {
    stores.tab?.removeItem(SESSION_KEY);
    stores.kept?.removeItem(SESSION_KEY);
    cookies().clear();
    if (wasInTab) announceSessionChange(null);
    return;
  }
  const remember = value.remember ?? rememberChoice ?? loadPersistedSession(stores).remember ?? false;
  const raw = serialize(value, remember);
  if (remember) {
    stores.tab?.removeItem(SESSION_KEY);
    stores.kept?.setItem(SESSION_KEY, raw);
    return;
  }
  cookies().set();
  if (stores.kept?.getItem(SESSION_KEY) != null) stores.kept.removeItem(SESSION_KEY);
  stores.tab?.setItem(SESSION_KEY, raw);
  announceSessionChange(raw);
}

/**
 * Calls `onChange` with the session whenever another tab changes or removes it: a kept session
 * through the storage event (it fires only in the other tabs of the same origin), a tab session
 * through the tabs' channel. Returns the unsubscribe function.
 */
export function watchPersistedSession(
  onChange: (value: PersistedSession) => void,
  target: Window | undefined = globalThis.window,
  listening: () => boolean = () => true,
): () => void {
  if (!target) return () => {};
  const listener = (event: StorageEvent) => {
    // key null: the whole storage was cleared (another tab's logout clean-up or the browser's).
    if (event.key !== null && event.key !== SESSION_KEY) return;
    if (!listening()) return;
    onChange(parsePersistedSession(event.newValue));
  };
  target.addEventListener('storage', listener);
  const stopFollowing = followSessionChanges((raw) => {
    // A tab that is not listening (it is logging out) takes no token into its store either.
    if (!listening()) return;
    if (raw !== null) adoptTabSession(raw);
    else browserStores().tab?.removeItem(SESSION_KEY);
    onChange(parsePersistedSession(raw));
  }, tabSessionToHandOver);
  return () => {
    target.removeEventListener('storage', listener);
    stopFollowing();
  };
}

/** How long a new tab waits for an open one to hand over its session. */
const HANDOFF_WAIT_MS = 300;

/**
 * At start: a tab of this browser session may hold a session not kept on disk (the cookie says
 * so) while this one has none; ask the open tabs for it before the first page is chosen.
 * Resolves at once otherwise.
 */
export async function sessionFromOtherTabs(stores: SessionStores = browserStores(), ask: (timeoutMs: number) => Promise<string | null> = askOtherTabs): Promise<void> {
  if (loadPersistedSession(stores).hash !== null || !mayHoldTabSession()) return;
  const raw = await ask(HANDOFF_WAIT_MS);
  if (raw !== null) adoptTabSession(raw, stores);
}
