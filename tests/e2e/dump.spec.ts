/**
 * Bulky waste in a real browser: a free pick-up within
 * the quota shows in the module list and the history; exceeding the quota is said before
 * submitting; the new order is cancelled from the module page; booking with the keyboard only;
 * axe on every step; phone width; the public /dump page.
 * Seed: eigentuemer owns object 2; 'Sperrmüllabholung' has 6 m³ a year, of which the demo orders
 * take 3.9 (server/seed). Each test books little (Teppich 0.3, Stuhl 0.2, Tisch 0.5 m³), and the
 * demo data hold no Teppich or Tisch, so a booked item names its order.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

async function openDumpPage(page: Page): Promise<string> {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/dump`);
  await expect(page.getByTestId('dump-order').first()).toBeVisible();
  return id;
}

const wizard = (page: Page) => page.getByTestId('dump-wizard');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Weiter' }).click();
const atStep = (page: Page, n: number, name: string) => expect(page.getByRole('heading', { name: `Schritt ${n} von 5: ${name}` })).toBeVisible();

/** Books one piece of `item` of the free type by mouse, checking each step on the way. */
async function bookFree(page: Page, item: string, onStep?: (step: string) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
  await atStep(page, 1, 'Art der Abholung');
  await onStep?.('type');
  await page.getByRole('radio', { name: /Sperrmüllabholung/ }).check();
  await next(page);
  await atStep(page, 2, 'Gegenstände');
  await page.getByLabel(`Anzahl: ${item}`).fill('1');
  await onStep?.('items');
  await next(page);
  await atStep(page, 3, 'Termin');
  await wizard(page).getByRole('radio', { disabled: false }).first().check();
  await onStep?.('date');
  await next(page);
  await atStep(page, 4, 'Kontakt und Einwilligung');
  // The contact is prefilled from the owner.
  await expect(wizard(page).getByLabel(/E-Mail-Adresse/)).toHaveValue('anna.becker@example.org');
  await wizard(page).getByRole('checkbox').check();
  await onStep?.('contact');
  await next(page);
  await atStep(page, 5, 'Zusammenfassung');
  await expect(wizard(page).getByText(`1 × ${item}`)).toBeVisible();
  await onStep?.('summary');
  await wizard(page).getByRole('button', { name: 'Verbindlich anmelden' }).click();
  await expect(page.getByTestId('dump-confirmation')).toBeVisible();
}

test('a free pick-up within the quota is confirmed and shows in the list and the history at once', async ({ page }) => {
  const id = await openDumpPage(page);
  const before = await page.getByTestId('dump-quota').first().textContent();
  await bookFree(page, 'Teppich');
  const confirmation = page.getByTestId('dump-confirmation');
  // "Abholung am Dienstag, 1. Dezember": day and month name, what to do and from when.
  await expect(confirmation.getByText(/^Abholung am [A-Z][a-z]+, \d{1,2}\. [A-ZÄÖÜ][a-zäöü]+$/)).toBeVisible();
  await expect(confirmation.getByText('1 × Teppich')).toBeVisible();
  await expect(confirmation.getByText(/ab 6 Uhr/)).toBeVisible();
  await confirmation.getByRole('button', { name: 'Zur Übersicht' }).click();
  const order = page.getByTestId('dump-order').filter({ hasText: '1 × Teppich' });
  await expect(order).toHaveCount(1);
  await expect(order.getByText(/^Erfasst am/)).toBeVisible();
  // The quota went down by 0.3 m³.
  await expect(page.getByTestId('dump-quota').first()).not.toHaveText(before ?? '');
  await page.goto(`/objects/${id}/history`);
  await expect(page.getByRole('main').getByText('1 × Teppich')).toBeVisible();
});

test('exceeding the quota is said on the items step, before anything is submitted', async ({ page }) => {
  await openDumpPage(page);
  let submitted = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/LegeStueckgutAuftragAn') submitted = true;
  });
  await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
  await page.getByRole('radio', { name: /Sperrmüllabholung/ }).check();
  await next(page);
  await page.getByLabel('Anzahl: Sofa').fill('5');
  await expect(page.getByTestId('dump-quota-exceeded')).toContainText('Ihr Kontingent reicht dafür nicht');
  await expect(wizard(page).getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await page.getByLabel('Anzahl: Sofa').fill('0');
  await page.getByLabel('Anzahl: Stuhl').fill('1');
  await expect(page.getByTestId('dump-quota-exceeded')).toHaveCount(0);
  await expect(wizard(page).getByRole('button', { name: 'Weiter' })).toBeEnabled();
  expect(submitted).toBe(false);
});

test('the new order is cancelled from the module page', async ({ page }) => {
  await openDumpPage(page);
  await bookFree(page, 'Tisch');
  await page.getByRole('button', { name: 'Zur Übersicht' }).click();
  const order = page.getByTestId('dump-order').filter({ hasText: '1 × Tisch' });
  await order.getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /stornieren/i }).last().click();
  await expect(order.getByText('Storniert', { exact: true })).toBeVisible();
  await expect(order.getByRole('button', { name: 'Stornieren' })).toHaveCount(0);
});

test('a claim about an order is filed from the module page with the history’s dialog', async ({ page }) => {
  await openDumpPage(page);
  const done = page.getByTestId('dump-order').filter({ hasText: 'Abgeholt am' }).first();
  await done.getByRole('button', { name: 'Reklamation melden' }).click();
  const dialog = page.getByRole('dialog', { name: /Reklamation/ });
  await dialog.getByRole('radio', { name: 'Sperrmüll nicht abgeholt' }).check();
  await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Das Sofa steht noch da.');
  await dialog.getByRole('button', { name: /Absenden|Reklamation melden|Senden/ }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Ihre Reklamation ist unter der Nummer \d+ bei uns eingegangen\.$/)).toBeVisible();
});

test('booking with the keyboard only', async ({ page }) => {
  await openDumpPage(page);
  const book = page.getByRole('button', { name: 'Sperrmüll anmelden' });
  await book.focus();
  await page.keyboard.press('Enter');
  await atStep(page, 1, 'Art der Abholung');
  // The step heading has the focus; Tab reaches the first type, Space chooses it.
  await expect(page.getByRole('heading', { name: /Schritt 1 von 5/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: /Sperrmüllabholung/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await atStep(page, 2, 'Gegenstände');
  const chair = page.getByLabel('Anzahl: Stuhl');
  while (!(await chair.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowUp');
  await expect(chair).toHaveValue('1');
  await page.keyboard.press('Enter');
  await atStep(page, 3, 'Termin');
  // Tab skips a day that is booked out and lands on the first one that can be chosen.
  await page.keyboard.press('Tab');
  await expect(wizard(page).getByRole('radio', { disabled: false }).first()).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await atStep(page, 4, 'Kontakt und Einwilligung');
  const consent = wizard(page).getByRole('checkbox');
  while (!(await consent.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  await page.keyboard.press('Enter');
  await atStep(page, 5, 'Zusammenfassung');
  const submit = wizard(page).getByRole('button', { name: 'Verbindlich anmelden' });
  while (!(await submit.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('dump-confirmation')).toBeVisible();
});

test('every step of the booking and the module page are accessible (axe)', async ({ page }) => {
  // Seven axe runs, each after the network settled.
  test.setTimeout(180_000);
  await openDumpPage(page);
  await expectAccessible(page, 'bulky-waste page');
  await bookFree(page, 'Stuhl', (step) => expectAccessible(page, `booking step ${step}`));
  await expectAccessible(page, 'booking confirmation');
});

test('the public page tells the types, rules and how to book, without login', async ({ page }) => {
  await page.goto('/dump');
  await expect(page.getByTestId('dump-type')).toHaveCount(4);
  await expect(page.getByTestId('dump-type').filter({ hasText: 'Express-Abholung' })).toContainText('49,00 € pauschal');
  await expect(page.getByRole('heading', { name: 'Was ist Sperrmüll?' })).toBeVisible();
  await expectAccessible(page, 'public bulky-waste page');
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the booking fits a phone', async ({ page }) => {
    await openDumpPage(page);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits()).toBe(true);
    await bookFree(page, 'Stuhl', async (step) => {
      expect(await fits()).toBe(true);
      if (step !== 'items' && step !== 'summary') return;
      // Abbrechen and Zurück share one row; the main action spans the row below, never alone half-wrapped.
      const box = async (name: string | RegExp) => (await wizard(page).getByRole('button', { name, exact: true }).boundingBox())!;
      const actions = (await page.getByTestId('dump-wizard-actions').boundingBox())!;
      const [close, back, main] = [await box('Abbrechen'), await box('Zurück'), await box(step === 'items' ? 'Weiter' : 'Verbindlich anmelden')];
      expect(Math.abs(close.y - back.y)).toBeLessThan(1);
      expect(main.y).toBeGreaterThan(close.y + close.height);
      expect(Math.abs(main.width - actions.width)).toBeLessThan(1);
      expect(Math.abs(close.width - back.width)).toBeLessThan(1);
    });
  });
});
