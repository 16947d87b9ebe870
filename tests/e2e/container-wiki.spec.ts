/**
 * The wiki "Was gehört wohin?" (search as
 * you type, an article, a sub-page that does not exist) and the container page (bins and fees, a
 * bin request on the generated form of BeantrageGefaess). Object 2 (eigentuemer) has Kassenzeichen
 * KZ-2026-0002, Objektnummer OBJ-1002 and the bins DE-MIT-000005..8 (server/seed).
 */
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

for (const width of [390, 1400]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('wiki: search as you type finds plurals and umlauts, an article opens on its own page', async ({ page }) => {
      await page.goto('/wiki');
      await expect(page.getByRole('heading', { name: 'Was gehört wohin?' })).toBeVisible();
      await expectAccessible(page, `/wiki ${width}`);
      const search = page.getByRole('searchbox', { name: 'Abfall oder Stichwort suchen' });
      const results = page.getByRole('list', { name: 'Artikel' }).getByRole('heading');
      await search.fill('Batterie');
      await expect(results.first()).toHaveText('Batterien und Akkus');
      await search.fill('Kuehlschrank');
      await expect(results).toHaveText(['Elektrogeräte, Kühlschränke und Fernseher']);
      await search.fill('Atomkraftwerk');
      await expect(page.getByText('Zu „Atomkraftwerk“ haben wir nichts gefunden. Versuchen Sie einen anderen Begriff oder fragen Sie die Abfallberatung.', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
      // The chip's input is visually hidden behind its label, which takes the click.
      await page.getByRole('radiogroup', { name: 'Themen' }).getByText('Schadstoffe', { exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Schadstoffe' })).toBeChecked();
      await expect(results.first()).toBeVisible();
      for (const text of await results.allTextContents()) expect(['Schadstoffmobil', 'Batterien und Akkus', 'Energiesparlampen und LED-Lampen']).toContain(text);

      await page.getByRole('link', { name: 'Batterien und Akkus' }).click();
      await expect(page).toHaveURL(/\/wiki\/\d+$/);
      await expect(page.getByRole('heading', { name: 'Batterien und Akkus', level: 1 })).toBeVisible();
      await expect(page.getByRole('article').locator('strong')).toHaveText('nie in den Hausmüll');
      await expectAccessible(page, `wiki article ${width}`);
      // Back to the list: the search is where it was.
      await page.getByRole('link', { name: 'Alle Artikel' }).click();
      await expect(page.getByRole('radio', { name: 'Schadstoffe' })).toBeChecked();
    });

    test('wiki: a link inside an article leads into the portal; an unknown article says so', async ({ page }) => {
      await page.goto('/wiki');
      await page.getByRole('searchbox').fill('Weihnachtsbaum');
      await page.getByRole('link', { name: 'Weihnachtsbäume' }).click();
      await page.getByRole('article').getByRole('link', { name: 'Abfuhrkalender' }).click();
      await expect(page).toHaveURL(/\/calendar$/);
      await page.goto('/wiki/9999');
      await expect(page.getByText('Diesen Artikel gibt es nicht oder nicht mehr.')).toBeVisible();
      await page.goto('/calendar/9');
      await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toBeVisible();
    });

    test('container: bins and fees, and returning a bin through the generated form', async ({ page }) => {
      await page.goto('/container');
      const rest = page.getByRole('region', { name: 'Restmüll' });
      await expect(rest.getByRole('row', { name: /120 Liter/ })).toContainText('164,80');
      await expectAccessible(page, `/container ${width}`);

      const form = page.getByRole('region', { name: 'Behälter bestellen, tauschen oder abmelden' });
      await form.getByRole('button', { name: 'Antrag senden' }).click();
      await expect(form.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();
      await form.getByRole('textbox', { name: 'Kassenzeichen' }).fill('KZ-2026-0002');
      await form.getByRole('textbox', { name: 'Objektnummer' }).fill('OBJ-1002');
      await form.getByRole('radio', { name: 'Behälter tauschen' }).check();
      await form.getByRole('textbox', { name: /Chipnummer/ }).fill('DE-MIT-000005');
      await expect(form.getByText(/^Gefunden: .+, \d+ Liter$/)).toBeVisible();
      await form.getByRole('combobox', { name: 'Gewünschter Behälter' }).click();
      await page.getByRole('option', { name: 'Restmüll 240 l' }).click();
      await form.getByRole('textbox', { name: 'Name' }).fill('Erika Muster');
      await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('erika@example.org');
      await expectAccessible(page, `/container form ${width}`);
      await form.getByRole('button', { name: 'Antrag senden' }).click();
      await expect(form.getByText('Vielen Dank, Ihr Antrag ist eingegangen.')).toBeVisible();
      const number = /Vorgangsnummer ist (\d+)/.exec((await form.getByRole('status').textContent()) ?? '')?.[1];
      expect(Number(number)).toBeGreaterThan(0);
      await expectAccessible(page, `/container done ${width}`);

      // The owner finds the request as recorded container orders in the object's history.
      await form.getByRole('button', { name: 'Weiteren Antrag stellen' }).click();
      await expect(form.getByRole('textbox', { name: 'Kassenzeichen' })).toHaveValue('KZ-2026-0002');
    });
  });
}

test('container: the request shows up in the owner history after login', async ({ page }) => {
  await page.goto('/container');
  const form = page.getByRole('region', { name: 'Behälter bestellen, tauschen oder abmelden' });
  await form.getByRole('textbox', { name: 'Kassenzeichen' }).fill('KZ-2026-0002');
  await form.getByRole('textbox', { name: 'Objektnummer' }).fill('OBJ-1002');
  await form.getByRole('radio', { name: 'Behälter bestellen' }).check();
  await form.getByRole('combobox', { name: 'Gewünschter Behälter' }).click();
  await page.getByRole('option', { name: 'Bioabfall 240 l' }).click();
  await form.getByRole('textbox', { name: 'Name' }).fill('Erika Muster');
  await form.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('erika@example.org');
  await form.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(form.getByText('Vielen Dank, Ihr Antrag ist eingegangen.')).toBeVisible();
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/history`);
  await expect(page.getByText('Bioabfall', { exact: false }).first()).toBeVisible();
});
