import {congressEndsAt, congressOpensAt, registrationOpensAt} from '@/content/congress';
import {feeStatus, type FeePeriodKey} from '@/content/fees';
import {abstractKeyDates, keyDateInstant, type AbstractKeyDateKey} from '@/content/abstracts';

/** Where the congress calendar stands at an instant, as the assistant needs it. */
export type Phase = 'beforeRegistration' | 'early' | 'regular' | 'late' | 'onsiteOnly' | 'during' | 'after';
export type Today = {
  phase: Phase;
  /** The price period that applies (onsite pays the late fee). */
  feePeriod: FeePeriodKey;
  registration: 'notOpen' | 'online' | 'onsite' | 'closed';
  keyDates: Record<AbstractKeyDateKey, 'ahead' | 'past'>;
};

/** The clock the engine reads: the server's, or a fixed one in tests and the evaluation. */
export type Clock = () => number;
export const systemClock: Clock = () => Date.now();

const startOfCongress = () => congressOpensAt().startOf('day').toMillis();

export function todayAt(instant: number): Today {
  const status = feeStatus(instant);
  const during = instant >= startOfCongress() && instant <= congressEndsAt().toMillis();
  const after = instant > congressEndsAt().toMillis();
  const phase: Phase = after
    ? 'after'
    : during
      ? 'during'
      : instant < registrationOpensAt().toMillis()
        ? 'beforeRegistration'
        : status.online
          ? (status.key as Phase)
          : 'onsiteOnly';
  const registration = after ? 'closed' : status.key === 'upcoming' ? 'notOpen' : status.online ? 'online' : 'onsite';
  const keyDates = Object.fromEntries(
    abstractKeyDates.map((date) => [date.key, keyDateInstant(date).toMillis() > instant ? 'ahead' : 'past']),
  ) as Today['keyDates'];
  return {phase, feePeriod: status.period, registration, keyDates};
}
