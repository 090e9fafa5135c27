/**
 * The countdown's arithmetic on epoch milliseconds: no time zone enters here, so a browser in
 * Tokyo or São Paulo counts to the same instant as one in Panama. (The instants come from
 * the congress calendar, content/congress-calendar.ts, where luxon reads them in America/Panama;
 * this file stays free of luxon so the island ships only a few hundred bytes.)
 */

import type {CalendarDates} from '@/content/calendar-state';

export type CountdownPhase = 'before' | 'running' | 'over';

export type Remaining = {days: number; hours: number; minutes: number; seconds: number};

export type CountdownState = {phase: CountdownPhase; remaining: Remaining; showCta: boolean};

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days, hours, minutes and seconds left until `target` (zero once it has passed). */
export function remainingUntil(target: number, now: number): Remaining {
  const left = Math.max(0, Math.floor((target - now) / SECOND) * SECOND);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

export type CountdownInstants = {
  /** The congress opens (epoch ms). */
  target: number;
  /** The last instant of the congress (epoch ms): after it, the countdown is over. */
  end: number;
  /** The call-to-action appears (epoch ms). */
  ctaFrom: number;
};

/**
 * The countdown's instants from the congress calendar (`calendarDates`): it counts to the opening
 * session, shows its call-to-action while registration is open (online, then onsite) and is over
 * when the congress is.
 */
export function countdownInstants({boundaries}: CalendarDates): CountdownInstants {
  return {target: boundaries.congressStarts, end: boundaries.congressEnds - 1, ctaFrom: boundaries.registrationOpens};
}

/** What the countdown shows at `now`. */
export function countdownState({target, end, ctaFrom}: CountdownInstants, now: number): CountdownState {
  const remaining = remainingUntil(target, now);
  const ticking = target - now >= SECOND;
  const phase: CountdownPhase = ticking ? 'before' : now <= end ? 'running' : 'over';
  return {phase, remaining, showCta: phase !== 'over' && now >= ctaFrom};
}

/** Milliseconds to wait for the next whole second of the remaining time. */
export function msToNextTick(target: number, now: number): number {
  const rest = (target - now) % SECOND;
  return rest > 0 ? rest : SECOND;
}
