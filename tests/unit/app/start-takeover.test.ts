// @vitest-environment jsdom
/**
 * A visitor's start page is taken over without waiting for the live $metadata (the
 * prerendered page is drawn with the build's capabilities meanwhile); every other page still routes
 * only once the capabilities are known (meta information on the first navigation).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { metaQueryKey } from '../../../src/api/queries/meta';
import { createFetchTransport } from '../../../src/api/transport';

/** The router's context hands the root route this transport for the `$metadata`. */
const transport = createFetchTransport({ baseUrl: 'http://portal.test/api', getHash: () => null, isExpired: () => false });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  vi.resetModules();
});
afterAll(() => server.close());

/** $metadata stays unanswered until `answer` is called. */
function heldMetadata() {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  let asked = false;
  server.use(
    http.get('http://portal.test/api/$metadata', async () => {
      asked = true;
      await answered;
      return new HttpResponse('<edmx:Edmx/>', { headers: { 'content-type': 'application/xml' } });
    }),
  );
  return { answer, asked: () => asked };
}

async function routerAt(path: string) {
  // Fresh modules per test: the root route remembers that it asked for the metadata once.
  const { routeTree } = await import('../../../src/app/router');
  const { createQueryClient } = await import('../../../src/app/providers');
  const queryClient = createQueryClient();
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [path] }), context: { queryClient, transport } });
  return { router, queryClient };
}

describe('the first route and the live $metadata', () => {
  it('a visitor on / gets the start page while $metadata is still on its way, shown with the build capabilities', async () => {
    const metadata = heldMetadata();
    const { router, queryClient } = await routerAt('/');
    await router.load();
    expect(router.state.matches.map((m) => m.routeId)).toContain('/');
    expect(metadata.asked()).toBe(true);
    expect(queryClient.getQueryData(metaQueryKey)).toBeUndefined();
    expect(queryClient.getQueryDefaults(metaQueryKey).placeholderData).toBeTruthy();
    metadata.answer();
  });

  it('any other page waits for the capabilities before it routes', async () => {
    const metadata = heldMetadata();
    const { router } = await routerAt('/wiki');
    let loaded = false;
    const loading = router.load().then(() => (loaded = true));
    await vi.waitFor(() => expect(metadata.asked()).toBe(true));
    expect(loaded).toBe(false);
    metadata.answer();
    await loading;
    expect(loaded).toBe(true);
  });
});
