/**
 * The authority's brand in the browser, for any authority's folder (schema/<authority>/ or an
 * integrator's): the portal's primary button is that authority's colour with text that reaches
 * 4.5:1 on it, the header and the navigation show its own logos, and the web app manifest and theme
 * colour carry its name and colour. What to expect is read from the same portal.json the build read.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, loginButton } from './fixtures';

interface Brand {
  authority: string;
  profile: string;
  texts: { title: string };
  theme: { primaryColor: string };
  logo: { light: string; dark?: string | null };
}

function brandOf(folder: string): Brand {
  return JSON.parse(readFileSync(join(folder, 'portal.json'), 'utf8')) as Brand;
}

/** `rgb(r, g, b)` / `#rrggbb` -> [r, g, b]. */
function channels(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const parts = hex ? hex.slice(1).map((h) => parseInt(h, 16)) : (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  return parts as [number, number, number];
}

function luminance(color: string): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const [r, g, b] = channels(color).map(lin) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Background and text colour of an element once the page is settled: the portal takes over the
 * prerendered start page by replacing its tree, and an element read in that moment is detached
 * (no computed style at all).
 */
async function colorsOf(element: Locator): Promise<{ background: string; text: string }> {
  const read = () => element.evaluate((el) => ({ background: el.isConnected ? getComputedStyle(el).backgroundColor : '', text: el.isConnected ? getComputedStyle(el).color : '' }));
  // One reading, taken once it is whole: a second read could meet the element just replaced.
  let colors = { background: '', text: '' };
  await expect
    .poll(async () => {
      colors = await read().catch(() => ({ background: '', text: '' }));
      return /^rgb/.test(colors.background) && /^rgb/.test(colors.text);
    })
    .toBe(true);
  return colors;
}

/** The image an <img> shows is byte for byte the file in the authority's folder. */
async function expectLogoFile(page: Page, src: string | null, folder: string, file: string): Promise<void> {
  expect(src).toBe(`/brand/${file}`);
  const served = await page.request.get(new URL(src!, page.url()).href);
  expect(served.ok()).toBe(true);
  expect(Buffer.compare(await served.body(), readFileSync(join(folder, file)))).toBe(0);
}

/** On the start page `open` shows (wide screen): the button, the navigation's logo, theme colour and manifest. */
export async function expectBrandOnStartPage(page: Page, folder: string, open: () => Promise<unknown>): Promise<void> {
  const brand = brandOf(folder);
  await open();
  // Profiles without any login have no "Anmelden": their primary button is checked on the
  // not-found page (its way back home) once the start page's logo and manifest are done.
  const withLogin = !NO_LOGIN_PROFILES.includes(brand.profile);
  if (withLogin) await expectPrimaryButton(loginButton(page), brand);

  // Desktop: the navigation column shows the logo for white surfaces (the header shows none).
  const navLogo = page.locator('img[src^="/brand/"]').filter({ visible: true });
  await expect(navLogo).toHaveCount(1);
  await expect(navLogo).toBeVisible();
  await expectLogoFile(page, await navLogo.getAttribute('src'), folder, brand.logo.light);

  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.theme.primaryColor);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();
  const manifest = (await (await page.request.get(new URL(manifestHref!, page.url()).href)).json()) as { name: string; short_name: string; theme_color: string; icons: { src: string }[] };
  expect(manifest.name).toContain(brand.authority);
  expect(manifest.short_name).toBe(brand.texts.title);
  expect(manifest.theme_color).toBe(brand.theme.primaryColor);
  for (const icon of manifest.icons) expect((await page.request.get(new URL(icon.src, page.url()).href)).ok(), icon.src).toBe(true);
  if (!withLogin) {
    await page.goto('/diese-seite-gibt-es-nicht');
    await expectPrimaryButton(page.getByRole('button', { name: 'Zur Startseite' }), brand);
  }
}

const NO_LOGIN_PROFILES = ['public', 'publicNoLanding'];

/** A primary button: the authority's colour with text that reaches 4.5:1 on it. */
async function expectPrimaryButton(button: Locator, brand: Brand): Promise<void> {
  await expect(button).toBeVisible();
  const colors = await colorsOf(button);
  expect(channels(colors.background)).toEqual(channels(brand.theme.primaryColor));
  expect(contrast(colors.background, colors.text)).toBeGreaterThanOrEqual(4.5);
}

/** At phone width: the header bar in the colour, its logo for that bar, the menu button readable. */
export async function expectBrandOnPhoneHeader(page: Page, folder: string, open: () => Promise<unknown>): Promise<void> {
  const brand = brandOf(folder);
  await page.setViewportSize({ width: 390, height: 844 });
  await open();
  const bar = page.locator('.shell-header__bar');
  const headerLogo = bar.getByRole('img');
  await expect(headerLogo).toBeVisible();
  await expectLogoFile(page, await headerLogo.getAttribute('src'), folder, brand.logo.dark ?? brand.logo.light);
  const barColors = await colorsOf(bar);
  expect(channels(barColors.background)).toEqual(channels(brand.theme.primaryColor));
  const menuButton = bar.getByRole('button', { name: 'Menü öffnen' });
  expect(contrast(barColors.background, (await colorsOf(menuButton)).text)).toBeGreaterThanOrEqual(4.5);
  await expectAccessible(page, `${brand.authority} start page at 390 px`);
}
