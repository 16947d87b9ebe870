/**
 * The account dialogs: master data and
 * password change against the real server. Tests run in order in one worker on one database, so
 * every demo login leaves this file with its demo password (`erstanmeldung` only loses its one-time
 * password-change request, which is what the feature is for).
 */
import type { Page } from '@playwright/test';
import { expectAccessible, expect, login, objectIdOf, PASSWORD, test } from './fixtures';

const SHOTS = 'test-results/screenshots';
const NEW_PASSWORD = 'Herbst2026x';

const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Meine Daten' });
const passwordDialog = (page: Page) => page.getByRole('dialog', { name: 'Passwort ändern' });
const sidebar = (page: Page) => page.getByRole('complementary');
// Required fields carry a " *" after the label text.
const field = (scope: ReturnType<Page['getByRole']>, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
// The optional foreign key under the label a resident understands (the metadata's sap:label).
const FOREIGN_KEY = 'Ihr Zeichen \\(optional\\)';

/** Logs in and moves to a quiet module page, so the tests are about the dialogs alone. */
async function loginQuiet(page: Page, identifier: string, password = PASSWORD): Promise<string> {
  await page.goto('/');
  await login(page, identifier, password);
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/documents`);
  return id;
}

async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Abmelden' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/$/);
}

async function changePassword(page: Page, current: string, next: string): Promise<void> {
  await sidebar(page).getByRole('link', { name: 'Passwort ändern' }).click();
  await expect(page).toHaveURL(/\?password$/);
  const dialog = passwordDialog(page);
  await field(dialog, 'Aktuelles Passwort').fill(current);
  await field(dialog, 'Neues Passwort').fill(next);
  await field(dialog, 'Neues Passwort wiederholen').fill(next);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
}

test.describe('master data dialog', () => {
  test('opens from the sidebar link, closes with Escape, saves a new e-mail that is there when reopened', async ({ page }) => {
    const id = await loginQuiet(page, 'eigentuemer');
    await sidebar(page).getByRole('link', { name: 'Meine Daten ändern' }).click();
    await expect(page).toHaveURL(new RegExp(`/objects/${id}/documents\\?settings$`));
    const dialog = settingsDialog(page);
    // Prefilled from the resident's own address, not left empty.
    await expect(field(dialog, 'E-Mail-Adresse')).toHaveValue('anna.becker@example.org');
    await expectAccessible(page, 'settings dialog');
    await page.screenshot({ path: `${SHOTS}/settings-desktop.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/\?settings/);

    await sidebar(page).getByRole('link', { name: 'Meine Daten ändern' }).click();
    await field(dialog, 'E-Mail-Adresse').fill('anna.neu@example.org');
    await field(dialog, FOREIGN_KEY).fill('K-4711');
    await field(dialog, 'Aktuelles Passwort').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Daten wurden gespeichert.' })).toBeVisible();
    await expect(page).not.toHaveURL(/\?settings/);

    await sidebar(page).getByRole('link', { name: 'Meine Daten ändern' }).click();
    await expect(field(dialog, 'E-Mail-Adresse')).toHaveValue('anna.neu@example.org');
    await expect(field(dialog, FOREIGN_KEY)).toHaveValue('K-4711');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The server kept it: a fresh page (no session address in memory) shows it as well.
    await page.reload();
    await sidebar(page).getByRole('link', { name: 'Meine Daten ändern' }).click();
    await expect(field(dialog, 'E-Mail-Adresse')).toHaveValue('anna.neu@example.org');
    // Back to the seed's address for the tests after this one.
    await field(dialog, 'E-Mail-Adresse').fill('anna.becker@example.org');
    await field(dialog, 'Aktuelles Passwort').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a wrong current password (422 code 12) is shown under that field', async ({ page }) => {
    await loginQuiet(page, 'eigentuemer');
    await sidebar(page).getByRole('link', { name: 'Meine Daten ändern' }).click();
    const dialog = settingsDialog(page);
    await field(dialog, FOREIGN_KEY).fill('K-4711');
    const current = field(dialog, 'Aktuelles Passwort');
    await current.fill('Falsch2026!');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(current).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt.');
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page, 'settings dialog with a field error');
    // Typing again clears the verdict.
    await current.press('End');
    await current.press('Backspace');
    await expect(current).not.toHaveAccessibleDescription(/nicht korrekt/);
  });

  test('any other failure shows the general message and keeps the input', async ({ page }) => {
    await loginQuiet(page, 'eigentuemer');
    await page.route('**/api/AktualisiereStammdaten**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'internal', message: { lang: 'de', value: 'kaputt' } } }) }),
    );
    await sidebar(page).getByRole('link', { name: 'Meine Daten ändern' }).click();
    const dialog = settingsDialog(page);
    await field(dialog, 'E-Mail-Adresse').fill('anna.zwischen@example.org');
    await field(dialog, FOREIGN_KEY).fill('K-0815');
    await field(dialog, 'Aktuelles Passwort').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Ihre Daten konnten nicht gespeichert werden. Bitte versuchen Sie es später erneut.');
    await expect(field(dialog, 'E-Mail-Adresse')).toHaveValue('anna.zwischen@example.org');
    await expect(field(dialog, FOREIGN_KEY)).toHaveValue('K-0815');
    await expect(field(dialog, 'Aktuelles Passwort')).toHaveValue(PASSWORD);
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    await expect(page).toHaveURL(/\?settings$/);
  });
});

test.describe('password change', () => {
  test('a new password equal to the old one (422 code 14) shows the identical message', async ({ page }) => {
    await loginQuiet(page, 'eigentuemer');
    await changePassword(page, PASSWORD, PASSWORD);
    const dialog = passwordDialog(page);
    await expect(field(dialog, 'Neues Passwort')).toHaveAccessibleDescription(/Das neue Passwort muss sich vom bisherigen unterscheiden\./);
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'password dialog with the identical message');
    await page.screenshot({ path: `${SHOTS}/password-desktop.png` });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/\?password/);
  });

  test('a requested change at first login: the dialog opens by itself, stays until saved, and the new password works', async ({ page }) => {
    await page.goto('/');
    await login(page, 'erstanmeldung');
    const id = await objectIdOf(page);
    const dialog = settingsDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Bitte vergeben Sie ein neues Passwort.')).toBeVisible();
    // Still there on another page of the object.
    await page.goto(`/objects/${id}/documents`);
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'required settings dialog');
    await page.screenshot({ path: `${SHOTS}/settings-required-desktop.png` });

    await page.keyboard.press('Escape');
    await page.mouse.click(8, 450);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toHaveCount(0);

    // The foreign key is optional: shown without the required mark, left empty, saving is allowed.
    await expect(dialog.getByLabel('Ihr Zeichen (optional)', { exact: true })).toHaveValue('');
    await expect(dialog.getByText('Fremdschlüssel')).toHaveCount(0);
    await field(dialog, 'E-Mail-Adresse').fill('juergen.schaefer@example.org');
    await field(dialog, 'Aktuelles Passwort').fill(PASSWORD);
    await field(dialog, 'Neues Passwort').fill(NEW_PASSWORD);
    await field(dialog, 'Neues Passwort wiederholen').fill(NEW_PASSWORD);
    await expect(dialog.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Daten wurden gespeichert.' })).toBeVisible();
    // The session took the new token: the object pages keep working.
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/objects/${id}/documents$`));
    await expect(dialog).toBeHidden();

    await logout(page);
    await login(page, 'erstanmeldung', NEW_PASSWORD);
    await objectIdOf(page);
    await expect(dialog).toBeHidden();
  });

  test('the password-change dialog from its link saves (and gives erstanmeldung its demo password back)', async ({ page }) => {
    await loginQuiet(page, 'erstanmeldung', NEW_PASSWORD);
    await sidebar(page).getByRole('link', { name: 'Passwort ändern' }).click();
    const dialog = passwordDialog(page);
    await expect(dialog).toBeVisible();
    // benutzerkennung is nullable in the reference metadata: no identifier field.
    await expect(dialog.getByLabel('Benutzerkennung')).toHaveCount(0);
    await expectAccessible(page, 'password dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await changePassword(page, NEW_PASSWORD, PASSWORD);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Ihr Passwort wurde geändert.' })).toBeVisible();
    await expect(page).not.toHaveURL(/\?password/);
    await logout(page);
    await login(page, 'erstanmeldung', PASSWORD);
    await objectIdOf(page);
  });
});

test.describe('phone width (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('both dialogs open from the menu drawer and fill the screen', async ({ page }) => {
    await loginQuiet(page, 'eigentuemer');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Meine Daten', exact: true }).click();
    const settings = settingsDialog(page);
    await expect(field(settings, 'E-Mail-Adresse')).toHaveValue('anna.becker@example.org');
    await page.screenshot({ path: `${SHOTS}/settings-phone.png` });
    await expectAccessible(page, 'settings dialog on a phone');
    await settings.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(settings).toBeHidden();

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Passwort ändern' }).click();
    const password = passwordDialog(page);
    await field(password, 'Neues Passwort').fill('kurz');
    await page.screenshot({ path: `${SHOTS}/password-phone.png` });
    await expectAccessible(page, 'password dialog on a phone');
  });
});
