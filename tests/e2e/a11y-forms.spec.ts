/**
 * Form problems and focus rings a keyboard and screen reader user must be able to perceive: a
 * refused wizard step moves the focus to the field in trouble and marks it invalid, and the focus
 * ring of a text field stands out against the white field (3:1).
 */
import type { Page } from '@playwright/test';
import { expect, login, objectIdOf, test } from './fixtures';

/** WCAG 2 contrast of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The innermost ring of the focused element's box-shadow, and the field's own background. */
const focusRing = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { ring: /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? 'none', background: style.backgroundColor };
  });

test('the focus ring of a text field reaches 3:1 against the white field', async ({ page }) => {
  await page.goto('/register');
  const field = page.getByRole('main').getByRole('textbox').first();
  await expect(field).toBeVisible();
  await field.focus();
  // Tabbed to, as a keyboard user gets there.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  const { ring, background } = await focusRing(page);
  expect(background).toBe('rgb(255, 255, 255)');
  expect(contrast(ring, background), `ring ${ring}`).toBeGreaterThanOrEqual(3);
});

test('a wizard step refused for the missing consent moves the focus to the consent box and marks it invalid', async ({ page }) => {
  await page.goto('/');
  await login(page, 'eigentuemer');
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/dump`);
  await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
  const wizard = page.getByTestId('dump-wizard');
  const next = wizard.getByRole('button', { name: 'Weiter' });
  await page.getByRole('radio', { name: /Sperrmüllabholung/ }).check();
  await next.click();
  await page.getByLabel('Anzahl: Stuhl').fill('1');
  await next.click();
  await wizard.getByRole('radio', { disabled: false }).first().check();
  await next.click();
  await expect(page.getByRole('heading', { name: 'Schritt 4 von 5: Kontakt und Einwilligung' })).toBeVisible();
  const consent = wizard.getByRole('checkbox');
  await expect(consent).not.toBeChecked();
  // "Weiter" with the keyboard: the focus is on the button when the step is refused.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(wizard.getByText('Bitte stimmen Sie der Einwilligungserklärung zu.')).toBeVisible();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await expect(consent).toHaveAccessibleDescription(/Bitte stimmen Sie der Einwilligungserklärung zu\./);
  // Again, from the button: the focus goes back to the box each time.
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(consent).toBeFocused();
  // Ticked, the mark goes.
  await consent.check();
  await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
});
