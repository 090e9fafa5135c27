import {getTranslations} from 'next-intl/server';
import Link from 'next/link';
import {prefixes, type Locale} from '@/i18n/locales';
import type {PageKey} from '@/lib/routes/manifest';
import {href} from '@/lib/routes/paths';
import {ButtonLink} from '@/components/ui/Button';
import NotFoundLogger from './NotFoundLogger';

/** The pages visitors most often look for, offered on the not-found page. */
const suggestedPages: PageKey[] = ['fees', 'program', 'abstracts', 'hotels', 'faq'];

/** The localized not-found page: "404", the message, the pages people look for, and the way home. */
export default async function NotFoundView({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'NotFound'});
  const pages = await getTranslations({locale, namespace: 'Shell.pages'});
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" aria-labelledby="not-found-title">
      {/* React places it in the head of the document. */}
      <title>{t('metaTitle')}</title>
      <NotFoundLogger />
      <p className="text-7xl font-extrabold tracking-tight text-brand-700" aria-hidden="true">
        {t('code')}
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-ink">
        {t('title')}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{t('text')}</p>
      <nav aria-labelledby="not-found-suggestions" className="mt-8 w-full">
        <h2 id="not-found-suggestions" className="text-base font-semibold text-ink">
          {t('suggestions')}
        </h2>
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {suggestedPages.map((page) => (
            <li key={page}>
              <Link
                href={href(page, locale)}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium text-brand-700 hover:border-brand-300 hover:bg-brand-50"
              >
                {pages(page)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ButtonLink href={prefixes[locale] || '/'} size="lg" className="mt-8">
        {t('home')}
      </ButtonLink>
    </section>
  );
}
