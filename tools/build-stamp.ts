/**
 * The stamp a build leaves next to index.html: the authority (PORTAL_AUTHORITY) it was built for.
 * The build writes it itself, so `npm run build` and the build `npm start` runs when dist/ is
 * stale leave the same stamp, and `npm start` (server/build.ts needsBuild) reads it to tell whether
 * dist/ is for the authority it serves: a portal built with `npm run build` is not built again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const AUTHORITY_STAMP = '.authority';

/** The authority a dist folder was built for; null for a folder without a stamp. */
export function readBuildStamp(distDir: string): string | null {
  const stamp = join(distDir, AUTHORITY_STAMP);
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() || null : null;
}

export function writeBuildStamp(distDir: string, authority: string): void {
  writeFileSync(join(distDir, AUTHORITY_STAMP), `${authority}\n`);
}

/** Writes the stamp once the bundle is on disk (an emptied outDir has lost the old one). */
export function buildStamp(authority: string): Plugin {
  let outDir = '';
  return {
    name: 'portal-build-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      writeBuildStamp(outDir, authority);
    },
  };
}
