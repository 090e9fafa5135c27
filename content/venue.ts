import type {Locale} from '@/i18n/locales';
import type {EmbeddedVideo} from './hostCity';

/**
 * Facts about the congress venue, shown on /sede-del-congreso and read by the assistant.
 * The words around them live in messages/*.json under `Venue`.
 * EDITOR: the venue name, address and links are content; change them here.
 */

export type VenueDestination = 'oldQuarter' | 'financialCentre' | 'waterfront' | 'airport';

const mapQuery = 'Centro de Convenciones de Panamá, Amador, Panamá';

export const venue: {
  name: string;
  localizedName: Record<Locale, string>;
  address: {street: string; city: string; country: string};
  moreInfoUrl: string;
  video: EmbeddedVideo;
  distances: ReadonlyArray<{to: VenueDestination; minutes: number}>;
  parkingSpaces: number;
  map: {embedUrl: string; linkUrl: string; poster: string};
} = {
  /** The venue's own (Spanish) name: JSON-LD and the assistant read it. */
  name: 'Centro de Convenciones de Panamá',
  /** The name as each language writes it, shown on the venue page. */
  localizedName: {es: 'Centro de Convenciones de Panamá', en: 'Panama Convention Center', pt: 'Centro de Convenções do Panamá'},
  address: {
    street: 'Calzada de Amador',
    city: 'Ciudad de Panamá',
    country: 'Panamá',
  },
  /** The venue's own page ("more information"). */
  moreInfoUrl: 'https://www.panamaconventioncenter.com/',
  /** EDITOR: a placeholder id; replace it with the official venue video. */
  video: {youtubeId: 'PANLAR2026v', poster: '/images/venue/video-poster.jpg'},
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

export type Venue = typeof venue;
