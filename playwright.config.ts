import {defineConfig, devices} from '@playwright/test';
import {existsSync} from 'node:fs';

// The e2e suite runs against the production build served by `next start` (npm test builds it
// first), in Debian's Chromium: Playwright's own browser download needs the internet.
const port = Number(process.env.E2E_PORT || 3210);
const baseURL = process.env.E2E_BASE_URL || `http://127.0.0.1:${port}`;

// scripts/ensure-chromium.mjs installs it when missing (npm test runs that first).
const chromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => path && existsSync(path));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
export const launchOptions = {executablePath: chromium, args: chromiumArgs};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The server's own PID (not npm's), so that Playwright stops it cleanly.
        command: `node node_modules/next/dist/bin/next start -p ${port} -H 127.0.0.1`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'pipe',
      },
});
