import {createFormatter} from 'use-intl/core';
import {formats} from '@/i18n/formats';
import {htmlLang, type Locale} from '@/i18n/locales';
import {CONGRESS_ZONE, congress, congressOpensAt, panamaTime} from '@/content/congress';

/** use-intl's formatter for a language, with the house formats, in Panama's calendar. */
export function formatterFor(locale: Locale) {
  return createFormatter({locale, timeZone: CONGRESS_ZONE, formats});
}

/**
 * The congress dates as each language writes them, always read in Panama's calendar.
 * `range`: "27–30 de abril de 2026" / "April 27–30, 2026"; `from`/`to` fit the catalogs'
 * "Del {from} al {to}" / "From {from} to {to}".
 */
export function congressDates(locale: Locale) {
  const format = formatterFor(locale);
  const start = panamaTime(congress.startDate).toJSDate();
  const end = panamaTime(congress.endDate).toJSDate();
  return {
    range: format.dateTimeRange(start, end, 'long'),
    from: format.dateTime(start, locale === 'en' ? 'dayMonth' : 'day'),
    to: format.dateTime(end, 'long'),
    startIso: congress.startDate,
    endIso: congress.endDate,
  };
}

/** A country's name in the visitor's language ('' for no code). */
export function countryName(code: string, locale: Locale): string {
  if (!code) return '';
  return new Intl.DisplayNames([htmlLang[locale]], {type: 'region'}).of(code) ?? code;
}

/** The opening's date and clock time in Panama, each language's own clock (24 h in es/pt, 12 h in en). */
export function openingDateTime(locale: Locale): {date: string; time: string} {
  const format = formatterFor(locale);
  const opening = congressOpensAt().toJSDate();
  return {date: format.dateTime(opening, 'long'), time: format.dateTime(opening, 'time')};
}
