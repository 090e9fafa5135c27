'use client';

import {lazy, Suspense, useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import {clsx} from 'clsx';
import type {RhiaConfig, RhiaStrings} from './strings';
import {closeAssistant, openAssistant, useAssistant} from './assistant-store';
import {useGreetingBubble} from './useGreetingBubble';

// The panel (conversation, stream reader, chips) loads on first open; until then only the header's
// launcher and the greeting bubble ship.
const RhiaPanel = lazy(() => import('./RhiaPanel'));

/**
 * The greeting bubble and the chat panel; the launchers live in the header (RhiaLauncher). The
 * panel is drawn over the page (fixed) but sits in the document right after the launcher that
 * opened it, so the keyboard goes from the launcher into the conversation and back.
 */
export default function RhiaWidget({strings, config}: {strings: RhiaStrings; config: RhiaConfig}) {
  const {open, opener} = useAssistant();
  const {bubble, rendered, visible, dismiss: dismissGreeting} = useGreetingBubble();
  // Loaded at the first opening, and kept (with its conversation) once closed.
  const [loaded, setLoaded] = useState(false);
  if (open && !loaded) setLoaded(true);

  useEffect(() => {
    if (open) dismissGreeting();
  }, [open, dismissGreeting]);

  const slot = opener?.parentElement;
  return (
    <div className="print:hidden">
      {rendered && !open ? (
        // Just under the header's right end, where the launcher is; shown only where it covers nothing.
        <button
          ref={bubble}
          type="button"
          onClick={() => openAssistant()}
          data-rhia-bubble
          className={clsx(
            'fixed top-[4.5rem] right-3 z-30 max-w-[16rem] rounded-2xl rounded-tr-sm bg-white px-4 py-3 text-left text-sm text-ink shadow-raised ring-1 ring-line lg:top-[5.5rem] lg:right-6',
            !visible && 'invisible',
          )}
        >
          {strings.bubble}
        </button>
      ) : null}
      {loaded && slot
        ? createPortal(
            <Suspense fallback={null}>
              <RhiaPanel strings={strings} config={config} open={open} onClose={closeAssistant} />
            </Suspense>,
            slot,
          )
        : null}
    </div>
  );
}
