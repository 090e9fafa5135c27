import type {ReactNode} from 'react';
import {cn} from './cn';
import {pageContainer} from '@/components/ui/container';

type Props = {
  id?: string;
  title?: ReactNode;
  intro?: ReactNode;
  /** Heading level: h2 by default; a page's first heading is its PageHeader's h1. */
  level?: 2 | 3;
  tone?: 'plain' | 'muted' | 'brand';
  className?: string;
  children?: ReactNode;
};

const tones = {
  plain: 'bg-white',
  muted: 'bg-surface-muted',
  brand: 'surface-dark bg-brand-800 text-white',
};

/** A page section with an optional heading, labelled by that heading for screen readers. */
export function Section({id, title, intro, level = 2, tone = 'plain', className, children}: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={cn(tones[tone], 'py-12 sm:py-16', className)}>
      <div className={pageContainer}>
        {title ? (
          <Heading id={headingId} className="text-2xl font-bold tracking-tight sm:text-3xl">
            {title}
          </Heading>
        ) : null}
        {intro ? <div className={cn('mt-3 max-w-3xl text-lg', tone === 'brand' ? 'text-brand-100' : 'text-ink-muted')}>{intro}</div> : null}
        <div className={title || intro ? 'mt-8' : undefined}>{children}</div>
      </div>
    </section>
  );
}
