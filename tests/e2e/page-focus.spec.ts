import { expect, login, test } from './fixtures';

/**
 * A menu click swaps the page but not the focus: a screen reader user stays on the link and hears
 * nothing. The new page's heading takes the focus and the tab names the page.
 */
test.describe('page change: focus and title', () => {
  test('a menu click moves the focus to the new page heading and names the tab', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Abfuhrkalender' }).click();
    await expect(page.locator('[data-module="calendar"]')).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Abfuhrkalender');
    await expect(heading).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await expect(page).toHaveTitle(/^Abfuhrkalender – /);
  });

  test('the 404 page says what happened in its h1 and in the title', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    await expect(page).toHaveTitle(/^Seite nicht gefunden – /);
  });
});
