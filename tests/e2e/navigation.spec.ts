import { expectAccessible, expect, login, objectIdOf, test } from './fixtures';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation').first();

test.describe('navigation and routes', () => {
  test('default profile: public menu before login, private menu after', async ({ page }) => {
    // Seven object pages with real content (forms, PDFs lists), each checked by axe: 48 s alone here.
    test.slow();
    await page.goto('/');
    const nav = menu(page);
    for (const label of ['Abfuhrkalender', 'Sperrmüll', 'Dokumente', 'Reklamationen', 'Anfragen', 'Behälter', 'Wissenswertes', 'Registrieren']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    for (const label of ['Übersicht', 'Finanzen', 'Forderungen']) await expect(nav.getByRole('link', { name: label })).toHaveCount(0);

    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    for (const label of ['Übersicht', 'Abfuhrkalender', 'Finanzen', 'Forderungen']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    for (const label of ['Behälter', 'Wissenswertes', 'Registrieren']) await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Abfuhrkalender' })).toHaveAttribute('href', `/objects/${id}/calendar`);

    for (const module of ['calendar', 'dump', 'documents', 'claims', 'requests', 'finances', 'demands']) {
      await page.goto(`/objects/${id}/${module}`);
      await expect(page.locator(`[data-module="${module}"]`)).toBeVisible();
      await expectAccessible(page, `/objects/${id}/${module}`);
    }
  });

  test('general module pages render for visitors', async ({ page }) => {
    for (const module of ['calendar', 'claims', 'container', 'documents', 'dump', 'register', 'requests', 'wiki']) {
      await page.goto(`/${module}`);
      await expect(page.locator(`[data-module="${module}"]`)).toBeVisible();
      await expectAccessible(page, `/${module}`);
    }
  });

  test('unknown pages show the 404 page with a home button', async ({ page }) => {
    await page.goto('/gibt-es-nicht');
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toBeVisible();
    await expectAccessible(page, '404');
    await page.getByRole('button', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);

    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    await page.goto(`/objects/${id}/unbekannt`);
    await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toBeVisible();
    await page.goto('/objects/999999/calendar');
    await expect(page.getByText('Das Objekt mit der Nummer 999999 wurde nicht gefunden.')).toBeVisible();
    await expect(page.getByTestId('error-page')).toHaveAttribute('data-status', '404');
    await expectAccessible(page, 'object 404');
  });

  test('switching the object keeps the module', async ({ page }) => {
    await page.goto('/');
    await login(page, 'vermieter');
    const first = await objectIdOf(page);
    await page.goto(`/objects/${first}/documents`);
    const selector = page.getByRole('complementary').getByRole('combobox', { name: 'Objekt' });
    await selector.click();
    const list = page.getByRole('listbox', { name: 'Objekt' }).filter({ visible: true });
    const target = list.getByRole('option', { selected: false }).first();
    await expect(target).toBeVisible();
    await target.click();
    await expect(page).toHaveURL(/\/objects\/\d+\/documents$/);
    expect(await objectIdOf(page)).not.toBe(first);
    await expectAccessible(page, 'after object switch');
  });

  // Waste-type chips pick black or white labels by luminance; past dates are dimmed text, not opacity.
  test('the object calendar has no WCAG 2.1 A/AA violations', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    await page.goto(`/objects/${id}/calendar`);
    await expectAccessible(page, 'object calendar');
    await page.screenshot({ path: 'test-results/screenshots/object-calendar.png', fullPage: true });
  });

  // The claims and requests pages (src/modules/claims/ClaimsOverview.tsx) list with borders and dot badges.
  test('the object claims and requests pages have no WCAG 2.1 A/AA violations', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    for (const module of ['claims', 'requests']) {
      await page.goto(`/objects/${id}/${module}`);
      await expectAccessible(page, `object ${module}`);
      await page.screenshot({ path: `test-results/screenshots/object-${module}.png`, fullPage: true });
    }
  });
});
