import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { authorityAlias, authorityDir } from './authority.config';
import { FORM_ALIASES } from './tools/form-aliases';
import { phoneMetadataPlugin } from './tools/phone-metadata';
import { splitTextsPlugin } from './tools/split-texts';
import { splitByIsolation } from './tools/test-isolation';

const files = splitByIsolation(fileURLToPath(new URL('.', import.meta.url)), 'tests/unit');

export default defineConfig({
  // Unit tests render module pages without routing: every text in the bundled part.
  plugins: [react(), splitTextsPlugin({ all: true }), phoneMetadataPlugin(authorityDir())],
  resolve: { alias: { ...authorityAlias(), ...FORM_ALIASES } },
  test: {
    environment: 'node',
    // One worker per core (Vitest's default leaves one core idle, which on 2 cores halves the pace).
    maxWorkers: availableParallelism(),
    // Files that only call code share a module graph per worker; jsdom files and files that mock
    // modules get their own (tools/test-isolation.ts).
    projects: [
      { extends: true, test: { name: 'shared', include: files.shared, isolate: false } },
      { extends: true, test: { name: 'isolated', include: files.isolated } },
    ],
    setupFiles: ['tests/unit/setup.ts'],
    // Every file's time lands in JSON for `npm run test:times` (tools/test-times.ts).
    reporters: ['default', 'json'],
    outputFile: { json: '.data/test-times/unit.json' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // @rjsf/mantine imports dayjs plugins without extensions.
    server: { deps: { inline: [/@rjsf\/mantine/] } },
  },
});
