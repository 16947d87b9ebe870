// The community (noPass) profile, built from schema/community-demo (E2E_PROFILES=1, see
// playwright.config.ts): residents identify with Kassenzeichen + Objektnummer instead of a password,
// get a special logout and no settings link.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, loginButton, OBJECT_PAGE, test } from './fixtures';

const KASSENZEICHEN = 'KZ-2026-0001';
const OBJEKTNUMMER = 'OBJ-1001';
const WRONG = 'Kassenzeichen oder Objektnummer ist falsch.';

const menu = (page: Page) => page.getByRole('navigation').first();
const sidebar = (page: Page) => page.getByRole('complementary');
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Anmelden' });

async function expectMenu(page: Page, visible: string[], hidden: string[]): Promise<void> {
  for (const label of visible) await expect(menu(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  for (const label of hidden) await expect(menu(page).getByRole('link', { name: label, exact: true })).toHaveCount(0);
}

async function communityLogin(page: Page, kassenzeichen = KASSENZEICHEN, objektNr = OBJEKTNUMMER): Promise<void> {
  const dialog = loginDialog(page);
  if (!(await dialog.isVisible().catch(() => false))) await loginButton(page).click();
  await dialog.getByLabel('Kassenzeichen').fill(kassenzeichen);
  await dialog.getByLabel('Objektnummer').fill(objektNr);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
}

test.describe('community profile (no password)', () => {
  test('outer login with Kassenzeichen and Objektnummer, then the private menu without settings', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Willkommen im Bürgerportal' }).first()).toBeVisible();
    // Public and private access: the public modules before login, nothing that needs an object.
    await expectMenu(page, ['Abfuhrkalender', 'Sperrmüll', 'Dokumente', 'Reklamationen', 'Anfragen', 'Behälter', 'Wissenswertes'], [
      'Übersicht', 'Finanzen', 'Forderungen',
    ]);
    await expectAccessible(page, 'community landing');

    await loginButton(page).click();
    const dialog = loginDialog(page);
    await expect(dialog.getByText('Ein Passwort brauchen Sie nicht.')).toBeVisible();
    await expect(dialog.getByLabel('Kassenzeichen')).toBeFocused();
    await expect(dialog.getByLabel('Objektnummer')).toBeVisible();
    await expect(dialog.locator('input[type="password"]')).toHaveCount(0);
    await expect(dialog.getByLabel('Benutzerkennung')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    await dialog.getByLabel('Kassenzeichen').fill(KASSENZEICHEN);
    await expect(dialog.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
    await expectAccessible(page, 'community login dialog');

    // A wrong Objektnummer: the error names the fields the resident filled in and clears on input.
    await communityLogin(page, KASSENZEICHEN, 'OBJ-9999');
    await expect(dialog.getByText(WRONG)).toBeVisible();
    await expectAccessible(page, 'community login error');
    await dialog.getByLabel('Objektnummer').fill('OBJ-100');
    await expect(dialog.getByText(WRONG)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();

    await communityLogin(page);
    await expect(page).toHaveURL(OBJECT_PAGE);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator('[data-module="dashboard"]')).toBeVisible();
    await expectMenu(page, ['Übersicht', 'Abfuhrkalender', 'Sperrmüll', 'Dokumente', 'Reklamationen', 'Anfragen', 'Finanzen', 'Forderungen'], [
      'Behälter', 'Wissenswertes', 'Registrieren',
    ]);
    // noPass: the special logout instead of the ordinary one, and no profile settings link.
    await expect(sidebar(page).getByRole('button', { name: 'Objekt abmelden' })).toBeVisible();
    await expect(sidebar(page).getByRole('button', { name: 'Abmelden', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Meine Daten ändern' })).toHaveCount(0);
    await expectAccessible(page, 'community object dashboard');

    // The menu leads to the object's pages.
    const id = OBJECT_PAGE.exec(new URL(page.url()).pathname)![1]!;
    await menu(page).getByRole('link', { name: 'Abfuhrkalender' }).click();
    await expect(page).toHaveURL(new RegExp(`/objects/${id}/calendar$`));
    await expect(page.locator(`[data-module="calendar"][data-object-id="${id}"]`)).toBeVisible();
    await expectAccessible(page, 'community object calendar');
  });

  test('the special logout ends the community session and offers the outer login again', async ({ page }) => {
    await page.goto('/');
    await communityLogin(page);
    await expect(page).toHaveURL(OBJECT_PAGE);
    await sidebar(page).getByRole('button', { name: 'Objekt abmelden' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('flag-expired')).toHaveCount(0);
    await expect(loginButton(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('portal.session'))).toBeNull();
    await expectMenu(page, ['Abfuhrkalender', 'Behälter'], ['Übersicht', 'Finanzen']);

    // Object pages need the outer login again, which then leads back.
    await page.goto('/objects');
    await expect(page).toHaveURL(/\/\?redirect=%2Fobjects$/);
    // ?redirect opens the outer login by itself (wait for it rather than racing its opening).
    await expect(loginDialog(page)).toBeVisible();
    await communityLogin(page);
    await expect(page).toHaveURL(/\/objects\/\d+\/dashboard$/);
  });
});
