// Startup scripts run after the first contentful paint, not before it.
//
// Next writes every page's startup JavaScript (React DOM, the App Router, the layout's islands)
// as `<script src="/_next/static/chunks/…" async="">` tags. An async script runs the moment it
// arrives, and on a fast connection it arrives before the first frame reaches the screen: the
// phone then compiles and runs ~430 KB of framework code (a 125 KB gzip download) while the page
// it already has stays blank. Measured in Lighthouse traces on this machine: the first frame was
// painted on the main thread 30-110 ms before it was presented, and the framework chunk began to
// evaluate inside that gap in about a third of the mobile runs; Lighthouse then counts its whole
// download in the LCP (2.4-2.5 s instead of 1.7 s).
//
// This post-build step rewrites the prerendered HTML so that the downloads still start at once
// (each chunk keeps a `<link rel="preload" as="script" fetchpriority="low">`) but the scripts are
// inserted only when the browser reports the first contentful paint (PerformanceObserver,
// 'paint'), or at once in a hidden tab or a browser without paint timing, or after a safety
// delay. Nothing else changes: the same chunks run as async scripts, in any order, as before.
//
//   node scripts/paint-first.mjs                 # the `next start` build (.next/server/app)
//   node scripts/paint-first.mjs --dir out       # the static export (scripts/build-static.mjs)
//
// The pages must not be regenerated at run time (that would write Next's tags back): the page
// route is fully static (`revalidate = false`), and its Cache-Control comes from next.config.
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

/** After this long without a first contentful paint, the scripts load anyway. */
export const safetyDelayMs = 3000;

/** Marks the loader so that the step is idempotent and the gates can find it. */
export const loaderId = 'paint-first';
const loaderOpen = `<script id="${loaderId}">`;

// React's output: `<script src="…" async=""></script>`. `noModule` polyfill tags stay as they are.
const startupScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*? href="([^"]+)"[^>]*\/?>/g;

/**
 * The loader, run inline at the end of the body. Kept as a real function so that tests can call
 * it; it is written into the page with Function.prototype.toString, so it must not close over
 * anything and holds no comments. It sets the `async` attribute, not only the property: React and the Turbopack
 * runtime look chunks up as script[async][src] and would otherwise fetch and run them again.
 */
export function loadAfterFirstPaint(srcs, safetyMs) {
  var doc = document;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    for (var i = 0; i < srcs.length; i++) {
      var script = doc.createElement('script');
      script.src = srcs[i];
      script.setAttribute('async', '');
      doc.head.appendChild(script);
    }
  }
  try {
    var types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
    if (doc.visibilityState !== 'visible' || !types || types.indexOf('paint') < 0) return load();
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        load();
      }
    }).observe({type: 'paint', buffered: true});
    setTimeout(load, safetyMs);
  } catch (error) {
    load();
  }
}

/** The startup script URLs a transformed page loads, in order (empty for any other page). */
export function deferredScripts(html) {
  const match = html.match(new RegExp(`${loaderOpen}\\(function[\\s\\S]*?\\}\\)\\((\\[[^\\]]*\\])`));
  return match ? JSON.parse(match[1]) : [];
}

/** Startup `<script async>` tags still in a page (none once the step has run). */
export function asyncStartupScripts(html) {
  return [...html.matchAll(startupScript)].map((match) => match[1]);
}

/**
 * Rewrites one page. Returns the new HTML, or the same string when the page has no startup
 * scripts or has been rewritten already.
 */
export function deferStartupScripts(html, {safetyMs = safetyDelayMs} = {}) {
  if (html.includes(loaderOpen) || asyncStartupScripts(html).length === 0) return html;
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('a page with startup scripts but no </head>');
  const headPreloads = new Set([...html.slice(0, headEnd).matchAll(scriptPreload)].map((match) => match[1]));
  const srcs = [];
  const missing = [];
  const out = html.replace(startupScript, (tag, src, offset) => {
    if (srcs.includes(src)) return '';
    srcs.push(src);
    if (headPreloads.has(src)) return '';
    headPreloads.add(src);
    // A tag in the head becomes its preload, in place; one in the body gets its preload in the head.
    if (offset < headEnd) return preloadTag(src);
    missing.push(src);
    return '';
  });
  // The loader goes last in the body, not in the head: an inline script waits for the stylesheets
  // above it, so in the head it would hold the parser until the CSS arrived, and the page would
  // then be parsed (and painted) in pieces; the hero of the home page grew under a painted frame.
  const loader = `${loaderOpen}(${loaderSource})(${JSON.stringify(srcs)},${safetyMs})</script>`;
  const headAt = out.indexOf('</head>');
  const withPreloads = `${out.slice(0, headAt)}${missing.map(preloadTag).join('')}${out.slice(headAt)}`;
  const bodyAt = withPreloads.lastIndexOf('</body>');
  if (bodyAt < 0) throw new Error('a page with startup scripts but no </body>');
  return `${withPreloads.slice(0, bodyAt)}${loader}${withPreloads.slice(bodyAt)}`;
}

// The loader as written into pages: its source with the whitespace collapsed (it has no comments
// and no string with two spaces in a row).
const loaderSource = loadAfterFirstPaint.toString().replace(/\s+/g, ' ');

const preloadTag = (src) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;

/** Every .html file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** Rewrites every prerendered page under `dir`. Returns how many changed and how many were done already. */
export function deferStartupScriptsIn(dir) {
  let changed = 0;
  let already = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const next = deferStartupScripts(html);
    if (next !== html) {
      writeFileSync(file, next);
      changed++;
    } else if (html.includes(loaderOpen)) {
      already++;
    }
  }
  return {changed, already};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const index = process.argv.indexOf('--dir');
  const dir = index > 0 ? process.argv[index + 1] : '.next/server/app';
  const {changed, already} = deferStartupScriptsIn(dir);
  console.log(`Paint first: startup scripts deferred to the first paint in ${changed} page(s)${already ? `, ${already} already done` : ''} (${dir})`);
}
