'use client';

import {useEffect, useState} from 'react';

type ErrorWords = {title: string; text: string; retry: string; home: string; homeHref: string};

/**
 * The words, in the page's language, come from the JSON that the layout around this boundary
 * always writes (components/seo/ErrorWords.tsx, from `ErrorPage` in the catalogs): there is no
 * client i18n provider, and shipping the catalogs for four strings would cost every page.
 */
function readWords(): ErrorWords | null {
  try {
    return JSON.parse(document.getElementById('error-page-words')?.textContent ?? 'null');
  } catch {
    return null;
  }
}

/**
 * The error boundary of every page, for the unexpected: a message, a retry and a way home, in the
 * page's language. The site header and footer stay around it.
 */
export default function ErrorBoundary({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  const [t] = useState(() => (typeof document === 'undefined' ? null : readWords()));

  useEffect(() => {
    console.error('[error boundary]', error.digest ?? error.message);
  }, [error]);

  if (!t) return null;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" aria-labelledby="error-title" role="alert">
      <h1 id="error-title" className="text-3xl font-bold text-ink">
        {t.title}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{t.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t.retry}
        </button>
        <a
          href={t.homeHref}
          className="inline-flex h-11 items-center justify-center rounded-full border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.home}
        </a>
      </div>
    </section>
  );
}
