/**
 * Which authority a build is for. `PORTAL_AUTHORITY=<name>` selects `schema/<name>/` (default
 * `reference`), so an integrator adds a folder and builds; nothing in src/ changes. The portal
 * imports its deployment config as `@authority/portal.json` (tsconfig `paths` types it with the
 * reference file; readPortalConfig validates whatever JSON arrives).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export function authorityDir(env: NodeJS.ProcessEnv = process.env): string {
  const name = env.PORTAL_AUTHORITY?.trim() || 'reference';
  if (!/^[a-z0-9][a-z0-9_-]*$/i.test(name)) throw new Error(`PORTAL_AUTHORITY "${name}" ist kein gültiger Ordnername.`);
  const dir = resolve('schema', name);
  if (!existsSync(resolve(dir, 'portal.json'))) throw new Error(`schema/${name}/portal.json fehlt (PORTAL_AUTHORITY=${name}).`);
  return dir;
}

export function authorityAlias(env?: NodeJS.ProcessEnv): Record<string, string> {
  return { '@authority': authorityDir(env) };
}
