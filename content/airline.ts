import {DateTime} from 'luxon';
import type {Locale} from '@/i18n/locales';
import {assumedIn} from './assumed';
import {CONGRESS_ZONE, congress} from './congress';

const assumed = assumedIn('content/airline.ts');

/**
 * The official airline's congress discount, shown on /aerolinea-oficial and read by the assistant.
 * The words around these facts live in messages/*.json under `Airline`.
 * EDITOR: the validity window, the code and the booking address are content; change them here.
 *
 * Deliberate corrections of the specification (confirm them with the airline before launch; they
 * are in `npm run check:launch`):
 * - W1: the specification gives a validity of 19 April – 8 May 2025, a year before the congress;
 *   the site uses the same days in 2026, around the congress.
 * - W2: the specification's booking link pre-fills 17 October 2025; the site proposes the congress
 *   days (27–30 April 2026), kept inside the validity window.
 * - W3: the specification's booking link is in Spanish; the site opens it in the page's language.
 */

/** W1–W3 above, listed for the organisers. */
export const specificationCorrections = assumed(
  [
    'W1 validity 2026, not 2025',
    'W2 booking dates: the congress days, not 17 Oct 2025',
    'W3 booking language: the page’s, not always Spanish',
  ],
  'deliberate corrections of the specification’s airline facts: confirm the 2026 validity window with the airline',
);

/** The catalogs' airline texts that the specification does not give. */
export const airlineCopy = assumed.copy(['Airline.howTo.note'], '“The discount is subject to availability” (not in the specification)');

/** Dates as ISO calendar days (yyyy-mm-dd), in Panama time. */
export type IsoDate = `${number}-${number}-${number}`;

export const congressZone = CONGRESS_ZONE;

export const airlineDiscount = {
  /** Up to this percent off the base fare. */
  maxPercent: 15,
  /** The discount applies to the base fare only: never to taxes, nor to these promotional classes. */
  excludedClasses: ['A', 'D', 'R'] as const,
  code: 'C9562',
  /** Flights between these days (inclusive) get the discount. */
  validity: {from: '2026-04-19', to: '2026-05-08'} as {from: IsoDate; to: IsoDate},
} as const;

/** The congress days (from content/congress.ts); the booking link proposes them as travel dates. */
export const congressWindow = {start: congress.startDate as IsoDate, end: congress.endDate as IsoDate};

/** The airline's flight search; `airlineBookingUrl` adds the query. */
export const airlineBookingBaseUrl = assumed(
  'https://shopping.copaair.com/',
  'the official airline’s identity: the booking host is Copa Airlines’, yet the page never names the airline; confirm both',
);

/** Panama City's Tocumen International Airport. */
export const destinationAirport = 'PTY';

export type BookingParams = {
  locale: Locale;
  /** Outbound and return days; by default the congress days, kept inside the validity window. */
  departure?: IsoDate;
  return?: IsoDate;
  roundTrip?: boolean;
  adults?: number;
  children?: number;
  infants?: number;
  /** IATA code of the departure airport; empty lets the visitor choose it on the airline's site. */
  origin?: string;
  destination?: string;
};

const siteLanguage: Record<Locale, string> = {es: 'es', en: 'en', pt: 'pt'};

function day(value: string): DateTime {
  const parsed = DateTime.fromISO(value, {zone: congressZone});
  if (!parsed.isValid) throw new Error(`Invalid date "${value}"`);
  return parsed.startOf('day');
}

/** A day moved into the validity window: before it becomes its first day, after it its last. */
export function clampToValidity(value: string, validity = airlineDiscount.validity): IsoDate {
  const date = day(value);
  const from = day(validity.from);
  const to = day(validity.to);
  const clamped = date < from ? from : date > to ? to : date;
  return clamped.toISODate() as IsoDate;
}

function count(value: number | undefined, fallback: number, min: number): number {
  const result = value ?? fallback;
  if (!Number.isInteger(result) || result < min) throw new Error(`Invalid passenger count ${result}`);
  return result;
}

/**
 * The airline's booking page for the congress: round trip to Panama on the congress days (inside
 * the discount's validity), one adult, no children or infants, in the page's language. Pure: the
 * same parameters always give the same address.
 */
export function airlineBookingUrl(params: BookingParams): string {
  const roundTrip = params.roundTrip ?? true;
  const departure = clampToValidity(params.departure ?? congressWindow.start);
  const back = clampToValidity(params.return ?? congressWindow.end);
  if (roundTrip && day(back) < day(departure)) throw new Error('The return precedes the departure');
  const query = new URLSearchParams({
    roundtrip: String(roundTrip),
    area1: params.origin ?? '',
    area2: params.destination ?? destinationAirport,
    date1: departure,
    ...(roundTrip ? {date2: back} : {}),
    adults: String(count(params.adults, 1, 1)),
    children: String(count(params.children, 0, 0)),
    infants: String(count(params.infants, 0, 0)),
    langid: siteLanguage[params.locale],
  });
  return `${airlineBookingBaseUrl}?${query.toString()}`;
}
