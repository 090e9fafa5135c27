'use client';

import {useCallback, useEffect, useRef, useState} from 'react';

export const greetingKey = 'rhiaLastGreeting';

/** Today's date in the visitor's own calendar, as the greeting bubble remembers it. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What the bubble must never lie on: a control, a form field or a heading. */
const covered = 'a, button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"]), h1, h2, h3, h4';

/** Whether a control or a heading on screen overlaps the bubble (RHIA's launchers and the bubble aside). */
export function coversSomething(bubble: Element): boolean {
  const box = bubble.getBoundingClientRect();
  return [...document.querySelectorAll(covered)].some((element) => {
    if (
      element === bubble ||
      element.closest('[data-rhia-launcher], [data-rhia-bubble]') ||
      !element.checkVisibility({visibilityProperty: true})
    )
      return false;
    const other = element.getBoundingClientRect();
    return other.right > box.left && other.left < box.right && other.bottom > box.top && other.top < box.bottom;
  });
}

/** Calls `onMove` at each scroll event and `onSettle` once the page has stopped scrolling for a moment. */
function useScroll(onMove: () => void, onSettle: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    let timer = 0;
    const onScroll = () => {
      onMove();
      window.clearTimeout(timer);
      timer = window.setTimeout(onSettle, 250);
    };
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [onMove, onSettle, active]);
}

const showFor = 8000;

/** Whether the visitor was greeted today (no storage: as if so, since the once-a-day rule cannot hold). */
function greetedToday(): boolean {
  try {
    return localStorage.getItem(greetingKey) === today();
  } catch {
    return true;
  }
}

/**
 * The greeting bubble, once a day: never on the first screen (only after the visitor's first
 * scroll) and only where it covers no control and no heading. It waits, laid out but invisible, and
 * at each pause of the scroll looks at what lies under it; the first time its place is free it
 * shows for 8 s, and it leaves earlier if a scroll brings something under it.
 */
export function useGreetingBubble() {
  const [state, setState] = useState<'waiting' | 'shown' | 'done'>('waiting');
  const bubble = useRef<HTMLButtonElement>(null);

  // The state as the scroll handlers read it, set with it (not an effect later).
  const current = useRef(state);
  const change = useCallback((next: typeof state) => {
    current.current = next;
    setState(next);
  }, []);

  // Shown, it leaves as soon as a scroll brings something under it.
  const move = useCallback(() => {
    if (current.current === 'shown' && bubble.current && coversSomething(bubble.current)) change('done');
  }, [change]);
  const settle = useCallback(() => {
    const element = bubble.current;
    if (current.current !== 'waiting' || !element) return;
    if (greetedToday()) {
      change('done');
    } else if (!coversSomething(element)) {
      localStorage.setItem(greetingKey, today());
      change('shown');
    }
  }, [change]);
  useScroll(move, settle, state !== 'done');

  useEffect(() => {
    if (state !== 'shown') return;
    const timer = window.setTimeout(() => change('done'), showFor);
    return () => window.clearTimeout(timer);
  }, [state, change]);

  const dismiss = useCallback(() => change('done'), [change]);
  return {bubble, rendered: state !== 'done', visible: state === 'shown', dismiss};
}
