import {links} from './links';
import {congress} from './congress';

/** The league: facts of the About page (its words live in `About.*`). */
export const about = {
  name: 'PANLAR',
  founded: congress.organizerFounded,
  website: links.panlarWebsite,
  /** The five pillars, in order (titles and texts: `About.pillars.<key>`). */
  pillars: ['education', 'research', 'patients', 'integration', 'quality'],
  /** The three impact objectives, in order (`About.impact.<key>`). */
  impactObjectives: ['earlyDiagnosis', 'access', 'nextGeneration'],
} as const;

export type PillarKey = (typeof about.pillars)[number];
export type ImpactObjectiveKey = (typeof about.impactObjectives)[number];
