import {CatchAllPage, pageParams} from '@/lib/routes/page-route';

// Under `next start`: every manifest URL is pre-rendered; any other path renders on request and
// answers 404 with the not-found page of its prefix's language.
export const dynamicParams = true;
// CDN caching: `s-maxage` = this (a literal, as Next requires) = `pageCache.sMaxAge` in lib/security/headers.mjs.
export const revalidate = 3600;
export {generateMetadata} from '@/lib/routes/page-route';
export const generateStaticParams = pageParams;

export default function Page(props: {params: Promise<{slug?: string[]}>}) {
  return <CatchAllPage params={props.params} staticNotFound={false} />;
}
