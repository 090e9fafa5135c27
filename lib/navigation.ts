import {prefixes, type Locale} from '@/i18n/locales';
import {href} from '@/lib/routes/paths';
import type {PageKey} from '@/lib/routes/manifest';

/** The header's two dropdowns: labels are `Shell.nav.*` keys, links come from the manifest. */
export const headerGroups: {label: 'general' | 'aboutCongress'; pages: PageKey[]}[] = [
  {label: 'general', pages: ['fees', 'program', 'abstracts', 'sponsorship', 'hostCity', 'venue', 'hotels', 'airline']},
  {label: 'aboutCongress', pages: ['welcome', 'committees', 'about', 'brand']},
];

/** Links shown beside the dropdowns. */
export const headerLinks = ['certificates', 'faq'] as const satisfies readonly PageKey[];

/** The footer's information list. */
export const footerPages: PageKey[] = ['fees', 'abstracts', 'program', 'hotels', 'venue', 'airline', 'faq', 'certificates'];

/**
 * The footer's abstracts link keeps the congress's historic URLs: the "Scientific Work" content
 * page (/en/node/28) in English, /pt-br/node/28 in Portuguese, the abstracts page in Spanish.
 */
export function footerHref(page: PageKey, locale: Locale): string {
  if (page === 'abstracts' && locale !== 'es') return `${prefixes[locale]}/node/28`;
  return href(page, locale);
}
