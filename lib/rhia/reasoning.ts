import {DateTime} from 'luxon';
import {CONGRESS_ZONE} from '@/content/congress';
import {calendarDates} from '@/content/congress-calendar';
import {cancellationPolicy, feePeriods, feeTable, flatFees, groupRegistration, feeStatus, type FeePeriodKey} from '@/content/fees';
import {abstractLimits} from '@/content/abstracts';
import {hotels, type Hotel} from '@/content/hotels';
import type {FeeKey} from './knowledge';

/**
 * The assistant's reasoning over the content modules: pure functions of the facts and a day.
 * Days are ISO calendar dates in Panama.
 */

const startOf = (isoDate: string) => DateTime.fromISO(isoDate, {zone: CONGRESS_ZONE}).startOf('day').toMillis();

export type FeeAnswer =
  | {kind: 'flat'; amount: number}
  | {kind: 'notOpen'; amount: number; period: 'early'}
  | {kind: 'online'; amount: number; period: FeePeriodKey}
  | {kind: 'onsite'; amount: number; period: 'late'};

/** The fee of a category for a payment on a day (or at an instant). */
export function fee(category: FeeKey, day: string | number): FeeAnswer {
  const flat = flatFees.find((entry) => entry.key === category);
  if (flat) return {kind: 'flat', amount: flat.amount};
  const instant = typeof day === 'number' ? day : startOf(day) + 12 * 3_600_000;
  const status = feeStatus(instant);
  const amount = feeTable[category as keyof typeof feeTable][status.period];
  if (status.key === 'upcoming') return {kind: 'notOpen', amount, period: 'early'};
  if (!status.online) return {kind: 'onsite', amount, period: 'late'};
  return {kind: 'online', amount, period: status.period};
}

/** The price period of a day. */
export const periodOf = (day: string | number): FeePeriodKey => feeStatus(typeof day === 'number' ? day : startOf(day)).period;

/** The last day of online registration (ISO). */
export const onlineLastDay = feePeriods[feePeriods.length - 1].lastDay;
export const onlineClosesAt = calendarDates.boundaries.onlineCloses;

/** A cancellation on a day: refunded minus the penalty before the deadline, never for onsite payments. */
export function refund(day: string | number, paidOnsite = false): {refunded: boolean; penaltyPercent: number} {
  const instant = typeof day === 'number' ? day : startOf(day);
  const refunded = !paidOnsite && instant < startOf(cancellationPolicy.penaltyUntil);
  return {refunded, penaltyPercent: cancellationPolicy.penaltyPercent};
}

/** Free registrations for a group of `size` bought together. */
export const groupFree = (size: number): number => Math.floor(size / groupRegistration.paid) * groupRegistration.free;

/**
 * A group of `people` in all: the fewest registrations to pay so that they and the free ones the group rule
 * gives cover everyone (22 people: 20 paid and 2 free; 10 people: 10 paid, and an 11th would be free).
 */
export function groupSplit(people: number): {paid: number; free: number} {
  let paid = Math.ceil((people * groupRegistration.paid) / (groupRegistration.paid + groupRegistration.free));
  while (paid > 0 && paid - 1 + groupFree(paid - 1) >= people) paid -= 1;
  while (paid + groupFree(paid) < people) paid += 1;
  return {paid, free: groupFree(paid)};
}

/** Whether an abstract may carry this many images and tables. */
export function mediaAllowed(images: number, tables: number): boolean {
  return abstractLimits.attachmentOptions.some((option) => images <= option.images && tables <= option.tables);
}

/** Hotels by their lowest (cheapest) or highest (priciest) nightly rate, of one room type if given. */
export function rankedHotels(
  order: 'cheapest' | 'priciest',
  type?: Hotel['rooms'][number]['type'],
): {hotel: Hotel; rate: number; room: Hotel['rooms'][number]}[] {
  const rooms = (hotel: Hotel) => hotel.rooms.filter((room) => !type || room.type === type);
  const pick = (hotel: Hotel) =>
    rooms(hotel).reduce((best, room) =>
      (order === 'cheapest' ? room.nightlyRateUsd < best.nightlyRateUsd : room.nightlyRateUsd > best.nightlyRateUsd) ? room : best,
    );
  return hotels
    .filter((hotel) => rooms(hotel).length > 0)
    .map((hotel) => ({hotel, room: pick(hotel), rate: pick(hotel).nightlyRateUsd}))
    .sort((a, b) => (order === 'cheapest' ? a.rate - b.rate : b.rate - a.rate));
}
