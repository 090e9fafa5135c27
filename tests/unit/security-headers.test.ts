import {
  cacheControl,
  chatOrigin,
  contentSecurityPolicy,
  cspHeaderName,
  isPublicFilePath,
  nextHeaders,
  securityHeaders,
} from '@/lib/security/headers.mjs';

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
    const withChat = directives(
      contentSecurityPolicy({env: {NEXT_PUBLIC_RHIA_CHAT_URL: 'https://abc.supabase.co/functions/v1/rhia-chat'}}),
    );
    expect(withChat.get('connect-src')).toEqual(["'self'", 'abc.supabase.co']);
    const withPort = directives(contentSecurityPolicy({env: {NEXT_PUBLIC_CHAT_URL: 'http://127.0.0.1:54321/functions/v1/rhia-chat'}}));
    expect(withPort.get('connect-src')).toEqual(["'self'", '127.0.0.1:54321']);
    expect(chatOrigin({NEXT_PUBLIC_RHIA_CHAT_URL: '/functions/v1/rhia-chat'})).toBeNull();
  });

  it("allows 'unsafe-eval' and 'unsafe-inline' scripts only in next dev", () => {
    expect(directives(contentSecurityPolicy({env: {}, dev: true})).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      "'unsafe-eval'",
    ]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it("allows a page's own inline scripts by hash, and foreign script hosts it loads, never 'strict-dynamic'", () => {
    const hash = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
    const page = directives(contentSecurityPolicy({env: {}, scriptHashes: [hash], scriptOrigins: ["'self'", 'https://cdn.example.org']}));
    expect(page.get('script-src')).toEqual(["'self'", hash, 'cdn.example.org']);
    expect(page.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('can be sent report-only, with a report address, for organisers trying a new widget', () => {
    expect(cspHeaderName({})).toBe('Content-Security-Policy');
    expect(cspHeaderName({CSP_REPORT_ONLY: '1'})).toBe('Content-Security-Policy-Report-Only');
    expect(securityHeaders({env: {CSP_REPORT_ONLY: 'true'}}).map((header) => header.key)).toContain('Content-Security-Policy-Report-Only');
    expect(directives(contentSecurityPolicy({env: {CSP_REPORT_URI: 'https://reports.example.org/csp'}})).get('report-uri')).toEqual([
      'https://reports.example.org/csp',
    ]);
  });
});

describe('security and caching headers', () => {
  it('sends the hardening headers on every path', () => {
    const names = securityHeaders({env: {}}).map((header) => header.key);
    expect(names).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
    expect(nextHeaders({env: {}})[0].source).toBe('/:path*');
  });

  it('caching: pages revalidate at the CDN, hashed assets are immutable, 404s are never stored', () => {
    expect(cacheControl.page).toMatch(/max-age=0, s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(cacheControl.immutable).toContain('immutable');
    expect(cacheControl.notFound).toContain('no-store');
  });

  it('public files are told apart from pages by the same patterns nginx uses', () => {
    for (const path of ['/icons/apple-touch-icon.png', '/og/en/home.png', '/calendar/panlar-2026.ics', '/robots.txt', '/sitemap.xml'])
      expect(isPublicFilePath(path)).toBe(true);
    for (const path of ['/', '/en', '/pt-br/taxas-de-inscricao', '/iconsx', '/robots.txt/x', '/en/icons/a.png'])
      expect(isPublicFilePath(path)).toBe(false);
  });
});
