import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_NAMESPACES, SHELL_NAMESPACES } from '../../../src/i18n/shell-namespaces';
import { moduleOwnedNamespaces, splitTexts, splitTextsPlugin } from '../../../tools/split-texts';

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

describe('de-DE.json split into shell, shared and module-owned texts (issue 16)', () => {
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

  it('with every text bundled (unit tests) there is nothing to load', () => {
    expect(loadVirtual('virtual:texts/modules', { all: true })).toBe('export default {};');
    expect(exported(loadVirtual('virtual:texts/shell', { all: true }))).toEqual(texts);
  });

  it('every module-owned namespace exists and every module named is one of the registry', async () => {
    const { MODULE_NAMES } = await import('../../../src/modules/registry');
    for (const [module, names] of Object.entries(MODULE_NAMESPACES)) {
      expect(MODULE_NAMES).toContain(module);
      for (const ns of names) expect(Object.keys(texts)).toContain(ns);
    }
  });
});
