'use client';

import {useEffect} from 'react';
import {useLocale, useMessages} from 'next-intl';
import {usePathname} from 'next/navigation';
import {prefixes, isLocale} from '@/i18n/locales';

type NotFoundMessages = {code: string; title: string; text: string; home: string};

export default function NotFoundView() {
  const pathname = usePathname();
  const locale = useLocale();
  // Plain strings from the provider: no message formatter shipped for four static texts.
  const t = (useMessages() as {NotFound: NotFoundMessages}).NotFound;
  const home = (isLocale(locale) && prefixes[locale]) || '/';

  useEffect(() => {
    console.warn(`[404] Page not found: ${window.location.pathname}`);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" aria-labelledby="not-found-title">
      <p className="text-7xl font-extrabold tracking-tight text-brand-700" aria-hidden="true">
        {t.code}
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-ink">
        {t.title}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{t.text}</p>
      <a
        href={home}
        className="mt-8 inline-flex h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {t.home}
      </a>
    </section>
  );
}
