/**
 * The countdown's arithmetic on epoch milliseconds: no time zone enters here, so a browser in
 * Tokyo or São Paulo counts to the same instant as one in Panama. (The instants come from
 * the congress calendar, content/congress-calendar.ts, where luxon reads them in America/Panama;
 * this file stays free of luxon so the island ships only a few hundred bytes.)
 */

export type Remaining = {days: number; hours: number; minutes: number; seconds: number};

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

/** Milliseconds to wait for the next whole second of the remaining time. */
export function msToNextTick(target: number, now: number): number {
  const rest = (target - now) % SECOND;
  return rest > 0 ? rest : SECOND;
}
