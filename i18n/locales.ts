// The three languages of the site. Spanish is the default and has no URL prefix; there is no
// language detection: a first visit to / is Spanish.
export const locales = ['es', 'en', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

/** URL prefix of each locale ('' for the default). */
export const prefixes: Record<Locale, string> = {es: '', en: '/en', pt: '/pt-br'};

/** BCP 47 tag for `<html lang>`, hreflang and Open Graph. */
export const htmlLang: Record<Locale, string> = {es: 'es', en: 'en', pt: 'pt-BR'};

/** Label in the language switcher. */
export const switcherLabel: Record<Locale, string> = {es: 'ES', en: 'EN', pt: 'PT'};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The locale of a URL path, by its first segment. */
export function localeOfSegments(segments: readonly string[]): Locale {
  const first = segments[0];
  for (const locale of locales) {
    if (prefixes[locale] && prefixes[locale] === `/${first}`) return locale;
  }
  return defaultLocale;
}
