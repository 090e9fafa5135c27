import type {Metadata} from 'next';
import {setRequestLocale} from 'next-intl/server';
import {localeOfSegments} from '@/i18n/locales';
import {allRoutes, notFoundPaths, resolve} from './paths';
import {pageMetadata} from '@/lib/seo/metadata';
import {renderPage} from '@/components/pages/registry';
import NotFoundView from '@/components/shell/NotFoundView';
import PageJsonLd from '@/components/seo/PageJsonLd';

type Params = Promise<{slug?: string[]}>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Every public URL of the manifest, primary and alias, plus the three not-found documents. */
export function exportParams() {
  return [...allRoutes(), ...notFoundPaths()].map(({path}) => ({slug: segmentsOf(path)}));
}

export async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
  const {slug = []} = await params;
  const match = resolve(slug);
  if (match) return pageMetadata(match);
  // A not-found document (its <title> is rendered by NotFoundView: Next streams the metadata of the
  // `/404` path after the HTML instead of writing it into the document).
  return {robots: {index: false}};
}

/**
 * Renders the manifest's page for the URL, or the not-found document of the URL's language
 * (`/404`, `/en/404`, `/pt-br/404`), which the servers send with status 404 for unknown paths.
 */
export async function CatchAllPage({params}: {params: Params}) {
  const {slug = []} = await params;
  const match = resolve(slug);
  if (!match) {
    setRequestLocale(localeOfSegments(slug));
    return <NotFoundView locale={localeOfSegments(slug)} />;
  }
  setRequestLocale(match.locale);
  return (
    <>
      {renderPage(match)}
      <PageJsonLd match={match} />
    </>
  );
}
