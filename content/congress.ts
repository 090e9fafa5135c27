import {DateTime} from 'luxon';
import {assumedIn} from './assumed';
import type {EmbeddedVideo} from './hostCity';

const assumed = assumedIn('content/congress.ts');

/**
 * The congress itself: the facts every page, the JSON-LD, the countdown and the assistant read.
 * Dates are calendar dates in Panama; clock times are local to Panama (UTC-5 all year, no DST).
 */

/** The time zone of every congress date and time. */
export const CONGRESS_ZONE = 'America/Panama';

export const congress = {
  /** The congress's own name (the localized forms live in the catalogs: "Congreso PANLAR 2026"). */
  name: 'PANLAR 2026',
  organizer: 'PANLAR',
  /** The year the league was founded. */
  organizerFounded: 1944,
  /** First and last day of the congress (ISO dates, Panama). */
  startDate: '2026-04-27',
  endDate: '2026-04-30',
  /** When the opening session starts: the countdown counts to this instant (local Panama time). */
  opensAt: '2026-04-27T08:00',
  /** From this day (Panama time) the countdown shows its "Register now" call-to-action. */
  registrationOpens: '2025-10-22',
  /** ISO 3166 code of the host country; the city's name is a word in each catalog. */
  country: 'PA',
  /** The previous congress, whose certificates the site hands out. */
  previous: {year: 2025, country: 'MX'},
} as const;

/**
 * The welcome video on YouTube, embedded through youtube-nocookie only after a click.
 * PLACEHOLDER: replace `youtubeId` with the real welcome video's id.
 */
export const welcomeVideo: EmbeddedVideo = {
  youtubeId: assumed('PANLAR2026w', 'YouTube id of the welcome video (a placeholder)'),
  poster: '/images/welcome/video-poster.jpg',
};

/** The welcome letter is the project's draft, signed as the congress president. */
export const welcomeLetterCopy = assumed.copy(
  ['Welcome.letter', 'Welcome.intro', 'Welcome.meta.description'],
  'the four-paragraph welcome letter signed as the congress president: the president must write or approve it',
);

/** Headline figures of the home page (labels in `Home.figures`). */
export const headlineFigures = {
  participants: 2500,
  sessions: 80,
  works: 400,
} as const;

/** An ISO local date-time in Panama as an instant. */
export function panamaTime(local: string): DateTime {
  return DateTime.fromISO(local, {zone: CONGRESS_ZONE});
}

/** The instant the congress opens (27 April 2026, 08:00 Panama time). */
export function congressOpensAt(): DateTime {
  return panamaTime(congress.opensAt);
}

/** The end of the last congress day in Panama: after it the congress "has taken place". */
export function congressEndsAt(): DateTime {
  return panamaTime(congress.endDate).endOf('day');
}

/** The first instant of the registration opening day in Panama. */
export function registrationOpensAt(): DateTime {
  return panamaTime(congress.registrationOpens).startOf('day');
}
