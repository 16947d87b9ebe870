import { defineConfig, devices } from '@playwright/test';

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
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } } },
  ],
  webServer: external ? undefined : {
    command: `npm start -- --reset`,
    url: `http://127.0.0.1:${port}/api/$metadata`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { PORT: String(port), PORTAL_DATA_DIR: '.data/e2e', PORTAL_MAINTENANCE_FILE: '.data/e2e/maintenance' },
  },
});
