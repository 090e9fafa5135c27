import type {Locale} from '@/i18n/locales';
import {assumedIn} from './assumed';
import type {EmbeddedVideo} from './hostCity';

const assumed = assumedIn('content/venue.ts');

/**
 * Facts about the congress venue, shown on /sede-del-congreso and read by the assistant.
 * The words around them live in messages/*.json under `Venue`.
 * EDITOR: the venue name, address and links are content; change them here.
 */

export type VenueDestination = 'oldQuarter' | 'financialCentre' | 'waterfront' | 'airport';

export type VenueAddress = {street: string; city: string; country: string};

const mapQuery = assumed('Centro de Convenciones de Panamá, Amador, Panamá', 'the map’s search query (the venue’s name and place)');

/** The name as each language writes it: pages, JSON-LD and the assistant in that language. */
const localizedName: Record<Locale, string> = assumed(
  {es: 'Centro de Convenciones de Panamá', en: 'Panama Convention Center', pt: 'Centro de Convenções do Panamá'},
  'the venue’s name in each language (the specification does not name the venue)',
);

/** The address as each language writes it (the street keeps its Spanish name). */
const localizedAddress: Record<Locale, VenueAddress> = assumed(
  {
    es: {street: 'Calzada de Amador', city: 'Ciudad de Panamá', country: 'Panamá'},
    en: {street: 'Calzada de Amador', city: 'Panama City', country: 'Panama'},
    pt: {street: 'Calzada de Amador', city: 'Cidade do Panamá', country: 'Panamá'},
  },
  'the venue’s street address (also published in the JSON-LD and the calendar files)',
);

export const venue: {
  name: string;
  localizedName: Record<Locale, string>;
  address: VenueAddress;
  localizedAddress: Record<Locale, VenueAddress>;
  moreInfoUrl: string;
  video: EmbeddedVideo;
  distances: ReadonlyArray<{to: VenueDestination; minutes: number}>;
  parkingSpaces: number;
  map: {embedUrl: string; linkUrl: string; poster: string};
} = {
  /** The venue's own (Spanish) name. */
  name: localizedName.es,
  localizedName,
  /** The venue's own (Spanish) address. */
  address: localizedAddress.es,
  localizedAddress,
  /** The venue's own page ("more information"). */
  moreInfoUrl: assumed('https://www.panamaconventioncenter.com/', 'the venue’s website (“More about the venue”)'),
  /** EDITOR: a placeholder id; replace it with the official venue video. */
  video: {
    youtubeId: assumed('PANLAR2026v', 'YouTube id of the venue video (a placeholder)'),
    poster: '/images/venue/video-poster.jpg',
  },
  /** Driving time from the venue, in minutes, in the order the page lists them. */
  distances: [
    {to: 'oldQuarter', minutes: 10},
    {to: 'financialCentre', minutes: 15},
    {to: 'waterfront', minutes: 20},
    {to: 'airport', minutes: 30},
  ],
  /** Parking: room for more than this many cars. */
  parkingSpaces: 1700,
  map: {
    /** The embedded map, loaded only when the visitor asks for it. */
    embedUrl: `https://www.google.com/maps?q=${encodeURIComponent(mapQuery)}&output=embed`,
    /** The plain link: always on the page, works without the embed. */
    linkUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapQuery)}`,
    poster: '/images/venue/map-poster.jpg',
  },
};

/** The venue's name and address in one language (pages, JSON-LD, the assistant). */
export function venueIn(locale: Locale): VenueAddress & {name: string} {
  return {name: venue.localizedName[locale], ...venue.localizedAddress[locale]};
}

/** The seaside description on the venue page (`Venue.about.p1`, `p2`) is not in the specification. */
export const venueCopy = assumed.copy(
  ['Venue.about.p1', 'Venue.about.p2'],
  'the venue description (seaside, at the Canal’s entrance, halls)',
);

export type Venue = typeof venue;
