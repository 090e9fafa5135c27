import {defineConfig, devices} from '@playwright/test';
import {existsSync} from 'node:fs';

// The e2e suite runs against the production output (npm test builds it first), in Debian's
// Chromium (Playwright's own browser download needs the internet), on two servers that
// Playwright starts and stops:
//   site    npm start's server (dist/server.mjs) serving out/ and the assistant: every spec;
//   static  nginx serving the same out/ with deploy/nginx.conf and the assistant's Deno edge
//           function behind it: the route walk, the HTTP contract, the CSP and a chat exchange.
const sitePort = Number(process.env.E2E_PORT || 3210);
const staticPort = Number(process.env.E2E_STATIC_PORT || 3211);
const chatPort = Number(process.env.E2E_CHAT_PORT || 3212);
const site = `http://127.0.0.1:${sitePort}`;
const staticSite = `http://127.0.0.1:${staticPort}`;

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
const desktop = {...devices['Desktop Chrome'], channel: undefined, launchOptions};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // A per-test liveness bound, not a speed target: on CI's two shared cores (two browsers, two
  // servers and the runner) a long page's axe pass alone has taken over 20 s.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: {timeout: 7_000},
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {trace: 'retain-on-failure'},
  projects: [
    {name: 'site', use: {...desktop, baseURL: site}},
    {
      name: 'static',
      testMatch: ['routes.spec.ts', 'static-host.spec.ts', 'static-chat.spec.ts', 'csp.spec.ts'],
      use: {...desktop, baseURL: staticSite},
      metadata: {staticHost: true},
    },
  ],
  webServer: [
    {
      // The server's own process (not npm's), so that Playwright stops it cleanly.
      command: 'node dist/server.mjs',
      env: {PORT: String(sitePort), HOST: '127.0.0.1', RHIA_RATE_LIMIT: '1000'},
      url: `${site}/`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'pipe',
    },
    {
      command: `node scripts/serve-static.mjs --port ${staticPort} --chat-port ${chatPort}`,
      url: `${staticSite}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'pipe',
    },
  ],
});
