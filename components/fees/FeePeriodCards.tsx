import {cn} from '@/components/ui/cn';
import {currentBadge, feeHighlight} from './fee-highlight';
import type {FeeTableProps} from './FeeTable';

/**
 * The fee table for a narrow column (a small phone, or larger text): one card per period, each
 * whole, with every category's price in it, so nothing scrolls sideways and the current period is
 * never cut at the screen's edge. FeeTable shows it instead of the table when the table would not
 * fit (a container query in rem, so text zoom counts too).
 */
export function FeePeriodCards({
  caption,
  currentLabel,
  periods,
  rows,
  className,
}: Omit<FeeTableProps, 'categoryHeader'> & {className?: string}) {
  return (
    <div className={className}>
      <p id="fee-cards-caption" className="text-sm font-semibold text-ink-muted">
        {caption}
      </p>
      <ul aria-labelledby="fee-cards-caption" className="mt-3 space-y-3">
        {periods.map((period) => (
          <li
            key={period.key}
            data-fee-card={period.key}
            className={cn('rounded-card border border-line px-4 py-3', feeHighlight[period.key].block)}
          >
            <h3>
              <span
                className={cn(
                  'mr-2 hidden px-2 py-0.5 align-[0.125em] text-xs tracking-wide',
                  currentBadge,
                  feeHighlight[period.key].badgeInline,
                )}
              >
                {currentLabel}
              </span>{' '}
              <span className="font-bold text-ink">{period.name}</span>{' '}
              <span className="block text-sm font-normal text-ink-muted">{period.range}</span>
            </h3>
            <dl className="mt-1 divide-y divide-line">
              {rows.map((row) => (
                <div key={row.key} className="flex items-baseline justify-between gap-4 py-2">
                  <dt className="text-ink">{row.name}</dt>
                  <dd className="text-lg font-semibold whitespace-nowrap tabular-nums">{row.prices[period.key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
