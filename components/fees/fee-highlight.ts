import type {FeePeriodKey} from '@/content/fees';

/**
 * The classes that mark the current fee period, from the calendar's phase on <html>
 * (lib/phase/phase.ts), set before the first paint: the late fee applies in the late period and
 * onsite (until the congress ends); before registration opens, after the congress and without
 * JavaScript no period is marked. Written out whole, so that Tailwind finds every class.
 */
export const feeHighlight: Record<FeePeriodKey, {block: string; badge: string; badgeInline: string}> = {
  early: {
    block: '[html[data-phase=early]_&]:bg-gold-100',
    badge: '[html[data-phase=early]_&]:visible',
    badgeInline: '[html[data-phase=early]_&]:inline-block',
  },
  regular: {
    block: '[html[data-phase=regular]_&]:bg-gold-100',
    badge: '[html[data-phase=regular]_&]:visible',
    badgeInline: '[html[data-phase=regular]_&]:inline-block',
  },
  late: {
    block: '[html:is([data-phase=late],[data-phase=onsiteOnly],[data-phase=during])_&]:bg-gold-100',
    badge: '[html:is([data-phase=late],[data-phase=onsiteOnly],[data-phase=during])_&]:visible',
    badgeInline: '[html:is([data-phase=late],[data-phase=onsiteOnly],[data-phase=during])_&]:inline-block',
  },
};

/** The "current" badge's look, in the table's header and on a period's card. */
export const currentBadge = 'rounded-full bg-brand-700 font-semibold text-white uppercase';
