import { writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { expectAccessible, expect, login, loginButton, objectIdOf, test } from './fixtures';
import { workerDataDir } from './worker-server';

// The file playwright.config.ts hands to the server (PORTAL_MAINTENANCE_FILE).
const MAINTENANCE_FILE = process.env.E2E_MAINTENANCE_FILE ?? `${workerDataDir}/maintenance`;

test.describe('session', () => {
  test('logout leaves no user data in storage and closes the object pages', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    // Not "Angemeldet bleiben": the session lives in the tab, nothing of it on disk.
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toContain('"addressId"');
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();

    await page.getByRole('button', { name: 'Abmelden' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(loginButton(page)).toBeVisible();
    const traces = await page.evaluate(async () => {
      const keys = (store: Storage) => Array.from({ length: store.length }, (_, i) => store.key(i));
      const cached: string[] = [];
      if ('caches' in window) {
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) if (request.url.includes('/api/')) cached.push(request.url);
        }
      }
      return { session: keys(sessionStorage), local: keys(localStorage), cached };
    });
    expect(traces.session.filter((k) => k?.startsWith('portal.') || k === 'notificationConfigurations')).toEqual([]);
    expect(traces.local.filter((k) => k?.startsWith('portal.') || k === 'notificationConfigurations')).toEqual([]);
    expect(traces.cached).toEqual([]);

    await page.goto(`/objects/${id}/dashboard`);
    await expect(page).toHaveURL(/\?redirect=/);
  });

  test('a token the server no longer knows ends the session at /?expired', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    await page.evaluate(() => {
      const value = JSON.parse(sessionStorage.getItem('portal.session')!);
      sessionStorage.setItem('portal.session', JSON.stringify({ ...value, hash: 'manipuliert' }));
    });
    await page.goto(`/objects/${id}/calendar`);
    await expect(page).toHaveURL(/\/\?expired$/);
    await expect(page.getByTestId('flag-expired')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session') ?? localStorage.getItem('portal.session'))).toBeNull();
    await expectAccessible(page, 'expired');
  });

  test('a session that expires while in use ends at /?expired (local expiry check)', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await login(page, 'eigentuemer');
    await objectIdOf(page);
    // Jump past the token's validUntil without firing a day's worth of timers at once.
    await page.clock.setFixedTime(new Date(Date.now() + 25 * 3_600_000));
    // Either a background request notices the expiry first, or the next navigation does (guard).
    await page.waitForTimeout(1000);
    if (!/\?expired$/.test(page.url())) {
      await page.getByRole('navigation').first().getByRole('link', { name: 'Abfuhrkalender' }).click();
    }
    await expect(page).toHaveURL(/\/\?expired$/);
  });

  test('maintenance switches the portal to /?maintenance', async ({ page }) => {
    mkdirSync(dirname(MAINTENANCE_FILE), { recursive: true });
    writeFileSync(MAINTENANCE_FILE, 'on');
    try {
      await page.goto('/calendar');
      await expect(page).toHaveURL(/\/\?maintenance$/);
      await expect(page.getByTestId('maintenance-page')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Wartungsarbeiten' })).toBeVisible();
      await expectAccessible(page, 'maintenance');
    } finally {
      rmSync(MAINTENANCE_FILE, { force: true });
    }
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('maintenance-page')).toBeHidden();
  });
});

// The profile settings test moved to settings.spec.ts with the rest of the account dialogs.
