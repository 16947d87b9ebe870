import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { authorityAlias, authorityDir } from './authority.config';
import { authorityBrand, webManifest } from './tools/authority-brand';
import { BUILD_OPTIONS } from './tools/build-options';
import { buildStamp } from './tools/build-stamp';
import { accessibilityWarning, readAuthorityConfig } from './tools/portal-config';
import { contentLinkWarnings, portalTexts } from './tools/content-link-warnings';
import { capabilities } from './generated/capabilities';
import { FORM_ALIASES } from './tools/form-aliases';
import { phoneMetadataPlugin } from './tools/phone-metadata';
import { LANDING_FILE, prerenderLanding } from './tools/prerender-landing';
import { splitTextsPlugin } from './tools/split-texts';
import { isPlanningPass, loaded, pageChunks } from './tools/page-chunks';
import { MODULES, objectFirstModule } from './src/modules/registry';

type Bundle = NonNullable<Parameters<Extract<NonNullable<Plugin['transformIndexHtml']>, { handler: unknown }>['handler']>[1]['bundle']>;

/**
 * The chunk holding the module `pattern` finds, and every chunk it imports statically. Found by its
 * modules, not as the module's own chunk: in a page group (tools/page-chunks.ts) the module shares
 * its chunk with others.
 */
function chunkClosure(bundle: Bundle, pattern: RegExp): Set<string> {
  const chunks = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file] as const] : [])));
  const entry = [...chunks.values()].find((chunk) => chunk.moduleIds.some((id) => pattern.test(id)));
  return new Set(loaded(chunks, [entry]).map((chunk) => chunk.fileName));
}

/**
 * The entry (src/boot.ts) loads the portal (src/main.tsx) with a dynamic import, so that on the
 * prerendered start page it can wait for the first paint. Every other page wants it at once:
 * announcing main's chunks in index.html lets the browser fetch them together with the entry
 * instead of one round trip later. (The prerender step strips these hints from the start page.)
 *
 * The login modal's view is a lazy chunk (ui/shell/LoginModal); its files beyond main's are named in
 * `<meta name="portal-login-chunks">`, so that the entry can preload them when a tap on "Anmelden"
 * is held during loading (src/app/shell/login-preload.ts) without importing them: an import() in
 * the entry would split main's shared modules into more, smaller chunks.
 */
function preloadPortalChunks(): Plugin {
  return {
    name: 'portal-preload-main',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const main = chunkClosure(bundle, /src[\\/]main\.tsx$/);
        // The dialog (app/shell/LoginDialog: its machine) and its modal view (ui/shell/LoginModalView),
        // both fetched on first opening; found by file name, wherever the folders move them.
        const login = [...chunkClosure(bundle, /[\\/]LoginDialog\.tsx$/), ...chunkClosure(bundle, /[\\/]LoginModalView\.tsx$/)].filter(
          (file, index, all) => !main.has(file) && all.indexOf(file) === index,
        );
        return [
          ...[...main].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...(login.length ? [{ tag: 'meta', attrs: { name: 'portal-login-chunks', content: login.map((file) => `/${file}`).join(' ') }, injectTo: 'head' as const }] : []),
        ];
      },
    },
  };
}

// schema/<authority>/portal.json, checked strictly: an unknown key or a missing logo ends the build here.
const authority = readAuthorityConfig(authorityDir());
// An incomplete accessibility statement does not stop the build (the portal shows defaults), but
// the authority is told, since it must publish its own statement.
const accessibilityNotice = accessibilityWarning(authority, authority.name);
if (accessibilityNotice) console.warn(accessibilityNotice);
// A text of the authority's that links to a module this portal lacks points readers nowhere.
for (const warning of contentLinkWarnings({ config: authority, authority: authority.name, capabilities, texts: portalTexts(fileURLToPath(new URL('.', import.meta.url))) }))
  console.warn(warning);

/** The plugins of a build that is written: preload hints, the service worker, the prerendered start page, the stamp. */
function writtenBuildPlugins(): PluginOption[] {
  return [
    preloadPortalChunks(),
    VitePWA({
      // A separate registerSW.js file: no inline script, so the CSP can stay `script-src 'self'`.
      injectRegister: 'script',
      registerType: 'autoUpdate',
      filename: 'sw.js',
      scope: '/',
      // The authority's logos and icons are emitted under /brand/ (tools/authority-brand.ts) and precached by globPatterns.
      manifest: webManifest(authority),
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The prerendered start page is for first visits over the network; the worker serves the shell.
        globIgnores: [LANDING_FILE],
        navigateFallback: '/index.html',
        // API answers are per user and no-store: never served by the worker.
        // The reference backend's test payment provider is a server page, not a portal route.
        navigateFallbackDenylist: [/^\/api/, /^\/testzahlung\//],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // Push reminders: the notification and its tap (public/push-sw.js).
        importScripts: ['/push-sw.js'],
      },
      devOptions: { enabled: false },
    }),
    prerenderLanding({ generatedDir: 'generated' }),
    buildStamp(authority.name),
  ];
}

export default defineConfig({
  resolve: { alias: { ...authorityAlias(), ...FORM_ALIASES } },
  plugins: [
    react(),
    splitTextsPlugin(),
    phoneMetadataPlugin(authorityDir()),
    authorityBrand(authority),
    pageChunks(fileURLToPath(import.meta.url), MODULES[objectFirstModule(authority.defaultModule)].page),
    // The first pass of pageChunks only plans the chunks and writes nothing: nothing to preload,
    // precache, prerender or stamp.
    ...(isPlanningPass() ? [] : writtenBuildPlugins()),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: BUILD_OPTIONS,
});
