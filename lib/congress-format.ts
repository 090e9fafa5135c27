import {htmlLang, type Locale} from '@/i18n/locales';
import {CONGRESS_ZONE, congress, congressOpensAt, panamaTime} from '@/content/congress';

/**
 * The congress dates as each language writes them, always read in Panama's calendar.
 * `range`: "27–30 de abril de 2026" / "April 27–30, 2026"; `from`/`to` fit the catalogs'
 * "Del {from} al {to}" / "From {from} to {to}".
 */
export function congressDates(locale: Locale) {
  const lang = htmlLang[locale];
  const start = panamaTime(congress.startDate).toJSDate();
  const end = panamaTime(congress.endDate).toJSDate();
  const long = new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: CONGRESS_ZONE});
  const fromFormat = new Intl.DateTimeFormat(
    lang,
    locale === 'en' ? {month: 'long', day: 'numeric', timeZone: CONGRESS_ZONE} : {day: 'numeric', timeZone: CONGRESS_ZONE},
  );
  return {
    range: long.formatRange(start, end),
    from: fromFormat.format(start),
    to: long.format(end),
    startIso: congress.startDate,
    endIso: congress.endDate,
  };
}

/** The opening instant as a Date (for ICU `{date}`/`{time}` formatting in Panama time). */
export function openingDate(): Date {
  return congressOpensAt().toJSDate();
}

/** A country's name in the visitor's language ('' for no code). */
export function countryName(code: string, locale: Locale): string {
  if (!code) return '';
  return new Intl.DisplayNames([htmlLang[locale]], {type: 'region'}).of(code) ?? code;
}

/** The opening's date and clock time in Panama, 24 h in es/pt and 12 h in en. */
export function openingDateTime(locale: Locale): {date: string; time: string} {
  const lang = htmlLang[locale];
  const opening = openingDate();
  return {
    date: new Intl.DateTimeFormat(lang, {dateStyle: 'long', timeZone: CONGRESS_ZONE}).format(opening),
    time: new Intl.DateTimeFormat(lang, {
      hour: locale === 'en' ? 'numeric' : '2-digit',
      minute: '2-digit',
      hourCycle: locale === 'en' ? 'h12' : 'h23',
      timeZone: CONGRESS_ZONE,
    }).format(opening),
  };
}
