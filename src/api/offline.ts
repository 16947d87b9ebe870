/**
 * Last-seen copies for reading without a network. Residents open the collection calendar standing
 * at the bins, often with a weak signal: the calendar they last looked at, the "Nächste Abfuhr"
 * cards and the wiki articles they opened stay readable offline, with the date of the copy.
 *
 * Two kinds of copy:
 * - `public`: data anyone may read (towns, streets, a street's dates, wiki articles). Device state,
 *   kept across logout, under keys outside the portal's user prefix.
 * - `session`: data that names the resident's address (their objects' streets and house numbers).
 *   Kept under the user prefix, so logging out removes it with every other trace of the resident,
 *   and beside the session: on disk only when the resident chose "Angemeldet bleiben", else in
 *   the tab, gone with the browser.
 *
 * Only what a page needs to draw is kept (callers pass a projection): never names, e-mail addresses
 * or anything else personal beyond the address of the object.
 *
 * A query that reads through `withOfflineCopy` uses `networkMode: 'always'` (OFFLINE_READABLE): left
 * at React Query's default it would pause while the browser says it is offline and never reach
 * the copy.
 */
import { useSyncExternalStore } from 'react';
import { residentStorage, STORAGE_PREFIX } from '../session/persistence';
import { NetworkError, TimeoutError } from './errors';

export type CopyScope = 'public' | 'session';

const PUBLIC_PREFIX = 'offlineCopy.';
const SESSION_PREFIX = `${STORAGE_PREFIX}offlineCopy.`;

interface Copy<T> {
  savedAt: number;
  data: T;
}

const storageKey = (scope: CopyScope, key: readonly unknown[]) => `${scope === 'public' ? PUBLIC_PREFIX : SESSION_PREFIX}${JSON.stringify(key)}`;

/** Public copies stay on the device; the resident's go where their session is kept (persistence.ts). */
function storage(scope: CopyScope): Storage | null {
  try {
    if (scope === 'session') return residentStorage();
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: the portal works online as before
  }
}

function keepCopy<T>(scope: CopyScope, key: readonly unknown[], data: T, now: number = Date.now()): void {
  try {
    storage(scope)?.setItem(storageKey(scope, key), JSON.stringify({ savedAt: now, data } satisfies Copy<T>));
  } catch {
    // quota exceeded: an older copy stays, the page itself is unaffected
  }
}

export function readCopy<T>(scope: CopyScope, key: readonly unknown[]): Copy<T> | null {
  try {
    const text = storage(scope)?.getItem(storageKey(scope, key));
    if (!text) return null;
    const copy = JSON.parse(text) as Partial<Copy<T>>;
    return typeof copy.savedAt === 'number' && 'data' in copy ? (copy as Copy<T>) : null;
  } catch {
    return null;
  }
}

// The notice: the oldest copy on screen since the last live answer, or null while online.
let stand: number | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function servedFromCopy(savedAt: number): void {
  if (stand !== null && stand <= savedAt) return;
  stand = savedAt;
  emit();
}

/** A live answer arrived: the page shows current data again. */
export function servedLive(): void {
  if (stand === null) return;
  stand = null;
  emit();
}

export const offlineStand = (): number | null => stand;

export function useOfflineStand(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    offlineStand,
    () => null,
  );
}

/** No connection (or no answer in time): the only failures a copy may stand in for. */
export const isUnreachable = (error: unknown): boolean => error instanceof NetworkError || error instanceof TimeoutError;

/**
 * Reads live and keeps a copy; when the network is gone, answers the copy (revived by `revive`,
 * e.g. dates from their JSON strings) and shows the offline notice. Any other error is the page's.
 */
export async function withOfflineCopy<T, K = T>(
  scope: CopyScope,
  key: readonly unknown[],
  read: () => Promise<T>,
  options: { keep?: (data: T) => K; revive?: (kept: K) => T } = {},
): Promise<T> {
  try {
    const data = await read();
    keepCopy(scope, key, options.keep ? options.keep(data) : (data as unknown as K));
    servedLive();
    return data;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const copy = readCopy<K>(scope, key);
    if (!copy) throw error;
    servedFromCopy(copy.savedAt);
    return options.revive ? options.revive(copy.data) : (copy.data as unknown as T);
  }
}

/** Query options of a query that may answer from its copy (see the module comment). */
export const OFFLINE_READABLE = { networkMode: 'always' } as const;
