/**
 * The authority's brand in the build: its logos and icons (files in schema/<authority>/, named in
 * portal.json) published under /brand/, the page head (title, description, theme colour, icons)
 * and the web app manifest made from its portal.json. The colour palette itself is made in the
 * page (src/theme), from the same `theme.primaryColor`.
 */
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { Plugin } from 'vite';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { BRAND_PATH, brandFiles, type AuthorityConfig } from './portal-config';

const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', ico: 'image/x-icon', webp: 'image/webp' };
const typeOf = (file: string): string => TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The installed app's name: the portal's title and the authority, e.g. "Bürgerportal – Abfallwirtschaftsverband Mittelland". */
export function appName(config: Pick<AuthorityConfig, 'authority' | 'texts'>): string {
  return `${config.texts.title} – ${config.authority}`;
}

export function webManifest(config: AuthorityConfig): Partial<ManifestOptions> {
  const { icons } = config;
  const png = (file: string | undefined, size: number, purpose: string) =>
    file ? [{ src: `${BRAND_PATH}${file}`, sizes: `${size}x${size}`, type: typeOf(file), purpose }] : [];
  return {
    name: appName(config),
    short_name: config.texts.title,
    description: config.texts.description,
    lang: 'de',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: config.theme.primaryColor,
    background_color: '#ffffff',
    icons: [
      ...png(icons.png192, 192, 'any'),
      ...png(icons.png512, 512, 'any'),
      ...png(icons.maskable512, 512, 'maskable'),
      // Browsers that take vector icons scale this one; the others have the PNGs above.
      { src: `${BRAND_PATH}${icons.svg}`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/** The head of index.html for this authority: title, description, theme colour, icons. */
export function brandHead(html: string, config: AuthorityConfig): string {
  const { icons } = config;
  const links = [
    `<link rel="icon" href="${BRAND_PATH}${icons.svg}" type="image/svg+xml" />`,
    icons.ico ? `<link rel="icon" href="${BRAND_PATH}${icons.ico}" sizes="32x32" />` : '',
    icons.appleTouch ? `<link rel="apple-touch-icon" href="${BRAND_PATH}${icons.appleTouch}" />` : '',
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(config.texts.title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, `$1${escape(config.texts.description)}$2`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1${config.theme.primaryColor}$2`)
    .replace(/\s*<link rel="(icon|apple-touch-icon)"[^>]*>/g, '')
    .replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
}

export function authorityBrand(config: AuthorityConfig): Plugin {
  const files = brandFiles(config);
  return {
    name: 'portal-authority-brand',
    transformIndexHtml: { order: 'pre', handler: (html) => brandHead(html, config) },
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${BRAND_PATH.slice(1)}${file}`, source: readFileSync(join(config.dir, file)) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
        const file = path.startsWith(BRAND_PATH) ? normalize(path.slice(BRAND_PATH.length)) : '';
        if (!files.includes(file)) return next();
        res.setHeader('Content-Type', typeOf(file));
        res.end(readFileSync(join(config.dir, file)));
      });
    },
  };
}
