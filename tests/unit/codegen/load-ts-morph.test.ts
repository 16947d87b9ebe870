import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import Module from 'node:module';
import { BUNDLED_COMPILER, loadTsMorph, requireCompiled, type LoadReport } from '../../../codegen/emit/load-ts-morph';

const compiler = join(dirname(createRequire(createRequire(import.meta.url).resolve('ts-morph')).resolve('@ts-morph/common')), 'typescript.js');
const cacheDir = mkdtempSync(join(tmpdir(), 'codegen-v8cache-'));
const loader = pathToFileURL(resolve('codegen/emit/load-ts-morph.ts')).href;

afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/**
 * Loads the compiler in a fresh Node process, as `npm run codegen` does: within one process V8
 * reuses its own compilation and would not even look at the cache file.
 */
function loadInFreshProcess(): { cache?: string; version: string } {
  const script = `const { requireCompiled } = await import(${JSON.stringify(loader)});
const report = {};
const ts = requireCompiled(${JSON.stringify(compiler)}, ${JSON.stringify(cacheDir)}, report);
process.stdout.write(JSON.stringify({ cache: report.cache, version: ts.version }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as { cache?: string; version: string };
}

const cacheFiles = () => readdirSync(cacheDir).filter((name) => name.endsWith('.v8cache'));

describe('loading ts-morph’s bundled compiler', () => {
  it('treats exactly the compiler bundle specially', () => {
    expect(compiler.endsWith(BUNDLED_COMPILER)).toBe(true);
  });

  // V8 parses the whole 9 MB compiler before it runs; its code cache saves that on every later run.
  it('writes V8’s code cache on the first run and uses it on the next', () => {
    const first = loadInFreshProcess();
    expect(first).toEqual({ cache: 'written', version: expect.stringMatching(/^\d+\.\d+/) });
    expect(cacheFiles()).toHaveLength(1);
    expect(loadInFreshProcess()).toEqual({ cache: 'used', version: first.version });
  });

  it('replaces a cache V8 rejects instead of failing', () => {
    writeFileSync(join(cacheDir, cacheFiles()[0]!), 'no code cache');
    expect(loadInFreshProcess().cache).toBe('written');
    expect(loadInFreshProcess().cache).toBe('used');
  });

  it('still loads when the cache cannot be written', () => {
    const blocked = join(cacheDir, 'a-file');
    writeFileSync(blocked, '');
    const report: LoadReport = {};
    const ts = requireCompiled(compiler, join(blocked, 'below'), report) as { version?: string };
    expect(report.cache).toBe('unavailable');
    expect(ts.version).toMatch(/^\d+\.\d+/);
    expect(existsSync(join(blocked, 'below'))).toBe(false);
  });

  // Under tsx every .js file first goes through an ES-module lexer: ~0.1 s and ~40 MB for the
  // compiler alone, which is plain CommonJS. The hook must still see every other file.
  it('passes every file but the compiler to the require hook in place', () => {
    const require = createRequire(import.meta.url);
    for (const key of Object.keys(require.cache)) if (/[\\/](ts-morph|@ts-morph)[\\/]/.test(key)) delete require.cache[key];
    const extensions = (Module as unknown as { _extensions: Record<string, (module: unknown, filename: string) => void> })._extensions;
    const hook = extensions['.js']!;
    const seen: string[] = [];
    extensions['.js'] = (module, filename) => {
      seen.push(filename);
      hook(module, filename);
    };
    try {
      const morph = loadTsMorph(cacheDir);
      expect(typeof morph.printStructure).toBe('function');
    } finally {
      extensions['.js'] = hook;
    }
    expect(seen.some((file) => file.endsWith(join('ts-morph', 'dist', 'ts-morph.js')))).toBe(true);
    expect(seen.filter((file) => file.endsWith(BUNDLED_COMPILER))).toEqual([]);
  });
});
