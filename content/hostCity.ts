import {assumedIn} from './assumed';

const assumed = assumedIn('content/hostCity.ts');

/**
 * Facts about the host city, Panama City, shown on /ciudad-sede-panama and read by the assistant.
 * The words around them live in messages/*.json under `HostCity`.
 */

export type EmbeddedVideo = {
  /** The YouTube video id: the page embeds it from youtube-nocookie.com only when the visitor asks. */
  youtubeId: string;
  /**
   * The still shown before the video loads: a 960 × 540 JPEG an editor drops at this path in
   * public/ (AVIF and WebP are made at build time). Until one is there, the facade shows the
   * site's designed panel, not a made-up picture.
   */
  poster: string;
};

export const hostCity = {
  name: 'Ciudad de Panamá',
  /** Entry requirements for visitors: Panama's National Migration Service. */
  travelRequirementsUrl: assumed('https://www.migracion.gob.pa/', 'the travel-requirements link (Panama’s National Migration Service)'),
  /** EDITOR: a placeholder id; replace it with the official city video. */
  video: {
    youtubeId: assumed('PANLAR2026c', 'YouTube id of the city video (a placeholder)'),
    poster: '/images/host-city/video-poster.jpg',
  } satisfies EmbeddedVideo,
  currency: {
    /** The US dollar circulates at par with the Panamanian balboa. */
    codes: ['USD', 'PAB'] as const,
  },
  electricity: assumed(
    {voltage: '110–120 V', frequency: '60 Hz', plugTypes: ['A', 'B']},
    'voltage, frequency and plug types (true, low risk)',
  ),
  taxes: {
    /** Hotel service charge, percent. */
    hotelServicePercent: 10,
    /** Tax on restaurant bills, percent. */
    restaurantTaxPercent: 7,
    /** A customary tip in restaurants, percent (suggested, not mandatory). */
    suggestedTipPercent: 10,
  },
} as const;

/** City facts written in the catalogs that the specification does not give (true, low risk). */
export const hostCityCopy = assumed.copy(
  ['HostCity.about', 'HostCity.info.currency.body', 'HostCity.info.climate.body', 'HostCity.info.transport.body'],
  'city extras: UNESCO Casco Antiguo, Miraflores Locks, the balboa, April as the end of the dry season, Tocumen, the metro',
);

export type HostCity = typeof hostCity;
