'use client';

import {useEffect, useState} from 'react';
import {countdownState, msToNextTick, type CountdownInstants, type Remaining} from '@/lib/countdown';

export type CountdownLabels = {
  timer: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  running: string;
  over: string;
  cta: string;
  newTab: string;
};

const units: Array<keyof Remaining> = ['days', 'hours', 'minutes', 'seconds'];

/**
 * The live countdown to the opening (browser clock, epoch arithmetic: any time zone counts to
 * 08:00 Panama time). The server renders the same boxes with dashes, so nothing moves when it
 * hydrates; the call-to-action's row is reserved too. Once the opening has come it shows the
 * finished message and stops its timer.
 */
export default function Countdown({instants, labels, ctaHref}: {instants: CountdownInstants; labels: CountdownLabels; ctaHref: string}) {
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (countdownState(instants, current).phase === 'before') {
        timer = setTimeout(tick, msToNextTick(instants.target, current));
      }
    };
    tick();
    return () => clearTimeout(timer);
  }, [instants]);

  const state = now === null ? null : countdownState(instants, now);
  const finished = state !== null && state.phase !== 'before';

  return (
    <div
      className="flex flex-col items-center gap-6 lg:flex-row lg:justify-between"
      data-countdown={state?.phase ?? 'pending'}
      data-finished={finished || undefined}
    >
      <div className="flex min-h-28 w-full items-center justify-center lg:w-auto lg:justify-start">
        {finished ? (
          <p role="status" className="max-w-xl text-center text-xl font-semibold text-white lg:text-left">
            {state.phase === 'running' ? labels.running : labels.over}
          </p>
        ) : (
          <div role="timer" aria-label={labels.timer} className="grid w-full max-w-md grid-cols-4 gap-2 sm:gap-3">
            {units.map((unit) => (
              <div key={unit} className="flex flex-col items-center rounded-xl bg-white/10 px-1 py-3 ring-1 ring-white/15" data-unit={unit}>
                <span className="text-3xl font-extrabold tabular-nums text-white sm:text-4xl" data-value>
                  {state ? String(state.remaining[unit]).padStart(2, '0') : '--'}
                </span>
                <span className="mt-1 text-xs font-semibold tracking-wide text-brand-100 uppercase">{labels[unit]}</span>
              </div>
            ))}
          </div>
        )}
      </div>
      <div className="flex h-12 items-center">
        {state?.showCta ? (
          <a
            href={ctaHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-accent-600 px-7 text-base font-semibold whitespace-nowrap text-white hover:bg-accent-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {labels.cta}
            <span className="sr-only"> {labels.newTab}</span>
          </a>
        ) : null}
      </div>
    </div>
  );
}
