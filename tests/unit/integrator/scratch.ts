/**
 * A scratch copy of the portal under .bench/ (git-ignored, inside the repo so that node_modules
 * resolves by walking up): what an integrator regenerates and builds for another authority's
 * metadata, without touching the repository's own generated/ or src/.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const bin = (name: string): string => join(root, 'node_modules', '.bin', name);

/**
 * What the portal's build reads, package.json so that `npm run codegen` works in the copy, and the
 * rest of what `npm run typecheck` (tsconfig.json) covers, so the copy's type-check is the project's.
 */
const PORTAL_ENTRIES = [
  'src', 'codegen', 'tools', 'schema', 'public', 'index.html', 'vite.config.ts', 'authority.config.ts', 'tsconfig.json', 'package.json',
  'server', 'bench', 'deploy', 'vitest.config.ts',
];

/** Copies the portal into `work` (created), or into a fresh folder under .bench/ named `prefix`. */
export function copyPortal(prefix: string, work?: string): string {
  const bench = join(root, '.bench');
  mkdirSync(bench, { recursive: true });
  const target = work ?? mkdtempSync(join(bench, prefix));
  mkdirSync(target, { recursive: true });
  for (const entry of PORTAL_ENTRIES) {
    if (existsSync(join(root, entry))) cpSync(join(root, entry), join(target, entry), { recursive: true });
  }
  return target;
}

/** Runs a command in `cwd`; a failure carries its output (capped) instead of a bare exit code. */
export function runIn(cwd: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  try {
    return execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true', ...env } });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${cmd} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? ''}`.slice(0, 8000), { cause: error });
  }
}

/**
 * Regenerates the copy's generated/ from `xml` (written to `file` in the copy) as an integrator
 * would, and answers codegen's `--report json`.
 */
export function regenerateIn(work: string, xml: string, file = 'authority.xml'): string {
  writeFileSync(join(work, file), xml);
  return runIn(work, process.execPath, [bin('tsx'), 'codegen/cli.ts', '--metadata', file, '--out', 'generated', '--report', 'json']);
}

/** `npm run typecheck` in the copy; throws with tsc's own output when src/ does not compile. */
export const typecheckIn = (work: string): string => runIn(work, process.execPath, [bin('tsc'), '-p', 'tsconfig.json', '--noEmit']);
