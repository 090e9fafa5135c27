import type {FeePeriodKey} from './fee-periods';

/**
 * The phase of everything date-dependent at an instant, on plain numbers: content/congress-calendar.ts
 * computes the boundaries with luxon in Panama time, and a browser island (or an inline script)
 * compares an instant with them without shipping luxon. No time zone enters here.
 */

/** Every dated event of the calendar. */
export type CalendarDateKey =
  | 'registrationOpens'
  | 'abstractsClose'
  | 'earlyEnds'
  | 'notification'
  | 'presentingAuthor'
  | 'ePoster'
  | 'regularEnds'
  | 'onlineCloses'
  | 'congressStarts'
  | 'congressEnds';

export type CongressPhase = 'beforeRegistration' | 'early' | 'regular' | 'late' | 'onsiteOnly' | 'during' | 'after';

export type CalendarState = {
  /** The site-wide phase. */
  phase: CongressPhase;
  registration: 'notOpen' | 'online' | 'onsite' | 'closed';
  /** The period whose fee applies now: late while onsite only; null before opening and after the congress. */
  feePeriod: FeePeriodKey | null;
  /**
   * Abstract submission. The spec gives no opening date, so submission counts as open at every
   * instant before the deadline ("before" is not a state of its own).
   */
  abstracts: 'open' | 'closed';
  /** Each dated event: 'past' from its boundary on. */
  keyDates: Record<CalendarDateKey, 'ahead' | 'past'>;
  /** ISO date (Panama) of the congress day while 'during', else null. */
  congressDay: string | null;
};

/** The calendar as plain JSON (epoch milliseconds), for islands and the pages' inline script. */
export type CalendarDates = {
  /**
   * The first instant at which each event is past: 00:00 Panama time of the day after a dated
   * event (a day lasts to its last millisecond), the exact instant of a timed one (the abstract
   * deadline at 18:00, the opening session at 08:00).
   */
  boundaries: Record<CalendarDateKey, number>;
  /** The congress days in order, each with its first instant (00:00 Panama time). */
  congressDays: {date: string; from: number}[];
};

/**
 * The calendar state at `now` (epoch ms). Self-contained on purpose (no helper outside its body),
 * so that its source can be inlined into a script as it stands.
 */
export function calendarStateAt(dates: CalendarDates, now: number): CalendarState {
  if (!Number.isFinite(now)) throw new RangeError(`Not a valid instant: ${String(now)}`);
  const at = dates.boundaries;
  const from = (key: CalendarDateKey) => now >= at[key];
  // Each phase holds from its boundary to the next one; the phases follow each other in this order.
  const phases: [CalendarDateKey, CongressPhase][] = [
    ['registrationOpens', 'early'],
    ['earlyEnds', 'regular'],
    ['regularEnds', 'late'],
    ['onlineCloses', 'onsiteOnly'],
    ['congressStarts', 'during'],
    ['congressEnds', 'after'],
  ];
  let phase: CongressPhase = 'beforeRegistration';
  for (const [key, next] of phases) if (from(key)) phase = next;
  let registration: CalendarState['registration'] = 'notOpen';
  const openings = [
    ['registrationOpens', 'online'],
    ['onlineCloses', 'onsite'],
    ['congressEnds', 'closed'],
  ] as const;
  for (const [key, next] of openings) if (from(key)) registration = next;
  const feePeriod = phase === 'early' || phase === 'regular' || phase === 'late' ? phase : registration === 'onsite' ? 'late' : null;
  const keyDates = {} as CalendarState['keyDates'];
  for (const key of Object.keys(at) as CalendarDateKey[]) keyDates[key] = from(key) ? 'past' : 'ahead';
  let congressDay: string | null = null;
  if (phase === 'during') for (const day of dates.congressDays) if (day.from <= now) congressDay = day.date;
  return {phase, registration, feePeriod, abstracts: from('abstractsClose') ? 'closed' : 'open', keyDates, congressDay};
}
