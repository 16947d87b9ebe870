import type { BuildEnvironmentOptions } from 'vite';

/**
 * The portal's build settings, shared with the floor app of bench:web (bench/floor) so the floor
 * is built exactly like the portal: what differs between the two is code, not configuration.
 */
/** The chunk of src/app/visitor/start.tsx (Rolldown names a chunk after its module). */
const VISITOR_START_CHUNK = /(^|\/)start-[\w-]{8}\.js$/;

export const BUILD_OPTIONS = {
  target: 'es2022',
  sourcemap: false,
  chunkSizeWarningLimit: 700,
  // No modulepreload polyfill (1.2 KB in every page's entry): every browser the es2022 target
  // runs in but Safari 16 and Firefox < 115 preloads natively, and those two still load every
  // chunk, only one import later.
  modulePreload: {
    polyfill: false,
    // The visitor's start page (src/app/visitor/start.tsx) loads after the prerendered page has been
    // painted, and nobody waits for it: its ~25 chunks are found by the browser in its imports
    // instead. Vite's helper would add a <link rel="modulepreload"> for each, in one task that
    // takes a phone ~150 ms.
    resolveDependencies: (filename: string, deps: string[]) => (VISITOR_START_CHUNK.test(filename) ? [] : deps),
  },
  // Vite 8 bundles with Rolldown (`rolldownOptions`, not `rollupOptions`).
  // React gets its own long-lived chunk. Forms (rjsf, ajv, @mantine/dates) stay out of the
  // landing page because the app imports them lazily; a manual group for them (or for all of
  // Mantine) would be loaded by whichever eager chunk touches one member, so there is none. The
  // portal's build adds one group per page load on top (tools/page-chunks.ts, planned from the
  // module graph), ranked below React's.
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }],
      },
    },
  },
} satisfies BuildEnvironmentOptions;
