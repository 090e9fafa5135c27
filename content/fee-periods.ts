import {congress} from './congress';

/**
 * The three fee periods by date: the dates only, so that the congress calendar
 * (content/congress-calendar.ts) can read them and content/fees.ts can read the calendar without a
 * cycle. Prices and rules live in content/fees.ts, which re-exports these.
 */

export type FeePeriodKey = 'early' | 'regular' | 'late';

export type FeePeriod = {
  key: FeePeriodKey;
  /** First day (Panama time), ISO date. */
  firstDay: string;
  /** Last day (Panama time), ISO date, inclusive. */
  lastDay: string;
};

/**
 * The three price periods, in order. The early period starts the day registration opens; online
 * registration closes with the last day of the late period, after which registration is onsite
 * only (at the late fee) until the congress ends.
 */
export const feePeriods: readonly FeePeriod[] = [
  {key: 'early', firstDay: congress.registrationOpens, lastDay: '2026-01-15'},
  {key: 'regular', firstDay: '2026-01-16', lastDay: '2026-03-16'},
  {key: 'late', firstDay: '2026-03-17', lastDay: '2026-04-20'},
];
