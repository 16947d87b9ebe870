/**
 * A paid bulky-waste pick-up end to end: booked in the wizard, the browser
 * leaves for the reference backend's test provider page, pays (or cancels, or fails) and comes back
 * to the object's bulky-waste page, which checks the signed return with the backend. Seed:
 * eigentuemer owns object 2; 'Express-Abholung' costs 49,00 € flat, 2 places a day for two weeks.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

const wizard = (page: Page) => page.getByTestId('dump-wizard');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Weiter' }).click();
const outcome = (page: Page) => page.getByTestId('payment-outcome');
const providerNote = (page: Page) => page.getByText('Testzahlung – kein echtes Geld.');

async function openDumpPage(page: Page): Promise<number> {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = Number(await objectIdOf(page));
  await page.goto(`/objects/${id}/dump`);
  await expect(page.getByTestId('dump-order').first()).toBeVisible();
  return id;
}

/**
 * Books an Express pick-up of `count` mixed items and waits for the provider page; answers the order
 * id. Each test books another count: the same content within ten minutes is one submission to the
 * backend (double-submit protection) and would answer the first test's order.
 */
async function bookPaid(page: Page, count: number): Promise<number> {
  await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
  await page.getByRole('radio', { name: /Express-Abholung/ }).check();
  await next(page);
  await page.getByLabel('Anzahl: Sperrmüll gemischt').fill(String(count));
  await next(page);
  await wizard(page).getByRole('radio', { disabled: false }).first().check();
  await next(page);
  await wizard(page).getByRole('checkbox').check();
  await next(page);
  await expect(wizard(page).getByText('Voraussichtlicher Betrag: 49,00 €')).toBeVisible();
  await wizard(page).getByRole('button', { name: 'Anmelden und bezahlen' }).click();
  await expect(providerNote(page)).toBeVisible();
  await expect(page.getByText('49,00 €')).toBeVisible();
  const description = await page.locator('dd').first().textContent();
  return Number(/\(Auftrag (\d+)\)/.exec(description ?? '')![1]);
}

const orderCard = (page: Page, orderId: number) => page.locator(`[data-testid="dump-order"][data-order-id="${orderId}"]`);

test('a paid pick-up: reload on the provider page, pay, back on the module page it is paid', async ({ page }) => {
  const objectId = await openDumpPage(page);
  const orderId = await bookPaid(page, 1);
  await expectAccessible(page, 'test provider page');
  // Reloading the provider's page during payment loses nothing.
  await page.reload();
  await expect(providerNote(page)).toBeVisible();
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/objects/${objectId}/dump$`));
  await expect(outcome(page)).toHaveAttribute('data-status', 'paid');
  await expect(outcome(page)).toContainText('Zahlung erfolgreich');
  await expect(outcome(page)).toContainText(/Express-Abholung, .+ ist bezahlt \(49,00\s€\)/);
  await expect(orderCard(page, orderId)).toContainText('Bezahlt');
  await expectAccessible(page, 'dump payment paid');
  // Paid needs nothing more: a reload shows the order paid and no outcome to act on.
  await page.reload();
  await expect(orderCard(page, orderId)).toContainText('Bezahlt');
  await expect(outcome(page)).toHaveCount(0);
});

test('cancelled on the provider page: the outcome survives a reload; closed, the card pays the order', async ({ page }) => {
  const objectId = await openDumpPage(page);
  const orderId = await bookPaid(page, 2);
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(new RegExp(`/objects/${objectId}/dump$`));
  await expect(outcome(page)).toContainText('Zahlung abgebrochen');
  await expect(orderCard(page, orderId)).toContainText('Zahlung ausstehend');
  await expectAccessible(page, 'dump payment cancelled');
  // Reloading the return page loses nothing.
  await page.reload();
  await expect(outcome(page)).toContainText('Zahlung abgebrochen');

  // Closed without paying: the order's card still offers the payment.
  await outcome(page).getByRole('button', { name: 'Schließen' }).click();
  await expect(outcome(page)).toHaveCount(0);
  await orderCard(page, orderId).getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(providerNote(page)).toBeVisible();
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(outcome(page)).toContainText('Zahlung erfolgreich');
  await expect(orderCard(page, orderId)).toContainText('Bezahlt');
  await expect(orderCard(page, orderId).getByRole('button', { name: 'Jetzt bezahlen' })).toHaveCount(0);
});

test('failed payment at phone width: the order is cancelled from the outcome', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDumpPage(page);
  const orderId = await bookPaid(page, 3);
  await page.getByRole('button', { name: 'Fehlschlag' }).click();
  await expect(outcome(page)).toContainText('Zahlung fehlgeschlagen');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'dump payment failed at phone width');
  await page.screenshot({ path: 'test-results/screenshots/dump-payment-failed-390.png', fullPage: true });

  // Closing the confirmation without cancelling keeps the outcome and its way to pay again.
  await outcome(page).getByRole('button', { name: 'Auftrag stornieren' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(outcome(page).getByRole('button', { name: 'Erneut bezahlen' })).toBeEnabled();
  await outcome(page).getByRole('button', { name: 'Auftrag stornieren' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /stornieren/i }).last().click();
  await expect(orderCard(page, orderId)).toContainText('Storniert');
  await expect(outcome(page)).toHaveCount(0);
  await page.reload();
  await expect(orderCard(page, orderId)).toContainText('Storniert');
  await expect(outcome(page)).toHaveCount(0);
});

test('a tampered hash is refused with a German message; the order stays unpaid until paid again', async ({ page }) => {
  const objectId = await openDumpPage(page);
  const orderId = await bookPaid(page, 4);
  // Take the provider's signed answer without following it, and change the signature.
  const answer = await page.request.post(new URL(page.url()).pathname, { form: { aktion: 'bezahlen' }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  const back = new URL(answer.headers().location!);
  expect(back.pathname).toBe(`/objects/${objectId}/dump`);
  const hash = back.searchParams.get('hash')!;
  back.searchParams.set('hash', `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
  await page.goto(back.href);
  await expect(outcome(page)).toContainText('Zahlung nicht bestätigt');
  await expect(outcome(page)).toContainText('Die Rückmeldung des Zahlungsanbieters ist ungültig (Prüfsumme falsch).');
  await expect(orderCard(page, orderId)).toContainText('Zahlung ausstehend');
  await expectAccessible(page, 'dump payment refused');
  // The refused return settled nothing: paying again completes the order's payment.
  await outcome(page).getByRole('button', { name: 'Erneut bezahlen' }).click();
  await expect(providerNote(page)).toBeVisible();
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(outcome(page)).toContainText('Zahlung erfolgreich');
  await expect(orderCard(page, orderId)).toContainText('Bezahlt');
});

test('a paid pick-up cancelled: the dialog says the amount is refunded, the card shows "Erstattung veranlasst"', async ({ page }) => {
  await openDumpPage(page);
  const orderId = await bookPaid(page, 5);
  await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();
  await expect(outcome(page)).toContainText('Zahlung erfolgreich');
  await expect(orderCard(page, orderId)).toContainText('Bezahlt');

  await orderCard(page, orderId).getByRole('button', { name: 'Stornieren' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/Der Auftrag ist bereits bezahlt\. Nach der Stornierung wird Ihnen der bezahlte Betrag von 49,00\s€ innerhalb von 10 Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben\./);
  await expectAccessible(page, 'cancel dialog of a paid order');
  await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(dialog).toHaveCount(0);
  const card = orderCard(page, orderId);
  await expect(card).toContainText('Storniert');
  await expect(card).toContainText('Erstattung veranlasst');
  await expect(card).toContainText(/Der bezahlte Betrag von 49,00\s€ wird Ihnen innerhalb von 10 Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben\./);
  await expect(card).not.toContainText('Bezahlt');
  await page.reload();
  await expect(orderCard(page, orderId)).toContainText('Erstattung veranlasst');
});

test('cancelled while its payment page is open: no "Bezahlen" there, and a success taken before is shown as a refund', async ({ page, context }) => {
  const objectId = await openDumpPage(page);
  const orderId = await bookPaid(page, 6);
  const providerPath = new URL(page.url()).pathname;
  // The provider's signed success, taken while the order could still be paid (not followed yet).
  const answer = await page.request.post(providerPath, { form: { aktion: 'bezahlen' }, maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  const back = answer.headers().location!;

  // Meanwhile the order is cancelled in another tab.
  const other = await context.newPage();
  await other.goto(`/objects/${objectId}/dump`);
  // Without "Angemeldet bleiben" the session lives in its tab, and the tab on the payment page runs
  // no portal that could hand it over: the resident logs in again here and is led back to the page.
  await expect(other).toHaveURL(/\/\?redirect=/);
  await login(other, 'eigentuemer');
  await orderCard(other, orderId).getByRole('button', { name: 'Stornieren' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Ja, stornieren' }).click();
  await expect(orderCard(other, orderId)).toContainText('Storniert');
  await other.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Zahlung nicht mehr möglich' })).toBeVisible();
  await expect(page.getByText('Dieser Betrag kann nicht mehr bezahlt werden')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bezahlen', exact: true })).toHaveCount(0);
  await expectAccessible(page, 'test provider page of a cancelled order');

  // The success arrives anyway (the provider had taken the money): recorded as a refund, said in German.
  await page.goto(back);
  await expect(outcome(page)).toHaveAttribute('data-status', 'refund');
  await expect(outcome(page)).toContainText('Erstattung veranlasst');
  await expect(outcome(page)).toContainText(/kann nicht mehr bezahlt werden: .+ den Betrag von 49,00\s€ trotzdem eingezogen; er wird Ihnen innerhalb von 10 Arbeitstagen über die Zahlungsart erstattet, mit der Sie bezahlt haben\./);
  await expect(outcome(page).getByRole('button', { name: 'Erneut bezahlen' })).toHaveCount(0);
  await expect(orderCard(page, orderId)).toContainText('Erstattung veranlasst');
  await expectAccessible(page, 'dump payment refunded');
});
