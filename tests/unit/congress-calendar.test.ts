import {DateTime, Settings} from 'luxon';
import {calendarStateAt} from '@/content/calendar-state';
import {calendarAt, calendarDates, type CalendarDateKey, type CalendarState} from '@/content/congress-calendar';

/*
 * The congress calendar as a visitor reads it (spec, Panama time, UTC-5 all year):
 * registration opens 22 Oct 2025; early fee to 15 Jan 2026, regular to 16 Mar, late to 20 Apr
 * (online registration closes with that day), then onsite until the congress ends; abstracts close
 * 29 Dec 2025 18:00; notification 13 Feb 2026; e-poster file and presenting-author discount 25 Feb;
 * congress 27–30 Apr 2026, opening 27 Apr 08:00. A day's deadline lasts to its last millisecond.
 * Below, each boundary is written as the UTC instant of its first "after" millisecond.
 */
const BOUNDARIES: Record<CalendarDateKey, string> = {
  registrationOpens: '2025-10-22T05:00:00.000Z',
  abstractsClose: '2025-12-29T23:00:00.000Z',
  earlyEnds: '2026-01-16T05:00:00.000Z',
  notification: '2026-02-14T05:00:00.000Z',
  presentingAuthor: '2026-02-26T05:00:00.000Z',
  ePoster: '2026-02-26T05:00:00.000Z',
  regularEnds: '2026-03-17T05:00:00.000Z',
  onlineCloses: '2026-04-21T05:00:00.000Z',
  congressStarts: '2026-04-27T13:00:00.000Z',
  congressEnds: '2026-05-01T05:00:00.000Z',
};
const KEYS = Object.keys(BOUNDARIES) as CalendarDateKey[];
const ms = (iso: string) => new Date(iso).getTime();
const panama = (local: string) => DateTime.fromISO(local, {zone: 'America/Panama'}).toMillis();

/** keyDates with the given keys past and every other one ahead. */
function pastOnly(...past: CalendarDateKey[]): Record<CalendarDateKey, 'ahead' | 'past'> {
  return Object.fromEntries(KEYS.map((key) => [key, past.includes(key) ? 'past' : 'ahead'])) as Record<CalendarDateKey, 'ahead' | 'past'>;
}

/** What changes at each boundary, besides its own key date turning past. */
const CHANGES: Record<CalendarDateKey, [Partial<CalendarState>, Partial<CalendarState>]> = {
  registrationOpens: [
    {phase: 'beforeRegistration', registration: 'notOpen', feePeriod: null},
    {phase: 'early', registration: 'online', feePeriod: 'early'},
  ],
  abstractsClose: [
    {phase: 'early', abstracts: 'open'},
    {phase: 'early', abstracts: 'closed'},
  ],
  earlyEnds: [
    {phase: 'early', feePeriod: 'early'},
    {phase: 'regular', feePeriod: 'regular'},
  ],
  notification: [{phase: 'regular'}, {phase: 'regular'}],
  presentingAuthor: [{phase: 'regular'}, {phase: 'regular'}],
  ePoster: [{phase: 'regular'}, {phase: 'regular'}],
  regularEnds: [
    {phase: 'regular', feePeriod: 'regular'},
    {phase: 'late', feePeriod: 'late'},
  ],
  onlineCloses: [
    {phase: 'late', registration: 'online', feePeriod: 'late'},
    {phase: 'onsiteOnly', registration: 'onsite', feePeriod: 'late'},
  ],
  congressStarts: [
    {phase: 'onsiteOnly', registration: 'onsite', congressDay: null},
    {phase: 'during', registration: 'onsite', feePeriod: 'late', congressDay: '2026-04-27'},
  ],
  congressEnds: [
    {phase: 'during', registration: 'onsite', feePeriod: 'late', congressDay: '2026-04-30'},
    {phase: 'after', registration: 'closed', feePeriod: null, congressDay: null},
  ],
};

/** The keys that turn past at the same instant as `key` (e-poster and presenting author share a day). */
const sameInstant = (key: CalendarDateKey) => KEYS.filter((other) => BOUNDARIES[other] === BOUNDARIES[key]);

describe('the congress calendar at each boundary (Panama time)', () => {
  it.each(KEYS)('%s: one millisecond before, then at the boundary', (key) => {
    const at = ms(BOUNDARIES[key]);
    const before = calendarAt(at - 1);
    const after = calendarAt(at);
    const [expectedBefore, expectedAfter] = CHANGES[key];
    expect(before).toMatchObject(expectedBefore);
    expect(after).toMatchObject(expectedAfter);
    for (const other of sameInstant(key)) {
      expect(before.keyDates[other]).toBe('ahead');
      expect(after.keyDates[other]).toBe('past');
    }
    // Nothing else flips: every other key date keeps its state across the boundary.
    for (const other of KEYS.filter((candidate) => !sameInstant(key).includes(candidate))) {
      expect(after.keyDates[other]).toBe(before.keyDates[other]);
      expect(before.keyDates[other]).toBe(ms(BOUNDARIES[other]) <= at ? 'past' : 'ahead');
    }
  });

  it('closes abstract submission at 18:00 Panama time, not at midnight', () => {
    expect(calendarAt(panama('2025-12-29T17:59:59.999')).abstracts).toBe('open');
    expect(calendarAt(panama('2025-12-29T18:00')).abstracts).toBe('closed');
    expect(calendarAt(panama('2025-12-29T23:59')).abstracts).toBe('closed');
    // No opening date in the spec: submission counts as open at any instant before the deadline.
    expect(calendarAt(panama('2025-01-01T00:00')).abstracts).toBe('open');
    expect(calendarAt(panama('2026-11-24T12:00')).abstracts).toBe('closed');
  });

  it('the congress starts with the opening session at 08:00, the countdown target', () => {
    expect(calendarAt(panama('2026-04-27T07:59:59.999')).phase).toBe('onsiteOnly');
    expect(calendarAt(panama('2026-04-27T08:00')).phase).toBe('during');
  });

  it('names each congress day by its Panama date, turning at Panama midnight', () => {
    expect(calendarAt(panama('2026-04-27T23:59:59.999')).congressDay).toBe('2026-04-27');
    expect(calendarAt(panama('2026-04-28T00:00')).congressDay).toBe('2026-04-28');
    expect(calendarAt(panama('2026-04-29T12:00')).congressDay).toBe('2026-04-29');
    expect(calendarAt(panama('2026-04-30T00:00')).congressDay).toBe('2026-04-30');
    // Already 28 April in Tokyo, still the 27th in Panama.
    expect(calendarAt(DateTime.fromISO('2026-04-28T09:00', {zone: 'Asia/Tokyo'}).toMillis()).congressDay).toBe('2026-04-27');
  });

  it('a wall-clock date in Panama holds the whole day, whatever the visitor’s offset', () => {
    // Still 20 April in Panama (online registration open) when it is already the 21st elsewhere.
    expect(calendarAt(new Date('2026-04-21T13:59:59.999+09:00')).registration).toBe('online'); // Tokyo
    expect(calendarAt(new Date('2026-04-21T06:59:59.999+02:00')).registration).toBe('online'); // Madrid (CEST)
    expect(calendarAt(new Date('2026-04-21T01:59:59.999-03:00')).registration).toBe('online'); // São Paulo
    expect(calendarAt(new Date('2026-04-21T14:00:00+09:00')).registration).toBe('onsite');
    expect(calendarAt(new Date('2026-04-21T07:00:00+02:00')).registration).toBe('onsite');
    expect(calendarAt(new Date('2026-04-21T02:00:00-03:00')).registration).toBe('onsite');
    // Madrid in winter (CET, +01:00): 16 January 06:00 there is Panama's midnight.
    expect(calendarAt(new Date('2026-01-16T05:59:59.999+01:00')).feePeriod).toBe('early');
    expect(calendarAt(new Date('2026-01-16T06:00:00+01:00')).feePeriod).toBe('regular');
  });
});

describe.each(['Asia/Tokyo', 'Europe/Madrid', 'America/Sao_Paulo', 'UTC', 'Pacific/Kiritimati'])('from %s', (zone) => {
  const originalTz = process.env.TZ;
  const originalZone = Settings.defaultZone;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
    Settings.defaultZone = originalZone;
  });

  it.each(KEYS)('%s: the boundary expressed in local wall-clock time gives the same states', (key) => {
    const at = ms(BOUNDARIES[key]);
    // The same instants written as that zone's clock reads them, then read back.
    const local = (instant: number) => DateTime.fromMillis(instant, {zone}).toISO({includeOffset: true}) as string;
    expect(calendarAt(new Date(local(at - 1)))).toEqual(calendarAt(at - 1));
    expect(calendarAt(new Date(local(at)))).toEqual(calendarAt(at));
    expect(calendarAt(new Date(local(at - 1))).keyDates[key]).toBe('ahead');
    expect(calendarAt(new Date(local(at))).keyDates[key]).toBe('past');
  });

  it('gives the same calendar when the module loads and runs in that zone', () => {
    process.env.TZ = zone;
    Settings.defaultZone = zone;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('@/content/congress-calendar') as typeof import('@/content/congress-calendar');
      expect(fresh.calendarDates).toEqual(calendarDates);
      for (const key of KEYS) {
        const at = ms(BOUNDARIES[key]);
        expect(fresh.calendarAt(at - 1).keyDates[key]).toBe('ahead');
        expect(fresh.calendarAt(at).keyDates[key]).toBe('past');
        expect(fresh.calendarAt(at)).toEqual(calendarAt(at));
      }
    });
  });
});

/** The six instants the end-to-end suite freezes the clock at (Panama time). */
const SIX_INSTANTS: Record<string, [string, CalendarState]> = {
  'before registration opens': [
    '2025-09-15T12:00',
    {phase: 'beforeRegistration', registration: 'notOpen', feePeriod: null, abstracts: 'open', keyDates: pastOnly(), congressDay: null},
  ],
  'the early period': [
    '2025-11-20T12:00',
    {
      phase: 'early',
      registration: 'online',
      feePeriod: 'early',
      abstracts: 'open',
      keyDates: pastOnly('registrationOpens'),
      congressDay: null,
    },
  ],
  'the late period': [
    '2026-04-01T12:00',
    {
      phase: 'late',
      registration: 'online',
      feePeriod: 'late',
      abstracts: 'closed',
      keyDates: pastOnly('registrationOpens', 'abstractsClose', 'earlyEnds', 'notification', 'presentingAuthor', 'ePoster', 'regularEnds'),
      congressDay: null,
    },
  ],
  'between online closing and the congress': [
    '2026-04-24T12:00',
    {
      phase: 'onsiteOnly',
      registration: 'onsite',
      feePeriod: 'late',
      abstracts: 'closed',
      keyDates: pastOnly(...KEYS.filter((key) => key !== 'congressStarts' && key !== 'congressEnds')),
      congressDay: null,
    },
  ],
  'the congress': [
    '2026-04-28T10:00',
    {
      phase: 'during',
      registration: 'onsite',
      feePeriod: 'late',
      abstracts: 'closed',
      keyDates: pastOnly(...KEYS.filter((key) => key !== 'congressEnds')),
      congressDay: '2026-04-28',
    },
  ],
  'after the congress (24 November 2026)': [
    '2026-11-24T12:00',
    {phase: 'after', registration: 'closed', feePeriod: null, abstracts: 'closed', keyDates: pastOnly(...KEYS), congressDay: null},
  ],
};

describe('the six instants of the end-to-end suite', () => {
  it.each(Object.entries(SIX_INSTANTS))('%s', (_name, [local, expected]) => {
    expect(calendarAt(panama(local))).toEqual(expected);
  });
});

describe('inputs', () => {
  it('a Date and its epoch milliseconds give the same state', () => {
    const probes = [
      ...KEYS.flatMap((key) => [ms(BOUNDARIES[key]) - 1, ms(BOUNDARIES[key])]),
      ...Object.values(SIX_INSTANTS).map(([local]) => panama(local)),
    ];
    for (const probe of probes) {
      expect(calendarAt(new Date(probe))).toEqual(calendarAt(probe));
    }
  });

  it('rejects an instant that is not a time', () => {
    expect(() => calendarAt(Number.NaN)).toThrow(/instant/i);
    expect(() => calendarAt(new Date('not a date'))).toThrow(/instant/i);
    expect(() => calendarAt(Number.POSITIVE_INFINITY)).toThrow(/instant/i);
  });

  it('returns a fresh state each time (callers may keep or change it)', () => {
    const first = calendarAt(ms(BOUNDARIES.onlineCloses));
    first.keyDates.onlineCloses = 'ahead';
    expect(calendarAt(ms(BOUNDARIES.onlineCloses)).keyDates.onlineCloses).toBe('past');
  });
});

describe('calendarDates', () => {
  it('is plain JSON, for an inline script', () => {
    expect(JSON.parse(JSON.stringify(calendarDates))).toEqual(calendarDates);
  });

  it('holds every boundary of the calendar as an instant', () => {
    for (const key of KEYS) {
      expect(calendarDates.boundaries[key]).toBe(ms(BOUNDARIES[key]));
    }
    expect(Object.keys(calendarDates.boundaries).sort()).toEqual([...KEYS].sort());
  });

  it('lists the four congress days with their first instant in Panama', () => {
    expect(calendarDates.congressDays).toEqual([
      {date: '2026-04-27', from: ms('2026-04-27T05:00:00Z')},
      {date: '2026-04-28', from: ms('2026-04-28T05:00:00Z')},
      {date: '2026-04-29', from: ms('2026-04-29T05:00:00Z')},
      {date: '2026-04-30', from: ms('2026-04-30T05:00:00Z')},
    ]);
  });

  it('with the state function rebuilt from its source alone, gives the same states (for an inline script)', () => {
    // Rebuilt from its source alone: the function needs nothing else from its module.
    const inlined = new Function(`return (${calendarStateAt.toString()})`)() as typeof calendarStateAt;
    const dates = JSON.parse(JSON.stringify(calendarDates)) as typeof calendarDates;
    for (const probe of [...KEYS.flatMap((key) => [ms(BOUNDARIES[key]) - 1, ms(BOUNDARIES[key])]), panama('2026-11-24T12:00')]) {
      expect(inlined(dates, probe)).toEqual(calendarAt(probe));
    }
  });
});
