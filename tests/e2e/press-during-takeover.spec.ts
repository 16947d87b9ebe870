import type { Page, Route } from '@playwright/test';
import { expect, loginButton, test } from './fixtures';

/**
 * The start page is replaced twice while it is on screen: the visitor's page draws over the
 * prerendered one, the portal draws over the visitor's (src/boot.ts). A mouse press can span either
 * replacement: the button goes down on the old tree's "Anmelden" and comes up on the new tree's.
 * Chromium sends no click then (press and release hit two different elements), so the tap was
 * lost at random under load; the hand-over completes it instead (src/app/handoff.ts).
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

test.describe('a press on "Anmelden" that a new tree of the start page replaces before the button comes up', () => {
  test('opens the login when the portal takes over during the press', async ({ page }) => {
    const portal = await holdScript(page, /\/assets\/main-[^/]*\.js$/);
    await page.goto('/');
    // The visitor's page is drawn: React owns #root.
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await page.waitForFunction(() => document.querySelector('#root > *') !== null);
    await markTree(page);
    // The mouse on the button starts loading the portal (app/visitor/intent.ts); it is held back.
    await pointAtLogin(page);
    await portal.requested;
    await page.mouse.down();
    portal.release();
    await treeReplaced(page);
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible({ timeout: 20_000 });
  });

  test("opens the login when the visitor's page draws over the prerendered one during the press", async ({ page }) => {
    const visitor = await holdScript(page, /\/assets\/start-[^/]*\.js$/);
    await page.goto('/');
    await markTree(page);
    await visitor.requested;
    // Pressed on the prerendered page: no script of the page listens yet.
    await pointAtLogin(page);
    await page.mouse.down();
    visitor.release();
    await treeReplaced(page);
    await page.mouse.up();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible({ timeout: 20_000 });
  });
});
