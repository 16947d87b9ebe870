/**
 * Where the keyboard focus goes around the login dialog and the phone menu: a keyboard or screen
 * reader user must never be dropped onto the page's body behind a dialog, nor lose the place
 * they came from when it closes.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, login, objectIdOf, PASSWORD, test } from './fixtures';

/** What has the focus: its tag, text or label, and whether it is inside an open dialog. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName ?? null,
      name: (active?.getAttribute('aria-label') ?? active?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      inDialog: Boolean(active?.closest('[role="dialog"]')),
    };
  });

/** Tabs from wherever the focus is to the visible control named `name` (the way a keyboard user gets there). */
async function tabTo(page: Page, name: string, max = 40): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press('Tab');
    const now = await page.evaluate(() => {
      const active = document.activeElement;
      return active && active.getClientRects().length > 0 ? (active.getAttribute('aria-label') ?? active.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
    });
    if (now === name) return;
  }
  throw new Error(`"${name}" not reached with Tab`);
}

/** Tab `times` times and check after each step that the focus is still inside the dialog. */
async function expectTrapped(page: Page, times: number): Promise<void> {
  for (let step = 0; step < times; step += 1) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog, `focus after Tab ${step + 1}`).toBe(true);
  }
}

const loginDialog = (page: Page): Locator => page.getByRole('dialog', { name: 'Anmelden' });

test.describe('keyboard focus around the login dialog', () => {
  test('a refused login keeps the focus in the dialog on the first invalid field, and Tab stays inside', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await tabTo(page, 'Anmelden');
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Benutzerkennung').fill('eigentuemer');
    await dialog.locator('input[type="password"]').fill('falsch-1234');
    await dialog.getByRole('button', { name: 'Anmelden' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Benutzerkennung oder Passwort ist falsch.');
    const identifier = dialog.getByLabel('Benutzerkennung');
    await expect(identifier).toBeFocused();
    await expect(identifier).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator('input[type="password"]')).toHaveAttribute('aria-invalid', 'true');
    await expectTrapped(page, 10);
  });

  test('closed again, the dialog opened by keyboard on the prerendered start page gives the focus back to its button', async ({ page }) => {
    await page.goto('/');
    // Straight away, on the page as the server drew it: the portal takes it over meanwhile.
    await tabTo(page, 'Anmelden');
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await tabTo(page, 'Schließen');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => focused(page)).toEqual({ tag: 'BUTTON', name: 'Anmelden', inDialog: false });
    // And a second time, now that the dialog's code is there.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, 'Schließen');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => focused(page)).toEqual({ tag: 'BUTTON', name: 'Anmelden', inDialog: false });
  });

  test('after a successful login the focus is on the new page heading', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, 'Anmelden');
    await page.keyboard.press('Enter');
    const dialog = loginDialog(page);
    await dialog.getByLabel('Benutzerkennung').fill('eigentuemer');
    await dialog.locator('input[type="password"]').fill(PASSWORD);
    // With its button: disabled while the login runs, it drops the focus to the page's body.
    await tabTo(page, 'Anmelden');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/objects\/\d+\/dashboard$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
  });
});

test.describe('keyboard focus around the phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the first Escape in the menu gives the focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await tabTo(page, 'Menü öffnen');
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menü' });
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect.poll(() => focused(page)).toEqual({ tag: 'BUTTON', name: 'Menü öffnen', inDialog: false });
  });
});

test.describe("keyboard focus around the portal's dialogs", () => {
  // Each of them is fetched when it first opens, so it mounts already open: Mantine's own focus
  // return never learnt the opener, and Escape left a keyboard user on the page's body.
  const dialogs = [
    { module: 'claims', button: 'Reklamation melden', dialog: 'Reklamation melden' },
    { module: 'requests', button: 'Anfrage stellen', dialog: 'Anfrage stellen' },
    { module: 'calendar', button: 'Kalender abonnieren', dialog: 'Abfuhrkalender abonnieren' },
    { module: 'calendar', button: 'Erinnerung einrichten', dialog: 'Erinnerungen an Abfuhrtermine' },
    { module: 'demands', button: /Lastschriftmandat erteilen|Bankverbindung ändern/, dialog: 'SEPA-Lastschriftmandat' },
    { module: 'dump', button: 'Stornieren', dialog: 'Auftrag stornieren' },
  ];

  test('Escape gives the focus back to the button that opened the dialog, the first time and the next', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    for (const { module, button, dialog: name } of dialogs) {
      await page.goto(`/objects/${id}/${module}`);
      const opener = page.getByRole('main').getByRole('button', { name: button }).first();
      for (const time of ['first', 'second']) {
        await opener.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name });
        await expect(dialog, `${name}, ${time} opening`).toBeVisible();
        await expect.poll(() => focused(page).then((f) => f.inDialog), { message: `${name}: the focus moves into the dialog` }).toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(opener, `${name}, ${time} closing`).toBeFocused();
      }
    }
  });
});
