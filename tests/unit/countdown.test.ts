import {DateTime, Settings} from 'luxon';
import {congressOpensAt, registrationOpensAt} from '@/content/congress';
import {calendarAt, calendarDates} from '@/content/congress-calendar';
import {msToNextTick, remainingUntil} from '@/lib/countdown';
import {beforeOpening, registrationOpen} from '@/lib/phase/phase';

// What the countdown band shows follows the calendar's phase (lib/phase/phase.ts): the timer
// before the opening, then under way, then over; its call-to-action while registration is open.
const shows = (now: number) => {
  const {phase} = calendarAt(now);
  return {
    timer: beforeOpening.includes(phase),
    over: phase === 'after',
    running: phase === 'during',
    cta: registrationOpen.includes(phase),
  };
};

describe('the countdown target', () => {
  afterEach(() => {
    Settings.defaultZone = 'system';
  });

  it('is 27 April 2026, 08:00 in Panama (13:00 UTC)', () => {
    expect(congressOpensAt().toUTC().toISO()).toBe('2026-04-27T13:00:00.000Z');
  });

  it.each(['Asia/Tokyo', 'America/Sao_Paulo', 'UTC'])('is the same instant when the browser is in %s', (zone) => {
    Settings.defaultZone = zone;
    expect(congressOpensAt().toMillis()).toBe(Date.UTC(2026, 3, 27, 13, 0, 0));
    expect(registrationOpensAt().toMillis()).toBe(Date.UTC(2025, 9, 22, 5, 0, 0));
  });
});

describe('remaining time across time zones', () => {
  it('a browser in Tokyo at 22:00 on 26 April has exactly one day left', () => {
    const now = DateTime.fromISO('2026-04-26T22:00:00', {zone: 'Asia/Tokyo'}).toMillis();
    expect(remainingUntil(congressOpensAt().toMillis(), now)).toEqual({days: 1, hours: 0, minutes: 0, seconds: 0});
  });

  it('a browser in São Paulo at 09:59:30 on 27 April has thirty seconds left', () => {
    const now = DateTime.fromISO('2026-04-27T09:59:30', {zone: 'America/Sao_Paulo'}).toMillis();
    expect(remainingUntil(congressOpensAt().toMillis(), now)).toEqual({days: 0, hours: 0, minutes: 0, seconds: 30});
  });

  it("counts to 08:00 Panama time, not to 08:00 of the browser's own clock", () => {
    const tokyoEight = DateTime.fromISO('2026-04-27T08:00', {zone: 'Asia/Tokyo'}).toMillis();
    expect(remainingUntil(congressOpensAt().toMillis(), tokyoEight)).toEqual({days: 0, hours: 14, minutes: 0, seconds: 0});
    const saoPauloEight = DateTime.fromISO('2026-04-27T08:00', {zone: 'America/Sao_Paulo'}).toMillis();
    expect(remainingUntil(congressOpensAt().toMillis(), saoPauloEight)).toEqual({days: 0, hours: 2, minutes: 0, seconds: 0});
  });

  it('splits a long wait into days, hours, minutes and seconds', () => {
    const now = DateTime.fromISO('2026-01-01T00:00:00', {zone: 'UTC'}).toMillis();
    // 1 Jan 00:00 UTC → 27 Apr 13:00 UTC = 116 days and 13 hours.
    expect(remainingUntil(congressOpensAt().toMillis(), now)).toEqual({days: 116, hours: 13, minutes: 0, seconds: 0});
    expect(remainingUntil(congressOpensAt().toMillis(), now + 1)).toEqual({days: 116, hours: 12, minutes: 59, seconds: 59});
  });

  it('never goes negative', () => {
    const later = congressOpensAt().plus({hours: 5}).toMillis();
    expect(remainingUntil(congressOpensAt().toMillis(), later)).toEqual({days: 0, hours: 0, minutes: 0, seconds: 0});
  });
});

describe('the countdown state', () => {
  it('ticks before the opening, then shows the running and finished states', () => {
    const open = congressOpensAt();
    expect(shows(open.minus({seconds: 1}).toMillis())).toMatchObject({timer: true, running: false});
    expect(shows(open.toMillis())).toMatchObject({timer: false, running: true});
    expect(shows(DateTime.fromISO('2026-04-30T23:59:59', {zone: 'America/Panama'}).toMillis())).toMatchObject({running: true, over: false});
    expect(shows(DateTime.fromISO('2026-05-01T00:00:00', {zone: 'America/Panama'}).toMillis())).toMatchObject({running: false, over: true});
  });

  it('shows the call-to-action only from 22 October 2025, Panama time', () => {
    const panama = (iso: string) => DateTime.fromISO(iso, {zone: 'America/Panama'}).toMillis();
    expect(shows(panama('2025-10-21T23:59:59')).cta).toBe(false);
    expect(shows(panama('2025-10-22T00:00:00')).cta).toBe(true);
    // Already 22 October in Tokyo, still the 21st in Panama.
    expect(shows(DateTime.fromISO('2025-10-22T09:00', {zone: 'Asia/Tokyo'}).toMillis()).cta).toBe(false);
    expect(shows(DateTime.fromISO('2026-05-02T10:00', {zone: 'America/Panama'}).toMillis()).cta).toBe(false);
  });

  it("counts to the calendar's opening instant", () => {
    expect(calendarDates.boundaries.congressStarts).toBe(congressOpensAt().toMillis());
  });

  it('waits exactly until the next whole second', () => {
    const target = congressOpensAt().toMillis();
    expect(msToNextTick(target, target - 10_250)).toBe(250);
    expect(msToNextTick(target, target - 10_000)).toBe(1000);
  });
});
