'use client';

import {lazy, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import RhiaAvatar from './RhiaAvatar';
import type {RhiaConfig, RhiaStrings} from './strings';

// The panel (conversation, stream reader, chips) loads on first open; until then only the launcher
// and the greeting bubble ship.
const RhiaPanel = lazy(() => import('./RhiaPanel'));

export const greetingKey = 'rhiaLastGreeting';

/** Today's date in the visitor's own calendar, as the greeting bubble remembers it. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export default function RhiaWidget({strings, config}: {strings: RhiaStrings; config: RhiaConfig}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [bubble, setBubble] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  // Greeting bubble: once a day, 2 s after load, gone 10 s after load.
  useEffect(() => {
    const show = setTimeout(() => {
      try {
        const day = today();
        if (localStorage.getItem(greetingKey) === day) return;
        localStorage.setItem(greetingKey, day);
      } catch {
        return;
      }
      setBubble(true);
    }, 2000);
    const hide = setTimeout(() => setBubble(false), 10_000);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, []);

  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
    setBubble(false);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  return (
    <div className="print:hidden">
      {bubble && !open ? (
        <button
          type="button"
          onClick={show}
          className="fixed right-4 bottom-24 z-40 max-w-[16rem] rounded-2xl rounded-br-sm bg-white px-4 py-3 text-left text-sm text-ink shadow-raised ring-1 ring-line"
        >
          {strings.bubble}
        </button>
      ) : null}
      <button
        ref={launcher}
        type="button"
        onClick={open ? close : show}
        aria-label={strings.launcher}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="fixed right-4 bottom-4 z-40 flex h-16 w-16 items-center justify-center rounded-full bg-white p-1 shadow-raised ring-2 ring-teal-600 transition-transform hover:scale-105 motion-reduce:transition-none"
      >
        <RhiaAvatar className="h-14 w-14" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <RhiaPanel strings={strings} config={config} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
