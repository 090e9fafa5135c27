import {CatchAllPage, exportParams} from '@/lib/routes/page-route';

// Every manifest URL (primary and alias) and the three localized not-found documents, written as
// files by the export; nothing renders at request time.
export const dynamicParams = false;
export {generateMetadata} from '@/lib/routes/page-route';
export const generateStaticParams = exportParams;

export default function Page(props: {params: Promise<{slug?: string[]}>}) {
  return <CatchAllPage params={props.params} />;
}
