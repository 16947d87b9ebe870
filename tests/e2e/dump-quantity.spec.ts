/**
 * Quantities in the bulky-waste wizard are read in German notation: green waste is measured in m³,
 * so "1,5" is 1.5 m³ (and priced as such), never 15; a point is refused with a message. Seed:
 * eigentuemer owns object 2; 'Grünschnittabholung' costs 25,00 € per m³, its items are in m³.
 */
import type { Page } from '@playwright/test';
import { expect, login, objectIdOf, test } from './fixtures';

const wizard = (page: Page) => page.getByTestId('dump-wizard');
const next = (page: Page) => wizard(page).getByRole('button', { name: 'Weiter' }).click();

test('typing 1,5 for green waste gives 1.5 m³ and 37,50 € in the summary', async ({ page }) => {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/dump`);
  await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
  await page.getByRole('radio', { name: /Grünschnittabholung/ }).check();
  await next(page);

  const amount = page.getByLabel('Menge: Strauchschnitt');
  // Counted in m³ itself: no "1 m³ je m³".
  await expect(wizard(page).getByText('m³ je m³')).toHaveCount(0);
  await expect(wizard(page).getByRole('button', { name: 'Menge Strauchschnitt erhöhen' })).toBeVisible();
  await amount.fill('1.5');
  await amount.blur();
  await expect(amount).toHaveValue('1.5');
  await expect(amount).toHaveAccessibleDescription(/Bitte verwenden Sie das Komma für Nachkommastellen/);
  await amount.fill('1,5');
  await expect(amount).toHaveValue('1,5');
  await next(page);
  await wizard(page).getByRole('radio', { disabled: false }).first().check();
  await next(page);
  await wizard(page).getByRole('checkbox').check();
  await next(page);
  await expect(wizard(page).getByText('1,5 m³ Strauchschnitt')).toBeVisible();
  await expect(wizard(page).getByText('Voraussichtlicher Betrag: 37,50 €')).toBeVisible();
});
