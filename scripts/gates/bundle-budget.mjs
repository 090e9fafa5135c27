// Gate: the bundle budget, read from the production build. For every primary page in every
// language: the JavaScript files its HTML loads before any interaction (script tags and script
// preloads; lazy chunks such as the chat panel are not there), the stylesheets, and the fonts it
// preloads. Sizes are gzip, as a CDN serves them.
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {builtPages} from './pages.mjs';

export const budget = {jsKb: 160, cssKb: 20, preloadedFonts: 1};

const gzipCache = new Map();
function gzipBytes(url) {
  const path = new URL(url, 'http://site').pathname;
  if (!path.startsWith('/_next/')) throw new Error(`Unexpected asset ${url}`);
  if (!gzipCache.has(path)) {
    const file = join('out', decodeURIComponent(path));
    if (!existsSync(file)) throw new Error(`Asset ${path} not found in out/`);
    gzipCache.set(path, gzipSync(readFileSync(file), {level: 9}).length);
  }
  return gzipCache.get(path);
}

const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];
const tags = (html, name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
const kb = (bytes) => (bytes / 1024).toFixed(1);

export function measure(html) {
  const scripts = new Set();
  for (const tag of tags(html, 'script')) {
    const src = attr(tag, 'src');
    // `nomodule` scripts are legacy polyfills that modern browsers never fetch.
    if (src && !/\snomodule\b/i.test(tag)) scripts.add(src);
  }
  const styles = new Set();
  const fonts = new Set();
  for (const tag of tags(html, 'link')) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const as = (attr(tag, 'as') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if ((rel === 'preload' && as === 'script') || rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet' || (rel === 'preload' && as === 'style')) styles.add(href);
    if (rel === 'preload' && as === 'font') fonts.add(href);
  }
  const sum = (set) => [...set].reduce((total, url) => total + gzipBytes(url), 0);
  return {js: sum(scripts), css: sum(styles), fonts: fonts.size, scripts: scripts.size};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failures = [];
  const rows = builtPages().map((page) => {
    const size = measure(page.html);
    if (size.js > budget.jsKb * 1024) failures.push(`${page.path}: JavaScript ${kb(size.js)} KB gzip > ${budget.jsKb} KB`);
    if (size.css > budget.cssKb * 1024) failures.push(`${page.path}: CSS ${kb(size.css)} KB gzip > ${budget.cssKb} KB`);
    if (size.fonts !== budget.preloadedFonts)
      failures.push(`${page.path}: ${size.fonts} preloaded fonts (expected ${budget.preloadedFonts})`);
    return {page: page.path, 'JS KB gz': kb(size.js), 'JS files': size.scripts, 'CSS KB gz': kb(size.css), fonts: size.fonts};
  });
  console.table(rows);
  const maxJs = Math.max(...rows.map((row) => Number(row['JS KB gz'])));
  const maxCss = Math.max(...rows.map((row) => Number(row['CSS KB gz'])));
  console.log(
    `Bundle budget: ${rows.length} pages; largest JS ${maxJs} KB gzip (≤ ${budget.jsKb}), largest CSS ${maxCss} KB gzip (≤ ${budget.cssKb}).`,
  );
  for (const failure of failures) console.error(`  OVER BUDGET ${failure}`);
  process.exit(failures.length ? 1 : 0);
}
