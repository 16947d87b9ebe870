import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../../../src/i18n/shell-namespaces';
import { moduleOwnedNamespaces, moduleTextFiles, readModuleTexts, splitTexts, splitTextsPlugin } from '../../../tools/split-texts';

const texts = JSON.parse(readFileSync('src/i18n/de-DE.json', 'utf8')) as Record<string, unknown>;

/** What the plugin answers for a virtual module id, as the build would load it. */
function loadVirtual(id: string, options: { all?: boolean } = {}): string {
  const plugin = splitTextsPlugin(options);
  (plugin.configResolved as (config: { root: string }) => void)({ root: process.cwd() });
  const resolved = (plugin.resolveId as (id: string) => string | null)(id);
  if (!resolved) throw new Error(`not resolved: ${id}`);
  // The plugin declares its hooks as plain functions; Vite's type also allows object hooks.
  return (plugin.load as unknown as (this: { addWatchFile(): void }, id: string) => string).call({ addWatchFile() {} }, resolved);
}

/** The object a texts module exports (`export default JSON.parse("…")`). */
const exported = (code: string): Record<string, unknown> =>
  JSON.parse(JSON.parse(/JSON\.parse\((.*)\);$/.exec(code)![1]!) as string) as Record<string, unknown>;

describe('de-DE.json split into shell, shared and module-owned texts', () => {
  it('every namespace lands in exactly one part, unchanged', () => {
    const { shell, rest, owned } = splitTexts(texts);
    expect(Object.keys(shell).sort()).toEqual([...SHELL_NAMESPACES].sort());
    expect(Object.keys(owned).sort()).toEqual([...moduleOwnedNamespaces()].sort());
    expect({ ...shell, ...rest, ...owned }).toEqual(texts);
    for (const name of Object.keys(rest)) {
      expect(SHELL_NAMESPACES).not.toContain(name);
      expect(moduleOwnedNamespaces().has(name)).toBe(false);
    }
  });

  it('a namespace nobody listed (a new module) goes to the shared lazy part, not lost', () => {
    const { shell, rest, owned } = splitTexts({ landing: { a: 'A' }, newModule: { b: 'B' }, dump: { c: 'C' } }, ['landing'], new Set(['dump']));
    expect(shell).toEqual({ landing: { a: 'A' } });
    expect(rest).toEqual({ newModule: { b: 'B' } });
    expect(owned).toEqual({ dump: { c: 'C' } });
  });

  it('the shell part stays the small one', () => {
    const { shell, rest, owned } = splitTexts(texts);
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify({ ...rest, ...owned }).length / 2);
  });

  it('the build gets one loader per module-owned namespace and a chunk holding just that namespace', () => {
    const loaders = loadVirtual('virtual:texts/modules');
    for (const ns of moduleOwnedNamespaces()) expect(loaders).toContain(`"${ns}": () => import("virtual:texts/ns/${ns}")`);
    expect(exported(loadVirtual('virtual:texts/ns/dump'))).toEqual({ dump: texts.dump });
    expect(Object.keys(exported(loadVirtual('virtual:texts/rest')))).not.toContain('dump');
  });

  it('the runtime learns which module loads which namespaces from the module folders', () => {
    const code = loadVirtual('virtual:texts/modules');
    const modules = JSON.parse(/export const modules = (.*);$/m.exec(code)![1]!) as Record<string, string[]>;
    expect(modules).toEqual(readModuleTexts());
    // The sharing rules: requests draws the claims texts, the dashboard the calendar's.
    expect(modules.requests).toEqual(['claims']);
    expect(modules.dashboard).toContain('calendar');
    expect(modules.register).toEqual(['register']);
  });

  it('with every text bundled (unit tests) there is nothing to load', () => {
    expect(loadVirtual('virtual:texts/modules', { all: true })).toMatch(/^export default \{\};$/m);
    expect(exported(loadVirtual('virtual:texts/shell', { all: true }))).toEqual(texts);
  });

  it('every module-owned namespace exists and every module named is one of the registry (or one of the app’s own pages)', async () => {
    const { MODULE_NAMES } = await import('../../../src/modules/registry');
    const { MODULE_TEXTS: PAGE_TEXTS } = await import('../../../src/app/page-texts');
    for (const [module, names] of Object.entries(readModuleTexts())) {
      expect([...MODULE_NAMES, ...Object.keys(PAGE_TEXTS)]).toContain(module);
      for (const ns of names) expect(Object.keys(texts)).toContain(ns);
    }
  });
});

describe('the dev server after an edit', () => {
  /** The plugin's hotUpdate for `file`, in a dev environment holding these module ids. */
  function hotUpdate(file: string, ids: string[]) {
    const plugin = splitTextsPlugin();
    (plugin.configResolved as (config: { root: string }) => void)({ root: process.cwd() });
    const nodes = ids.map((id) => ({ id }));
    const invalidated: unknown[] = [];
    const sent: unknown[] = [];
    const environment = {
      moduleGraph: { idToModuleMap: new Map(nodes.map((node) => [node.id, node])), invalidateModule: (node: unknown) => invalidated.push(node) },
      hot: { send: (payload: unknown) => sent.push(payload) },
    };
    const changed = { id: file };
    const hook = plugin.hotUpdate as unknown as (this: unknown, options: { file: string; modules: unknown[]; timestamp: number }) => unknown;
    const result = hook.call({ environment }, { file, modules: [changed], timestamp: 1 });
    return { result, invalidated: invalidated.map((node) => (node as { id: string }).id), sent };
  }
  const ids = ['\0virtual:texts/shell', '\0virtual:texts/modules', '\0virtual:texts/ns/dump', '/src/app/App.tsx'];

  it('builds every texts part afresh and reloads when de-DE.json or a module’s texts.ts changed', () => {
    for (const file of [join(process.cwd(), 'src/i18n/de-DE.json'), join(process.cwd(), 'src/modules/dump/texts.ts')]) {
      const { result, invalidated, sent } = hotUpdate(file, ids);
      expect(invalidated).toEqual([...ids.slice(0, 3), file]);
      expect(sent).toEqual([{ type: 'full-reload' }]);
      expect(result).toEqual([]);
    }
  });

  it('leaves any other file to the usual update', () => {
    expect(hotUpdate(join(process.cwd(), 'src/modules/dump/index.ts'), ids)).toEqual({ result: undefined, invalidated: [], sent: [] });
  });
});

describe('module texts read from the module folders (src/modules/*/texts.ts)', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  /** A repository with these module folders, each with the texts.ts source given (or none). */
  function repo(folders: Record<string, string | null>): string {
    root = mkdtempSync(join(tmpdir(), 'split-texts-'));
    for (const [folder, source] of Object.entries(folders)) {
      mkdirSync(join(root, 'src/modules', folder), { recursive: true });
      if (source !== null) writeFileSync(join(root, 'src/modules', folder, 'texts.ts'), source);
    }
    return root;
  }

  it('reads every module folder that has a texts file, so no list of modules is needed', () => {
    const dir = repo({ a: "export const MODULE_TEXTS = { a: ['x'], b: ['x', 'y'] } as const;", c: null, d: "export const MODULE_TEXTS = { d: ['z'] };" });
    writeFileSync(join(dir, 'src/modules/types.ts'), 'export type T = 1;');
    expect(moduleTextFiles(dir)).toEqual([join(dir, 'src/modules/a/texts.ts'), join(dir, 'src/modules/d/texts.ts')]);
    expect(readModuleTexts(dir)).toEqual({ a: ['x'], b: ['x', 'y'], d: ['z'] });
  });

  it('adds the app’s own pages’ texts (src/app/page-texts.ts), by path segment, like a module’s', () => {
    const dir = repo({ a: "export const MODULE_TEXTS = { a: ['x'] };" });
    mkdirSync(join(dir, 'src/app'), { recursive: true });
    writeFileSync(join(dir, 'src/app/page-texts.ts'), "export const MODULE_TEXTS = { 'leichte-sprache': ['easy'] };");
    expect(readModuleTexts(dir)).toEqual({ a: ['x'], 'leichte-sprache': ['easy'] });
  });

  it('the statement, easy language, sign language and barrier report texts are not in the part every page fetches', () => {
    const { rest, owned } = splitTexts(texts, SHELL_NAMESPACES, moduleOwnedNamespaces(readModuleTexts()));
    for (const ns of ['accessibilityStatement', 'easyLanguage', 'signLanguage', 'barrierReport']) {
      expect(Object.keys(rest), ns).not.toContain(ns);
      expect(Object.keys(owned), ns).toContain(ns);
    }
  });

  it('refuses a module named by two folders and a file without MODULE_TEXTS', () => {
    const twice = repo({ a: "export const MODULE_TEXTS = { a: ['x'] };", b: "export const MODULE_TEXTS = { a: ['y'] };" });
    expect(() => readModuleTexts(twice)).toThrow(/module "a" is named in another folder/);
    rmSync(twice, { recursive: true });
    const wrong = repo({ a: "export const TEXTS = ['x'];" });
    expect(() => readModuleTexts(wrong)).toThrow(/export MODULE_TEXTS/);
  });

  it('reads an edited file afresh (the dev server reloads the texts parts)', () => {
    const dir = repo({ a: "export const MODULE_TEXTS = { a: ['x'] };" });
    expect(readModuleTexts(dir)).toEqual({ a: ['x'] });
    writeFileSync(join(dir, 'src/modules/a/texts.ts'), "export const MODULE_TEXTS = { a: ['y'] };");
    expect(readModuleTexts(dir)).toEqual({ a: ['y'] });
  });
});
