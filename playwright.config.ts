import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { INTEGRATOR_PORT, integratorPaths } from './tests/unit/integrator/claim-variant-build';
import { dataDirOf, E2E_BASE_PORT, serverPort } from './tests/e2e/worker-server';

// E2E runs in Debian's Chromium against the README's start command, on its own port and with a
// fresh database, so it never touches a developer's demo data.
const port = E2E_BASE_PORT;
// E2E_BASE_URL points the suite at an already running portal (no server is started then).
const external = process.env.E2E_BASE_URL;
/**
 * The default pass runs E2E_WORKERS workers (default 1), each against a server of its own
 * (tests/e2e/worker-server.ts): the first server builds the portal, the others start after it
 * (Playwright starts web servers one after the other) and serve that build. On the 2-core machines
 * the project runs on, two workers with two browsers and two servers took as long as one (26.8
 * against 27.4 minutes, the load at 11 to 14): the browsers' rendering fills both cores. A machine
 * with more cores sets E2E_WORKERS.
 */
const workers = external ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const serverPorts = Array.from({ length: workers }, (_, index) => serverPort(index));
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
 * E2E_PROFILES=1 runs the deployment profiles instead: each project is named after its profile and
 * runs tests/e2e/profiles-<name>.spec.ts where there is one, the walk over the profile table
 * (profiles-table.spec.ts with its data in profiles-table.ts) and tests/e2e/brand.spec.ts, which
 * reads the authority to expect from the project's `metadata.authority`. The profile is baked in at
 * build time, so each gets its own build of a demo authority (schema/<authority>/portal.json, same
 * backend metadata as the reference) in its own dist folder, served by its own `npm start` on its
 * own port with its own database. The default profile is the reference authority's: it is served
 * from dist/, the default pass's build, so it costs no build of its own after that pass.
 * `npm run test:e2e` runs both passes.
 */
const ALL_PROFILES = [
  { name: 'community', authority: 'community-demo', port: port + 1, dist: '.data/dist-community-demo' },
  { name: 'private', authority: 'private-demo', port: port + 2, dist: '.data/dist-private-demo' },
  { name: 'default', authority: 'reference', port: port + 3, dist: 'dist' },
  { name: 'public', authority: 'public-demo', port: port + 4, dist: '.data/dist-public-demo' },
  { name: 'publicNoLanding', authority: 'public-no-landing-demo', port: port + 5, dist: '.data/dist-public-no-landing-demo' },
] as const;
// Every project's server starts (and builds) whatever --project picks; E2E_PROFILE_NAMES=public,default
// keeps the pass to those profiles, servers included.
const profileNames = process.env.E2E_PROFILE_NAMES?.split(',').map((name) => name.trim());
const PROFILES = ALL_PROFILES.filter((profile) => !profileNames || profileNames.includes(profile.name));
const profiles = process.env.E2E_PROFILES === '1';

const defaultProfile: Pick<PlaywrightTestConfig, 'testIgnore' | 'projects' | 'webServer'> = {
  // nginx*.spec.ts runs in its own pass (playwright.nginx.config.ts), integrator*.spec.ts in E2E_INTEGRATOR=1.
  testIgnore: /(profiles-|nginx|integrator|brand)[^/]*\.spec\.ts$/,
  // The fixture's baseURL picks the worker's own server from this list (tests/e2e/fixtures.ts).
  projects: [{ name: 'desktop', use: desktop, metadata: { serverPorts: external ? [] : serverPorts } }],
  webServer: external
    ? undefined
    : serverPorts.map((listenPort) => ({
        command: `npm start -- --reset`,
        url: `http://127.0.0.1:${listenPort}/api/$metadata`,
        timeout: 240_000,
        reuseExistingServer: false,
        // The data folder follows the port, so two servers never share a database.
        env: {
          PORT: String(listenPort),
          // Links the server writes (reset mails, payment returns) must lead to the origin the browser
          // uses, or the resident's session (stored per origin) is not there when they come back.
          PORTAL_PUBLIC_URL: `http://127.0.0.1:${listenPort}`,
          PORTAL_DATA_DIR: dataDirOf(listenPort),
          PORTAL_MAINTENANCE_FILE: `${dataDirOf(listenPort)}/maintenance`,
          // Push reminders (tests/e2e/reminders.spec.ts): a clock the test moves, a fast scheduler and
          // the test's push receiver on loopback http. Never set in a deployment.
          PORTAL_CLOCK_FILE: `${dataDirOf(listenPort)}/clock`,
          PORTAL_PUSH_TICK_SECONDS: '0.5',
          PORTAL_PUSH_ALLOW_LOOPBACK: '1',
          // A spec file books, claims and pays more for one resident in an hour than anyone would;
          // the cap per recipient itself is tested in tests/unit/server/mail-abuse.test.ts.
          PORTAL_MAILS_PER_RECIPIENT_HOUR: '1000',
        },
      })),
};

const otherProfiles: Pick<PlaywrightTestConfig, 'testMatch' | 'projects' | 'webServer'> = {
  testMatch: /\/(profiles-[^/]*|brand)\.spec\.ts$/,
  projects: PROFILES.map((profile) => ({
    name: profile.name,
    testMatch: new RegExp(`/(profiles-${profile.name}|profiles-table|brand)\\.spec\\.ts$`),
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
      PORTAL_DIST_DIR: profile.dist,
      PORTAL_DATA_DIR: `.data/e2e-${profile.name}`,
      PORTAL_MAINTENANCE_FILE: `.data/e2e-${profile.name}/maintenance`,
      PORTAL_MAILS_PER_RECIPIENT_HOUR: '1000',
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
  // Only the default pass has a server per worker; the others share one server and its data.
  workers: integrator || profiles ? 1 : workers,
  retries: process.env.CI ? 1 : 0,
  // The JSON of each pass feeds `npm run test:times` (tools/test-times.ts).
  reporter: [['list'], ['json', { outputFile: `.data/test-times/e2e-${integrator ? 'integrator' : profiles ? 'profiles' : 'default'}.json` }]],
  use: {
    baseURL: external ?? `http://127.0.0.1:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  ...(integrator ? integratorProof : profiles ? otherProfiles : defaultProfile),
});
