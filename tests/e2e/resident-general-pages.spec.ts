/**
 * A logged-in resident on the pages that are not about one object: the public information (/wiki,
 * /container) answers instead of a 404, the bin request there is filled in for the resident's
 * object, and a page that does not exist keeps the resident's sidebar (greeting with the name, the
 * object in the selector, the history). Desktop width, where the sidebar shows.
 * Seed: eigentuemer (Anna Becker, anna.becker@example.org) owns object 2 with Kassenzeichen
 * KZ-2026-0002 and Objektnummer OBJ-1002 (server/seed).
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

test.use({ viewport: { width: 1400, height: 900 } });

const aside = (page: Page) => page.getByRole('complementary');
const selector = (page: Page) => aside(page).getByRole('combobox', { name: 'Objekt' });

/** Logs in and answers the label the selector shows for the resident's object. */
async function loginAsOwner(page: Page): Promise<string> {
  await page.goto('/');
  await login(page, 'eigentuemer');
  await objectIdOf(page);
  await expect(selector(page)).not.toHaveValue('');
  return selector(page).inputValue();
}

/** The sidebar as on the object's pages: greeting by name, the object chosen, its history listed. */
async function expectResidentSidebar(page: Page, objectLabel: string): Promise<void> {
  await expect(aside(page).getByText(/^Guten Tag, .*Becker/)).toBeVisible();
  await expect(selector(page)).toHaveValue(objectLabel);
  await expect(aside(page).getByRole('list', { name: 'Verlauf' }).getByRole('listitem').first()).toBeVisible();
  await expect(aside(page).getByText('Für dieses Objekt liegen noch keine Ereignisse vor.')).toHaveCount(0);
}

test('/wiki and /container answer a logged-in resident with their content, the sidebar intact', async ({ page }) => {
  const label = await loginAsOwner(page);
  await page.goto('/wiki');
  await expect(page.getByRole('heading', { name: 'Was gehört wohin?' })).toBeVisible();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expectResidentSidebar(page, label);
  await page.getByRole('searchbox', { name: 'Abfall oder Stichwort suchen' }).fill('Batterie');
  await page.getByRole('link', { name: 'Batterien und Akkus' }).click();
  await expect(page.getByRole('heading', { name: 'Batterien und Akkus', level: 1 })).toBeVisible();

  await page.goto('/container');
  await expect(page.getByRole('region', { name: 'Restmüll' })).toBeVisible();
  await expect(page.getByTestId('error-page')).toHaveCount(0);
  await expectResidentSidebar(page, label);
  await expectAccessible(page, '/container logged in');
  await page.screenshot({ path: 'test-results/screenshots/container-resident-1400.png', fullPage: true });
});

test('the bin request on /container is filled in for the resident’s object and is sent', async ({ page }) => {
  await loginAsOwner(page);
  await page.goto('/container');
  const form = page.getByRole('region', { name: 'Behälter bestellen, tauschen oder abmelden' });
  await expect(form.getByRole('textbox', { name: 'Kassenzeichen' })).toHaveValue('KZ-2026-0002');
  await expect(form.getByRole('textbox', { name: 'Objektnummer' })).toHaveValue('OBJ-1002');
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(/Becker/);
  await expect(form.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna.becker@example.org');
  await form.getByRole('radio', { name: 'Behälter bestellen' }).check();
  await form.getByRole('combobox', { name: 'Gewünschter Behälter' }).click();
  await page.getByRole('option', { name: 'Bioabfall 240 l' }).click();
  await form.getByRole('button', { name: 'Antrag senden' }).click();
  await expect(form.getByText('Vielen Dank, Ihr Antrag ist eingegangen.')).toBeVisible();
});

test('a page that does not exist keeps the resident’s greeting, object and history', async ({ page }) => {
  const label = await loginAsOwner(page);
  await page.goto('/does-not-exist');
  await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toBeVisible();
  await expectResidentSidebar(page, label);
  await expectAccessible(page, '404 logged in');
  await page.screenshot({ path: 'test-results/screenshots/not-found-resident-1400.png', fullPage: true });
});
