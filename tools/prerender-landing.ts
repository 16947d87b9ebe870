/**
 * Build step: renders the landing page once in headless Chromium and writes the resulting markup to
 * `<outDir>/landing.html`, which the server sends for a plain `/`. A visitor then sees the start page
 * as soon as HTML and CSS have arrived, instead of after ~200 KB of scripts and the live $metadata;
 * after that first paint the visitor's page draws it (src/app/visitor), and the portal takes it over
 * on the first sign of use (src/boot.ts). The capture itself runs the portal.
 *
 * The page is rendered from the built files only: requests are answered from outDir, `$metadata` from
 * the EDMX the code generator read, and the banner request is left unanswered so its reserved space is
 * captured (the real banner fills it later). Nothing user-specific can end up in the file: there is no
 * backend and no session.
 *
 * Needs a Chromium (CHROME_PATH, default /usr/bin/chromium). Without one, or with PORTAL_PRERENDER=0,
 * the step is skipped with a warning and `/` is served the ordinary shell: slower first paint, same portal.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { metadataFingerprint } from '../codegen/runtime/fingerprint';

export const LANDING_FILE = 'landing.html';
/** Marks prerendered markup; src/boot.ts waits for the first paint before loading the portal. */
export const PRERENDER_ATTRIBUTE = 'data-prerendered';

const ORIGIN = 'http://portal.prerender';
const BROWSER_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};
/**
 * Wide enough for every column (src/ui/shell/ShellFrame.tsx renders only those shown): the markup then
 * serves every width, and on narrower screens the CSS hides what the portal will not render.
 */
const VIEWPORT = { width: 1280, height: 900 };
const QUIET_MS = 400;
const TIMEOUT_MS = 30_000;

export interface PrerenderOptions {
  /** The generator's output folder; its capabilities.json names the EDMX it read. */
  generatedDir: string;
}

/**
 * The EDMX text the generated code came from: the file `$comment` names in capabilities.json, if it
 * is still there and its fingerprint is the recorded one. A document fetched from a URL, moved or
 * changed since gives null (the capture would otherwise show another backend's features).
 */
export function generatedFromMetadata(generatedDir: string, root: string = process.cwd()): string | null {
  const file = join(generatedDir, 'capabilities.json');
  if (!existsSync(file)) return null;
  const recorded = JSON.parse(readFileSync(file, 'utf8')) as { $comment?: string; $fingerprint?: string | null };
  const source = /from (.+?)\. Do not edit/.exec(recorded.$comment ?? '')?.[1];
  if (!source || /^https?:/i.test(source) || !recorded.$fingerprint) return null;
  const path = resolve(root, source);
  if (!existsSync(path)) return null;
  const xml = readFileSync(path, 'utf8');
  return metadataFingerprint(xml) === recorded.$fingerprint ? xml : null;
}

export interface Capture {
  htmlAttributes: [string, string][];
  root: string;
}

/**
 * Puts a capture into the built index.html: markup into #root (marked), `<html>` attributes the
 * app sets at run time (colour scheme), and no modulepreload hints, so that nothing but HTML and CSS
 * is fetched in front of the first paint. Returns null when index.html has no empty #root.
 */
export function landingHtml(indexHtml: string, capture: Capture): string | null {
  const emptyRoot = '<div id="root"></div>';
  if (!indexHtml.includes(emptyRoot) || !capture.root.trim()) return null;
  const attributes = capture.htmlAttributes
    .filter(([name]) => /^data-[a-z-]+$/.test(name))
    .map(([name, value]) => ` ${name}="${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  return indexHtml
    .replace(/<html([^>]*)>/, `<html$1${attributes}>`)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(emptyRoot, () => `<div id="root" ${PRERENDER_ATTRIBUTE}>${capture.root}</div>`);
}

async function capture(outDir: string, metadataXml: string, chromiumPath: string, warn: (message: string) => void): Promise<Capture> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: BROWSER_FLAGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORT, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
    const page = await context.newPage();
    let lastRequest = Date.now();
    page.on('request', () => (lastRequest = Date.now()));
    page.on('pageerror', (error) => warn(`Seitenfehler beim Vorab-Rendern: ${error.message}`));
    await page.route(`${ORIGIN}/**`, async (route) => {
      const path = decodeURIComponent(new URL(route.request().url()).pathname);
      if (path === '/api/$metadata') return route.fulfill({ status: 200, contentType: 'application/xml', body: metadataXml });
      if (path.startsWith('/api/AktuelleBannerLinks')) return; // stays pending: the reserved space is captured
      if (path.startsWith('/api/')) {
        warn(`Vorab-Rendern: unerwartete Anfrage ${path} (404)`);
        return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
      }
      const file = normalize(join(outDir, path === '/' ? 'index.html' : path));
      if (!file.startsWith(outDir) || !existsSync(file) || extname(file) === '') {
        return route.fulfill({ status: 200, contentType: TYPES['.html'], body: readFileSync(join(outDir, 'index.html')) });
      }
      return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
    });
    await page.goto(`${ORIGIN}/`, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await page.waitForSelector('#main-content', { timeout: TIMEOUT_MS });
    // Lazy parts of the page (banner frame, icons) arrive in their own chunks: wait until quiet.
    const deadline = Date.now() + TIMEOUT_MS;
    while (Date.now() - lastRequest < QUIET_MS && Date.now() < deadline) await page.waitForTimeout(100);
    return await page.evaluate(() => ({
      htmlAttributes: [...document.documentElement.attributes].map((a): [string, string] => [a.name, a.value]),
      root: document.getElementById('root')?.innerHTML ?? '',
    }));
  } finally {
    await browser.close();
  }
}

export function prerenderLanding(options: PrerenderOptions): Plugin {
  let outDir = '';
  let warn: (message: string) => void = console.warn;
  return {
    name: 'portal-prerender-landing',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      warn = (message) => config.logger.warn(`[prerender] ${message}`);
    },
    async closeBundle() {
      if (process.env.PORTAL_PRERENDER === '0') return warn('PORTAL_PRERENDER=0: Startseite wird nicht vorab gerendert.');
      const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
      if (!existsSync(chromiumPath)) {
        return warn(`Kein Chromium unter ${chromiumPath} (CHROME_PATH): Startseite wird nicht vorab gerendert; sie erscheint dann erst nach dem Laden der Skripte.`);
      }
      const metadataXml = generatedFromMetadata(options.generatedDir);
      if (metadataXml === null) {
        return warn(`Das EDMX, aus dem ${options.generatedDir}/ erzeugt wurde, ist nicht (mehr) als Datei da: Startseite wird nicht vorab gerendert (npm run codegen -- --metadata <Datei>).`);
      }
      const indexFile = join(outDir, 'index.html');
      let snapshot: Capture;
      try {
        snapshot = await capture(outDir, metadataXml, chromiumPath, warn);
      } catch (error) {
        return warn(`Vorab-Rendern fehlgeschlagen, / bekommt die gewöhnliche Hülle: ${error instanceof Error ? error.message : String(error)}`);
      }
      const html = landingHtml(readFileSync(indexFile, 'utf8'), snapshot);
      if (!html) return warn('Vorab-Rendern: kein leeres #root in index.html oder keine Ausgabe; übersprungen.');
      writeFileSync(join(outDir, LANDING_FILE), html);
    },
  };
}
