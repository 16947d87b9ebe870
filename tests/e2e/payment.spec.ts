/**
 * Online payment end to end on the demands page: "Online bezahlen" of a
 * demand (StarteZahlung, the order into the session-storage store, off to the provider URL), paid /
 * cancelled / failed on the reference backend's test provider page, and its outcome shown on the
 * return page, where a paid demand is gone from the open list. The bulky-waste booking's payment is
 * tests/e2e/dump-payment.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

interface Started {
  url: string;
  demandId: number;
}

const payButton = (page: Page, demandId: number) => page.locator(`[data-testid="online-payment"] button[data-demand-id="${demandId}"]`);

/** The newest open demand of the object, as the backend lists it (read only: paying uses the button). */
async function newestOpenDemand(page: Page, objectId: number): Promise<{ id: number; title: string }> {
  return page.evaluate(async (id) => {
    const { hash } = JSON.parse(sessionStorage.getItem('portal.session') ?? localStorage.getItem('portal.session') ?? '{}') as { hash: string };
    const filter = encodeURIComponent(`Objekt/ObjekteId eq ${id} and Status eq 1`);
    const list = (await (await fetch(`/api/Forderungen?$filter=${filter}&$orderby=ForderungenId desc`, { headers: { 'X-Auth-Hash': hash } })).json()) as { d: unknown };
    const rows = (Array.isArray(list.d) ? list.d : (list.d as { results: unknown[] }).results) as { ForderungenId: number; Bezeichnung: string }[];
    return { id: rows[0]!.ForderungenId, title: rows[0]!.Bezeichnung };
  }, objectId);
}

/** "Online bezahlen" of the object's newest open demand on the demands page, on to the provider. */
async function payDemand(page: Page, objectId: number): Promise<Started> {
  await page.goto(`/objects/${objectId}/demands`);
  await expect(page.locator('[data-module="demands"]')).toBeVisible();
  const demand = await newestOpenDemand(page, objectId);
  const button = payButton(page, demand.id);
  await expect(button).toHaveAccessibleName(new RegExp(`^${demand.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: \\d+,\\d{2}\\s€ online bezahlen$`));
  await button.click();
  await expect(page.getByText('Testzahlung – kein echtes Geld.')).toBeVisible();
  return { url: page.url(), demandId: demand.id };
}

/** The demand's status as the backend has it (1 open, 2 paid). */
async function demandStatus(page: Page, demandId: number): Promise<number> {
  return page.evaluate(async (id) => {
    const { hash } = JSON.parse(sessionStorage.getItem('portal.session') ?? localStorage.getItem('portal.session') ?? '{}') as { hash: string };
    const body = (await (await fetch(`/api/Forderungen(${id})`, { headers: { 'X-Auth-Hash': hash } })).json()) as { d: { Status: number } };
    return body.d.Status;
  }, demandId);
}

const outcome = (page: Page) => page.getByTestId('payment-outcome');

test.describe('online payment of a demand', () => {
  test('cancel, pay again, reload on the provider page, pay: "bezahlt", and the demand is paid', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const objectId = Number(await objectIdOf(page));
    const first = await payDemand(page, objectId);
    await expect(page.getByRole('heading', { name: 'Testzahlung' })).toBeVisible();
    await expectAccessible(page, 'test provider page');

    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page).toHaveURL(new RegExp(`/objects/${objectId}/demands`));
    await expect(outcome(page)).toContainText('Zahlung abgebrochen');
    await expect(outcome(page)).toContainText('ist noch nicht bezahlt');
    // The provider's parameters leave the address bar once checked.
    await expect(page).toHaveURL(new RegExp(`/objects/${objectId}/demands$`));
    await expectAccessible(page, 'payment cancelled');

    await page.getByRole('button', { name: 'Erneut bezahlen' }).click();
    await expect(page.getByText('Testzahlung – kein echtes Geld.')).toBeVisible();
    expect(page.url()).not.toBe(first.url);
    // Reloading the provider's page during payment loses nothing.
    await page.reload();
    await page.getByRole('button', { name: 'Bezahlen', exact: true }).click();

    await expect(outcome(page)).toContainText('Zahlung erfolgreich');
    await expect(outcome(page)).toContainText(/ist bezahlt \(\d+,\d{2}\s€\)/);
    // Gone from the open list at once (the list had loaded while the payment was checked).
    await expect(page.getByTestId('demands-summary').or(page.getByText('Sie haben keine offenen Forderungen.'))).toBeVisible();
    await expect(payButton(page, first.demandId)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/payment-paid.png', fullPage: true });
    expect(await demandStatus(page, first.demandId)).toBe(2);
    await expectAccessible(page, 'payment paid');
    // Paid needs nothing more: a reload shows no outcome and asks nothing again.
    await page.reload();
    await expect(page.locator('[data-module="demands"]')).toBeVisible();
    await expect(outcome(page)).toHaveCount(0);
  });

  test('a failed payment survives a reload of the return page, at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await login(page, 'vermieter');
    await objectIdOf(page);
    const started = await payDemand(page, 4);
    // The provider page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/screenshots/testzahlung-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Fehlschlag' }).click();
    await expect(outcome(page)).toContainText('Zahlung fehlgeschlagen');
    await page.reload();
    await expect(outcome(page)).toContainText('Zahlung fehlgeschlagen');
    await expect(page.getByRole('button', { name: 'Erneut bezahlen' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'payment failed at phone width');
    await page.screenshot({ path: 'test-results/screenshots/payment-failed-390.png', fullPage: true });
    expect(await demandStatus(page, started.demandId)).toBe(1);
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(outcome(page)).toHaveCount(0);
    await page.reload();
    await expect(page.locator('[data-module="demands"]')).toBeVisible();
    await expect(outcome(page)).toHaveCount(0);
  });

  test('a tampered hash is refused with a German message and nothing is booked', async ({ page }) => {
    await page.goto('/');
    await login(page, 'vermieter');
    await objectIdOf(page);
    const started = await payDemand(page, 5);
    // Take the provider's signed answer without following it, and change the signature.
    const answer = await page.request.post(new URL(started.url).pathname, { form: { aktion: 'bezahlen' }, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    const back = new URL(answer.headers().location!);
    const hash = back.searchParams.get('hash')!;
    back.searchParams.set('hash', `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
    await page.goto(back.href);
    await expect(outcome(page)).toContainText('Zahlung nicht bestätigt');
    await expect(outcome(page)).toContainText('Die Rückmeldung des Zahlungsanbieters ist ungültig (Prüfsumme falsch).');
    expect(await demandStatus(page, started.demandId)).toBe(1);
    await expect(page.getByRole('button', { name: 'Erneut bezahlen' })).toBeVisible();
    await expectAccessible(page, 'payment refused');
  });
});
