// `npm run build`: the one production output.
//   1. the photos as AVIF and WebP at the widths shown (scripts/images.mjs, into public/_img/);
//   2. next build: the static export in out/ (every public URL, alias and localized 404 document);
//   3. gzip and Brotli copies of every text file in out/ (added beside the files, none rewritten);
//   4. dist/csp-hashes.json: each page's inline-script hashes, read from out/ (the pages' CSP);
//   5. npm start's server compiled to dist/server.mjs;
//   6. dist/build-stamp.json: the hash of what this build was made from (npm start compares it).
import {spawnSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {buildServer} from './build-server.mjs';
import {buildInputsHash, stampFile} from './build-inputs.mjs';
import {precompress} from './precompress.mjs';
import {writeCspManifest} from '../lib/security/csp-hashes.mjs';
import {cspManifestPath} from '../lib/security/csp-manifest.mjs';
import {loadLaunchChecklist} from './check-launch.mjs';

const step = (label) => console.log(`\n▶ ${label}`);
const inputs = buildInputsHash();

step('Photos (AVIF, WebP)');
const images = spawnSync(process.execPath, ['scripts/images.mjs'], {stdio: 'inherit'});
if (images.status !== 0) process.exit(images.status || 1);

step('next build (static export into out/)');
// No telemetry: the machines that build this site are offline.
const next = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env: {...process.env, NEXT_TELEMETRY_DISABLED: '1'},
});
if (next.status !== 0) process.exit(next.status || 1);

step('Precompress (gzip, brotli)');
const totals = await precompress('out');
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(`  ${totals.files} files, ${kb(totals.bytes)} → gzip ${kb(totals['.gz'])}, brotli ${kb(totals['.br'])}`);

step(`Script hashes for the Content-Security-Policy (${cspManifestPath})`);
const csp = writeCspManifest('out');
const pageCount = Object.keys(csp.files).length;
const hashCount = new Set(Object.values(csp.files).flatMap((file) => file.hashes)).size;
console.log(`  ${pageCount} HTML files, ${hashCount} distinct inline scripts`);

step('Server (dist/server.mjs)');
await buildServer();

mkdirSync('dist', {recursive: true});
writeFileSync(stampFile, JSON.stringify({inputs, builtAt: new Date().toISOString()}, null, 2));
console.log('\n✔ Site in out/, server in dist/server.mjs');
console.log(`⚠ ${(await loadLaunchChecklist()).launchChecklist().length} assumed values to confirm before launch: npm run check:launch`);
