/**
 * Loads ts-morph and its bundled TypeScript compiler (three CommonJS bundles, 13 MB, 9 of them the
 * compiler) the cheap way:
 * - `npm run codegen` runs under tsx, whose require hook runs an ES-module lexer over every .js
 *   file to see whether it needs transforming; over these bundles that costs ~0.1 s and ~40 MB of
 *   lexer memory for files that never need it. They skip the hook, and only while ts-morph loads;
 *   every other file (and any other loader's hook) stays as it was.
 * - V8 parses each bundle whole before its first line runs (~0.3 s). Its code cache, kept in
 *   `node_modules/.cache/`, lets the next run skip that; a cache V8 rejects (other Node version,
 *   changed file) is rewritten, one that cannot be written is simply not used.
 */
import Module, { createRequire } from 'node:module';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import type * as TsMorph from 'ts-morph';

type CompilingModule = NodeJS.Module & { _compile(code: string, filename: string): unknown };
type ExtensionLoader = (module: CompilingModule, filename: string) => void;

/** ts-morph's own bundles and the compiler in its helper package (CommonJS, nothing to transform). */
export const BUNDLES = [
  ['ts-morph', 'dist', 'ts-morph.js'],
  ['@ts-morph', 'common', 'dist', 'ts-morph-common.js'],
  ['@ts-morph', 'common', 'dist', 'typescript.js'],
].map((parts) => ['', 'node_modules', ...parts].join(sep));

export const isBundle = (filename: string): boolean => BUNDLES.some((suffix) => filename.endsWith(suffix));

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DEFAULT_CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'codegen');

export interface LoadReport {
  /** Per bundle file, 'used': V8 took the cached code; 'written': none (or a stale one) was there, now it is. */
  cache: Record<string, 'used' | 'written' | 'unavailable'>;
}

/** The cache file of one bundle for this V8: a changed file or Node gets a fresh one. */
function cacheFileFor(cacheDir: string, filename: string): string {
  const { size, mtimeMs } = statSync(filename);
  return join(cacheDir, `${basename(filename, '.js')}-${process.versions.v8}-${size}-${Math.round(mtimeMs)}.v8cache`);
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, data: Buffer): boolean {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Renamed into place: a parallel run reads either no cache or a whole one.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, data);
    renameSync(partial, file);
    return true;
  } catch {
    return false;
  }
}

/** Compiles and runs a CommonJS file as Node does, with V8's code cache when there is one. */
function compileCached(module: CompilingModule, filename: string, cacheDir: string, report: LoadReport): void {
  const cacheFile = cacheFileFor(cacheDir, filename);
  const cachedData = readCache(cacheFile);
  const script = new Script(Module.wrap(readFileSync(filename, 'utf8')), { filename, ...(cachedData ? { cachedData } : {}) });
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper.call(module.exports, module.exports, createRequire(filename), module, filename, dirname(filename));
  if (cachedData && !script.cachedDataRejected) report.cache[filename] = 'used';
  // Taken after the bundle's top level ran, the cache also holds the functions that needed.
  else report.cache[filename] = writeCache(cacheFile, script.createCachedData()) ? 'written' : 'unavailable';
}

/** Loads one compiler file on its own (outside `require`'s module cache), as the loader does. */
export function requireCompiled(filename: string, cacheDir: string, report: LoadReport = { cache: {} }): unknown {
  const module = new Module(filename) as CompilingModule;
  module.filename = filename;
  compileCached(module, filename, cacheDir, report);
  return module.exports;
}

export function loadTsMorph(cacheDir: string = DEFAULT_CACHE_DIR, report: LoadReport = { cache: {} }): typeof TsMorph {
  const require = createRequire(import.meta.url);
  const extensions = (Module as unknown as { _extensions: Record<string, ExtensionLoader> })._extensions;
  const previous = extensions['.js']!;
  extensions['.js'] = function loadJs(this: unknown, module, filename) {
    if (!isBundle(filename)) return previous.call(this, module, filename);
    compileCached(module, filename, cacheDir, report);
  };
  try {
    return require('ts-morph') as typeof TsMorph;
  } finally {
    extensions['.js'] = previous;
  }
}
