import type {Locale} from '@/i18n/locales';

export type NavLink = {href: string; label: string; current?: boolean};

/** The header's words and links, worked out by the server (Header.tsx) for HeaderNav. */
export type NavData = {
  groups: {label: string; items: NavLink[]}[];
  /** Links beside the dropdowns: a short label on wide screens, the page's name in the MENU. */
  links: (NavLink & {short: string})[];
  register: {href: string; label: string; newTab: string};
  languages: {locale: Locale; short: string; name: string; current: boolean}[];
  labels: {main: string; menu: string; close: string; language: string; assistant: string};
};
