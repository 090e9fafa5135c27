'use client';

import {lazy, Suspense, useCallback, useRef, useState} from 'react';
import {clsx} from 'clsx';
import RhiaAvatar from './RhiaAvatar';
import type {RhiaConfig, RhiaStrings} from './strings';
import {useGreetingBubble} from './useGreetingBubble';

// The panel (conversation, stream reader, chips) loads on first open; until then only the launcher
// and the greeting bubble ship.
const RhiaPanel = lazy(() => import('./RhiaPanel'));

export default function RhiaWidget({strings, config}: {strings: RhiaStrings; config: RhiaConfig}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const {bubble, rendered, visible, dismiss: dismissGreeting} = useGreetingBubble();
  const launcher = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
    dismissGreeting();
  }, [dismissGreeting]);

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  return (
    <div className="print:hidden">
      {rendered && !open ? (
        <button
          ref={bubble}
          type="button"
          onClick={show}
          data-rhia-launcher
          className={clsx(
            'fixed right-4 bottom-22 z-40 max-w-[16rem] rounded-2xl rounded-br-sm bg-white px-4 py-3 text-left text-sm text-ink shadow-raised ring-1 ring-line',
            !visible && 'invisible',
          )}
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
        data-rhia-launcher
        className="fixed right-4 bottom-4 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-white p-1 shadow-raised ring-2 ring-teal-600 transition-transform hover:scale-105 motion-reduce:transition-none"
      >
        <RhiaAvatar className="h-12 w-12" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <RhiaPanel strings={strings} config={config} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
