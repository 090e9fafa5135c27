import type {MetadataRoute} from 'next';
import {getTranslations} from 'next-intl/server';
import {defaultLocale} from '@/i18n/locales';

// The web manifest (/manifest.webmanifest), in the site's default language.
export const dynamic = 'force-static';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({locale: defaultLocale, namespace: 'Seo'});
  return {
    name: t('siteName'),
    short_name: 'PANLAR 2026',
    description: t('manifestDescription'),
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#123a6b',
    icons: [
      {src: '/icon.svg', type: 'image/svg+xml', sizes: 'any'},
      {src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192'},
      {src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512'},
      {src: '/icons/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable'},
    ],
  };
}
