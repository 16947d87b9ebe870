import { fileURLToPath } from 'node:url';

/**
 * Modules of the form libraries replaced in the portal's build and its unit tests alike: rjsf's
 * markdown parser, which generated forms never use (src/forms/plain-markdown.tsx says why), and the
 * URI library its utilities resolve `$ref`s with (src/forms/uri.ts).
 */
export const FORM_ALIASES: Record<string, string> = {
  'fast-uri': fileURLToPath(new URL('../src/forms/uri.ts', import.meta.url)),
  'markdown-to-jsx/react': fileURLToPath(new URL('../src/forms/plain-markdown.tsx', import.meta.url)),
};
