import {congressDates, openingDateTime} from '@/lib/congress-format';

describe('congress dates in each language', () => {
  it('write the range and its ends as each language does, in Panama', () => {
    expect(congressDates('es')).toMatchObject({from: '27', to: '30 de abril de 2026'});
    expect(congressDates('en')).toMatchObject({from: 'April 27', to: 'April 30, 2026'});
    expect(congressDates('pt')).toMatchObject({from: '27', to: '30 de abril de 2026'});
    // English and Portuguese set the range's dash between thin spaces, Spanish does not.
    expect(congressDates('es').range).toBe('27–30 de abril de 2026');
    expect(congressDates('en').range).toMatch(/^April 27\s–\s30, 2026$/);
    expect(congressDates('pt').range).toMatch(/^27\s–\s30 de abril de 2026$/);
  });

  it("give the opening at 8:00 on each language's own clock", () => {
    expect(openingDateTime('es')).toEqual({date: '27 de abril de 2026', time: '8:00'});
    expect(openingDateTime('en')).toEqual({date: 'April 27, 2026', time: '8:00 AM'});
    expect(openingDateTime('pt')).toEqual({date: '27 de abril de 2026', time: '8:00'});
  });
});
