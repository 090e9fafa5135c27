// The built pages the gates look at: every primary URL in every language. The list is the
// site's own sitemap (built from the route manifest), read from the static export together with
// each page's HTML (out/<path>.html, written by `npm run build`).
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

export const buildDir = 'out';

/** The primary URL paths (e.g. '/', '/en/hotels'), in sitemap order. */
export function primaryPaths() {
  const file = join(buildDir, 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`No ${file}: run \`npm run build\` first.`);
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname.replace(/\/+$/, '') || '/');
}

/** Each sitemap entry's path with the paths of its language versions (hreflang alternates). */
export function languageGroups() {
  const xml = readFileSync(join(buildDir, 'sitemap.xml'), 'utf8');
  const path = (url) => new URL(url).pathname.replace(/\/+$/, '') || '/';
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    path: path(entry.match(/<loc>([^<]+)<\/loc>/)[1]),
    versions: [...entry.matchAll(/hreflang="(?!x-default)[^"]+" href="([^"]+)"/g)].map(([, url]) => path(url)),
  }));
}

/** The prerendered HTML file of a URL path. */
export function htmlFileOf(path) {
  return join(buildDir, path === '/' ? 'index.html' : `${decodeURIComponent(path).replace(/^\//, '')}.html`);
}

export function builtPages() {
  return primaryPaths().map((path) => {
    const file = htmlFileOf(path);
    if (!existsSync(file)) throw new Error(`No built page for ${path} (${file}): run \`npm run build\` first.`);
    return {path, file, html: readFileSync(file, 'utf8')};
  });
}
