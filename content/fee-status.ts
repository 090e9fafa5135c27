/**
 * The shape of the fee status (content/fees.ts `feeStatus`, read from the congress calendar). The
 * pages show it through the calendar's phase on <html> (lib/phase/phase.ts), so no browser code
 * computes it.
 */

export type FeeStatusKey = 'upcoming' | 'early' | 'regular' | 'late' | 'onsite';

export type FeeStatus = {
  key: FeeStatusKey;
  /** The price period that applies (onsite registration pays the late fee). */
  period: 'early' | 'regular' | 'late';
  /** Whether online registration is open. */
  online: boolean;
};
