import {assumedIn} from './assumed';
import {links} from './links';
import {congress} from './congress';

const assumed = assumedIn('content/about.ts');

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

/** The league's texts on the About page are the project's wording, not PANLAR's published statements. */
export const aboutCopy = assumed.copy(
  ['About.who.text', 'About.vision.text', 'About.mission.text', 'About.pillars', 'About.impact'],
  'the league’s “who we are”, vision, mission, five pillars and three impact objectives: replace with PANLAR’s official texts',
);

export type PillarKey = (typeof about.pillars)[number];
export type ImpactObjectiveKey = (typeof about.impactObjectives)[number];
