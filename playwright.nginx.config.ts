import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

/**
 * The third pass of `npm run test:e2e`: the built portal behind Debian's nginx (deploy/nginx.conf)
 * in front of the reference backend. `npm start` serves the API (and builds the portal into
 * PORTAL_DIST_DIR, default dist/, when needed) on E2E_PORT; nginx serves that build and proxies
 * /api to it on the next port. Runs what depends on nginx: tests/e2e/nginx.spec.ts, which compares
 * nginx's answers with npm start's (the prerendered start page included) and checks the limits per
 * resident behind it, and one login journey through the proxy (every page watched for CSP
 * violations, tests/e2e/fixtures.ts). The other login and prerender cases test the portal, which
 * the default pass does against the same build. nginx must be installed (`apt-get install -y nginx`; .ci/run does it).
 */
const backendPort = Number(process.env.E2E_PORT ?? 8191);
const nginxPort = backendPort + 1;
const backendURL = `http://127.0.0.1:${backendPort}`;
const distDir = resolve(process.env.PORTAL_DIST_DIR?.trim() || 'dist');
const runDir = resolve(`.data/nginx-${nginxPort}`);
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export default defineConfig({
  ...base,
  testIgnore: undefined,
  testMatch: /(login|nginx)\.spec\.ts$/,
  grep: /behind nginx|landing page, login dialog and the object page after a successful login/,
  // One backend behind one nginx: the pass's tests share its data.
  workers: 1,
  reporter: [['list'], ['json', { outputFile: '.data/test-times/e2e-nginx.json' }]],
  projects: [
    {
      name: 'nginx',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 }, baseURL: `http://127.0.0.1:${nginxPort}` },
      metadata: { backendURL },
    },
  ],
  use: { ...base.use, baseURL: `http://127.0.0.1:${nginxPort}` },
  webServer: [
    {
      command: 'npm start -- --reset',
      url: `${backendURL}/api/$metadata`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: {
        PORT: String(backendPort),
        PORTAL_DATA_DIR: `.data/e2e-nginx-${backendPort}`,
        PORTAL_MAINTENANCE_FILE: `.data/e2e-nginx-${backendPort}/maintenance`,
        // The browser's address is nginx's, so that is where mailed links and payment returns lead.
        PORTAL_PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
        // nginx connects from 127.0.0.1: its X-Forwarded-For names each resident (nginx.spec.ts).
        PORTAL_TRUSTED_PROXIES: '127.0.0.1',
      },
    },
    {
      // A concrete conf from the template, then nginx in the foreground (no system service, no root paths).
      command:
        `node --import tsx deploy/render-nginx.ts --dist ${distDir} --listen 127.0.0.1:${nginxPort} ` +
        `--upstream ${backendURL}/api --run-dir ${runDir} --out ${runDir}/nginx.conf && ` +
        `exec ${nginx} -c ${runDir}/nginx.conf -e ${runDir}/error.log -g 'daemon off;'`,
      // Through nginx to the backend: ready only when both are.
      url: `http://127.0.0.1:${nginxPort}/api/$metadata`,
      timeout: 240_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
