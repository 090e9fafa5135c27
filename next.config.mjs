import {PHASE_DEVELOPMENT_SERVER} from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import {nextHeaders} from './lib/security/headers.mjs';
import {deviceSizes, imageSizes} from './lib/images/widths.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/**
 * One production output: the static export in out/, which `npm start` serves (server/main.ts)
 * and nginx or any CDN serves in production. `next dev` (the editors' tool) is the one place the
 * app runs as a server: there it also serves the assistant's endpoint from
 * app/functions/v1/rhia-chat/route.dev.ts (an export refuses a POST route, and `dev.ts` files
 * exist only in that phase) and sends the site's headers.
 */
export default function config(phase) {
  const dev = phase === PHASE_DEVELOPMENT_SERVER;
  /** @type {import('next').NextConfig} */
  const nextConfig = {
    reactStrictMode: true,
    poweredByHeader: false,
    transpilePackages: ['next-intl', 'use-intl'],
    pageExtensions: dev ? ['dev.ts', 'tsx', 'ts'] : ['tsx', 'ts'],
    // Photos: AVIF and WebP files written before the build by scripts/images.mjs at the widths of
    // lib/images/widths.mjs, named by a custom loader (an export has no image optimiser).
    images: {loader: 'custom', loaderFile: './lib/images/loader.mjs', deviceSizes, imageSizes},
    ...(dev ? {headers: async () => nextHeaders({dev: true})} : {output: 'export'}),
  };
  return withNextIntl(nextConfig);
}
