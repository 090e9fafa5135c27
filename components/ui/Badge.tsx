import type {HTMLAttributes} from 'react';
import {cn} from './cn';

export type BadgeTone = 'brand' | 'teal' | 'accent' | 'gold' | 'neutral';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-100 text-brand-800',
  teal: 'bg-teal-100 text-teal-800',
  accent: 'bg-accent-100 text-accent-700',
  gold: 'bg-gold-100 text-gold-700',
  neutral: 'bg-surface-muted text-ink-muted',
};

export function Badge({tone = 'brand', className, ...props}: HTMLAttributes<HTMLSpanElement> & {tone?: BadgeTone}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
