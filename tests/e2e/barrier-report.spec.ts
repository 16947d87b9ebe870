/**
 * Reporting an accessibility barrier (/barriere-melden) against `npm start`: the footer's link
 * names the page (`?seite=`), which the form shows filled in; a report gets its number on the page,
 * and the confirmation and the authority's notice are in the server's outbox. An empty description
 * is refused with the German message and the focus on the field. axe on each state.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, test } from './fixtures';
import { workerDataDir } from './worker-server';

// The data folder playwright.config.ts gives `npm start` (it follows the port).
const OUTBOX = join(workerDataDir, 'outbox');
// schema/reference/portal.json accessibility.contactEmail.
const AUTHORITY = 'barrierefreiheit@awv-mittelland.example';

const outboxFiles = (): string[] => (existsSync(OUTBOX) ? readdirSync(OUTBOX).filter((f) => f.endsWith('.txt')) : []);

/**
 * The recipients of the mails that arrived after `before` whose subject names report `number`
 * (the outbox outlives a reset database, whose numbers start again at 1).
 */
function recipientsOf(number: string, before: ReadonlySet<string>): string[] {
  return outboxFiles()
    .filter((f) => !before.has(f))
    .map((f) => readFileSync(join(OUTBOX, f), 'utf8'))
    .filter((text) => new RegExp(`^Subject: .*Barriere Nr\\. ${number}\\b`, 'm').test(text))
    .map((text) => /^To: (.*)$/m.exec(text)?.[1] ?? '')
    .sort();
}

// Required fields carry a " *" after the label text.
const pageField = (page: Page) => page.getByLabel(/^Seite, auf der die Barriere auftritt$/);
const description = (page: Page) => page.getByLabel(/^Beschreibung der Barriere( \*)?$/);

test('a barrier is reported with the page filled in; the number shows and both mails are in the outbox', async ({ page }) => {
  await page.goto('/barriere-melden?seite=/calendar');
  // Run alone, this is a fresh server's first page: it compresses the bundle on these requests.
  await expect(page.getByRole('heading', { level: 1, name: 'Barriere melden' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle(/^Barriere melden – /);
  await expect(pageField(page)).toHaveValue('/calendar');
  await expectAccessible(page, 'barrier report form');

  await description(page).fill('Die Monatsansicht des Abfuhrkalenders lässt sich nicht mit der Tastatur bedienen.');
  await page.getByLabel(/^E-Mail-Adresse für eine Antwort$/).fill('erika.muster@example.org');
  const before = new Set(outboxFiles());
  await page.getByRole('button', { name: 'Meldung senden' }).click();

  const done = page.getByTestId('barrier-report-done');
  await expect(done).toContainText(/Ihre Meldung hat die Nummer \d+\./);
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Meldung' })).toBeFocused();
  const number = /Nummer (\d+)\./.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(number).not.toBe('');
  await expect(done).toContainText('Eine Bestätigung haben wir an erika.muster@example.org geschickt.');
  await expect.poll(() => recipientsOf(number, before)).toEqual([AUTHORITY, 'erika.muster@example.org'].sort());
  await expectAccessible(page, 'barrier report sent');
});

test('an empty description is refused with the German message and the focus goes to the field', async ({ page }) => {
  await page.goto('/barriere-melden?seite=/calendar');
  await expect(pageField(page)).toHaveValue('/calendar');
  await page.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(description(page)).toBeFocused();
  await expect(description(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
  // The message is the field's description for assistive technology, not only red text beside it.
  const describedBy = (await description(page).getAttribute('aria-describedby')) ?? '';
  const described = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy);
  expect(described).toContain('Bitte füllen Sie dieses Feld aus.');
  await expectAccessible(page, 'barrier report refused');
});

test('a logged-in resident reaches the page too, with the page field empty when nothing names one', async ({ page }) => {
  await page.goto('/');
  await login(page, 'eigentuemer');
  await expect(page).toHaveURL(/\/objects\/\d+\//);
  await page.goto('/barriere-melden');
  await expect(page.getByRole('heading', { level: 1, name: 'Barriere melden' })).toBeVisible();
  await expect(pageField(page)).toHaveValue('');
  await expect(description(page)).toBeVisible();
});
