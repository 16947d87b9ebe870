/**
 * The authority variant's portal for the E2E_INTEGRATOR=1 pass (integrator-authority.spec.ts,
 * integrator-links.spec.ts): regenerated from the variant, type-checked and built once per worker
 * (authority-variant-build.ts), then served by the reference backend for the specs that use it.
 *
 * Why the page, not the backend, gets the variant's `$metadata`: the reference backend seeds and
 * serves its own tables from the document it runs on (PORTAL_METADATA_FILE) and cannot start on a
 * document without StueckgutAuftraege (its seed writes bulky-waste orders). So it runs on the
 * reference document and the browser's `/api/$metadata` is answered with the variant: the portal
 * takes its capabilities from the variant (the same fingerprint as its build) and reads the
 * reference data through them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { AUTHORITY_VARIANT_PORT, authorityVariantPaths, buildAuthorityVariant, VARIANT_AUTHORITY } from '../unit/integrator/authority-variant-build';
import { INTEGRATOR_PORT } from '../unit/integrator/claim-variant-build';
import { test } from './fixtures';

export const claimPort = Number(process.env.E2E_INTEGRATOR_PORT ?? INTEGRATOR_PORT);
/** Next to the claim variant's server: 8704 by default, E2E_INTEGRATOR_PORT + 1 otherwise. */
export const port = process.env.E2E_INTEGRATOR_PORT ? claimPort + 1 : AUTHORITY_VARIANT_PORT;
export const paths = authorityVariantPaths(port);
export const origin = `http://127.0.0.1:${port}`;

/** Built once per worker: the specs of the pass share the build (about 1-2 min on a shared machine). */
let built: Record<string, number> | null = null;
let server: ChildProcess | null = null;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (server?.exitCode !== null) throw new Error(`the variant's server ended with ${server?.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Whether something still accepts connections on `port` (the previous spec file's server, shutting down). */
const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Waits until the port is free. The server of the spec file before may still be closing its
 * connections after npm has exited: it would answer the new server's first request, and the new
 * one, unable to listen, end.
 */
async function waitForPortFree(port: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (await listening(port)) {
    if (Date.now() > until) throw new Error(`port ${port} is still taken after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Builds (once) and serves the variant for the calling spec file, with a fresh database. */
export function serveAuthorityVariant(): void {
  test.beforeAll(async () => {
    test.setTimeout(600_000);
    if (!built) {
      built = buildAuthorityVariant(port);
      console.log(`authority variant built (s): ${JSON.stringify(built)}`);
    }
    await waitForPortFree(port, 30_000);
    // Served from the integrator's own copy: its schema/ holds the variant authority's folder.
    server = spawn('npm', ['start', '--', '--reset'], {
      cwd: paths.work,
      env: {
        ...process.env,
        PORT: String(port),
        PORTAL_AUTHORITY: VARIANT_AUTHORITY,
        PORTAL_PUBLIC_URL: origin,
        PORTAL_DIST_DIR: paths.dist,
        PORTAL_DATA_DIR: paths.dataDir,
        PORTAL_MAINTENANCE_FILE: `${paths.dataDir}/maintenance`,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    await waitForServer(`${origin}/api/$metadata`, 120_000);
  });

  test.afterAll(async () => {
    // The whole group: npm, tsx and the server it started (unless it ended by itself).
    const running = server;
    server = null;
    if (running?.pid && running.exitCode === null) {
      const ended = new Promise((resolve) => running.once('exit', resolve));
      process.kill(-running.pid, 'SIGTERM');
      await ended;
    }
  });
}

/** The authority's backend as the page sees it: the variant's `$metadata`, the reference data. */
export async function routeVariantMetadata(page: Page): Promise<void> {
  const variant = readFileSync(paths.metadata, 'utf8');
  await page.route('**/api/$metadata', (route) => route.fulfill({ status: 200, contentType: 'application/xml', body: variant }));
}

export async function openVariant(page: Page, path = '/'): Promise<void> {
  await routeVariantMetadata(page);
  await page.goto(`${origin}${path}`);
}
