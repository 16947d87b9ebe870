/**
 * The pages public bodies must offer (accessibility statement, Leichte Sprache, Gebärdensprache)
 * answer at their addresses, also by direct load, have their own title and h1, pass axe at phone and
 * desktop widths, and every page links them (plus "Barriere melden") from its footer: the start page
 * (prerendered and running), a module page after login, the not-found and the maintenance page.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, login, objectIdOf, test } from './fixtures';

const SHOTS = '/work/shots/bitv';
const PAGES = [
  { path: '/barrierefreiheit', heading: 'Erklärung zur Barrierefreiheit', shot: 'statement' },
  { path: '/leichte-sprache', heading: 'Leichte Sprache', shot: 'leichte-sprache' },
  { path: '/gebaerdensprache', heading: 'Gebärdensprache', shot: 'gebaerdensprache' },
] as const;
const FOOTER_LINKS = [
  ['Barrierefreiheit', '/barrierefreiheit'],
  ['Barriere melden', '/barriere-melden'],
  ['Leichte Sprache', '/leichte-sprache'],
  ['Gebärdensprache', '/gebaerdensprache'],
] as const;

const footerNav = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Barrierefreiheit und Hilfen' });

async function expectFooterLinks(page: Page): Promise<void> {
  const nav = footerNav(page);
  for (const [name, href] of FOOTER_LINKS) {
    const link = nav.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  await expect(nav.locator('svg[data-icon="easy-language"]')).toHaveCount(1);
}

test.describe('footer links on every page', () => {
  test('the prerendered start page carries them in its HTML, and the running start page shows them with a visible "Leichte Sprache" link', async ({ page, request }) => {
    const html = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    for (const [, href] of FOOTER_LINKS) expect(html).toContain(`href="${href}"`);
    await page.goto('/');
    await expectFooterLinks(page);
    const start = page.getByRole('main').getByRole('link', { name: 'Leichte Sprache' });
    await expect(start).toBeVisible();
    await expect(start.locator('svg[data-icon="easy-language"]')).toBeVisible();
    await start.click();
    await expect(page).toHaveURL(/\/leichte-sprache$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leichte Sprache');
  });

  test('a module page after login shows them, and the statement opens with the resident still logged in', async ({ page }) => {
    await page.goto('/');
    await login(page, 'eigentuemer');
    const id = await objectIdOf(page);
    await page.goto(`/objects/${id}/calendar`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abfuhrkalender');
    await expectFooterLinks(page);
    await footerNav(page).getByRole('link', { name: 'Barrierefreiheit', exact: true }).click();
    await expect(page).toHaveURL(/\/barrierefreiheit$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erklärung zur Barrierefreiheit');
    await expect(page.getByRole('button', { name: /Konto|Abmelden/ }).first()).toBeVisible();
  });

  test('the not-found page (HTTP 404) and the maintenance page show them', async ({ page }) => {
    const missing = await page.goto('/gibtsnicht');
    expect(missing?.status()).toBe(404);
    await expect(page.getByTestId('error-page')).toBeVisible();
    await expectFooterLinks(page);
    await page.goto('/?maintenance');
    await expect(page.getByTestId('maintenance-page')).toBeVisible();
    await expectFooterLinks(page);
  });

  test('keyboard: a footer link is reached and followed without a mouse, and the new page\'s heading takes the focus', async ({ page }) => {
    await page.goto('/wiki');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = footerNav(page).getByRole('link', { name: 'Gebärdensprache', exact: true });
    // Tab through the page until the link has the focus (at most 80 stops).
    for (let i = 0; i < 80 && !(await link.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/gebaerdensprache$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('the pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} answers 200 by direct load with its own title and h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} – Bürgerportal`);
      await expectFooterLinks(page);
    });
  }

  test('the statement has the sections of the EU model statement, filled from portal.json', async ({ page }) => {
    await page.goto('/barrierefreiheit');
    const main = page.getByRole('main');
    for (const title of ['Stand der Vereinbarkeit mit den Anforderungen', 'Nicht barrierefreie Inhalte', 'Erstellung dieser Erklärung', 'Feedback und Kontakt', 'Schlichtungsverfahren'])
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(main).toContainText('Abfallwirtschaftsverband Mittelland ist bemüht');
    await expect(main).toContainText('teilweise mit den Anforderungen der BITV 2.0 vereinbar');
    await expect(main).toContainText('EN 301 549');
    await expect(main).toContainText('WCAG) 2.1');
    expect(await page.getByTestId('non-accessible').getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(main).toContainText('Diese Erklärung wurde am 26. November 2026 erstellt.');
    await expect(main).toContainText('Sie wurde zuletzt am 26. November 2026 überprüft.');
    await expect(main).toContainText('Selbstbewertung');
    await expect(main.getByRole('link', { name: 'Zum Formular „Barriere melden“' })).toHaveAttribute('href', '/barriere-melden');
    await expect(main.getByRole('link', { name: 'barrierefreiheit@awv-mittelland.example' })).toHaveAttribute('href', 'mailto:barrierefreiheit@awv-mittelland.example');
    const body = page.getByTestId('enforcement-body');
    await expect(body).toContainText('Schlichtungsstelle nach dem Behindertengleichstellungsgesetz');
    await expect(body).toContainText('Mauerstraße 53');
    await expect(body).toContainText('10117 Berlin');
    await expect(main.getByRole('link', { name: 'www.schlichtungsstelle-bgg.de' })).toHaveAttribute('href', 'https://www.schlichtungsstelle-bgg.de');
  });

  test('Leichte Sprache: large type and line height, hard words explained, the statement, the form and the sign-language page linked', async ({ page }) => {
    await page.goto('/leichte-sprache');
    const text = page.getByTestId('easy-language');
    const { fontSize, lineHeight } = await text.locator('p').first().evaluate((p) => {
      const style = getComputedStyle(p);
      return { fontSize: parseFloat(style.fontSize), lineHeight: parseFloat(style.lineHeight) };
    });
    expect(fontSize).toBeGreaterThanOrEqual(19);
    expect(lineHeight / fontSize).toBeGreaterThanOrEqual(1.5);
    await expect(text).toContainText('Ein Pass·wort ist ein geheimes Wort.');
    await expect(text.getByRole('link', { name: 'Zur Erklärung zur Barriere·freiheit' })).toHaveAttribute('href', '/barrierefreiheit');
    await expect(text.getByRole('link', { name: 'Zum Formular: Barriere melden' })).toHaveAttribute('href', '/barriere-melden');
    await expect(text.getByRole('link', { name: 'Zur Seite in Gebärden·sprache' })).toHaveAttribute('href', '/gebaerdensprache');
  });

  test('Gebärdensprache: the reference authority shows the marked placeholder', async ({ page }) => {
    await page.goto('/gebaerdensprache');
    const placeholder = page.getByTestId('sign-language-placeholder');
    await expect(placeholder).toContainText('Platzhalter');
    await expect(placeholder).toContainText('Hier zeigt die Behörde ein Video in Deutscher Gebärdensprache. Es ist noch nicht hinterlegt.');
  });

  for (const width of [390, 1000, 1400]) {
    test(`at ${width} px every page fits without sideways scrolling and passes axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      mkdirSync(SHOTS, { recursive: true });
      for (const { path, heading, shot } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
        await expect(footerNav(page).getByRole('link', { name: 'Barriere melden' })).toBeVisible();
        await expectAccessible(page, `${path} at ${width} px`);
        if (width !== 1000) await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png`, fullPage: true });
      }
      if (width !== 1000) {
        await page.goto('/');
        await expect(page.getByTestId('start-easy-language')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/start-${width}.png`, fullPage: true });
      }
    });
  }
});
