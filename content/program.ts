/**
 * The scientific program's outline. Labels are `Program.topics.<key>` / `Program.latest.<key>`.
 */

export type Topic = {key: string; subtopics?: readonly string[]};

/** General topics, in order; the first has five sub-items. */
export const generalTopics: readonly Topic[] = [
  {
    key: 'controversies',
    subtopics: ['difficultToTreat', 'precisionMedicine', 'preclinicalStages', 'advancedTherapies', 'microbiome'],
  },
  {key: 'guidelines'},
  {key: 'ai'},
  {key: 'epidemiology'},
  {key: 'imaging'},
];

/** "Latest in": fourteen areas, in order. */
export const latestIn = [
  'lupus',
  'myopathies',
  'rheumatoidArthritis',
  'psoriaticDisease',
  'axialSpondyloarthritis',
  'vasculitis',
  'osteoporosis',
  'osteoarthritis',
  'fibromyalgia',
  'pediatric',
  'autoinflammatory',
  'crystal',
  'interstitialLung',
  'chronicPain',
] as const;

/** Workshops are not announced yet. */
export const workshops = {announced: false} as const;

/**
 * The full program document. Its labels ("View program online", "Download program") exist in the
 * catalogs but nothing is shown until these URLs are filled in.
 */
export const programDocument = {viewOnlineUrl: '', downloadUrl: ''} as const;
