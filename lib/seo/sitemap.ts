import type {MetadataRoute} from 'next';
import {allRoutes} from '@/lib/routes/paths';
import {absoluteUrl, languageAlternates} from './urls';

/** Sitemap entries: the primary URLs of the manifest, each with its language alternates. */
export function sitemapEntries(): MetadataRoute.Sitemap {
  return allRoutes()
    .filter((route) => !route.isAlias)
    .map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: 'weekly' as const,
      priority: route.page === 'home' ? 1 : 0.7,
      alternates: {languages: languageAlternates(route.page)},
    }));
}
