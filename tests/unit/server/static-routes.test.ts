/** Page paths the route table rules out are answered with HTTP 404 (and the shell). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAssets, mayBePortalPage, staticFiles } from '../../../server/http/static';
import { GENERAL_MODULES, MODULE_NAMES, OBJECT_MODULES } from '../../../src/modules/registry';
import { ACCESSIBILITY_PAGES } from '../../../src/ui/site-pages';

const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
app.use('*', staticFiles(loadAssets(dist)));
app.all('*', (c) => c.text('weiter', 404));
const page = (path: string) => Promise.resolve(app.request(`http://localhost${path}`, { headers: { Accept: 'text/html' } }));

describe('route table of the server', () => {
  it.each(['/', '/?expired', '/calendar', '/wiki/', '/objects', '/objects/2', '/objects/2/claims', '/objects/2/history', '/objects/x/dashboard'])(
    '%s may be a portal page: 200 with the shell',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  it.each(['/gibtsnicht', '/calendar/extra', '/objects/2/unbekannt', '/objects/2/claims/9', '/impressum.php'])(
    '%s cannot exist: 404 with the shell, whose router shows the not-found page',
    async (path) => {
      const res = await page(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    },
  );

  // Every portal has them, whatever its modules: a direct load (a bookmark, a link in a letter) must not answer 404.
  // The footer's list is the one the portal links on every page: each of its pages must answer here.
  it.each(ACCESSIBILITY_PAGES.map((p) => p.path))('%s, an accessibility page, answers 200 with the shell', async (path) => {
    const res = await page(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
    expect(mayBePortalPage(`${path}/extra`)).toBe(false);
    expect(mayBePortalPage(`/objects/2${path}`)).toBe(false);
  });

  it('answers the barrier report with the page it is about in its address', async () => {
    const res = await page('/barriere-melden?seite=%2Fcalendar');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('decides on the path only', () => {
    expect(mayBePortalPage('/dump')).toBe(true);
    expect(mayBePortalPage('/objects//claims')).toBe(false);
    expect(mayBePortalPage('/admin')).toBe(false);
  });

  it("follows the portal's module registry: every module's pages may exist, a module's name on the wrong route not", () => {
    for (const module of GENERAL_MODULES) expect(mayBePortalPage(`/${module}`)).toBe(true);
    for (const module of OBJECT_MODULES) expect(mayBePortalPage(`/objects/2/${module}`)).toBe(true);
    for (const module of MODULE_NAMES.filter((m) => !(GENERAL_MODULES as readonly string[]).includes(m))) expect(mayBePortalPage(`/${module}`)).toBe(false);
    for (const module of MODULE_NAMES.filter((m) => !(OBJECT_MODULES as readonly string[]).includes(m))) expect(mayBePortalPage(`/objects/2/${module}`)).toBe(false);
  });
});
