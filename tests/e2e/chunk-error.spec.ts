/** The portal's code failing to load twice shows an error page, never a blank one. */
import { expect, test } from './fixtures';

test('a chunk that fails again after the guarded reload shows the error page with a reload button', async ({ page }) => {
  let blocked = true;
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) => (blocked ? route.abort('failed') : route.continue()));
  await page.goto('/calendar');
  // First failure: one reload (the guard). Second failure within the minute: the error page.
  const reload = page.getByRole('button', { name: 'Neu laden' });
  await expect(reload).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fehler');
  await expect(page.getByText('Das Portal konnte nicht vollständig geladen werden.', { exact: false })).toBeVisible();
  blocked = false;
  await reload.click();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});
