/**
 * Documents in the browser against the seeded server: eigentuemer's notices newest
 * first, downloaded as a real PDF naming her and her fee; the public documents for visitors; axe; 390 px.
 */
import { expect, expectAccessible, test } from './fixtures';
import { PHONE, expectNoSidewaysScroll, openObjectModule, readDownload } from './module-pages';

const year = new Date().getFullYear();

test('an owner sees her documents newest first and downloads a fee notice as PDF', async ({ page }) => {
  await openObjectModule(page, 'documents');
  const own = page.getByTestId('object-documents');
  const rows = own.getByTestId('document');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Änderungsbescheid Biotonne');
  await expect(rows.nth(1)).toContainText(`Gebührenbescheid ${year}`);
  await expect(rows.nth(1)).toContainText(`vom 15.01.${year}`);
  await expect(rows.nth(2)).toContainText(`Gebührenbescheid ${year - 1}`);

  const downloading = page.waitForEvent('download');
  await own.getByRole('button', { name: `Gebührenbescheid ${year} als PDF herunterladen` }).click();
  const file = await readDownload(await downloading);
  expect(file.name).toBe(`Gebuehrenbescheid_${year}_OBJ-1002.pdf`);
  expect(file.head).toBe('%PDF-');
  expect(file.text).toContain('Anna Becker');
  expect(file.text).toContain('KZ-2026-0002');
  expect(file.text).toContain('61,70 €');
  await expectAccessible(page, 'documents (owner)');
});

test('a visitor finds the public documents and downloads the fee schedule', async ({ page }) => {
  await page.goto('/documents');
  const published = page.getByTestId('public-documents');
  await expect(published.getByTestId('document')).toHaveCount(3);
  await expect(page.getByTestId('object-documents')).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await published.getByRole('button', { name: 'Gebührenordnung als PDF herunterladen' }).click();
  const file = await readDownload(await downloading);
  expect(file.head).toBe('%PDF-');
  expect(file.text).toContain('Restabfallbehälter 120 Liter');
  await expectAccessible(page, 'documents (visitor)');
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('the documents fit and can be downloaded', async ({ page }) => {
    await openObjectModule(page, 'documents');
    await expect(page.getByTestId('object-documents').getByTestId('document')).toHaveCount(3);
    await expectNoSidewaysScroll(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Änderungsbescheid Biotonne als PDF herunterladen' }).click();
    expect((await readDownload(await downloading)).head).toBe('%PDF-');
    await expectAccessible(page, 'documents at 390 px');
  });
});
