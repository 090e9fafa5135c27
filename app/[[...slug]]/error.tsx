'use client';

import {useEffect} from 'react';
import {useLocale, useMessages} from 'next-intl';
import {isLocale, prefixes} from '@/i18n/locales';

type ErrorMessages = {title: string; text: string; retry: string; home: string};

/**
 * The error boundary of every page, for the unexpected: in the page's language (the layout's
 * provider holds `ErrorPage`), with a retry and a way home. The site header and footer stay.
 */
export default function ErrorBoundary({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  const locale = useLocale();
  const t = (useMessages() as {ErrorPage: ErrorMessages}).ErrorPage;
  const home = (isLocale(locale) && prefixes[locale]) || '/';

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
        <a href={home} className="inline-flex h-11 items-center justify-center rounded-full border border-brand-700 px-6 font-semibold text-brand-700 hover:bg-brand-50">
          {t.home}
        </a>
      </div>
    </section>
  );
}
