import {CatchAllPage, staticExportParams} from '@/lib/routes/page-route';

// In the static export: one file per manifest URL and one not-found document per language.
export const dynamicParams = false;
export {generateMetadata} from '@/lib/routes/page-route';
export const generateStaticParams = staticExportParams;

export default function Page(props: {params: Promise<{slug?: string[]}>}) {
  return <CatchAllPage params={props.params} staticNotFound />;
}
