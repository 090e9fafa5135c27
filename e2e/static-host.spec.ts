import {expect, test, type APIResponse} from './fixtures';
import {cacheControl, contentSecurityPolicy, securityHeaders} from '../lib/security/headers.mjs';
import {scriptsOf} from '../lib/security/csp-hashes.mjs';

// The HTTP contract that npm start's server and the static host (nginx serving out/ with
// deploy/nginx.conf) share. Playwright runs this file against both (projects `site` and
// `static`), so passing twice means both answer alike.

/**
 * The security headers, and the policy that fits the body: an HTML document's policy allows its
 * own inline scripts by hash (computed here from the body received), anything else runs none.
 */
async function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const html = /^text\/html/.test(headers['content-type'] ?? '') ? await response.text() : '';
  const {hashes, origins} = scriptsOf(html);
  const policy = contentSecurityPolicy({env: process.env, scriptHashes: hashes, scriptOrigins: origins});
  for (const {key, value} of securityHeaders({env: process.env})) {
    expect(headers[key.toLowerCase()], key).toBe(key === 'Content-Security-Policy' ? policy : value);
  }
  if (html) expect(hashes.length, 'an exported page runs inline scripts').toBeGreaterThan(0);
  expect(headers['x-powered-by']).toBeUndefined();
}

async function hashedAsset(request: import('./fixtures').APIRequestContext) {
  const html = await (await request.get('/')).text();
  const asset = /\/_next\/static\/[^"?]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  return asset!;
}

test.describe('HTTP contract of the site', () => {
  test('pages carry the security headers and CDN caching', async ({request}) => {
    for (const path of ['/', '/en/registration-fees', '/pt-br/hoteis']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      await expectSecurityHeaders(response);
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(response.headers()['content-type']).toMatch(/^text\/html; ?charset=utf-8$/i);
    }
  });

  test('a page revalidates with its ETag', async ({request}) => {
    const first = await request.get('/en/hotels');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/en/hotels', {headers: {'if-none-match': etag}});
    expect(again.status()).toBe(304);
  });

  test('hashed assets are immutable and carry the security headers', async ({request}) => {
    const response = await request.get(await hashedAsset(request));
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(cacheControl.immutable);
    await expectSecurityHeaders(response);
  });

  test('a 404 carries the security headers and is never immutable', async ({request}) => {
    for (const path of ['/no-such-page', '/en/no-such-page', '/pt-br/no/such/page']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      await expectSecurityHeaders(response);
      expect(response.headers()['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  test('file names and the 404 documents are not URLs of their own', async ({request}) => {
    for (const path of [
      '/hoteles.html',
      '/en/hotels.html',
      '/index.html',
      '/404',
      '/en/404',
      '/pt-br/404',
      '/_not-found',
      '/_not-found.html',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('a trailing slash redirects to the clean URL', async ({request}) => {
    for (const [from, to] of [
      ['/en/', '/en'],
      ['/pt-br/hoteis/', '/pt-br/hoteis'],
    ]) {
      const response = await request.get(from, {maxRedirects: 0});
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers()['location'], 'http://x').pathname).toBe(to);
    }
  });

  test('links navigate on the client, without reloading the document', async ({page}) => {
    await page.goto('/en');
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await page.locator('footer a[href="/en/hotels"]').first().click();
    await expect(page).toHaveURL('/en/hotels');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed)).toBe(true);
  });
});

test.describe('precompressed files', () => {
  for (const [encoding, accept] of [
    ['br', 'br, gzip'],
    ['gzip', 'gzip'],
  ]) {
    test(`serves the precompressed ${encoding} copy of pages and assets`, async ({request}) => {
      for (const path of ['/', '/en/hotels', await hashedAsset(request)]) {
        const response = await request.get(path, {headers: {'accept-encoding': accept}});
        expect(response.status()).toBe(200);
        expect(response.headers()['content-encoding'], path).toBe(encoding);
        expect(response.headers()['vary']).toMatch(/Accept-Encoding/i);
        expect((await response.body()).length).toBeGreaterThan(0);
      }
    });
  }
});
