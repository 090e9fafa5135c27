// `npm test`: every test of the project, in order, stopping at the first failure.
//   0. lint (ESLint with Next's rules), the formatting check (Prettier) and the catalogs' spelling (cspell);
//   1. unit tests (Jest, tests/unit);
//   2. the production build (`npm run build`: the static export in out/ and npm start's server);
//   3. gates on what was built: the export against the manifest (tests/export), the bundle
//      budget, the Nu HTML checker, the internal link check;
//   4. npm start's server under hostile traffic (tests/server, loopback only, bounded);
//   5. the e2e suite in Debian's Chromium: Playwright starts npm start's server and nginx with
//      the assistant's Deno edge function (playwright.config.ts) and runs against both.
// Chromium and nginx are installed with apt-get when missing and we run as root on Debian.
//   node scripts/test-all.mjs --from e2e    resumes at a step (names below)
import {spawnSync} from 'node:child_process';
import {ensureDependencies} from './ensure-deps.mjs';
import {ensureChromium} from './ensure-chromium.mjs';
import {ensureNginx} from './nginx-conf.mjs';

const node = process.execPath;
const jest = 'node_modules/jest/bin/jest.js';

const run = (label, command, args) => () => {
  console.log(`\n▶ ${label}: ${[command === node ? 'node' : command, ...args].join(' ')}`);
  const result = spawnSync(command, args, {stdio: 'inherit'});
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
};

const steps = [
  ['lint', run('Lint', node, ['node_modules/eslint/bin/eslint.js', '.'])],
  ['format', run('Formatting', node, ['node_modules/prettier/bin/prettier.cjs', '--check', '.'])],
  ['spell', run('Spelling of the catalogs (cspell)', node, ['scripts/spell.mjs'])],
  ['unit', run('Unit tests', node, [jest, '--ci'])],
  ['build', run('Production build', 'npm', ['run', 'build'])],
  ['export', run('Export check: files equal the manifest', node, [jest, '--ci', '--roots', '<rootDir>/tests/export'])],
  ['budget', run('Bundle budget', node, ['scripts/gates/bundle-budget.mjs'])],
  ['html', run('Nu HTML checker', node, ['scripts/gates/html-validate.mjs'])],
  ['links', run('Internal link check', node, ['scripts/gates/link-check.mjs'])],
  ['server', run('npm start’s server under hostile traffic', node, [jest, '--ci', '--roots', '<rootDir>/tests/server', '--runInBand'])],
  [
    'e2e',
    () => {
      console.log(`\n▶ Browser: ${ensureChromium()}; static host: ${ensureNginx()}`);
      run('End-to-end tests (npm start’s server, and nginx + Deno)', node, ['node_modules/@playwright/test/cli.js', 'test'])();
    },
  ],
];

ensureDependencies();
const fromIndex = process.argv.indexOf('--from');
const from = fromIndex > 0 ? process.argv[fromIndex + 1] : steps[0][0];
const first = steps.findIndex(([name]) => name === from);
if (first < 0) throw new Error(`No step "${from}"; steps: ${steps.map(([name]) => name).join(', ')}`);

const started = Date.now();
for (const [, step] of steps.slice(first)) await step();
console.log(`\n✔ All tests passed (${Math.round((Date.now() - started) / 1000)} s).`);
