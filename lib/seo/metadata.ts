import type {Metadata} from 'next';
import {getTranslations} from 'next-intl/server';
import {localesOf, pageEntry, type RouteMatch} from '@/lib/routes/paths';
import {links} from '@/content/links';
import {site} from '@/content/site';
import {absoluteUrl, languageAlternates} from './urls';
import {ogImage, ogLocale} from './og';

export {absoluteUrl, languageAlternates};

const twitterHandle = `@${new URL(links.social.x).pathname.replace(/^\/+/, '')}`;

/**
 * Title, description, canonical (the primary URL, also on aliases), language alternates, Open
 * Graph and Twitter cards with the page's generated image, icons and the web manifest.
 */
export async function pageMetadata(match: RouteMatch): Promise<Metadata> {
  const entry = pageEntry(match.page);
  const t = await getTranslations({locale: match.locale, namespace: entry.namespace});
  const seo = await getTranslations({locale: match.locale, namespace: 'Seo'});
  const title = t('meta.title');
  const description = t('meta.description');
  const fullTitle = match.page === 'home' ? title : `${title} | ${site.name}`;
  const canonical = absoluteUrl(match.canonical);
  const image = {...ogImage(match.page, match.locale), alt: seo('imageAlt', {title: t('title')})};
  return {
    metadataBase: new URL(site.origin),
    title: match.page === 'home' ? {absolute: title} : fullTitle,
    description,
    alternates: {canonical, languages: languageAlternates(match.page)},
    openGraph: {
      type: 'website',
      siteName: seo('siteName'),
      title: fullTitle,
      description,
      url: canonical,
      locale: ogLocale[match.locale],
      alternateLocale: localesOf(match.page)
        .filter((locale) => locale !== match.locale)
        .map((locale) => ogLocale[locale]),
      images: [image],
    },
    // X reads the title, description and image (with its alt) from the og: tags when its own are
    // absent; repeating them cost every page seven tags in the HTML and again in its payload.
    twitter: {card: 'summary_large_image', site: twitterHandle},
    icons: {
      icon: [
        {url: '/favicon.ico', sizes: '32x32'},
        {url: '/icon.svg', type: 'image/svg+xml'},
      ],
      apple: [{url: '/icons/apple-touch-icon.png', sizes: '180x180'}],
    },
    manifest: '/manifest.webmanifest',
  };
}
