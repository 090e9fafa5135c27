import type {IncomingMessage, ServerResponse} from 'node:http';
import sirv from 'sirv';
import {lookup} from 'mrmime';
import {cacheControl, cspHeaderName, isPublicFilePath, pagePolicies, securityHeaders} from '@/lib/security/headers.mjs';
import {htmlFileOf} from '@/lib/deploy/export-files';
import {localeOfPath, notFoundPaths} from '@/lib/routes/paths';
import {notFoundDocuments} from './not-found';
import {decodesCleanly, normalizedRange, requestTarget} from './requests';

export type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export type SiteOptions = {
  /** The static export (out/). */
  root: string;
  /** The assistant's endpoint, mounted at `chatPath`. */
  chat: Listener;
  chatPath: string;
  /** The export's script hashes (dist/csp-hashes.json, written by the build). */
  cspManifest: {files: Record<string, {hashes: string[]; origins: string[]}>};
  env?: Record<string, string | undefined>;
};

/**
 * The Content-Type where sirv's own is not what nginx sends: a page (a path without an extension)
 * and text files carry their charset (accents in .ics and .txt), and .ico has a type at all.
 */
function contentTypeOf(pathname: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase();
  if (!extension) return 'text/html; charset=utf-8';
  if (extension === 'ico') return 'image/x-icon';
  const type = lookup(extension);
  return type && /^text\/|json|javascript|xml|svg/.test(type) ? `${type}; charset=utf-8` : undefined;
}

const json = (res: ServerResponse, status: number, error: string, headers: Record<string, string> = {}) => {
  const body = JSON.stringify({error});
  res.writeHead(status, {'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), ...headers});
  res.end(body);
};

/**
 * The site as deploy/nginx.conf serves it, on sirv (the static-file server SvelteKit's Node adapter
 * uses): clean URLs (`/en/hotels` is en/hotels.html), precompressed br/gzip copies, ETags, hashed
 * assets immutable for a year, the localized 404 document with status 404 per prefix, the
 * security headers on every response, and the assistant's endpoint beside the files. Files are
 * listed once at start; no request touches the disk beyond reading a file.
 */
export function createSiteListener({root, chat, chatPath, cspManifest, env = process.env}: SiteOptions): Listener {
  const headers = securityHeaders({env});
  const sendNotFound = notFoundDocuments(root);
  // Each page's policy allows that page's inline scripts and no other (lib/security/headers.mjs).
  const policies = pagePolicies(cspManifest, env);
  const cspName = cspHeaderName(env);
  const notFoundPolicies = new Map(notFoundPaths().map(({locale, path}) => [locale, policies.get(htmlFileOf(path))]));
  for (const [locale, policy] of notFoundPolicies) {
    if (!policy) throw new Error(`The CSP manifest has no entry for the ${locale} not-found document: rebuild (npm run build)`);
  }

  // sirv hands the Range header to the file stream as it finds it; it only ever sees a checked one.
  const checkRange = (res: ServerResponse, size: number) => {
    const range = normalizedRange(res.req.headers.range, size);
    if (range) res.req.headers.range = range;
    else delete res.req.headers.range;
  };
  // One listing of out/, hashed assets included: their names change with their content.
  const site = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders: (res, pathname, stats) => {
      checkRange(res, stats.size);
      if (pathname.startsWith('/_next/static/')) return void res.setHeader('Cache-Control', cacheControl.immutable);
      res.setHeader('Cache-Control', isPublicFilePath(pathname) ? cacheControl.file : cacheControl.page);
      const type = contentTypeOf(pathname);
      if (type) res.setHeader('Content-Type', type);
    },
  });

  const notFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    res.setHeader('Cache-Control', cacheControl.notFound);
    res.setHeader(cspName, notFoundPolicies.get(localeOfPath(pathname))!);
    sendNotFound(req, res, pathname);
  };

  return function handle(req, res) {
    for (const {key, value} of headers) res.setHeader(key, value);

    const target = requestTarget(req.url);
    if (!target) return json(res, 400, 'Bad request target');
    if (!decodesCleanly(target.pathname)) return json(res, 400, 'Malformed percent-encoding in the path');
    const {pathname, search} = target;
    // What the libraries read: the plain path, whatever form the request line had.
    req.url = pathname + search;

    if (pathname === chatPath) return chat(req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, 'Method not allowed', {Allow: 'GET, HEAD'});

    // Like nginx: /hoteles/ is /hoteles (308), files are not URLs of their own (/hoteles.html,
    // /en/404), and Next's generic /_not-found document is no page.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      res.writeHead(308, {Location: pathname.replace(/\/+$/, '') + search});
      return res.end();
    }
    if (/\.html(\.br|\.gz)?$/.test(pathname) || /(^|\/)404$/.test(pathname) || pathname.startsWith('/_not-found')) {
      return notFound(req, res, pathname);
    }

    // A page's own policy, set before sirv answers: a revalidation's 304 (which sirv writes before
    // its setHeaders) carries it too, and the browser keeps the headers of the 304 it got.
    const policy = policies.get(htmlFileOf(pathname));
    if (policy) res.setHeader(cspName, policy);
    site(req, res, () => notFound(req, res, pathname));
  };
}
