import {listHtmlFiles} from './html-files.mjs';
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

export {listHtmlFiles};
