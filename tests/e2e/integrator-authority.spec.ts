/**
 * The integrator proof of issue 14 section 2, run in the E2E_INTEGRATOR=1 pass: the portal
 * regenerated from an authority variant of the reference metadata (string and decimal volumes, a
 * string key, a composite key, an aliased second schema, no StueckgutAuftraege), type-checked with
 * `tsc -p tsconfig.json` and built without an edit in src/ (authority-variant-build.ts), starts
 * on the variant's `$metadata` with the reference data (its own port and database next to the
 * claim variant's), with no bulky-waste module.
 *
 * Why the page, not the backend, gets the variant's `$metadata`: the reference backend seeds and
 * serves its own tables from the document it runs on (PORTAL_METADATA_FILE) and cannot start on a
 * document without StueckgutAuftraege (its seed writes bulky-waste orders). So it runs on the
 * reference document and the browser's `/api/$metadata` is answered with the variant: the portal
 * takes its capabilities from the variant (the same fingerprint as its build) and reads the
 * reference data through them.
 *
 * The pass's own server (the claim variant, `baseURL`) is the comparison: the same start page
 * there offers "Sperrmüll", so its absence here comes from the metadata.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { AUTHORITY_VARIANT_PORT, authorityVariantPaths, buildAuthorityVariant } from '../unit/integrator/authority-variant-build';
import { INTEGRATOR_PORT } from '../unit/integrator/claim-variant-build';
import { expect, login, OBJECT_PAGE, test } from './fixtures';

const claimPort = Number(process.env.E2E_INTEGRATOR_PORT ?? INTEGRATOR_PORT);
/** Next to the claim variant's server: 8704 by default, E2E_INTEGRATOR_PORT + 1 otherwise. */
const port = process.env.E2E_INTEGRATOR_PORT ? claimPort + 1 : AUTHORITY_VARIANT_PORT;
const paths = authorityVariantPaths(port);
const origin = `http://127.0.0.1:${port}`;

let server: ChildProcess | null = null;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (server?.exitCode !== null) throw new Error(`the variant's server ended with ${server?.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Regenerate, type-check and build (about 1-2 min on a shared machine), then serve.
  test.setTimeout(600_000);
  const seconds = buildAuthorityVariant(port);
  console.log(`authority variant built (s): ${JSON.stringify(seconds)}`);
  server = spawn('npm', ['start', '--', '--reset'], {
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DIST_DIR: paths.dist,
      PORTAL_DATA_DIR: paths.dataDir,
      PORTAL_MAINTENANCE_FILE: `${paths.dataDir}/maintenance`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await waitForServer(`${origin}/api/$metadata`, 120_000);
});

test.afterAll(() => {
  // The whole group: npm, tsx and the server it started (unless it ended by itself).
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

/** The authority's backend as the page sees it: the variant's `$metadata`, the reference data. */
async function openVariant(page: Page, path = '/'): Promise<void> {
  const variant = readFileSync(paths.metadata, 'utf8');
  await page.route('**/api/$metadata', (route) => route.fulfill({ status: 200, contentType: 'application/xml', body: variant }));
  await page.goto(`${origin}${path}`);
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test.describe('integrator proof: an authority with other Edm types, keys and schemas', () => {
  test('the harness: the served portal was built from the variant', async () => {
    const fingerprint = (JSON.parse(readFileSync(join(paths.work, 'generated', 'capabilities.json'), 'utf8')) as { $fingerprint: string }).$fingerprint;
    const bundle = readdirSync(join(paths.dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(paths.dist, 'assets', f), 'utf8')).join('\n');
    expect(bundle, 'the built portal carries the fingerprint of the variant it was generated from').toContain(fingerprint);
    const variant = readFileSync(paths.metadata, 'utf8');
    expect(variant).toContain('Alias="Stamm"');
    expect(variant).not.toContain('Name="StueckgutAuftraege"');
  });

  test('the start page renders, without the bulky-waste module the metadata lacks', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openVariant(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Abfuhrkalender' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sperrmüll' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a resident logs in and sees the object with its history, still without bulky waste', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openVariant(page);
    await login(page, 'eigentuemer');
    await expect(page).toHaveURL(OBJECT_PAGE);
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Verlauf' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reklamationen' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sperrmüll' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the same start page built from the claim variant offers it (the comparison)', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${claimPort}/`);
    await expect(mainNavigation(page).getByRole('link', { name: 'Sperrmüll' })).toBeVisible();
  });
});
