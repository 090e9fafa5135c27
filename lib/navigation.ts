import {prefixes, type Locale} from '@/i18n/locales';
import {href, resolve} from '@/lib/routes/paths';
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

/** The congress's historic URL of its abstracts link, kept wherever the manifest still has it. */
const historicAbstracts = 'node/28';

/**
 * The footer's links. The abstracts link goes to `node/28` in the languages where the manifest
 * has a page there (the "Scientific Work" page in English, an alias in Portuguese), and to the
 * abstracts page elsewhere.
 */
export function footerHref(page: PageKey, locale: Locale): string {
  if (page === 'abstracts') {
    const historic = resolve([...prefixes[locale].split('/').filter(Boolean), ...historicAbstracts.split('/')]);
    if (historic) return historic.path;
  }
  return href(page, locale);
}
