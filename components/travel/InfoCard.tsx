import type {ReactNode} from 'react';
import {Card} from '@/components/ui/Card';

/** A titled card of practical information, with an icon from travel/icons. */
export function InfoCard({title, icon, children}: {title: ReactNode; icon?: ReactNode; children: ReactNode}) {
  return (
    <Card className="flex h-full flex-col gap-3">
      {icon ? (
        <span className="flex h-11 w-11 items-center justify-center rounded-full bg-teal-50 text-teal-700" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      <div className="space-y-2 text-ink-muted">{children}</div>
    </Card>
  );
}
