/**
 * Builds the portal with `vite build` when dist/index.html is missing or older than any source.
 * A failing build is reported clearly but does not stop the API.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// schema/ holds portal.json, which the build bakes in (PORTAL_AUTHORITY picks the folder).
const SOURCES = ['src', 'generated', 'codegen/runtime', 'codegen/edmx', 'schema', 'index.html', 'vite.config.ts', 'authority.config.ts', 'public'];

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

export function needsBuild(rootDir: string, distDir: string): boolean {
  const index = join(distDir, 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return SOURCES.some((s) => newestMtime(join(rootDir, s)) > built);
}

export function runViteBuild(rootDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(join(rootDir, 'node_modules', '.bin', 'vite'), ['build'], { cwd: rootDir, stdio: 'inherit' });
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}
