import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsIsolation, splitByIsolation } from '../../../tools/test-isolation';

describe('which unit test files get a module graph of their own', () => {
  it('a file in another environment or replacing a module does; a file that only calls code does not', () => {
    expect(needsIsolation('// @vitest-environment jsdom\nimport x from "y";')).toBe(true);
    expect(needsIsolation("vi.mock('../../src/ui/shell/ErrorSnackbarView', () => ({}));")).toBe(true);
    expect(needsIsolation("vi.doMock('../x', () => ({}));")).toBe(true);
    expect(needsIsolation("import { it } from 'vitest';\nit('adds', () => expect(1 + 1).toBe(2));")).toBe(false);
    expect(needsIsolation("const spy = vi.fn(); vi.spyOn(console, 'log');")).toBe(false);
  });

  it('splits the test files of nested folders, paths relative to the root, other files left out', () => {
    const root = mkdtempSync(join(tmpdir(), 'isolation-'));
    mkdirSync(join(root, 'tests/unit/ui'), { recursive: true });
    writeFileSync(join(root, 'tests/unit/ui/dialog.test.tsx'), '// @vitest-environment jsdom\n');
    writeFileSync(join(root, 'tests/unit/pure.test.ts'), "it('x', () => {});\n");
    writeFileSync(join(root, 'tests/unit/helpers.ts'), "vi.mock('x');\n");
    expect(splitByIsolation(root, 'tests/unit')).toEqual({ isolated: ['tests/unit/ui/dialog.test.tsx'], shared: ['tests/unit/pure.test.ts'] });
  });
});
