/** What a user or an assistive technology meets is German. */
import type { Page } from '@playwright/test';
import { expect, login, objectIdOf, test } from './fixtures';

const ENGLISH = /\b(carousel|slide|autosize|measurement|close|loading|menu|previous|next)\b/i;

async function englishAttributes(page: Page): Promise<string[]> {
  return page.evaluate((pattern) => {
    const english = new RegExp(pattern, 'i');
    const found: string[] = [];
    for (const element of document.querySelectorAll('[aria-label], [aria-roledescription], [title], [placeholder]')) {
      for (const name of ['aria-label', 'aria-roledescription', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value && english.test(value)) found.push(`${element.tagName.toLowerCase()} ${name}="${value}"`);
      }
    }
    return found;
  }, ENGLISH.source);
}

test('no English labels on the start page, the dashboard and in the claim dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Aktuelle Hinweise' })).toBeVisible();
  expect(await englishAttributes(page)).toEqual([]);

  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/history`);
  const list = page.getByRole('main').getByRole('list', { name: 'Verlauf' });
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await list.getByRole('button', { name: 'Reklamation melden' }).first().click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Absenden' }) });
  await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Zeile eins');
  expect(await englishAttributes(page)).toEqual([]);
});
