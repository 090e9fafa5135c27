import {allRoutes} from '@/lib/routes/paths';
import {absoluteUrl, languageAlternates} from '@/lib/seo/urls';
import {sitemapEntries} from '@/lib/seo/sitemap';
import {ogImagePath} from '@/lib/seo/og';
import {site} from '@/content/site';

describe('hreflang alternates', () => {
  it('name every language of a page plus x-default in Spanish', () => {
    expect(languageAlternates('fees')).toEqual({
      es: `${site.origin}/tarifas-de-inscripcion`,
      en: `${site.origin}/en/registration-fees`,
      'pt-BR': `${site.origin}/pt-br/taxas-de-inscricao`,
      'x-default': `${site.origin}/tarifas-de-inscripcion`,
    });
  });

  it('fall back to the only language of a page that has no Spanish URL', () => {
    expect(languageAlternates('scientificWork')).toEqual({en: `${site.origin}/en/node/28`, 'x-default': `${site.origin}/en/node/28`});
  });

  it('write the home page without a trailing slash', () => {
    expect(absoluteUrl('/')).toBe(site.origin);
  });
});

describe('sitemap', () => {
  const entries = sitemapEntries();
  it('lists every primary URL once, and no alias', () => {
    const primary = allRoutes()
      .filter((route) => !route.isAlias)
      .map((route) => absoluteUrl(route.path));
    expect(entries.map((entry) => entry.url).sort()).toEqual([...new Set(primary)].sort());
  });
  it('gives each URL its language alternates', () => {
    for (const entry of entries) expect(Object.values(entry.alternates?.languages ?? {})).toContain(entry.url);
  });
});

describe('Open Graph images', () => {
  it('have one path per page and language', () => {
    expect(ogImagePath('hotels', 'pt')).toBe('/og/pt/hotels.png');
  });
});
