import {createEvents, type EventAttributes} from 'ics';
import {DateTime} from 'luxon';

/**
 * "Add to calendar": one event description, three outputs (an .ics file written with the `ics`
 * package, a Google Calendar link, an Outlook link). Pure functions of typed inputs; the wiring
 * (lib/calendar/site-events.ts) feeds them the content modules and the catalogs.
 */

type Common = {
  /** Stable across builds, so a calendar updates the event instead of duplicating it. */
  uid: string;
  title: string;
  description: string;
  location?: string;
  url: string;
};

/** Whole days in the event's own place (the congress: 27 to 30 April 2026, inclusive). */
export type AllDayEvent = Common & {kind: 'allDay'; firstDay: string; lastDay: string};

/** A moment, e.g. a deadline: ISO date-time with its offset, or a local time in `zone`. */
export type MomentEvent = Common & {
  kind: 'moment';
  at: string;
  zone: string;
  durationMinutes: number;
  /** A reminder this many hours before. */
  remindHoursBefore?: number;
};

export type CalendarEvent = AllDayEvent | MomentEvent;

const PRODUCT_ID = '-//PANLAR//PANLAR 2026 Congress//EN';

const dateOnly = (iso: string) => DateTime.fromISO(iso, {zone: 'utc'});

/** The day after the last day: all-day ends are exclusive in iCalendar, Google and Outlook. */
const endExclusive = (event: AllDayEvent) => dateOnly(event.lastDay).plus({days: 1});

const momentStart = (event: MomentEvent) => DateTime.fromISO(event.at, {zone: event.zone}).toUTC();
const momentEnd = (event: MomentEvent) => momentStart(event).plus({minutes: event.durationMinutes});

const dateArray = (date: DateTime): [number, number, number] => [date.year, date.month, date.day];
const dateTimeArray = (date: DateTime): [number, number, number, number, number] => [
  date.year,
  date.month,
  date.day,
  date.hour,
  date.minute,
];

function attributes(event: CalendarEvent): EventAttributes {
  const common = {
    uid: event.uid,
    title: event.title,
    description: `${event.description}\n\n${event.url}`,
    url: event.url,
    ...(event.location ? {location: event.location} : {}),
    status: 'CONFIRMED' as const,
    productId: PRODUCT_ID,
  };
  if (event.kind === 'allDay') {
    return {...common, start: dateArray(dateOnly(event.firstDay)), end: dateArray(endExclusive(event)), busyStatus: 'BUSY'};
  }
  return {
    ...common,
    start: dateTimeArray(momentStart(event)),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: dateTimeArray(momentEnd(event)),
    endInputType: 'utc',
    endOutputType: 'utc',
    busyStatus: 'FREE',
    ...(event.remindHoursBefore
      ? {alarms: [{action: 'display' as const, description: event.title, trigger: {hours: event.remindHoursBefore, before: true}}]}
      : {}),
  };
}

/** The event as an iCalendar file (RFC 5545). Throws when the input is invalid. */
export function icsFile(event: CalendarEvent, calendarName?: string): string {
  const {error, value} = createEvents([attributes(event)], {productId: PRODUCT_ID, ...(calendarName ? {calName: calendarName} : {})});
  if (error || !value) throw error ?? new Error('ics: empty calendar');
  return value;
}

const compactDate = (date: DateTime) => date.toFormat('yyyyLLdd');
const compactUtc = (date: DateTime) => date.toUTC().toFormat("yyyyLLdd'T'HHmmss'Z'");

/** A link that opens Google Calendar's new-event form, filled in. */
export function googleCalendarUrl(event: CalendarEvent): string {
  const dates =
    event.kind === 'allDay'
      ? `${compactDate(dateOnly(event.firstDay))}/${compactDate(endExclusive(event))}`
      : `${compactUtc(momentStart(event))}/${compactUtc(momentEnd(event))}`;
  const params = new URLSearchParams({action: 'TEMPLATE', text: event.title, dates, details: `${event.description}\n\n${event.url}`});
  if (event.location) params.set('location', event.location);
  if (event.kind === 'moment') params.set('ctz', event.zone);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** A link that opens Outlook on the web's new-event form, filled in. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const params = new URLSearchParams({path: '/calendar/action/compose', rru: 'addevent', subject: event.title});
  if (event.kind === 'allDay') {
    params.set('startdt', dateOnly(event.firstDay).toISODate()!);
    params.set('enddt', endExclusive(event).toISODate()!);
    params.set('allday', 'true');
  } else {
    params.set('startdt', momentStart(event).toISO({suppressMilliseconds: true})!);
    params.set('enddt', momentEnd(event).toISO({suppressMilliseconds: true})!);
  }
  params.set('body', `${event.description}\n\n${event.url}`);
  if (event.location) params.set('location', event.location);
  return `https://outlook.live.com/calendar/0/action/compose?${params.toString()}`;
}
