/**
 * Finances: the balance, bookings by year in euros, and the statement PDF from the
 * generated period form, read back as text; axe; 390 px. eigentuemer's fourth quarter is unpaid.
 */
import { expect, expectAccessible, test } from './fixtures';
import { PHONE, expectNoSidewaysScroll, openObjectModule, readDownload } from './module-pages';

const year = new Date().getFullYear();

test('an owner reads her balance and bookings by year and downloads the statement', async ({ page }) => {
  await openObjectModule(page, 'finances');
  // Her latest instalment due is always open (server/seed/finance.ts): the balance is owed.
  await expect(page.getByTestId('balance')).toContainText(/-\d+,\d{2}\s€/);
  await expect(page.getByTestId('balance')).toContainText('Offen zu Ihren Lasten');
  const bookings = page.getByTestId('booking');
  await expect(bookings.filter({ hasText: `Sollstellung Abfallgebühren 4/${year}` })).toHaveCount(1);
  await expect(bookings.first()).toContainText(`15.11.${year}`);

  await page.getByLabel('Jahr').selectOption(String(year - 1));
  await expect(bookings.filter({ hasText: `/${year - 1}` }).first()).toBeVisible();
  await expect(bookings.filter({ hasText: `/${year}` })).toHaveCount(0);
  await expect(page.getByText(`Summe ${year - 1}`)).toBeVisible();

  // The statement's period follows the year shown.
  const statement = page.getByTestId('statement');
  await expect(statement.getByLabel('Von')).toHaveValue(`01.01.${year - 1}`);
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: 'Kontoauszug herunterladen' }).click();
  const file = await readDownload(await downloading);
  expect(file.name).toBe(`Kontoauszug_KZ-2026-0002_01.01.${year - 1}-31.12.${year - 1}.pdf`);
  expect(file.head).toBe('%PDF-');
  expect(file.text).toContain('Kontoauszug');
  expect(file.text).toContain('Anna Becker');
  expect(file.text).toContain(`Sollstellung Abfallgebühren 4/${year - 1}`);
  await expectAccessible(page, 'finances');
});

test('a statement period ending before it starts is refused in the form', async ({ page }) => {
  await openObjectModule(page, 'finances');
  const statement = page.getByTestId('statement');
  await statement.getByLabel('Bis').fill(`01.01.${year - 3}`);
  await statement.getByLabel('Bis').blur();
  let downloads = 0;
  page.on('download', () => downloads++);
  await statement.getByRole('button', { name: 'Kontoauszug herunterladen' }).click();
  await expect(statement.getByText('Das Ende des Zeitraums darf nicht vor dem Anfang liegen.')).toBeVisible();
  expect(downloads).toBe(0);
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('balance and bookings fit', async ({ page }) => {
    await openObjectModule(page, 'finances');
    await expect(page.getByTestId('booking').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'finances at 390 px');
  });
});
