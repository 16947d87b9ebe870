/**
 * The chunk-load reload guard (reload at most once per 60 s). The payment provider's return
 * parameters, also read from the very first URL, are payment/return.ts.
 */
import { ExpiredError, HttpError, MaintenanceError, NetworkError, NotFoundError, TimeoutError } from '../api/errors';

/** Device state, not user data: survives logout on purpose. */
export const CHUNK_RELOAD_KEY = 'chunkReloadGuard';
const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * A failed code chunk (a deploy replaced the files). A failed API request is never one, whatever
 * its text says.
 */
export function isChunkLoadError(error: unknown): boolean {
  if ([NetworkError, HttpError, MaintenanceError, ExpiredError, NotFoundError, TimeoutError].some((type) => error instanceof type)) return false;
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(text);
}

/**
 * Reloads only when the server answers: a chunk that failed because the server (or the network) is
 * down is an outage, and a reload then would replace the open page, with what the resident typed,
 * by the browser's error page or a logged-out start. The guard is released again for a later try.
 */
export async function reloadWhenReachable(
  store: Storage = sessionStorage,
  probe: () => Promise<Response> = () => fetch('/', { method: 'HEAD', cache: 'no-store' }),
  reload: () => void = () => window.location.reload(),
): Promise<boolean> {
  const reachable = await probe().then(
    (response) => response.ok,
    () => false,
  );
  if (reachable) reload();
  else store.removeItem(CHUNK_RELOAD_KEY);
  return reachable;
}

/** Reloads the page for a failed chunk unless that happened less than a minute ago. */
export function reloadForChunkError(
  now: number = Date.now(),
  store: Storage = sessionStorage,
  reload: () => void = () => void reloadWhenReachable(store),
): boolean {
  const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  store.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
