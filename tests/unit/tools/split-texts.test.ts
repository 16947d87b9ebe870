import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from '../../../src/i18n/shell-namespaces';
import { splitTexts } from '../../../tools/split-texts';

const texts = JSON.parse(readFileSync('src/i18n/de-DE.json', 'utf8')) as Record<string, unknown>;

describe('de-DE.json split into the shell texts and the modules texts (issue 16)', () => {
  it('every namespace lands in exactly one part, unchanged', () => {
    const { shell, rest } = splitTexts(texts);
    expect(Object.keys(shell).sort()).toEqual([...SHELL_NAMESPACES].sort());
    expect({ ...shell, ...rest }).toEqual(texts);
    for (const name of Object.keys(rest)) expect(SHELL_NAMESPACES).not.toContain(name);
  });

  it('a namespace nobody listed (a new module) goes to the lazy part, not lost', () => {
    const { shell, rest } = splitTexts({ landing: { a: 'A' }, newModule: { b: 'B' } }, ['landing']);
    expect(shell).toEqual({ landing: { a: 'A' } });
    expect(rest).toEqual({ newModule: { b: 'B' } });
  });

  it('the shell part stays the small one', () => {
    const { shell, rest } = splitTexts(texts);
    expect(JSON.stringify(shell).length).toBeLessThan(JSON.stringify(rest).length / 2);
  });
});
