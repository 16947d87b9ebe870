// Right after the login, on a slow line, the resident's page is still loading (objects, object
// check, events). Meanwhile the page shows its own skeleton, never the visitor's start content
// (the landing's welcome, its cards, "Neu hier? Jetzt registrieren") the resident has just left.
import { expect, login, test } from './fixtures';

/** What only the visitor's start content says (the landing's title and its registration card). */
const VISITOR_TEXTS = ['Willkommen im Bürgerportal', 'Neu hier?'];
/** What the login itself asks the backend; everything after it is held back. */
const LOGIN_CALLS = /\/api\/(\$metadata|IdZumMasterLogin|PruefePasswort)\b/;
const DELAY_MS = 3_000;

declare global {
  interface Window {
    __afterLogin?: { visitorContent: boolean; skeleton: boolean };
  }
}

test('after the login, a slow object page shows its skeleton and never the visitor\'s start content', async ({ page }) => {
  // Watches every frame: once the session is stored (logged in), the visitor's texts must not be on
  // screen, and a busy skeleton is expected while the object's page is not there yet.
  await page.addInitScript((visitorTexts) => {
    const seen = { visitorContent: false, skeleton: false };
    window.__afterLogin = seen;
    const loggedIn = () => {
      try {
        return Boolean((JSON.parse(sessionStorage.getItem('portal.session') ?? localStorage.getItem('portal.session') ?? 'null') as { hash?: string } | null)?.hash);
      } catch {
        return false;
      }
    };
    const watch = () => {
      if (loggedIn() && document.body) {
        const text = document.body.innerText;
        if (visitorTexts.some((visitorText) => text.includes(visitorText))) seen.visitorContent = true;
        const busy = document.querySelector('[role="status"][aria-busy="true"][aria-label="Wird geladen …"]');
        // The page's own skeleton, before any module page (whose cards have skeletons of their own).
        const modulePage = document.querySelector('[data-module]');
        if (busy && !modulePage && (busy as HTMLElement).checkVisibility()) seen.skeleton = true;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, VISITOR_TEXTS);
  let slow = false;
  await page.route('**/api/**', async (route) => {
    if (slow && !LOGIN_CALLS.test(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.fallback();
  });

  await page.goto('/');
  await expect(page.getByText('Neu hier?').first()).toBeVisible();
  slow = true;
  await login(page, 'eigentuemer');

  await expect(page.locator('[data-module="dashboard"]')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/objects\/\d+\/dashboard$/);
  const seen = await page.evaluate(() => window.__afterLogin);
  expect(seen, 'what the page showed between the login and the object page').toEqual({ visitorContent: false, skeleton: true });
});
