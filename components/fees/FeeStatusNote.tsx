import type {ReactNode} from 'react';
import type {CongressPhase} from '@/content/calendar-state';
import {whenPhase, withoutScript} from '@/lib/phase/phase';

/** Where registration stands, one text per state of the calendar (and one without JavaScript). */
export type FeeStatusTexts = Record<'static' | 'upcoming' | 'early' | 'regular' | 'late' | 'onsite' | 'closed', ReactNode>;

/** The phases in which each text is the true one. */
const phasesOf: Record<Exclude<keyof FeeStatusTexts, 'static'>, CongressPhase[]> = {
  upcoming: ['beforeRegistration'],
  early: ['early'],
  regular: ['regular'],
  late: ['late'],
  onsite: ['onsiteOnly', 'during'],
  closed: ['after'],
};

/**
 * The note above the fee table. The calendar's phase on <html>, set before the first paint, shows
 * the text of the day; without JavaScript the static text says how the fee depends on the date.
 */
export function FeeStatusNote({texts}: {texts: FeeStatusTexts}) {
  return (
    <div className="rounded-card border border-brand-200 bg-brand-50 px-5 py-4 text-base text-ink">
      <p data-fee-status-text="static" {...withoutScript}>
        {texts.static}
      </p>
      {(Object.keys(phasesOf) as Array<keyof typeof phasesOf>).map((key) => (
        <p key={key} data-fee-status-text={key} {...whenPhase(...phasesOf[key])}>
          {texts[key]}
        </p>
      ))}
    </div>
  );
}
