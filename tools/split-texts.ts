/**
 * Splits src/i18n/de-DE.json at build time into the shell's texts (`virtual:texts/shell`, bundled
 * with the portal) and all other namespaces (`virtual:texts/rest`, a lazy chunk): the file stays
 * one file that every engineer adds keys to, keys unchanged (issue 16: the start page carried all
 * module texts, ~10 KB gzip). `all: true` (unit tests) puts every text into the shell part.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SHELL_NAMESPACES } from '../src/i18n/shell-namespaces';

const SHELL = 'virtual:texts/shell';
const REST = 'virtual:texts/rest';

type Texts = Record<string, unknown>;

/** The two parts of `texts`: the shell's namespaces and everything else. */
export function splitTexts(texts: Texts, shell: readonly string[] = SHELL_NAMESPACES): { shell: Texts; rest: Texts } {
  const parts = { shell: {} as Texts, rest: {} as Texts };
  for (const [name, value] of Object.entries(texts)) (shell.includes(name) ? parts.shell : parts.rest)[name] = value;
  return parts;
}

export function splitTextsPlugin(options: { file?: string; all?: boolean } = {}): Plugin {
  let file = '';
  return {
    name: 'portal-split-texts',
    enforce: 'pre',
    configResolved(config) {
      file = resolve(config.root, options.file ?? 'src/i18n/de-DE.json');
    },
    resolveId(id) {
      return id === SHELL || id === REST ? `\0${id}` : null;
    },
    load(id) {
      if (id !== `\0${SHELL}` && id !== `\0${REST}`) return null;
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
      const parts = options.all ? { shell: texts, rest: {} } : splitTexts(texts);
      // JSON.parse of a string literal: parsed faster than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(id === `\0${SHELL}` ? parts.shell : parts.rest))});`;
    },
  };
}
