/**
 * The facts the JSON-LD and the calendar files need, read from the content modules.
 * INTERIM: until content/congress.ts, content/fees.ts, content/abstracts.ts and content/venue.ts
 * reach main, the same values are written here; after the merge this file only re-exports them.
 */

export const zone = 'America/Panama';

export const congressFacts = {
  startDate: '2026-04-27',
  endDate: '2026-04-30',
  opensAt: '2026-04-27T08:00',
  organizerFounded: 1944,
  country: 'PA',
} as const;

export const venueFacts = {
  name: 'Centro de Convenciones de Panamá',
  street: 'Calzada de Amador',
  city: 'Ciudad de Panamá',
  url: 'https://www.panamaconventioncenter.com/',
} as const;

export type FeePeriodFact = {key: 'early' | 'regular' | 'late'; firstDay: string; lastDay: string};

export const feeFacts = {
  currency: 'USD',
  periods: [
    {key: 'early', firstDay: '2025-10-22', lastDay: '2026-01-15'},
    {key: 'regular', firstDay: '2026-01-16', lastDay: '2026-03-16'},
    {key: 'late', firstDay: '2026-03-17', lastDay: '2026-04-20'},
  ] as readonly FeePeriodFact[],
  table: {
    rheumatologists: {early: 530, regular: 580, late: 680},
    relatedProfessionals: {early: 530, regular: 580, late: 630},
    therapistsNurses: {early: 250, regular: 300, late: 350},
    residentsStudents: {early: 50, regular: 70, late: 90},
  } as Readonly<Record<string, Readonly<Record<FeePeriodFact['key'], number>>>>,
  flat: [
    {key: 'dayPass', amount: 180},
    {key: 'groupLeader', amount: 250},
    {key: 'industryStaff', amount: 150},
  ] as readonly {key: string; amount: number}[],
};

export const abstractDeadlineFact = {at: '2025-12-29T18:00', zone} as const;
