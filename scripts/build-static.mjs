// `npm run build:static`: the site as plain files in out/ for nginx or any static host.
// 1. `next build` in export mode into out/ (next.config.mjs). Next still compiles an export build
//    in .next/ (a custom distDir only names the export's destination), whose client code fetches
//    prefetch data as files; served by `next start`, that build would answer every prefetch with a
//    404. So the `next start` build in .next/ is set aside during the export and put back after;
//    the framework chunk in out/ gets its compile hint (scripts/compile-hints.mjs) and every page
//    loads its startup scripts after the first paint (scripts/paint-first.mjs);
// 2. drop Next's generic not-found document: out/404.html and the per-language 404 documents are
//    ours (a host serves them with status 404 per prefix), and /_not-found must not be a page;
// 3. check the export against the route manifest (Jest, tests/export): one HTML file per public
//    URL plus the three 404 documents, nothing more, nothing less;
// 4. gzip and Brotli copies of every text file (scripts/precompress.mjs).
import {spawnSync} from 'node:child_process';
import {existsSync, renameSync, rmSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {precompress} from './precompress.mjs';
import {addCompileHints} from './compile-hints.mjs';
import {deferStartupScriptsIn} from './paint-first.mjs';

export const outDir = 'out';

const run = (label, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(process.execPath, args, {stdio: 'inherit', env: {...process.env, ...env}});
  if (result.status !== 0) {
    console.error(`✖ ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
};

// The `next start` build waits beside .next/ while the export compiles, and comes back whatever
// happens (a failed step exits through process.exit, Ctrl-C through the signal handlers).
const serverBuild = '.next';
const setAside = '.next-server-build';
const hadServerBuild = existsSync(join(serverBuild, 'BUILD_ID'));
if (hadServerBuild) {
  rmSync(setAside, {recursive: true, force: true});
  renameSync(serverBuild, setAside);
}
let restored = false;
const restoreServerBuild = () => {
  if (restored) return;
  restored = true;
  rmSync(serverBuild, {recursive: true, force: true});
  if (hadServerBuild) renameSync(setAside, serverBuild);
};
process.on('exit', restoreServerBuild);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const started = Date.now();
run('Static export (next build, ENABLE_STATIC_EXPORT=true)', ['node_modules/next/dist/bin/next', 'build'], {
  ENABLE_STATIC_EXPORT: 'true',
});

// Never check or ship a stale export: the files must come from this build.
if (statSync(join(outDir, 'index.html')).mtimeMs < started - 1000) {
  console.error(`✖ ${outDir}/index.html is older than this build: the export went elsewhere (check distDir in next.config.mjs)`);
  process.exit(1);
}

// The export build's manifest (in .next/ until the `next start` build comes back) names the
// framework chunk; its copy in out/ gets the compile hint before it is compressed.
const hints = addCompileHints({distDir: serverBuild, staticDir: join(outDir, '_next/static')});
console.log(`\n▶ Compile hints: ${[...hints.changed, ...hints.already].join(', ')}`);

// Every exported page runs its startup scripts after the first paint, as under `next start`.
const deferred = deferStartupScriptsIn(outDir);
console.log(`\n▶ Paint first: startup scripts deferred in ${deferred.changed + deferred.already} page(s)`);

for (const stray of ['_not-found.html', '_not-found.txt', '_not-found']) {
  rmSync(join(outDir, stray), {recursive: true, force: true});
}

restoreServerBuild();

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
