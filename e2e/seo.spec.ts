import {expect, test, type APIRequestContext} from './fixtures';
import ICAL from 'ical.js';
import {locales, type Locale} from '../i18n/locales';
import {allRoutes, href} from '../lib/routes/paths';
import type {PageKey} from '../lib/routes/manifest';
import {icsFiles} from '../lib/calendar/site-events';
import {message, whileRegistrationOpen} from './helpers';

// Discoverability and hardening, checked on the running production build: headers, metadata,
// JSON-LD, the calendar files, sitemap, robots and the web manifest.

const sample: PageKey[] = ['home', 'fees', 'venue', 'about', 'faq', 'hotels'];
const pathsOf = (locale: Locale) => sample.map((page) => ({page, path: href(page, locale)}));

async function jsonLdOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => text);
  for (const text of blocks) expect(text).not.toContain('<');
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

for (const locale of locales) {
  test(`security and caching headers on pages in ${locale}`, async ({request}) => {
    for (const {path} of pathsOf(locale)) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of [
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "connect-src 'self'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-eval');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
      expect(headers['cache-control'], path).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
    }
  });

  test(`JSON-LD in ${locale}: Event, Organization, FAQPage, breadcrumbs`, async ({request}) => {
    for (const {page, path} of pathsOf(locale)) {
      const blocks = await jsonLdOf(request, path);
      const types = blocks.map((block) => block['@type']);
      if (['home', 'fees', 'venue'].includes(page)) expect(types, path).toContain('Event');
      if (page === 'about') expect(types, path).toContain('Organization');
      if (page === 'faq') expect(types, path).toContain('FAQPage');
      if (page !== 'home') expect(types, path).toContain('BreadcrumbList');
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');

      const event = blocks.find((block) => block['@type'] === 'Event');
      if (event) {
        expect(event.startDate).toMatch(/^2026-04-27T\d\d:\d\d:\d\d-05:00$/);
        expect(event.endDate).toMatch(/^2026-04-30T.*-05:00$/);
        expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
        expect((event.location as Record<string, unknown>)['@type']).toBe('Place');
        expect((event.organizer as Record<string, unknown>).name).toBe('PANLAR');
        const offers = event.offers as Record<string, unknown>[];
        expect(offers.length).toBeGreaterThan(3);
        for (const offer of offers) {
          expect(offer.priceCurrency).toBe('USD');
          expect(offer.validFrom).toMatch(/-05:00$/);
          expect(offer.validThrough).toMatch(/-05:00$/);
        }
      }
      const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList');
      if (crumbs) {
        const items = crumbs.itemListElement as {item: string; name: string}[];
        expect(items[0].name).toBe(message(locale, 'Shell.pages.home'));
        expect(new URL(items.at(-1)!.item).pathname).toBe(path);
      }
    }
  });

  test(`metadata in ${locale}: title, description, canonical, alternates, Open Graph, Twitter`, async ({page}) => {
    for (const {path} of pathsOf(locale)) {
      await page.goto(path);
      await expect(page).toHaveTitle(/PANLAR 2026/);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      for (const lang of ['es', 'en', 'pt-BR', 'x-default'])
        await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
      await expect(head.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      const image = await head.locator('meta[property="og:image"]').getAttribute('content');
      const response = await page.request.get(new URL(image!).pathname);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
}

test('in each language every primary page has its own title and description; aliases name the primary URL as canonical', async ({
  request,
}) => {
  // Keyed by language: Spanish and Portuguese may share words ("Recursos de marca").
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of allRoutes()) {
    const html = await (await request.get(route.path)).text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(new URL(canonical!).pathname.replace(/\/$/, '') || '/', route.path).toBe(route.canonical);
    if (route.isAlias) continue;
    const title = `${route.locale}:${html.match(/<title>([^<]*)<\/title>/)![1]}`;
    const description = `${route.locale}:${html.match(/<meta name="description" content="([^"]*)"/)![1]}`;
    expect(titles.get(title), `${route.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(descriptions.get(description), `${route.path} repeats the description of ${descriptions.get(description)}`).toBeUndefined();
    titles.set(title, route.path);
    descriptions.set(description, route.path);
  }
});

test('hashed assets are immutable and text is compressed', async ({request}) => {
  const html = await (await request.get('/en', {headers: {'Accept-Encoding': 'gzip'}})).text();
  const asset = html.match(/\/_next\/static\/[^"]+\.js/)![0];
  const response = await request.get(asset, {headers: {'Accept-Encoding': 'gzip'}});
  expect(response.headers()['cache-control']).toContain('immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('the .ics files parse and hold the congress and the abstract deadline', async ({request}) => {
  for (const {key, locale, file} of icsFiles()) {
    const response = await request.get(`/calendar/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(message(locale, `Calendar.${key}.title`));
    if (key === 'congress') {
      expect(event.startDate.toString()).toBe('2026-04-27');
      expect(event.endDate.toString()).toBe('2026-05-01');
      expect(event.location).toBeTruthy();
    } else {
      expect(event.startDate.toJSDate().toISOString()).toBe('2025-12-29T23:00:00.000Z');
    }
  }
});

test('add to calendar in the footer: .ics, Google Calendar and Outlook', async ({page}) => {
  await page.clock.install({time: whileRegistrationOpen});
  for (const locale of locales) {
    await page.goto(href('home', locale));
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', {name: message(locale, 'Calendar.heading')})).toBeVisible();
    const ics = footer.getByRole('link', {name: message(locale, 'Calendar.ics')}).first();
    await expect(ics).toHaveAttribute('href', `/calendar/panlar-2026-${locale}.ics`);
    await expect(footer.getByRole('link', {name: new RegExp(message(locale, 'Calendar.google'))}).first()).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\//,
    );
    await expect(footer.getByRole('link', {name: new RegExp(message(locale, 'Calendar.outlook'))}).first()).toHaveAttribute(
      'href',
      /^https:\/\/outlook\.live\.com\//,
    );
  }
});

test('sitemap, robots and web manifest', async ({request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname.replace(/\/$/, '') || '/');
  expect(locs.sort()).toEqual(
    allRoutes()
      .filter((route) => !route.isAlias)
      .map((route) => route.path)
      .sort(),
  );
  expect(sitemap).toContain('hreflang="x-default"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.icons.length).toBeGreaterThan(2);
  for (const icon of manifest.icons as {src: string}[]) expect((await request.get(icon.src)).status()).toBe(200);
  expect((await request.get('/favicon.ico')).headers()['content-type']).toBe('image/x-icon');
});

test('print: the page content only, with external link addresses written out', async ({page}) => {
  await page.goto('/en/registration-fees');
  await page.emulateMedia({media: 'print'});
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.locator('body > footer')).toBeHidden();
  await expect(page.locator('#rhia-root')).toBeHidden();
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await expect(page.locator('main table').first()).toBeVisible();
  const external = page.locator('main a[href^="http"]').first();
  const after = await external.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(after).toContain('http');
});
