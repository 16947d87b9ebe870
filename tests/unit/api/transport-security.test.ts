/**
 * The transport's idempotency header, the submit timeout and a sold
 * object's 403 that must not end the session.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFetchTransport, IDEMPOTENCY_HEADER, MUTATION_TIMEOUT_MS, READ_TIMEOUT_MS } from '../../../src/api/transport';
import { ExpiredError, HttpError, TimeoutError } from '../../../src/api/errors';

const BASE = 'http://portal.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hooks = () => ({ getHash: () => 'token-1', isExpired: () => false, onExpired: vi.fn() });

describe('idempotency key', () => {
  it('is sent as the Idempotency-Key header when the request carries one, and only then', async () => {
    const seen: (string | null)[] = [];
    server.use(http.post(`${BASE}/LegeReklamationAngemeldetAn`, ({ request }) => {
      seen.push(request.headers.get(IDEMPOTENCY_HEADER));
      return HttpResponse.json({ d: { ReklamationenId: 1 } });
    }));
    const transport = createFetchTransport({ baseUrl: BASE, ...hooks() });
    await transport.request({ method: 'POST', path: 'LegeReklamationAngemeldetAn', query: {}, idempotencyKey: 'k-123' });
    await transport.request({ method: 'POST', path: 'LegeReklamationAngemeldetAn', query: {} });
    expect(seen).toEqual(['k-123', null]);
  });
});

describe('submit timeout', () => {
  it('defaults to 30 s for changes', () => {
    expect(MUTATION_TIMEOUT_MS).toBe(30_000);
  });

  it('fails a change that gets no answer with TimeoutError (German message key), not a hanging promise', async () => {
    // A fetch that never answers until aborted: the backend delayed by 45 s in the probe.
    const never = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const transport = createFetchTransport({ baseUrl: BASE, ...hooks(), fetch: never as unknown as typeof fetch, mutationTimeoutMs: 20 });
    const failure = transport.request({ method: 'POST', path: 'LegeReklamationAngemeldetAn', query: {} });
    await expect(failure).rejects.toBeInstanceOf(TimeoutError);
    await expect(failure).rejects.toMatchObject({ messageKey: 'errorPage.timeout' });
  });

  it('leaves an abort by the caller an AbortError (closing a dialog is no timeout)', async () => {
    const never = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const transport = createFetchTransport({ baseUrl: BASE, ...hooks(), fetch: never as unknown as typeof fetch, mutationTimeoutMs: 10_000 });
    const controller = new AbortController();
    const failure = transport.request({ method: 'POST', path: 'X', query: {}, signal: controller.signal });
    controller.abort();
    await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('read timeout', () => {
  afterEach(() => vi.useRealTimers());

  it('is a named 20 s, shorter than a change may wait', () => {
    expect(READ_TIMEOUT_MS).toBe(20_000);
    expect(READ_TIMEOUT_MS).toBeLessThan(MUTATION_TIMEOUT_MS);
  });

  it('fails a read the backend never answers with TimeoutError after READ_TIMEOUT_MS, not a hanging promise', async () => {
    // Only the clock of timeouts is faked: msw and the polling below run on real ticks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let asked = 0;
    // The backend takes the request and never answers.
    server.use(http.get(`${BASE}/Objekte`, () => {
      asked++;
      return new Promise<never>(() => {});
    }));
    const transport = createFetchTransport({ baseUrl: BASE, ...hooks() });
    let outcome: unknown = 'pending';
    const read = transport.request({ method: 'GET', path: 'Objekte', query: {} }).then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    while (asked === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await read;
    expect(outcome).toBeInstanceOf(TimeoutError);
    // A read has no input to keep: its own German text, not the submit's.
    expect(outcome).toMatchObject({ messageKey: 'errorPage.readTimeout' });
  });

  it('is not the write limit: a change still waits MUTATION_TIMEOUT_MS', async () => {
    const limits: number[] = [];
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const fetchSpy = vi.fn(async () => new Response('{"d":{"results":[]}}', { headers: { 'Content-Type': 'application/json' } }));
    const transport = createFetchTransport({ baseUrl: BASE, ...hooks(), fetch: fetchSpy as unknown as typeof fetch });
    await transport.request({ method: 'GET', path: 'Objekte', query: {} });
    await transport.request({ method: 'POST', path: 'X', query: {} });
    for (const [, ms] of spy.mock.calls) if (typeof ms === 'number') limits.push(ms);
    spy.mockRestore();
    expect(limits).toEqual([READ_TIMEOUT_MS, MUTATION_TIMEOUT_MS]);
  });
});

describe('a sold object', () => {
  it('is a refusal with the server text, not an ended session', async () => {
    server.use(http.post(`${BASE}/LegeReklamationAngemeldetAn`, () =>
      HttpResponse.json({ error: { code: 'object-sold', message: { lang: 'de', value: 'Dieses Objekt wurde am 01.02.2026 verkauft.' } } }, { status: 403 })));
    const h = hooks();
    const transport = createFetchTransport({ baseUrl: BASE, ...h });
    const failure = transport.request({ method: 'POST', path: 'LegeReklamationAngemeldetAn', query: {} });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.not.toBeInstanceOf(ExpiredError);
    await expect(failure).rejects.toMatchObject({ status: 403, code: 'object-sold', message: 'Dieses Objekt wurde am 01.02.2026 verkauft.' });
    expect(h.onExpired).not.toHaveBeenCalled();
  });
});
