/**
 * The integrator proof for another authority's Edm types, keys and schemas, run in the E2E_INTEGRATOR=1 pass: the portal
 * regenerated from an authority variant of the reference metadata (string and decimal volumes, a
 * string key, a composite key, an aliased second schema, no StueckgutAuftraege, OrteMitOrtsteilen
 * keyed by OrteId alone in an entity type of another name), type-checked with
 * `tsc -p tsconfig.json` and built without an edit in src/ (authority-variant-build.ts), starts
 * on the variant's `$metadata` with the reference data (its own port and database next to the
 * claim variant's), with no bulky-waste module.
 *
 * The server and why the page gets the variant's `$metadata`: authority-variant-server.ts.
 *
 * The pass's own server (the claim variant, `baseURL`) is the comparison: the same start page
 * there offers "Sperrmüll", so its absence here comes from the metadata.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { claimPort, openVariant, paths, serveAuthorityVariant } from './authority-variant-server';
import { expect, login, OBJECT_PAGE, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

serveAuthorityVariant();

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

  test('the calendar offers the towns of OrteMitOrtsteilen keyed by OrteId alone, each district once', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openVariant(page, '/calendar');
    const town = page.getByRole('combobox', { name: 'Ort', exact: true });
    // Enabled once the towns have arrived.
    await expect(town).toBeEnabled();
    await town.click();
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    const labels = await options.allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    expect(new Set(labels).size, 'every town and district once').toBe(labels.length);
    expect(errors).toEqual([]);
  });

  test('the same start page built from the claim variant offers it (the comparison)', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${claimPort}/`);
    await expect(mainNavigation(page).getByRole('link', { name: 'Sperrmüll' })).toBeVisible();
  });
});
