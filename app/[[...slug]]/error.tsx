'use client';

import {useEffect, useState} from 'react';
import {usePathname} from 'next/navigation';
import {localeOfSegments, prefixes} from '@/i18n/locales';

type ErrorWords = {title: string; text: string; retry: string; home: string};

// The words come from the JSON the layout writes in the page's language
// (components/seo/ErrorWords.tsx, from `ErrorPage` in the catalogs). Should that JSON be missing,
// the default language's words stand in.
const fallback: ErrorWords = {
  title: 'Algo salió mal',
  text: 'No pudimos mostrar esta página. Intenta nuevamente en unos segundos.',
  retry: 'Intentar nuevamente',
  home: 'Volver al inicio',
};

function readWords(): ErrorWords {
  try {
    return {...fallback, ...JSON.parse(document.getElementById('error-page-words')?.textContent ?? '{}')};
  } catch {
    return fallback;
  }
}

/**
 * The error boundary of every page, for the unexpected: in the page's language, with a retry
 * and a way home. The site header and footer stay around it.
 */
export default function ErrorBoundary({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  const pathname = usePathname() ?? '/';
  const locale = localeOfSegments(pathname.split('/').filter(Boolean));
  const [t] = useState<ErrorWords>(() => (typeof document === 'undefined' ? fallback : readWords()));

  useEffect(() => {
    console.error('[error boundary]', error.digest ?? error.message);
  }, [error]);

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
          href={prefixes[locale] || '/'}
          className="inline-flex h-11 items-center justify-center rounded-full border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.home}
        </a>
      </div>
    </section>
  );
}
