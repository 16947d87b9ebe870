import { expect, login, objectIdOf, test } from './fixtures';

// The landlord's object 3 was sold (EigentuemerBis in the past, seeded).
test.describe('a sold object', () => {
  test('is shown read-only with a calm notice and no actions; an owned object has no notice', async ({ page }) => {
    await page.goto('/');
    await login(page, 'vermieter');
    await objectIdOf(page);
    await page.goto('/objects/3/dashboard');
    const notice = page.getByTestId('object-sold');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/Dieses Objekt wurde am \d{2}\.\d{2}\.\d{4} verkauft\./);
    await expect(page.getByRole('button', { name: /Stornieren/ })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screenshots/sold-object.png', fullPage: true });

    // Its claims stay readable; filing a new one is not offered (the server refuses it as well).
    await page.goto('/objects/3/claims');
    await expect(page.getByTestId('object-sold')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ihre Reklamationen' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Reklamation melden' })).toHaveCount(0);

    await page.goto('/objects/4/dashboard');
    await expect(page.locator('[data-module="dashboard"]')).toBeVisible();
    await expect(page.getByTestId('object-sold')).toHaveCount(0);
  });
});
