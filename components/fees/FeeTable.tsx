import type {ReactNode} from 'react';
import type {FeeCategoryKey, FeePeriodKey} from '@/content/fees';
import {cn} from '@/components/ui/cn';

/**
 * The fee table (categories by period). The current period's column is highlighted by CSS from
 * the `data-period` that FeeStatusScope sets on its wrapper; without it every column looks alike.
 */
const current: Record<FeePeriodKey, {cell: string; badge: string}> = {
  early: {cell: 'group-data-[period=early]/fee:bg-gold-100', badge: 'group-data-[period=early]/fee:visible'},
  regular: {cell: 'group-data-[period=regular]/fee:bg-gold-100', badge: 'group-data-[period=regular]/fee:visible'},
  late: {cell: 'group-data-[period=late]/fee:bg-gold-100', badge: 'group-data-[period=late]/fee:visible'},
};

export type FeeTableProps = {
  caption: ReactNode;
  categoryHeader: ReactNode;
  currentLabel: ReactNode;
  periods: Array<{key: FeePeriodKey; name: ReactNode; range: ReactNode}>;
  rows: Array<{key: FeeCategoryKey; name: ReactNode; prices: Record<FeePeriodKey, ReactNode>}>;
};

export function FeeTable({caption, categoryHeader, currentLabel, periods, rows}: FeeTableProps) {
  return (
    <table className="w-full border-collapse text-left text-sm sm:text-base">
      <caption className="mb-3 text-left text-sm font-semibold text-ink-muted">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-brand-700 align-bottom">
          <th scope="col" className="py-3 pr-2 font-semibold text-ink-muted sm:pr-4">
            {categoryHeader}
          </th>
          {periods.map((period) => (
            <th
              key={period.key}
              scope="col"
              data-fee-period={period.key}
              className={cn('rounded-t-lg px-2 py-3 text-right sm:px-4', current[period.key].cell)}
            >
              <span
                className={cn(
                  'invisible mb-1 inline-block rounded-full bg-brand-700 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide text-white uppercase',
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
            <th scope="row" className="py-4 pr-2 font-medium text-ink sm:pr-4">
              {row.name}
            </th>
            {periods.map((period) => (
              <td
                key={period.key}
                data-fee-period={period.key}
                className={cn('px-2 py-4 text-right text-base font-semibold whitespace-nowrap tabular-nums sm:px-4 sm:text-lg', current[period.key].cell)}
              >
                {row.prices[period.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
