import {assumedIn} from './assumed';
import {links} from './links';

const assumed = assumedIn('content/site.ts');

/** Site-wide facts shown in the shell (header, footer) and read by the assistant. */
export const site = {
  name: 'PANLAR 2026',
  contactEmail: assumed('congreso@panlar.org', 'contact e-mail (footer, FAQ, fees, hotels, sponsorship, assistant)'),
  website: links.congressWebsite,
  /** The public origin of the site; `NEXT_PUBLIC_SITE_URL` overrides it per deployment. */
  origin: (process.env.NEXT_PUBLIC_SITE_URL || links.congressWebsite).replace(/\/+$/, ''),
  /** Where the footer's credit line links (its words are `Shell.footer.credit` in the catalogs). */
  agencyUrl: assumed(
    links.panlarWebsite,
    'footer credit: the specification credits an agency; confirm the credit line (Shell.footer.credit, “PANLAR digital team”) and its link',
  ),
} as const;
