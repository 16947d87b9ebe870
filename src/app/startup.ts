/**
 * Things read from the very first URL: payment return parameters (SPEC section 2) and the
 * chunk-load reload guard (SPEC section 8: reload at most once per 60 s).
 */
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

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(text);
}

/** Reloads the page for a failed chunk unless that happened less than a minute ago. */
export function reloadForChunkError(
  now: number = Date.now(),
  store: Storage = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(store.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  store.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
