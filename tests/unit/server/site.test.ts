/** The production site: security headers, caching, compression, SPA fallback, /api never falls back. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, loadReferenceMetadata, prepareDatabase, testConfig } from '../../../server/index';
import { createSite } from '../../../server/site';
import { loadAssets } from '../../../server/http/static';
import { CONTENT_SECURITY_POLICY } from '../../../server/http/security';
import { RESET_REQUEST_LIMIT } from '../../../server/routes/functions/SendePasswortLink';

const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
mkdirSync(join(dist, 'assets'));
const appJs = `console.log(${JSON.stringify('Bürgerportal '.repeat(200))});`;
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="de"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>');
writeFileSync(join(dist, 'assets', 'index-abc123.js'), appJs);
writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}); // ${'x'.repeat(600)}`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const { xml, model } = loadReferenceMetadata();
const db = new Database(':memory:');
prepareDatabase(db, model, { seed: false });
const config = testConfig({ distDir: dist });
const site = createSite({ config, api: createApp({ db, model, metadataXml: xml, config }), assets: loadAssets(dist) });
const get = (path: string, headers: Record<string, string> = {}): Promise<Response> => Promise.resolve(site.request(`http://localhost${path}`, { headers }));

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

describe('static site', () => {
  it.each(['/', '/assets/index-abc123.js', '/api/$metadata', '/objects/2/dashboard'])('sends the security headers on %s', async (path) => {
    const res = await get(path, { Accept: 'text/html' });
    expect(res.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
    expect(CONTENT_SECURITY_POLICY).toBe(EXPECTED_CSP);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const denied = new Set(res.headers.get('permissions-policy')?.split(/,\s*/));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) expect(denied, feature).toContain(`${feature}=()`);
    // The sign-language video's controls offer fullscreen and picture-in-picture.
    expect([...denied].some((entry) => /^(fullscreen|picture-in-picture)=/.test(entry))).toBe(false);
  });

  it('caches hashed assets for a year and revalidates index.html and the service worker', async () => {
    expect((await get('/assets/index-abc123.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/')).headers.get('cache-control')).toBe('no-cache');
    const sw = await get('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('service-worker-allowed')).toBe('/');
    expect((await get('/api/$metadata')).headers.get('cache-control')).toBe('no-store');
  });

  it('serves brotli and gzip for text assets', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(appJs);
    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(appJs);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(appJs);
  });

  it('compresses an asset on its first request only, not when the server loads the build', async () => {
    const assets = loadAssets(dist);
    const js = assets.get('/assets/index-abc123.js')!;
    expect(js.compressed).toBeUndefined();
    const lazy = createSite({ config, assets });
    const [a, b] = await Promise.all([0, 1].map(() => lazy.request('http://localhost/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br' } })));
    expect(Object.keys(js.compressed ?? {})).toEqual(['br']);
    expect(Buffer.from(await a!.arrayBuffer())).toEqual(Buffer.from(await b!.arrayBuffer()));
    expect(assets.get('/index.html')!.compressed).toBeUndefined();
  });

  it('falls back to index.html only for HTML page requests, never under /api', async () => {
    const page = await get('/objects/2/claims', { Accept: 'text/html,application/xhtml+xml' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await get('/assets/missing.js', { Accept: '*/*' })).status).toBe(404);
    const api = await get('/api/Gibtsnicht', { Accept: 'text/html' });
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('not-found');
    const post = await site.request('http://localhost/objects', { method: 'POST', headers: { Accept: 'text/html' } });
    expect(post.status).toBe(404);
  });

  it('sends the prerendered start page for a plain / only; flags and deep links get the shell', async () => {
    const built = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    try {
      writeFileSync(join(built, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(join(built, 'landing.html'), '<!doctype html><div id="root" data-prerendered><h1>Startseite</h1></div>');
      const withLanding = createSite({ config: testConfig({ distDir: built }), assets: loadAssets(built) });
      const page = async (path: string) => (await withLanding.request(`http://localhost${path}`, { headers: { Accept: 'text/html' } })).text();
      expect(await page('/')).toContain('data-prerendered');
      for (const path of ['/?expired', '/?redirect=%2Fobjects%2F2%2Fclaims', '/objects/2/dashboard', '/index.html']) {
        expect(await page(path)).toBe('<!doctype html><div id="root"></div>');
      }
    } finally {
      rmSync(built, { recursive: true, force: true });
    }
  });

  it('does not serve files outside the build folder', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await get(path, { Accept: '*/*' });
      expect(res.status).toBe(404);
    }
  });
});

describe('PORTAL_API_UPSTREAM', () => {
  it('proxies /api to the upstream backend and keeps the site headers', async () => {
    const seeded = new Database(':memory:');
    prepareDatabase(seeded, model);
    const upstreamApp = createApp({ db: seeded, model, metadataXml: xml, config });
    const server = serve({ fetch: upstreamApp.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const upstream = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
      const proxied = createSite({ config: { ...config, apiUpstream: upstream }, assets: loadAssets(dist) });
      const res = await proxied.request('http://localhost/api/Strassen?$top=1&$filter=' + encodeURIComponent("Name eq 'Hauptstraße'"));
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe(EXPECTED_CSP);
      const body = (await res.json()) as { d: { Name: string }[] };
      expect(body.d.map((r) => r.Name)).toEqual(['Hauptstraße']);
      const login = await proxied.request("http://localhost/api/PruefePasswort?id=2&hash='00'&benutzerkennung='eigentuemer'");
      expect(login.status).toBe(422);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    const down = createSite({ config: { ...config, apiUpstream: new URL('http://127.0.0.1:9/api') }, assets: new Map() });
    const res = await down.request('http://localhost/api/Strassen');
    expect(res.status).toBe(502);
  });

  it("passes the resident's address on, so the backend's limits count residents, not this server", async () => {
    const seeded = new Database(':memory:');
    prepareDatabase(seeded, model);
    // The authority's backend trusts this server (it connects from 127.0.0.1).
    const upstreamApp = createApp({ db: seeded, model, metadataXml: xml, config: { ...config, trustedProxies: ['127.0.0.1'] } });
    const server = serve({ fetch: upstreamApp.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const upstream = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api`);
      const proxied = createSite({ config: { ...config, apiUpstream: upstream }, assets: loadAssets(dist) });
      let n = 0;
      const ask = (from: string, headers: Record<string, string> = {}) =>
        proxied.request(`http://localhost/api/SendePasswortLink?kennung='niemand-${n++}'`, { method: 'POST', headers }, { incoming: { socket: { remoteAddress: from, remoteFamily: 'IPv4' } } });
      for (let i = 0; i < RESET_REQUEST_LIMIT.max; i++) expect((await ask('203.0.113.1')).status).toBe(200);
      expect((await ask('203.0.113.1')).status).toBe(429);
      // A made-up chain stays to the left of the address this server saw.
      expect((await ask('203.0.113.1', { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(429);
      expect((await ask('203.0.113.2')).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
