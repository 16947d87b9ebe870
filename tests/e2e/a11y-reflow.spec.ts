/**
 * Reflow and text size: at 320 px (WCAG 1.4.10) and with the text at 200 % on a 390 px phone
 * (1.4.4) no page may scroll sideways, and with 200 % text on a wide screen no button or menu
 * entry may cut its label ("Weiter" showed "We"). The text size is the browser's: the root font
 * size doubled, which every rem-based size of the portal follows.
 */
import type { Page } from '@playwright/test';
import { expect, login, objectIdOf, test } from './fixtures';
import { duringMaintenance, objectRoutes, PUBLIC_ROUTES, type RouteCase } from './a11y-routes';

const LARGE_TEXT = 'html { font-size: 200% !important; }';

/** Opens `path` and waits for the page (and, with `largeText`, doubles the text size). */
async function show(page: Page, route: RouteCase, largeText: boolean): Promise<void> {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
  await page.waitForLoadState('networkidle');
  if (!largeText) return;
  await page.addStyleTag({ content: LARGE_TEXT });
  // Two frames: the layout (and the banner's slide) settled at the new size.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** How far the page reaches past the window's right edge, and the outermost elements doing it. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const scroll = document.scrollingElement!.scrollWidth;
    const culprits = scroll <= width ? [] : [...document.querySelectorAll('main *, header *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`)
      .slice(-3);
    return { scroll, width, culprits };
  });

async function expectNoSideways(page: Page, label: string): Promise<void> {
  const { scroll, width, culprits } = await sideways(page);
  expect(scroll, `${label}: ${width} px wide window scrolls to ${scroll} px (${culprits.join(', ')})`).toBeLessThanOrEqual(width);
}

/** Buttons, button-like links and menu entries whose label is cut (content wider than its clipping box). */
const clippedLabels = (page: Page) =>
  page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('button, a, [role="button"], [role="tab"]')].filter((c) => c.getClientRects().length > 0);
    const clips = (element: Element) => {
      const style = getComputedStyle(element);
      // A visually hidden text (a box of a pixel or two, clipped) is cut on purpose.
      const hidden = element.getBoundingClientRect().width <= 2 || style.clip !== 'auto';
      return !hidden && style.overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1;
    };
    return controls
      .filter((control) => [control, ...control.querySelectorAll('*')].some(clips))
      .map((control) => (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim());
  });

async function expectNoClippedLabels(page: Page, label: string): Promise<void> {
  expect(await clippedLabels(page), `cut labels on ${label}`).toEqual([]);
}

async function loginAsOwner(page: Page): Promise<string> {
  await page.goto('/');
  await login(page, 'eigentuemer');
  return objectIdOf(page);
}

for (const { width, largeText, name } of [
  { width: 320, largeText: false, name: '320 px' },
  { width: 390, largeText: true, name: '390 px with 200 % text' },
]) {
  test.describe(`reflow at ${name}`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no public page scrolls sideways', async ({ page }) => {
      test.slow();
      for (const route of PUBLIC_ROUTES) {
        await show(page, route, largeText);
        await expectNoSideways(page, route.path);
      }
      await duringMaintenance(async () => {
        await show(page, { path: '/calendar', heading: 'Wartungsarbeiten' }, largeText);
        await expectNoSideways(page, 'maintenance');
      });
    });

    test('no page of a logged-in resident scrolls sideways', async ({ page }) => {
      test.slow();
      const id = await loginAsOwner(page);
      for (const route of objectRoutes(id)) {
        await show(page, route, largeText);
        await expectNoSideways(page, route.path);
      }
    });
  });
}

test.describe('200 % text on a wide screen', () => {
  test.use({ viewport: { width: 1400, height: 900 } });

  test('no button or menu entry cuts its label on a public page', async ({ page }) => {
    test.slow();
    for (const route of PUBLIC_ROUTES) {
      await show(page, route, true);
      await expectNoClippedLabels(page, route.path);
    }
  });

  test('no button or menu entry cuts its label on a logged-in resident\'s page', async ({ page }) => {
    test.slow();
    const id = await loginAsOwner(page);
    for (const route of objectRoutes(id)) {
      await show(page, route, true);
      await expectNoClippedLabels(page, route.path);
      await expectNoSideways(page, route.path);
    }
  });

  test('the bulky-waste wizard keeps "Weiter" whole', async ({ page }) => {
    const id = await loginAsOwner(page);
    await show(page, { path: `/objects/${id}/dump`, heading: 'Sperrmüll' }, true);
    await page.getByRole('button', { name: 'Sperrmüll anmelden' }).click();
    const wizard = page.getByTestId('dump-wizard');
    await expect(wizard.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await expectNoClippedLabels(page, 'dump wizard');
    await expectNoSideways(page, 'dump wizard');
  });
});
