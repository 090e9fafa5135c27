import type {ReactNode} from 'react';
import type {FeeStatusKey} from '@/content/fee-status';

/**
 * The note above the fee table: the static text, and one text per fee status, stacked in one grid
 * cell so the box is as tall as the longest text whichever one FeeStatusScope reveals (no layout
 * shift). Hidden texts use `invisible`, so screen readers and tests see only the current one.
 */
const shown: Record<FeeStatusKey | 'static', string> = {
  static: 'visible group-data-[status]/fee:invisible',
  upcoming: 'invisible group-data-[status=upcoming]/fee:visible',
  early: 'invisible group-data-[status=early]/fee:visible',
  regular: 'invisible group-data-[status=regular]/fee:visible',
  late: 'invisible group-data-[status=late]/fee:visible',
  onsite: 'invisible group-data-[status=onsite]/fee:visible',
};

export function FeeStatusNote({texts}: {texts: Record<FeeStatusKey | 'static', ReactNode>}) {
  return (
    <div className="grid rounded-card border border-brand-200 bg-brand-50 px-5 py-4 text-base text-ink">
      {(Object.keys(shown) as Array<keyof typeof shown>).map((key) => (
        <p key={key} data-fee-status-text={key} className={`col-start-1 row-start-1 ${shown[key]}`}>
          {texts[key]}
        </p>
      ))}
    </div>
  );
}
