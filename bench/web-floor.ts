/**
 * The floor of bench:web: bench/floor, built with the portal's own build
 * settings and React plugin into a temp dir, served by a throwaway server, loaded in the same
 * phone context as the portal's pages. What it fetches is what the prescribed stack costs before
 * the portal has written a line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { BUILD_OPTIONS } from '../tools/build-options';
import { serveDirectory, serverUrl } from './static-server';
import { phoneContext } from './web-context';
import { recordAssets, type PageLoad } from './web-assets';

export interface Floor {
  url: string;
  close(): void;
}

export async function startFloor(): Promise<Floor> {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  let server: Server | undefined;
  try {
    await build({
      configFile: false,
      root: resolve('bench/floor'),
      base: '/',
      logLevel: 'warn',
      plugins: [react()],
      build: { ...BUILD_OPTIONS, outDir, emptyOutDir: true, reportCompressedSize: false },
    });
    // Next to the portal's BENCH_PORT when one is given (bench/web.ts), else any free port.
    server = await serveDirectory(outDir, process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 1 : 0);
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  return {
    url: serverUrl(running),
    close() {
      running.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/** What the floor app makes Chromium fetch, in the phone context the portal's pages are measured in. */
export async function measureFloor(browser: Browser, floor: Floor): Promise<PageLoad> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    return await recordAssets(page, async () => {
      await page.goto(floor.url, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    });
  } finally {
    await context.close();
  }
}
