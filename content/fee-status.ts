/**
 * The fee status by instant, on plain numbers: content/fees.ts takes the boundaries from the
 * congress calendar (content/congress-calendar.ts, luxon in Panama time), and the browser island
 * compares `Date.now()` with them without shipping luxon. A unit test holds this function to the
 * calendar's answer at every boundary.
 */

export type FeeStatusKey = 'upcoming' | 'early' | 'regular' | 'late' | 'onsite';

export type FeeStatus = {
  key: FeeStatusKey;
  /** The price period that applies (onsite registration pays the late fee). */
  period: 'early' | 'regular' | 'late';
  /** Whether online registration is open. */
  online: boolean;
};

/** Instants (ms since epoch) where the status changes. */
export type FeeTimeline = {opens: number; regular: number; late: number; onlineCloses: number};

export function feeStatusAt(timeline: FeeTimeline, now: number): FeeStatus {
  if (now < timeline.opens) return {key: 'upcoming', period: 'early', online: false};
  if (now < timeline.regular) return {key: 'early', period: 'early', online: true};
  if (now < timeline.late) return {key: 'regular', period: 'regular', online: true};
  if (now < timeline.onlineCloses) return {key: 'late', period: 'late', online: true};
  return {key: 'onsite', period: 'late', online: false};
}
