import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { ADDRESS_MAX_FAILURES } from '../../server/auth/rate-limit';
import { RESET_REQUEST_LIMIT } from '../../server/routes/functions/SendePasswortLink';
import { expect, PASSWORD, test } from './fixtures';

/**
 * The built portal behind nginx (deploy/nginx.conf, run by playwright.nginx.config.ts) answers like
 * `npm start`: same security headers and CSP, same caching, same files, the API proxied. The
 * backend's own answers are the reference, so the two cannot drift apart unnoticed.
 */
const backend = () => String(test.info().project.metadata.backendURL);

/** What must match between nginx and npm start (the rest — Date, ETag, Server — may differ). */
const COMPARED = [
  'content-type',
  'cache-control',
  'service-worker-allowed',
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

const SECURITY = COMPARED.slice(3);

function picked(response: APIResponse): Record<string, string | null> {
  // Both send charset in their own spelling (`charset=UTF-8` / `charset=utf-8`).
  const headers = response.headers();
  return Object.fromEntries(COMPARED.map((name) => [name, name === 'content-type' ? (headers[name]?.toLowerCase() ?? null) : (headers[name] ?? null)]));
}

async function both(request: APIRequestContext, path: string, accept = 'text/html') {
  const options = { headers: { Accept: accept }, maxRedirects: 0 };
  return { nginx: await request.get(path, options), node: await request.get(`${backend()}${path}`, options) };
}

test.describe('the portal behind nginx', () => {
  test('files, SPA routes and the start page: same status, body, caching and security headers as npm start', async ({ request }) => {
    const shell = await (await request.get('/?x', { headers: { Accept: 'text/html' } })).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(script, 'a hashed script in index.html').toBeTruthy();
    const cases: [string, string][] = [
      ['/', 'text/html'],
      ['/?expired', 'text/html'],
      ['/objects/1/calendar', 'text/html'],
      [script!, '*/*'],
      ['/sw.js', '*/*'],
      ['/manifest.webmanifest', '*/*'],
    ];
    for (const [path, accept] of cases) {
      const { nginx, node } = await both(request, path, accept);
      expect(nginx.status(), path).toBe(200);
      expect(node.status(), path).toBe(200);
      expect(picked(nginx), path).toEqual(picked(node));
      expect((await nginx.body()).equals(await node.body()), `${path}: same body`).toBe(true);
    }
  });

  test('hashed assets are immutable, the service worker may control the whole site', async ({ request }) => {
    const shell = await (await request.get('/?x', { headers: { Accept: 'text/html' } })).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(shell)![1]!;
    const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['vary']).toContain('Accept-Encoding');
    const sw = await request.get('/sw.js');
    expect(sw.headers()['service-worker-allowed']).toBe('/');
    expect(sw.headers()['cache-control']).toBe('no-cache');
  });

  test('an unknown script is a 404, never index.html; the SPA fallback is for HTML only', async ({ request }) => {
    for (const accept of ['*/*', 'text/html']) {
      const missing = await request.get('/assets/nope-12345678.js', { headers: { Accept: accept } });
      expect(missing.status(), accept).toBe(404);
      expect(missing.headers()['cache-control'], 'a 404 is not cached for a year').toBeUndefined();
      expect(missing.headers()['content-security-policy']).toBeTruthy();
    }
    expect((await request.get('/nope.js', { headers: { Accept: 'application/javascript' } })).status()).toBe(404);
    const route = await request.get('/objects/1/calendar', { headers: { Accept: 'text/html' } });
    expect(await route.text()).toContain('<div id="root"></div>');
  });

  test('/api is proxied to the backend: never stored, one copy of each security header, errors included', async ({ request }) => {
    const { nginx, node } = await both(request, '/api/$metadata', 'application/xml');
    expect(nginx.status()).toBe(200);
    expect(await nginx.text()).toBe(await node.text());
    const missing = await request.get('/api/KeineSolcheMenge', { headers: { Accept: 'application/json' } });
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: expect.anything() });
    for (const response of [nginx, missing]) {
      const headers = response.headersArray().map((h) => h.name.toLowerCase());
      expect(response.headers()['cache-control']).toBe('no-store');
      for (const name of [...SECURITY, 'cache-control']) expect(headers.filter((h) => h === name), name).toHaveLength(1);
    }
  });

  test('public calendar answers are served from the nginx cache; with credentials or on error never', async ({ request }) => {
    // A house number of its own: this run's first request cannot have been cached before.
    const house = String(Date.now() % 1_000_000);
    const path = `/api/KalenderAbo/$value?orteId=2&strassenId=2&hausNr='${house}'`;
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    expect(first.headers()['x-cache-status']).toBe('MISS');
    const second = await request.get(path);
    expect(second.headers()['x-cache-status']).toBe('HIT');
    expect((await second.body()).equals(await first.body())).toBe(true);
    const node = await request.get(`${backend()}${path}`);
    for (const name of ['cache-control', 'etag', 'last-modified', 'content-type']) expect(second.headers()[name], name).toBe(node.headers()[name]);
    expect(second.headers()['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const headers = second.headersArray().map((h) => h.name.toLowerCase());
    for (const name of [...SECURITY, 'cache-control']) expect(headers.filter((h) => h === name), name).toHaveLength(1);
    expect((await request.get(path, { headers: { 'If-None-Match': second.headers()['etag']! } })).status()).toBe(304);

    for (const credentials of [{ 'X-Auth-Hash': 'kein-gueltiges-token' }, { Cookie: 'sitzung=1' }, { Authorization: 'Bearer x' }] as Record<string, string>[]) {
      const res = await request.get(path, { headers: credentials });
      expect(res.headers()['x-cache-status'], JSON.stringify(credentials)).toBe('BYPASS');
      expect(res.headers()['cache-control'], JSON.stringify(credentials)).toBe('no-store');
    }
    const missing = `/api/KalenderAbo/$value?orteId=2&strassenId=999999&hausNr='${house}'`;
    for (let i = 0; i < 2; i++) {
      const res = await request.get(missing);
      expect(res.status()).toBe(404);
      expect(res.headers()['x-cache-status']).not.toBe('HIT');
      expect(res.headers()['cache-control']).toBe('no-store');
    }
    const other = await request.get('/api/Vorlaufzeiten');
    expect(other.headers()['cache-control']).toBe('no-store');
    expect(other.headers()['x-cache-status']).not.toBe('HIT');
  });

  test('the landing page runs under the CSP nginx sends, without violations', async ({ page }) => {
    const response = await page.goto('/');
    const node = await page.request.get(`${backend()}/`, { headers: { Accept: 'text/html' } });
    expect(response!.headers()['content-security-policy']).toBe(node.headers()['content-security-policy']);
    await expect(page.getByRole('heading', { name: 'Willkommen im Bürgerportal' }).first()).toBeVisible();
    // The cspGuard fixture fails the test on any violation reported by the page.
  });
});

/**
 * Two residents behind nginx: on Linux all of 127.0.0.0/8 is loopback, so requests leave from
 * 127.0.0.2 and 127.0.0.3 to nginx on 127.0.0.1. The backend sees nginx's address on every socket;
 * it trusts it (PORTAL_TRUSTED_PROXIES in playwright.nginx.config.ts) and counts the address nginx
 * appended to X-Forwarded-For.
 */
function callFrom(localAddress: string, method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  const nginx = new URL(String(test.info().project.use.baseURL));
  return new Promise((done, fail) => {
    const req = httpRequest({ host: nginx.hostname, port: Number(nginx.port), path, method, localAddress, headers: { Accept: 'application/json', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text.startsWith('{') ? JSON.parse(text) : text }));
    });
    req.on('error', fail);
    req.end();
  });
}

const lit = (s: string) => encodeURIComponent(`'${s}'`);
const sha = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

test.describe('per-address limits behind nginx', () => {
  test("one resident's failed logins lock out that address only, not everyone behind nginx", async () => {
    test.setTimeout(120_000);
    const ONE = '127.0.0.2';
    const OTHER = '127.0.0.3';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const failed = await callFrom(ONE, 'GET', `/api/PruefePasswort?id=1&hash=${lit(sha(`falsch-${i}`))}&benutzerkennung=${lit(`nginx-probe-${i}`)}`);
      expect(failed.status, `failure ${i + 1}`).toBe(422);
    }
    expect((await callFrom(ONE, 'GET', `/api/PruefePasswort?id=1&hash=${lit(sha('falsch'))}&benutzerkennung=${lit('nginx-probe-more')}`)).status).toBe(429);
    // A header the client writes itself changes nothing: nginx appends the address it saw.
    const spoofed = await callFrom(ONE, 'GET', `/api/PruefePasswort?id=1&hash=${lit(sha('falsch'))}&benutzerkennung=${lit('nginx-probe-more')}`, { 'X-Forwarded-For': '198.51.100.23' });
    expect(spoofed.status).toBe(429);

    const lookup = await callFrom(OTHER, 'GET', `/api/IdZumMasterLogin?benutzerkennung=${lit('eigentuemer')}`);
    const id = (lookup.body as { d: { IdZumMasterLogin: number } }).d.IdZumMasterLogin;
    const login = await callFrom(OTHER, 'GET', `/api/PruefePasswort?id=${id}&hash=${lit(sha(PASSWORD))}&benutzerkennung=${lit('eigentuemer')}`);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ d: { PruefePasswort: { EncryptedData: expect.any(String) } } });
  });

  test('reset requests are counted per resident behind nginx', async () => {
    const ONE = '127.0.0.4';
    const OTHER = '127.0.0.5';
    for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++) expect((await callFrom(ONE, 'POST', `/api/SendePasswortLink?kennung=${lit(`niemand-${i}`)}`)).status).toBe(200);
    expect((await callFrom(ONE, 'POST', `/api/SendePasswortLink?kennung=${lit('niemand-mehr')}`)).status).toBe(429);
    expect((await callFrom(OTHER, 'POST', `/api/SendePasswortLink?kennung=${lit('niemand-mehr')}`)).body).toEqual({ d: { SendePasswortLink: true } });
  });
});
