/**
 * Dropdowns inside the dialogs that fill a phone's screen (390 px, touch): while a list is open its
 * field holds still and the page keeps the phone's width, and a tap picks the item tapped. Every
 * select of each dialog is tried, not one named field: the reminder dialogs (push and e-mail) and
 * the claim dialog with each kind of claim a visitor may file.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A phone's pixel ratio too: some of the lists widened the page only with it.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/** The field's box over 20 animation frames, and the page's layout width meanwhile. */
const watch = (field: Locator) =>
  field.evaluate(async (element) => {
    const boxes = new Set<string>();
    const widths = new Set<number>();
    for (let frame = 0; frame < 20; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = element.getBoundingClientRect();
      boxes.add(`${Math.round(box.x)},${Math.round(box.y)},${Math.round(box.width)}`);
      widths.add(window.innerWidth);
    }
    return { boxes: [...boxes], widths: [...widths] };
  });

/** Opens each visible select of `dialog` by touch, checks it holds still and that a tap picks the item tapped. */
async function tapEverySelect(page: Page, dialog: Locator, label: string): Promise<number> {
  const fields = dialog.getByRole('combobox').filter({ visible: true });
  const count = await fields.count();
  for (let index = 0; index < count; index++) {
    const field = fields.nth(index);
    if (!(await field.isEnabled())) continue;
    const name = `${label}: ${(await field.getAttribute('aria-label')) ?? (await field.evaluate((e) => (e as HTMLInputElement).labels?.[0]?.textContent ?? ''))}`;
    await field.tap();
    const list = page.getByRole('listbox').filter({ visible: true });
    // Only this field's list: the one closed before may still be fading out.
    await expect(list, name).toHaveCount(1);
    const options = list.getByRole('option');
    if ((await options.count()) < 2) {
      await page.keyboard.press('Escape');
      await expect(list).toHaveCount(0);
      continue;
    }
    const seen = await watch(field);
    expect(seen.boxes, `${name}: the field holds still while its list is open`).toHaveLength(1);
    expect(seen.widths, `${name}: the page keeps the phone's width`).toEqual([390]);
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x + dialogBox.width, `${name}: the dialog stays on the screen`).toBeLessThanOrEqual(390);
    // An item not chosen yet (a tap on the chosen one takes the choice back, as Mantine's selects do).
    const option = list.locator('[role="option"]:not([aria-selected="true"])').nth(1);
    const text = ((await option.textContent()) ?? '').trim();
    await option.tap();
    // A select marks the item chosen in its list (its field may show it shorter: "AT +43"); a
    // multi-select shows it as a pill beside the field.
    const multi = await field.evaluate((element) => element.className.includes('MultiSelect'));
    if (!multi) {
      await expect(field, name).not.toHaveValue('');
      if (!(await list.isVisible())) await field.tap();
      await expect(list.getByRole('option', { name: text, exact: true }), name).toHaveAttribute('aria-selected', 'true');
    } else {
      await expect(field.locator('xpath=ancestor::*[contains(@class, "mantine-InputWrapper-root")][1]'), name).toContainText(text);
    }
    if (await list.isVisible()) await page.keyboard.press('Escape');
    await expect(list).toHaveCount(0);
  }
  return count;
}

async function openReminders(page: Page): Promise<Locator> {
  await page.goto('/calendar');
  await page.getByRole('combobox', { name: 'Ort' }).tap();
  await page.getByRole('option', { name: 'Hohenfels', exact: true }).tap();
  await page.getByRole('combobox', { name: 'Straße' }).tap();
  await page.getByRole('option', { name: /^Bahnhofstraße( \(|$)/ }).tap();
  await page.getByRole('button', { name: 'Erinnerung einrichten' }).tap();
  return page.getByRole('dialog', { name: 'Erinnerungen an Abfuhrtermine' });
}

test('the reminder dialogs: every select holds still and picks what is tapped', async ({ page }) => {
  const list = await openReminders(page);
  await list.getByRole('button', { name: 'Neue Erinnerung' }).tap();
  const push = page.getByRole('dialog', { name: 'Neue Erinnerung' });
  await expect(push.getByPlaceholder('Abfallarten wählen')).toBeVisible();
  expect(await tapEverySelect(page, push, 'Neue Erinnerung')).toBeGreaterThanOrEqual(3);
  await push.getByRole('button', { name: 'Abbrechen' }).tap();

  await page.getByRole('dialog', { name: 'Erinnerungen an Abfuhrtermine' }).getByRole('button', { name: 'Per E-Mail erinnern' }).tap();
  const email = page.getByRole('dialog', { name: 'Erinnerung per E-Mail' });
  await expect(email.getByLabel('Abfallarten')).toBeVisible();
  expect(await tapEverySelect(page, email, 'Erinnerung per E-Mail')).toBeGreaterThanOrEqual(3);
});

test('the claim dialog: every select of every kind of claim holds still and picks what is tapped', async ({ page }) => {
  await page.goto('/claims');
  await page.getByRole('main').getByRole('button', { name: 'Reklamation melden' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Reklamation melden' });
  const kinds = dialog.getByRole('radio');
  await expect(kinds.first()).toBeVisible();
  let selects = 0;
  for (let index = 0; index < (await kinds.count()); index++) {
    const kind = kinds.nth(index);
    await kind.check();
    selects += await tapEverySelect(page, dialog, `Reklamation (${await kind.getAttribute('value')})`);
  }
  // The phone prefix at least, and the area where a kind asks for it.
  expect(selects).toBeGreaterThanOrEqual(2);
});
