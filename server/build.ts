/**
 * Builds the portal with `vite build` when <distDir>/index.html is missing, older than any source,
 * or was built for another authority (PORTAL_AUTHORITY). A failing build is reported clearly but
 * does not stop the API.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// schema/ holds portal.json, which the build bakes in (PORTAL_AUTHORITY picks the folder).
const SOURCES = ['src', 'generated', 'codegen/runtime', 'codegen/edmx', 'schema', 'index.html', 'vite.config.ts', 'authority.config.ts', 'tools', 'public'];

/**
 * Written next to index.html after a build started here: the authority the bundle was built for.
 * A dist/ without it came from a plain `vite build`, which builds the default authority.
 */
export const AUTHORITY_STAMP = '.authority';
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

/** The authority a dist folder was built for (see AUTHORITY_STAMP). */
export function builtAuthority(distDir: string): string {
  const stamp = join(distDir, AUTHORITY_STAMP);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() || DEFAULT_AUTHORITY : DEFAULT_AUTHORITY;
}

export function needsBuild(rootDir: string, distDir: string, authority: string = DEFAULT_AUTHORITY): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  if (builtAuthority(distDir) !== authority) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(rootDir, s)) > built);
}

/**
 * `vite build` for `authority` into `distDir` (vite's `--outDir`; the default dist/ needs no flag).
 * PORTAL_AUTHORITY reaches vite.config.ts through the child's environment.
 */
export function runViteBuild(rootDir: string, distDir: string = join(rootDir, 'dist'), authority: string = DEFAULT_AUTHORITY): Promise<boolean> {
  const args = ['build'];
  if (resolve(distDir) !== resolve(rootDir, 'dist')) args.push('--outDir', distDir, '--emptyOutDir');
  const env = { ...process.env, PORTAL_AUTHORITY: authority };
  return new Promise((done) => {
    const child = spawn(join(rootDir, 'node_modules', '.bin', 'vite'), args, { cwd: rootDir, stdio: 'inherit', env });
    child.on('error', () => done(false));
    child.on('exit', (code) => {
      if (code === 0) writeFileSync(join(distDir, AUTHORITY_STAMP), `${authority}\n`);
      done(code === 0);
    });
  });
}
