/**
 * Register module at phone width against `npm start`: a new resident registers through the
 * generated form, cannot log in before following the link mailed to the typed address (read from
 * the server's outbox folder: no mail server here), opens it with the chosen password and logs in
 * with the new account; a resident who forgot the password asks for a link, sets a new password
 * and logs in with it. axe on every step.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, expect, objectIdOf, test } from './fixtures';
import { workerDataDir } from './worker-server';

test.use({ viewport: { width: 390, height: 844 } });

// The data folder playwright.config.ts gives `npm start` (it follows the port).
const OUTBOX = join(workerDataDir, 'outbox');
const PASSWORD = 'Sommer2026!';

// Required fields carry a " *" after the label text.
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*)?$`));
const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Anmelden' });
const sha = (s: string) => createHash('sha256').update(s.trim(), 'utf8').digest('hex');

/** The newest mail to `to` in the outbox whose text matches `pattern`. */
function mailTo(to: string, pattern: RegExp): string | null {
  if (!existsSync(OUTBOX)) return null;
  for (const file of readdirSync(OUTBOX).filter((f) => f.endsWith('.txt')).sort().reverse()) {
    const text = readFileSync(join(OUTBOX, file), 'utf8');
    if (text.includes(`To: ${to}\n`) && pattern.test(text)) return text;
  }
  return null;
}

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

/** The link of the newest mail to `to` that carries one to `fragment` (polled: mails may be written after the answer). */
async function linkIn(to: string, fragment: string): Promise<string> {
  const pattern = new RegExp(`^(https?://\\S+#${fragment}=\\S+)$`, 'm');
  let mail: string | null = null;
  await expect.poll(() => (mail = mailTo(to, pattern))).not.toBeNull();
  return pattern.exec(mail!)![1]!;
}

test('a new resident registers through the generated form, follows the mailed link and logs in with the new account', async ({ page }) => {
  // The whole journey in one test (form, refusals, mail, link page, login), with axe on each of its ten steps.
  test.slow();
  await page.goto('/');
  await page.getByRole('link', { name: /Jetzt registrieren/ }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Zugang einrichten' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Frau' })).toBeVisible();
  await expectAccessible(page, 'registration form');
  await noHorizontalScroll(page);

  // Autofill and the phone's e-mail keyboard; the consent links the authority's privacy page.
  await expect(field(page, 'E-Mail-Adresse')).toHaveAttribute('type', 'email');
  await expect(field(page, 'E-Mail-Adresse')).toHaveAttribute('inputmode', 'email');
  await expect(field(page, 'E-Mail-Adresse')).toHaveAttribute('autocomplete', 'email');
  await expect(field(page, 'Vorname')).toHaveAttribute('autocomplete', 'given-name');
  await expect(field(page, 'Nachname')).toHaveAttribute('autocomplete', 'family-name');
  // What the name is for is said at the field, and read out with it.
  await expect(field(page, 'Nachname')).toHaveAccessibleDescription(/sprechen wir Sie in der E-Mail zur Freischaltung an/);
  await expect(page.getByRole('link', { name: 'Datenschutzhinweise', exact: true })).toHaveAttribute('href', 'https://www.awv-mittelland.example/datenschutz');

  // An empty submit shows what is missing and sends nothing; the consent is not ticked for the resident.
  await expect(page.getByRole('checkbox', { name: /Datenschutzhinweise/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.').first()).toBeVisible();
  await expect(field(page, 'Kassenzeichen')).toBeFocused();
  await expectAccessible(page, 'registration form with errors');

  await field(page, 'Kassenzeichen').fill('KZ-2026-0060');
  await field(page, 'Objektnummer').fill('OBJ-1061');
  await page.getByRole('radio', { name: 'Frau' }).check();
  await field(page, 'Vorname').fill('Greta');
  await field(page, 'Nachname').fill('Lindner');
  await field(page, 'E-Mail-Adresse').fill('greta.lindner@example.org');
  await field(page, 'Gewünschte Benutzerkennung').fill('greta.lindner');
  await field(page, 'Passwort').fill('kurz');
  // After the refused submit the validation rules speak while typing.
  await expect(page.locator('#root_passwortHash-error')).toHaveText('Mindestens 8 Zeichen');
  await field(page, 'Passwort').fill(PASSWORD);
  await field(page, 'Passwort wiederholen').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Datenschutzhinweise/ }).check();

  // Kassenzeichen and Objektnummer of two different objects: refused with a German message.
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'kein Grundstück gefunden' })).toBeVisible();
  await expectAccessible(page, 'registration refused');

  await field(page, 'Objektnummer').fill('OBJ-1060');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  const confirmation = page.getByTestId('register-confirmation');
  await expect(confirmation.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeFocused();
  await expect(confirmation).toContainText('greta.lindner@example.org');
  await expect(confirmation).toContainText('noch nicht freigeschaltet');
  await expect(confirmation).toContainText('„greta.lindner“');
  await expect(confirmation.getByRole('button', { name: 'Jetzt anmelden' })).toHaveCount(0);
  await expectAccessible(page, 'registration confirmation');
  await noHorizontalScroll(page);
  const link = await linkIn('greta.lindner@example.org', 'zugang-bestaetigen');
  expect(new URL(link).pathname).toBe('/register');
  expect(mailTo('greta.lindner@example.org', /#zugang-bestaetigen=/)).toMatch(/Mit freundlichen Grüßen\nIhr Bürgerportal/);

  // Before the link, the login says the e-mail address is to be confirmed first.
  await page.goto('/');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).filter({ visible: true }).first().click();
  let dialog = loginDialog(page);
  await dialog.getByLabel('Benutzerkennung').fill('greta.lindner');
  await dialog.locator('input[type="password"]').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse');
  await expectAccessible(page, 'login before the confirmation');

  // The link's page (a new page load) asks for the password chosen at the registration.
  await page.goto(link);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Zugang freischalten', level: 1 })).toBeVisible();
  await expectAccessible(page, 'confirmation link page');
  await noHorizontalScroll(page);
  await field(page, 'Passwort').fill('Falsch2026!x');
  await page.getByRole('button', { name: 'Zugang freischalten' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Das Passwort stimmt nicht' })).toBeVisible();
  await field(page, 'Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Zugang freischalten' }).click();
  const opened = page.getByTestId('register-confirmation');
  await expect(opened.getByRole('heading', { name: 'Ihr Zugang ist freigeschaltet' })).toBeFocused();
  await expect(opened).toContainText('„greta.lindner“');
  await expectAccessible(page, 'login opened');

  // The link works once: opened again, it says so and offers to register again.
  const again = await page.context().newPage();
  await again.goto(link);
  await field(again, 'Passwort').fill(PASSWORD);
  await again.getByRole('button', { name: 'Zugang freischalten' }).click();
  await expect(again.getByRole('alert').filter({ hasText: 'abgelaufen oder wurde bereits verwendet' })).toBeVisible();
  await expect(again.getByRole('link', { name: 'Erneut registrieren' })).toBeVisible();
  await expectAccessible(again, 'used confirmation link');
  await again.close();

  await opened.getByRole('button', { name: 'Jetzt anmelden' }).click();
  dialog = loginDialog(page);
  await expect(dialog.getByLabel('Benutzerkennung')).toHaveValue('greta.lindner');
  await expect(dialog.locator('input[type="password"]')).toBeFocused();
  await expectAccessible(page, 'login dialog after the confirmation');
  await dialog.locator('input[type="password"]').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  // Object 60 (KZ-2026-0060) is what the new account owns.
  expect(await objectIdOf(page)).toBe('60');
});

test('a resident who forgot the password gets a link from the outbox, sets a new password once and logs in', async ({ page, request }) => {
  // An account of its own (through the API), so this test needs nothing of the one above.
  const email = 'paul.reset@example.org';
  const register = await request.post(
    `/api/RegistriereBenutzer?kassenzeichen='KZ-2026-0062'&objektNr='OBJ-1062'&name='Reset'&email='${email}'&benutzerkennung='paul.reset'&passwortHash='${sha(PASSWORD)}'&datenschutz=true`,
  );
  expect(register.status()).toBe(200);
  const token = new URL(await linkIn(email, 'zugang-bestaetigen')).hash.replace('#zugang-bestaetigen=', '');
  const opened = await request.post('/api/BestaetigeRegistrierung', { data: { parameters: { token: `'${token}'`, passwortHash: `'${sha(PASSWORD)}'` } } });
  expect(opened.status()).toBe(200);

  await page.goto('/');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).filter({ visible: true }).first().click();
  await loginDialog(page).getByRole('button', { name: 'Passwort vergessen?' }).click();
  await expect(page).toHaveURL(/\/register#passwort-vergessen$/);
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Passwort vergessen?', level: 1 })).toBeVisible();
  await expectAccessible(page, 'forgotten password form');
  await noHorizontalScroll(page);

  await field(page, 'Benutzerkennung oder E-Mail-Adresse').fill('paul.reset');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte sehen Sie in Ihr E-Mail-Postfach' })).toBeFocused();
  await expectAccessible(page, 'link requested');

  const link = await linkIn(email, 'passwort-neu');
  expect(new URL(link).pathname).toBe('/register');

  const NEW = 'Winter2026?neu';
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Neues Passwort vergeben', level: 1 })).toBeVisible();
  await expectAccessible(page, 'new password form');
  await noHorizontalScroll(page);
  await field(page, 'Neues Passwort').fill(NEW);
  await field(page, 'Neues Passwort wiederholen').fill('Winter2026?anders');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Die Passwörter stimmen nicht überein.')).toBeVisible();
  await field(page, 'Neues Passwort wiederholen').fill(NEW);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  const done = page.getByTestId('register-confirmation');
  await expect(done.getByRole('heading', { name: 'Ihr neues Passwort ist gespeichert' })).toBeFocused();
  await expect(done).toContainText('„paul.reset“');
  await expectAccessible(page, 'new password saved');

  // The link works once, and says so on arrival: no form to fill in for nothing.
  await page.goto('/');
  await page.goto(link);
  await expect(page.getByText('Dieser Link wurde bereits verwendet oder ist abgelaufen.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Neues Passwort/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Passwort speichern' })).toHaveCount(0);
  await expectAccessible(page, 'used link');
  await page.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page).toHaveURL(/\/register#passwort-vergessen$/);
  await expect(page.getByRole('heading', { name: 'Passwort vergessen?', level: 1 })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).filter({ visible: true }).first().click();
  const dialog = loginDialog(page);
  await dialog.getByLabel('Benutzerkennung').fill('paul.reset');
  await dialog.locator('input[type="password"]').fill(NEW);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  expect(await objectIdOf(page)).toBe('62');
});

/**
 * A POST to the portal's backend from another local address (all of 127.0.0.0/8 is loopback): the
 * backend counts reset requests per address, so this test's count is its own, whatever other tests
 * asked from the browser's 127.0.0.1. A new address per run keeps a retry from inheriting counts.
 */
function postFrom(localAddress: string, url: string): Promise<{ status: number; contentType: string; body: string }> {
  return new Promise((done, fail) => {
    const target = new URL(url);
    const req = httpRequest({ host: target.hostname, port: Number(target.port), path: `${target.pathname}${target.search}`, method: 'POST', localAddress, headers: { Accept: 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('asked three times within the hour from one address, the form says in German that no further mail went out', async ({ page, baseURL }) => {
  const from = `127.0.${(Date.now() >> 8) % 250 + 1}.${Date.now() % 250 + 1}`;
  // A name nobody has: the answer must not differ from an existing one's.
  const name = 'niemand.grenze';
  for (let i = 0; i < 3; i++) expect((await postFrom(from, `${baseURL}/api/SendePasswortLink?kennung='${name}'`)).status).toBe(200);
  // The browser's own request leaves from the same address as the three before it.
  await page.route('**/api/SendePasswortLink?*', async (route) => {
    const answer = await postFrom(from, route.request().url());
    await route.fulfill({ status: answer.status, contentType: answer.contentType, body: answer.body });
  });

  await page.goto('/register#passwort-vergessen');
  await expect(page.getByRole('heading', { name: 'Passwort vergessen?', level: 1 })).toBeVisible();
  await field(page, 'Benutzerkennung oder E-Mail-Adresse').fill(name);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Wir haben deshalb keine weitere E-Mail geschickt.' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText('Link aus der neuesten E-Mail');
  await expect(page.getByRole('heading', { name: 'Bitte sehen Sie in Ihr E-Mail-Postfach' })).toHaveCount(0);
  await expectAccessible(page, 'reset link refused');
});
