import {DateTime} from 'luxon';
import {calendarAt} from './congress-calendar';
import {CONGRESS_ZONE, congress} from './congress';
import {feePeriods, type FeePeriodKey} from './fee-periods';
import {links} from './links';
import {site} from './site';
import type {FeeStatus} from './fee-status';

/**
 * Registration fees of the PANLAR 2026 Congress: every price, date and rule, written once.
 * The fee page, the JSON-LD and the virtual assistant read these values; the words around them
 * live in the `Fees` namespace of messages/*.json.
 *
 * Dates are calendar days in Panama time (America/Panama, UTC-5 all year). A period runs from
 * 00:00 of its first day to the end of its last day, Panama time, whatever the visitor's zone.
 * The period dates live in content/fee-periods.ts and the status by date in the congress calendar
 * (content/congress-calendar.ts); the periods are re-exported here.
 */

export {feePeriods, type FeePeriod, type FeePeriodKey} from './fee-periods';

export const feeZone = CONGRESS_ZONE;
export const feeCurrency = 'USD';

export type FeeCategoryKey = 'rheumatologists' | 'relatedProfessionals' | 'therapistsNurses' | 'residentsStudents';
export type FlatFeeKey = 'dayPass' | 'groupLeader' | 'industryStaff';
export type PaymentMethodKey = 'creditCard' | 'bankTransfer';
export type RelatedSpecialtyKey =
  | 'radiology'
  | 'ultrasound'
  | 'dermatology'
  | 'kinesiology'
  | 'traumatology'
  | 'gerontology'
  | 'ophthalmology'
  | 'pediatrics'
  | 'orthopedics'
  | 'physiatry';

export const feePeriodKeys: readonly FeePeriodKey[] = feePeriods.map((period) => period.key);

/** Registration opens (online) on this day, Panama time (content/congress.ts). */
export const registrationOpensOn = congress.registrationOpens;

/** Registration categories priced by period, in the order of the fee table. */
export const feeCategories: readonly FeeCategoryKey[] = [
  'rheumatologists',
  'relatedProfessionals',
  'therapistsNurses',
  'residentsStudents',
];

/** Fee in USD per category and period. */
export const feeTable: Readonly<Record<FeeCategoryKey, Readonly<Record<FeePeriodKey, number>>>> = {
  rheumatologists: {early: 530, regular: 580, late: 680},
  relatedProfessionals: {early: 530, regular: 580, late: 630},
  therapistsNurses: {early: 250, regular: 300, late: 350},
  residentsStudents: {early: 50, regular: 70, late: 90},
};

export type FlatFee = {
  key: FlatFeeKey;
  /** USD, the same in every period. */
  amount: number;
  /** Registration needs an access code requested from the organiser. */
  needsAccessCode: boolean;
};

/** Fees that do not change with the period (the industry table). */
export const flatFees: readonly FlatFee[] = [
  {key: 'dayPass', amount: 180, needsAccessCode: false},
  {key: 'groupLeader', amount: 250, needsAccessCode: true},
  {key: 'industryStaff', amount: 150, needsAccessCode: true},
];

/** The fee of a category in a period, or of a flat-fee category (any period), in USD. */
export function feeFor(category: FeeCategoryKey | FlatFeeKey, period: FeePeriodKey): number {
  if (category in feeTable) return feeTable[category as FeeCategoryKey][period];
  const flat = flatFees.find((fee) => fee.key === category);
  if (!flat) throw new Error(`Unknown fee category: ${category}`);
  return flat.amount;
}

/** Online payment: by credit card or bank transfer, in US dollars. */
export const payment = {
  currency: feeCurrency,
  methods: ['creditCard', 'bankTransfer'] as readonly PaymentMethodKey[],
  online: true,
} as const;

/** Specialties registered in the "related professionals" category. */
export const relatedSpecialties: readonly RelatedSpecialtyKey[] = [
  'radiology',
  'ultrasound',
  'dermatology',
  'kinesiology',
  'traumatology',
  'gerontology',
  'ophthalmology',
  'pediatrics',
  'orthopedics',
  'physiatry',
];

/** Group registration: for every `paid` registrations bought together, `free` more at no cost. */
export const groupRegistration = {paid: 10, free: 1} as const;

/**
 * Cancellation policy: a cancellation received before `penaltyUntil` (00:00 of that day, Panama
 * time) is refunded minus `penaltyPercent`; later ones are not refunded; onsite payments never are.
 */
export const cancellationPolicy = {
  penaltyUntil: '2026-03-25',
  penaltyPercent: 20,
  refundAfterDeadline: false,
  onsitePaymentsRefundable: false,
} as const;

/** Where to register, pay and ask for access codes. */
export const registrationContact = {
  email: site.contactEmail,
  registrationUrl: links.registration,
} as const;

/** 00:00 of a calendar day in Panama time. */
export function panamaStartOfDay(isoDate: string): DateTime {
  return DateTime.fromISO(isoDate, {zone: feeZone}).startOf('day');
}

type Instant = Date | DateTime | number;
const millis = (instant: Instant) => (typeof instant === 'number' ? instant : instant.valueOf());

/**
 * The registration status at an instant, read from the congress calendar: before opening, one of
 * the three online periods, or (from 21 April 2026, Panama time) online registration closed with
 * onsite registration at the late fee. After the congress the calendar says registration is
 * closed; this status keeps saying "onsite" (its key set is what the fee page's island renders).
 */
export function feeStatus(instant: Instant): FeeStatus {
  const {registration, feePeriod} = calendarAt(millis(instant));
  if (registration === 'notOpen') return {key: 'upcoming', period: 'early', online: false};
  if (registration === 'online' && feePeriod) return {key: feePeriod, period: feePeriod, online: true};
  return {key: 'onsite', period: 'late', online: false};
}

/**
 * The price period that applies at an instant: early before and during the early period, late
 * during the late period and onsite afterwards.
 */
export function periodAt(instant: Instant): FeePeriodKey {
  return feeStatus(instant).period;
}

/** The price period that applies now. */
export function currentPeriod(): FeePeriodKey {
  return periodAt(Date.now());
}

export type {FeeStatus, FeeStatusKey} from './fee-status';
