import {locales, prefixes} from '@/i18n/locales';
import {pages} from '@/lib/routes/manifest';
import {allRoutes, href, notFoundPaths, resolve, switchHref} from '@/lib/routes/paths';

const segments = (path: string) => path.split('/').filter(Boolean);

describe('route manifest', () => {
  const routes = allRoutes();

  it('gives every URL once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has every page of the site in every locale, except the pages that name a page to switch to', () => {
    for (const page of pages.filter((entry) => !entry.switchTo)) {
      for (const locale of locales) expect(page.slugs[locale]).toBeDefined();
    }
  });

  it('lists the URLs of the spec', () => {
    const paths = new Set(routes.map((route) => route.path));
    for (const path of [
      '/',
      '/en',
      '/pt-br',
      '/bienvenidos',
      '/en/comite-2026',
      '/pt-br/acerca-de-panlar',
      '/en/brand-resources',
      '/pt-br/certificados-2025',
      '/en/node/333',
      '/pt-br/node/30',
      '/en/scientific-program',
      '/pt-br/node/28',
      '/en/node/28',
      '/oportunidades-de-patrocinio-y-exposicion',
      '/en/node/32',
      '/pt-br/cidade-sede-panama',
      '/node/29',
      '/hoteis',
      '/pt-br/hoteis',
      '/pt-br/companhia-aerea-oficial',
    ]) {
      expect(paths.has(path)).toBe(true);
    }
    expect(routes.filter((route) => !route.isAlias)).toHaveLength(15 * 3 + 1);
  });

  it('resolves aliases to the same page with the primary URL as canonical', () => {
    expect(resolve(segments('/en/node/30'))).toMatchObject({page: 'fees', locale: 'en', canonical: '/en/registration-fees', isAlias: true});
    expect(resolve(segments('/hoteis'))).toMatchObject({page: 'hotels', locale: 'es', canonical: '/hoteles'});
    expect(resolve(segments('/pt-br/node/28'))).toMatchObject({page: 'abstracts', locale: 'pt', canonical: '/pt-br/trabajos-cientificos'});
    expect(resolve(segments('/en/node/28'))).toMatchObject({page: 'scientificWork', locale: 'en', isAlias: false});
    for (const route of routes) expect(resolve(segments(route.path))).toEqual(route);
  });

  it('resolves unknown paths to nothing, whatever their shape', () => {
    for (const path of ['/nope', '/en/hoteles', '/pt-br/hotels', '/en/node/29/x', '/node/28', '/404', '/%E0%A4%A', '/en/../hoteles']) {
      expect(resolve(segments(path))).toBeNull();
    }
  });

  it('tolerates percent-encoding and trailing slashes', () => {
    expect(resolve(['en', 'hotels', ''])?.page).toBe('hotels');
    expect(resolve(['pt-br', 'hote%69s'])?.page).toBe('hotels');
  });
});

describe('href and the language switcher', () => {
  it('builds prefixed paths', () => {
    expect(href('home', 'es')).toBe('/');
    expect(href('home', 'en')).toBe('/en');
    expect(href('home', 'pt')).toBe('/pt-br');
    expect(href('fees', 'es')).toBe('/tarifas-de-inscripcion');
    expect(href('fees', 'en')).toBe('/en/registration-fees');
    expect(href('fees', 'pt')).toBe('/pt-br/taxas-de-inscricao');
    expect(() => href('scientificWork', 'es')).toThrow();
  });

  it('goes to the same page in the other language', () => {
    expect(switchHref('hotels', 'pt')).toBe('/pt-br/hoteis');
    expect(switchHref('venue', 'es')).toBe('/sede-del-congreso');
    expect(switchHref('home', 'en')).toBe('/en');
  });

  it('falls back to the page a content page names when it has no URL in that language', () => {
    expect(switchHref('scientificWork', 'es')).toBe('/trabajos-cientificos');
    expect(switchHref('scientificWork', 'pt')).toBe('/pt-br/trabajos-cientificos');
    expect(switchHref('scientificWork', 'en')).toBe('/en/node/28');
  });

  it('has a localized not-found document per prefix', () => {
    expect(notFoundPaths().map((entry) => entry.path)).toEqual(locales.map((locale) => `${prefixes[locale]}/404`));
  });
});
