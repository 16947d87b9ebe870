/**
 * Shared e2e fixtures: every page is watched for CSP violations (docs/security.md,
 * "Headers and Content Security Policy") and gets an axe check of WCAG 2.1 A/AA on demand.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const PASSWORD = 'Demo2026!';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

export const test = base.extend<{ cspGuard: void }>({
  // In the default pass each worker has a server of its own (playwright.config.ts, worker-server.ts).
  baseURL: async ({ baseURL }, use, testInfo) => {
    const ports = testInfo.project.metadata.serverPorts as number[] | undefined;
    await use(ports?.length ? `http://127.0.0.1:${ports[testInfo.parallelIndex % ports.length]}` : baseURL);
  },
  cspGuard: [
    async ({ page }, use) => {
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const seen: string[] = [];
      // Collect from every document the page visits (full reloads reset the in-page list).
      page.on('load', async () => {
        const list = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
        seen.push(...list);
      });
      await use();
      const last = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as string[]);
      expect([...seen, ...last], 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** No WCAG 2.1 A/AA violations on the current page. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Let lazy chunks and transitions settle so axe sees the final page.
  await page.waitForLoadState('networkidle');
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/** From the next page load on, sums the page's layout shifts that no input caused; read them with `layoutShift`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift `recordLayoutShifts` has summed on the current page. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** The visible login button (sidebar card on wide screens, landing card on narrow ones). */
export const loginButton = (page: Page) =>
  page.getByRole('button', { name: 'Anmelden', exact: true }).filter({ visible: true }).first();

/** Opens the login dialog from the landing page (or the one opened automatically) and logs in. */
export async function login(page: Page, identifier: string, password = PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  // Sent to log in (?redirect, ?expired), the start page opens the dialog by itself once its code has
  // loaded: wait for it instead of racing it with a click on the button underneath.
  const opensItself = /[?&](redirect|expired)\b/.test(new URL(page.url()).search);
  if (opensItself) await expect(dialog).toBeVisible({ timeout: 15_000 });
  else if (!(await dialog.isVisible().catch(() => false))) await loginButton(page).click();
  await dialog.getByLabel('Benutzerkennung').fill(identifier);
  await dialog.locator('input[type="password"]').fill(password);
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
}

/** The object page a login lands on: /objects/{id}/{module}. */
export const OBJECT_PAGE = /\/objects\/(\d+)\/([a-z]+)$/;

export async function objectIdOf(page: Page): Promise<string> {
  await expect(page).toHaveURL(OBJECT_PAGE);
  return OBJECT_PAGE.exec(new URL(page.url()).pathname)![1]!;
}

/**
 * Logs in, opens the first object's `module` page and there the dialog its main column's `button`
 * opens (named like the button), and waits for the dialog's first radio (its form has loaded).
 */
export async function openObjectDialog(page: Page, module: string, button: string, identifier = 'eigentuemer') {
  await page.goto('/');
  await login(page, identifier);
  const id = await objectIdOf(page);
  await page.goto(`/objects/${id}/${module}`);
  await page.getByRole('main').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  return dialog;
}
