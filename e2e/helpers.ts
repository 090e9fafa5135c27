import es from '../messages/es.json';
import en from '../messages/en.json';
import pt from '../messages/pt.json';
import {createTranslator} from 'use-intl/core';
import {formats} from '../i18n/formats';
import {htmlLang, locales, type Locale} from '../i18n/locales';
import {CONGRESS_ZONE, panamaTime} from '../content/congress';
import type {PageKey} from '../lib/routes/manifest';
import {pageEntry} from '../lib/routes/paths';

export const catalogs: Record<Locale, Record<string, unknown>> = {es, en, pt};
export {htmlLang};

type Values = Record<string, string | number | Date>;

/**
 * use-intl's translator over a whole catalog, with the pages' formats and time zone. Tests build
 * keys from content keys at run time, so it takes any dotted key (a missing one throws).
 */
type LooseTranslator = {
  (key: string, values?: Values): string;
  raw(key: string): unknown;
  has(key: string): boolean;
  markup(key: string, values: Record<string, unknown>): string;
};

const translators = Object.fromEntries(
  locales.map((locale) => [
    locale,
    createTranslator({locale, messages: catalogs[locale], formats, timeZone: CONGRESS_ZONE}) as unknown as LooseTranslator,
  ]),
) as Record<Locale, LooseTranslator>;

function translator(locale: Locale, key: string): LooseTranslator {
  const t = translators[locale];
  if (!t.has(key)) throw new Error(`No message ${key} in ${locale}`);
  return t;
}

/** A catalog message as written (ICU arguments and tags left in). */
export function message(locale: Locale, key: string): string {
  const value = translator(locale, key).raw(key);
  if (typeof value !== 'string') throw new Error(`${key} in ${locale} is not a message`);
  return value;
}

/** A message formatted the way the pages format it (same ICU engine, formats and time zone). */
export function text(locale: Locale, key: string, values?: Values): string {
  return translator(locale, key)(key, values);
}

/** The text of a rich message with the given tags dropped (their content kept). */
export function plainText(locale: Locale, key: string, values: Values, tags: string[]): string {
  return translator(locale, key).markup(key, {...values, ...Object.fromEntries(tags.map((tag) => [tag, (chunks: string) => chunks]))});
}

/** The h1 of a page in a locale, as the catalogs say. */
export function pageTitle(page: PageKey, locale: Locale): string {
  return message(locale, `${pageEntry(page).namespace}.title`);
}

/**
 * An instant while online registration and abstract submission are open (20 November 2025,
 * Panama): tests of what the site offers before the congress fix the browser's clock there, since
 * the site follows the real calendar (e2e/calendar.spec.ts covers every phase).
 */
export const whileRegistrationOpen = panamaTime('2025-11-20T12:00').toJSDate();
