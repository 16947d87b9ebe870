/**
 * One session for every tab of the browser. A new tab keeps the resident logged
 * in (an open tab hands the session over when it is not kept on disk); a restarted browser too
 * when the resident chose "Angemeldet bleiben" (a knowing choice); a logout in one tab ends the
 * session in all of them and leaves nothing of the resident behind.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, login, loginButton, objectIdOf, openObjectDialog, PASSWORD, test } from './fixtures';

/** A browser started again: the same localStorage, but the session cookies are gone. */
async function restarted(browser: Browser, context: BrowserContext): Promise<Page> {
  const state = await context.storageState();
  const kept = { ...state, cookies: state.cookies.filter((cookie) => cookie.expires !== -1) };
  const next = await browser.newContext({ storageState: kept });
  return next.newPage();
}

async function loginWith(page: Page, remember: boolean): Promise<string> {
  await page.goto('/');
  await loginButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('Benutzerkennung').fill('eigentuemer');
  await dialog.locator('input[type="password"]').fill(PASSWORD);
  if (remember) await dialog.getByRole('checkbox', { name: 'Angemeldet bleiben' }).check();
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  return objectIdOf(page);
}

const residentKeys = (store: 'local' | 'session') =>
  `Object.keys(${store}Storage).filter((k) => k.startsWith('portal.') || k === 'notificationConfigurations')`;

test.describe('session across tabs', () => {
  test('a new tab opens an object page without a new login', async ({ page, context }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);

    const second = await context.newPage();
    await second.goto(`/objects/${id}/claims`);
    await expect(second).toHaveURL(new RegExp(`/objects/${id}/claims$`));
    await expect(second.getByRole('dialog', { name: 'Anmelden' })).toHaveCount(0);
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a restarted browser keeps the session only when the resident chose to stay logged in', async ({ page, context, browser }) => {
    const id = await loginWith(page, false);
    // Without the choice nothing of the resident is written to disk: no token, no offline copy.
    await page.goto(`/objects/${id}/calendar`);
    await expect(page.getByRole('heading', { name: 'Nächste Abfuhr' })).toBeVisible();
    expect(await page.evaluate(residentKeys('local'))).toEqual([]);
    const after = await restarted(browser, context);
    await after.goto(`/objects/${id}/claims`);
    await expect(after).toHaveURL(/\/\?redirect=/);
    await after.context().close();

    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await context.clearCookies();
    await loginWith(page, true);
    const kept = await restarted(browser, context);
    await kept.goto(`/objects/${id}/claims`);
    await expect(kept).toHaveURL(new RegExp(`/objects/${id}/claims$`));
    await expect(kept.getByRole('dialog', { name: 'Anmelden' })).toHaveCount(0);
    await kept.context().close();
  });

  test('a logout in one tab ends the session in the other and leaves no trace', async ({ page, context }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    const second = await context.newPage();
    await second.goto(`/objects/${id}/calendar`);
    await expect(second).toHaveURL(new RegExp(`/objects/${id}/calendar$`));

    await page.getByRole('button', { name: 'Abmelden' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // The other tab follows without being touched, and says why.
    await expect(second).toHaveURL(/\/\?elsewhere$/);
    await expect(loginButton(second)).toBeVisible();
    for (const tab of [page, second]) {
      expect(await tab.evaluate(residentKeys('local'))).toEqual([]);
      expect(await tab.evaluate(residentKeys('session'))).toEqual([]);
    }
    await second.goto(`/objects/${id}/calendar`);
    await expect(second).toHaveURL(/\?redirect=/);
  });

  test('a half-filled dialog closed by a logout in another tab: the page says why, the draft is gone', async ({ page, context }) => {
    const dialog = await openObjectDialog(page, 'requests', 'Anfrage stellen');
    await dialog.getByRole('radio', { name: 'Allgemeine Anfrage' }).check();
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Halb ausgefüllt');
    const id = await objectIdOf(page);

    const second = await context.newPage();
    await second.goto(`/objects/${id}/calendar`);
    await second.getByRole('button', { name: 'Abmelden' }).filter({ visible: true }).first().click();
    await expect(second).toHaveURL(/\/$/);

    // The first tab reloads to the start page and tells the resident where the logout happened.
    await expect(page.getByRole('dialog', { name: 'Anfrage stellen' })).toHaveCount(0);
    await expect(page.getByText('Sie wurden in einem anderen Fenster abgemeldet.')).toBeVisible();
    await expect(loginButton(page)).toBeVisible();
    // The draft was the resident's: the logout removed it with the rest.
    expect(await page.evaluate(residentKeys('session'))).toEqual([]);
  });
});
