// Installs the project's dependencies when they are missing or older than package-lock.json,
// so that `npm start` and `npm test` work on a fresh clone with nothing but Node installed.
import {existsSync, statSync} from 'node:fs';
import {execSync} from 'node:child_process';

const lock = 'package-lock.json';
const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);

if (stale) {
  // `npm install` with the committed lock file installs the locked versions. Not `npm ci`: some
  // platform builds of @swc/core (an optional dependency of next-intl) are absent from the registry
  // these machines reach, and `npm ci` refuses a lock file without them.
  console.log('[setup] Installing dependencies (npm install, locked versions)…');
  execSync('npm install --no-audit --no-fund', {stdio: 'inherit'});
}
