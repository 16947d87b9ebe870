/**
 * Things read from the very first URL: payment return parameters and the
 * chunk-load reload guard (reload at most once per 60 s).
 */
import { ExpiredError, HttpError, MaintenanceError, NetworkError, NotFoundError, TimeoutError } from '../api/errors';
import { STORAGE_PREFIX } from '../session/persistence';

export const PAYMENT_KEY = `${STORAGE_PREFIX}payment`;
export const PAYMENT_PARAMS = ['txid', 'hash', 'status', 'payment_method'] as const;
export type PaymentReturn = Partial<Record<(typeof PAYMENT_PARAMS)[number], string>>;

/** Stores txid, hash, status and payment_method of a payment provider's return in sessionStorage. */
export function capturePaymentReturn(search: string, store: Storage = sessionStorage): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const found: PaymentReturn = {};
  for (const name of PAYMENT_PARAMS) {
    const value = params.get(name);
    if (value !== null) found[name] = value;
  }
  if (Object.keys(found).length === 0) return null;
  store.setItem(PAYMENT_KEY, JSON.stringify(found));
  return found;
}

/** Device state, not user data: survives logout on purpose. */
export const CHUNK_RELOAD_KEY = 'chunkReloadGuard';
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

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
