// The HTTP headers of the site, in one plain module: npm start's server (server/site.ts) and the
// nginx configuration (scripts/nginx-conf.mjs) send the same list, so both answer alike.
// Plain JavaScript (no TypeScript, no imports) so that any tool can read it.

/**
 * The environment variables that may name the assistant's chat URL (a hosted edge function) in a
 * static deployment. Its origin is the only other host the browser may connect to.
 */
export const chatUrlEnvNames = ['NEXT_PUBLIC_RHIA_CHAT_URL', 'NEXT_PUBLIC_CHAT_URL'];

/** Hosts the pages may frame, after a click on a facade: the video player and the venue map. */
export const frameSources = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://www.google.com',
  'https://maps.google.com',
];

/** Hosts of the video facades' poster images. */
export const imageSources = ['https://i.ytimg.com'];

/**
 * A host as the policy names it: without its scheme. On the https site a scheme-less source
 * matches https (and wss) only, exactly as `https://host` would (CSP 3, "scheme-part matching"),
 * and it keeps the header free of ':' — Next compiles any header value holding a ':' as a
 * path template on every request (`compileNonPath`), about 5% of a page's serving time.
 */
const hostSource = (origin) => new URL(origin).host;

/** The origin of the configured chat URL, or null when the assistant is same-origin. */
export function chatOrigin(env = process.env) {
  for (const name of chatUrlEnvNames) {
    const value = env[name];
    if (!value) continue;
    try {
      return new URL(value).origin;
    } catch {
      // A relative chat URL stays on the site's own origin.
    }
  }
  return null;
}

/**
 * Whether the policy is only reported (`CSP_REPORT_ONLY=1`): browsers then log what the policy
 * would block, and send it to `CSP_REPORT_URI` when set, without blocking anything. For organisers
 * who add a third-party widget: run report-only, read the reports, add the widget's host here.
 */
export function cspHeaderName(env = process.env) {
  return /^(1|true|yes)$/i.test(env.CSP_REPORT_ONLY ?? '') ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
}

/**
 * The Content-Security-Policy. Scripts: the site's own files, plus, on a page, the hashes of that
 * page's inline scripts (React's page data and Next's bootstrap, which differ per page and per
 * build), read from the export by lib/security/csp-hashes.mjs. No 'unsafe-inline' for scripts, so
 * an injected inline script does not run; no 'strict-dynamic' (browsers would then ignore 'self',
 * and Next's parser-inserted `<script src>` tags would be blocked). A response that is not a page
 * (a file, an error, the assistant's stream) gets the policy without hashes: it runs no script.
 * `next dev` alone keeps 'unsafe-inline' and 'unsafe-eval': its pages are rendered per request
 * and its React needs eval.
 * Styles keep 'unsafe-inline': the toaster (react-hot-toast, through goober) writes its own
 * `<style>` element at run time and the pages carry `style` attributes (image aspect ratios);
 * styles cannot run script, so hashing them would buy little.
 */
export function contentSecurityPolicy({env = process.env, dev = false, scriptHashes = [], scriptOrigins = []} = {}) {
  const chat = chatOrigin(env);
  const foreignScripts = scriptOrigins.filter((origin) => origin !== "'self'").map(hostSource);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : [...scriptHashes, ...foreignScripts])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", ...imageSources.map(hostSource)],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(chat ? [hostSource(chat)] : []), ...(dev ? ['ws:'] : [])],
    'media-src': ["'self'"],
    'frame-src': frameSources.map(hostSource),
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(dev ? {} : {'upgrade-insecure-requests': []}),
    ...(env.CSP_REPORT_URI ? {'report-uri': [env.CSP_REPORT_URI]} : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * Security headers sent with every response (pages, assets, files, the endpoint). The policy here
 * has no script hashes; a page's response replaces it with its own (`pagePolicies`).
 */
export function securityHeaders({env = process.env, dev = false} = {}) {
  return [
    {key: cspHeaderName(env), value: contentSecurityPolicy({env, dev})},
    {key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload'},
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    {key: 'X-Frame-Options', value: 'DENY'},
    {key: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
  ];
}

/**
 * The policy of each HTML file of the export (`en/hotels.html` → its policy), from the manifest
 * of lib/security/csp-hashes.mjs.
 */
export function pagePolicies(manifest, env = process.env) {
  return new Map(
    Object.entries(manifest.files).map(([file, {hashes, origins}]) => [
      file,
      contentSecurityPolicy({env, scriptHashes: hashes, scriptOrigins: origins}),
    ]),
  );
}

/**
 * Caching for a CDN in front. Pages: browsers revalidate, the CDN keeps a copy for an hour and may
 * serve a stale one for a day while it fetches the new one. Hashed assets (`/_next/static/…`)
 * never change under their name. Other public files (icons, .ics, Open Graph images) keep a day.
 */
export const pageCache = {sMaxAge: 3600, staleWhileRevalidate: 86400};

export const cacheControl = {
  page: `public, max-age=0, s-maxage=${pageCache.sMaxAge}, stale-while-revalidate=${pageCache.staleWhileRevalidate}`,
  immutable: 'public, max-age=31536000, immutable',
  file: 'public, max-age=86400, stale-while-revalidate=604800',
  /** A not-found answer: never stored, so a page published later is found at once. */
  notFound: 'private, no-cache, no-store, max-age=0, must-revalidate',
};

/** The paths of public files that are not pages (served with `cacheControl.file`). */
export const filePathPatterns = [
  '/calendar/:file*',
  '/icons/:file*',
  '/og/:file*',
  '/favicon.ico',
  '/manifest.webmanifest',
  '/robots.txt',
  '/sitemap.xml',
];

/** Whether a path is one of those files: `/icons/:file*` is a folder, anything else one path. */
export function isPublicFilePath(pathname) {
  return filePathPatterns.some((pattern) =>
    pattern.endsWith('/:file*') ? pathname.startsWith(pattern.slice(0, -':file*'.length)) : pathname === pattern,
  );
}

/**
 * `next dev`'s `headers()` list (next.config.mjs): the security headers on every path. In
 * production the static files are served by npm start's server (server/site.ts) or nginx
 * (deploy/nginx.conf), which send the same headers and the caching above.
 */
export function nextHeaders({env = process.env, dev = false} = {}) {
  return [{source: '/:path*', headers: securityHeaders({env, dev})}];
}
