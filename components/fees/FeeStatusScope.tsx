'use client';

import {useEffect, useState, type ReactNode} from 'react';
import {feeStatusAt, type FeeStatus, type FeeTimeline} from '@/content/fee-status';

/**
 * Marks the fee table and status note with today's fee status, computed in the browser from the
 * Panama-time boundaries (plain numbers, so luxon stays on the server). The server-rendered
 * children style themselves from `data-status` / `data-period` (Tailwind `group-data-*`), so the
 * static HTML is complete without this island and nothing moves when it runs.
 */
export default function FeeStatusScope({timeline, children}: {timeline: FeeTimeline; children: ReactNode}) {
  const [status, setStatus] = useState<FeeStatus | null>(null);
  useEffect(() => {
    setStatus(feeStatusAt(timeline, Date.now()));
  }, [timeline]);
  return (
    <div className="group/fee" data-status={status?.key} data-period={status?.period}>
      {children}
    </div>
  );
}
