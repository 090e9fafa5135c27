import type {ReactNode} from 'react';
import {pageContainer} from '@/components/ui/container';
import {cn} from './cn';
import {Ripples} from './Ripples';

/** The top of an inner page: its one h1 and intro on the brand band, over the site's ripples. */
export function PageHeader({
  title,
  intro,
  children,
  actions,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  /** Attributes of the row of buttons: a calendar variant (lib/phase) hides the row with its margin. */
  actions?: Record<`data-${string}`, string>;
}) {
  return (
    <header className="surface-dark relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-teal-700 text-white">
      <div className="hero-ripples" aria-hidden="true">
        <Ripples className="text-white/[0.07]" />
      </div>
      <div className={cn(pageContainer, 'relative py-14 sm:py-20')}>
        <h1 className="max-w-4xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-lg text-brand-50 sm:text-xl">{intro}</div> : null}
        {children ? (
          <div {...actions} className="mt-8 flex flex-wrap gap-3">
            {children}
          </div>
        ) : null}
      </div>
    </header>
  );
}
