import { expectAccessible, expect, login, objectIdOf, test } from './fixtures';

test.describe('phone width (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('menu drawer, login and object page on a phone', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page, 'mobile landing');
    await page.screenshot({ path: 'test-results/screenshots/mobile-landing.png', fullPage: true });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Abfuhrkalender' })).toBeVisible();
    await expectAccessible(page, 'mobile drawer');
    await drawer.getByRole('button', { name: 'Menü schließen' }).click();
    await expect(drawer).toBeHidden();

    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    // The dashboard has its own axe test in login.spec.ts; check a module page here.
    await page.goto(`/objects/${id}/documents`);
    await expectAccessible(page, 'mobile object page');
    await page.screenshot({ path: 'test-results/screenshots/mobile-object-page.png', fullPage: true });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
