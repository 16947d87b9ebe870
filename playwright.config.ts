import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { INTEGRATOR_PORT, integratorPaths } from './tests/unit/integrator/claim-variant-build';

// E2E runs in Debian's Chromium against the README's start command, on its own port and with a
// fresh database, so it never touches a developer's demo data.
const port = Number(process.env.E2E_PORT ?? 8191);
// E2E_BASE_URL points the suite at an already running portal (no server is started then).
const external = process.env.E2E_BASE_URL;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } };

/**
 * E2E_PROFILES=1 runs the other deployment profiles instead (tests/e2e/profiles-<name>.spec.ts,
 * docs/behaviour.md, "Profiles and menu visibility"). The profile is baked in at build time, so each gets its own build of a
 * demo authority (schema/<authority>/portal.json, same backend metadata as the reference) in its
 * own dist folder, served by its own `npm start` on the next ports with its own database.
 * Each also runs tests/e2e/brand.spec.ts, which reads the authority to expect from the project's
 * `metadata.authority` (community-demo has its own colour and logos, private-demo the reference's).
 * `npm run test:e2e` runs both passes.
 */
const PROFILES = [
  { name: 'community', authority: 'community-demo', port: port + 1 },
  { name: 'private', authority: 'private-demo', port: port + 2 },
] as const;
const profiles = process.env.E2E_PROFILES === '1';

const defaultProfile: Pick<PlaywrightTestConfig, 'testIgnore' | 'projects' | 'webServer'> = {
  // nginx*.spec.ts runs in its own pass (playwright.nginx.config.ts), integrator*.spec.ts in E2E_INTEGRATOR=1.
  testIgnore: /(profiles-|nginx|integrator|brand)[^/]*\.spec\.ts$/,
  projects: [{ name: 'desktop', use: desktop }],
  webServer: external ? undefined : {
    command: `npm start -- --reset`,
    url: `http://127.0.0.1:${port}/api/$metadata`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The data folder follows the port, so two suites on two ports never share a database.
    env: {
      PORT: String(port),
      // Links the server writes (reset mails, payment returns) must lead to the origin the browser
      // uses, or the resident's session (stored per origin) is not there when they come back.
      PORTAL_PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORTAL_DATA_DIR: `.data/e2e-${port}`,
      PORTAL_MAINTENANCE_FILE: `.data/e2e-${port}/maintenance`,
      // Push reminders (tests/e2e/reminders.spec.ts): a clock the test moves, a fast scheduler and
      // the test's push receiver on loopback http. Never set in a deployment.
      PORTAL_CLOCK_FILE: `.data/e2e-${port}/clock`,
      PORTAL_PUSH_TICK_SECONDS: '0.5',
      PORTAL_PUSH_ALLOW_LOOPBACK: '1',
    },
  },
};

const otherProfiles: Pick<PlaywrightTestConfig, 'testMatch' | 'projects' | 'webServer'> = {
  testMatch: /\/(profiles-[^/]*|brand)\.spec\.ts$/,
  projects: PROFILES.map((profile) => ({
    name: profile.name,
    testMatch: new RegExp(`/(profiles-${profile.name}|brand)\\.spec\\.ts$`),
    metadata: { authority: profile.authority },
    use: { ...desktop, baseURL: `http://127.0.0.1:${profile.port}` },
  })),
  webServer: PROFILES.map((profile) => ({
    command: 'npm start -- --reset',
    url: `http://127.0.0.1:${profile.port}/api/$metadata`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(profile.port),
      PORTAL_PUBLIC_URL: `http://127.0.0.1:${profile.port}`,
      PORTAL_AUTHORITY: profile.authority,
      PORTAL_DIST_DIR: `.data/dist-${profile.authority}`,
      PORTAL_DATA_DIR: `.data/e2e-${profile.name}`,
      PORTAL_MAINTENANCE_FILE: `.data/e2e-${profile.name}/maintenance`,
    },
  })),
};

/**
 * E2E_INTEGRATOR=1 runs the integrator proof instead: a
 * scratch copy of the portal regenerated from a variant of the reference metadata and built
 * (tests/unit/integrator/claim-variant-build.ts), served by the reference backend running on that
 * variant (PORTAL_METADATA_FILE), on its own port (E2E_INTEGRATOR_PORT, default 8703) and database.
 */
const integrator = process.env.E2E_INTEGRATOR === '1';
const integratorPort = Number(process.env.E2E_INTEGRATOR_PORT ?? INTEGRATOR_PORT);
const integratorRun = integratorPaths(integratorPort);
const integratorProof: Pick<PlaywrightTestConfig, 'testMatch' | 'projects' | 'webServer'> = {
  testMatch: /integrator[^/]*\.spec\.ts$/,
  projects: [{ name: 'integrator', use: { ...desktop, baseURL: `http://127.0.0.1:${integratorPort}` } }],
  webServer: {
    command: `npx tsx tests/unit/integrator/claim-variant-build.ts ${integratorPort} && npm start -- --reset`,
    url: `http://127.0.0.1:${integratorPort}/api/$metadata`,
    // Copy, codegen, type-free vite build with the start page prerendered, then the server.
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(integratorPort),
      PORTAL_PUBLIC_URL: `http://127.0.0.1:${integratorPort}`,
      PORTAL_DIST_DIR: integratorRun.dist,
      PORTAL_METADATA_FILE: integratorRun.metadata,
      PORTAL_DATA_DIR: integratorRun.dataDir,
      PORTAL_MAINTENANCE_FILE: `${integratorRun.dataDir}/maintenance`,
    },
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  ...(integrator ? integratorProof : profiles ? otherProfiles : defaultProfile),
});
