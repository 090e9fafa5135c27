import {CONGRESS_ZONE, congress} from '@/content/congress';
import {feeCategories, feeCurrency, feePeriods, feeTable, flatFees} from '@/content/fees';
import {abstractKeyDates, abstractsZone} from '@/content/abstracts';
import type {Locale} from '@/i18n/locales';
import {venue, venueIn} from '@/content/venue';

/**
 * The facts the JSON-LD and the calendar files need, in the shape they need them, read from the
 * content modules: a date or a price is written once, there.
 */

export const zone = CONGRESS_ZONE;

export const congressFacts = {
  startDate: congress.startDate,
  endDate: congress.endDate,
  opensAt: congress.opensAt,
  organizerFounded: congress.organizerFounded,
  country: congress.country,
} as const;

/** The venue's own (Spanish) name and address. */
export const venueFacts = {
  name: venue.name,
  street: venue.address.street,
  city: venue.address.city,
  url: venue.moreInfoUrl,
} as const;

/** The venue's name and address as a page in `locale` writes them (its JSON-LD follows the page). */
export function venueFactsIn(locale: Locale) {
  const local = venueIn(locale);
  return {name: local.name, street: local.street, city: local.city, url: venue.moreInfoUrl} as const;
}

export const feeFacts = {
  currency: feeCurrency,
  categories: feeCategories,
  periods: feePeriods,
  table: feeTable,
  flat: flatFees,
};

const deadline = abstractKeyDates.find((date) => date.key === 'submissionDeadline');
if (!deadline) throw new Error('content/abstracts.ts has no submissionDeadline');

export const abstractDeadlineFact = {at: deadline.at, zone: abstractsZone} as const;
