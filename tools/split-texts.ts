/**
 * Splits src/i18n/de-DE.json at build time so that de-DE.json stays one file that every engineer
 * adds keys to, keys unchanged:
 * - `virtual:texts/shell`: the shell's namespaces, bundled with the portal;
 * - `virtual:texts/rest`: what several pages share (event history, forms, dialogs), one lazy chunk
 *   that every route but a visitor's start page awaits;
 * - `virtual:texts/ns/<namespace>`: a namespace that only one module's pages draw, a lazy chunk of
 *   its own, fetched with that module's route (`virtual:texts/modules` names their loaders and which
 *   module loads which), so an object's dashboard does not fetch the bulky-waste wizard's texts.
 * Which module draws which namespace is said in the module's own folder (src/modules/<folder>/texts.ts,
 * found here by looking into every folder, so no list of modules lives outside them).
 * `all: true` (unit tests, the events bench) puts every text into the shell part.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { require as tsxRequire } from 'tsx/cjs/api';
import type { Plugin } from 'vite';
import { SHELL_NAMESPACES } from '../src/i18n/shell-namespaces';
import type { ModuleTexts } from '../src/modules/types';

const SHELL = 'virtual:texts/shell';
const REST = 'virtual:texts/rest';
const LOADERS = 'virtual:texts/modules';
const NAMESPACE = 'virtual:texts/ns/';
const REPO = fileURLToPath(new URL('..', import.meta.url));

type Texts = Record<string, unknown>;

/** The module folders' texts files (src/modules/<folder>/texts.ts), in folder order. */
export function moduleTextFiles(root: string = REPO): string[] {
  const dir = resolve(root, 'src/modules');
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return folders.map((folder) => join(dir, folder.name, 'texts.ts')).filter((file) => existsSync(file)).sort();
}

/** A texts file's `MODULE_TEXTS`, read afresh (the dev server asks again after an edit). */
function readTextsFile(file: string): ModuleTexts {
  // tsx's require keeps what it loaded; without this an edited file would keep its old answer.
  for (const key of Object.keys(tsxRequire.cache)) if (key.split('?')[0] === file) delete tsxRequire.cache[key];
  const texts = (tsxRequire(file, import.meta.url) as { MODULE_TEXTS?: unknown }).MODULE_TEXTS;
  const valid =
    typeof texts === 'object' && texts !== null && Object.values(texts).every((names) => Array.isArray(names) && names.every((name) => typeof name === 'string'));
  if (!valid) throw new Error(`${file}: export MODULE_TEXTS, the namespaces of de-DE.json by module ({ [module]: string[] })`);
  return texts as ModuleTexts;
}

/** Each module folder's `MODULE_TEXTS`, by folder (a folder without texts.ts is left out). */
export function textsByFolder(root: string = REPO): Map<string, ModuleTexts> {
  return new Map(moduleTextFiles(root).map((file) => [basename(dirname(file)), readTextsFile(file)]));
}

/** The portal's own pages' texts (src/app/page-texts.ts), loaded like a module's, by path segment. */
export const PAGE_TEXTS_FILE = 'src/app/page-texts.ts';

/** The namespaces each module's routes load, by module, from every module folder's texts file (and the app's own pages'). */
export function readModuleTexts(root: string = REPO): ModuleTexts {
  const modules: Record<string, readonly string[]> = {};
  const pages = resolve(root, PAGE_TEXTS_FILE);
  const files = new Map(textsByFolder(root));
  if (existsSync(pages)) files.set('../app', readTextsFile(pages));
  for (const [folder, texts] of files) {
    for (const [module, names] of Object.entries(texts)) {
      // Two folders naming one module would make the loaded texts depend on the folders' order.
      if (Object.prototype.hasOwnProperty.call(modules, module)) throw new Error(`src/modules/${folder}/texts.ts: module "${module}" is named in another folder's texts.ts too`);
      modules[module] = names;
    }
  }
  return modules;
}

/** The namespaces that one module's pages draw alone (each of them a lazy chunk). */
export function moduleOwnedNamespaces(modules: ModuleTexts = readModuleTexts()): Set<string> {
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
      // The repository's module folders, whatever the root (the events bench builds from bench/events).
      const textFiles = [...moduleTextFiles(), resolve(REPO, PAGE_TEXTS_FILE)];
      for (const watched of [file, ...textFiles]) this.addWatchFile(watched);
      const texts = JSON.parse(readFileSync(file, 'utf8')) as Texts;
      const modules = readModuleTexts();
      const parts = options.all ? { shell: texts, rest: {}, owned: {} } : splitTexts(texts, SHELL_NAMESPACES, moduleOwnedNamespaces(modules));
      if (name === SHELL) return textsModule(parts.shell);
      if (name === REST) return textsModule(parts.rest);
      if (name === LOADERS) {
        // One loader per module-owned namespace that de-DE.json has (none when all is bundled).
        const loaders = Object.keys(parts.owned).map((ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(NAMESPACE + ns)})`);
        return `export default {${loaders.join(',')}};\nexport const modules = ${JSON.stringify(modules)};`;
      }
      const ns = name.slice(NAMESPACE.length);
      return textsModule({ [ns]: parts.owned[ns] ?? {} });
    },
    // The dev server keeps what load answered: after an edit of de-DE.json or of a module's
    // texts.ts every texts part is built afresh, and the page reloads to show it.
    hotUpdate({ file: changed, modules, timestamp }) {
      if (resolve(changed) !== file && ![...moduleTextFiles(), resolve(REPO, PAGE_TEXTS_FILE)].includes(resolve(changed))) return;
      const graph = this.environment.moduleGraph;
      const parts = [...graph.idToModuleMap.values()].filter((node) => node.id?.startsWith('\0virtual:texts/'));
      for (const node of [...parts, ...modules]) graph.invalidateModule(node, new Set(), timestamp, true);
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}
