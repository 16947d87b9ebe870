/**
 * One navigation at every width, the account and the object selector
 * reachable, and the history with its cancel and claim actions reachable where the sidebar does
 * not fit (a "Verlauf" page in the object's menu).
 */
import type { Page } from '@playwright/test';
import { expectAccessible, expect, login, objectIdOf, test } from './fixtures';

const SHOTS = 'test-results/screenshots';

/** Opens the history page and returns its list (the one in the main column). */
async function openHistoryPage(page: Page, via: 'drawer' | 'navigation'): Promise<void> {
  if (via === 'drawer') {
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog', { name: 'Menü' }).getByRole('link', { name: 'Verlauf' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Verlauf' }).click();
  }
  await expect(page).toHaveURL(/\/objects\/\d+\/history$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verlauf');
}

/** The history offers "Stornieren" and "Reklamation melden", and both open their dialogs. */
async function expectHistoryActions(page: Page): Promise<void> {
  const list = page.getByRole('main').getByRole('list', { name: 'Verlauf' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const cancel = list.getByRole('button', { name: 'Stornieren' }).first();
  await cancel.scrollIntoViewIfNeeded();
  await cancel.click();
  const dialog = page.getByRole('dialog', { name: 'Auftrag stornieren' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  const claim = list.getByRole('button', { name: 'Reklamation melden' }).first();
  await claim.scrollIntoViewIfNeeded();
  await claim.click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Reklamation' }).first()).toBeVisible();
}

test.describe('phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the history with cancel and claim is in the menu', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    // Item 17: the 200 px banner stays on the start page and the dashboard on phones.
    await page.goto(`/objects/${id}/dashboard`);
    await expect(page.getByRole('region', { name: 'Aktuelle Hinweise' })).toBeVisible();
    await openHistoryPage(page, 'drawer');
    await expect(page.getByRole('region', { name: 'Aktuelle Hinweise' })).toHaveCount(0);
    await expectAccessible(page, 'history page 390');
    await page.screenshot({ path: `${SHOTS}/history-390.png`, fullPage: true });
    await expectHistoryActions(page);
  });
});

test.describe('laptop (1000 px)', () => {
  test.use({ viewport: { width: 1000, height: 800 } });

  test('logged out: one navigation, no phone header, the login at hand', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });

  test('logged out on the start page: the banner starts at the top, under no empty bar', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Aktuelle Hinweise' });
    await expect(banner).toBeVisible();
    const layout = await page.evaluate(() => {
      const header = document.querySelector('header.shell-header');
      const shown = header !== null && getComputedStyle(header).display !== 'none';
      // Whatever of the bar a resident can see or use: buttons, links, images, fields.
      const content = shown
        ? [...header.querySelectorAll('button, a, img, svg, input, select')].filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
          }).length
        : 0;
      return { shown, content, headerBottom: shown ? header.getBoundingClientRect().bottom : 0 };
    });
    // A bar above the page must hold something; an empty one is only a white strip.
    if (layout.shown) expect(layout.content, 'controls in the visible top bar').toBeGreaterThan(0);
    const top = (await banner.boundingBox())!.y;
    // The page's own top margin (32 px) and no more: directly under the bar, or at the top.
    expect(top - layout.headerBottom).toBeLessThanOrEqual(36);
    await page.screenshot({ path: `${SHOTS}/start-1000.png` });
  });

  test('logged in: object selector and account in the top bar, the history in the navigation', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    await objectIdOf(page);
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByLabel('Objekt', { exact: false }).first()).toBeVisible();
    // Item 13: the selector names the town.
    await expect(page.getByRole('banner').getByRole('option', { name: /, Lindenau/ }).first()).toBeAttached();
    await page.screenshot({ path: `${SHOTS}/dashboard-1000.png`, fullPage: true });

    await page.getByRole('button', { name: 'Konto' }).click();
    const account = page.getByRole('dialog', { name: 'Konto' });
    await expect(account.getByText(/Hallo, /)).toBeVisible();
    await expect(account.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    // The navigation is the left column's, not repeated in the account drawer.
    await expect(account.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
    await expectAccessible(page, 'account drawer 1000');
    await account.getByRole('button', { name: 'Konto schließen' }).click();
    await expect(account).toBeHidden();

    await openHistoryPage(page, 'navigation');
    await expectAccessible(page, 'history page 1000');
    await page.screenshot({ path: `${SHOTS}/history-1000.png`, fullPage: true });
    await expectHistoryActions(page);
  });
});

test.describe('wide (1400 px)', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('the sidebar keeps the history; the history page does not repeat it there', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    await objectIdOf(page);
    await expect(page.getByRole('complementary').getByRole('list', { name: 'Verlauf' })).toBeVisible();
    await openHistoryPage(page, 'navigation');
    await expect(page.getByRole('list', { name: 'Verlauf' })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/history-1400.png`, fullPage: true });
    await expectHistoryActions(page);
  });

  test('an object page without events support or an unknown page under the object is a 404', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    await page.goto(`/objects/${id}/verlauf`);
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden')).toBeVisible();
  });
});
