import { expect, expectAccessible, layoutShift, loginButton, recordLayoutShifts, test } from './fixtures';

/**
 * A visitor's start page is drawn by its own small part of the code (src/app/visitor:
 * the shell and landing the portal draws, with the live banner); the portal itself (router, query
 * cache, session, the generated API) loads on the first sign of use, and a tap made meanwhile
 * lands where it was aimed.
 */
const portalScript = /\/assets\/main-[^/]*\.js$/;

/** Resolves when React owns #root and the network has settled. */
async function drawn(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
  await page.waitForLoadState('networkidle');
}

type Marked = HTMLElement & { __visitor?: boolean };

/** Marks the tree in #root now (the visitor's), to tell when the portal's tree has replaced it. */
async function markVisitorTree(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    (document.getElementById('root')!.firstElementChild as Marked).__visitor = true;
  });
}

/** Resolves once the marked tree has been replaced (the portal has taken the page over). */
async function portalTookOver(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => !(document.getElementById('root')!.firstElementChild as Marked).__visitor, undefined, { timeout: 20_000 });
}

test.describe("a visitor's start page", () => {
  test('is drawn with the live banner but without the portal, which loads on the first tap', async ({ page }) => {
    const scripts: string[] = [];
    const api: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script') scripts.push(url.pathname);
      if (url.pathname.startsWith('/api/')) api.push(url.pathname);
    });
    await page.goto('/');
    await drawn(page);
    expect(scripts.filter((path) => portalScript.test(path)), 'the portal is not loaded before the page is used').toEqual([]);
    // The banner is live (the prerender left its space reserved); no $metadata for a page that only reads.
    expect(api.some((path) => path.startsWith('/api/AktuelleBannerLinks'))).toBe(true);
    expect(api).not.toContain('/api/$metadata');
    await expect(page.getByRole('heading', { name: 'Willkommen im Bürgerportal' }).first()).toBeVisible();
    await expectAccessible(page, "visitor's start page");

    await loginButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible({ timeout: 20_000 });
    expect(scripts.some((path) => portalScript.test(path)), 'the tap loaded the portal').toBe(true);
  });

  test('draws the same page as the portal: same controls, same texts, nothing moves', async ({ page }) => {
    // The banner stays pending in both, as in the prerender: what remains must be the same page.
    await page.route('**/api/AktuelleBannerLinks**', () => undefined);
    await recordLayoutShifts(page);
    const controls = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root a[href], #root button')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => `${element.tagName} ${element.getAttribute('href') ?? ''} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim()}`),
      );
    await page.goto('/');
    // Drawn by the visitor's page (the banner stays pending: no network quiet to wait for).
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await markVisitorTree(page);
    const visitor = { controls: await controls(), text: await page.locator('#root').innerText() };
    // A key press is a sign of use: the portal loads and takes the page over (the visitor's nodes go).
    await page.keyboard.press('Shift');
    await portalTookOver(page);
    await page.waitForTimeout(500); // the portal's live $metadata arrives and updates the menu, if it differs
    expect(await controls()).toEqual(visitor.controls);
    expect(await page.locator('#root').innerText()).toBe(visitor.text);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('a link tapped on it is followed by the portal, at phone width the menu opens', async ({ page }) => {
    await page.goto('/');
    await drawn(page);
    await page.getByRole('link', { name: /Jetzt registrieren/ }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { name: 'Zugang einrichten' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await drawn(page);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Abfuhrkalender' })).toBeVisible();
  });

  test('keyboard: Tab into the page loads the portal, the focus stays where it was, Enter on a topic opens it', async ({ page }) => {
    await page.goto('/');
    await drawn(page);
    await markVisitorTree(page);
    const loaded = page.waitForRequest((request) => portalScript.test(new URL(request.url()).pathname));
    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skipLink).toBeFocused();
    await loaded;
    // The portal's tree replaces the visitor's: the focused control is focused again in it.
    await portalTookOver(page);
    await expect(skipLink).toBeFocused();
    const calendar = page.getByRole('link', { name: /Abfuhrkalender/ }).filter({ visible: true }).first();
    await calendar.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('a logged-in resident and a device with reminders get the portal at once', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('notificationConfigurations', '[]'));
    const portal = page.waitForRequest((request) => portalScript.test(new URL(request.url()).pathname));
    await page.goto('/');
    await portal;
  });
});
