import { expect, expectAccessible, layoutShift, loginButton, recordLayoutShifts, test } from './fixtures';

/**
 * The prerendered start page (tools/prerender-landing.ts): `/` arrives as finished markup, the
 * portal's code loads after the first paint and takes the page over (src/boot.ts, src/app/handoff.ts).
 */
test.describe('prerendered start page', () => {
  test('a plain / is sent as finished markup; flags and deep links get the ordinary shell', async ({ request }) => {
    const start = await (await request.get('/', { headers: { Accept: 'text/html' } })).text();
    expect(start).toContain('<div id="root" data-prerendered>');
    expect(start).toContain('Willkommen im Bürgerportal');
    expect(start).toContain('rel="stylesheet"');
    expect(start).not.toContain('modulepreload');
    // Nothing of a resident can be in it: it was rendered at build time without a backend.
    expect(start).not.toMatch(/eigentuemer|Lindenweg/i);

    for (const path of ['/?expired', '/objects/1/dashboard', '/calendar']) {
      const shell = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(shell, path).toContain('<div id="root"></div>');
    }
  });

  test('the start page is readable before any script has run', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Willkommen im Bürgerportal' }).first()).toBeVisible();
    await expect(loginButton(page)).toBeVisible();
  });

  test('a tap on "Anmelden" while the code is still loading opens the login once it is there', async ({ page }) => {
    let loaded = false;
    page.on('load', () => (loaded = true));
    let release: () => void = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    // The entry runs; the portal's code, which it requests after the page has loaded and painted,
    // waits until the tap has happened.
    await page.route('**/assets/*.js', async (route) => {
      if (loaded) await scriptsHeld;
      await route.continue();
    });
    await page.goto('/');
    await loginButton(page).click();
    await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');
    release();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
    await expectAccessible(page, 'login dialog opened from the prerendered page');
  });

  test('the page the portal renders looks exactly like the prerendered one (nothing moves, never blank)', async ({ page }) => {
    await page.addInitScript(() => {
      // Text on the page at every change of #root's children: the hand-over must never empty it.
      const texts: number[] = [];
      (window as unknown as { __texts: number[] }).__texts = texts;
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        new MutationObserver(() => texts.push(root.innerText.trim().length)).observe(root, { childList: true });
      });
    });
    await recordLayoutShifts(page);
    await page.goto('/');
    // Taken over: React owns #root, and the page has settled.
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.01);
    const texts = await page.evaluate(() => (window as unknown as { __texts: number[] }).__texts);
    // Every change of #root seen while the portal took over left the page with its text (the
    // observer sometimes attaches after a fast takeover under CI load and sees none: nothing to check).
    for (const length of texts) expect(length, 'text on the page while the portal takes over').toBeGreaterThan(100);
    await loginButton(page).click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  });
});
