import {defaultLocale, localeOfSegments, locales, prefixes, type Locale} from '@/i18n/locales';
import {notFoundSlug, pages, type PageEntry, type PageKey} from './manifest';

const byKey = new Map(pages.map((page) => [page.key, page]));

export function pageEntry(key: PageKey): PageEntry {
  const entry = byKey.get(key);
  if (!entry) throw new Error(`Unknown page "${key}"`);
  return entry;
}

function join(locale: Locale, slug: string): string {
  const path = `${prefixes[locale]}/${slug}`.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** Whether the page has a URL in that locale. */
export function hasPage(key: PageKey, locale: Locale): boolean {
  return pageEntry(key).slugs[locale] !== undefined;
}

/** The primary URL path of a page in a locale: the one function that builds internal links. */
export function href(key: PageKey, locale: Locale): string {
  const slug = pageEntry(key).slugs[locale];
  if (slug === undefined) throw new Error(`Page "${key}" has no URL in "${locale}"`);
  return join(locale, slug);
}

/** Where the language switcher goes from this page: the same page in the other language. */
export function switchHref(key: PageKey, to: Locale): string {
  let entry = pageEntry(key);
  const seen = new Set<PageKey>();
  while (entry.slugs[to] === undefined && entry.switchTo && !seen.has(entry.key)) {
    seen.add(entry.key);
    entry = pageEntry(entry.switchTo);
  }
  return entry.slugs[to] === undefined ? join(to, '') : href(entry.key, to);
}

/** The locales in which a page exists. */
export function localesOf(key: PageKey): Locale[] {
  return locales.filter((locale) => hasPage(key, locale));
}

export type RouteMatch = {
  page: PageKey;
  locale: Locale;
  path: string;
  /** The primary URL of the page: itself for a primary URL, the page's primary URL for an alias. */
  canonical: string;
  isAlias: boolean;
};

export type PublicPath = RouteMatch | {page: 'notFound'; locale: Locale; path: string};

/** Every public URL: primary URLs first, then aliases. */
export function allRoutes(): RouteMatch[] {
  const primary: RouteMatch[] = [];
  const aliases: RouteMatch[] = [];
  for (const entry of pages) {
    for (const locale of locales) {
      const slug = entry.slugs[locale];
      if (slug === undefined) continue;
      const canonical = join(locale, slug);
      primary.push({page: entry.key, locale, path: canonical, canonical, isAlias: false});
      for (const alias of entry.aliases?.[locale] ?? []) {
        aliases.push({page: entry.key, locale, path: join(locale, alias), canonical, isAlias: true});
      }
    }
  }
  return [...primary, ...aliases];
}

/** The localized not-found documents that a static host serves with status 404. */
export function notFoundPaths(): {locale: Locale; path: string}[] {
  return locales.map((locale) => ({locale, path: join(locale, notFoundSlug)}));
}

const routeTable = new Map(allRoutes().map((route) => [route.path, route]));

function normalize(segments: readonly string[]): string {
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  return `/${decoded.join('/')}`.replace(/\/+$/, '') || '/';
}

/** Resolves the segments of a URL to a page, or `null` when no page lives there. */
export function resolve(segments: readonly string[] = []): RouteMatch | null {
  return routeTable.get(normalize(segments)) ?? null;
}

/** The locale whose prefix a URL path carries (Spanish when none). */
export function localeOfPath(path: string): Locale {
  return localeOfSegments(path.split('/').filter(Boolean));
}

export {defaultLocale};
