import {readdirSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {allRoutes, notFoundPaths} from '@/lib/routes/paths';

/**
 * The HTML file that the static export writes for a public URL path (trailingSlash off):
 * `/` is index.html, every other path is `<path>.html` (`/en` → en.html, `/en/node/333` →
 * en/node/333.html). A static host serves it for the clean URL (see deploy/nginx.conf).
 */
export function htmlFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** Every HTML file the export must hold: one per manifest URL plus the three 404 documents. */
export function expectedHtmlFiles(): string[] {
  const paths = [...allRoutes().map((route) => route.path), ...notFoundPaths().map(({path}) => path)];
  return paths.map(htmlFileOf).sort();
}

/** The HTML files under a directory, as sorted paths relative to it with forward slashes. */
export function listHtmlFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, {withFileTypes: true})) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html')) files.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return files.sort();
}
