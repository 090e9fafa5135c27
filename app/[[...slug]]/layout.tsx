import type {ReactNode} from 'react';
import type {Viewport} from 'next';
import {setRequestLocale} from 'next-intl/server';
import {htmlLang, localeOfSegments} from '@/i18n/locales';
import {resolve} from '@/lib/routes/paths';
import {inter} from '@/lib/fonts';
import SiteShell from '@/components/shell/SiteShell';
import ErrorWords from '@/components/seo/ErrorWords';
import '../globals.css';
import '../print.css';

export const viewport: Viewport = {
  themeColor: '#123a6b',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({children, params}: {children: ReactNode; params: Promise<{slug?: string[]}>}) {
  const {slug = []} = await params;
  const locale = localeOfSegments(slug);
  setRequestLocale(locale);
  const page = resolve(slug)?.page ?? null;

  return (
    <html lang={htmlLang[locale]} className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        {/*
          No frame before the page's content is all parsed (React places this link in the head).
          A frame painted while the rest of the HTML was still on its way showed half a header,
          whose right-aligned menu then grew leftwards (Lighthouse desktop CLS 0.018), or a fee
          table without its rows, whose columns then moved (0.009). Chromium lifts the block when
          the element named here is inserted, so it names the footer, the first element after the
          main content: that ends a third of the way into the HTML, and the footer and the
          framework's payload after it can come later. Browsers without rel=expect ignore it.
        */}
        <link rel="expect" href="#site-footer" blocking="render" />
        {/* No NextIntlClientProvider: islands get their words as props, so no formatter ships to the browser. */}
        <SiteShell locale={locale} page={page}>
          {children}
        </SiteShell>
        <ErrorWords locale={locale} />
      </body>
    </html>
  );
}
