/**
 * Which unit test files need a module graph of their own. Vitest's isolation re-imports every module
 * for every file, which on a 2-core machine cost as much as the tests themselves; files that only
 * call code share one graph per worker instead. A file needs its own graph when it changes what
 * its modules see: another environment (jsdom, whose globals must not leak into the next file) or a
 * module replaced with `vi.mock`/`vi.doMock` (a shared graph keeps whichever copy came first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const NEEDS_OWN_GRAPH = /@vitest-environment|\bvi\.(mock|doMock)\(/;

export function needsIsolation(source: string): boolean {
  return NEEDS_OWN_GRAPH.test(source);
}

/** The test files under `dir` (relative to `root`), split by whether they need their own module graph. */
export function splitByIsolation(root: string, dir: string): { isolated: string[]; shared: string[] } {
  const isolated: string[] = [];
  const shared: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (TEST_FILE.test(entry.name)) (needsIsolation(readFileSync(path, 'utf8')) ? isolated : shared).push(relative(root, path));
    }
  };
  walk(join(root, dir));
  return { isolated: isolated.sort(), shared: shared.sort() };
}
