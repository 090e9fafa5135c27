import type {ReactNode} from 'react';
import {Card} from '@/components/ui/Card';

/**
 * A titled card of practical information, with an icon from travel/icons. `level` keeps the
 * heading outline whole: h2 when the card sits directly under the page's h1.
 */
export function InfoCard({title, icon, level = 3, children}: {title: ReactNode; icon?: ReactNode; level?: 2 | 3; children: ReactNode}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Card className="flex h-full flex-col gap-3">
      {icon ? (
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-teal-50 text-teal-700" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="text-lg font-bold text-ink">{title}</Heading>
      <div className="space-y-2 text-ink-muted">{children}</div>
    </Card>
  );
}
