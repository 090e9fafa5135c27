import {getTranslations} from 'next-intl/server';
import {prefixes, type Locale} from '@/i18n/locales';

export const errorWordsId = 'error-page-words';

/**
 * The error boundary's words in the page's language, as inert JSON in the document: the boundary
 * (components/shell/ErrorBoundary.tsx) is a client component and there is no client i18n provider, so it
 * reads them from here instead of shipping the catalogs.
 */
export default async function ErrorWords({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'ErrorPage'});
  const words = {title: t('title'), text: t('text'), retry: t('retry'), home: t('home'), homeHref: prefixes[locale] || '/'};
  return (
    <script type="application/json" id={errorWordsId} dangerouslySetInnerHTML={{__html: JSON.stringify(words).replace(/</g, '\\u003c')}} />
  );
}
