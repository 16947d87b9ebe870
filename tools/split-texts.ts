/**
 * Splits src/i18n/de-DE.json at build time so that de-DE.json stays one file that every engineer
 * adds keys to, keys unchanged (issue 16):
 * - `virtual:texts/shell`: the shell's namespaces, bundled with the portal;
 * - `virtual:texts/rest`: what several pages share (event history, forms, dialogs), one lazy chunk
 *   that every route but a visitor's start page awaits;
 * - `virtual:texts/ns/<namespace>`: a namespace that only one module's pages draw, a lazy chunk of
 *   its own, fetched with that module's route (`virtual:texts/modules` names their loaders), so an
 *   object's dashboard does not fetch the bulky-waste wizard's texts.
 * `all: true` (unit tests, the events bench) puts every text into the shell part.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { MODULE_NAMESPACES, SHELL_NAMESPACES } from '../src/i18n/shell-namespaces';

const SHELL = 'virtual:texts/shell';
const REST = 'virtual:texts/rest';
const LOADERS = 'virtual:texts/modules';
const NAMESPACE = 'virtual:texts/ns/';

type Texts = Record<string, unknown>;

/** The namespaces that one module's pages draw alone (each of them a lazy chunk). */
export function moduleOwnedNamespaces(modules: Readonly<Record<string, readonly string[]>> = MODULE_NAMESPACES): Set<string> {
  return new Set(Object.values(modules).flat());
}

/**
 * The parts of `texts`: the shell's namespaces, the module-owned ones (by namespace) and everything
 * else (a namespace nobody listed lands there: loaded later, never lost).
 */
export function splitTexts(
  texts: Texts,
  shell: readonly string[] = SHELL_NAMESPACES,
  owned: ReadonlySet<string> = moduleOwnedNamespaces(),
): { shell: Texts; rest: Texts; owned: Record<string, unknown> } {
  const parts = { shell: {} as Texts, rest: {} as Texts, owned: {} as Texts };
  for (const [name, value] of Object.entries(texts)) {
    const part = shell.includes(name) ? parts.shell : owned.has(name) ? parts.owned : parts.rest;
    part[name] = value;
  }
  return parts;
}

// JSON.parse of a string literal: parsed faster than the same object literal.
const textsModule = (texts: Texts) => `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;

export function splitTextsPlugin(options: { file?: string; all?: boolean } = {}): Plugin {
  let file = '';
  const ours = (id: string) => id === SHELL || id === REST || id === LOADERS || id.startsWith(NAMESPACE);
  return {
    name: 'portal-split-texts',
    enforce: 'pre',
    configResolved(config) {
      file = resolve(config.root, options.file ?? 'src/i18n/de-DE.json');
    },
    resolveId(id) {
      return ours(id) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith('\0') || !ours(id.slice(1))) return null;
      const name = id.slice(1);
      this.addWatchFile(file);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
      const parts = options.all ? { shell: texts, rest: {}, owned: {} } : splitTexts(texts);
      if (name === SHELL) return textsModule(parts.shell);
      if (name === REST) return textsModule(parts.rest);
      if (name === LOADERS) {
        // One loader per module-owned namespace that de-DE.json has (none when all is bundled).
        const loaders = Object.keys(parts.owned).map((ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(NAMESPACE + ns)})`);
        return `export default {${loaders.join(',')}};`;
      }
      const ns = name.slice(NAMESPACE.length);
      return textsModule({ [ns]: parts.owned[ns] ?? {} });
    },
  };
}
