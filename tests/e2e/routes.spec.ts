/**
 * Pages exist as the menu says, the server answers paths the route table
 * rules out with HTTP 404, and a logged-in resident on a general page sees the own state.
 */
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

test.describe('routes', () => {
  test('an unknown top-level path is HTTP 404 with the not-found page; a known one is 200', async ({ page }) => {
    const missing = await page.goto('/gibtsnicht');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toBeVisible();
    await expectAccessible(page, 'not found');
    const known = await page.goto('/calendar');
    expect(known?.status()).toBe(200);
  });

  test('a logged-in resident on /claims lands on the object page with greeting and history', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    await page.goto('/claims');
    await expect(page).toHaveURL(new RegExp(`/objects/${id}/claims$`));
    const sidebar = page.getByRole('complementary');
    await expect(sidebar.getByText(/^Guten Tag, .+/)).toBeVisible();
    await expect(sidebar.getByRole('list', { name: 'Verlauf' })).toBeVisible();
  });

  test('public information stays reachable by its address once logged in, though its menu entry is gone; the registration does not', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    await objectIdOf(page);
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Behälter' })).toHaveCount(0);
    await page.goto('/container');
    await expect(page.getByRole('region', { name: 'Behälter bestellen, tauschen oder abmelden' })).toBeVisible();
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toHaveCount(0);
    await page.goto('/register');
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toBeVisible();
  });
});
