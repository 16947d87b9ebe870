/** Maintenance is its own calm page; an unknown object keeps the shell. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';
import { workerDataDir } from './worker-server';

const MAINTENANCE_FILE = process.env.E2E_MAINTENANCE_FILE ?? `${workerDataDir}/maintenance`;

test('maintenance: its own heading, no login, no personal area', async ({ page }) => {
  mkdirSync(dirname(MAINTENANCE_FILE), { recursive: true });
  writeFileSync(MAINTENANCE_FILE, 'on');
  try {
    await page.goto('/calendar');
    await expect(page).toHaveURL(/\/\?maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wartungsarbeiten');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expectAccessible(page, 'maintenance page');
  } finally {
    rmSync(MAINTENANCE_FILE, { force: true });
  }
});

for (const width of [1000, 1400]) {
  test(`an unknown object at ${width} px: no module heading, navigation and account stay`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await login(page, 'eigentuemer');
    await objectIdOf(page);
    await page.goto('/objects/99999/dashboard');
    await expect(page.getByText('Das Objekt mit der Nummer 99999 wurde nicht gefunden.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nicht verfügbar');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    if (width >= 1200) await expect(page.getByRole('complementary').getByRole('button', { name: 'Abmelden' })).toBeVisible();
    else await expect(page.getByRole('button', { name: 'Konto' })).toBeVisible();
    await expectAccessible(page, `unknown object ${width}`);
  });
}

// The start page says things once, also where the sidebar shows next to it.
for (const width of [390, 1000, 1400]) {
  test(`the start page at ${width} px has its title, topics and login once`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const welcome = page.getByRole('heading', { name: 'Willkommen im Bürgerportal' });
    await expect(welcome.first()).toBeVisible();
    await expect(welcome).toHaveCount(1);
    const topics = page.getByRole('heading', { level: 3 });
    const names = (await topics.filter({ visible: true }).allTextContents()).filter((name) => name !== 'Anmelden');
    expect(new Set(names).size).toBe(names.length);
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true }).filter({ visible: true })).toHaveCount(1);
  });
}
