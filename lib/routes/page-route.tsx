import type {Metadata} from 'next';
import {notFound} from 'next/navigation';
import {setRequestLocale} from 'next-intl/server';
import {localeOfSegments} from '@/i18n/locales';
import {allRoutes, notFoundPaths, resolve} from './paths';
import {pageMetadata} from '@/lib/seo/metadata';
import {renderPage} from '@/components/pages/registry';
import NotFoundView from '@/components/shell/NotFoundView';
import PageJsonLd from '@/components/seo/PageJsonLd';

type Params = Promise<{slug?: string[]}>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Every public URL of the manifest, primary and alias, as catch-all params. */
export function pageParams() {
  return allRoutes().map((route) => ({slug: segmentsOf(route.path)}));
}

/** The same, plus the three localized not-found documents a static host serves with status 404. */
export function staticExportParams() {
  return [...pageParams(), ...notFoundPaths().map(({path}) => ({slug: segmentsOf(path)}))];
}

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {slug = []} = await params;
  const match = resolve(slug);
  if (!match) return {robots: {index: false}};
  return pageMetadata(match);
}

/**
 * Renders the manifest's page for the URL. Under `next start` an unknown path reaches this with
 * no match and answers 404 through `notFound()` (the segment's not-found boundary renders it
 * inside the layout, so it is in the prefix's language). In the static export the not-found
 * documents are rendered as ordinary files, which the host serves with status 404.
 */
export async function CatchAllPage({params, staticNotFound}: {params: Params; staticNotFound: boolean}) {
  const {slug = []} = await params;
  const match = resolve(slug);
  if (!match) {
    const locale = localeOfSegments(slug);
    if (staticNotFound) {
      setRequestLocale(locale);
      return <NotFoundView locale={locale} />;
    }
    console.warn(`[404] /${slug.join('/')}`);
    notFound();
  }
  setRequestLocale(match.locale);
  return (
    <>
      {renderPage(match)}
      <PageJsonLd match={match} />
    </>
  );
}
