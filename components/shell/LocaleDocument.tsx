import type {ReactNode} from 'react';
import type {Viewport} from 'next';
import {setRequestLocale} from 'next-intl/server';
import {htmlLang, type Locale} from '@/i18n/locales';
import {inter} from '@/lib/fonts';
import SiteShell from '@/components/shell/SiteShell';
import ErrorWords from '@/components/seo/ErrorWords';
import PhaseScript from '@/components/shell/PhaseScript';
import '@/app/globals.css';
import '@/app/print.css';

export const viewport: Viewport = {
  themeColor: '#123a6b',
  width: 'device-width',
  initialScale: 1,
};

/**
 * The document of one language: the root layout of its route group (app/(es), app/(en),
 * app/(pt)). It stays mounted while a visitor moves between that language's pages, so the header,
 * the footer and the assistant (a typed draft, an open panel, a reply still streaming) survive a
 * click; another language is another root layout, reached by a full page load.
 */
export default function LocaleDocument({locale, children}: {locale: Locale; children: ReactNode}) {
  setRequestLocale(locale);
  return (
    // The head script sets the calendar's phase on <html> before React hydrates: React must not
    // treat those attributes as a mismatch.
    <html lang={htmlLang[locale]} className={inter.variable} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        {/* First in the body: it runs before any of the page is parsed, so before any paint. */}
        <PhaseScript />
        {/*
          No frame before the page's content is all parsed (React places this link in the head):
          a frame painted while the HTML was still arriving showed half a header or a fee table
          without its rows, which then moved. Chromium lifts the block when the named element is
          inserted, so it names the footer, the first element after the main content.
        */}
        <link rel="expect" href="#site-footer" blocking="render" />
        {/* No NextIntlClientProvider: islands get their words as props, so no formatter ships to the browser. */}
        <SiteShell locale={locale}>{children}</SiteShell>
        <ErrorWords locale={locale} />
      </body>
    </html>
  );
}
