/**
 * Builds the portal with `vite build` when <distDir>/index.html is missing, older than any source,
 * or was built for another authority (PORTAL_AUTHORITY). A failing build is reported clearly but
 * does not stop the API.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AUTHORITY_STAMP, readBuildStamp } from '../tools/build-stamp';

// schema/ holds portal.json, which the build bakes in (PORTAL_AUTHORITY picks the folder).
const SOURCES = ['src', 'generated', 'codegen/runtime', 'codegen/edmx', 'schema', 'index.html', 'vite.config.ts', 'authority.config.ts', 'tools', 'public'];

/** Written next to index.html by every build, `npm run build` too (tools/build-stamp.ts). */
export { AUTHORITY_STAMP };
const DEFAULT_AUTHORITY = 'reference';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export interface BuiltState {
  /** mtime of <dist>/index.html; null when there is none. */
  indexMtime: number | null;
  /** The build's stamp; null for a dist/ from before builds stamped themselves. */
  stamp: string | null;
  /** The newest mtime among the sources the build reads. */
  newestSource: number;
}

/** The decision itself, on what was found on disk: a build is needed unless dist/ is this authority's and newer than every source. */
export function isStale(state: BuiltState, authority: string): boolean {
  if (state.indexMtime === null) return true;
  if (state.stamp !== authority) return true;
  return state.newestSource > state.indexMtime;
}

export function builtState(rootDir: string, distDir: string): BuiltState {
  const index = join(distDir, 'index.html');
  return {
    indexMtime: existsSync(index) ? statSync(index).mtimeMs : null,
    stamp: readBuildStamp(distDir),
    newestSource: Math.max(...SOURCES.map((s) => newestMtime(join(rootDir, s)))),
  };
}

export function needsBuild(rootDir: string, distDir: string, authority: string = DEFAULT_AUTHORITY): boolean {
  return isStale(builtState(rootDir, distDir), authority);
}

/**
 * `vite build` for `authority` into `distDir` (vite's `--outDir`; the default dist/ needs no flag).
 * PORTAL_AUTHORITY reaches vite.config.ts through the child's environment; the build stamps dist/
 * itself, exactly as `npm run build` does.
 */
export function runViteBuild(rootDir: string, distDir: string = join(rootDir, 'dist'), authority: string = DEFAULT_AUTHORITY): Promise<boolean> {
  const args = ['build'];
  if (resolve(distDir) !== resolve(rootDir, 'dist')) args.push('--outDir', distDir, '--emptyOutDir');
  const env = { ...process.env, PORTAL_AUTHORITY: authority };
  return new Promise((done) => {
    const child = spawn(join(rootDir, 'node_modules', '.bin', 'vite'), args, { cwd: rootDir, stdio: 'inherit', env });
    child.on('error', () => done(false));
    child.on('exit', (code) => done(code === 0));
  });
}
