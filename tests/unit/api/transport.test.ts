import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFetchTransport, type TransportHooks } from '../../../src/api/transport';
import { ExpiredError, HttpError, MaintenanceError, statusOf } from '../../../src/api/errors';

const BASE = 'http://portal.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const odataError = (status: number, code: string, value: string) =>
  HttpResponse.json({ error: { code, message: { lang: 'de', value } } }, { status });

function make(over: Partial<TransportHooks> = {}) {
  const hooks = {
    getHash: () => 'token-1' as string | null,
    isExpired: () => false,
    onExpired: vi.fn(),
    onMaintenance: vi.fn(),
    onFallback: vi.fn(),
    ...over,
  };
  return { transport: createFetchTransport({ baseUrl: BASE, ...hooks }), hooks };
}

describe('fetch transport', () => {
  it('sends the session header, Accept, and the encoded query without nulls and with doubled quotes', async () => {
    let seen: Request | undefined;
    server.use(http.get(`${BASE}/IdZumMasterLogin`, ({ request }) => {
      seen = request;
      return HttpResponse.json({ d: { IdZumMasterLogin: 4 } });
    }));
    const { transport } = make();
    const body = await transport.request({ method: 'GET', path: 'IdZumMasterLogin', query: { benutzerkennung: "'O'Brien'", leer: null, weg: undefined } });
    expect(body).toEqual({ d: { IdZumMasterLogin: 4 } });
    expect(seen!.headers.get('X-Auth-Hash')).toBe('token-1');
    expect(seen!.headers.get('Accept')).toBe('application/json, text/plain');
    const url = new URL(seen!.url);
    expect([...url.searchParams.keys()]).toEqual(['benutzerkennung']);
    expect(url.searchParams.get('benutzerkennung')).toBe("'O''Brien'");
  });

  it("sends a call's own headers (X-Referer of Registrieren) without letting them replace the session header", async () => {
    let seen: Request | undefined;
    server.use(http.get(`${BASE}/Registrieren`, ({ request }) => {
      seen = request;
      return HttpResponse.json({ d: { Registrieren: { Registriert: true } } });
    }));
    const { transport } = make();
    await transport.request({ method: 'GET', path: 'Registrieren', query: {}, headers: { 'X-Referer': 'https://portal.test/calendar', 'X-Auth-Hash': 'forged' } });
    expect(seen!.headers.get('X-Referer')).toBe('https://portal.test/calendar');
    expect(seen!.headers.get('X-Auth-Hash')).toBe('token-1');
  });

  it('omits the header without a session and sends JSON bodies with a content type', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined;
    server.use(http.post(`${BASE}/LegeReklamationAngemeldetAn`, async ({ request }) => {
      seen = { auth: request.headers.get('X-Auth-Hash'), type: request.headers.get('Content-Type'), body: await request.json() };
      return HttpResponse.json({ d: { ReklamationenId: 1 } });
    }));
    const { transport } = make({ getHash: () => null });
    await transport.request({ method: 'POST', path: 'LegeReklamationAngemeldetAn', query: { id: 1 }, body: { files: [] } });
    expect(seen).toEqual({ auth: null, type: 'application/json', body: { files: [] } });
  });

  it('passes the sliding expiry the server announces on to the session', async () => {
    server.use(http.get(`${BASE}/Objekte`, () => HttpResponse.json({ d: { results: [] } }, { headers: { 'X-Session-Expiration': '2026-11-22T02:30:00.000Z' } })));
    const onExpiryAnnounced = vi.fn();
    const { transport } = make({ onExpiryAnnounced });
    await transport.request({ method: 'GET', path: 'Objekte', query: {} });
    expect(onExpiryAnnounced).toHaveBeenCalledWith(new Date('2026-11-22T02:30:00.000Z'));
  });

  it('maps 403 to ExpiredError and tells the app once', async () => {
    server.use(http.get(`${BASE}/Objekte`, () => odataError(403, 'forbidden', 'Token is expired')));
    const { transport, hooks } = make();
    const failure = transport.request({ method: 'GET', path: 'Objekte', query: {} });
    await expect(failure).rejects.toBeInstanceOf(ExpiredError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Token is expired' });
    expect(hooks.onExpired).toHaveBeenCalledTimes(1);
  });

  it('detects a locally expired token without asking the server', async () => {
    const fetchSpy = vi.fn();
    const transport = createFetchTransport({ baseUrl: BASE, getHash: () => 'old', isExpired: () => true, fetch: fetchSpy });
    await expect(transport.request({ method: 'GET', path: 'Objekte', query: {} })).rejects.toMatchObject({ name: 'ExpiredError', message: 'Token is expired' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('maps 503 to MaintenanceError', async () => {
    server.use(http.get(`${BASE}/Objekte`, () => odataError(503, 'maintenance', 'Wartung')));
    const { transport, hooks } = make();
    await expect(transport.request({ method: 'GET', path: 'Objekte', query: {} })).rejects.toBeInstanceOf(MaintenanceError);
    expect(hooks.onMaintenance).toHaveBeenCalledTimes(1);
  });

  it.each([404, 502])('maps $metadata %i to maintenance, but not the same status elsewhere', async (status) => {
    server.use(
      http.get(`${BASE}/$metadata`, () => new HttpResponse('nope', { status })),
      http.get(`${BASE}/Objekte`, () => new HttpResponse('nope', { status })),
    );
    const { transport } = make();
    await expect(transport.requestText('$metadata')).rejects.toBeInstanceOf(MaintenanceError);
    await expect(transport.request({ method: 'GET', path: 'Objekte', query: {} })).rejects.toBeInstanceOf(HttpError);
  });

  it('parses 422 OData errors into HttpError with code and German message', async () => {
    server.use(http.post(`${BASE}/AktualisiereStammdaten`, () => odataError(422, '12', 'Das derzeitige Passwort ist falsch.')));
    const { transport } = make();
    const error = await transport.request({ method: 'POST', path: 'AktualisiereStammdaten', query: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, code: '12', message: 'Das derzeitige Passwort ist falsch.' });
  });

  it('follows a configured per-status fallback and still rejects', async () => {
    server.use(http.get(`${BASE}/Objekte`, () => odataError(409, 'conflict', 'x')));
    const { transport, hooks } = make({ fallbacks: { 409: '' } });
    await expect(transport.request({ method: 'GET', path: 'Objekte', query: {} })).rejects.toMatchObject({ status: 409 });
    expect(hooks.onFallback).toHaveBeenCalledWith('/', expect.any(HttpError));
  });

  it('returns $metadata as text', async () => {
    server.use(http.get(`${BASE}/$metadata`, () => new HttpResponse('<edmx/>', { headers: { 'Content-Type': 'application/xml' } })));
    expect(await make().transport.requestText('$metadata')).toBe('<edmx/>');
  });

  it('gives unnamed errors status 500', () => {
    expect(statusOf(new Error('x'))).toBe(500);
    expect(statusOf(new HttpError(422, null, 'x'))).toBe(422);
  });
});
