'use client';

import {useEffect, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';

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

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeToReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The visitor's motion preference, read from the browser (false in the server's HTML). */
const usePrefersReducedMotion = () =>
  useSyncExternalStore(
    subscribeToReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );

const subscribeToNothing = () => () => {};
/** True once React runs in the browser (false in the server's HTML and during hydration). */
const useHydrated = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** Whether at least half of the element is on screen (IntersectionObserver; false until measured). */
function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), {threshold: 0.5});
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, inView] as const;
}

/**
 * A hotel's photos, cross-fading every 3 s while there are two or more and the carousel is on
 * screen: of a page of hotel cards, only the ones in view move. It pauses while hovered or focused,
 * when the visitor presses pause, and never moves under prefers-reduced-motion. The images are
 * stacked in a box of fixed aspect ratio, so the card never shifts.
 */
export default function HotelCarousel({slides, ratio, label, dotLabels, pauseLabel, playLabel, interval = 3000}: Props) {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [ref, inView] = useInView<HTMLDivElement>();
  const rotating = slides.length > 1 && inView && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % slides.length), interval);
    return () => window.clearInterval(timer);
  }, [rotating, slides.length, interval]);

  if (slides.length === 0) return null;

  return (
    <div
      ref={ref}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      data-active={active}
      data-hydrated={hydrated}
      data-rotating={hydrated && rotating}
      className="carousel"
      style={{aspectRatio: ratio}}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((slide, index) => (
        // Styled by `.carousel-*` in components/ui/components.css: a hidden slide fades out.
        <div key={index} aria-hidden={index === active ? undefined : true} className="carousel-slide">
          {slide}
        </div>
      ))}
      {slides.length > 1 ? (
        <div className="carousel-bar">
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-label={dotLabels[index]}
              aria-pressed={index === active}
              onClick={() => setActive(index)}
              className="carousel-dot"
            >
              <span />
            </button>
          ))}
          {reducedMotion ? null : (
            <button
              type="button"
              aria-label={stopped ? playLabel : pauseLabel}
              onClick={() => setStopped((value) => !value)}
              className="carousel-play"
            >
              <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                {stopped ? <path d="M8 5v14l11-7z" /> : <path d="M7 5h4v14H7zM13 5h4v14h-4z" />}
              </svg>
            </button>
          )}
        </div>
      ) : null}
    </div>
  );
}
