// `npm run build:static`: the site as plain files in out/ for nginx or any static host.
// 1. `next build` in export mode, built in out/ itself (next.config.mjs), so .next/ stays intact;
// 2. drop Next's generic not-found document: out/404.html and the per-language 404 documents are
//    ours (a host serves them with status 404 per prefix), and /_not-found must not be a page;
// 3. check the export against the route manifest (Jest, tests/export): one HTML file per public
//    URL plus the three 404 documents, nothing more, nothing less;
// 4. gzip and Brotli copies of every text file (scripts/precompress.mjs).
import {spawnSync} from 'node:child_process';
import {rmSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {precompress} from './precompress.mjs';

export const outDir = 'out';

const run = (label, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
};

const started = Date.now();
run('Static export (next build, ENABLE_STATIC_EXPORT=true)', ['node_modules/next/dist/bin/next', 'build'], {
  ENABLE_STATIC_EXPORT: 'true',
});

// Never check or ship a stale export: the files must come from this build.
if (statSync(join(outDir, 'index.html')).mtimeMs < started - 1000) {
  console.error(`✖ ${outDir}/index.html is older than this build: the export went elsewhere (check distDir in next.config.mjs)`);
  process.exit(1);
}

for (const stray of ['_not-found.html', '_not-found.txt', '_not-found']) {
  rmSync(join(outDir, stray), {recursive: true, force: true});
}

run('Export check: files equal the manifest', [
  'node_modules/jest/bin/jest.js',
  '--ci',
  '--config',
  'jest.config.mjs',
  '--roots',
  '<rootDir>/tests/export',
]);

console.log('\n▶ Precompress (gzip, brotli)');
const totals = await precompress(outDir);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`  ${totals.files} files, ${kb(totals.bytes)} → gzip ${kb(totals['.gz'])}, brotli ${kb(totals['.br'])}`);
console.log(`\n✔ Static site in ${outDir}/`);
