/** The login dialog is persistent and says why it opened. */
import { expect, expectAccessible, test } from './fixtures';

test('after an expired session the dialog carries the notice and Escape does not close it', async ({ page }) => {
  await page.goto('/?expired');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'login dialog with notice');
  // A visitor may still browse without logging in: the close button stays.
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
});
