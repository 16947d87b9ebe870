import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { authorityAlias } from './authority.config';

/**
 * The first render waits for the live $metadata (root route), and reading it needs the EDMX reader
 * chunk, which is imported dynamically. Announcing that chunk in index.html lets the browser fetch
 * it together with the entry instead of one round trip later, in front of the first paint.
 */
function preloadMetadataReader(): Plugin {
  return {
    name: 'portal-preload-metadata-reader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        return Object.values(context.bundle ?? {})
          .filter((chunk) => chunk.type === 'chunk' && chunk.isDynamicEntry && /codegen[\\/]edmx[\\/]browser\.ts$/.test(chunk.facadeModuleId ?? ''))
          .map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  resolve: { alias: authorityAlias() },
  plugins: [
    react(),
    preloadMetadataReader(),
    VitePWA({
      // A separate registerSW.js file: no inline script, so the CSP can stay `script-src 'self'`.
      injectRegister: 'script',
      registerType: 'autoUpdate',
      filename: 'sw.js',
      scope: '/',
      includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon.png', 'logo.svg', 'logo-dark.svg'],
      manifest: {
        name: 'Bürgerportal Abfallwirtschaft',
        short_name: 'Bürgerportal',
        description: 'Das Portal für alle Angelegenheiten der Abfallwirtschaft',
        lang: 'de',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#ffd500',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        navigateFallback: '/index.html',
        // API answers are per user and no-store: never served by the worker (SECURITY-CHECKLIST).
        navigateFallbackDenylist: [/^\/api/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // Vite 8 bundles with Rolldown (`rolldownOptions`, not `rollupOptions`; MACHINE-NOTES).
    // Only React gets its own long-lived chunk. Forms (rjsf, ajv, @mantine/dates) stay out of the
    // landing page because the app imports them lazily; a manual group for them (or for all of
    // Mantine) would be loaded by whichever eager chunk touches one member, so there is none.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
