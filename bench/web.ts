/**
 * npm run bench:web -- [--skip-build] [--skip-lighthouse] [--keep-going] [--files]
 *
 * Builds the portal, starts it with the reference backend (`npm start -- --reset` on a free port
 * with a throw-away data directory) and measures, in Debian's Chromium:
 *  - the JS and CSS a phone actually loads for the landing page and for an object page (after
 *    logging in as the demo owner), as gzip sizes of the files fetched (service worker blocked,
 *    cache disabled, so nothing is hidden by caching);
 *  - Lighthouse 12 (mobile, simulated throttling) performance, accessibility and best practices;
 *  - the claim dialog on the object page, desktop (bench/web-dialog.ts): gzip size of the chunks
 *    its first open fetches (the form chunk) and click-to-interactive time, cold and warm.
 * Prints a table and the budgets, writes the figures to .bench/web.json; exits 1 when a budget is
 * missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { recordAssets, type PageLoad } from './web-assets';
import { measureClaimDialog } from './web-dialog';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'keep-going': { type: 'boolean', default: false },
    // Lists every file fetched per page with its gzip size (to see what a budget is spent on).
    files: { type: 'boolean', default: false },
  },
});

const ROOT = resolve('.');
const REPORT_DIR = join(ROOT, '.bench');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const LOGIN = { identifier: 'eigentuemer', password: 'Demo2026!' };
const KB = 1024;
const BUDGET = {
  landingJs: 150 * KB,
  landingCss: 40 * KB,
  objectJs: 220 * KB,
  /** Click on "Reklamation melden" to an interactive dialog, first open, no throttling (issue 10). */
  claimDialogColdMs: 300,
  performance: 98,
  accessibility: 100,
};

// ---- helpers ---------------------------------------------------------------------------------

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(command, argv, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => done(code ?? 1));
  });
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** `npm start` runs tsx which runs node: stop the whole process group we created. */
function stopServer(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

async function logIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Anmelden' }).filter({ visible: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Benutzerkennung/ }).fill(LOGIN.identifier);
  await dialog.locator('input[autocomplete="current-password"]').fill(LOGIN.password);
  await dialog.locator('input[autocomplete="current-password"]').press('Enter');
  await page.waitForURL(/\/objects\/\d+\//, { timeout: 30_000 });
}

async function measureTransfers(browser: Browser, base: string): Promise<{ landing: PageLoad; object: PageLoad; objectUrl: string }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const landing = await recordAssets(page, async () => {
    await page.goto(`${base}/`, { waitUntil: 'load' });
  });
  await logIn(page);
  const objectUrl = page.url();
  // A fresh load of the object page (session kept in this tab), as a returning user sees it.
  const object = await recordAssets(page, async () => {
    await page.reload({ waitUntil: 'load' });
    // networkidle alone can come before the module page's chunk is requested: wait for the page.
    await page.locator('[data-module]').first().waitFor({ timeout: 30_000 });
  });
  await context.close();
  return { landing, object, objectUrl };
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** First/largest contentful paint, total blocking time (ms) and layout shift, as Lighthouse simulated them. */
  metrics: string;
}

/** The full Lighthouse reports go to .bench/ (ignored by git) for a look at what a score is made of. */
function saveReport(name: string, lhr: unknown): void {
  if (!lhr) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(join(REPORT_DIR, `lighthouse-${name}.json`), JSON.stringify(lhr));
}

/** Lighthouse needs puppeteer's page; logging in in the same tab keeps a sessionStorage session. */
async function lighthouseScores(base: string, objectPath: string): Promise<{ landing: Scores; object: Scores }> {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless=new', ...BROWSER_FLAGS],
  });
  const flags = {
    output: 'json' as const,
    logLevel: 'error' as const,
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: true,
  };
  type Lhr = { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number }> };
  const toScores = (lhr: Lhr | undefined): Scores => {
    const value = (id: string) => lhr?.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr?.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr?.categories.accessibility?.score ?? 0) * 100),
      bestPractices: Math.round((lhr?.categories['best-practices']?.score ?? 0) * 100),
      metrics: `FCP ${(value('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(value('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(value('total-blocking-time'))} ms, CLS ${value('cumulative-layout-shift').toFixed(3)}`,
    };
  };
  try {
    const page = await browser.newPage();
    const landingResult = await lighthouse(`${base}/`, flags, undefined, page);
    saveReport('landing', landingResult?.lhr);
    const landing = toScores(landingResult?.lhr as Lhr | undefined);

    await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
    const buttons = await page.$$('button');
    for (const button of buttons) {
      const label = await button.evaluate((b) => (b.offsetParent !== null ? b.textContent?.trim() : ''));
      if (label === 'Anmelden') {
        await button.click();
        break;
      }
    }
    await page.waitForSelector('input[autocomplete="username"]', { visible: true });
    await page.type('input[autocomplete="username"]', LOGIN.identifier);
    await page.type('input[autocomplete="current-password"]', LOGIN.password);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /\/objects\/\d+\//.test(location.pathname), { timeout: 30_000 });
    const objectResult = await lighthouse(`${base}${objectPath}`, flags, undefined, page);
    saveReport('object', objectResult?.lhr);
    const object = toScores(objectResult?.lhr as Lhr | undefined);
    return { landing, object };
  } finally {
    await browser.close();
  }
}

// ---- main ------------------------------------------------------------------------------------

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function main(): Promise<void> {
  if (!args['skip-build']) {
    console.log('vite build ...');
    const code = await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
    if (code !== 0) throw new Error('vite build failed');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn('npm', ['start', '--', '--reset'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PORTAL_DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const cleanup = () => {
    stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  try {
    await waitForServer(`${base}/`, server);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_FLAGS });
    let transfers;
    let dialog;
    try {
      transfers = await measureTransfers(browser, base);
      dialog = await measureClaimDialog(browser, base, logIn);
    } finally {
      await browser.close();
    }
    const objectPath = new URL(transfers.objectUrl).pathname;
    const scores = args['skip-lighthouse'] ? null : await lighthouseScores(base, objectPath);

    const rows: [string, string, string, string, string][] = [
      ['page', 'JS (gzip)', 'CSS (gzip)', 'form chunk', 'files'],
      ['landing /', kb(transfers.landing.js), kb(transfers.landing.css), kb(transfers.landing.formsJs), String(transfers.landing.assets.length)],
      [`object ${objectPath}`, kb(transfers.object.js), kb(transfers.object.css), kb(transfers.object.formsJs), String(transfers.object.assets.length)],
    ];
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    console.log('\nTransfers (gzip -9 of the files Chromium fetched; service worker blocked, cache off)');
    for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
    if (args.files) {
      for (const [name, load] of [['landing', transfers.landing], ['object page', transfers.object]] as const) {
        console.log(`\n${name}: files by gzip size`);
        for (const asset of [...load.assets].sort((a, b) => b.gzip - a.gzip)) {
          console.log(`  ${kb(asset.gzip).padStart(9)}  ${new URL(asset.url).pathname}${asset.isForms ? '  (form chunk)' : ''}`);
        }
      }
    }
    const ms = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
    console.log('\nClaim dialog on the object page (desktop, eigentuemer; median of 3, no throttling)');
    console.log(`  form chunk (JS fetched on first open)  ${kb(dialog.chunkGzip)} gzip in ${dialog.chunks.length} file(s), of which rjsf ${kb(dialog.rjsfGzip)}`);
    console.log(`  click -> interactive, cold              ${Math.round(dialog.coldMedianMs)} ms   (${ms(dialog.coldMs)})`);
    console.log(`  click -> interactive, warm              ${Math.round(dialog.warmMedianMs)} ms   (${ms(dialog.warmMs)})`);
    if (args.files) {
      for (const asset of [...dialog.chunks].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(asset.gzip).padStart(9)}  ${new URL(asset.url).pathname}${asset.isForms ? '  (rjsf)' : ''}`);
      }
    }
    if (scores) {
      console.log('\nLighthouse 12 (mobile)        perf  a11y  best-practices');
      for (const [name, s] of [['landing /', scores.landing], ['object page', scores.object]] as const) {
        console.log(`${name.padEnd(30)}${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s.bestPractices).padStart(4)}   ${s.metrics}`);
      }
    }

    const checks: [string, boolean][] = [
      [`landing JS ${kb(transfers.landing.js)} <= ${kb(BUDGET.landingJs)}`, transfers.landing.js <= BUDGET.landingJs],
      [`landing CSS ${kb(transfers.landing.css)} <= ${kb(BUDGET.landingCss)}`, transfers.landing.css <= BUDGET.landingCss],
      [`landing loads no form chunk`, transfers.landing.formsJs === 0],
      [`object page JS without form chunk ${kb(transfers.object.js)} <= ${kb(BUDGET.objectJs)}`, transfers.object.js <= BUDGET.objectJs],
      [`claim dialog interactive ${Math.round(dialog.coldMedianMs)} ms cold <= ${BUDGET.claimDialogColdMs} ms`, dialog.coldMedianMs <= BUDGET.claimDialogColdMs],
    ];
    if (scores) {
      for (const [name, s] of [['landing', scores.landing], ['object page', scores.object]] as const) {
        checks.push([`${name} Lighthouse performance ${s.performance} >= ${BUDGET.performance}`, s.performance >= BUDGET.performance]);
        checks.push([`${name} Lighthouse accessibility ${s.accessibility} >= ${BUDGET.accessibility}`, s.accessibility >= BUDGET.accessibility]);
      }
    }
    mkdirSync(REPORT_DIR, { recursive: true });
    const summary = ({ assets, ...load }: PageLoad) => ({ ...load, files: assets.length });
    const figures = {
      measuredAt: new Date().toISOString(),
      transfers: { landing: summary(transfers.landing), object: { path: objectPath, ...summary(transfers.object) } },
      claimDialog: { ...dialog, chunks: dialog.chunks.map((a) => ({ path: new URL(a.url).pathname, gzip: a.gzip, rjsf: a.isForms })) },
      lighthouse: scores,
      budgets: checks.map(([label, ok]) => ({ label, ok })),
    };
    writeFileSync(join(REPORT_DIR, 'web.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log('\nBudgets');
    for (const [label, ok] of checks) console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${label}`);
    if (checks.some(([, ok]) => !ok) && !args['keep-going']) process.exitCode = 1;
  } finally {
    cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
