/**
 * A module-owned namespace (src/modules/<folder>/texts.ts) is fetched only with the routes of the
 * modules that list it: a file elsewhere that drew one of its keys would show the raw key. Read
 * from the sources: every key literal ('ns.key', `ns.${…}`) names the namespace it comes from.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_TEXTS as PAGE_TEXTS } from '../../../src/app/page-texts';
import { moduleOwnedNamespaces, textsByFolder } from '../../../tools/split-texts';

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

/**
 * The module-owned namespaces a file of a module folder may draw: those that every module of the
 * folder loads (claims and requests share their files). Nothing elsewhere, nor in a folder without texts.ts.
 */
export function drawable(folder: string | null, folders: ReadonlyMap<string, Readonly<Record<string, readonly string[]>>>): Set<string> {
  const lists = Object.values((folder !== null && folders.get(folder)) || {});
  return new Set(lists.length === 0 ? [] : lists.reduce((all, names) => all.filter((ns) => names.includes(ns))));
}

describe('module-owned texts are drawn only by their module', () => {
  it('finds key literals, including template keys, and ignores other strings', () => {
    expect([...namespacesIn("t('dump.title'); t(`finances.balance.${s}`); import('./x.ts')", ['dump', 'finances', 'x'])]).toEqual(['dump', 'finances']);
  });

  it('a folder’s files may draw what all of its modules load, and nothing outside module folders', () => {
    const folders = new Map<string, Record<string, string[]>>([
      ['dashboard', { dashboard: ['dashboard', 'calendar'] }],
      ['claims', { claims: ['claims', 'x'], requests: ['claims'] }],
    ]);
    expect([...drawable('dashboard', folders)]).toEqual(['dashboard', 'calendar']);
    expect([...drawable('claims', folders)]).toEqual(['claims']);
    expect(drawable('register', folders).size).toBe(0);
    expect(drawable(null, folders).size).toBe(0);
  });

  it('no file loads another module’s texts implicitly', () => {
    const folders = textsByFolder();
    const problems: string[] = [];
    for (const file of sources('src')) {
      const parts = relative('src', file).split(sep);
      // The app's own pages (src/app/page-texts.ts) draw their own texts, awaited by their routes.
      const page = parts[0] === 'app' && (parts[1] === 'pages' || parts[1] === 'barrier') ? Object.values(PAGE_TEXTS).flat() : [];
      const allowed = new Set([...drawable(parts[0] === 'modules' && parts.length > 2 ? parts[1]! : null, folders), ...page]);
      for (const ns of namespacesIn(readFileSync(file, 'utf8'), Object.keys(texts))) {
        // Drawn outside a module folder, or by a folder whose modules do not all fetch it.
        if (owned.has(ns) && !allowed.has(ns)) problems.push(`${file}: ${ns}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
