// @vitest-environment jsdom
// (the portal reads $metadata with the browser's DOMParser)
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import type { Capabilities } from '../../../codegen/runtime/capabilities';
import { gate } from '../../../src/api/gate';
import { metaQueryKey } from '../../../src/api/queries/meta';
import { createFetchTransport } from '../../../src/api/transport';
import { loadMeta } from '../../../src/app/meta';

const BASE = 'http://portal.test/api';
/** The transport loadMeta is handed: a visitor's (no session), against the test's server. */
const transport = createFetchTransport({ baseUrl: BASE, getHash: () => null, isExpired: () => false });

const reference = readFileSync('schema/reference/metadata.xml', 'utf8');
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const serve = (body: string, status = 200) =>
  server.use(http.get(`${BASE}/$metadata`, () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/xml' } })));

function run() {
  const queryClient = new QueryClient();
  const deps = { logout: vi.fn(), showError: vi.fn(), errorText: 'Die Daten des Portals konnten nicht geladen werden.', transport };
  return { queryClient, deps, outcome: loadMeta(queryClient, deps) };
}

describe('run-time capabilities from the live $metadata', () => {
  it('derives the capabilities of the reference backend', async () => {
    serve(reference);
    const { queryClient, outcome } = run();
    expect(await outcome).toBe('loaded');
    const caps = queryClient.getQueryData<Capabilities>(metaQueryKey)!;
    expect(caps.functions.AktualisiereStammdaten).toBeDefined();
    expect(caps.entitySets).toContain('StueckgutAuftraege');
  });

  it('an unchanged backend gets exactly what reading its document gives (the build derived it from the same text)', async () => {
    const { deriveCapabilities } = await import('../../../codegen/runtime/capabilities');
    const { readEdmx } = await import('../../../codegen/edmx/browser');
    const generated = await import('../../../generated/capabilities');
    const { metadataFingerprint } = await import('../../../codegen/runtime/fingerprint');
    expect(generated.metadataFingerprint).toBe(metadataFingerprint(reference));
    expect(generated.capabilities).toEqual(deriveCapabilities(readEdmx(reference)));

    serve(reference);
    const { queryClient, outcome } = run();
    expect(await outcome).toBe('loaded');
    expect(queryClient.getQueryData<Capabilities>(metaQueryKey)).toEqual(generated.capabilities);
  });

  it('a document that differs only in layout is read live and gives the same capabilities', async () => {
    const generated = await import('../../../generated/capabilities');
    serve(reference.replace('<edmx:DataServices', '\n  <edmx:DataServices'));
    const { queryClient, outcome } = run();
    expect(await outcome).toBe('loaded');
    expect(queryClient.getQueryData<Capabilities>(metaQueryKey)).toEqual(generated.capabilities);
  });

  it('switches a feature off when the live backend lost its function', async () => {
    serve(reference.replace(/<FunctionImport Name="AktualisiereStammdaten"[\s\S]*?<\/FunctionImport>/, ''));
    const { queryClient, outcome } = run();
    expect(await outcome).toBe('loaded');
    expect(queryClient.getQueryData<Capabilities>(metaQueryKey)!.functions.AktualisiereStammdaten).toBeUndefined();
    // Loaders and machines ask the gate, which follows the live document from now on.
    expect(gate({ AktualisiereStammdaten: async () => null }).fn('AktualisiereStammdaten')).toBeUndefined();
    expect(gate({ StorniereAuftrag: async () => true }).fn('StorniereAuftrag')).toBeDefined();
  });

  it.each([503, 404, 502])('%i means maintenance and leaves no meta behind', async (status) => {
    serve('down', status);
    const { queryClient, deps, outcome } = run();
    expect(await outcome).toBe('maintenance');
    expect(queryClient.getQueryState(metaQueryKey)).toBeUndefined();
    expect(deps.logout).not.toHaveBeenCalled();
  });

  it('unreadable metadata logs out and records the error', async () => {
    serve('<html>kein EDMX</html>');
    const { deps, outcome } = run();
    expect(await outcome).toBe('failed');
    expect(deps.logout).toHaveBeenCalledWith('error');
    expect(deps.showError).toHaveBeenCalledWith('Die Daten des Portals konnten nicht geladen werden.');
  });
});
