import type {RouteMatch} from '@/lib/routes/paths';
import {pageJsonLd} from '@/lib/seo/page-jsonld';
import {JsonLd} from './JsonLd';

/** The structured data of a page (see lib/seo/page-jsonld.ts). */
export default async function PageJsonLd({match}: {match: RouteMatch}) {
  const blocks = await pageJsonLd(match);
  return (
    <>
      {blocks.map((data, index) => (
        <JsonLd key={index} data={data} />
      ))}
    </>
  );
}
