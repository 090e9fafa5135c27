import type {Formats} from 'use-intl/core';

/**
 * The house formats, once, for the pages (next-intl's request config), the assistant and the
 * tests (use-intl's createFormatter/createTranslator). Dates are read in Panama's calendar (the
 * time zone is CONGRESS_ZONE, passed beside these). Prices and percentages are whole numbers
 * written by the catalogs' own words around them ("USD {amount, number}", "{percent, number}%"),
 * so the glossary's "USD 530" and "10%" hold in every language instead of Intl's
 * "530,00 US$" or "10 %".
 */
export const formats = {
  number: {
    integer: {maximumFractionDigits: 0},
  },
  dateTime: {
    /** "27 de abril de 2026", "April 27, 2026". */
    long: {day: 'numeric', month: 'long', year: 'numeric'},
    /** "27 de abril", "April 27". */
    dayMonth: {day: 'numeric', month: 'long'},
    /** "viernes", "Friday", "sexta-feira": a day named by its weekday (the assistant). */
    weekday: {weekday: 'long'},
    /** "febrero de 2026", "February 2026": a month named without a day (the assistant). */
    monthYear: {month: 'long', year: 'numeric'},
    /** "27": the first day of a range within one month in es/pt ("del 27 al 30 de abril"). */
    day: {day: 'numeric'},
    /** "08:00" (es, pt), "8:00 AM" (en): each language's own clock. */
    time: {hour: 'numeric', minute: '2-digit'},
  },
} as const satisfies Formats;
