/**
 * The claim dialog on the object page, desktop, logged in as the demo owner:
 *  - the form chunk: every script Chromium fetches when "Reklamation melden" is clicked the first
 *    time (and an rjsf chunk the page may have loaded ahead of the click), gzip sizes, with the
 *    part that holds rjsf (the generated form) marked;
 *  - click to interactive: from the click event to the first radio of the dialog being visible and
 *    enabled, measured in the page (event time stamp to the first animation frame or DOM change
 *    that shows it), so Playwright's own polling is not counted. Cold: the first open in a fresh
 *    browser context (empty cache, service worker blocked so nothing is precached); warm: the
 *    second open in the same page. Each `samples` times, median reported.
 */
import type { Browser, Page } from 'playwright-core';
import { recordAssets, type Asset } from './web-assets';

export interface ClaimDialogFigures {
  /** Scripts fetched on the first open (the lazily loaded dialog/form chunks). */
  chunks: Asset[];
  /** gzip bytes of those scripts, and of the ones among them that hold rjsf. */
  chunkGzip: number;
  rjsfGzip: number;
  coldMs: number[];
  warmMs: number[];
  coldMedianMs: number;
  warmMedianMs: number;
}

const DIALOG = 'Reklamation melden';
const round = (ms: number): number => Math.round(ms * 10) / 10;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * Runs in the page (as text: tsx's helpers for named functions do not exist there). Resolves
 * `window.__claimOpen` with the milliseconds from the next click to the first radio of the named
 * dialog being visible and enabled, checked at every DOM change and every animation frame.
 */
const WATCH_SCRIPT = (name: string) => `(() => {
  window.__claimOpen = new Promise((resolve) => {
    let clickedAt = -1;
    window.addEventListener('click', (event) => { clickedAt = event.timeStamp; }, { capture: true, once: true });
    const labelOf = (el) => el.getAttribute('aria-label') ??
      (el.getAttribute('aria-labelledby') ?? '').split(/\\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    const interactive = () => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((d) => labelOf(d).includes(${JSON.stringify(name)}));
      const radio = dialog?.querySelector('input[type="radio"], [role="radio"]');
      if (!radio || radio.hasAttribute('disabled') || radio.getAttribute('aria-disabled') === 'true') return false;
      const box = radio.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && radio.checkVisibility({ visibilityProperty: true });
    };
    const observer = new MutationObserver(() => done());
    const done = () => {
      if (clickedAt < 0 || !interactive()) return false;
      observer.disconnect();
      resolve(performance.now() - clickedAt);
      return true;
    };
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    const frame = () => { if (!done()) requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
  });
})()`;

/** Clicks the main "Reklamation melden" button; milliseconds from that click to an interactive dialog. */
async function timedOpen(page: Page): Promise<number> {
  await page.evaluate(WATCH_SCRIPT(DIALOG));
  await page.getByRole('main').getByRole('button', { name: DIALOG }).click();
  // Bounded: a dialog that never becomes interactive fails the run instead of hanging it.
  return page.evaluate(`Promise.race([window.__claimOpen, new Promise((_, fail) => setTimeout(() => fail(new Error('claim dialog not interactive within 30 s')), 30000))])`) as Promise<number>;
}

async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export async function measureClaimDialog(browser: Browser, base: string, logIn: (page: Page) => Promise<void>, samples = 3): Promise<ClaimDialogFigures> {
  const coldMs: number[] = [];
  const warmMs: number[] = [];
  let chunks: Asset[] = [];
  for (let i = 0; i < samples; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1400, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/`, { waitUntil: 'load' });
      await logIn(page);
      const objectId = /\/objects\/(\d+)\//.exec(new URL(page.url()).pathname)![1];
      const pageLoad = await recordAssets(page, async () => {
        await page.goto(`${base}/objects/${objectId}/claims`, { waitUntil: 'load' });
        await page.getByRole('main').getByRole('button', { name: DIALOG }).waitFor();
      });
      let cold = 0;
      const openLoad = await recordAssets(page, async () => {
        cold = await timedOpen(page);
      });
      coldMs.push(round(cold));
      // What the first open fetches, plus any rjsf chunk the page already loaded ahead of it.
      if (i === 0) chunks = [...openLoad.assets, ...pageLoad.assets.filter((a) => a.isForms)].filter((a) => a.kind === 'js');
      await closeDialog(page);
      warmMs.push(round(await timedOpen(page)));
    } finally {
      await context.close();
    }
  }
  const sum = (list: Asset[]) => list.reduce((total, a) => total + a.gzip, 0);
  return {
    chunks,
    chunkGzip: sum(chunks),
    rjsfGzip: sum(chunks.filter((a) => a.isForms)),
    coldMs,
    warmMs,
    coldMedianMs: median(coldMs),
    warmMedianMs: median(warmMs),
  };
}
