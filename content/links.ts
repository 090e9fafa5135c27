import {assumedIn} from './assumed';

const assumed = assumedIn('content/links.ts');

/**
 * Every external URL of the site, in one place. An editor changes a link here and every page,
 * the footer and the assistant follow.
 */
export const links = {
  /** The external registration portal ("Register now"). */
  registration: assumed('https://registro.panlar.org/panlar2026', 'registration portal URL (not in the specification)'),
  /** The external abstract submission system. */
  abstractSubmission: assumed('https://abstracts.panlar.org/panlar2026', 'abstract submission system URL (not in the specification)'),
  panlarWebsite: 'https://www.panlar.org',
  congressWebsite: assumed('https://congreso.panlar.org', 'the congress site’s domain (also the default origin in content/site.ts)'),
  social: {
    facebook: assumed('https://www.facebook.com/PANLAR.org', 'Facebook page'),
    linkedin: assumed('https://www.linkedin.com/company/panlar', 'LinkedIn page'),
    x: assumed('https://x.com/PANLAR_org', 'X (Twitter) handle'),
    instagram: assumed('https://www.instagram.com/panlar.org', 'Instagram handle'),
    youtube: assumed('https://www.youtube.com/@PANLARorg', 'YouTube channel'),
  },
} as const;

export type SocialNetwork = keyof typeof links.social;
