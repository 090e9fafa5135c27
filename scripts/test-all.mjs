// `npm test`: every test of the project, in order, stopping at the first failure.
// 1. unit tests (Jest); 2. the production build (`npm run build`: next build, then
// scripts/compile-hints.mjs and scripts/paint-first.mjs); 3. the e2e suite (Playwright, Debian
// Chromium) against `next start`; 4. the static deployment: the export (`npm run build:static`: out/, checked
// against the manifest, precompressed), Debian nginx serving it with deploy/nginx.conf and the
// assistant's edge function under Deno, each on a free loopback port, and the e2e route walk, the
// HTTP contract and one chat exchange against them. Gates (budget, HTML, links) run after the build.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx, startNginx} from './nginx-conf.mjs';
import {hasChatFunction, startChatFunction} from './chat-function.mjs';
import {freePort} from './ports.mjs';

const run = (label, command, args, env = {}) => () => {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
};

const node = process.execPath;
const bin = (name) => `node_modules/${name}`;

/** The export served as a static host serves it, with the assistant as a hosted function. */
async function staticDeployment() {
  ensureNginx();
  // STATIC_E2E_PORT / CHAT_E2E_PORT pin the ports; by default the system picks free ones.
  const sitePort = await freePort(process.env.STATIC_E2E_PORT);
  const chatPort = hasChatFunction() ? await freePort(process.env.CHAT_E2E_PORT) : null;
  const site = `http://127.0.0.1:${sitePort}`;
  // The export bakes in the chat URL, and the nginx CSP (connect-src) names its origin.
  const env = chatPort ? {NEXT_PUBLIC_RHIA_CHAT_URL: `http://127.0.0.1:${chatPort}/functions/v1/rhia-chat`} : {};
  run('Static export (npm run build:static)', node, ['scripts/build-static.mjs'], env)();

  const dir = mkdtempSync(join(tmpdir(), 'panlar-static-'));
  const servers = [];
  try {
    if (chatPort) {
      console.log(`\n▶ Assistant edge function (Deno) on 127.0.0.1:${chatPort}`);
      servers.push(await startChatFunction({port: chatPort, origins: [site], env: {RHIA_RATE_LIMIT: '1000'}}));
    } else {
      console.log('\n• No supabase/functions/rhia-chat/index.ts yet: the chat exchange is skipped.');
    }
    console.log(`▶ nginx (deploy/nginx.conf) serving out/ on ${site}`);
    const nginx = await startNginx({root: 'out', port: sitePort, dir, env: {...process.env, ...env}});
    servers.push(nginx);
    console.log(`  nginx PID ${nginx.pid}${chatPort ? `, Deno PID ${servers[0].pid}` : ''}`);
    run('End-to-end tests (static export on nginx)', node, [
      bin('@playwright/test/cli.js'),
      'test',
      'e2e/routes.spec.ts',
      'e2e/static-host.spec.ts',
      'e2e/static-chat.spec.ts',
      'e2e/paint-first.spec.ts',
    ], {...env, E2E_BASE_URL: site, E2E_STATIC_HOST: '1'})();
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(dir, {recursive: true, force: true});
  }
}

const steps = [
  ['unit', run('Unit tests', node, [bin('jest/bin/jest.js'), '--ci'])],
  [
    'browser',
    () => {
      const chromium = ensureChromium();
      console.log(`
▶ Browser: ${chromium}`);
    },
  ],
  [
    'build',
    () => {
      // `npm run build`, the one definition of the build and its post-build steps (compile hints,
      // paint first), so that what npm test checks is what npm start serves.
      run('Production build', 'npm', ['run', 'build'])();
    },
  ],
  ['budget', run('Bundle budget', node, ['scripts/gates/bundle-budget.mjs'])],
  ['html', run('Nu HTML checker', node, ['scripts/gates/html-validate.mjs'])],
  ['links', run('Internal link check', node, ['scripts/gates/link-check.mjs'])],
  ['e2e', run('End-to-end tests (next start)', node, [bin('@playwright/test/cli.js'), 'test'])],
  ['static', staticDeployment],
];

// `node scripts/test-all.mjs --from static` resumes at a step (names above), e.g. after a fix.
const fromIndex = process.argv.indexOf('--from');
const from = fromIndex > 0 ? process.argv[fromIndex + 1] : steps[0][0];
const first = steps.findIndex(([name]) => name === from);
if (first < 0) throw new Error(`No step "${from}"; steps: ${steps.map(([name]) => name).join(', ')}`);

const started = Date.now();
for (const [name, step] of steps.slice(first)) {
  if (name === 'static' || name === 'e2e') ensureChromium();
  await step();
}
console.log(`\n✔ All tests passed (${Math.round((Date.now() - started) / 1000)} s).`);
