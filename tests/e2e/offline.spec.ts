/**
 * Reading without a network: the calendar a resident last looked at, the "Nächste Abfuhr" card and
 * a wiki article stay readable after a reload while the browser is offline (the service worker
 * serves the portal's files, the kept copies the data), with a calm notice of the copy's date; back
 * online the notice goes. Logging out removes the copy that names the resident's address.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, login, objectIdOf, test } from './fixtures';

/** The service worker is active (its files are cached), so the next load without a network still gets the portal. */
async function workerInControl(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 60_000 }).toBe('activated');
}

async function reloadOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await page.reload();
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /^Offline – Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/ });

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('a visitor reads the street calendar offline, remembered in the address and on the device', async ({ page, context }) => {
  await page.goto('/calendar');
  await workerInControl(page);
  await page.getByRole('combobox', { name: 'Ort' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Straße' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('heading', { name: 'Nächste Abfuhr' })).toBeVisible();
  // The street is in the address (bookmarkable) ...
  await expect(page).toHaveURL(/\/calendar\?ort=[^&]+&strasse=\d+$/);
  const address = page.url();
  const street = await page.getByRole('combobox', { name: 'Straße' }).inputValue();
  const firstDay = await page.locator('[data-next]').first().textContent();

  await reloadOffline(page, context);
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Straße' })).toHaveValue(street);
  await expect(page.locator('[data-next]').first()).toHaveText(firstDay!);
  await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toHaveCount(0);

  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);

  // ... and remembered: /calendar without it opens the same street.
  await page.goto('/calendar');
  await expect(page).toHaveURL(address);
  await expect(page.getByRole('combobox', { name: 'Straße' })).toHaveValue(street);
});

test('a wiki article once opened is readable offline', async ({ page, context }) => {
  await page.goto('/wiki');
  await workerInControl(page);
  await page.getByRole('searchbox').fill('Batterie');
  await page.getByRole('link', { name: 'Batterien und Akkus' }).click();
  await expect(page.getByRole('heading', { name: 'Batterien und Akkus', level: 1 })).toBeVisible();
  await reloadOffline(page, context);
  await expect(page.getByRole('heading', { name: 'Batterien und Akkus', level: 1 })).toBeVisible();
  await expect(notice(page)).toBeVisible();
});

test("an owner's next collections are readable offline; logout removes the copy naming her address", async ({ page, context }) => {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/dashboard`);
  await workerInControl(page);
  const next = page.getByTestId('next-date');
  await expect(next.first()).toBeVisible();
  const dates = await next.allTextContents();

  await reloadOffline(page, context);
  await expect(notice(page)).toBeVisible();
  await expect(next).toHaveText(dates);
  await page.goto(`/objects/${id}/calendar`);
  await expect(page.getByRole('heading', { name: 'Nächste Abfuhr' })).toBeVisible();

  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0);
  const kept = () =>
    page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('portal.offlineCopy.')));
  expect(await kept()).not.toEqual([]);
  // Not "Angemeldet bleiben": the resident's copies live in the tab, none on disk.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portal.offlineCopy.')))).toEqual([]);
  await page.getByRole('button', { name: 'Abmelden' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(await kept()).toEqual([]);
});
