/**
 * npm run bench:web -- [--skip-build] [--skip-lighthouse] [--keep-going] [--files] [--runs N]
 *
 * Builds the portal and, next to it, the floor app (bench/floor: the prescribed stack and nothing
 * else, same build settings), starts the portal with the reference backend (`npm start -- --reset`
 * on a free port with a throw-away data directory) and measures, in Debian's Chromium, median of
 * `--runs` (default 3) runs in the same run of the script:
 *  - the JS and CSS a phone actually loads for the floor app, the start page (counted once the
 *    prerendered page has been taken over and the network is quiet: by the visitor's start page,
 *    src/app/visitor; the portal itself loads on the first tap or key) and an object page (after logging in as the demo
 *    owner), as gzip sizes of the files fetched (service worker blocked, cache disabled), and each
 *    page's JS above the floor;
 *  - Lighthouse 12 (mobile, simulated throttling) performance, accessibility, best practices and
 *    Total Blocking Time (the start page's in EVERY run, not only the median: a phone that draws the
 *    page once has no median), with the load average before each run;
 *  - a tap on "Anmelden" while the portal's code is still loading, on the drawn start page,
 *    where the tap loads the portal, and in the running portal (bench/web-tap.ts);
 *  - the claim dialog on the object page, desktop (bench/web-dialog.ts): gzip size of the chunks
 *    its first open fetches (the form chunk) and click-to-interactive time, cold and warm.
 * Prints a table, the budgets and the machine's load average (1, 5, 15 min, as `uptime` shows it)
 * before and after (figures on a loaded machine are noisy), writes the figures to .bench/web.json; exits 1 when a
 * budget is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { recordAssets, type PageLoad } from './web-assets';
import { phoneContext, takenOver, TAKEOVER_RECORDER } from './web-context';
import { measureClaimDialog } from './web-dialog';
import { measureFloor, startFloor } from './web-floor';
import { measureTap } from './web-tap';

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'keep-going': { type: 'boolean', default: false },
    // Lists every file fetched per page with its gzip size (to see what a budget is spent on).
    files: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
  },
});

const ROOT = resolve('.');
const REPORT_DIR = join(ROOT, '.bench');
const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const LOGIN = { identifier: 'eigentuemer', password: 'Demo2026!' };
const KB = 1024;
const RUNS = Math.max(1, Number(args.runs) || 3);
const BUDGET = {
  /** The start page's own JS above the floor app's. */
  landingAboveFloorJs: 15 * KB,
  landingCss: 40 * KB,
  /** The object page's JS (without a form chunk) above the floor app's, measured in the same run. */
  objectAboveFloorJs: 50 * KB,
  /** All JS the claim dialog's first open fetches (rjsf, theme, widgets, validators, phone rule). */
  claimDialogFormJs: 90 * KB,
  /** Click on "Reklamation melden" to an interactive dialog, first open, no throttling. */
  claimDialogColdMs: 300,
  landingPerformance: 90,
  objectPerformance: 80,
  accessibility: 100,
  bestPractices: 100,
  landingTbtMs: 200,
  /** A tap on "Anmelden" during loading: dialog visible after the code's arrival. */
  tapAfterCodeMs: 200,
};

// ---- helpers ---------------------------------------------------------------------------------

function run(command: string, argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(command, argv, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => done(code ?? 1));
  });
}

/** BENCH_PORT (for a machine where each user has a port range) or any free port. */
function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Promise.resolve(Number(process.env.BENCH_PORT));
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
  const context = await phoneContext(browser);
  await context.addInitScript({ content: TAKEOVER_RECORDER });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const landing = await recordAssets(page, async () => {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    // Counted once the prerendered start page has been taken over (by the visitor's page, whose code
    // has run); recordAssets then waits for the network to be quiet.
    await page.waitForFunction(takenOver, undefined, { timeout: 60_000 });
  });
  await logIn(page);
  const objectUrl = page.url();
  // A fresh load of the object page (session kept in this tab), as a returning user sees it.
  const object = await recordAssets(page, async () => {
    await page.reload({ waitUntil: 'load' });
    // networkidle alone can come before the module page's chunk is requested: wait for the page,
    // past ModulePage's Suspense fallback (a direct child spinner), which [data-module] already wraps.
    await page.locator('[data-module]').first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('[data-module] > [role="status"]') === null, undefined, { timeout: 30_000 });
  });
  await context.close();
  return { landing, object, objectUrl };
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Total Blocking Time in Lighthouse's simulation (ms). */
  tbtMs: number;
  /** The machine's 1-minute load average as the run began. */
  loadBefore: number;
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
      tbtMs: Math.round(value('total-blocking-time')),
      loadBefore: 0,
      metrics: `FCP ${(value('first-contentful-paint') / 1000).toFixed(1)} s, LCP ${(value('largest-contentful-paint') / 1000).toFixed(1)} s, TBT ${Math.round(value('total-blocking-time'))} ms, CLS ${value('cumulative-layout-shift').toFixed(3)}`,
    };
  };
  try {
    const page = await browser.newPage();
    const loadBefore = loadavg()[0]!;
    const landingResult = await lighthouse(`${base}/`, flags, undefined, page);
    saveReport('landing', landingResult?.lhr);
    const landing = { ...toScores(landingResult?.lhr as Lhr | undefined), loadBefore };

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
/** The load average as `uptime` prints it (1, 5 and 15 minutes). */
const uptimeLoad = (load: number[]) => load.map((v) => v.toFixed(2)).join(', ');

/** The run whose figure is the median (odd run counts pick a real run, not an average). */
function medianRun<T>(runs: T[], value: (run: T) => number): T {
  const sorted = [...runs].sort((a, b) => value(a) - value(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function printTable(title: string, rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  console.log(`\n${title}`);
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  console.log(`load average before: ${uptimeLoad(loadBefore)}`);
  if (!args['skip-build']) {
    console.log('vite build ...');
    const code = await run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);
    if (code !== 0) throw new Error('vite build failed');
  }
  console.log('floor app build ...');
  const floor = await startFloor();

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
    floor.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    cleanup();
    process.exit(130);
  });

  try {
    await waitForServer(`${base}/`, server);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_FLAGS });
    const runs: { floor: PageLoad; landing: PageLoad; object: PageLoad; objectUrl: string }[] = [];
    let dialog;
    let tap;
    let tapDrawn;
    let tapRunning;
    try {
      for (let i = 0; i < RUNS; i++) {
        const floorLoad = await measureFloor(browser, floor);
        runs.push({ floor: floorLoad, ...(await measureTransfers(browser, base)) });
      }
      tap = await measureTap(browser, base, 'loading', RUNS);
      tapDrawn = await measureTap(browser, base, 'drawn', RUNS);
      tapRunning = await measureTap(browser, base, 'running', RUNS);
      dialog = await measureClaimDialog(browser, base, logIn);
    } finally {
      await browser.close();
    }
    const floorLoad = medianRun(runs, (r) => r.floor.js).floor;
    const landing = medianRun(runs, (r) => r.landing.js).landing;
    const object = medianRun(runs, (r) => r.object.js).object;
    const objectPath = new URL(runs[0]!.objectUrl).pathname;

    const lighthouseRuns: { landing: Scores; object: Scores }[] = [];
    if (!args['skip-lighthouse']) {
      for (let i = 0; i < RUNS; i++) lighthouseRuns.push(await lighthouseScores(base, objectPath));
    }
    const scores = lighthouseRuns.length
      ? {
          landing: medianRun(lighthouseRuns, (r) => r.landing.performance).landing,
          object: medianRun(lighthouseRuns, (r) => r.object.performance).object,
          // Every run: the page is drawn once per visit, so one slow run is a visitor who waited.
          // A run whose Lighthouse produced no report (TBT NaN) counts as missed: nothing was shown.
          landingTbtMs: lighthouseRuns.map((r) => r.landing.tbtMs),
        }
      : null;

    const above = (load: PageLoad) => load.js - floorLoad.js;
    const signed = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${kb(Math.abs(bytes))}`;
    printTable(`Transfers (gzip -9 of the files Chromium fetched; phone, service worker blocked, cache off; median of ${RUNS})`, [
      ['page', 'JS (gzip)', 'above floor', 'CSS (gzip)', 'form chunk', 'files', `JS per run`],
      ['floor app (stack only)', kb(floorLoad.js), '', kb(floorLoad.css), kb(floorLoad.formsJs), String(floorLoad.assets.length), runs.map((r) => kb(r.floor.js)).join(', ')],
      ['start page /', kb(landing.js), signed(above(landing)), kb(landing.css), kb(landing.formsJs), String(landing.assets.length), runs.map((r) => kb(r.landing.js)).join(', ')],
      [`object ${objectPath}`, kb(object.js), signed(above(object)), kb(object.css), kb(object.formsJs), String(object.assets.length), runs.map((r) => kb(r.object.js)).join(', ')],
    ]);
    if (args.files) {
      for (const [name, load] of [['floor app', floorLoad], ['start page', landing], ['object page', object]] as const) {
        console.log(`\n${name}: files by gzip size`);
        for (const asset of [...load.assets].sort((a, b) => b.gzip - a.gzip)) {
          console.log(`  ${kb(asset.gzip).padStart(9)}  ${new URL(asset.url).pathname}${asset.isForms ? '  (form chunk)' : ''}`);
        }
      }
    }
    const ms = (values: number[]) => values.map((v) => Math.round(v)).join(', ');
    console.log(`\nTap on "Anmelden" (phone, 150 ms RTT, 1.6 Mbit/s; median of ${RUNS})`);
    console.log(`  while the code loads: code arrived after the navigation   ${tap.codeArrivalMedianMs} ms`);
    console.log(`    dialog visible after the code arrived                   ${tap.medianMs} ms   (${ms(tap.latencyMs)}); tap -> dialog ${tap.tapToDialogMedianMs} ms`);
    console.log(`  on the drawn start page: code arrived after the tap       ${tapDrawn.codeArrivalMedianMs} ms`);
    console.log(`    dialog visible after the code arrived                   ${tapDrawn.medianMs} ms   (${ms(tapDrawn.latencyMs)}); tap -> dialog ${tapDrawn.tapToDialogMedianMs} ms`);
    console.log(`  in the running portal (a finger on it for 100 ms):         tap -> dialog ${tapRunning.tapToDialogMedianMs} ms`);
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
      console.log(`\nLighthouse 12 (mobile; the median run of ${RUNS} by performance)  perf  a11y  best-practices`);
      for (const [name, s] of [['start page /', scores.landing], ['object page', scores.object]] as const) {
        console.log(`${name.padEnd(30)}${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s.bestPractices).padStart(4)}   ${s.metrics}`);
      }
      console.log(`  performance per run: start page ${lighthouseRuns.map((r) => r.landing.performance).join(', ')}; object page ${lighthouseRuns.map((r) => r.object.performance).join(', ')}`);
      console.log(`  start page TBT per run: ${lighthouseRuns.map((r) => `${r.landing.tbtMs} ms (load ${r.landing.loadBefore.toFixed(2)})`).join(', ')}`);
    }

    const checks: [string, boolean][] = [
      [`start page JS above the floor ${signed(above(landing))} <= ${kb(BUDGET.landingAboveFloorJs)}`, above(landing) <= BUDGET.landingAboveFloorJs],
      [`start page CSS ${kb(landing.css)} <= ${kb(BUDGET.landingCss)}`, landing.css <= BUDGET.landingCss],
      [`start page loads no form chunk`, landing.formsJs === 0],
      [`object page JS without form chunk ${kb(object.js)} = floor ${signed(above(object))} <= floor + ${kb(BUDGET.objectAboveFloorJs)}`, above(object) <= BUDGET.objectAboveFloorJs],
      // A form page imported statically from a route once put the whole form chunk on this page,
      // uncounted by the line above (which leaves form chunks out).
      [`object page loads no form chunk`, object.formsJs === 0],
      [`claim dialog form chunk ${kb(dialog.chunkGzip)} <= ${kb(BUDGET.claimDialogFormJs)}`, dialog.chunkGzip <= BUDGET.claimDialogFormJs],
      [`tap during loading: dialog ${tap.medianMs} ms after the code <= ${BUDGET.tapAfterCodeMs} ms`, tap.medianMs <= BUDGET.tapAfterCodeMs],
      [`tap on the drawn start page: dialog ${tapDrawn.medianMs} ms after the code <= ${BUDGET.tapAfterCodeMs} ms`, tapDrawn.medianMs <= BUDGET.tapAfterCodeMs],
      [`claim dialog interactive ${Math.round(dialog.coldMedianMs)} ms cold <= ${BUDGET.claimDialogColdMs} ms`, dialog.coldMedianMs <= BUDGET.claimDialogColdMs],
    ];
    if (scores) {
      checks.push([`start page Lighthouse performance ${scores.landing.performance} >= ${BUDGET.landingPerformance}`, scores.landing.performance >= BUDGET.landingPerformance]);
      checks.push([`object page Lighthouse performance ${scores.object.performance} >= ${BUDGET.objectPerformance}`, scores.object.performance >= BUDGET.objectPerformance]);
      checks.push([
        `start page Total Blocking Time in every run (${scores.landingTbtMs.join(', ')} ms) <= ${BUDGET.landingTbtMs} ms`,
        scores.landingTbtMs.every((tbt) => tbt <= BUDGET.landingTbtMs),
      ]);
      for (const [name, s] of [['start page', scores.landing], ['object page', scores.object]] as const) {
        checks.push([`${name} Lighthouse accessibility ${s.accessibility} >= ${BUDGET.accessibility}`, s.accessibility >= BUDGET.accessibility]);
        checks.push([`${name} Lighthouse best practices ${s.bestPractices} >= ${BUDGET.bestPractices}`, s.bestPractices >= BUDGET.bestPractices]);
      }
    }
    mkdirSync(REPORT_DIR, { recursive: true });
    const summary = ({ assets, ...load }: PageLoad) => ({ ...load, files: assets.length });
    const figures = {
      measuredAt: new Date().toISOString(),
      runs: RUNS,
      loadAverage: { before: loadBefore, after: loadavg() },
      transfers: {
        floor: summary(floorLoad),
        landing: { ...summary(landing), aboveFloor: above(landing) },
        object: { path: objectPath, ...summary(object), aboveFloor: above(object) },
        perRun: runs.map((r) => ({ floor: r.floor.js, landing: r.landing.js, object: r.object.js })),
      },
      tap,
      tapDrawn,
      tapRunning: { tapToDialogMedianMs: tapRunning.tapToDialogMedianMs },
      claimDialog: { ...dialog, chunks: dialog.chunks.map((a) => ({ path: new URL(a.url).pathname, gzip: a.gzip, rjsf: a.isForms })) },
      lighthouse: scores ? { ...scores, perRun: lighthouseRuns } : null,
      budgets: checks.map(([label, ok]) => ({ label, ok })),
    };
    writeFileSync(join(REPORT_DIR, 'web.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nload average before: ${uptimeLoad(loadBefore)}; after: ${uptimeLoad(loadavg())}`);
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
