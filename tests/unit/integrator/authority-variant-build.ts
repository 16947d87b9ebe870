/**
 * Prepares the integrator proof for another authority, as an integrator would: a scratch copy of the
 * portal, `npm run codegen` from the authority variant (authority-variant.ts: string and decimal
 * volumes, a string key, a composite key, an aliased second schema, no bulky-waste orders), the
 * project's own `tsc -p tsconfig.json` (`npm run typecheck`), then `vite build`. src/ is copied
 * untouched. Prints how long each step took.
 *
 *   tsx tests/unit/integrator/authority-variant-build.ts <port>
 *
 * The E2E_INTEGRATOR=1 pass (tests/e2e/integrator-authority.spec.ts) runs this and serves
 * <work>/dist with the reference backend on <work>/variant.xml (PORTAL_METADATA_FILE).
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { authorityVariantOf } from './authority-variant';
import { bin, copyPortal, root, runIn } from './scratch';

/**
 * The variant is a second authority as an integrator sets one up: its own folder under schema/
 * (name, colour, logos: tests/fixtures/integrator-authority/), built with PORTAL_AUTHORITY.
 */
export const VARIANT_AUTHORITY = 'nordheide';
export const VARIANT_AUTHORITY_FILES = join(root, 'tests', 'fixtures', 'integrator-authority');

/** Next to the claim variant's port (claim-variant-build.ts INTEGRATOR_PORT). */
export const AUTHORITY_VARIANT_PORT = 8704;

/** Where one pass on `port` keeps its scratch portal and its database (both git-ignored). */
export function authorityVariantPaths(port: number) {
  const work = join(root, '.bench', `integrator-authority-${port}`);
  return { work, metadata: join(work, 'variant.xml'), dist: join(work, 'dist'), dataDir: join(root, '.data', `e2e-authority-${port}`) };
}

/** Each step and its seconds. */
export function buildAuthorityVariant(port: number): Record<string, number> {
  const paths = authorityVariantPaths(port);
  const seconds: Record<string, number> = {};
  const step = (name: string, run: () => void) => {
    const started = Date.now();
    run();
    seconds[name] = Math.round((Date.now() - started) / 100) / 10;
  };
  rmSync(paths.work, { recursive: true, force: true });
  step('copy', () => copyPortal('', paths.work));
  cpSync(VARIANT_AUTHORITY_FILES, join(paths.work, 'schema', VARIANT_AUTHORITY), { recursive: true });
  writeFileSync(paths.metadata, authorityVariantOf(root));
  step('codegen', () => runIn(paths.work, process.execPath, [bin('tsx'), 'codegen/cli.ts', '--metadata', 'variant.xml', '--out', 'generated', '--quiet']));
  // No hand edit: the copy's src/ is the repository's.
  for (const file of ['main.tsx', 'api/client.ts', 'api/types.ts']) {
    if (readFileSync(join(paths.work, 'src', file), 'utf8') !== readFileSync(join(root, 'src', file), 'utf8')) {
      throw new Error(`the scratch copy of src/${file} differs from the repository`);
    }
  }
  step('typecheck', () => runIn(paths.work, process.execPath, [bin('tsc'), '-p', 'tsconfig.json', '--noEmit']));
  step('build', () => runIn(paths.work, process.execPath, [bin('vite'), 'build', '--outDir', 'dist', '--emptyOutDir', '--logLevel', 'warn'], { PORTAL_AUTHORITY: VARIANT_AUTHORITY }));
  if (!existsSync(join(paths.dist, 'index.html'))) throw new Error(`vite build wrote no ${paths.dist}/index.html`);
  return seconds;
}

if (process.argv[1] && /authority-variant-build\.ts$/.test(process.argv[1])) {
  const port = Number(process.argv[2] ?? AUTHORITY_VARIANT_PORT);
  const seconds = buildAuthorityVariant(port);
  console.log(`authority variant: generated from ${authorityVariantPaths(port).metadata}, type-checked and built (s: ${JSON.stringify(seconds)})`);
}
