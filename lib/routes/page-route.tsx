import type {Metadata} from 'next';
import {setRequestLocale} from 'next-intl/server';
import {prefixes, type Locale} from '@/i18n/locales';
import {allRoutes, notFoundPaths, resolve} from './paths';
import {pageMetadata} from '@/lib/seo/metadata';
import {renderPage} from '@/components/pages/registry';
import NotFoundView from '@/components/shell/NotFoundView';
import PageJsonLd from '@/components/seo/PageJsonLd';

type Params = Promise<{slug?: string[]}>;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The catch-all page of one language's route group. Its slug is the path below the language's
 * prefix (`/en/hotels` is ['hotels'] in app/(en)/en/[[...slug]]); every URL of the manifest in
 * that language (primary and alias) and its not-found document (`/404`, `/en/404`, `/pt-br/404`,
 * which the servers send with status 404 for unknown paths) are written by the export.
 */
export function localePage(locale: Locale) {
  const prefix = segmentsOf(prefixes[locale]);
  const fullPath = (slug: string[] = []) => [...prefix, ...slug];

  function generateStaticParams() {
    return [...allRoutes(), ...notFoundPaths()]
      .filter((route) => route.locale === locale)
      .map(({path}) => ({slug: segmentsOf(path).slice(prefix.length)}));
  }

  async function generateMetadata({params}: {params: Params}): Promise<Metadata> {
    const match = resolve(fullPath((await params).slug));
    // A not-found document's <title> is rendered by NotFoundView: Next streams the metadata of the
    // `/404` path after the HTML instead of writing it into the document.
    return match ? pageMetadata(match) : {robots: {index: false}};
  }

  async function Page({params}: {params: Params}) {
    setRequestLocale(locale);
    const match = resolve(fullPath((await params).slug));
    if (!match) return <NotFoundView locale={locale} />;
    return (
      <>
        {renderPage(match)}
        <PageJsonLd match={match} />
      </>
    );
  }

  return {generateStaticParams, generateMetadata, Page};
}
