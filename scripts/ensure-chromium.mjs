// Finds a Chromium for the browser tests. Playwright's own download needs the internet, which
// these machines do not have, so the tests use Debian's Chromium: installed here with apt-get when
// it is missing and we are root on Debian; otherwise we say how to get one.
import {existsSync} from 'node:fs';
import {execSync} from 'node:child_process';

export const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function findChromium() {
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}

export function ensureChromium() {
  let found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('[setup] Installing Debian Chromium for the browser tests (apt-get)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    found = findChromium();
  }
  if (!found) {
    throw new Error('No Chromium found. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its binary.');
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
