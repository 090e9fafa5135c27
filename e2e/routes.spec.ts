import {expect, test} from './fixtures';
import {allRoutes, href, notFoundPaths} from '../lib/routes/paths';
import {htmlLang, message, pageTitle} from './helpers';
import {cacheControl} from '../lib/security/headers.mjs';

// Every URL of the manifest, primary and alias: status, language, heading, canonical and the
// page's caching. (That each is a file of the export is proved by tests/export.)
for (const route of allRoutes()) {
  test(`${route.path} is the ${route.page} page in ${route.locale}`, async ({page}) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    const headers = response!.headers();
    expect(headers['cache-control']).toBe(cacheControl.page);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[route.locale]);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(pageTitle(route.page, route.locale));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname.replace(/\/$/, '') || '/').toBe(route.canonical);
  });
}

for (const {locale, path} of notFoundPaths()) {
  const unknown = path.replace(/404$/, 'no-such-page/at-all');
  test(`an unknown path under "${path.replace(/\/?404$/, '') || '/'}" answers 404 in ${locale}`, async ({page}) => {
    const messages: string[] = [];
    page.on('console', (entry) => messages.push(entry.text()));
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(message(locale, 'NotFound.title'));
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale]);
    const home = page.getByRole('link', {name: message(locale, 'NotFound.home')});
    await expect(home).toHaveAttribute('href', locale === 'es' ? '/' : path.replace(/\/404$/, ''));
    await expect(page).toHaveTitle(message(locale, 'NotFound.metaTitle'));
    // The pages people look for, in the visitor's language.
    const suggestions = page.getByRole('navigation', {name: message(locale, 'NotFound.suggestions')});
    for (const key of ['fees', 'program', 'abstracts', 'hotels', 'faq'] as const) {
      await expect(suggestions.getByRole('link', {name: message(locale, `Shell.pages.${key}`)})).toHaveAttribute('href', href(key, locale));
    }
    await expect.poll(() => messages.some((text) => text.includes('/no-such-page/at-all'))).toBe(true);
  });
}
