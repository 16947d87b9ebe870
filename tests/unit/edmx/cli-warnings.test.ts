// Given the reference metadata with a ComplexType declared twice (as published SAP services have
// it), when `npm run codegen` reads it, then it generates and names the duplicate on stderr, even
// with --quiet; a truncated copy still ends with exit 2 and the line and column.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

mkdirSync('.bench', { recursive: true });
const tmp = mkdtempSync(join('.bench', 'tmp-edmx-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const reference = readFileSync('schema/reference/metadata.xml', 'utf8');
const banner = /\s*<ComplexType Name="BannerLink">[\s\S]*?<\/ComplexType>/.exec(reference)?.[0] ?? '';

function codegen(metadata: string, ...args: string[]) {
  const file = join(tmp, `m-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, metadata);
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'codegen/cli.ts', '--metadata', file, ...args], { encoding: 'utf8' });
  return { code: result.status, stderr: result.stderr };
}

describe('codegen with tolerated defects', () => {
  it('generates from a duplicated ComplexType and prints the warning on stderr, also with --quiet', () => {
    expect(banner).toContain('BannerLink');
    const twice = reference.replace(banner, `${banner}${banner}`);
    const result = codegen(twice, '--out', join(tmp, 'gen'), '--quiet');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/warning: ComplexType Abfall\.Portal\.BannerLink: Typ Abfall\.Portal\.BannerLink ist doppelt deklariert \(identisch, Zeile \d+, Spalte \d+\); die erste Deklaration \(Zeile \d+, Spalte \d+\) gilt/);
    expect(readFileSync(join(tmp, 'gen', 'entities.ts'), 'utf8')).toContain('BannerLink');
  }, 60_000);

  it('still ends a truncated file with exit 2 and its line and column', () => {
    const result = codegen(reference.slice(0, reference.indexOf('<ComplexType Name="BannerLink">') + 20), '--out', join(tmp, 'none'), '--quiet');
    expect(result.code).toBe(2);
    expect(result.stderr.trim()).toMatch(/^codegen: .*\(Zeile \d+, Spalte \d+\)$/);
  }, 60_000);
});
