import ICAL from 'ical.js';
import {googleCalendarUrl, icsFile, outlookCalendarUrl, type AllDayEvent, type MomentEvent} from '@/lib/calendar/events';

const congress: AllDayEvent = {
  kind: 'allDay',
  uid: 'congress@example.org',
  title: 'PANLAR 2026 Congress',
  description: 'Pan-American rheumatology congress; Panama City, April 27–30.',
  location: 'Panama Convention Center, Panama City, Panama',
  url: 'https://example.org/en',
  firstDay: '2026-04-27',
  lastDay: '2026-04-30',
};

const deadline: MomentEvent = {
  kind: 'moment',
  uid: 'deadline@example.org',
  title: 'Abstract submission deadline',
  description: 'Last moment to submit.',
  url: 'https://example.org/en/trabajos-cientificos',
  at: '2025-12-29T18:00',
  zone: 'America/Panama',
  durationMinutes: 30,
  remindHoursBefore: 48,
};

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const vevent = component.getFirstSubcomponent('vevent')!;
  return {component, vevent, event: new ICAL.Event(vevent)};
}

describe('icsFile', () => {
  it('writes the congress as four whole days (end exclusive), with place, URL and a stable UID', () => {
    const {event, vevent} = parse(icsFile(congress));
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-04-27');
    expect(event.endDate.toString()).toBe('2026-05-01');
    expect(event.summary).toBe('PANLAR 2026 Congress');
    expect(event.location).toBe('Panama Convention Center, Panama City, Panama');
    expect(event.uid).toBe('congress@example.org');
    expect(vevent.getFirstPropertyValue('url')).toBe('https://example.org/en');
  });

  it('writes the deadline at 18:00 Panama time (23:00 UTC) with a reminder', () => {
    const {event, vevent} = parse(icsFile(deadline));
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-12-29T23:00:00.000Z');
    expect(vevent.getAllSubcomponents('valarm')).toHaveLength(1);
  });

  it('keeps accented text intact', () => {
    const {event} = parse(icsFile({...congress, title: 'Congreso PANLAR 2026 · Panamá'}));
    expect(event.summary).toBe('Congreso PANLAR 2026 · Panamá');
  });
});

describe('calendar links', () => {
  it('Google: all-day dates with exclusive end; a moment in UTC', () => {
    const all = new URL(googleCalendarUrl(congress));
    expect(all.origin).toBe('https://calendar.google.com');
    expect(all.searchParams.get('dates')).toBe('20260427/20260501');
    expect(all.searchParams.get('text')).toBe('PANLAR 2026 Congress');
    expect(all.searchParams.get('location')).toBe(congress.location);
    const moment = new URL(googleCalendarUrl(deadline));
    expect(moment.searchParams.get('dates')).toBe('20251229T230000Z/20251229T233000Z');
  });

  it('Outlook: all-day flag and ISO dates', () => {
    const url = new URL(outlookCalendarUrl(congress));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('startdt')).toBe('2026-04-27');
    expect(url.searchParams.get('enddt')).toBe('2026-05-01');
    expect(url.searchParams.get('allday')).toBe('true');
    expect(new URL(outlookCalendarUrl(deadline)).searchParams.get('startdt')).toBe('2025-12-29T23:00:00Z');
  });
});
