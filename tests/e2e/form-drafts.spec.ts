/**
 * The generated forms keep what a resident typed: a reload
 * or an outage during a claim loses neither the description nor the contact data (files are named
 * so they can be picked again), and a claim on its way cannot be closed away by Escape.
 */
import type { Page } from '@playwright/test';
import { expect, openObjectDialog, test } from './fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openClaimDialog(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Anfrage stellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anfrage stellen' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

test.describe('claim drafts', () => {
  test('a reload keeps the typed description and contact data and names the files to pick again', async ({ page }) => {
    let dialog = await openObjectDialog(page, 'requests', 'Anfrage stellen');
    await dialog.getByRole('radio', { name: 'Allgemeine Anfrage' }).check();
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Bitte nach dem Neuladen noch da');
    await dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' }).click();
    await dialog.getByRole('textbox', { name: /Nachname/ }).fill('Neuname');
    await dialog.locator('input[type="file"]').setInputFiles([{ name: 'foto.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(dialog.getByText('foto.png')).toBeVisible();

    await page.reload();
    dialog = await openClaimDialog(page);
    await expect(dialog.getByRole('status').filter({ hasText: 'Ihre letzten Eingaben wurden wiederhergestellt.' })).toBeVisible();
    await expect(dialog.getByText(/bitte wählen Sie sie erneut aus: foto\.png/)).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Allgemeine Anfrage' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('Bitte nach dem Neuladen noch da');
    await dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' }).click();
    await expect(dialog.getByRole('textbox', { name: /Nachname/ })).toHaveValue('Neuname');

    // Discarding starts afresh, and nothing comes back after the next reload.
    await dialog.getByRole('button', { name: 'Eingaben verwerfen' }).click();
    await expect(dialog.getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('');
    await page.reload();
    dialog = await openClaimDialog(page);
    await expect(dialog.getByText('Ihre letzten Eingaben wurden wiederhergestellt.')).toHaveCount(0);
  });

  test('Escape does not close the dialog while the claim is being sent', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/LegeReklamationAngemeldetAn*', async (route) => {
      await held;
      await route.continue();
    });
    const dialog = await openObjectDialog(page, 'requests', 'Anfrage stellen');
    await dialog.getByRole('radio', { name: 'Allgemeine Anfrage' }).check();
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Unterwegs');
    await dialog.getByRole('button', { name: 'Absenden' }).click();
    await expect(dialog.getByRole('button', { name: 'Absenden' })).toHaveAttribute('data-loading', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('Unterwegs');
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText('Unterwegs', { exact: true })).toBeVisible();
  });
});

test.describe('form chunk', () => {
  /** Bodies of every script the page fetched. */
  function collectScripts(page: Page): string[] {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') bodies.push(await response.text().catch(() => ''));
    });
    return bodies;
  }
  // rjsf's core names this uiSchema option; no other chunk of the portal does.
  const isFormCode = (body: string) => body.includes('ui:submitButtonOptions');

  test('the start page never loads the form code; the claim dialog does', async ({ page }) => {
    const scripts = collectScripts(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(isFormCode)).toHaveLength(0);

    await openObjectDialog(page, 'requests', 'Anfrage stellen');
    await expect.poll(() => scripts.filter(isFormCode).length).toBeGreaterThan(0);
  });
});
