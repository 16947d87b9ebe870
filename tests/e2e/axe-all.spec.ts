/**
 * axe (WCAG 2.1 A/AA) over every page of the reference authority, logged out and logged in, on a
 * phone (390 px) and a wide screen (1400 px), and over every dialog and wizard step a resident can
 * open. One page per route and width, one login per width. Besides axe: an icon inside a control
 * that has a text name must be hidden from screen readers (it would be read as an unnamed image).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';
import { duringMaintenance, objectRoutes, PUBLIC_ROUTES, type RouteCase } from './a11y-routes';

/** Icons (svg) inside buttons and links with a text of their own that are not hidden from screen readers. */
async function expectIconsHidden(page: Page, label: string): Promise<void> {
  const exposed = await page.evaluate(() =>
    [...document.querySelectorAll('button svg, a svg, [role="button"] svg')]
      .filter((svg) => svg.getClientRects().length > 0 && !svg.closest('[aria-hidden="true"]'))
      .filter((svg) => (svg.closest('button, a, [role="button"]')?.textContent ?? '').trim() !== '')
      .map((svg) => (svg.closest('button, a, [role="button"]')?.textContent ?? '').trim().slice(0, 40)),
  );
  expect.soft(exposed, `icons read out on ${label}`).toEqual([]);
}

async function check(page: Page, label: string): Promise<void> {
  await expectIconsHidden(page, label);
  await expectAccessible(page, label);
}

async function visit(page: Page, route: RouteCase, width: number): Promise<void> {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await check(page, `${route.path} at ${width} px`);
}

/** Opens a dialog with `button` (in the page's main part), checks it and closes it again. */
async function dialogOf(page: Page, open: Locator, name: string | RegExp, label: string, ready?: (dialog: Locator) => Promise<void>): Promise<void> {
  await open.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await ready?.(dialog);
  await check(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

for (const width of [390, 1400]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every public page, the maintenance page and the login dialog', async ({ page }) => {
      test.setTimeout(360_000);
      for (const route of PUBLIC_ROUTES) await visit(page, route, width);
      await duringMaintenance(async () => {
        await page.goto('/calendar');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wartungsarbeiten');
        await check(page, `maintenance at ${width} px`);
      });
      await page.goto('/');
      await page.getByRole('button', { name: 'Anmelden', exact: true }).filter({ visible: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Anmelden' });
      await dialog.getByLabel('Benutzerkennung').fill('eigentuemer');
      await dialog.locator('input[type="password"]').fill('falsch-1234');
      await dialog.getByRole('button', { name: 'Anmelden' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await check(page, `refused login at ${width} px`);
    });

    test('every page of a logged-in resident', async ({ page }) => {
      test.setTimeout(360_000);
      await page.goto('/');
      await login(page, 'eigentuemer');
      const id = await objectIdOf(page);
      for (const route of objectRoutes(id)) await visit(page, route, width);
    });

    test('every dialog and the booking wizard', async ({ page }) => {
      test.setTimeout(360_000);
      // A click waits for its control without limit otherwise: a missing one must fail, and say where.
      page.setDefaultTimeout(30_000);
      await page.goto('/');
      await login(page, 'eigentuemer');
      const id = await objectIdOf(page);
      const main = page.getByRole('main');

      await page.goto(`/objects/${id}/claims`);
      await dialogOf(page, main.getByRole('button', { name: 'Reklamation melden' }), 'Reklamation melden', `claim at ${width} px`, (d) => expect(d.getByRole('radio').first()).toBeVisible());
      await page.goto(`/objects/${id}/requests`);
      await dialogOf(page, main.getByRole('button', { name: 'Anfrage stellen' }), 'Anfrage stellen', `request at ${width} px`, (d) => expect(d.getByRole('radio').first()).toBeVisible());

      await page.goto(`/objects/${id}/dashboard?settings`);
      const settings = page.getByRole('dialog', { name: /Meine Daten/ });
      await expect(settings).toBeVisible();
      await check(page, `settings at ${width} px`);
      await page.goto(`/objects/${id}/dashboard?password`);
      const password = page.getByRole('dialog', { name: /Passwort/ });
      await expect(password).toBeVisible();
      await check(page, `password at ${width} px`);

      await page.goto(`/objects/${id}/dump`);
      const cancel = main.getByRole('button', { name: 'Stornieren' }).first();
      if (await cancel.isVisible().catch(() => false)) await dialogOf(page, cancel, 'Auftrag stornieren', `cancel at ${width} px`);

      await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
      const wizard = page.getByTestId('dump-wizard');
      const next = wizard.getByRole('button', { name: 'Weiter' });
      await check(page, `wizard type at ${width} px`);
      await page.getByRole('radio', { name: /Sperrmüllabholung/ }).check();
      await next.click();
      await page.getByLabel('Anzahl: Stuhl').fill('1');
      await check(page, `wizard items at ${width} px`);
      await next.click();
      await wizard.getByRole('radio', { disabled: false }).first().check();
      await check(page, `wizard date at ${width} px`);
      await next.click();
      await next.click();
      await expect(wizard.getByText('Bitte stimmen Sie der Einwilligungserklärung zu.')).toBeVisible();
      await check(page, `wizard contact with its problem at ${width} px`);
      await wizard.getByRole('checkbox').check();
      await next.click();
      await expect(wizard.getByRole('button', { name: 'Verbindlich anmelden' })).toBeVisible();
      await check(page, `wizard summary at ${width} px`);

      // Logged in, the calendar is the object's: its reminders need no address first.
      await page.goto(`/objects/${id}/calendar`);
      await dialogOf(page, page.getByRole('button', { name: 'Erinnerung einrichten' }), 'Erinnerungen an Abfuhrtermine', `reminders at ${width} px`);
    });
  });
}
