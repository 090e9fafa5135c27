import createNextIntlPlugin from 'next-intl/plugin';
import {nextHeaders} from './lib/security/headers.mjs';
import {deviceSizes, imageSizes} from './lib/images/widths.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// One code base, two outputs. `ENABLE_STATIC_EXPORT=true` writes plain files into out/ for any
// static host; otherwise `next start` serves the same pages plus the assistant's endpoint.
// The file extension picks the route files of each mode: `page.static.tsx` exists only in the
// export, `page.server.tsx` and `route.server.ts` only under `next start`.
const isStaticExport = process.env.ENABLE_STATIC_EXPORT === 'true';

// Photos in both modes: AVIF and WebP files written before the build by scripts/images.mjs at the
// widths of lib/images/widths.mjs, named by a custom loader (a static export has no optimizer).
const images = {loader: 'custom', loaderFile: './lib/images/loader.mjs', deviceSizes, imageSizes};

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // No ETag under `next start`: Next hashes the whole page on every request to make one (0.46 ms
  // for a 170 KB page, a quarter of the time it takes to serve it). Pages carry s-maxage for the
  // CDN in front; nginx serving the export sends its own validators.
  generateEtags: false,
  // Turbopack's chunker splits the startup JavaScript into many files (10 on most pages: React
  // DOM, the App Router and the runtime in separate chunks, some of 1–5 KB). Thresholds larger
  // than the whole framework (sizes are unminified bytes) let it merge each chunk group into one
  // file: 6 scripts a page, 153.4 KB gzip instead of 156.2 (fewer boundaries, better compression),
  // and one framework chunk (beside the small runtime) that scripts/compile-hints.mjs marks for
  // eager compilation. Lazy chunks (the assistant's panel) stay lazy: the bundle budget counts
  // what a page loads first.
  experimental: {turbopackChunking: {minChunkSize: 20_000_000, maxMergeChunkSize: 20_000_000}},
  transpilePackages: ['next-intl', 'use-intl'],
  pageExtensions: isStaticExport
    ? ['static.tsx', 'static.ts', 'tsx', 'ts']
    : ['server.tsx', 'server.ts', 'tsx', 'ts'],
  ...(isStaticExport
    ? // The export goes to out/ (in export mode a custom distDir names the export's destination;
      // Next still compiles in .next/, so scripts/build-static.mjs sets the `next start` build aside).
      {output: 'export', distDir: 'out', images}
    : {
        images,
        // Security and caching headers, pages' Cache-Control included; the static host sends the
        // same values (lib/security/headers.mjs).
        headers: async () => nextHeaders({dev: process.env.NODE_ENV === 'development'}),
      }),
};

export default withNextIntl(nextConfig);
