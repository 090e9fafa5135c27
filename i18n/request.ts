import {hasLocale} from 'next-intl';
import {getRequestConfig} from 'next-intl/server';
import {CONGRESS_ZONE} from '@/content/congress';
import {formats} from './formats';
import {defaultLocale, locales} from './locales';

// next-intl supplies the words only; the URL (through the route manifest) decides the locale.
export default getRequestConfig(async ({requestLocale, locale: explicit}) => {
  const requested = explicit ?? (await requestLocale);
  const locale = hasLocale(locales, requested) ? requested : defaultLocale;
  return {
    locale,
    timeZone: CONGRESS_ZONE,
    formats,
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
