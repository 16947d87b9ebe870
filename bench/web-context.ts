import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The phone every transfer of bench:web is measured on (service worker blocked: nothing precached). */
export const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });

/**
 * Init script (as text: tsx's helpers do not exist in the page) that records in
 * `window.__takenOverAt` when React replaced the prerendered start page (the visitor's page, or the
 * portal where it starts at once): the markup the server
 * sent in #root is gone and something else is there (React keeps #root's own attributes).
 */
export const TAKEOVER_RECORDER = `
  window.__takenOverAt = null;
  document.addEventListener('DOMContentLoaded', () => {
    const root = document.getElementById('root');
    const original = root && root.hasAttribute('data-prerendered') ? root.firstElementChild : null;
    if (!original) return;
    const observer = new MutationObserver(() => {
      if (original.isConnected || root.childElementCount === 0) return;
      observer.disconnect();
      window.__takenOverAt = performance.now();
    });
    observer.observe(root, { childList: true });
  });
`;

export const takenOver = (): boolean => (window as unknown as { __takenOverAt: number | null }).__takenOverAt !== null;

/**
 * Resolves once no request of `page` has been in flight for `quietMs` (Playwright's `networkidle`
 * is reached once per navigation: after a tap that loads more code it would resolve at once).
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 120_000): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const start = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the network did not become quiet within ${timeoutMs} ms`);
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}
