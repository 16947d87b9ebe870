/**
 * Issue 15 item 3: one session for every tab of the browser. A new tab (and a restarted browser,
 * which reads the same localStorage) keeps the resident logged in; a logout in one tab ends the
 * session in all of them and leaves nothing of the resident behind.
 */
import { expect, login, loginButton, objectIdOf, test } from './fixtures';

const residentKeys = (store: 'local' | 'session') =>
  `Object.keys(${store}Storage).filter((k) => k.startsWith('portal.') || k === 'notificationConfigurations')`;

test.describe('session across tabs', () => {
  test('a new tab opens an object page without a new login', async ({ page, context }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);

    const second = await context.newPage();
    await second.goto(`/objects/${id}/claims`);
    await expect(second).toHaveURL(new RegExp(`/objects/${id}/claims$`));
    await expect(second.getByRole('dialog', { name: 'Anmelden' })).toHaveCount(0);
    await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a logout in one tab ends the session in the other and leaves no trace', async ({ page, context }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    const second = await context.newPage();
    await second.goto(`/objects/${id}/calendar`);
    await expect(second).toHaveURL(new RegExp(`/objects/${id}/calendar$`));

    await page.getByRole('button', { name: 'Abmelden' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/$/);
    // The other tab follows without being touched.
    await expect(second).toHaveURL(/\/$/);
    await expect(loginButton(second)).toBeVisible();
    for (const tab of [page, second]) {
      expect(await tab.evaluate(residentKeys('local'))).toEqual([]);
      expect(await tab.evaluate(residentKeys('session'))).toEqual([]);
    }
    await second.goto(`/objects/${id}/calendar`);
    await expect(second).toHaveURL(/\?redirect=/);
  });
});
