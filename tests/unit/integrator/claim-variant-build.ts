/**
 * Prepares the integrator proof's portal, as an integrator would: a
 * scratch copy of the portal, `npm run codegen -- --metadata <variant> --out <dir>` from the claim
 * variant of the reference metadata, `npm run typecheck` (vite build does not type-check), then
 * `vite build`. src/ is copied untouched.
 *
 *   tsx tests/unit/integrator/claim-variant-build.ts <port>
 *
 * The Playwright pass (E2E_INTEGRATOR=1) runs this before serving <work>/dist with the reference
 * backend on <work>/variant.xml (PORTAL_METADATA_FILE).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { claimVariantOf } from './claim-variant';
import { bin, copyPortal, root, runIn } from './scratch';

export const INTEGRATOR_PORT = 8703;

/** Where one pass on `port` keeps its scratch portal and its database (both git-ignored). */
export function integratorPaths(port: number) {
  const work = join(root, '.bench', `integrator-e2e-${port}`);
  return {
    work,
    metadata: join(work, 'variant.xml'),
    dist: join(work, 'dist'),
    dataDir: join(root, '.data', `e2e-integrator-${port}`),
  };
}

export function buildClaimVariant(port: number): void {
  const paths = integratorPaths(port);
  rmSync(paths.work, { recursive: true, force: true });
  copyPortal('', paths.work);
  writeFileSync(paths.metadata, claimVariantOf(root));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  runIn(paths.work, npm, ['run', 'codegen', '--', '--metadata', 'variant.xml', '--out', 'generated', '--quiet']);
  // No hand edit: the copy's src/ is the repository's.
  if (readFileSync(join(paths.work, 'src', 'main.tsx'), 'utf8') !== readFileSync(join(root, 'src', 'main.tsx'), 'utf8')) {
    throw new Error('the scratch copy of src/ differs from the repository');
  }
  runIn(paths.work, npm, ['run', 'typecheck']);
  runIn(paths.work, bin('vite'), ['build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn']);
  if (!existsSync(join(paths.dist, 'index.html'))) throw new Error(`vite build wrote no ${paths.dist}/index.html`);
}

if (process.argv[1] && /claim-variant-build\.ts$/.test(process.argv[1])) {
  const port = Number(process.argv[2] ?? INTEGRATOR_PORT);
  const started = Date.now();
  buildClaimVariant(port);
  console.log(`integrator proof: portal generated from ${integratorPaths(port).metadata}, type-checked and built in ${Math.round((Date.now() - started) / 1000)} s`);
}
