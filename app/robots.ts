import type {MetadataRoute} from 'next';
import {site} from '@/content/site';

// /robots.txt: everything may be crawled; the sitemap lists every page in every language.
export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{userAgent: '*', allow: '/'}],
    sitemap: `${site.origin}/sitemap.xml`,
  };
}
