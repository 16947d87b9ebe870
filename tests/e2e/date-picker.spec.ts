/**
 * The calendar dropdown of a date field is laid out as a month grid that fits a phone's screen:
 * without the date picker's stylesheet it opened as two giant arrows above a bare table, partly
 * off-screen at 390 px. Checked on a visitor's form (the bin request's "Wunschtermin") and on a
 * logged-in page (the statement period of Finanzen).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE, openObjectModule } from './module-pages';

test.use({ viewport: PHONE });

/** Opens the dropdown of `field` and checks it is a seven-column grid inside the viewport. */
async function expectPickerGrid(page: Page, field: Locator): Promise<void> {
  await field.click();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('table') });
  await expect(dropdown).toBeVisible();
  const box = (await dropdown.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.height).toBeLessThan(420);

  // The month's navigation arrows are small controls, not page-filling icons.
  for (const arrow of await dropdown.locator('button[data-direction], [class*="calendarHeaderControl"]').all()) {
    const size = (await arrow.boundingBox())!;
    expect(size.width).toBeLessThanOrEqual(48);
    expect(size.height).toBeLessThanOrEqual(48);
  }

  // One week is one row: seven day cells side by side, each inside the dropdown.
  const firstWeek = dropdown.locator('tbody tr').first().locator('td');
  await expect(firstWeek).toHaveCount(7);
  const cells = await Promise.all((await firstWeek.all()).map(async (cell) => (await cell.boundingBox())!));
  for (let i = 1; i < cells.length; i++) {
    expect(Math.abs(cells[i]!.y - cells[0]!.y)).toBeLessThan(2);
    expect(cells[i]!.x).toBeGreaterThan(cells[i - 1]!.x);
  }
  expect(cells[6]!.x + cells[6]!.width).toBeLessThanOrEqual(box.x + box.width + 1);
  await page.keyboard.press('Escape');
}

test('the wish date of a bin request opens a month grid within the phone screen', async ({ page }) => {
  await page.goto('/container');
  const form = page.getByRole('region', { name: 'Behälter bestellen, tauschen oder abmelden' });
  await form.getByRole('radio', { name: 'Behälter bestellen' }).check();
  await expectPickerGrid(page, form.getByRole('textbox', { name: /Wunschtermin/ }));
});

test('the statement period in Finanzen opens a month grid within the phone screen', async ({ page }) => {
  await openObjectModule(page, 'finances');
  await expectPickerGrid(page, page.getByTestId('statement').getByLabel('Von'));
});
