/**
 * Session persistence (SPEC section 4: hash, addressId and requests persist).
 *
 * sessionStorage, not localStorage: SECURITY-CHECKLIST "Session" / BSI CON.10.A1 — keeping the token
 * across browser restarts is a choice the user should make knowingly, so the safe default is a
 * store that dies with the tab. Every key the portal writes starts with STORAGE_PREFIX so logout can
 * remove all traces of a resident.
 */
export const STORAGE_PREFIX = 'portal.';
export const SESSION_KEY = `${STORAGE_PREFIX}session`;
/** Keys outside our prefix that still hold user data (SPEC section 4 names them). */
export const FOREIGN_USER_KEYS = ['notificationConfigurations'] as const;

export interface PersistedSession {
  hash: string | null;
  addressId: number | null;
  requests: string[] | null;
}

const empty: PersistedSession = { hash: null, addressId: null, requests: null };

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): the session lives in memory only
  }
}

export function loadPersistedSession(store: Storage | null = storage()): PersistedSession {
  const raw = store?.getItem(SESSION_KEY);
  if (!raw) return empty;
  try {
    const value = JSON.parse(raw) as Partial<PersistedSession>;
    return {
      hash: typeof value.hash === 'string' ? value.hash : null,
      addressId: typeof value.addressId === 'number' ? value.addressId : null,
      requests: Array.isArray(value.requests) ? value.requests.filter((r): r is string => typeof r === 'string') : null,
    };
  } catch {
    return empty; // a tampered value is treated as no session
  }
}

export function savePersistedSession(value: PersistedSession, store: Storage | null = storage()): void {
  if (!store) return;
  if (value.hash === null && value.addressId === null && value.requests === null) store.removeItem(SESSION_KEY);
  else store.setItem(SESSION_KEY, JSON.stringify(value));
}
