// The hashes of every page's inline scripts, read from the static export once it is written, so
// that the Content-Security-Policy can allow exactly those scripts instead of 'unsafe-inline'.
// Next's files are only read: the manifest is written beside the server (dist/csp-hashes.json),
// and npm start's server, the nginx configuration and a CDN's header rules are made from it.
// Plain JavaScript, like headers.mjs, so the build scripts and the server read the same module.
import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync, mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {DomUtils, parseDocument} from 'htmlparser2';
import {cspManifestPath} from './csp-manifest.mjs';
import {listHtmlFiles} from '../deploy/html-files.mjs';

// A <script> whose type is one of these runs as JavaScript; any other type (application/ld+json,
// application/json) is a data block that no policy governs.
const javascriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript', 'application/ecmascript']);

/** A CSP hash source for a script's text: `'sha256-…'` over its UTF-8 bytes, as browsers compute it. */
export function scriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * What a page's HTML runs: the hash of each inline script (in document order, each once) and the
 * origins of its external scripts (`'self'` for the site's own).
 */
export function scriptsOf(html) {
  const hashes = new Set();
  const origins = new Set();
  for (const script of DomUtils.getElementsByTagName('script', parseDocument(html))) {
    const type = (script.attribs.type ?? '').trim().toLowerCase();
    if (!javascriptTypes.has(type)) continue;
    const src = script.attribs.src;
    if (src !== undefined) {
      const url = new URL(src, 'https://site.invalid/');
      origins.add(url.origin === 'https://site.invalid' ? "'self'" : url.origin);
    } else {
      hashes.add(scriptHash(DomUtils.textContent(script)));
    }
  }
  return {hashes: [...hashes], origins: [...origins]};
}

/** The manifest of an export: every HTML file (`en/hotels.html`) with its script hashes and origins. */
export function cspManifest(outDir) {
  const files = {};
  for (const file of listHtmlFiles(outDir)) files[file] = scriptsOf(readFileSync(join(outDir, file), 'utf8'));
  return {files};
}

/** Writes the manifest of `outDir` to `path` and returns it. */
export function writeCspManifest(outDir, path = cspManifestPath) {
  const manifest = cspManifest(outDir);
  mkdirSync(dirname(path), {recursive: true});
  writeFileSync(path, `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
