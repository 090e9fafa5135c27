import type {ReactNode} from 'react';
import type {Viewport} from 'next';
import {NextIntlClientProvider} from 'next-intl';
import {getMessages, setRequestLocale} from 'next-intl/server';
import {htmlLang, localeOfSegments} from '@/i18n/locales';
import {resolve} from '@/lib/routes/paths';
import {pickMessages} from '@/lib/i18n/pick';
import {inter} from '@/lib/fonts';
import SiteShell from '@/components/shell/SiteShell';
import '../globals.css';
import '../print.css';

export const viewport: Viewport = {
  themeColor: '#123a6b',
  width: 'device-width',
  initialScale: 1,
};

// The namespaces that client islands read on every page; pages hand their own islands more.
const shellNamespaces = ['NotFound', 'ErrorPage'] as const;

export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{slug?: string[]}>;
}) {
  const {slug = []} = await params;
  const locale = localeOfSegments(slug);
  setRequestLocale(locale);
  const messages = await getMessages();
  const page = resolve(slug)?.page ?? null;

  return (
    <html lang={htmlLang[locale]} className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink antialiased">
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages, shellNamespaces)}>
          <SiteShell locale={locale} page={page}>
            {children}
          </SiteShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
