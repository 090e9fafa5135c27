import type {Locale} from '@/i18n/locales';
import type {PageKey} from '@/lib/routes/manifest';

/** Open Graph locale of each language (Facebook's list: Latin American Spanish, US English, Brazilian Portuguese). */
export const ogLocale: Record<Locale, string> = {es: 'es_LA', en: 'en_US', pt: 'pt_BR'};

export const ogSize = {width: 1200, height: 630} as const;

/** The build-time Open Graph image of a page in a language (app/og/[locale]/[image]/route.tsx). */
export function ogImagePath(page: PageKey, locale: Locale): string {
  return `/og/${locale}/${page}.png`;
}

export function ogImage(page: PageKey, locale: Locale) {
  return {url: ogImagePath(page, locale), ...ogSize, type: 'image/png'};
}
