/**
 * /claims and /requests are no dead end. A visitor files a claim by address
 * (LegeReklamationAn, contact section open and required) or logs in from the page and comes back
 * to the object's page; a logged-in resident on /claims goes straight to the object's claims.
 * At phone width, with axe on the page and on the dialog.
 */
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

test.describe('claims before login (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a visitor files a claim by address and gets its number', async ({ page }) => {
    await page.goto('/claims');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Reklamation melden' })).toBeVisible();
    await expect(page.getByText('Bitte wählen Sie zuerst ein Objekt aus.')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await expectAccessible(page, '/claims as a visitor');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await main.getByRole('button', { name: 'Reklamation melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reklamation melden' });
    await dialog.getByRole('radio', { name: 'Verschmutzung nach der Leerung' }).check();
    // Types about a container or an order need a login: not offered here.
    await expect(dialog.getByRole('radio', { name: 'Behälter beschädigt' })).toHaveCount(0);
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Glasscherben vor Hausnummer 4.');
    // The contact section is open at once: nothing is known about a visitor.
    await expect(dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' })).toHaveCount(0);
    const fields: [RegExp, string][] = [
      [/Nachname/, 'Krüger'],
      [/Straße/, 'Lindenallee'],
      [/Hausnummer/, '4'],
      [/PLZ/, '07381'],
      [/^Ort/, 'Lindenau'],
    ];
    for (const [name, value] of fields) await dialog.getByRole('textbox', { name }).fill(value);
    const submit = dialog.getByRole('button', { name: 'Absenden' });
    // The e-mail is required for a visitor: the authority answers there.
    await expect(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('krueger@example.org');
    await expectAccessible(page, 'visitor claim dialog');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(main.getByText(/Ihre Meldung ist unter der Nummer \d+ bei uns eingegangen/)).toBeVisible();
  });

  test('a visitor reports a missed bin (Behälter nicht geleert) by street and house number', async ({ page }) => {
    await page.goto('/claims');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Reklamation melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reklamation melden' });
    await dialog.getByRole('radio', { name: 'Behälter nicht geleert' }).check();
    // The authority's hint for this type: when the bin was put out.
    await expect(dialog.getByText('Bitte schreiben Sie in die Beschreibung, seit wann der Behälter zur Leerung bereitsteht.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Restmülltonne steht seit Dienstag 6 Uhr an der Straße.');
    const fields: [RegExp, string][] = [
      [/Nachname/, 'Krüger'],
      [/Straße/, 'Lindenallee'],
      [/Hausnummer/, '4'],
      [/PLZ/, '07381'],
      [/^Ort/, 'Lindenau'],
      [/E-Mail/, 'krueger@example.org'],
    ];
    for (const [name, value] of fields) await dialog.getByRole('textbox', { name }).fill(value);
    await expectAccessible(page, 'visitor missed-bin claim');
    await page.screenshot({ path: 'test-results/screenshots/visitor-missed-bin-390.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Absenden' }).click();
    await expect(dialog).toBeHidden();
    await expect(main.getByText(/Ihre Meldung ist unter der Nummer \d+ bei uns eingegangen/)).toBeVisible();
  });

  test('a visitor logs in from /requests and lands on the object\'s requests', async ({ page }) => {
    await page.goto('/requests');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Anfrage stellen' })).toBeVisible();
    await main.getByRole('button', { name: 'Anmelden' }).click();
    // The page's own button opened the dialog: wait for it, or login() would click again underneath.
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    await expect(page).toHaveURL(new RegExp(`/objects/${id}/requests$`));
    await expect(main.getByRole('heading', { name: 'Ihre Anfragen' })).toBeVisible();
    await expectAccessible(page, 'object requests after login');

    // Logged in, the general page leads to the current object's page.
    await page.goto('/claims');
    await expect(page).toHaveURL(new RegExp(`/objects/${id}/claims$`));
    await expect(main.getByRole('heading', { name: 'Ihre Reklamationen' })).toBeVisible();
  });
});
