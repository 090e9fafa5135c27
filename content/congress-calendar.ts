import {DateTime} from 'luxon';
import {abstractKeyDates, keyDateInstant, type AbstractKeyDateKey} from './abstracts';
import {CONGRESS_ZONE, congress, congressEndsAt, congressOpensAt, registrationOpensAt} from './congress';
import {calendarStateAt, type CalendarDateKey, type CalendarDates, type CalendarState} from './calendar-state';
import {feePeriods, type FeePeriodKey} from './fee-periods';

/**
 * The one calendar of the congress: every date-dependent element of the site (the countdown, the
 * fee period, registration, abstract submission, "add to calendar", the assistant) reads its phase
 * here. No date is written in this file: each comes from the module it belongs to
 * (content/congress.ts, content/fee-periods.ts, content/abstracts.ts), read in Panama time.
 */

export type {CalendarDateKey, CalendarDates, CalendarState, CongressPhase} from './calendar-state';

/** The first instant after a calendar day in Panama (00:00 of the next day). */
function dayOver(isoDate: string): DateTime {
  return DateTime.fromISO(isoDate, {zone: CONGRESS_ZONE}).plus({days: 1}).startOf('day');
}

function feePeriod(key: FeePeriodKey) {
  const period = feePeriods.find((candidate) => candidate.key === key);
  if (!period) throw new Error(`content/fee-periods.ts has no ${key} period`);
  return period;
}

/** The instant an abstract key date is past: its exact time if it has one, else the end of its day. */
function abstractDateOver(key: AbstractKeyDateKey): DateTime {
  const date = abstractKeyDates.find((candidate) => candidate.key === key);
  if (!date) throw new Error(`content/abstracts.ts has no ${key} date`);
  return date.hasTime ? keyDateInstant(date) : dayOver(keyDateInstant(date).toISODate() as string);
}

function congressDays(): CalendarDates['congressDays'] {
  const first = DateTime.fromISO(congress.startDate, {zone: CONGRESS_ZONE});
  const count = DateTime.fromISO(congress.endDate, {zone: CONGRESS_ZONE}).diff(first, 'days').days + 1;
  return Array.from({length: count}, (_, index) => {
    const day = first.plus({days: index});
    return {date: day.toISODate() as string, from: day.startOf('day').toMillis()};
  });
}

const boundaries: Record<CalendarDateKey, DateTime> = {
  registrationOpens: registrationOpensAt(),
  abstractsClose: abstractDateOver('submissionDeadline'),
  earlyEnds: dayOver(feePeriod('early').lastDay),
  notification: abstractDateOver('notification'),
  presentingAuthor: abstractDateOver('presentingAuthorDiscount'),
  ePoster: abstractDateOver('ePosterFile'),
  regularEnds: dayOver(feePeriod('regular').lastDay),
  // Online registration closes with the last day of the late period; onsite registration follows.
  onlineCloses: dayOver(feePeriod('late').lastDay),
  // The congress starts with the opening session (the countdown's target) and ends with its last day.
  congressStarts: congressOpensAt(),
  congressEnds: congressEndsAt().plus({days: 1}).startOf('day'),
};

/** The boundaries as epoch milliseconds and the congress days: plain JSON, for islands and inline scripts. */
export const calendarDates: CalendarDates = {
  boundaries: Object.fromEntries(
    Object.entries(boundaries).map(([key, instant]) => [key, instant.toMillis()]),
  ) as CalendarDates['boundaries'],
  congressDays: congressDays(),
};

/** The phase of everything date-dependent at an instant (a Date or epoch milliseconds). */
export function calendarAt(instant: Date | number): CalendarState {
  return calendarStateAt(calendarDates, typeof instant === 'number' ? instant : instant.getTime());
}
