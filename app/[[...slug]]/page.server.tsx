import {CatchAllPage, pageParams} from '@/lib/routes/page-route';

// Under `next start`: every manifest URL is pre-rendered; any other path renders on request and
// answers 404 with the not-found page of its prefix's language.
export const dynamicParams = true;
// Fully static: never regenerated at run time, so every page keeps the HTML that the build wrote
// and scripts/paint-first.mjs rewrote. Its CDN caching (`s-maxage` with stale-while-revalidate)
// comes from next.config.mjs (`cacheControl.page` in lib/security/headers.mjs).
export const revalidate = false;
export {generateMetadata} from '@/lib/routes/page-route';
export const generateStaticParams = pageParams;

export default function Page(props: {params: Promise<{slug?: string[]}>}) {
  return <CatchAllPage params={props.params} staticNotFound={false} />;
}
