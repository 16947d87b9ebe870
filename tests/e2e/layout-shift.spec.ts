/**
 * An object page on a phone does not jump while its module's code arrives: the page's place is
 * held, so the footer (the links to the accessibility pages) never shows at the bottom of the first
 * screen only to be pushed away by the content.
 */
import { expect, login, objectIdOf, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the dashboard loads on a phone without a layout shift', async ({ page }) => {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The dashboard's code arrives after the shell has been drawn, as on a slow line.
  await page.route('**/assets/DashboardPage-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/objects/${id}/dashboard`);
  await expect(page.locator('[data-module="dashboard"] #dashboard-open')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.05);
});
