// Where the build writes the export's script hashes (lib/security/csp-hashes.mjs) and how the
// servers read them. Apart from csp-hashes.mjs so that npm start's server does not load the HTML
// parser that only the build needs.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

/** Where `npm run build` writes the manifest (relative to the project). */
export const cspManifestPath = join('dist', 'csp-hashes.json');

/** Reads a manifest written by the build; a clear error when the site has not been built. */
export function readCspManifest(path = cspManifestPath) {
  if (!existsSync(path)) throw new Error(`${path} is missing: build the site first (npm run build)`);
  const manifest = JSON.parse(readFileSync(path, 'utf8'));
  if (!manifest || typeof manifest.files !== 'object') throw new Error(`${path} is not a CSP manifest`);
  return manifest;
}
