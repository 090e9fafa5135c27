import {calendarAt, type CalendarState} from '@/content/congress-calendar';

/**
 * "Today" for the assistant: the congress calendar's state at the engine's clock, read only
 * through the one calendar function the pages use (content/congress-calendar.ts).
 */
export type Today = CalendarState;
export type Phase = CalendarState['phase'];

/** The clock the engine reads: the server's, or a fixed one in tests and the evaluation. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

export function todayAt(instant: number): Today {
  return calendarAt(instant);
}
