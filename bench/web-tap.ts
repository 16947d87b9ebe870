/**
 * A tap on "Anmelden" on the prerendered start page while the portal's code is
 * still loading must open the login dialog within 200 ms of the code's arrival.
 *
 * A phone on a throttled line (Lighthouse's mobile figures: 150 ms RTT, 1.6 Mbit/s down) opens `/`,
 * taps "Anmelden" as soon as the prerendered button is painted, and the page that shows the dialog
 * records:
 *  - code arrival: when the portal's code had arrived: the latest end of the scripts that were
 *    requested before the portal's main chunk (src/main.tsx) had arrived — the entry, main and its
 *    static imports, not the chunks the portal fetches lazily once it runs;
 *  - dialog: when the login dialog's identifier field is visible.
 * Latency = dialog − code arrival: rendering, the replay of a held tap and every chunk the dialog
 * still fetches after the code ran. A tap before the entry script has run submits the button's
 * fallback form (ui/LoginButton: `/?login`); the dialog then opens in that second page and its
 * code arrival counts. Median of `samples` fresh contexts.
 *
 * The same is measured for a tap once the visitor's start page has been drawn and the network is
 * quiet (`drawn`): the portal has not been loaded then, the tap loads it (src/boot.ts). Both report
 * the whole wait from the tap to the dialog as well.
 *
 * And once the portal runs (`running`: a key press loaded it, it replaced the visitor's page, the
 * network is quiet): a finger held on "Anmelden" for 100 ms, as a real tap is, then lifted. The
 * dialog's code is readied from the finger's press (app/shell/login-preload.ts), not fetched with the
 * page; what counts here is the press to the visible dialog.
 */
import type { Browser } from 'playwright-core';
import { median } from './web-dialog';
import { networkQuiet, phoneContext, takenOver, TAKEOVER_RECORDER } from './web-context';

export interface TapFigures {
  latencyMs: number[];
  medianMs: number;
  /** From the first navigation (or, on the drawn page, from the tap) to the code's arrival, median. */
  codeArrivalMedianMs: number;
  /** From the tap to the visible dialog, median (what the resident waits in all). */
  tapToDialogMedianMs: number;
}

/**
 * When the tap happens: while the code loads (on the prerendered markup), or once the visitor's
 * start page has been drawn and the network is quiet: the portal is then loaded by the tap itself
 * (src/boot.ts), the case a visitor meets who reads first.
 */
export type TapMoment = 'loading' | 'drawn' | 'running';

/** How long a finger rests on the glass in a tap (the press to the lift). */
const FINGER_MS = 100;

// Runs in the page before any of its scripts (as text: tsx's helpers do not exist there).
const RECORDER = `
  window.__tap = { dialog: null, at: null };
  document.addEventListener('pointerdown', () => { if (window.__tap.at === null) window.__tap.at = performance.now(); }, true);
  const check = () => {
    if (window.__tap.dialog === null) {
      const field = document.querySelector('[role="dialog"] input[autocomplete="username"]');
      if (field && field.getClientRects().length > 0) window.__tap.dialog = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  const frame = () => { check(); if (window.__tap.dialog === null) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
`;

async function oneTap(browser: Browser, base: string, moment: TapMoment): Promise<{ latency: number; arrival: number; tapToDialog: number }> {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript({ content: RECORDER });
    await context.addInitScript({ content: TAKEOVER_RECORDER });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    const navigationStart = Date.now();
    await page.goto(`${base}/`, { waitUntil: 'commit' });
    if (moment !== 'loading') {
      await page.waitForFunction(takenOver, undefined, { timeout: 120_000 });
      await page.waitForLoadState('networkidle', { timeout: 120_000 });
    }
    if (moment === 'running') {
      // A key press starts the portal; it has taken over when the visitor's nodes are gone.
      await page.evaluate(() => {
        (document.getElementById('root')!.firstElementChild as HTMLElement & { __visitor?: boolean }).__visitor = true;
      });
      await page.keyboard.press('Shift');
      await page.waitForFunction(() => !(document.getElementById('root')!.firstElementChild as HTMLElement & { __visitor?: boolean }).__visitor, undefined, { timeout: 120_000 });
      await networkQuiet(page);
    }
    const button = page.locator('#root[data-prerendered] button', { hasText: 'Anmelden' }).filter({ visible: true }).first();
    if (moment === 'running') {
      const box = (await button.boundingBox({ timeout: 60_000 }))!;
      const point = [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
      await page.waitForTimeout(FINGER_MS);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } else {
      await button.tap({ timeout: 60_000 });
    }
    // A locator wait survives the fallback form's navigation (a function wait would not).
    await page.locator('[role="dialog"] input[autocomplete="username"]').waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __tap: { dialog: number | null } }).__tap.dialog !== null);
    const inPage = await page.evaluate(() => {
      const tap = (window as unknown as { __tap: { dialog: number; at: number | null } }).__tap;
      const scripts = performance.getEntriesByType('resource').filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname)) as PerformanceResourceTiming[];
      const main = scripts.find((entry) => /\/assets\/main-[^/]*\.js$/.test(new URL(entry.name).pathname));
      if (!main) throw new Error('the portal\'s main chunk was not fetched');
      const arrival = Math.max(...scripts.filter((entry) => entry.startTime <= main.responseEnd).map((entry) => entry.responseEnd));
      // performance.now() counts from this document's start; a fallback navigation started later.
      return { latency: tap.dialog - arrival, arrival, tapAt: tap.at ?? 0, dialog: tap.dialog, documentStart: performance.timeOrigin };
    });
    // On the drawn page the code's arrival counts from the tap (that is when it was asked for).
    const arrival = moment !== 'loading' ? inPage.arrival - inPage.tapAt : inPage.arrival + (inPage.documentStart - navigationStart);
    return { latency: inPage.latency, arrival, tapToDialog: inPage.dialog - inPage.tapAt };
  } finally {
    await context.close();
  }
}

export async function measureTap(browser: Browser, base: string, moment: TapMoment, samples = 3): Promise<TapFigures> {
  const runs: { latency: number; arrival: number; tapToDialog: number }[] = [];
  for (let i = 0; i < samples; i++) runs.push(await oneTap(browser, base, moment));
  const latencyMs = runs.map((r) => Math.round(r.latency));
  return {
    latencyMs,
    medianMs: median(latencyMs),
    codeArrivalMedianMs: Math.round(median(runs.map((r) => r.arrival))),
    tapToDialogMedianMs: Math.round(median(runs.map((r) => r.tapToDialog))),
  };
}
