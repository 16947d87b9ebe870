// The public profile, built from schema/public-demo (E2E_PROFILES=1 E2E_PROFILE_NAMES=public, see
// playwright.config.ts): nobody can log in, so no page asks anyone to. The pages are not listed
// here: the walk follows every link of the portal from the start page (menu, cards, footer, wiki
// articles), and adds each module's object address (profiles-table.ts) and every address that asks
// the start page for a login note.
import type { Page } from '@playwright/test';
import { loginPrompts } from '../support/login-prompt';
import { expect, test } from './fixtures';
import { MODULE_ROUTES, MODULES } from './profiles-table';

/** What schema/public-demo/portal.json says under dumpBooking. */
const BOOKING = { phone: '04521 7730-0', tel: 'tel:0452177300', email: 'sperrmuell@eb-seeland.example', url: 'https://www.eb-seeland.example/sperrmuell' };
/** Addresses that ask the start page to explain a login (an old link, a bookmark). */
const LOGIN_NOTES = ['/?redirect=%2Fdump', '/?expired=1', '/?elsewhere=1', '/?obsolete=1', '/?notallowed=1', '/?login=1'];

/** The page has drawn its content: its heading is there and no request is under way. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /wird geladen|werden geladen/ })).toHaveCount(0);
}

async function expectNoLoginPrompt(page: Page, address: string): Promise<void> {
  await settle(page);
  // Sent on to a login: a redirect the address itself did not carry.
  const carried = new URL(address, page.url()).searchParams.get('redirect');
  expect(new URL(page.url()).searchParams.get('redirect'), `${address} sends to a login`).toBe(carried);
  expect(loginPrompts(await page.locator('body').innerText()), `${address} asks to log in`).toEqual([]);
  await expect(page.getByRole('button', { name: /Anmelden/ }), `${address} offers a login button`).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Anmelden' })).toHaveCount(0);
}

/** The portal's own addresses the page links to (no files, no fragments of the same page). */
async function internalLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/brand/') || /\.[a-z0-9]+$/i.test(url.pathname)) return [];
    return [url.pathname + url.search];
  });
}

test.describe('public profile: nobody is asked to log in', () => {
  test('no page the portal links to, no object address and no login note asks for a login', async ({ page }) => {
    test.setTimeout(240_000);
    const seen = new Set<string>();
    const queue = ['/'];
    while (queue.length > 0) {
      const address = queue.shift()!;
      if (seen.has(address)) continue;
      seen.add(address);
      await page.goto(address);
      await expectNoLoginPrompt(page, address);
      for (const link of await internalLinks(page)) if (!seen.has(link)) queue.push(link);
    }
    // The walk reached the pages a visitor of this profile has: the menu's, and the wiki's articles.
    for (const expected of ['/calendar', '/dump', '/documents', '/claims', '/requests', '/container', '/wiki', '/barrierefreiheit']) expect([...seen]).toContain(expected);
    expect([...seen].some((address) => /^\/wiki\/\d+$/.test(address))).toBe(true);

    // An object's page exists only behind a login: here it is not found, never a login.
    for (const module of MODULES.filter((m) => MODULE_ROUTES[m] !== 'general')) {
      const address = `/objects/1/${module}`;
      await page.goto(address);
      await expect(page.getByText('Diese Seite konnte nicht gefunden werden.')).toBeVisible();
      await expectNoLoginPrompt(page, address);
    }
    for (const address of LOGIN_NOTES) {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'Willkommen im Bürgerportal' }).first()).toBeVisible();
      await expectNoLoginPrompt(page, address);
    }
  });

  test('the start card leads to the bulky-waste page, which offers the authority’s ways to book', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'So melden Sie Sperrmüll an' }).click();
    await expect(page).toHaveURL(/\/dump$/);
    const contact = page.getByTestId('dump-booking-contact');
    await expect(contact.getByRole('link', { name: BOOKING.phone })).toHaveAttribute('href', BOOKING.tel);
    await expect(contact.getByRole('link', { name: BOOKING.email })).toHaveAttribute('href', `mailto:${BOOKING.email}`);
    await expect(contact.getByRole('link', { name: /Online anmelden/ })).toHaveAttribute('href', BOOKING.url);
    await expect(page.getByTestId('dump-type').first()).toBeVisible();
    await expectNoLoginPrompt(page, '/dump');
  });
});
