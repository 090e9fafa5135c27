'use client';

import {useState, type ReactNode} from 'react';

type Props = {
  /** The iframe's address, fetched only after the visitor asks for it. */
  embedUrl: string;
  /** The iframe's accessible title. */
  title: string;
  /** The button's label ("Play the video…", "Show the map…"). */
  loadLabel: string;
  /** The still shown until then (a PhotoSlot, rendered on the server: this island ships no image code). */
  poster: ReactNode;
  icon: 'play' | 'map';
  /** A dark still (white on it) or a light one (navy on it). */
  tone?: 'dark' | 'light';
  /** Tailwind aspect classes of the reserved box; 16:9 by default. */
  aspect?: string;
};

const overlays = {
  dark: 'bg-brand-900/25 text-white hover:bg-brand-900/40 focus-visible:outline-white',
  light: 'text-white hover:bg-brand-900/5 focus-visible:outline-brand-700',
};

/**
 * A click-to-load facade for a third-party embed (video, map): nothing is fetched from the other
 * site until the visitor presses the button, and the box is reserved so nothing shifts. Once
 * loaded, focus moves into the player or map the visitor asked for.
 */
export default function EmbedFacade({embedUrl, title, loadLabel, poster, icon, tone = 'dark', aspect = 'aspect-video'}: Props) {
  const [loaded, setLoaded] = useState(false);

  return (
    <div
      className={`relative ${aspect} w-full overflow-hidden rounded-card bg-brand-900 shadow-card`}
      data-facade={loaded ? 'loaded' : 'idle'}
    >
      {loaded ? (
        <iframe
          ref={(node) => node?.focus()}
          src={embedUrl}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {poster}
          <button
            type="button"
            onClick={() => setLoaded(true)}
            className={`group absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 focus-visible:outline-4 focus-visible:outline-offset-[-6px] ${overlays[tone]}`}
          >
            <span
              className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-600 shadow-raised transition-transform group-hover:scale-105 motion-reduce:transition-none"
              aria-hidden="true"
            >
              {icon === 'play' ? (
                <svg viewBox="0 0 24 24" className="ml-1 h-8 w-8" fill="currentColor">
                  <path d="M8 5v14l11-7z" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" className="h-8 w-8" fill="currentColor">
                  <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
                </svg>
              )}
            </span>
            <span className="max-w-xs rounded-full bg-brand-900/85 px-4 py-1.5 text-center text-sm font-semibold text-white sm:text-base">
              {loadLabel}
            </span>
          </button>
        </>
      )}
    </div>
  );
}
