/**
 * Every page names itself in the tab and in its one h1, and a page reached inside the portal (a
 * menu link, the browser's back button) puts the focus on that h1, so a screen reader reads where
 * the resident now is: for each page of the menu, logged out and logged in, the not-found page and
 * the maintenance page.
 */
import type { Page } from '@playwright/test';
import { expect, login, objectIdOf, test } from './fixtures';
import { duringMaintenance, objectRoutes, PUBLIC_ROUTES, type RouteCase } from './a11y-routes';

const PORTAL = 'Bürgerportal';

async function expectNamed(page: Page, route: RouteCase): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(route.heading);
  await expect(heading).toHaveCount(1);
  await expect(page).toHaveTitle(`${route.heading} – ${PORTAL}`);
}

/** Follows the menu link to `route` and checks title, h1 and that the h1 has the focus. */
async function followMenu(page: Page, route: RouteCase): Promise<void> {
  await page.getByRole('navigation').first().locator(`a[href="${route.path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${route.path}$`));
  await expectNamed(page, route);
  await expect(page.getByRole('heading', { level: 1 }), `focus after the menu link to ${route.path}`).toBeFocused();
}

test('each public page: title, one h1, and the focus on it after a menu link', async ({ page }) => {
  test.slow();
  const [start, ...rest] = PUBLIC_ROUTES.filter((route) => route.heading !== 'Seite nicht gefunden');
  await page.goto(start!.path);
  await expectNamed(page, start!);
  for (const route of rest) await followMenu(page, route);
  // A page reached a second time takes the focus too.
  await followMenu(page, rest[0]!);
});

test('the not-found page: title, h1, and the focus on it when reached with the back button', async ({ page }) => {
  const missing = PUBLIC_ROUTES.find((route) => route.heading === 'Seite nicht gefunden')!;
  await page.goto(missing.path);
  await expectNamed(page, missing);
  await followMenu(page, { path: '/calendar', heading: 'Abfuhrkalender' });
  await page.goBack();
  await expectNamed(page, missing);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('the maintenance page: title and h1', async ({ page }) => {
  await duringMaintenance(async () => {
    await page.goto('/calendar');
    await expectNamed(page, { path: '/', heading: 'Wartungsarbeiten' });
  });
});

test('each page of a logged-in resident: title, one h1, and the focus on it after a menu link', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  const routes = objectRoutes(id);
  const inMenu = routes.filter((route) => route.path.startsWith('/objects/'));
  // The login lands on the first of them.
  await expectNamed(page, inMenu[0]!);
  for (const route of inMenu.slice(1)) await followMenu(page, route);
  await followMenu(page, inMenu[0]!);
  // Public information stays reachable by its address, without a menu entry.
  for (const route of routes.filter((r) => !r.path.startsWith('/objects/'))) {
    await page.goto(route.path);
    await expectNamed(page, route);
  }
});
