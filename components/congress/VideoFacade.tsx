'use client';

import {useState} from 'react';

/**
 * A click-to-load video: a poster and a play button until the visitor asks; only then the
 * third-party player (youtube-nocookie) is inserted, already playing. The 16:9 box never changes size.
 */
export default function VideoFacade({
  embedUrl,
  poster,
  labels,
}: {
  embedUrl: string;
  poster: string;
  labels: {play: string; frameTitle: string};
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-card bg-brand-900 shadow-raised">
      {playing ? (
        <iframe
          src={`${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1&rel=0`}
          title={labels.frameTitle}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 h-full w-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex h-full w-full items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span className="absolute inset-0 bg-gradient-to-br from-brand-800 to-brand-900" aria-hidden="true" />
          <span className="relative flex w-full flex-col items-center gap-6 px-6 sm:gap-8">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={poster} alt="" width={2400} height={606} className="h-auto w-3/5 max-w-md opacity-90" />
            <span className="flex items-center gap-3 rounded-full bg-accent-600 px-5 py-3 text-sm font-semibold text-white shadow-raised group-hover:bg-accent-700 sm:px-6 sm:text-base">
              <svg viewBox="0 0 24 24" className="h-6 w-6 shrink-0" aria-hidden="true" focusable="false">
                <path d="M8 5.5v13l10.5-6.5Z" fill="currentColor" />
              </svg>
              {labels.play}
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
