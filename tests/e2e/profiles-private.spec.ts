// The private profile, built from schema/private-demo (E2E_PROFILES=1, see playwright.config.ts):
// only private access, so the public-only modules never show, the personal ones only after login,
// and registering is offered before login.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation').first();

async function expectMenu(page: Page, visible: string[], hidden: string[]): Promise<void> {
  for (const label of visible) await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  for (const label of hidden) await expect(menu(page).getByRole('link', { name: label, exact: true })).toHaveCount(0);
}

const BEFORE_LOGIN = ['Abfuhrkalender', 'Sperrmüll', 'Dokumente', 'Reklamationen', 'Anfragen', 'Registrieren'];
const PRIVATE_ONLY = ['Übersicht', 'Finanzen', 'Forderungen'];
const PUBLIC_ONLY = ['Behälter', 'Wissenswertes'];

test.describe('private profile', () => {
  test('visitors log in first; the private-only modules appear after login, the public-only ones never', async ({ page }) => {
    await page.goto('/');
    await expectMenu(page, BEFORE_LOGIN, [...PRIVATE_ONLY, ...PUBLIC_ONLY]);
    await expectAccessible(page, 'private landing');

    // Personal pages send the visitor to the password login first, which opens by itself.
    await page.goto('/objects');
    await expect(page).toHaveURL(/\/\?redirect=%2Fobjects$/);
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Benutzerkennung')).toBeVisible();
    await expect(dialog.locator('input[type="password"]')).toHaveCount(1);
    await expect(dialog.getByLabel('Kassenzeichen')).toHaveCount(0);

    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectMenu(page, [...PRIVATE_ONLY, 'Abfuhrkalender', 'Sperrmüll', 'Dokumente', 'Reklamationen', 'Anfragen'], [
      ...PUBLIC_ONLY, 'Registrieren',
    ]);
    // A password profile keeps the ordinary logout and the settings link.
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Meine Daten ändern' })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('button', { name: 'Abmelden', exact: true })).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('button', { name: 'Objekt abmelden' })).toHaveCount(0);

    await menu(page).getByRole('link', { name: 'Finanzen' }).click();
    await expect(page).toHaveURL(new RegExp(`/objects/${id}/finances$`));
    await expect(page.locator(`[data-module="finances"][data-object-id="${id}"]`)).toBeVisible();
    await expectAccessible(page, 'private finances');

    await page.getByRole('complementary').getByRole('button', { name: 'Abmelden', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectMenu(page, BEFORE_LOGIN, [...PRIVATE_ONLY, ...PUBLIC_ONLY]);
  });
});

// The routes follow the menu; public-only pages do not open by URL either.
test.describe('private profile routes', () => {
  for (const path of ['/container', '/wiki']) {
    test(`${path} is not found, as its menu entry is absent`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Behälter', exact: true })).toHaveCount(0);
    });
  }
});
