'use client';

import {useEffect, useState} from 'react';
import {calendarStateAt, type CalendarDates} from '@/content/calendar-state';
import {remainingUntil, msToNextTick, type Remaining} from '@/lib/countdown';
import {beforeOpening, registrationOpen, whenPhase, writeCalendarState} from '@/lib/phase/phase';
import {buttonVariants} from '@/components/ui/button-variants';

export type CountdownLabels = {
  timer: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  running: string;
  cta: string;
  newTab: string;
};

const units: Array<keyof Remaining> = ['days', 'hours', 'minutes', 'seconds'];

/**
 * The live countdown to the opening (browser clock, epoch arithmetic: any time zone counts to
 * 08:00 Panama time). Every state is in the HTML, and the calendar's phase on <html> (set by the
 * head script before the first paint) shows the right one: the timer before the opening, the
 * congress under way (the band is gone once it is over); the call-to-action while registration is open. The island only
 * fills in the numbers, and moves <html> to the next phase when one comes while the page is open.
 */
export default function Countdown({dates, labels, ctaHref}: {dates: CalendarDates; labels: CountdownLabels; ctaHref: string}) {
  const [now, setNow] = useState<number | null>(null);
  const target = dates.boundaries.congressStarts;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const html = document.documentElement;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const state = calendarStateAt(dates, current);
      if (html.getAttribute('data-phase') !== state.phase) writeCalendarState(state, html);
      if (current < target) timer = setTimeout(tick, msToNextTick(target, current));
    };
    tick();
    return () => clearTimeout(timer);
  }, [dates, target]);

  const remaining = now === null ? null : remainingUntil(target, now);
  return (
    <div className="flex flex-col items-center gap-6 lg:flex-row lg:justify-between" data-countdown>
      <div className="flex min-h-28 w-full items-center justify-center lg:w-auto lg:justify-start">
        <div
          role="timer"
          aria-label={labels.timer}
          className="grid w-full max-w-md grid-cols-4 gap-2 sm:gap-3"
          {...whenPhase(...beforeOpening)}
        >
          {units.map((unit) => (
            <div key={unit} className="flex flex-col items-center rounded-xl bg-white/10 px-1 py-3 ring-1 ring-white/15" data-unit={unit}>
              <span className="text-3xl font-extrabold text-white tabular-nums sm:text-4xl" data-value>
                {remaining ? String(remaining[unit]).padStart(2, '0') : '--'}
              </span>
              <span className="mt-1 text-xs font-semibold tracking-wide text-brand-100 uppercase">{labels[unit]}</span>
            </div>
          ))}
        </div>
        <p role="status" className="max-w-xl text-center text-xl font-semibold text-white lg:text-left" {...whenPhase('during')}>
          {labels.running}
        </p>
      </div>
      {/* The call-to-action's row is kept before the opening, so nothing moves when it appears. */}
      <div className="flex h-12 items-center" {...whenPhase(...beforeOpening)}>
        <a
          href={ctaHref}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({variant: 'secondary', size: 'lg'})}
          {...whenPhase(...registrationOpen)}
        >
          {labels.cta}
          <span className="sr-only"> {labels.newTab}</span>
        </a>
      </div>
    </div>
  );
}
