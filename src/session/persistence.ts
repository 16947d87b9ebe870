/**
 * Session persistence (hash, addressId and requests persist).
 *
 * localStorage, so a second tab and a restarted browser keep the resident logged in until the
 * session expires. The expiry is stored with it, so a session that ran out while
 * the browser was closed is ended locally on the next start (expiry
 * enforced locally and by the server). Every key the portal writes starts with STORAGE_PREFIX so
 * logout can remove all traces of a resident; a logout in one tab reaches the others through the
 * storage event (watchPersistedSession).
 *
 * Staying logged in across a browser restart is the resident's knowing choice ("Angemeldet
 * bleiben", BSI CON.10.A1). Without it the stored session is tied to
 * a session cookie: tabs share it, a restarted browser has lost it, and the stored session is then
 * dropped on the next start.
 */
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

/** Lives as long as the browser session; marks a stored session the resident did not ask to keep. */
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

// The choice made in this tab's login dialog; other tabs keep what the stored session says.
let rememberChoice: boolean | null = null;

/** The login dialog's "Angemeldet bleiben" for the login that follows (null: no choice made in this tab). */
export function setRememberLogin(remember: boolean | null): void {
  rememberChoice = remember;
}

const empty: PersistedSession = { hash: null, addressId: null, requests: null, validUntil: null };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
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

export function loadPersistedSession(store: Storage | null = storage()): PersistedSession {
  const stored = parsePersistedSession(store?.getItem(SESSION_KEY));
  // Not to be kept, and the browser session it belonged to is over: the resident is logged out.
  if (stored.hash !== null && !stored.remember && !cookies().has()) {
    store?.removeItem(SESSION_KEY);
    return empty;
  }
  return stored;
}

export function savePersistedSession(value: PersistedSession, store: Storage | null = storage()): void {
  if (!store) return;
  if (value.hash === null && value.addressId === null && value.requests === null) {
    store.removeItem(SESSION_KEY);
    cookies().clear();
    return;
  }
  const validUntil = value.validUntil ? value.validUntil.toISOString() : null;
  const remember = value.remember ?? rememberChoice ?? parsePersistedSession(store.getItem(SESSION_KEY)).remember ?? false;
  if (!remember) cookies().set();
  store.setItem(SESSION_KEY, JSON.stringify({ hash: value.hash, addressId: value.addressId, requests: value.requests, validUntil, remember }));
}

/**
 * Calls `onChange` with the stored session whenever another tab changes or removes it (the storage
 * event fires only in the other tabs of the same origin). Returns the unsubscribe function.
 */
export function watchPersistedSession(onChange: (value: PersistedSession) => void, target: Window | undefined = globalThis.window): () => void {
  if (!target) return () => {};
  const listener = (event: StorageEvent) => {
    // key null: the whole storage was cleared (another tab's logout clean-up or the browser's).
    if (event.key !== null && event.key !== SESSION_KEY) return;
    onChange(parsePersistedSession(event.newValue));
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener('storage', listener);
}
