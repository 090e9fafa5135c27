'use client';

import {useEffect, useState, type ReactNode} from 'react';
import {cn} from '@/components/ui/cn';

type Props = {
  /**
   * The photos, rendered on the server (<picture> elements with their alt text), so that this
   * island ships no image code and its props carry no image data of their own.
   */
  slides: ReactNode[];
  /** The photos' aspect ratio ("800 / 533"): the box is reserved before they load. */
  ratio: string;
  /** Accessible name of the group ("Photos of Hilton Panamá"). */
  label: string;
  /** One label per image for its dot button ("Photo 1 of 2"). */
  dotLabels: string[];
  pauseLabel: string;
  playLabel: string;
  /** Milliseconds per image. */
  interval?: number;
};

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/**
 * A hotel's photos, cross-fading every 3 s while there are two or more. It pauses while hovered or
 * focused, when the visitor presses pause, and never moves under prefers-reduced-motion. The images
 * are stacked in a box of fixed aspect ratio, so the card never shifts.
 */
export default function HotelCarousel({slides, ratio, label, dotLabels, pauseLabel, playLabel, interval = 3000}: Props) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = slides.length > 1 && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % slides.length), interval);
    return () => window.clearInterval(timer);
  }, [rotating, slides.length, interval]);

  if (slides.length === 0) return null;

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-active={active}
      data-hydrated={hydrated}
      data-rotating={hydrated && rotating}
      className="relative overflow-hidden rounded-t-card bg-surface-muted"
      style={{aspectRatio: ratio}}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((slide, index) => (
        <div
          key={index}
          aria-hidden={index === active ? undefined : true}
          className={cn('absolute inset-0 transition-opacity duration-700', index === active ? 'opacity-100' : 'opacity-0')}
        >
          {slide}
        </div>
      ))}
      {slides.length > 1 ? (
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-end gap-1 bg-gradient-to-t from-brand-900/60 to-transparent px-2 pt-6 pb-1">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={dotLabels[index]}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
              className="group flex h-8 w-8 items-center justify-center rounded-full focus-visible:outline-white"
            >
              <span className={cn('block h-2.5 w-2.5 rounded-full border border-white', index === active ? 'bg-white' : 'bg-white/20 group-hover:bg-white/60')} />
            </button>
          ))}
          {reducedMotion ? null : (
            <button
              type="button"
              aria-label={stopped ? playLabel : pauseLabel}
              onClick={() => setStopped((value) => !value)}
              className="flex h-8 w-8 items-center justify-center rounded-full text-white hover:bg-white/20 focus-visible:outline-white"
            >
              <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                {stopped ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
              </svg>
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
