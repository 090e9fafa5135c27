import {airlineBookingUrl, airlineDiscount, clampToValidity, congressWindow} from '@/content/airline';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('airline booking URL builder', () => {
  it('defaults to a round trip to Panama on the congress days, one adult, no children or infants', () => {
    const url = airlineBookingUrl({locale: 'es'});
    expect(url.startsWith('https://shopping.copaair.com/?')).toBe(true);
    expect(query(url)).toEqual({
      roundtrip: 'true',
      area1: '',
      area2: 'PTY',
      date1: '2026-04-27',
      date2: '2026-04-30',
      adults: '1',
      children: '0',
      infants: '0',
      langid: 'es',
    });
  });

  it('speaks the page language', () => {
    expect(query(airlineBookingUrl({locale: 'en'})).langid).toBe('en');
    expect(query(airlineBookingUrl({locale: 'pt'})).langid).toBe('pt');
  });

  it('takes explicit parameters and drops the return date of a one-way trip', () => {
    const params = query(
      airlineBookingUrl({locale: 'en', origin: 'BOG', departure: '2026-04-25', roundTrip: false, adults: 2, children: 1, infants: 1}),
    );
    expect(params).toMatchObject({roundtrip: 'false', area1: 'BOG', date1: '2026-04-25', adults: '2', children: '1', infants: '1'});
    expect(params.date2).toBeUndefined();
  });

  it('keeps the dates inside the discount validity window', () => {
    const params = query(airlineBookingUrl({locale: 'es', departure: '2026-04-01', return: '2026-06-01'}));
    expect(params.date1).toBe(airlineDiscount.validity.from);
    expect(params.date2).toBe(airlineDiscount.validity.to);
  });

  it('is pure: the same parameters give the same address', () => {
    expect(airlineBookingUrl({locale: 'pt'})).toBe(airlineBookingUrl({locale: 'pt'}));
  });

  it('rejects impossible requests', () => {
    expect(() => airlineBookingUrl({locale: 'es', adults: 0})).toThrow();
    expect(() => airlineBookingUrl({locale: 'es', children: -1})).toThrow();
    expect(() => airlineBookingUrl({locale: 'es', adults: 1.5})).toThrow();
    expect(() => airlineBookingUrl({locale: 'es', departure: '2026-05-05', return: '2026-04-28'})).toThrow(/precedes/);
    expect(() => airlineBookingUrl({locale: 'es', departure: '2026-13-40'})).toThrow(/Invalid date/);
  });
});

describe('airline discount facts', () => {
  it('are the ones of the spec', () => {
    expect(airlineDiscount.maxPercent).toBe(15);
    expect(airlineDiscount.code).toBe('C9562');
    expect([...airlineDiscount.excludedClasses]).toEqual(['A', 'D', 'R']);
    expect(airlineDiscount.validity).toEqual({from: '2026-04-19', to: '2026-05-08'});
  });

  it('put the congress inside the validity window', () => {
    expect(clampToValidity(congressWindow.start)).toBe(congressWindow.start);
    expect(clampToValidity(congressWindow.end)).toBe(congressWindow.end);
  });

  it('clamp days at the window edges, inclusive', () => {
    expect(clampToValidity('2026-04-18')).toBe('2026-04-19');
    expect(clampToValidity('2026-04-19')).toBe('2026-04-19');
    expect(clampToValidity('2026-05-08')).toBe('2026-05-08');
    expect(clampToValidity('2026-05-09')).toBe('2026-05-08');
  });
});
