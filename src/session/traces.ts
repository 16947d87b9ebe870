/**
 * Removes every trace of a resident from the browser (nothing of one
 * resident may be seen by the next on a shared PC): our storage keys and Cache Storage entries that
 * hold /api answers (the service worker may have cached some despite `no-store`).
 */
import { ALIVE_COOKIE, FOREIGN_USER_KEYS, STORAGE_PREFIX } from './persistence';

function clearStorage(store: Storage | undefined, keep: readonly string[]): void {
  if (!store) return;
  const doomed: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key === null || keep.includes(key)) continue;
    if (key.startsWith(STORAGE_PREFIX) || (FOREIGN_USER_KEYS as readonly string[]).includes(key)) doomed.push(key);
  }
  for (const key of doomed) store.removeItem(key);
}

function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/** Keys that are device state, not user data (the chunk-reload guard). */
const DEVICE_KEYS: string[] = [];

/**
 * This tab's own store only: another tab ended the session and cleared the shared store, but each
 * tab's sessionStorage (drafts of half-filled dialogs) is its own and stays unless the tab clears it.
 */
export function clearTabTraces(): void {
  clearStorage(safe(() => sessionStorage), DEVICE_KEYS);
}

export async function clearStoredTraces(): Promise<void> {
  clearStorage(safe(() => sessionStorage), DEVICE_KEYS);
  clearStorage(safe(() => localStorage), DEVICE_KEYS);
  // The marker of a session not kept across restarts (no personal data, but no reason to stay).
  if (typeof document !== 'undefined') document.cookie = `${ALIVE_COOKIE}=; path=/; Max-Age=0; SameSite=Strict`;
  const cacheStorage = safe(() => (typeof caches === 'undefined' ? undefined : caches));
  if (!cacheStorage) return;
  try {
    for (const name of await cacheStorage.keys()) {
      const cache = await cacheStorage.open(name);
      const requests = await cache.keys();
      await Promise.all(
        requests.filter((request) => new URL(request.url).pathname.startsWith('/api')).map((request) => cache.delete(request)),
      );
    }
  } catch {
    // Cache Storage unavailable (insecure context): nothing was cached there either.
  }
}
