// `npm test`: every test of the project, in order, stopping at the first failure.
// 1. unit tests (Jest); 2. the production build; 3. the e2e suite (Playwright, Debian Chromium)
// against `next start`. Later steps (static export, gates) are added to `steps` below.
import {spawnSync} from 'node:child_process';
import {ensureChromium} from './ensure-chromium.mjs';

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

const steps = [
  run('Unit tests', node, [bin('jest/bin/jest.js'), '--ci']),
  () => {
    const chromium = ensureChromium();
    console.log(`\n▶ Browser: ${chromium}`);
  },
  run('Production build', node, [bin('next/dist/bin/next'), 'build']),
  run('Bundle budget', node, ['scripts/gates/bundle-budget.mjs']),
  run('Nu HTML checker', node, ['scripts/gates/html-validate.mjs']),
  run('Internal link check', node, ['scripts/gates/link-check.mjs']),
  run('End-to-end tests (next start)', node, [bin('@playwright/test/cli.js'), 'test']),
];

for (const step of steps) step();
console.log('\n✔ All tests passed.');
