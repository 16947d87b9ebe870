/**
 * The accessibility pages every profile must have (tests/e2e/accessibility-pages.spec.ts checks the
 * reference authority in depth): each answers 200 by direct load with its h1, and the footer links them.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const ACCESSIBILITY_PAGES = [
  { path: '/barrierefreiheit', heading: 'Erklärung zur Barrierefreiheit' },
  { path: '/barriere-melden', heading: 'Barriere melden' },
  { path: '/leichte-sprache', heading: 'Leichte Sprache' },
  { path: '/gebaerdensprache', heading: 'Gebärdensprache' },
] as const;

export async function expectAccessibilityPages(page: Page): Promise<void> {
  for (const { path, heading } of ACCESSIBILITY_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectAccessibilityFooter(page);
  }
}

/** The footer's links to the pages every portal has, on whatever page is open. */
export async function expectAccessibilityFooter(page: Page): Promise<void> {
  const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Barrierefreiheit und Hilfen' });
  for (const name of ['Barrierefreiheit', 'Barriere melden', 'Leichte Sprache', 'Gebärdensprache'])
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
}
