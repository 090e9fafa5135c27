import type {ReactNode} from 'react';
import type {FeeCategoryKey, FeePeriodKey} from '@/content/fees';
import {cn} from '@/components/ui/cn';
import {currentBadge, feeHighlight} from './fee-highlight';
import {FeePeriodCards} from './FeePeriodCards';

/**
 * The fees by category and period, the current period highlighted (components/fees/fee-highlight.ts).
 * Where the column is wide enough for the table (21 rem: measured, the table's narrowest in any
 * language is about 20.4 rem), a table; on phones it bleeds to the screen edges (the section's
 * padding moves into the first and last cells). In a narrower column (a 320 px phone, or 390 px
 * with text at 120%) a table would scroll sideways and cut a column: one card per period instead
 * (FeePeriodCards). A container query in rem, so larger text switches earlier.
 */
export type FeeTableProps = {
  caption: ReactNode;
  categoryHeader: ReactNode;
  currentLabel: ReactNode;
  periods: Array<{key: FeePeriodKey; name: ReactNode; range: ReactNode}>;
  rows: Array<{key: FeeCategoryKey; name: ReactNode; prices: Record<FeePeriodKey, ReactNode>}>;
};

export function FeeTable(props: FeeTableProps) {
  const {caption, categoryHeader, currentLabel, periods, rows} = props;
  return (
    <div className="@container">
      <div className="-mx-4 overflow-x-auto sm:mx-0 @max-[21rem]:hidden">
        <table className="w-full border-collapse text-left text-[0.8125rem] sm:text-base">
          <caption className="mb-3 px-4 text-left text-sm font-semibold text-ink-muted sm:px-0">{caption}</caption>
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
                  className={cn('rounded-t-lg px-1.5 py-3 text-right last:pr-4 sm:px-4', feeHighlight[period.key].block)}
                >
                  <span
                    className={cn(
                      'invisible mb-1 inline-block px-1.5 py-0.5 text-[0.625rem] sm:px-2 sm:text-xs sm:tracking-wide',
                      currentBadge,
                      feeHighlight[period.key].badge,
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
                      feeHighlight[period.key].block,
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
      <FeePeriodCards caption={caption} currentLabel={currentLabel} periods={periods} rows={rows} className="hidden @max-[21rem]:block" />
    </div>
  );
}
