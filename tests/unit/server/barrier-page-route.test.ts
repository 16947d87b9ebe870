/**
 * The page to report a barrier is there in every profile and whatever modules an authority enables
 * (public bodies must offer it), so the server's route table answers it with the shell and 200.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAssets, mayBePortalPage, staticFiles } from '../../../server/http/static';

const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
app.use('*', staticFiles(loadAssets(dist)));
app.all('*', (c) => c.text('weiter', 404));

describe('/barriere-melden in the route table of the server', () => {
  it.each(['/barriere-melden', '/barriere-melden/', '/barriere-melden?seite=%2Fcalendar'])('%s: 200 with the shell', async (path) => {
    const res = await app.request(`http://localhost${path}`, { headers: { Accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('has no sub-pages and is no object page', () => {
    expect(mayBePortalPage('/barriere-melden/1')).toBe(false);
    expect(mayBePortalPage('/objects/2/barriere-melden')).toBe(false);
  });
});
