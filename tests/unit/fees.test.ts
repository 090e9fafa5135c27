import {DateTime, Settings} from 'luxon';
import {feeCategories, feeFor, feePeriods, feeStatus, feeTable, flatFees, periodAt, currentPeriod} from '@/content/fees';
import {calendarAt, calendarDates} from '@/content/congress-calendar';

/** An instant given as a wall-clock time in Panama (UTC-5, no daylight saving). */
const panama = (iso: string) => DateTime.fromISO(iso, {zone: 'America/Panama'}).toJSDate();

describe('fee periods by date (Panama time)', () => {
  const originalTz = process.env.TZ;
  const originalZone = Settings.defaultZone;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
    Settings.defaultZone = originalZone;
  });

  it('switches from early to regular at midnight of 16 January, Panama time', () => {
    expect(periodAt(panama('2026-01-15T23:59:59'))).toBe('early');
    expect(periodAt(panama('2026-01-15T23:59:59.999'))).toBe('early');
    expect(periodAt(panama('2026-01-16T00:00:00'))).toBe('regular');
    // The same instants in UTC: Panama midnight is 05:00 UTC.
    expect(periodAt(new Date('2026-01-16T04:59:00Z'))).toBe('early');
    expect(periodAt(new Date('2026-01-16T05:00:00Z'))).toBe('regular');
  });

  it.each(['Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Honolulu', 'Europe/Madrid', 'UTC'])(
    'gives the same answer when the module loads and runs in %s',
    (zone) => {
      process.env.TZ = zone;
      Settings.defaultZone = zone;
      // Load the module afresh under that zone, as a browser in another country would.
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fees = require('@/content/fees') as typeof import('@/content/fees');
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const {calendarDates: boundariesThere} = require('@/content/congress-calendar') as typeof import('@/content/congress-calendar');
        // 16 Jan 00:30 in Tokyo is still 15 Jan in Panama: early.
        expect(fees.periodAt(new Date('2026-01-15T15:30:00Z'))).toBe('early');
        expect(fees.periodAt(new Date('2026-01-16T04:59:59Z'))).toBe('early');
        expect(fees.periodAt(new Date('2026-01-16T05:00:00Z'))).toBe('regular');
        expect(boundariesThere.boundaries).toMatchObject({
          registrationOpens: Date.UTC(2025, 9, 22, 5),
          earlyEnds: Date.UTC(2026, 0, 16, 5),
          regularEnds: Date.UTC(2026, 2, 17, 5),
          onlineCloses: Date.UTC(2026, 3, 21, 5),
        });
      });
    },
  );

  it('switches from regular to late at midnight of 17 March', () => {
    expect(periodAt(panama('2026-03-16T23:59'))).toBe('regular');
    expect(periodAt(panama('2026-03-17T00:00'))).toBe('late');
  });

  it('closes online registration after 20 April; onsite registration pays the late fee', () => {
    expect(feeStatus(panama('2026-04-20T23:59'))).toEqual({key: 'late', period: 'late', online: true});
    expect(feeStatus(panama('2026-04-21T00:00'))).toEqual({key: 'onsite', period: 'late', online: false});
    expect(feeStatus(panama('2026-04-28T10:00'))).toEqual({key: 'onsite', period: 'late', online: false});
  });

  it('is not open before 22 October 2025, when the early fee starts', () => {
    expect(feeStatus(panama('2025-10-21T23:59'))).toEqual({key: 'upcoming', period: 'early', online: false});
    expect(feeStatus(panama('2025-10-22T00:00'))).toEqual({key: 'early', period: 'early', online: true});
  });

  it('accepts a Date, a luxon DateTime or epoch milliseconds alike', () => {
    const instant = panama('2026-02-10T12:00');
    expect(periodAt(instant)).toBe('regular');
    expect(periodAt(DateTime.fromJSDate(instant))).toBe('regular');
    expect(periodAt(instant.getTime())).toBe('regular');
  });

  it('currentPeriod reads the clock', () => {
    const spy = jest.spyOn(Date, 'now').mockReturnValue(panama('2026-03-20T09:00').getTime());
    expect(currentPeriod()).toBe('late');
    spy.mockRestore();
  });

  it('follows the congress calendar at each of its boundaries', () => {
    for (const now of Object.values(calendarDates.boundaries).flatMap((at) => [at - 1, at])) {
      const {registration, feePeriod} = calendarAt(now);
      const status = feeStatus(now);
      expect(status.online).toBe(registration === 'online');
      if (feePeriod) expect(status.period).toBe(feePeriod);
    }
  });

  it('periods follow each other without a gap', () => {
    for (let index = 1; index < feePeriods.length; index += 1) {
      const previousEnd = DateTime.fromISO(feePeriods[index - 1].lastDay)
        .plus({days: 1})
        .toISODate();
      expect(feePeriods[index].firstDay).toBe(previousEnd);
    }
  });
});

describe('fee lookup', () => {
  it('returns the fee of each category in each period (USD)', () => {
    expect(feeFor('rheumatologists', 'early')).toBe(530);
    expect(feeFor('rheumatologists', 'regular')).toBe(580);
    expect(feeFor('rheumatologists', 'late')).toBe(680);
    expect(feeFor('relatedProfessionals', 'late')).toBe(630);
    expect(feeFor('therapistsNurses', 'early')).toBe(250);
    expect(feeFor('therapistsNurses', 'regular')).toBe(300);
    expect(feeFor('therapistsNurses', 'late')).toBe(350);
    expect(feeFor('residentsStudents', 'early')).toBe(50);
    expect(feeFor('residentsStudents', 'regular')).toBe(70);
    expect(feeFor('residentsStudents', 'late')).toBe(90);
  });

  it('returns flat fees whatever the period', () => {
    for (const period of ['early', 'regular', 'late'] as const) {
      expect(feeFor('dayPass', period)).toBe(180);
      expect(feeFor('groupLeader', period)).toBe(250);
      expect(feeFor('industryStaff', period)).toBe(150);
    }
  });

  it('marks group leader and industry staff as needing an access code', () => {
    expect(flatFees.filter((fee) => fee.needsAccessCode).map((fee) => fee.key)).toEqual(['groupLeader', 'industryStaff']);
  });

  it('never lowers a fee as the periods go by', () => {
    for (const category of feeCategories) {
      const row = feeTable[category];
      expect(row.early).toBeLessThanOrEqual(row.regular);
      expect(row.regular).toBeLessThanOrEqual(row.late);
    }
  });

  it('rejects an unknown category', () => {
    expect(() => feeFor('astronauts' as never, 'early')).toThrow(/Unknown fee category/);
  });
});
