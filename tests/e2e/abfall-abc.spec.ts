/**
 * The Abfall-ABC on "Was gehört wohin?" against the seeded demo server: typing an item names its
 * waste type (with its chip) and where it goes, above the articles on a phone and beside them on
 * a wide screen.
 */
import { expect, expectAccessible, test } from './fixtures';

for (const width of [390, 1400]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('typing "Styropor" shows the A–Z hit with its waste type and where it goes', async ({ page }) => {
      await page.goto('/wiki');
      const search = page.getByRole('searchbox', { name: 'Abfall oder Stichwort suchen' });
      await search.fill('Styropor');
      const abc = page.getByRole('list', { name: 'Abfall-ABC' });
      const hit = abc.getByRole('listitem').first();
      await expect(hit.getByText('Styropor', { exact: true })).toBeVisible();
      await expect(hit.getByText('Gelbe Tonne', { exact: true })).toBeVisible();
      await expect(hit.getByText(/Recyclinghof/)).toBeVisible();
      await expectAccessible(page, `/wiki Abfall-ABC ${width}`);

      // "Kaffeesatz" is in no article title but the ABC knows it: the item and a way to its article.
      await search.fill('Kaffeesatz');
      await expect(abc.getByRole('listitem').first().getByText('Bioabfall', { exact: true })).toBeVisible();
      const articles = page.getByRole('list', { name: 'Artikel' });
      await expect(articles).toBeVisible();
      const abcBox = (await abc.boundingBox())!;
      const articlesBox = (await articles.boundingBox())!;
      if (width < 600) expect(abcBox.y + abcBox.height).toBeLessThanOrEqual(articlesBox.y);
      else {
        expect(abcBox.x + abcBox.width).toBeLessThanOrEqual(articlesBox.x);
        expect(Math.abs(abcBox.y - articlesBox.y)).toBeLessThan(80);
      }
      // No horizontal scrolling on the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await abc.getByRole('listitem').first().getByRole('link', { name: 'Mehr dazu im Artikel' }).click();
      await expect(page.getByRole('heading', { name: 'Bioabfall richtig sammeln', level: 1 })).toBeVisible();
    });
  });
}
