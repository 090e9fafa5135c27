import {calendarStateAt, type CalendarDateKey, type CalendarDates, type CalendarState, type CongressPhase} from '@/content/calendar-state';

/**
 * The site follows the congress calendar without hydration: pages are static, so a tiny script in
 * the head (PhaseScript) computes the calendar state in the browser before the first paint and
 * writes it on <html> — `data-phase` (the site-wide phase) and `data-past` (the dated events
 * already past, space-separated). Elements carry the variants below, and app/phase.css shows the
 * ones that fit. Without JavaScript, `data-phase` is absent: what is marked `whenPhase` is hidden
 * and what is marked `withoutScript` (dated wording true in every phase) is shown.
 */

/** The phases before the opening session: the countdown counts. */
export const beforeOpening: readonly CongressPhase[] = ['beforeRegistration', 'early', 'regular', 'late', 'onsiteOnly'];

/** The phases in which one can register (online, then onsite). */
export const registrationOpen: readonly CongressPhase[] = ['early', 'regular', 'late', 'onsiteOnly'];

/** Shown only in these phases. */
export function whenPhase(...phases: CongressPhase[]) {
  return {'data-when': phases.join(' ')};
}

/** Shown only once this dated event is past (hidden without JavaScript). */
export function whenPast(key: CalendarDateKey) {
  return {'data-past-only': key};
}

/** Shown while this dated event is ahead (and without JavaScript, which cannot tell). */
export function whenAhead(key: CalendarDateKey) {
  return {'data-ahead-only': key};
}

/** Shown only without JavaScript: wording that is true in every phase. */
export const withoutScript = {'data-when-static': ''} as const;

/**
 * Writes a calendar state on <html>. Self-contained (the head script inlines its source); the
 * countdown island calls it too when the phase changes while the page is open.
 */
export function writeCalendarState(state: CalendarState, html: {setAttribute(name: string, value: string): void}) {
  html.setAttribute('data-phase', state.phase);
  html.setAttribute(
    'data-past',
    Object.keys(state.keyDates)
      .filter((key) => state.keyDates[key as CalendarDateKey] === 'past')
      .join(' '),
  );
}

/**
 * The head script: the calendar function itself (self-contained, content/calendar-state.ts) and
 * the boundaries written into it at build time from the same module. A failure (a broken clock)
 * leaves the page in its no-JavaScript state.
 */
export function phaseScript(dates: CalendarDates): string {
  const state = `(${calendarStateAt.toString()})(${JSON.stringify(dates)},Date.now())`;
  return `try{(${writeCalendarState.toString()})(${state},document.documentElement)}catch(e){}`;
}
