import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

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
 * SPEC sections 1, 2, 6). The profile is baked in at build time, so each gets its own build of a
 * demo authority (schema/<authority>/portal.json, same backend metadata as the reference) in its
 * own dist folder, served by its own `npm start` on the next ports with its own database.
 * `npm run test:e2e` runs both passes.
 */
const PROFILES = [
  { name: 'community', authority: 'community-demo', port: port + 1 },
  { name: 'private', authority: 'private-demo', port: port + 2 },
] as const;
const profiles = process.env.E2E_PROFILES === '1';

const defaultProfile: Pick<PlaywrightTestConfig, 'testIgnore' | 'projects' | 'webServer'> = {
  // nginx*.spec.ts runs in its own pass (playwright.nginx.config.ts).
  testIgnore: /(profiles-[^/]*|nginx[^/]*)\.spec\.ts$/,
  projects: [{ name: 'desktop', use: desktop }],
  webServer: external ? undefined : {
    command: `npm start -- --reset`,
    url: `http://127.0.0.1:${port}/api/$metadata`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The data folder follows the port, so two suites on two ports never share a database.
    env: { PORT: String(port), PORTAL_DATA_DIR: `.data/e2e-${port}`, PORTAL_MAINTENANCE_FILE: `.data/e2e-${port}/maintenance` },
  },
};

const otherProfiles: Pick<PlaywrightTestConfig, 'testMatch' | 'projects' | 'webServer'> = {
  testMatch: /profiles-[^/]*\.spec\.ts$/,
  projects: PROFILES.map((profile) => ({
    name: profile.name,
    testMatch: new RegExp(`profiles-${profile.name}\\.spec\\.ts$`),
    use: { ...desktop, baseURL: `http://127.0.0.1:${profile.port}` },
  })),
  webServer: PROFILES.map((profile) => ({
    command: 'npm start -- --reset',
    url: `http://127.0.0.1:${profile.port}/api/$metadata`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: {
      PORT: String(profile.port),
      PORTAL_AUTHORITY: profile.authority,
      PORTAL_DIST_DIR: `.data/dist-${profile.authority}`,
      PORTAL_DATA_DIR: `.data/e2e-${profile.name}`,
      PORTAL_MAINTENANCE_FILE: `.data/e2e-${profile.name}/maintenance`,
    },
  })),
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
  ...(profiles ? otherProfiles : defaultProfile),
});
