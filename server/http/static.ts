/**
 * Serves the built portal from memory: every file of dist/ read once at startup, text assets
 * compressed with brotli and gzip on their first request (off the event loop) and kept: compressing
 * the whole bundle at brotli 11 up front held `npm start` ~2 s before its first answer. Hashed assets are immutable; index.html and /sw.js are
 * revalidated. Unknown paths fall back to index.html only for GET requests that accept HTML,
 * never under /api. A plain `/` (no query: flags like `?expired` change the page) gets the
 * prerendered start page when the build made one (tools/prerender-landing.ts).
 *
 * A page path the portal's route table rules out gets the same shell with HTTP
 * 404, so crawlers and link checkers see what the portal then shows: its not-found page.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
// The one table of modules the portal routes to; data only (no component, no browser API).
import { GENERAL_MODULES, OBJECT_MODULES } from '../../src/modules/registry';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml', '.map', '.ico', '.vtt']);

/** Written by the build's prerender step; served for a plain `/` only. */
const LANDING_PATH = '/landing.html';

type Encoding = 'br' | 'gzip';

export interface Asset {
  type: string;
  raw: Buffer;
  /** A text asset worth compressing; its encodings are made on first demand. */
  compressible: boolean;
  compressed?: Partial<Record<Encoding, Promise<Buffer>>>;
  cacheControl: string;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The asset in `encoding`, compressed once (concurrent first requests share the one promise). */
function compressed(asset: Asset, encoding: Encoding): Promise<Buffer> {
  asset.compressed ??= {};
  return (asset.compressed[encoding] ??=
    encoding === 'br'
      ? brotliAsync(asset.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: asset.raw.length } })
      : gzipAsync(asset.raw, { level: 9 }));
}

/**
 * Pages of the portal itself, in every profile and whatever modules the authority enables: what a
 * public body must always offer (the accessibility statement, the report of a barrier, Leichte
 * Sprache and Gebärdensprache). Listed here, apart from the modules, which come from the registry.
 */
const SITE_PAGES: readonly string[] = ['barrierefreiheit', 'barriere-melden', 'leichte-sprache', 'gebaerdensprache'];
/** Fourth segments of /objects/{id}/{page} that are no module: the object's event history. */
const OBJECT_SITE_PAGES: readonly string[] = ['history'];

/** First path segments the portal has routes for: general module pages and the site's own pages. */
const GENERAL_PAGES: readonly string[] = [...GENERAL_MODULES, ...SITE_PAGES];
/** Fourth segments of /objects/{id}/{page}: the object modules and the history page. */
const OBJECT_PAGES: readonly string[] = [...OBJECT_MODULES, ...OBJECT_SITE_PAGES];

/**
 * Whether the route table allows this page path at all. Deliberately the widest table (every
 * module of every profile): which modules a deployment enables is the portal's decision, which
 * answers those with its own not-found page; the server only rules out what can never exist.
 */
export function mayBePortalPage(path: string): boolean {
  const segments = path.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length === 0 || (segments.length === 1 && segments[0] === '')) return true;
  const [first, id, page, ...rest] = segments;
  if (first === 'index.html') return segments.length === 1;
  if (first === 'objects') {
    if (id === undefined) return true;
    if (id === '' || rest.length > 0) return false;
    return page === undefined || OBJECT_PAGES.includes(page);
  }
  return segments.length === 1 && GENERAL_PAGES.includes(first!);
}

function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

export function loadAssets(distDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(join(distDir, 'index.html'))) return assets;
  for (const file of walk(distDir)) {
    if (statSync(file).size > 50 * 1024 * 1024) continue;
    const path = '/' + relative(distDir, file).split(sep).join('/');
    const ext = extname(file).toLowerCase();
    const raw = readFileSync(file);
    const compressible = COMPRESSIBLE.has(ext) && raw.length > 512;
    assets.set(path, { type: TYPES[ext] ?? 'application/octet-stream', raw, compressible, cacheControl: cacheControlFor(path) });
  }
  return assets;
}

function encodingFor(acceptEncoding: string, asset: Asset): Encoding | undefined {
  if (!asset.compressible) return undefined;
  const accepted = acceptEncoding
    .split(',')
    .map((s) => s.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

export function staticFiles(assets: Map<string, Asset>): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if ((method !== 'GET' && method !== 'HEAD') || c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const plainStart = path === '/' && !c.req.url.includes('?');
    if (path.endsWith('/')) path += 'index.html';
    let asset = path.includes('\0') ? undefined : (plainStart ? assets.get(LANDING_PATH) : undefined) ?? assets.get(path);
    let status = 200;
    if (!asset) {
      const acceptsHtml = (c.req.header('accept') ?? '').includes('text/html');
      if (method !== 'GET' || !acceptsHtml) return next();
      asset = assets.get('/index.html');
      if (!asset) return next();
      if (!mayBePortalPage(decodeURIComponent(c.req.path))) status = 404;
    }
    const encoding = encodingFor(c.req.header('accept-encoding') ?? '', asset);
    const body = encoding ? await compressed(asset, encoding) : asset.raw;
    const headers: Record<string, string> = {
      'Content-Type': asset.type,
      'Cache-Control': asset.cacheControl,
      'Content-Length': String(body.length),
    };
    if (asset.compressible) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    if (path === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    return new Response(method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  };
}
