import type {CSSProperties} from 'react';
import {cn} from '@/components/ui/cn';

/**
 * A hotel's star rating: one box drawn with `count` stars (the `.stars` class in
 * components/ui/components.css; one element instead of an icon per star on every card), and one
 * phrase ("5 stars") for screen readers.
 */
export function Stars({count, label, className}: {count: number; label: string; className?: string}) {
  return (
    <p className={cn('stars', className)} style={{'--stars': count} as CSSProperties}>
      <span className="sr-only">{label}</span>
    </p>
  );
}
