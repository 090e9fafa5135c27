'use client';

import {clsx} from 'clsx';
import RhiaAvatar from './RhiaAvatar';
import {closeAssistant, openAssistant, useAssistant} from './assistant-store';

/**
 * RHIA's launcher, in the header bar: it never lies on the page's content or on a control, on any
 * screen (a floating button covered the end of a line or a card's edge on every phone page). Its
 * wrapper, which takes no room, receives the panel right after the button when it opens.
 */
export default function RhiaLauncher({label, className}: {label: string; className?: string}) {
  const {open} = useAssistant();
  return (
    <div className="contents">
      <button
        type="button"
        onClick={(event) => (open ? closeAssistant() : openAssistant(event.currentTarget))}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-rhia-launcher
        className={clsx(
          'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full transition-transform hover:scale-105 motion-reduce:transition-none',
          className,
        )}
      >
        <RhiaAvatar className="h-9 w-9 rounded-full ring-2 ring-teal-600 ring-offset-1" />
      </button>
    </div>
  );
}
