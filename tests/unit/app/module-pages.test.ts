/**
 * Module definitions name their page file instead of importing it (the menu, also on a
 * visitor's start page, must not reach the pages' code); the app finds the page by that name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulePage, pageFiles } from '../../../src/app/module-pages';
import { MODULES, MODULE_NAMES } from '../../../src/modules/registry';

const root = join(__dirname, '../../..');

describe('module pages', () => {
  it.each(MODULE_NAMES)('%s names exactly one page file, which the app loads', (name) => {
    const definition = MODULES[name];
    expect(pageFiles(definition.page)).toHaveLength(1);
    expect(modulePage(definition)).not.toBeNull();
    // The same component on every render (a new lazy() would remount the page).
    expect(modulePage(definition)).toBe(modulePage(definition));
  });

  it('every *Page.tsx of a module folder is a page a definition names (parts of a page are named otherwise)', () => {
    const named = new Set<string>(MODULE_NAMES.map((name) => MODULES[name].page));
    const pages = readdirSync(join(root, 'src/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((folder) => readdirSync(join(root, 'src/modules', folder.name)).filter((file) => file.endsWith('Page.tsx')))
      .map((file) => file.replace(/\.tsx$/, ''));
    expect(pages.filter((page) => !named.has(page))).toEqual([]);
  });

  it('a name that is no page file gives no page (the module shows as unavailable)', () => {
    expect(modulePage({ page: 'NoSuchPage' })).toBeNull();
  });

  it('no module definition imports code dynamically (the menu stays free of the pages)', () => {
    for (const name of new Set(MODULE_NAMES.map((module) => (module === 'requests' ? 'claims' : module)))) {
      const source = readFileSync(join(root, 'src/modules', name, 'index.ts'), 'utf8');
      expect(source, name).not.toMatch(/import\(/);
    }
  });
});
