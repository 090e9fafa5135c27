import {htmlLang, type Locale} from '@/i18n/locales';
import {href, localesOf} from '@/lib/routes/paths';
import type {PageKey} from '@/lib/routes/manifest';
import {site} from '@/content/site';

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
