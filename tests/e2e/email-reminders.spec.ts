/**
 * Reminders by e-mail at phone width against `npm start`: a visitor sets one on the public
 * calendar, the confirmation mail lands in the backend's outbox (no mail server here; the test
 * reads the file), and opening its link confirms the reminder in German. A browser without push
 * is told so in the dialog and offered e-mail. axe on the form.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { workerDataDir } from './worker-server';

test.use({ viewport: { width: 390, height: 844 } });

// The data folder playwright.config.ts gives `npm start` (it follows the port).
const OUTBOX = join(workerDataDir, 'outbox');

/** The readable copy of the newest mail to `to`, or null. */
function mailTo(to: string): string | null {
  if (!existsSync(OUTBOX)) return null;
  for (const file of readdirSync(OUTBOX).filter((f) => f.endsWith('.txt')).sort().reverse()) {
    const text = readFileSync(join(OUTBOX, file), 'utf8');
    if (text.includes(`To: ${to}\n`)) return text;
  }
  return null;
}

async function openReminders(page: Page) {
  await page.goto('/calendar');
  await page.getByRole('combobox', { name: 'Ort' }).click();
  await page.getByRole('option', { name: 'Hohenfels', exact: true }).click();
  await page.getByRole('combobox', { name: 'Straße' }).click();
  await page.getByRole('option', { name: /^Bahnhofstraße( \(|$)/ }).click();
  await page.getByRole('button', { name: 'Erinnerung einrichten' }).click();
  return page.getByRole('dialog', { name: 'Erinnerungen an Abfuhrtermine' });
}

test('a visitor sets a reminder by e-mail on the calendar and confirms it with the link from the mail', async ({ page }) => {
  const email = `erinnerung-${Date.now()}@example.org`;
  const list = await openReminders(page);
  await list.getByRole('button', { name: 'Per E-Mail erinnern' }).click();

  const form = page.getByRole('dialog', { name: 'Erinnerung per E-Mail' });
  await expect(form.getByText('Erst wenn Sie ihn öffnen, ist die Erinnerung eingerichtet.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Hausnummer' }).fill('5');
  await form.getByRole('radio', { name: 'Am Vortag, 18 Uhr' }).check();
  await form.getByLabel('Abfallarten').click();
  await page.getByRole('option', { name: 'Restmüll' }).click();
  await form.getByRole('heading', { name: 'Erinnerung per E-Mail' }).click();
  await form.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(email);
  await expectAccessible(page, 'e-mail reminder form');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/RegistriereEmailErinnerung');
  await form.getByRole('button', { name: 'Erinnerung per E-Mail anfordern' }).click();
  expect((await sent).status()).toBe(200);
  await expect(list.getByRole('status')).toHaveText(`Fast geschafft: Wir haben Ihnen eine E-Mail an ${email} geschickt. Bitte öffnen Sie den Link darin, um die Erinnerung zu bestätigen.`);

  await expect.poll(() => mailTo(email), { timeout: 10_000 }).not.toBeNull();
  const mail = mailTo(email)!;
  expect(mail).toContain('Subject: Bitte bestätigen Sie Ihre Erinnerung an Abfuhrtermine\n');
  expect(mail).toContain('Adresse: Bahnhofstraße 5, Hohenfels');
  expect(mail).toContain('Abfallarten: Restmüll');
  expect(mail).toContain('Erinnerung: Am Vortag, 18 Uhr');
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = /Erinnerung bestätigen:\n(http\S+)/.exec(mail)![1]!;
  expect(new URL(link).pathname).toBe('/api/erinnerungen/bestaetigen');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ihre Erinnerung ist eingerichtet');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(`Sie erhalten ab jetzt vor jeder Abfuhr eine E-Mail an ${email}.`)).toBeVisible();
  await expectAccessible(page, 'confirmation page');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Link ungültig oder abgelaufen');
});

test('a browser without push is told so and offered the reminder by e-mail', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as unknown as { PushManager?: unknown }).PushManager;
  });
  const list = await openReminders(page);
  await expect(list.getByText('Dieser Browser kann keine Push-Erinnerungen empfangen. Wir erinnern Sie gern per E-Mail.')).toBeVisible();
  await list.getByRole('button', { name: 'Per E-Mail erinnern' }).click();
  await expect(page.getByRole('dialog', { name: 'Erinnerung per E-Mail' }).getByRole('textbox', { name: /^E-Mail-Adresse/ })).toBeVisible();
});
