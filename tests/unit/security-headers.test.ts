import {cacheControl, chatOrigin, contentSecurityPolicy, nextHeaders, pageSource, securityHeaders} from '@/lib/security/headers.mjs';

// The matcher Next itself compiles `source` patterns with (it ships without types).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {pathToRegexp} = require('next/dist/compiled/path-to-regexp') as {pathToRegexp: (path: string, keys: unknown[], options: object) => RegExp};
import {readFileSync} from 'node:fs';

const directives = (csp: string) => new Map(csp.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('Content-Security-Policy', () => {
  const csp = directives(contentSecurityPolicy({env: {}}));

  it('is strict where a static site can be', () => {
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('frames only the video and map hosts, named without a scheme (https only on the https site)', () => {
    const frames = csp.get('frame-src')!;
    expect(frames.length).toBeGreaterThan(0);
    for (const host of frames) expect(host).toMatch(/^(www\.youtube(-nocookie)?\.com|www\.google\.com|maps\.google\.com)$/);
  });

  it('images from the site and the video posters only: no data: or blob:', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'i.ytimg.com']);
  });

  it('connects only to the site, plus the configured chat host', () => {
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    const withChat = directives(contentSecurityPolicy({env: {NEXT_PUBLIC_RHIA_CHAT_URL: 'https://abc.supabase.co/functions/v1/rhia-chat'}}));
    expect(withChat.get('connect-src')).toEqual(["'self'", 'abc.supabase.co']);
    const withPort = directives(contentSecurityPolicy({env: {NEXT_PUBLIC_CHAT_URL: 'http://127.0.0.1:54321/functions/v1/rhia-chat'}}));
    expect(withPort.get('connect-src')).toEqual(["'self'", '127.0.0.1:54321']);
    expect(chatOrigin({NEXT_PUBLIC_RHIA_CHAT_URL: '/functions/v1/rhia-chat'})).toBeNull();
  });

  it('holds no ":" in production, so Next does not compile it as a path template per request', () => {
    expect(contentSecurityPolicy({env: {}})).not.toContain(':');
    expect(contentSecurityPolicy({env: {NEXT_PUBLIC_RHIA_CHAT_URL: 'https://abc.supabase.co/x'}})).not.toContain(':');
  });

  it("allows 'unsafe-eval' only in next dev", () => {
    expect(directives(contentSecurityPolicy({env: {}, dev: true})).get('script-src')).toContain("'unsafe-eval'");
  });
});

describe('security and caching headers', () => {
  it('sends the hardening headers on every path', () => {
    const names = securityHeaders({env: {}}).map((header) => header.key);
    expect(names).toEqual(
      expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
    expect(nextHeaders({env: {}})[0].source).toBe('/:path*');
  });

  it('pages: s-maxage with stale-while-revalidate from next.config, on a route Next never regenerates', () => {
    expect(cacheControl.page).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    const rule = nextHeaders({env: {}}).find((entry) => entry.source === pageSource);
    expect(rule?.headers).toEqual([{key: 'Cache-Control', value: cacheControl.page}]);
    // A page regenerated at run time would lose the rewrite of scripts/paint-first.mjs.
    const route = readFileSync('app/[[...slug]]/page.server.tsx', 'utf8');
    expect(route).toContain('export const revalidate = false;');
    expect(cacheControl.immutable).toContain('immutable');
  });

  it('the page rule covers pages, not Next assets or the assistant endpoint', () => {
    const matches = (path: string) => pathToRegexp(pageSource, [], {}).test(path);
    for (const path of ['/', '/en', '/pt-br/taxas-de-inscricao', '/en/node/28']) expect(matches(path)).toBe(true);
    for (const path of ['/_next/static/chunks/a.js', '/_next/image', '/functions/v1/rhia-chat']) expect(matches(path)).toBe(false);
    // Public files match it too, and their own rule comes after it, so theirs wins.
    const sources = nextHeaders({env: {}}).map((entry) => entry.source);
    expect(sources.indexOf('/og/:file*')).toBeGreaterThan(sources.indexOf(pageSource));
  });
});
