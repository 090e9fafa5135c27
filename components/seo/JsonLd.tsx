import {serializeJsonLd, type JsonLd as Data} from '@/lib/seo/jsonld';

/** One JSON-LD block; data, not script, so the Content-Security-Policy does not apply to it. */
export function JsonLd({data}: {data: Data}) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{__html: serializeJsonLd(data)}} />;
}
