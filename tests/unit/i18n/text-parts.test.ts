/**
 * A module-owned namespace (src/i18n/shell-namespaces.ts) is fetched only with that module's
 * routes: a file elsewhere that drew one of its keys would show the raw key. Read from the sources:
 * every key literal ('ns.key', `ns.${…}`) names the namespace it comes from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_NAMESPACES } from '../../../src/i18n/shell-namespaces';
import { moduleOwnedNamespaces } from '../../../tools/split-texts';

const texts = JSON.parse(readFileSync('src/i18n/de-DE.json', 'utf8')) as Record<string, unknown>;
const owned = moduleOwnedNamespaces();

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The namespaces whose keys a source text names. */
export function namespacesIn(code: string, known: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const match of code.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g)) if (known.includes(match[1]!)) found.add(match[1]!);
  return found;
}

/** The modules a folder of src/modules holds (claims and requests share one). */
const modulesOfFolder = (folder: string): string[] => (folder === 'claims' ? ['claims', 'requests'] : [folder]);

describe('module-owned texts are drawn only by their module (issue 16)', () => {
  it('finds key literals, including template keys, and ignores other strings', () => {
    expect([...namespacesIn("t('dump.title'); t(`finances.balance.${s}`); import('./x.ts')", ['dump', 'finances', 'x'])]).toEqual(['dump', 'finances']);
  });

  it('no file loads another module’s texts implicitly', () => {
    const problems: string[] = [];
    for (const file of sources('src')) {
      const parts = relative('src', file).split(sep);
      const modules = parts[0] === 'modules' && parts.length > 2 ? modulesOfFolder(parts[1]!) : [];
      for (const ns of namespacesIn(readFileSync(file, 'utf8'), Object.keys(texts))) {
        if (!owned.has(ns)) continue;
        // Drawn outside a module folder, or by a folder whose modules do not all fetch it.
        if (modules.length === 0 || modules.some((module) => !(MODULE_NAMESPACES[module] ?? []).includes(ns))) problems.push(`${file}: ${ns}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
