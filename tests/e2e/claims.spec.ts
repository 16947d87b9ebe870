/**
 * Claims and requests in a real browser: filing with uploads, the container
 * lookup, upload rules, keyboard-only use, XSS payloads as plain text, a failing submit and axe.
 * Runs against the seeded demo server: eigentuemer owns object 2 with containers 5..8, whose chip
 * numbers are DE-MIT-000005..DE-MIT-000008 (server/seed/orders.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

const OWN_CHIP = 'DE-MIT-000005';
const UNKNOWN_CHIP = 'DE-MIT-999999';
const CONTAINER_MESSAGE = 'Zu dieser Nummer wurde kein eindeutiger Behälter gefunden.';
const CLAIM_ERROR = 'Ihr Anliegen konnte nicht übermittelt werden. Ihre Eingaben bleiben erhalten – bitte versuchen Sie es erneut.';

// A 1x1 PNG and a tiny JPEG header: enough for the server's magic-byte check.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1'), Buffer.alloc(64, 0x20), Buffer.from([0xff, 0xd9])]);

interface Contact {
  familyName: string;
  street: string;
  streetNumber: string;
  postcode: string;
  city: string;
  phone: string;
  mail: string;
}
const CONTACT: Contact = {
  familyName: 'Becker',
  street: 'Lindenweg',
  streetNumber: '3a',
  postcode: '35410',
  city: 'Lindenau',
  phone: '030 12345678',
  mail: 'anna.becker@example.org',
};
/** The contact fields of the claim dialog by accessible name, with the values above. */
const CONTACT_FIELDS: [RegExp, string][] = [
  [/Nachname/, CONTACT.familyName],
  [/Straße/, CONTACT.street],
  [/Hausnummer/, CONTACT.streetNumber],
  [/PLZ/, CONTACT.postcode],
  [/^Ort/, CONTACT.city],
  [/Telefon/, CONTACT.phone],
  [/E-Mail/, CONTACT.mail],
];

async function openClaimsPage(page: Page, module: 'claims' | 'requests' = 'claims'): Promise<string> {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/${module}`);
  return id;
}

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Reklamation melden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reklamation melden' });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}

async function lookUpContainer(dialog: Locator, chip: string): Promise<void> {
  await dialog.getByRole('textbox', { name: /Behälternummer/ }).fill(chip);
}

async function fillContact(dialog: Locator, contact: Contact): Promise<void> {
  const toggle = dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' });
  if (await toggle.isVisible()) await toggle.click();
  await dialog.getByRole('textbox', { name: /Nachname/ }).fill(contact.familyName);
  await dialog.getByRole('textbox', { name: /Straße/ }).fill(contact.street);
  await dialog.getByRole('textbox', { name: /Hausnummer/ }).fill(contact.streetNumber);
  await dialog.getByRole('textbox', { name: /PLZ/ }).fill(contact.postcode);
  await dialog.getByRole('textbox', { name: /^Ort/ }).fill(contact.city);
  await dialog.getByRole('textbox', { name: /Telefon/ }).fill(contact.phone);
  await dialog.getByRole('textbox', { name: /E-Mail/ }).fill(contact.mail);
}

const fileInput = (dialog: Locator) => dialog.locator('input[type="file"]');
const submitButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Absenden' });
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Persönlicher Bereich' });

/**
 * The history is virtualised and sorted by date, planned emptyings first: scroll it until an entry
 * with `text` is rendered and visible.
 */
async function historyEntry(page: Page, text: string): Promise<Locator> {
  const list = sidebar(page).getByRole('list', { name: 'Verlauf' });
  const entry = list.getByText(text).first();
  await expect(list).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', 'true'); // all rows are there
  await list.evaluate((el) => {
    let box: HTMLElement | null = el as HTMLElement;
    while (box && !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
    box?.scrollTo(0, 0);
  });
  for (let i = 0; i < 60 && !(await entry.isVisible()); i++) {
    await list.evaluate((el) => {
      let box: HTMLElement | null = el as HTMLElement;
      while (box && !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
      box?.scrollBy(0, 150);
    });
    await page.waitForTimeout(50);
  }
  return entry;
}

/** Presses Tab until `target` has the focus (keyboard-only navigation). */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('claims and requests', () => {
  test('files a claim with two images; it shows in the list and in the sidebar history', async ({ page }) => {
    await openClaimsPage(page);
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    await lookUpContainer(dialog, OWN_CHIP);
    await expect(dialog.getByText(/^Gefunden: /)).toBeVisible();
    const description = 'Der Deckel ist seit der letzten Leerung gebrochen.';
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill(description);
    await expect(dialog.getByText(`${description.length} von 200 Zeichen`)).toBeVisible();
    await fillContact(dialog, CONTACT);
    await fileInput(dialog).setInputFiles([
      { name: 'deckel-vorne.png', mimeType: 'image/png', buffer: PNG },
      { name: 'deckel-seite.jpg', mimeType: 'image/jpeg', buffer: JPEG },
    ]);
    const files = dialog.getByRole('list', { name: 'Dokumente anhängen' });
    await expect(files.getByRole('listitem')).toHaveCount(2);
    await expect(files.getByText('deckel-vorne.png')).toBeVisible();
    await expect(files.getByText('deckel-seite.jpg')).toBeVisible();
    // Picking the same file again is ignored.
    await fileInput(dialog).setInputFiles([{ name: 'deckel-vorne.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(files.getByRole('listitem')).toHaveCount(2);

    const request = page.waitForRequest((r) => r.url().includes('/api/LegeReklamationAngemeldetAn'));
    await submitButton(dialog).click();
    const sent = await request;
    const body = sent.postDataJSON() as { files: { name: string; type: string; content: string }[] };
    expect(body.files.map((f) => f.name)).toEqual(['deckel-vorne.png', 'deckel-seite.jpg']);
    expect(Buffer.from(body.files[0]!.content, 'base64').equals(PNG)).toBe(true);
    const params = new URL(sent.url()).searchParams;
    expect(params.get('chipReferenzNr')).toBe(`'${OWN_CHIP}'`);
    // Number and letter as residents write them.
    expect(params.get('anruferHausNr')).toBe("'3a'");

    await expect(dialog).toBeHidden();
    const list = page.getByRole('main').getByRole('list').first();
    await expect(page.getByRole('main').getByText(description)).toBeVisible();
    await expect(list.getByRole('listitem').first()).toContainText('Behälter beschädigt');

    // Opening again starts with an empty form.
    const again = await openDialog(page);
    await expect(again.getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('');
    await expect(again.getByRole('radio', { name: 'Behälter beschädigt' })).not.toBeChecked();
    await again.getByRole('button', { name: 'Abbrechen' }).click();

    // The server stored it as an event of the object: the sidebar history shows it after a reload.
    await page.reload();
    await expect(await historyEntry(page, 'Reklamation: Behälter beschädigt')).toBeVisible();
  });

  test('the sidebar history gains a claim filed on the claims page without a reload', async ({ page }) => {
    // The dialog announces the claim (src/modules/claims/claim-created.ts); the app's events store adds it.
    await openClaimsPage(page);
    // No "Behälter fehlt" claim exists in the seed (the keyboard test, later in this file, files one).
    await expect(sidebar(page).getByRole('list', { name: 'Verlauf' })).toBeVisible();
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter fehlt' }).check();
    await lookUpContainer(dialog, OWN_CHIP);
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Die Biotonne ist weg.');
    await fillContact(dialog, CONTACT);
    await submitButton(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(await historyEntry(page, 'Reklamation: Behälter fehlt')).toBeVisible();
  });

  test('a claim from a bulky-waste order offers the claim types of that order and is filed for it', async ({ page }) => {
    await openClaimsPage(page);
    await sidebar(page).getByRole('button', { name: 'Reklamation melden' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Reklamation melden' });
    // Claim types assigned to bulky-waste orders (7), not those about containers.
    await expect(dialog.getByRole('radio', { name: 'Sperrmüll nicht abgeholt' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Behälter beschädigt' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Sperrmüll nicht abgeholt' }).check();
    await expect(dialog.getByRole('textbox', { name: /Behälternummer/ })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Das Sofa steht noch an der Straße.');
    await fillContact(dialog, CONTACT);
    const response = page.waitForResponse((r) => r.url().includes('/api/LegeReklamationAngemeldetAn'));
    await submitButton(dialog).click();
    const answer = await response;
    expect(answer.status()).toBe(200);
    expect(new URL(answer.url()).searchParams.get('reklamationsZuordnungsTyp')).toBe('7');
    await expect(dialog).toBeHidden();
    // Still logged in (a refused id would have been a 403), and the claim is listed on the object.
    await expect(page.getByRole('main').getByText('Das Sofa steht noch an der Straße.')).toBeVisible();
  });

  test('names each refused file at the upload field with its reason, the moment it is picked', async ({ page }) => {
    await openClaimsPage(page);
    const dialog = await openDialog(page);
    await fileInput(dialog).setInputFiles([
      { name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') },
      { name: 'foto.png', mimeType: 'image/png', buffer: PNG },
      { name: 'tabelle.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from('PK') },
    ]);
    const refused = dialog.getByTestId('upload-refused');
    await expect(refused).toContainText('Nicht angehängt');
    await expect(refused.getByRole('listitem')).toHaveCount(2);
    await expect(refused.getByRole('listitem').filter({ hasText: /^notiz\.txt: / })).toBeVisible();
    await expect(refused.getByRole('listitem').filter({ hasText: /^tabelle\.xlsx: / })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Dokumente anhängen' }).getByRole('listitem')).toHaveCount(1);
  });

  test('an upload over 5,242,880 bytes turns the size red and blocks the submit', async ({ page }) => {
    await openClaimsPage(page);
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    await lookUpContainer(dialog, OWN_CHIP);
    const description = dialog.getByRole('textbox', { name: /Beschreibung/ });
    await fillContact(dialog, CONTACT);
    // The description counter: over 200 characters it says so and blocks the submit too.
    await description.fill('x'.repeat(201));
    await expect(dialog.getByText('201 von 200 Zeichen')).toBeVisible();
    await expect(dialog.getByText('Der Text ist zu lang.')).toBeVisible();
    await expect(submitButton(dialog)).toBeDisabled();
    await description.fill('Zu große Datei');
    await expect(submitButton(dialog)).toBeEnabled();
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5_300_000, 0x20)]);
    await fileInput(dialog).setInputFiles([{ name: 'scan.pdf', mimeType: 'application/pdf', buffer: big }]);
    const size = dialog.getByTestId('upload-size');
    await expect(size).toHaveText('5,3 MB von 5,2 MB');
    await expect(size).toHaveAttribute('data-over', 'true');
    const color = await size.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number) as [number, number, number];
    expect(r, `size colour ${color}`).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(100);
    await expect(dialog.getByRole('alert')).toHaveText('Die Dateien sind zusammen zu groß.');
    await expect(submitButton(dialog)).toBeDisabled();
    // Removing the file makes the form sendable again.
    await dialog.getByRole('button', { name: 'Datei scan.pdf entfernen' }).click();
    await expect(size).toHaveText('0 B von 5,2 MB');
    await expect(submitButton(dialog)).toBeEnabled();
  });

  test('container lookup: one container shows its info, an unknown number the German message', async ({ page }) => {
    await openClaimsPage(page);
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    const number = dialog.getByRole('textbox', { name: /Behälternummer/ });
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/MoeglicheGefaesse')) lookups.push(new URL(r.url()).searchParams.get('chipReferenzNr') ?? '');
    });
    // Typed character by character: the debounce sends one lookup for the whole number.
    await number.pressSequentially(UNKNOWN_CHIP, { delay: 30 });
    await expect(dialog.getByText(CONTAINER_MESSAGE)).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(lookups).toEqual([`'${UNKNOWN_CHIP}'`]);

    // A new entry clears the previous verdict at once, then finds exactly one container.
    await number.fill(OWN_CHIP);
    await expect(dialog.getByText(CONTAINER_MESSAGE)).toBeHidden();
    await expect(dialog.getByText(/^Gefunden: .+, \d+ l$/)).toBeVisible();
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the phone number is checked against the chosen country', async ({ page }) => {
    await openClaimsPage(page);
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    await lookUpContainer(dialog, OWN_CHIP);
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Telefon prüfen');
    await fillContact(dialog, CONTACT);
    await expect(submitButton(dialog)).toBeEnabled();
    const invalid = dialog.getByText('Bitte geben Sie eine gültige Telefonnummer ein.');
    // A Berlin number is no Swiss number.
    await dialog.getByLabel('Land der Telefonnummer').click();
    await page.getByRole('option', { name: 'Schweiz (+41)' }).click();
    // The closed select shows the short country and dialling code, which fits its column.
    await expect(dialog.getByLabel('Land der Telefonnummer')).toHaveValue('CH +41');
    await expect(invalid).toBeVisible();
    await expect(submitButton(dialog)).toBeDisabled();
    await dialog.getByLabel('Land der Telefonnummer').click();
    await page.getByRole('option', { name: 'Deutschland (+49)' }).click();
    await expect(invalid).toBeHidden();
    await expect(submitButton(dialog)).toBeEnabled();
  });

  test('files a claim with the keyboard only', async ({ page }) => {
    await openClaimsPage(page);
    // From here on: no mouse.
    const open = page.getByRole('main').getByRole('button', { name: 'Reklamation melden' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Reklamation melden' });
    const firstType = dialog.getByRole('radio').first();
    await tabTo(page, firstType);
    await page.keyboard.press('Space');
    await expect(firstType).toBeChecked();
    // Arrow keys move the choice within the radio group.
    await page.keyboard.press('ArrowDown');
    const second = dialog.getByRole('radio').nth(1);
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    const chosen = (await second.getAttribute('value')) ?? '';
    expect(chosen).not.toBe('');

    const number = dialog.getByRole('textbox', { name: /Behälternummer/ });
    await tabTo(page, number);
    await page.keyboard.type(OWN_CHIP);
    await expect(dialog.getByText(/^Gefunden: /)).toBeVisible();
    const description = dialog.getByRole('textbox', { name: /Beschreibung/ });
    await tabTo(page, description);
    await page.keyboard.type('Mit der Tastatur gemeldet.');

    const toggle = dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Kontaktdaten ausblenden' })).toHaveAttribute('aria-expanded', 'true');
    const fields = CONTACT_FIELDS;
    for (const [name, value] of fields) {
      await tabTo(page, dialog.getByRole('textbox', { name }));
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value);
    }
    const submit = submitButton(dialog);
    await expect(submit).toBeEnabled();
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText('Mit der Tastatur gemeldet.')).toBeVisible();
  });

  test('XSS payloads in the description and in file names stay plain text', async ({ page }) => {
    const corpus = resolve('tests/fixtures/xss');
    const payloads = readdirSync(corpus)
      .filter((f) => f.endsWith('.txt'))
      .flatMap((f) => readFileSync(resolve(corpus, f), 'utf8').split('\n'))
      .map((l) => l.trim())
      .filter((l) => l.includes('<'));
    const description = payloads.find((p) => p.length <= 200 && /onerror/i.test(p))!;
    // File names cannot hold a slash; take payloads without one.
    const names = payloads.filter((p) => !/[\\/]/.test(p) && p.length <= 120).slice(0, 2).map((p) => `${p}.png`);
    expect(description).toBeTruthy();
    expect(names).toHaveLength(2);

    await page.addInitScript(() => {
      const w = window as unknown as { __xss: string[] };
      w.__xss = [];
      for (const name of ['alert', 'prompt', 'confirm'] as const) {
        window[name] = ((...args: unknown[]) => {
          w.__xss.push(`${name}(${args.join(',')})`);
          return null;
        }) as never;
      }
    });
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });

    await openClaimsPage(page);
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    await lookUpContainer(dialog, OWN_CHIP);
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill(description);
    await fillContact(dialog, CONTACT);
    await fileInput(dialog).setInputFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: PNG })));
    for (const name of names) await expect(dialog.getByText(name, { exact: true })).toBeVisible();
    await expect(submitButton(dialog)).toBeEnabled();
    await submitButton(dialog).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('main').getByText(description, { exact: true })).toBeVisible();

    expect(await page.evaluate(() => (window as unknown as { __xss: string[] }).__xss)).toEqual([]);
    expect(dialogs).toEqual([]);
    await expect(page.locator('main img[src="x"], main svg[onload], main iframe, main marquee')).toHaveCount(0);
  });

  test('regions that fail to load: error.load toast, error.claim.region on the select, the optional region does not block', async ({ page }) => {
    await openClaimsPage(page);
    await page.route('**/api/Gebiete*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":{"lang":"de","value":"x"}}}' }));
    const dialog = await openDialog(page);
    await expect(page.getByText('Die Daten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.')).toBeVisible();
    await expect(dialog.getByText('Die Gebiete konnten nicht geladen werden.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    await lookUpContainer(dialog, OWN_CHIP);
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Ohne Gebiet');
    await fillContact(dialog, CONTACT);
    await expect(submitButton(dialog)).toBeEnabled();
  });

  test('a failing submit shows claim.error and keeps everything typed', async ({ page }) => {
    await openClaimsPage(page);
    await page.route('**/api/LegeReklamationAngemeldetAn*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: { lang: 'de', value: 'Interner Fehler' } } }),
      }),
    );
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    await lookUpContainer(dialog, OWN_CHIP);
    await expect(dialog.getByText(/^Gefunden: /)).toBeVisible();
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Bitte nicht verlieren');
    await fillContact(dialog, CONTACT);
    await fileInput(dialog).setInputFiles([{ name: 'beleg.png', mimeType: 'image/png', buffer: PNG }]);
    await submitButton(dialog).click();

    await expect(page.getByText(CLAIM_ERROR)).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Behälter beschädigt' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /Behälternummer/ })).toHaveValue(OWN_CHIP);
    await expect(dialog.getByRole('textbox', { name: /Beschreibung/ })).toHaveValue('Bitte nicht verlieren');
    const expected = CONTACT_FIELDS;
    for (const [name, value] of expected) await expect(dialog.getByRole('textbox', { name })).toHaveValue(value);
    await expect(dialog.getByText('beleg.png')).toBeVisible();
    await expect(submitButton(dialog)).toBeEnabled();
  });

  test('the claim dialog and the requests page pass axe (WCAG 2.1 A/AA); screenshots', async ({ page }) => {
    await openClaimsPage(page);
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    await lookUpContainer(dialog, OWN_CHIP);
    await expect(dialog.getByText(/^Gefunden: /)).toBeVisible();
    await dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' }).click();
    await expectAccessible(page, 'claim dialog');
    await page.screenshot({ path: 'test-results/screenshots/claim-dialog-desktop.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(page.url().replace(/\/claims$/, '/requests'));
    await expect(page.getByRole('heading', { name: 'Ihre Anfragen' })).toBeVisible();
    await expectAccessible(page, 'requests page');
    await page.getByRole('main').getByRole('button', { name: 'Anfrage stellen' }).click();
    const request = page.getByRole('dialog', { name: 'Anfrage stellen' });
    await expect(request.getByRole('radio').first()).toBeVisible();
    await expectAccessible(page, 'request dialog');
  });
});

test.describe('phone width (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the claim dialog fills the phone screen and passes axe', async ({ page }) => {
    await openClaimsPage(page);
    const dialog = await openDialog(page);
    await dialog.getByRole('radio', { name: 'Behälter beschädigt' }).check();
    await dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' }).click();
    await fileInput(dialog).setInputFiles([{ name: 'ein-sehr-langer-dateiname-vom-telefon-IMG_20261121_101112.png', mimeType: 'image/png', buffer: PNG }]);
    await expectAccessible(page, 'claim dialog on a phone');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(389);
    await page.screenshot({ path: 'test-results/screenshots/claim-dialog-phone.png' });
    await dialog.evaluate((el) => el.closest('.mantine-Modal-content')?.scrollTo(0, 10_000));
    await page.screenshot({ path: 'test-results/screenshots/claim-dialog-phone-bottom.png' });
  });
});
