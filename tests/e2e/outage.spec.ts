/**
 * The backend goes away while a resident files a claim with an
 * upload. The failed send says so and keeps everything; a reload during the outage shows the
 * maintenance page instead of logging out; once the backend is back the resident is still logged
 * in and finds the claim's text again (the file is named to be picked again).
 */
import { expect, openObjectDialog, test } from './fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('an outage during a claim loses neither the session nor what was typed', async ({ page }) => {
  const dialog = await openObjectDialog(page, 'requests', 'Anfrage stellen');
  const objectPage = page.url();
  await dialog.getByRole('radio', { name: 'Allgemeine Anfrage' }).check();
  await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Während der Störung geschrieben');
  await dialog.locator('input[type="file"]').setInputFiles([{ name: 'beleg.png', mimeType: 'image/png', buffer: PNG }]);
  await expect(dialog.getByText('beleg.png')).toBeVisible();

  // The backend is gone: every API request fails at the network level.
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Absenden' }).click();
  await expect(page.getByText(/Ihr Anliegen konnte nicht übermittelt werden/)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('Während der Störung geschrieben');
  await expect(page).toHaveURL(objectPage);

  // A reload while it is still down: a calm maintenance page, not the login.
  await page.reload();
  await expect(page).toHaveURL(/[?&]maintenance/);
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toHaveCount(0);

  // Back again: still logged in, and the claim's text is waiting.
  await page.unroute('**/api/**');
  await page.goto(objectPage);
  await expect(page).toHaveURL(objectPage);
  await page.getByRole('main').getByRole('button', { name: 'Anfrage stellen' }).click();
  const again = page.getByRole('dialog', { name: 'Anfrage stellen' });
  await expect(again.getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('Während der Störung geschrieben');
  await expect(again.getByText(/bitte wählen Sie sie erneut aus: beleg\.png/)).toBeVisible();
});

test('a resident picks one of the object\'s own bins instead of typing its number', async ({ page }) => {
  const dialog = await openObjectDialog(page, 'claims', 'Reklamation melden');
  await dialog.getByRole('radio', { name: 'Behälter fehlt' }).check();
  await dialog.getByLabel('Einer Ihrer Behälter').click();
  const option = page.getByRole('option', { name: /DE-MIT-000005/ });
  await expect(option).toContainText(/ l · DE-MIT-000005$/);
  await option.click();
  await expect(dialog.getByRole('textbox', { name: /Behälternummer/ })).toHaveValue('DE-MIT-000005');
  await expect(dialog.getByText(/^Gefunden: /)).toBeVisible();
});
