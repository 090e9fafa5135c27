import type {MetadataRoute} from 'next';
import {sitemapEntries} from '@/lib/seo/sitemap';

// /sitemap.xml: every primary URL in every language with its hreflang alternates (no aliases:
// they are copies whose canonical names the primary URL).
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries();
}
