import {getTranslations} from 'next-intl/server';
import {prefixes, type Locale} from '@/i18n/locales';
import {ButtonLink} from '@/components/ui/Button';
import NotFoundLogger from './NotFoundLogger';

/** The localized not-found page: "404", the message, and a way back to that language's home. */
export default async function NotFoundView({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'NotFound'});
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
      <ButtonLink href={prefixes[locale] || '/'} size="lg" className="mt-8">
        {t('home')}
      </ButtonLink>
    </section>
  );
}
