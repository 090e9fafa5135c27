import es from '../messages/es.json';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import {htmlLang, type Locale} from '../i18n/locales';
import {pageNamespaces} from '../lib/seo/namespaces';
import type {PageKey} from '../lib/routes/manifest';

export const catalogs: Record<Locale, Record<string, unknown>> = {es, en, pt};
export {htmlLang};

/** A message of a catalog by its dotted key. */
export function message(locale: Locale, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogs[locale]);
  if (typeof value !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return value;
}

/** The h1 of a page in a locale, as the catalogs say. */
export function pageTitle(page: PageKey, locale: Locale): string {
  return message(locale, `${pageNamespaces[page]}.title`);
}
