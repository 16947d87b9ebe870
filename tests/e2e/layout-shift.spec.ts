/**
 * An object page on a phone: it does not jump while its module's code arrives (the page's place is
 * held, so the footer with the links to the accessibility pages never shows at the bottom of the
 * first screen only to be pushed away by the content), and it fetches only the code it draws.
 */
import { expect, layoutShift, login, objectIdOf, recordLayoutShifts, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the dashboard loads on a phone without a layout shift', async ({ page }) => {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await recordLayoutShifts(page);
  // The dashboard's code arrives after the shell has been drawn, as on a slow line.
  await page.route('**/assets/DashboardPage-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/objects/${id}/dashboard`);
  await expect(page.locator('[data-module="dashboard"] #dashboard-open')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(await layoutShift(page)).toBeLessThan(0.05);
});

test('the dashboard fetches no code for dialogs it has not opened', async ({ page }) => {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  const fetched: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname;
    if (file.startsWith('/assets/')) fetched.push(file);
  });
  await page.goto(`/objects/${id}/dashboard`);
  await expect(page.locator('[data-module="dashboard"] #dashboard-open')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // The error message's view, the event dialogs and the contact prefill they draw come on demand.
  expect(fetched.filter((file) => /\/(ErrorSnackbarView|EventDialogs|resident-contact)-/.test(file))).toEqual([]);
});
