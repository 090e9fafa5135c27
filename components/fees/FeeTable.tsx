import type {ReactNode} from 'react';
import type {FeeCategoryKey, FeePeriodKey} from '@/content/fees';
import {cn} from '@/components/ui/cn';

/**
 * The fee table (categories by period). The current period's column is highlighted by CSS from
 * the calendar's phase on <html> (lib/phase/phase.ts), set before the first paint: the late fee
 * applies in the late period and onsite (until the congress ends); before registration opens,
 * after the congress and without JavaScript no column is highlighted.
 * On phones the table bleeds to the screen edges (the section's padding moves into the first and
 * last cells); the scrolling frame is only a last resort below 360 px.
 */
const current: Record<FeePeriodKey, {cell: string; badge: string}> = {
  early: {cell: '[html[data-phase=early]_&]:bg-gold-100', badge: '[html[data-phase=early]_&]:visible'},
  regular: {cell: '[html[data-phase=regular]_&]:bg-gold-100', badge: '[html[data-phase=regular]_&]:visible'},
  late: {
    cell: '[html:is([data-phase=late],[data-phase=onsiteOnly],[data-phase=during])_&]:bg-gold-100',
    badge: '[html:is([data-phase=late],[data-phase=onsiteOnly],[data-phase=during])_&]:visible',
  },
};

export type FeeTableProps = {
  caption: ReactNode;
  categoryHeader: ReactNode;
  currentLabel: ReactNode;
  periods: Array<{key: FeePeriodKey; name: ReactNode; range: ReactNode}>;
  rows: Array<{key: FeeCategoryKey; name: ReactNode; prices: Record<FeePeriodKey, ReactNode>}>;
};

const captionId = 'fee-table-caption';

export function FeeTable({caption, categoryHeader, currentLabel, periods, rows}: FeeTableProps) {
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="-mx-4 overflow-x-auto sm:mx-0">
      <table className="w-full border-collapse text-left text-[0.8125rem] sm:text-base">
        <caption id={captionId} className="mb-3 px-4 text-left text-sm font-semibold text-ink-muted sm:px-0">
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-brand-700 align-bottom">
            <th scope="col" className="py-3 pr-2 pl-4 font-semibold text-ink-muted sm:pr-4 sm:pl-0">
              {categoryHeader}
            </th>
            {periods.map((period) => (
              <th
                key={period.key}
                scope="col"
                data-fee-period={period.key}
                className={cn('rounded-t-lg px-1.5 py-3 text-right last:pr-4 sm:px-4', current[period.key].cell)}
              >
                <span
                  className={cn(
                    'invisible mb-1 inline-block rounded-full bg-brand-700 px-1.5 py-0.5 text-[0.625rem] font-semibold text-white uppercase sm:px-2 sm:text-xs sm:tracking-wide',
                    current[period.key].badge,
                  )}
                >
                  {currentLabel}
                </span>
                <span className="block font-bold text-ink">{period.name}</span>
                <span className="block text-xs font-normal text-ink-muted sm:text-sm">{period.range}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line">
              <th scope="row" className="py-4 pr-2 pl-4 font-medium text-ink sm:pr-4 sm:pl-0">
                {row.name}
              </th>
              {periods.map((period) => (
                <td
                  key={period.key}
                  data-fee-period={period.key}
                  className={cn(
                    'px-1.5 py-4 text-right text-base font-semibold whitespace-nowrap tabular-nums last:pr-4 sm:px-4 sm:text-lg',
                    current[period.key].cell,
                  )}
                >
                  {row.prices[period.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
