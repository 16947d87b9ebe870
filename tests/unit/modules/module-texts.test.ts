/**
 * A module's texts are named once, in its folder's texts.ts: the build splits de-DE.json by reading
 * those files in Node (tools/split-texts.ts), the app reads the module definitions. Both must say
 * the same, and the files must stay plain data that Node can read without the app's code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_NAMES, moduleDefinition } from '../../../src/modules/registry';
import { textsByFolder } from '../../../tools/split-texts';

const folders = textsByFolder();

describe('a module folder’s texts.ts and its definition', () => {
  it('the definition exposes exactly what its folder’s file says', () => {
    expect(folders.size).toBeGreaterThan(0);
    const named = new Set<string>();
    for (const [folder, texts] of folders) {
      for (const [module, names] of Object.entries(texts)) {
        named.add(module);
        expect(MODULE_NAMES, `${folder}/texts.ts names ${module}`).toContain(module);
        expect(moduleDefinition(module)?.texts, module).toEqual(names);
      }
    }
    // A definition with texts that no file names would never get them loaded.
    for (const module of MODULE_NAMES) if (!named.has(module)) expect(moduleDefinition(module)?.texts, module).toBeUndefined();
  });

  it('the definition takes them from its own folder’s file (same list, not a copy)', async () => {
    for (const folder of folders.keys()) {
      const { MODULE_TEXTS } = (await import(`../../../src/modules/${folder}/texts.ts`)) as { MODULE_TEXTS: Record<string, readonly string[]> };
      for (const [module, names] of Object.entries(MODULE_TEXTS)) expect(moduleDefinition(module)?.texts, module).toBe(names);
    }
  });

  it('the files are plain data: no imports but types', () => {
    for (const folder of folders.keys()) {
      const source = readFileSync(`src/modules/${folder}/texts.ts`, 'utf8');
      expect(source.match(/^\s*import\s+(?!type\b).*$/gm) ?? [], folder).toEqual([]);
      expect(source, folder).not.toMatch(/\bimport\(|\brequire\(/);
    }
  });
});
