/**
 * Every external URL of the site, in one place. An editor changes a link here and every page,
 * the footer and the assistant follow.
 */
export const links = {
  /** The external registration portal ("Register now"). */
  registration: 'https://registro.panlar.org/panlar2026',
  /** The external abstract submission system. */
  abstractSubmission: 'https://abstracts.panlar.org/panlar2026',
  panlarWebsite: 'https://www.panlar.org',
  congressWebsite: 'https://congreso.panlar.org',
  social: {
    facebook: 'https://www.facebook.com/PANLAR.org',
    linkedin: 'https://www.linkedin.com/company/panlar',
    x: 'https://x.com/PANLAR_org',
    instagram: 'https://www.instagram.com/panlar.org',
    youtube: 'https://www.youtube.com/@PANLARorg',
  },
} as const;

export type SocialNetwork = keyof typeof links.social;
