import {PHASE_DEVELOPMENT_SERVER} from 'next/constants.js';
import createNextIntlPlugin from 'next-intl/plugin';
import {nextHeaders} from './lib/security/headers.mjs';

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
    ...(dev
      ? {headers: async () => nextHeaders({dev: true})}
      : // The export has no image optimiser: pictures are sized at build time.
        {output: 'export', images: {unoptimized: true}}),
  };
  return withNextIntl(nextConfig);
}
