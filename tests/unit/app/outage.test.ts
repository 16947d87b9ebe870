// @vitest-environment jsdom
/**
 * An outage is neither a new deploy (no reload into a dead server) nor a reason to end
 * the session ($metadata failing while logged in).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { ExpiredError, HttpError, MaintenanceError, NetworkError, TimeoutError } from '../../../src/api/errors';
import { createFetchTransport } from '../../../src/api/transport';
import { loadMeta } from '../../../src/app/meta';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForChunkError, reloadWhenReachable } from '../../../src/app/startup';
import { memoryStorage } from '../memory-storage';

const BASE = 'http://portal.test/api';
/** The transport loadMeta is handed: a logged-in resident's, against the test's server. */
const transport = createFetchTransport({ baseUrl: BASE, getHash: () => 'token', isExpired: () => false });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a failing request is no chunk failure', () => {
  it.each([
    new NetworkError('Failed to fetch dynamically imported module'),
    new HttpError(502, null, 'Failed to fetch dynamically imported module: /assets/x.js'),
    new MaintenanceError(),
    new ExpiredError(),
    new TimeoutError(),
  ])('%s', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('still knows a real chunk failure', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
  });
});

describe('reload for a chunk failure only when the server answers', () => {
  it('does not reload into an unreachable server and releases the guard for a later try', async () => {
    const store = memoryStorage();
    store.setItem(CHUNK_RELOAD_KEY, '123');
    const reload = vi.fn();
    expect(await reloadWhenReachable(store, () => Promise.reject(new TypeError('Failed to fetch')), reload)).toBe(false);
    expect(await reloadWhenReachable(store, async () => new Response(null, { status: 502 }), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(store.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it('reloads when the server answers (a new deploy)', async () => {
    const store = memoryStorage();
    const reload = vi.fn();
    expect(await reloadWhenReachable(store, async () => new Response(null, { status: 200 }), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the default reload of the guard asks the server first', async () => {
    const store = memoryStorage();
    const probe = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(reloadForChunkError(1_000_000, store)).toBe(true);
    await vi.waitFor(() => expect(store.getItem(CHUNK_RELOAD_KEY)).toBeNull());
    // Released again: the unreachable server was not reloaded into.
    expect(probe).toHaveBeenCalledWith('/', expect.objectContaining({ method: 'HEAD' }));
    probe.mockRestore();
  });
});

describe('$metadata failing while logged in', () => {
  const run = () => {
    const deps = { logout: vi.fn(), showError: vi.fn(), errorText: 'x', transport };
    return { deps, outcome: loadMeta(new QueryClient(), deps) };
  };

  it.each([500, 504])('%i is an outage: maintenance page with retry, no logout', async (status) => {
    server.use(http.get(`${BASE}/$metadata`, () => new HttpResponse('down', { status })));
    const { deps, outcome } = run();
    expect(await outcome).toBe('maintenance');
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('no connection is an outage too, no logout', async () => {
    server.use(http.get(`${BASE}/$metadata`, () => HttpResponse.error()));
    const { deps, outcome } = run();
    expect(await outcome).toBe('maintenance');
    expect(deps.logout).not.toHaveBeenCalled();
  });
});
