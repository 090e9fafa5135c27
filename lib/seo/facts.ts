import {CONGRESS_ZONE, congress} from '@/content/congress';
import {feeCategories, feeCurrency, feePeriods, feeTable, flatFees} from '@/content/fees';
import {abstractKeyDates, abstractsZone} from '@/content/abstracts';
import {venue} from '@/content/venue';

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

export const venueFacts = {
  name: venue.name,
  street: venue.address.street,
  city: venue.address.city,
  url: venue.moreInfoUrl,
} as const;

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
