/**
 * The event history in the desktop sidebar: cancelling orders and filing a claim about a bulky-waste
 * order.
 *
 * Seed (server/seed/orders.ts): every featured object has container orders in every status plus an
 * exchange pair (a recorded return whose successor is a recorded delivery) and bulky-waste orders
 * recorded/planned/done/canceled/error. The reference metadata marks StorniereStueckgutAuftrag with
 * portal:AllowsPlannedCancellation="true", so a planned bulky-waste order offers "Stornieren" here;
 * the opposite case is covered by tests/unit/events/EventList.test.tsx.
 *
 * Only vermieter's object 5, which no other spec file reads, gets changed (an exchange pair
 * canceled, a claim filed). Everything on eigentuemer's object stays as seeded.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

const CANCEL_ERROR = 'Der Auftrag konnte nicht storniert werden. Bitte versuchen Sie es später erneut.';
const OWNER_MAIL = 'anna.becker@example.org';
/** vermieter's third object; only this spec touches its orders. */
const CANCEL_OBJECT = 5;

const history = (page: Page): Locator => page.getByRole('complementary').getByRole('list', { name: 'Verlauf' });

/** Waits for the history, then scrolls through the virtualised list and returns every row's text in order. */
async function historyRows(page: Page): Promise<string[]> {
  const list = history(page);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // A plain history adds the rows below the first screen in a background render (aria-busy until then).
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  return list.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const seen = new Map<number, string>();
    element.scrollTop = 0;
    await frame();
    for (let step = 0; step < 1000; step++) {
      for (const item of element.querySelectorAll('[role="listitem"]')) seen.set(Number(item.getAttribute('data-index')), item.textContent ?? '');
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) break;
      element.scrollTop += Math.max(40, element.clientHeight * 0.6);
      await frame();
    }
    return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, text]) => text);
  });
}

/** Scrolls the list until a row containing all `texts` is rendered and returns it. */
async function historyRow(page: Page, ...texts: string[]): Promise<Locator> {
  const list = history(page);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // A plain history adds the rows below the first screen in a background render (aria-busy until then).
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const index = await list.evaluate(async (element, wanted) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    element.scrollTop = 0;
    await frame();
    for (let step = 0; step < 1000; step++) {
      for (const item of element.querySelectorAll('[role="listitem"]')) {
        const text = item.textContent ?? '';
        if (wanted.every((w) => text.includes(w))) return item.getAttribute('data-index');
      }
      if (element.scrollTop + element.clientHeight >= element.scrollHeight - 1) return null;
      element.scrollTop += Math.max(40, element.clientHeight * 0.6);
      await frame();
    }
    return null;
  }, texts);
  expect(index, `a history row with ${texts.join(' + ')}`).not.toBeNull();
  const row = list.locator(`[role="listitem"][data-index="${index}"]`);
  await row.scrollIntoViewIfNeeded();
  return row;
}

const count = (rows: string[], ...texts: string[]) => rows.filter((row) => texts.every((t) => row.includes(t))).length;

async function openOwnerObject(page: Page): Promise<void> {
  await page.goto('/');
  await login(page, 'eigentuemer');
  await objectIdOf(page);
}

test.describe('event history', () => {
  test('cancels a recorded container order with its exchange partner; the status stays after a reload', async ({ page }) => {
    await page.goto('/');
    await login(page, 'vermieter');
    await objectIdOf(page);
    await page.goto(`/objects/${CANCEL_OBJECT}/calendar`);

    const before = await historyRows(page);
    expect(count(before, 'Behälterabholung', 'Erfasst am')).toBe(1);
    const canceledDeliveries = count(before, 'Behälterlieferung', 'Storniert');

    const row = await historyRow(page, 'Behälterabholung', 'Erfasst am');
    await row.getByRole('button', { name: 'Stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auftrag stornieren' });
    // StorniereAuftrag's eMail is nullable: optional, but prefilled when the owner has an address.
    await expect(dialog.getByRole('textbox', { name: /^E-Mail für die Bestätigung$/ })).not.toHaveAttribute('required', '');
    await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('complementary').getByRole('status')).toContainText('Der Auftrag wurde storniert.');

    const after = await historyRows(page);
    expect(count(after, 'Behälterabholung', 'Erfasst am')).toBe(0);
    expect(count(after, 'Behälterabholung', 'Storniert')).toBe(1);
    // The successor of the return (the delivery of the exchange) is canceled with it.
    expect(count(after, 'Behälterlieferung', 'Storniert')).toBe(canceledDeliveries + 1);

    await page.reload();
    const reloaded = await historyRows(page);
    expect(count(reloaded, 'Behälterabholung', 'Storniert')).toBe(1);
    expect(count(reloaded, 'Behälterlieferung', 'Storniert')).toBe(canceledDeliveries + 1);
    expect(count(reloaded, 'Behälterabholung', 'Stornieren')).toBe(0);
  });

  test('offers cancel for a planned bulky-waste order (planned cancellation allowed); the dialog passes axe', async ({ page }) => {
    await openOwnerObject(page);
    const rows = await historyRows(page);
    // Done, canceled and failed orders never offer it; the claim is offered for every bulky-waste order.
    expect(count(rows, 'Sperrmüllauftrag', 'Erledigt am', 'Stornieren')).toBe(0);
    expect(count(rows, 'Sperrmüllauftrag', 'Fehlgeschlagen', 'Stornieren')).toBe(0);
    expect(count(rows, 'Sperrmüllauftrag', 'Erledigt am', 'Reklamation melden')).toBe(1);

    const planned = await historyRow(page, 'Sperrmüllauftrag', 'Geplant für');
    const cancel = planned.getByRole('button', { name: 'Stornieren' });
    // Keyboard: the action is a real button reachable and usable without a mouse.
    await cancel.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Auftrag stornieren' });
    await expect(dialog).toBeVisible();
    // StorniereStueckgutAuftrag's eMail is non-nullable: required, prefilled with the owner's address.
    const email = dialog.getByRole('textbox', { name: /E-Mail für die Bestätigung/ });
    await expect(email).toHaveAttribute('required', '');
    await expect(email).toHaveValue(OWNER_MAIL);
    await expect(email).toBeFocused();
    await expectAccessible(page, 'cancel dialog');

    await email.fill('');
    await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();
    await expect(dialog.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(cancel).toBeFocused();
    await expect(planned).toContainText('Geplant für');
  });

  test('files a claim about a bulky-waste order: the claim dialog opens with the contact data filled in', async ({ page }) => {
    await openOwnerObject(page);
    const row = await historyRow(page, 'Sperrmüllauftrag', 'Erfasst am');
    await row.getByRole('button', { name: 'Reklamation melden' }).click();
    const dialog = page.getByRole('dialog', { name: /Reklamation/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' }).click();
    await expect(dialog.getByRole('textbox', { name: /Nachname/ })).toHaveValue('Becker');
    await expect(dialog.getByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue(OWNER_MAIL);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a claim filed about a bulky-waste order joins the history at once', async ({ page }) => {
    await page.goto('/');
    await login(page, 'vermieter');
    await objectIdOf(page);
    await page.goto(`/objects/${CANCEL_OBJECT}/calendar`);
    expect(count(await historyRows(page), 'Reklamation: Sperrmüll nicht abgeholt', 'Erfasst am')).toBe(0);

    const row = await historyRow(page, 'Sperrmüllauftrag', 'Erledigt am');
    await row.getByRole('button', { name: 'Reklamation melden' }).click();
    const dialog = page.getByRole('dialog', { name: /Reklamation/ });
    await dialog.getByRole('radio', { name: 'Sperrmüll nicht abgeholt' }).check();
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Der Schrank steht noch vor dem Haus.');
    await dialog.getByRole('button', { name: 'Kontaktdaten anzeigen' }).click();
    const contact: [RegExp, string][] = [
      [/Nachname/, 'Wagner'], [/Straße/, 'Lindenweg'], [/Hausnummer/, '3'], [/PLZ/, '35410'], [/^Ort/, 'Lindenau'],
      [/Telefon/, '030 12345678'], [/E-Mail/, 'vermieter@example.org'],
    ];
    for (const [name, value] of contact) await dialog.getByRole('textbox', { name }).fill(value);
    await dialog.getByRole('button', { name: 'Absenden' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('complementary').getByRole('status')).toContainText(/Ihre Reklamation ist unter der Nummer \d+ bei uns eingegangen/);
    await expect.poll(async () => count(await historyRows(page), 'Reklamation: Sperrmüll nicht abgeholt', 'Erfasst am')).toBe(1);
  });

  test('a failing cancel shows the snackbar and keeps the dialog, the input and the order', async ({ page }) => {
    await openOwnerObject(page);
    await page.route('**/api/StorniereAuftrag*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: { lang: 'de', value: 'Interner Fehler' } } }),
      }),
    );
    const row = await historyRow(page, 'Behälterlieferung', 'Erfasst am');
    const rowText = await row.textContent();
    await row.getByRole('button', { name: 'Stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auftrag stornieren' });
    const email = dialog.getByRole('textbox', { name: /E-Mail für die Bestätigung/ });
    await email.fill('neue.adresse@example.org');
    await dialog.getByRole('button', { name: 'Ja, stornieren' }).click();

    await expect(page.getByRole('alert', { name: 'Fehlermeldung' })).toContainText(CANCEL_ERROR);
    await expect(dialog).toBeVisible();
    await expect(email).toHaveValue('neue.adresse@example.org');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveText(rowText ?? '');
    await expect(row.getByRole('button', { name: 'Stornieren' })).toBeVisible();
  });

  test('one kind that fails to load keeps the others and says the history is incomplete; retry completes it', async ({ page }) => {
    let failing = true;
    await page.route('**/api/FahrAuftraege*', (route) =>
      failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":{"lang":"de","value":"x"}}}' }) : route.fallback(),
    );
    await openOwnerObject(page);
    const aside = page.getByRole('complementary');
    await expect(aside.getByText('Nicht alle Einträge konnten geladen werden.')).toBeVisible();
    // The container orders are still there.
    await expect(history(page).getByRole('listitem').first()).toBeVisible();
    failing = false;
    await aside.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(aside.getByText('Nicht alle Einträge konnten geladen werden.')).toBeHidden();
  });
});
