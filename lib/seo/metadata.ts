import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {htmlLang, type Locale} from '@/i18n/locales';
import {href, localesOf, pageEntry, type RouteMatch} from '@/lib/routes/paths';
import type {PageKey} from '@/lib/routes/manifest';
import {site} from '@/content/site';
import {namespaceOf} from './namespaces';

/** Absolute URL of a site path. */
export function absoluteUrl(path: string): string {
  return `${site.origin}${path === '/' ? '' : path}` || site.origin;
}

/** hreflang alternates of a page: each language it exists in, plus x-default (Spanish, else the first). */
export function languageAlternates(page: PageKey): Record<string, string> {
  const available = localesOf(page);
  const alternates: Record<string, string> = {};
  for (const locale of available) alternates[htmlLang[locale]] = absoluteUrl(href(page, locale));
  const fallback: Locale = available.includes('es') ? 'es' : available[0];
  alternates['x-default'] = absoluteUrl(href(page, fallback));
  return alternates;
}

/** Title, description, canonical (the primary URL, also on aliases) and language alternates. */
export async function pageMetadata(match: RouteMatch): Promise<Metadata> {
  const entry = pageEntry(match.page);
  const t = await getTranslations({locale: match.locale, namespace: namespaceOf(entry)});
  const title = t('meta.title');
  const description = t('meta.description');
  return {
    metadataBase: new URL(site.origin),
    title: match.page === 'home' ? {absolute: title} : `${title} | ${site.name}`,
    description,
    alternates: {canonical: absoluteUrl(match.canonical), languages: languageAlternates(match.page)},
  };
}
