import {readFileSync} from 'node:fs';
import {calendarAt, calendarDates} from '@/content/congress-calendar';
import {phaseScript} from '@/lib/phase/phase';
import {panamaTime} from '@/content/congress';

const css = readFileSync('app/phase.css', 'utf8');

/** Runs the head script against a stand-in <html> at an instant, as a browser would. */
function runHeadScript(now: number) {
  const attributes = new Map<string, string>();
  const documentElement = {setAttribute: (name: string, value: string) => attributes.set(name, value)};
  new Function('document', 'Date', phaseScript(calendarDates))({documentElement}, {now: () => now});
  return attributes;
}

describe('the calendar on <html>', () => {
  it.each([
    ['2025-09-15T12:00', 'beforeRegistration'],
    ['2025-11-20T12:00', 'early'],
    ['2026-04-01T12:00', 'late'],
    ['2026-04-24T12:00', 'onsiteOnly'],
    ['2026-04-28T10:00', 'during'],
    ['2026-11-24T09:00', 'after'],
  ])('at %s (Panama) the head script writes the phase %s and the past events', (local, phase) => {
    const now = panamaTime(local).toMillis();
    const attributes = runHeadScript(now);
    expect(attributes.get('data-phase')).toBe(phase);
    const past = Object.entries(calendarAt(now).keyDates)
      .filter(([, when]) => when === 'past')
      .map(([key]) => key);
    expect(attributes.get('data-past')!.split(' ').filter(Boolean).sort()).toEqual(past.sort());
  });

  it('leaves the page in its no-JavaScript state when the clock is broken', () => {
    expect(runHeadScript(Number.NaN).size).toBe(0);
  });

  it('has a CSS rule for every phase and every dated event', () => {
    const phases = ['beforeRegistration', 'early', 'regular', 'late', 'onsiteOnly', 'during', 'after'];
    for (const phase of phases) expect(css).toContain(`html[data-phase='${phase}'] [data-when]:not([data-when~='${phase}'])`);
    for (const key of Object.keys(calendarDates.boundaries)) {
      expect(css).toContain(`html[data-past~='${key}'] [data-ahead-only='${key}']`);
      expect(css).toContain(`html:not([data-past~='${key}']) [data-past-only='${key}']`);
    }
  });
});
