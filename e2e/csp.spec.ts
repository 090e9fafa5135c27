import {expect, test, type Page} from './fixtures';
import {message, text} from './helpers';
import {allRoutes, href} from '../lib/routes/paths';

// The strict Content-Security-Policy (no 'unsafe-inline' for scripts: each page's own inline
// scripts are allowed by hash) under npm start's server (project `site`) and nginx serving out/
// (project `static`): nothing the site itself runs is refused, and an injected script is.

type Watch = {violations: () => Promise<string[]>; errors: string[]};

/** Records CSP violations (the DOM event, from before the first script) and console errors. */
async function watch(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as {cspViolations: string[]}).cspViolations = []);
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const errors: string[] = [];
  page.on('console', (entry) => entry.type() === 'error' && errors.push(entry.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return {violations: () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations), errors};
}

/** Whether React has hydrated an element (it then carries React's fiber reference). */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));

/** The video and map providers are never reached from tests: their frames get a stub page. */
async function stubEmbeds(page: Page) {
  await page.route(/youtube-nocookie\.com|google\.com\/maps/, (route) =>
    route.fulfill({status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title>'}),
  );
}

test.describe('Content-Security-Policy without unsafe-inline scripts', () => {
  for (const route of allRoutes().filter((entry) => !entry.isAlias)) {
    test(`${route.path}: no violation, no error, the page hydrates`, async ({page}) => {
      const seen = await watch(page);
      const response = await page.goto(route.path);
      const policy = response!.headers()['content-security-policy'];
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(await hydrated(page, 'header')).toBe(true);
      expect(await hydrated(page, 'main')).toBe(true);
      // The assistant's launcher is an island of its own, on every page.
      await page.getByRole('button', {name: message(route.locale, 'Rhia.launcher.label')}).click();
      await expect(page.getByRole('dialog', {name: message(route.locale, 'Rhia.panel.title')})).toBeVisible();
      expect(await seen.violations()).toEqual([]);
      expect(seen.errors).toEqual([]);
    });
  }

  test('a reload (the page revalidated with a 304) keeps the page policy: the page still hydrates', async ({page}) => {
    const seen = await watch(page);
    await page.goto(href('fees', 'pt'));
    const revalidated = page.waitForResponse((response) => response.url().endsWith(href('fees', 'pt')));
    await page.reload();
    const response = await revalidated;
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(await hydrated(page, 'main')).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('data-phase', /.+/);
    expect(await seen.violations()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('the not-found document runs its scripts too', async ({page}) => {
    const seen = await watch(page);
    const response = await page.goto('/en/no-such-page');
    expect(response!.status()).toBe(404);
    expect(await hydrated(page, 'main')).toBe(true);
    expect(await seen.violations()).toEqual([]);
  });

  test('the chat streams and the map and video frames load after a click', async ({page}) => {
    const seen = await watch(page);
    await stubEmbeds(page);
    await page.goto(href('venue', 'es'));
    await page.getByRole('button', {name: text('es', 'Venue.map.load')}).click();
    await expect(page.locator(`iframe[title="${text('es', 'Venue.map.frameTitle')}"]`)).toBeAttached();
    await page.getByRole('button', {name: text('es', 'Venue.video.load')}).click();
    await expect(page.locator(`iframe[title="${text('es', 'Venue.video.frameTitle')}"]`)).toBeAttached();

    await page.getByRole('button', {name: message('es', 'Rhia.launcher.label')}).click();
    const input = page.getByRole('textbox', {name: message('es', 'Rhia.panel.inputLabel')});
    await input.fill('¿Cuál es el código de descuento de la aerolínea?');
    await input.press('Enter');
    await expect(page.getByRole('dialog', {name: message('es', 'Rhia.panel.title')})).toContainText('C9562', {timeout: 15_000});
    expect(await seen.violations()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('an inline script injected into a served page is refused, and the page still works', async ({page}) => {
    const path = href('hotels', 'en');
    // A copy of the page as served, with one more inline script and the page's own headers.
    // (Only the page's own navigation: a later request for the same address, such as a HEAD check, goes through.)
    await page.route(`**${path}`, async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('</head>', '<script>window.injected = true</script></head>');
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length', 'etag'].includes(name)),
      );
      await route.fulfill({status: response.status(), headers, body});
    });
    const seen = await watch(page);
    await page.goto(path);
    expect(await page.evaluate(() => (window as unknown as {injected?: boolean}).injected)).toBeUndefined();
    const violations = await seen.violations();
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatch(/^script-src-elem inline/);
    // The page's own inline scripts still run: it hydrates.
    expect(await hydrated(page, 'main')).toBe(true);
    await page.unrouteAll({behavior: 'ignoreErrors'});
  });
});
