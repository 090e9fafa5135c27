/**
 * Facts about the host city, Panama City, shown on /ciudad-sede-panama and read by the assistant.
 * The words around them live in messages/*.json under `HostCity`.
 */

export type EmbeddedVideo = {
  /** The YouTube video id: the page embeds it from youtube-nocookie.com only when the visitor asks. */
  youtubeId: string;
  /** The poster shown before the video loads (a file in public/). */
  poster: string;
};

export const hostCity = {
  name: 'Ciudad de Panamá',
  /** Entry requirements for visitors: Panama's National Migration Service. */
  travelRequirementsUrl: 'https://www.migracion.gob.pa/',
  /** EDITOR: a placeholder id; replace it with the official city video. */
  video: {youtubeId: 'PANLAR2026c', poster: '/images/host-city/video-poster.jpg'} satisfies EmbeddedVideo,
  currency: {
    /** The US dollar circulates at par with the Panamanian balboa. */
    codes: ['USD', 'PAB'] as const,
  },
  electricity: {voltage: '110–120 V', frequency: '60 Hz', plugTypes: ['A', 'B']},
  taxes: {
    /** Hotel service charge, percent. */
    hotelServicePercent: 10,
    /** Tax on restaurant bills, percent. */
    restaurantTaxPercent: 7,
    /** A customary tip in restaurants, percent (suggested, not mandatory). */
    suggestedTipPercent: 10,
  },
} as const;

export type HostCity = typeof hostCity;
