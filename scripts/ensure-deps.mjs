// Installs the project's dependencies when they are missing or older than package-lock.json, so
// that `npm start` and `npm test` work on a fresh clone with nothing but Node installed.
import {existsSync, statSync} from 'node:fs';
import {execSync} from 'node:child_process';

const [major, minor] = process.versions.node.split('.').map(Number);

export function ensureDependencies() {
  if (major < 20 || (major === 20 && minor < 9)) {
    console.error(`Node.js ${process.versions.node} is too old: this project needs Node.js 20.9 or newer.`);
    process.exit(1);
  }
  const lock = 'package-lock.json';
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (stale) {
    console.log('[setup] Installing dependencies (npm ci)…');
    execSync('npm ci --no-audit --no-fund', {stdio: 'inherit'});
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDependencies();
