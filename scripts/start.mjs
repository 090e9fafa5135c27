// `npm start`: installs the dependencies when missing, builds when the build is missing or older
// than the sources, then serves out/ and the assistant from dist/server.mjs (PORT, HOST).
import {spawnSync} from 'node:child_process';
import {ensureDependencies} from './ensure-deps.mjs';

ensureDependencies();
const {buildIsStale} = await import('./build-inputs.mjs');
if (buildIsStale()) {
  console.log('[start] Building the site (npm run build)…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {stdio: 'inherit'});
  if (build.status !== 0) process.exit(build.status || 1);
}
await import('../dist/server.mjs');
