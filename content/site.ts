import {links} from './links';

/** Site-wide facts shown in the shell (header, footer) and read by the assistant. */
export const site = {
  name: 'PANLAR 2026',
  contactEmail: 'congreso@panlar.org',
  website: links.congressWebsite,
  /** The public origin of the site; `NEXT_PUBLIC_SITE_URL` overrides it per deployment. */
  origin: (process.env.NEXT_PUBLIC_SITE_URL || 'https://congreso.panlar.org').replace(/\/+$/, ''),
  /** Where the footer's credit line links (its words are `Shell.footer.credit` in the catalogs). */
  agencyUrl: links.panlarWebsite,
} as const;
