/**
 * The error message never covers a dialog's actions; its code is fetched when there is a message
 * and precached by the service worker, so an outage cannot keep it from loading.
 */
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

const LOAD_ERROR = 'Die Daten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.';

for (const width of [390, 1000, 1400]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('a failing region load: the message sits in the claim dialog, the actions stay clickable', async ({ page }) => {
      await page.goto('/');
      await login(page, 'eigentuemer');
      const id = await objectIdOf(page);
      await page.goto(`/objects/${id}/history`);
      await page.route('**/api/Gebiete*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":{"lang":"de","value":"x"}}}' }),
      );
      const list = page.getByRole('main').getByRole('list', { name: 'Verlauf' });
      await expect(list).not.toHaveAttribute('aria-busy', 'true');
      const claim = list.getByRole('button', { name: 'Reklamation melden' }).first();
      await claim.scrollIntoViewIfNeeded();
      await claim.click();
      const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Absenden' }) });
      const alert = dialog.getByRole('alert').filter({ hasText: LOAD_ERROR });
      await expect(alert).toBeVisible();
      // Nothing lies over the dialog's buttons: the element at each button's centre is the button.
      // (Absenden is still disabled here, the form being empty, so no trial click.)
      for (const name of ['Absenden', 'Abbrechen']) {
        const button = dialog.getByRole('button', { name, exact: true });
        await button.scrollIntoViewIfNeeded();
        const onTop = await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
        expect(onTop, `${name} is not covered`).toBe(true);
      }
      await dialog.getByRole('button', { name: 'Abbrechen', exact: true }).click({ trial: true });
      await expectAccessible(page, `claim dialog with error ${width}`);
      await page.screenshot({ path: `test-results/screenshots/snackbar-dialog-${width}.png` });
      await alert.getByRole('button', { name: 'Meldung schließen' }).click();
      await expect(alert).toHaveCount(0);
    });
  });
}

test('the snackbar code is fetched for a message only, and the service worker keeps it for an outage', async ({ page, request }) => {
  const chunks: string[] = [];
  page.on('request', (sent) => {
    if (/\/assets\/ErrorSnackbarView-/.test(sent.url())) chunks.push(sent.url());
  });
  await page.goto('/calendar');
  await page.waitForLoadState('networkidle');
  // A page without an error does not fetch the message's code ...
  expect(chunks).toEqual([]);
  // ... which the service worker precaches, so that an outage cannot keep a message from showing.
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toMatch(/assets\/ErrorSnackbarView-[\w-]+\.js/);
});
