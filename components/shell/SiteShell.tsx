import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import Header from './Header';
import Footer from './Footer';
import ScrollToTop from './ScrollToTop';
import AppToaster from './AppToaster';
import AssistantMount from './AssistantMount';

/** The shell of every page: skip link, sticky header, main landmark, footer, toasts, assistant. */
export default async function SiteShell({locale, children}: {locale: Locale; children: ReactNode}) {
  const t = await getTranslations({locale, namespace: 'Shell'});
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <ScrollToTop />
      <Header locale={locale} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer locale={locale} />
      <AppToaster />
      <AssistantMount locale={locale} />
    </>
  );
}
