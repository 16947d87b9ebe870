/**
 * The fetch transport behind the generated client (codegen/runtime/contract.ts `Transport`).
 * Query encoding (null dropping, quote doubling) is codegen/runtime's `encodeQuery`; this file only
 * adds the wire concerns: base path, headers, JSON bodies, the local expiry check and typed errors.
 */
import type { ODataRequest, Transport } from '../../codegen/runtime/contract';
import { encodeQuery } from '../../codegen/runtime/query';
import { errorFromResponse, ExpiredError, HttpError, MaintenanceError, NetworkError, TimeoutError } from './errors';

export interface TransportHooks {
  /** The session token for `X-Auth-Hash`, or null. */
  getHash(): string | null;
  /** true when the session's validUntil lies in the past (checked before every request). */
  isExpired(): boolean;
  /** Called once per failing request with a 403 / local expiry, before the error is thrown. */
  onExpired?(error: ExpiredError): void;
  /** Called with the server's sliding session expiry when an answer announces one. */
  onExpiryAnnounced?(validUntil: Date): void;
  /** Called on 503 (and $metadata 404/502), before the error is thrown. */
  onMaintenance?(error: MaintenanceError): void;
  /** Optional per-status fallbacks: status -> path ('/' when empty). */
  fallbacks?: Partial<Record<number, string>>;
  onFallback?(path: string, error: HttpError): void;
}

export interface FetchTransportOptions extends TransportHooks {
  baseUrl?: string;
  fetch?: typeof fetch;
  /** How long a change (any method but GET) may wait for an answer; default MUTATION_TIMEOUT_MS. */
  mutationTimeoutMs?: number;
  /** How long a read (GET) may wait for an answer; default READ_TIMEOUT_MS. */
  readTimeoutMs?: number;
}

/**
 * A submit that got no answer after this long fails with TimeoutError instead of leaving the
 * resident with a spinner and every button disabled.
 */
export const MUTATION_TIMEOUT_MS = 30_000;
/**
 * A read that got no answer after this long fails with TimeoutError, so a hanging backend shows the
 * page's error with its retry instead of a spinner that never ends (the browser itself waits for
 * minutes). Shorter than a submit's: nothing typed is waiting on a read, and the reference backend
 * answers its largest reads in well under a second. The limit is on the answer's start; a slow
 * download that has begun is not cut off.
 */
export const READ_TIMEOUT_MS = 20_000;
/** Header carrying ODataRequest.idempotencyKey: the server answers a repeat with the first result. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The caller's signal, plus an abort after `timeoutMs`. `timedOut()` tells the two apart.
 */
function withTimeout(signal: AbortSignal | undefined, timeoutMs: number, timeout: () => TimeoutError) {
  const controller = new AbortController();
  let expired = false;
  const follow = () => controller.abort(signal?.reason);
  if (signal?.aborted) follow();
  else signal?.addEventListener('abort', follow, { once: true });
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(timeout());
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    done: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', follow);
    },
  };
}

export interface PortalTransport extends Transport {
  /** GET returning the body as text (`$metadata`). */
  requestText(path: string, signal?: AbortSignal): Promise<string>;
}

export const API_BASE = '/api';
/** Header in which the server announces a session's new (sliding) expiry as an ISO instant. */
const EXPIRY_HEADER = 'X-Session-Expiration';

export function createFetchTransport(options: FetchTransportOptions): PortalTransport {
  const base = (options.baseUrl ?? API_BASE).replace(/\/+$/, '');
  const doFetch = (input: string, init: RequestInit) => (options.fetch ?? globalThis.fetch)(input, init);

  async function send(req: ODataRequest, accept: string): Promise<Response> {
    const hash = options.getHash();
    if (hash && options.isExpired()) {
      // Locally detected expiry is treated exactly like the server's 403.
      const error = new ExpiredError('Token is expired');
      options.onExpired?.(error);
      throw error;
    }
    // The call's own headers first: Accept and the session header are the transport's and win.
    const headers: Record<string, string> = { ...req.headers, Accept: accept };
    if (hash) headers['X-Auth-Hash'] = hash;
    if (req.idempotencyKey) headers[IDEMPOTENCY_HEADER] = req.idempotencyKey;
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    const query = encodeQuery(req.query);
    const url = `${base}/${req.path}${query ? `?${query}` : ''}`;
    let response: Response;
    const read = req.method === 'GET';
    const timeout = () => (read ? TimeoutError.forRead() : new TimeoutError());
    const limit = withTimeout(req.signal, read ? (options.readTimeoutMs ?? READ_TIMEOUT_MS) : (options.mutationTimeoutMs ?? MUTATION_TIMEOUT_MS), timeout);
    try {
      response = await doFetch(url, { method: req.method, headers, body, signal: limit.signal, credentials: 'same-origin' });
    } catch (cause) {
      if (limit.timedOut()) throw timeout();
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new NetworkError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      limit.done();
    }
    if (!response.ok) {
      const error = errorFromResponse(response.status, await response.text().catch(() => ''), req.path, response.headers.get('retry-after'));
      if (error instanceof ExpiredError) options.onExpired?.(error);
      else if (error instanceof MaintenanceError) options.onMaintenance?.(error);
      else if (error instanceof HttpError) {
        const fallback = options.fallbacks?.[error.status];
        if (fallback !== undefined) options.onFallback?.(fallback || '/', error);
      }
      throw error;
    }
    const announced = response.headers.get(EXPIRY_HEADER);
    if (announced && hash) {
      const validUntil = new Date(announced);
      if (!Number.isNaN(validUntil.getTime())) options.onExpiryAnnounced?.(validUntil);
    }
    return response;
  }

  return {
    async request(req) {
      const response = await send(req, 'application/json, text/plain');
      if (response.status === 204) return null;
      const text = await response.text();
      if (!text) return null;
      const type = response.headers.get('Content-Type') ?? '';
      if (type.includes('json')) return JSON.parse(text) as unknown;
      return text;
    },
    async requestText(path, signal) {
      const response = await send({ method: 'GET', path, query: {}, signal }, 'application/xml, text/plain');
      return response.text();
    },
  };
}
