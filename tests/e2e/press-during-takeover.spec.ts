import type { Page, Route } from '@playwright/test';
import { expect, loginButton, test } from './fixtures';

/**
 * The start page is replaced twice while it is on screen: the visitor's page draws over the
 * prerendered one, the portal draws over the visitor's (src/boot.ts). A mouse press can span either
 * replacement: the button goes down on the old tree's "Anmelden" and comes up on the new tree's.
 * Chromium sends no click then (press and release hit two different elements), so the tap was
 * lost at random under load; the hand-over completes it instead (src/app/handoff.ts). The same
 * holds for Space on the focused button: Chromium clicks only the element the key went down on.
 */

type Marked = HTMLElement & { __old?: boolean };

/** Marks the tree in #root now, to tell when another tree has replaced it. */
async function markTree(page: Page) {
  await page.evaluate(() => {
    (document.getElementById('root')!.firstElementChild as Marked).__old = true;
  });
}

async function treeReplaced(page: Page) {
  await page.waitForFunction(() => !(document.getElementById('root')!.firstElementChild as Marked | null)?.__old, undefined, { timeout: 20_000 });
}

/** Holds the scripts matching `pattern` until `release` is called; `requested` resolves on the first. */
async function holdScript(page: Page, pattern: RegExp) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested: () => void = () => {};
  const wasRequested = new Promise<void>((resolve) => (requested = resolve));
  await page.route(pattern, async (route: Route) => {
    requested();
    await released;
    await route.continue();
  });
  return { release, requested: wasRequested };
}

/** Moves the mouse onto the visible "Anmelden". */
async function pointAtLogin(page: Page) {
  // Waited for first: right after a tree is replaced the button can be between two layouts, and a
  // bounding box asked for then is null.
  await loginButton(page).waitFor();
  const box = (await loginButton(page).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** The two presses whose click Chromium sends on release: the mouse's button, and Space on the focused button. */
const PRESSES = {
  'a mouse press': {
    aim: pointAtLogin,
    down: (page: Page) => page.mouse.down(),
    up: (page: Page) => page.mouse.up(),
  },
  'Space, with the keyboard focus on the button,': {
    // The portal carries the focus over to its own "Anmelden" (src/app/handoff.ts), where the key comes up.
    aim: (page: Page) => loginButton(page).focus(),
    down: (page: Page) => page.keyboard.down(' '),
    up: (page: Page) => page.keyboard.up(' '),
  },
} satisfies Record<string, { aim: (page: Page) => Promise<void>; down: (page: Page) => Promise<void>; up: (page: Page) => Promise<void> }>;

for (const [name, press] of Object.entries(PRESSES)) {
  test.describe(`${name} on "Anmelden" that a new tree of the start page replaces before it ends`, () => {
    test('opens the login when the portal takes over during the press', async ({ page }) => {
      const portal = await holdScript(page, /\/assets\/main-[^/]*\.js$/);
      await page.goto('/');
      // The visitor's page is drawn: React owns #root.
      await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      await page.waitForFunction(() => document.querySelector('#root > *') !== null);
      await markTree(page);
      // Aiming at the button (the mouse on it, or the focus) starts loading the portal (app/visitor/intent.ts); it is held back.
      await press.aim(page);
      await portal.requested;
      await press.down(page);
      portal.release();
      await treeReplaced(page);
      await press.up(page);
      await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible({ timeout: 20_000 });
    });

    test("opens the login when the visitor's page draws over the prerendered one during the press", async ({ page }) => {
      const visitor = await holdScript(page, /\/assets\/start-[^/]*\.js$/);
      await page.goto('/');
      await markTree(page);
      await visitor.requested;
      // Pressed on the prerendered page: no script of the page listens yet.
      await press.aim(page);
      await press.down(page);
      visitor.release();
      await treeReplaced(page);
      await press.up(page);
      await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible({ timeout: 20_000 });
    });
  });
}
