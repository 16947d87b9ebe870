/**
 * The claim dialog's fields line up at every width: the dialog is 500 px wide on a laptop and on a
 * wide screen as well, so the form lays out as one column there (its own width decides, not the
 * window's). "Gebiet" then starts at the same left edge as the fields above and below it, and the
 * chosen bin of "Einer Ihrer Behälter" is shown whole, not cut off.
 */
import { expect, login, objectIdOf, test } from './fixtures';

for (const width of [390, 1000, 1400]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('Gebiet lines up with the other fields, the chosen bin is readable whole', async ({ page }) => {
      await page.goto('/');
      await login(page, 'eigentuemer');
      const id = await objectIdOf(page);
      await page.goto(`/objects/${id}/claims`);
      await page.getByRole('main').getByRole('button', { name: 'Reklamation melden' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reklamation melden' });
      await dialog.getByRole('radio', { name: 'Behälter nicht geleert' }).check();

      const bins = dialog.getByRole('combobox', { name: 'Einer Ihrer Behälter' });
      await bins.click();
      const options = page.getByRole('listbox').getByRole('option');
      await expect(options.first()).toBeVisible();
      // The longest label is the one most likely to be cut off.
      const labels = await options.allInnerTexts();
      const longest = labels.reduce((a, b) => (b.length > a.length ? b : a));
      await options.filter({ hasText: longest }).first().click();
      await expect(bins).toHaveValue(longest);

      const fit = await bins.evaluate((input: HTMLInputElement) => {
        // The text's own width against the room the field gives it (padding and chevron excluded).
        const style = getComputedStyle(input);
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { scroll: input.scrollWidth, client: input.clientWidth, text: canvas.measureText(input.value).width, room };
      });
      expect(fit.scroll, 'the chosen bin scrolls inside its field').toBeLessThanOrEqual(fit.client);
      expect(fit.text, 'the chosen bin fits the field').toBeLessThanOrEqual(fit.room);

      const left = async (role: 'textbox' | 'combobox', name: string | RegExp) => Math.round((await dialog.getByRole(role, { name }).boundingBox())!.x);
      const edges = {
        bins: await left('combobox', 'Einer Ihrer Behälter'),
        number: await left('textbox', /^Behälternummer/),
        region: await left('combobox', 'Gebiet'),
        text: await left('textbox', /^Beschreibung/),
      };
      expect(Math.abs(edges.region - edges.text), JSON.stringify(edges)).toBeLessThanOrEqual(1);
      expect(Math.abs(edges.region - edges.number), JSON.stringify(edges)).toBeLessThanOrEqual(1);
      expect(Math.abs(edges.bins - edges.text), JSON.stringify(edges)).toBeLessThanOrEqual(1);
      await dialog.screenshot({ path: `test-results/claim-layout-${width}.png` });
    });
  });
}
