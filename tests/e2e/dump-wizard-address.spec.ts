/**
 * The booking wizard keeps its place and its entries: the step is in the address (`?schritt=3`),
 * so a reload and the browser's back and forward buttons move between steps without losing what
 * was entered (a draft per object); the summary names the pick-up address; "Abbrechen" with
 * entries and switching to another object ask first. At phone and desktop width.
 * Seed: eigentuemer owns object 2; vermieter owns many objects (server/seed).
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

const wizard = (page: Page) => page.getByTestId('dump-wizard');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Weiter' }).click();
const atStep = (page: Page, n: number, name: string) => expect(page.getByRole('heading', { name: `Schritt ${n} von 5: ${name}` })).toBeVisible();

async function openDumpPage(page: Page, identifier = 'eigentuemer'): Promise<string> {
  await page.goto('/');
  await login(page, identifier);
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/dump`);
  await expect(page.getByRole('button', { name: 'Sperrmüll anmelden' })).toBeVisible();
  return id;
}

/** Type and one Stuhl, on to the date step. */
async function toDateStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
  await atStep(page, 1, 'Art der Abholung');
  await expect(page).toHaveURL(/\?schritt=1$/);
  await page.getByRole('radio', { name: /Sperrmüllabholung/ }).check();
  await next(page);
  await atStep(page, 2, 'Gegenstände');
  await page.getByLabel('Anzahl: Stuhl').fill('2');
  await next(page);
  await atStep(page, 3, 'Termin');
  await expect(page).toHaveURL(/\?schritt=3$/);
}

for (const width of [390, 1400]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('reload at step 3 keeps the entries; back and forward move between the steps', async ({ page }) => {
      const id = await openDumpPage(page);
      await toDateStep(page);
      const date = wizard(page).getByRole('radio', { disabled: false }).first();
      await date.check();
      const chosen = await date.getAttribute('value');
      await page.reload();
      await atStep(page, 3, 'Termin');
      await expect(page.getByTestId('dump-draft-restored')).toBeVisible();
      await expect(wizard(page).locator(`input[type="radio"][value="${chosen}"]`)).toBeChecked();

      await page.goBack();
      await atStep(page, 2, 'Gegenstände');
      await expect(page).toHaveURL(new RegExp(`/objects/${id}/dump\\?schritt=2$`));
      await expect(page.getByLabel('Anzahl: Stuhl')).toHaveValue('2');
      await page.goBack();
      await atStep(page, 1, 'Art der Abholung');
      await expect(page.getByRole('radio', { name: /Sperrmüllabholung/ })).toBeChecked();
      await page.goForward();
      await atStep(page, 2, 'Gegenstände');
      await page.goForward();
      await atStep(page, 3, 'Termin');
      await expect(wizard(page).locator(`input[type="radio"][value="${chosen}"]`)).toBeChecked();

      // An address that asks for more than was entered shows the first step still open.
      await page.goto(`/objects/${id}/dump?schritt=5`);
      await atStep(page, 4, 'Kontakt und Einwilligung');
      await expect(page).toHaveURL(/\?schritt=4$/);
    });

    test('the summary names the pick-up address', async ({ page }) => {
      await openDumpPage(page);
      await toDateStep(page);
      await wizard(page).getByRole('radio', { disabled: false }).first().check();
      await next(page);
      await wizard(page).getByRole('checkbox').check();
      await next(page);
      await atStep(page, 5, 'Zusammenfassung');
      await expect(wizard(page).getByText('Abholadresse', { exact: true })).toBeVisible();
      // "Lindenweg 7, Musterstadt": street, house number and town of the object.
      await expect(page.getByTestId('dump-summary-address')).toHaveText(/^\S.* \d+\S*, \S.+$/);
      await expectAccessible(page, `summary at ${width} px`);
      await page.screenshot({ path: `test-results/screenshots/dump-summary-${width}.png`, fullPage: true });
    });

    test('"Abbrechen" with entries asks before discarding them', async ({ page }) => {
      await openDumpPage(page);
      await toDateStep(page);
      await wizard(page).getByRole('button', { name: 'Abbrechen' }).click();
      const ask = page.getByRole('dialog', { name: 'Anmeldung verwerfen?' });
      await expect(ask).toBeVisible();
      await expectAccessible(page, `discard question at ${width} px`);
      await page.screenshot({ path: `test-results/screenshots/dump-discard-${width}.png` });
      await ask.getByRole('button', { name: 'Weiter bearbeiten' }).click();
      await expect(ask).toBeHidden();
      await atStep(page, 3, 'Termin');

      await wizard(page).getByRole('button', { name: 'Abbrechen' }).click();
      await ask.getByRole('button', { name: 'Eingaben verwerfen' }).click();
      await expect(wizard(page)).toBeHidden();
      await expect(page).not.toHaveURL(/schritt/);
      await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
      await atStep(page, 1, 'Art der Abholung');
      await expect(page.getByRole('radio', { name: /Sperrmüllabholung/ })).not.toBeChecked();
    });
  });
}

test.describe('at 1400 px', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('switching the object with a booking begun asks; the begun booking stays with its object', async ({ page }) => {
    const first = await openDumpPage(page, 'vermieter');
    await toDateStep(page);
    const selector = page.getByRole('complementary').getByRole('combobox', { name: 'Objekt' });
    const pick = async () => {
      await selector.click();
      await page.getByRole('listbox', { name: 'Objekt' }).filter({ visible: true }).getByRole('option', { selected: false }).first().click();
    };
    await pick();
    const ask = page.getByRole('dialog', { name: 'Objekt wechseln?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Hier bleiben' }).click();
    await expect(page).toHaveURL(new RegExp(`/objects/${first}/dump\\?schritt=3$`));
    await atStep(page, 3, 'Termin');

    await pick();
    await ask.getByRole('button', { name: 'Objekt wechseln' }).click();
    await expect(page).toHaveURL(/\/objects\/\d+\/dump$/);
    expect(await objectIdOf(page)).not.toBe(first);
    // The other object starts without the entries of the first.
    await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
    await expect(page.getByRole('radio', { name: /Sperrmüllabholung/ })).not.toBeChecked();
    // Back at the first object, its booking is where it was left.
    await page.goto(`/objects/${first}/dump?schritt=2`);
    await atStep(page, 2, 'Gegenstände');
    await expect(page.getByLabel('Anzahl: Stuhl')).toHaveValue('2');
  });
});
