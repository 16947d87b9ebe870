import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import Module from 'node:module';
import { BUNDLES, isBundle, loadTsMorph, requireCompiled, type LoadReport } from '../../../codegen/emit/load-ts-morph';

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
const report = { cache: {} };
const ts = requireCompiled(${JSON.stringify(compiler)}, ${JSON.stringify(cacheDir)}, report);
process.stdout.write(JSON.stringify({ cache: report.cache[${JSON.stringify(compiler)}], version: ts.version }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  return JSON.parse(out) as { cache?: string; version: string };
}

const cacheFiles = () => readdirSync(cacheDir).filter((name) => name.endsWith('.v8cache'));

describe('loading ts-morph’s bundled compiler', () => {
  it('treats ts-morph’s bundles and the compiler specially, nothing else', () => {
    expect(BUNDLES).toHaveLength(3);
    expect(isBundle(compiler)).toBe(true);
    expect(isBundle(join(dirname(compiler), 'other.js'))).toBe(false);
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
    const report: LoadReport = { cache: {} };
    const ts = requireCompiled(compiler, join(blocked, 'below'), report) as { version?: string };
    expect(report.cache[compiler]).toBe('unavailable');
    expect(ts.version).toMatch(/^\d+\.\d+/);
    expect(existsSync(join(blocked, 'below'))).toBe(false);
  });

  // Under tsx every .js file first goes through an ES-module lexer: ~0.1 s and ~40 MB for the
  // bundles, which are plain CommonJS. The hook must still see every other file.
  it('compiles the bundles itself and passes every other file to the require hook in place', () => {
    const require = createRequire(import.meta.url);
    // Another test file of this worker may have loaded ts-morph and its dependencies already (the
    // module graph is shared): loaded anew, each of them passes the hook again.
    for (const key of Object.keys(require.cache)) if (/[\\/](ts-morph|@ts-morph|code-block-writer)[\\/]/.test(key)) delete require.cache[key];
    const extensions = (Module as unknown as { _extensions: Record<string, (module: unknown, filename: string) => void> })._extensions;
    const hook = extensions['.js']!;
    const seen: string[] = [];
    extensions['.js'] = (module, filename) => {
      seen.push(filename);
      hook(module, filename);
    };
    const report: LoadReport = { cache: {} };
    try {
      const morph = loadTsMorph(cacheDir, report);
      expect(typeof morph.printStructure).toBe('function');
    } finally {
      extensions['.js'] = hook;
    }
    const compiled = Object.keys(report.cache);
    expect(compiled).toHaveLength(BUNDLES.length);
    expect(compiled.every(isBundle)).toBe(true);
    expect(seen.some((file) => file.endsWith(join('code-block-writer', 'script', 'mod.js')))).toBe(true);
    expect(seen.filter(isBundle)).toEqual([]);
  });
});
