import {usePathname} from 'next/navigation';
import {prefixes} from '@/i18n/locales';
import {resolve, switchHref} from '@/lib/routes/paths';
import type {NavData, NavLink} from './nav-data';

/**
 * The header lives in the language's root layout, which stays mounted from page to page, so what
 * depends on the page (the current item, the same page in the other languages) is worked out from
 * the URL, here: on the server for each page's HTML, in the browser after each navigation.
 */
export function usePageLinks(nav: NavData) {
  const here = resolve(usePathname().split('/').filter(Boolean));
  const mark = <T extends NavLink>(item: T): T => ({...item, current: here?.canonical === item.href});
  return {
    ...nav,
    groups: nav.groups.map((group) => ({...group, items: group.items.map(mark)})),
    links: nav.links.map(mark),
    languages: nav.languages.map((language) => ({
      ...language,
      href: here ? switchHref(here.page, language.locale) : prefixes[language.locale] || '/',
    })),
  };
}

export type PageNav = ReturnType<typeof usePageLinks>;
