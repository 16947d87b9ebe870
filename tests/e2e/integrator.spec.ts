/**
 * The integrator proof, run by `E2E_INTEGRATOR=1 playwright test`: the
 * portal regenerated from a variant of the reference metadata in which the claim function gains a
 * required "Schadensdatum" (DatePicker, section "Beschreibung"), loses the caller's phone number
 * and accepts PDF files only, built without an edit in src/ and served by the reference backend
 * running on the same variant (playwright.config.ts, tests/unit/integrator/claim-variant-build.ts).
 * eigentuemer owns object 2 with containers 5..8 (chip DE-MIT-000005, server/seed/orders.ts).
 */
import Database from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { DAMAGE_DATE } from '../unit/integrator/claim-variant';
import { INTEGRATOR_PORT, integratorPaths } from '../unit/integrator/claim-variant-build';
import { expect, openObjectDialog, test } from './fixtures';

const run = integratorPaths(Number(process.env.E2E_INTEGRATOR_PORT ?? INTEGRATOR_PORT));
const OWN_CHIP = 'DE-MIT-000005';
const NOT_EMPTY = (JSON.parse(readFileSync('src/i18n/de-DE.json', 'utf8')) as { validation: Record<string, string> }).validation['not-empty']!;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

const openDialog = (page: Page): Promise<Locator> => openObjectDialog(page, 'claims', 'Reklamation melden');

/** Everything the claim needs except the date of damage. */
async function fillAllButDamageDate(dialog: Locator, description: string): Promise<void> {
  await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
  await dialog.getByRole('textbox', { name: /Behälternummer/ }).fill(OWN_CHIP);
  await expect(dialog.getByText(/^Gefunden: /)).toBeVisible();
  await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill(description);
  const toggle = dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' });
  if (await toggle.isVisible()) await toggle.click();
  await dialog.getByRole('textbox', { name: /Nachname/ }).fill('Becker');
  await dialog.getByRole('textbox', { name: /Straße/ }).fill('Lindenweg');
  await dialog.getByRole('textbox', { name: /Hausnummer/ }).fill('3a');
  await dialog.getByRole('textbox', { name: /PLZ/ }).fill('35410');
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill('Lindenau');
  await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('anna.becker@example.org');
}

const damageDate = (dialog: Locator) => dialog.getByRole('textbox', { name: new RegExp(DAMAGE_DATE.label) });
const submitButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Absenden' });

test.describe('integrator proof: the claim form follows the metadata', () => {
  test('the harness: the portal was built from the variant and is served with the variant $metadata', async ({ request }) => {
    const fingerprint = (JSON.parse(readFileSync(join(run.work, 'generated', 'capabilities.json'), 'utf8')) as { $fingerprint: string }).$fingerprint;
    const bundle = readdirSync(join(run.dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => readFileSync(join(run.dist, 'assets', f), 'utf8')).join('\n');
    expect(bundle, 'the built portal carries the fingerprint of the variant it was generated from').toContain(fingerprint);
    const served = await (await request.get('/api/$metadata')).text();
    expect(served).toBe(readFileSync(run.metadata, 'utf8'));
    // The variant changes the logged-in claim function only (the visitor's LegeReklamationAn keeps its phone).
    const claimFunction = /<FunctionImport Name="LegeReklamationAngemeldetAn"[\s\S]*?<\/FunctionImport>/.exec(served)?.[0] ?? '';
    expect(claimFunction).toContain('Name="schadensdatum"');
    expect(claimFunction).not.toContain('Name="anruferTelefon"');
  });

  test('eigentuemer logs in and opens the claim dialog', async ({ page }) => {
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('radio', { name: 'Behälter beschädigt' })).toBeVisible();
  });

  test('shows Schadensdatum inside the Beschreibung section', async ({ page }) => {
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('group', { name: DAMAGE_DATE.section }).getByRole('textbox', { name: new RegExp(DAMAGE_DATE.label) })).toBeVisible();
  });

  test('shows no phone field', async ({ page }) => {
    const dialog = await openDialog(page);
    const toggle = dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' });
    if (await toggle.isVisible()) await toggle.click();
    await expect(dialog.getByRole('textbox', { name: /E-Mail/ })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Telefon/ })).toHaveCount(0);
  });

  test('refuses to submit without Schadensdatum, with the not-empty message on that field', async ({ page }) => {
    const dialog = await openDialog(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/LegeReklamationAngemeldetAn')) sent.push(r.url());
    });
    await fillAllButDamageDate(dialog, 'Ohne Schadensdatum');
    const field = damageDate(dialog);
    // Touch the field; submit as far as the form lets the resident (a disabled button refuses too).
    await field.focus();
    await field.blur();
    if (await submitButton(dialog).isEnabled()) await submitButton(dialog).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(NOT_EMPTY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(dialog).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('accepts PDF only: a .png is refused and named at the upload field', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.locator('input[type="file"]').setInputFiles([
      { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await expect(dialog.getByTestId('upload-refused').getByRole('listitem').filter({ hasText: /^foto\.png: / })).toBeVisible();
    const files = dialog.getByRole('list', { name: 'Dokumente anhängen' });
    await expect(files.getByRole('listitem')).toHaveCount(1);
    await expect(files.getByText('scan.pdf')).toBeVisible();
  });

  test('sends schadensdatum with the claim, and the backend stores it', async ({ page }) => {
    const dialog = await openDialog(page);
    const description = 'Der Deckel ist am 20. November gebrochen.';
    await fillAllButDamageDate(dialog, description);
    await damageDate(dialog).fill('20.11.2026');
    await damageDate(dialog).press('Tab');
    const request = page.waitForRequest((r) => r.url().includes('/api/LegeReklamationAngemeldetAn'));
    await submitButton(dialog).click();
    const sent = await request;
    const params = new URL(sent.url()).searchParams;
    expect(params.get(DAMAGE_DATE.name)).toMatch(/2026-11-20/);
    expect(params.has('anruferTelefon')).toBe(false);
    expect((await sent.response())?.status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText(description)).toBeVisible();

    // Stored by the reference backend next to the claim (srv_claim_details), not dropped.
    const db = new Database(join(run.dataDir, 'portal.sqlite'), { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare(`SELECT d.payload FROM srv_claim_details d JOIN "Reklamationen" r ON r."ReklamationenId" = d.reklamationen_id WHERE r."Kurzbeschreibung" = ?`)
        .get(description) as { payload: string } | undefined;
      expect(row, 'claim row with its details').toBeTruthy();
      expect(JSON.parse(row!.payload)).toMatchObject({ [DAMAGE_DATE.name]: '2026-11-20T00:00:00' });
    } finally {
      db.close();
    }
  });
});
