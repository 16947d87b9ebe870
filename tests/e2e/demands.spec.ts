/**
 * Demands: the open demands of all the owner's objects with due dates and overdue
 * marks, the transfer data with the Kassenzeichen, the object selector disabled, and the SEPA mandate
 * as generated form (IBAN check, bank found from the IBAN); axe; 390 px.
 */
import type { Locator } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { PHONE, expectNoSidewaysScroll, openObjectModule } from './module-pages';

const today = (() => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
})();

/** Every row's "fällig am TT.MM.JJJJ" and whether it carries the overdue mark agree with today. */
async function expectOverdueMarks(rows: Locator): Promise<number> {
  let overdue = 0;
  for (const text of await rows.allInnerTexts()) {
    const [, d, m, y] = /fällig am (\d{2})\.(\d{2})\.(\d{4})/.exec(text) ?? [];
    expect(d, text).toBeDefined();
    const late = `${y}-${m}-${d}` < today;
    expect(/überfällig/i.test(text), text).toBe(late);
    if (late) overdue++;
  }
  return overdue;
}

test('an owner sees what she owes, what is overdue and how to transfer it', async ({ page }) => {
  await openObjectModule(page, 'demands');
  const rows = page.getByTestId('demand');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText('61,70 €');
  expect(await expectOverdueMarks(rows)).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: /^Alle Forderungen dieses Objekts auswählen/ }).first().check();
  await expect(page.getByTestId('transfer-reference')).toHaveText(/^KZ-2026-0002 Nr\. [\d,]+$/);
  await expect(page.getByTestId('transfer-iban')).toHaveText('DE84 5135 0025 0000 1234 56');
  // The object selector is disabled on this page.
  await expect(page.getByRole('combobox', { name: 'Objekt' }).or(page.getByRole('textbox', { name: 'Objekt' })).filter({ visible: true }).first()).toBeDisabled();
  await expectAccessible(page, 'demands');
});

test('a landlord sees the open demands of all his objects at once', async ({ page }) => {
  await openObjectModule(page, 'demands', 'vermieter');
  // Forty objects' demands, objects and mandates: more to load than for one object.
  await expect(page.getByTestId('object-demands').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.getByTestId('object-demands').count()).toBeGreaterThan(1);
  await expectOverdueMarks(page.getByTestId('demand'));
});

test('an owner grants a SEPA mandate: a wrong IBAN is refused, the bank is named', async ({ page }) => {
  await openObjectModule(page, 'demands');
  await page.getByRole('button', { name: /Lastschriftmandat erteilen|Bankverbindung ändern/ }).click();
  const dialog = page.getByRole('dialog', { name: 'SEPA-Lastschriftmandat' });
  await dialog.getByLabel('Kontoinhaberin oder Kontoinhaber').fill('Anna Becker');
  const iban = dialog.getByLabel('IBAN');
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await dialog.getByRole('button', { name: 'Mandat erteilen' }).click();
  await expect(dialog.getByText('Bitte geben Sie eine gültige IBAN ein')).toBeVisible();
  await iban.fill('de89370400440532013000');
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(dialog.getByTestId('iban-bank')).toHaveText('Bank: Commerzbank');
  await dialog.getByRole('checkbox', { name: /Ich ermächtige/ }).check();
  await expectAccessible(page, 'mandate dialog');
  await dialog.getByRole('button', { name: 'Mandat erteilen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ihr Lastschriftmandat ist erteilt.')).toBeVisible();
  await expect(page.getByTestId('direct-debit').first()).toContainText('DE89 **** **** **** **30 00 (Commerzbank)');
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('demands and payment data fit', async ({ page }) => {
    await openObjectModule(page, 'demands');
    await page.getByRole('checkbox', { name: /^Alle Forderungen dieses Objekts auswählen/ }).first().check();
    await expect(page.getByTestId('transfer')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'demands at 390 px');
  });
});

test.describe('a landlord with many open demands at phone width', () => {
  test.use({ viewport: PHONE });

  test('a bar at the bottom of the window shows the chosen total and leads to the transfer block below all groups', async ({ page }) => {
    await openObjectModule(page, 'demands', 'vermieter');
    const groups = page.getByTestId('object-demands');
    await expect(groups.first()).toBeVisible({ timeout: 20_000 });
    const transfer = page.getByTestId('selection-transfer');
    await expect(transfer).not.toBeInViewport();
    const bar = page.getByTestId('selection-bar');
    await expect(bar).toHaveCount(0);

    const row = groups.nth(0).getByTestId('demand').first();
    await row.getByRole('checkbox').check();
    const [, euros, cents] = /(\d+),(\d{2})\s€/.exec(await row.innerText()) ?? [];
    await expect(bar).toBeInViewport();
    await expect(bar).toContainText(`1 Forderung ausgewählt: ${euros},${cents}`);
    // It stays in the window while the resident scrolls through the other objects' groups.
    await groups.nth(8).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: 'test-results/demands-selection-bar-390.png' });

    await bar.getByRole('button', { name: 'Zur Zahlung' }).click();
    await expect(transfer).toBeInViewport();
    await expect(page.getByTestId('transfer-amount')).toContainText(`${euros},${cents}`);
    await expect(page.getByTestId('selection-total')).toBeInViewport();
    await expect(bar).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });

  test('groups collapsed but the current one, one transfer block for two chosen demands with a GiroCode, one payment for both', async ({ page }) => {
    await openObjectModule(page, 'demands', 'vermieter');
    const groups = page.getByTestId('object-demands');
    await expect(groups.first()).toBeVisible({ timeout: 20_000 });
    expect(await groups.count()).toBeGreaterThan(10);
    // Before, every object's list and transfer data were shown at once: 31,600 px. Collapsed, the 39
    // groups take about 6,000 px with the page's footer (the accessibility links); a quarter of before.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(8000);
    await expect(page.getByTestId('transfer')).toHaveCount(0);

    // One demand of the current (open) object and one of the next object, opened for it.
    await groups.nth(1).getByRole('button').first().click();
    const amounts: number[] = [];
    for (const row of [groups.nth(0).getByTestId('demand').first(), groups.nth(1).getByTestId('demand').first()]) {
      await row.getByRole('checkbox').check();
      const [, euros, cents] = /(\d+),(\d{2})\s€/.exec(await row.innerText()) ?? [];
      amounts.push(Number(euros) * 100 + Number(cents));
    }
    const sum = amounts[0]! + amounts[1]!;
    const sumText = `${Math.floor(sum / 100)},${String(sum % 100).padStart(2, '0')}`;
    await expect(page.getByTestId('transfer')).toHaveCount(1);
    await expect(page.getByTestId('selection-total')).toContainText(`2 Forderungen ausgewählt: ${sumText}`);
    await expect(page.getByTestId('transfer-amount')).toContainText(sumText);
    await expect(page.getByRole('img', { name: 'GiroCode für Ihre Banking-App' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/demands-vermieter-390.png', fullPage: true });

    await page.getByRole('button', { name: /^Ausgewählte bezahlen/ }).click();
    await expect(page).toHaveURL(/\/testzahlung\//);
    await expect(page.locator('body')).toContainText(sumText);
    // Cancelled at the provider: the demands are no longer in an open payment, so each can be paid
    // on its own again (as the single-demand payment tests that follow do on the same database).
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByTestId('payment-outcome')).toContainText('Zahlung abgebrochen');
  });
});
