'use client';

import {useSyncExternalStore, type ReactNode} from 'react';
import {feeStatusAt, type FeeTimeline} from '@/content/fee-status';

// The clock is read when React renders in the browser; a page open across a boundary is a rare
// case that a reload settles, so nothing subscribes to it.
const subscribeToNothing = () => () => {};

/**
 * Marks the fee table and status note with today's fee status, computed in the browser from the
 * Panama-time boundaries (plain numbers, so luxon stays on the server). The server-rendered
 * children style themselves from `data-status` / `data-period` (Tailwind `group-data-*`), so the
 * static HTML is complete without this island and nothing moves when it runs.
 */
export default function FeeStatusScope({timeline, children}: {timeline: FeeTimeline; children: ReactNode}) {
  // A string snapshot, so that each read of the clock compares equal while the status holds.
  const snapshot = useSyncExternalStore(
    subscribeToNothing,
    () => {
      const status = feeStatusAt(timeline, Date.now());
      return `${status.key} ${status.period ?? ''}`;
    },
    () => null,
  );
  const [key, period] = snapshot?.split(' ') ?? [];
  return (
    <div className="group/fee" data-status={key} data-period={period || undefined}>
      {children}
    </div>
  );
}
