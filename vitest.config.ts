import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { authorityAlias, authorityDir } from './authority.config';
import { FORM_ALIASES } from './tools/form-aliases';
import { phoneMetadataPlugin } from './tools/phone-metadata';
import { splitTextsPlugin } from './tools/split-texts';

export default defineConfig({
  // Unit tests render module pages without routing: every text in the bundled part.
  plugins: [react(), splitTextsPlugin({ all: true }), phoneMetadataPlugin(authorityDir())],
  resolve: { alias: { ...authorityAlias(), ...FORM_ALIASES } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // @rjsf/mantine imports dayjs plugins without extensions.
    server: { deps: { inline: [/@rjsf\/mantine/] } },
  },
});
