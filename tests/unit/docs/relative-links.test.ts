// Given every Markdown file git tracks, when its relative links are followed from the file's own
// folder, then each one reaches a file or folder of the checkout: a moved or renamed file cannot
// leave the documentation pointing at nothing.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The targets of `[text](target)` that are paths inside the repository (no scheme, no bare anchor). */
export function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

const markdownFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '*.md'], { encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '');

describe('relative links in the documentation', () => {
  it('finds the relative links of a text and leaves web addresses and anchors alone', () => {
    expect(relativeLinks('See [a](../src/ui/AppLink.tsx), [b](https://example.org/x), [c](#top) and [d](./x.md#part).')).toEqual([
      '../src/ui/AppLink.tsx',
      './x.md',
    ]);
  });

  it('every relative link of every Markdown file reaches a file or folder', () => {
    const broken = markdownFiles().flatMap((file) =>
      relativeLinks(readFileSync(file, 'utf8'))
        .filter((target) => !existsSync(normalize(join(dirname(file), target))))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
