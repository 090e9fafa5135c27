import type {ItemKey, Messages} from '@/i18n/messages';

/**
 * The scientific program's outline. Labels are `Program.topics.<key>` / `Program.latest.<key>`:
 * a key without its label in the catalogs is a type error.
 */

type TopicKey = ItemKey<Messages['Program']['topics']>;
export type Topic = {key: TopicKey; subtopics?: readonly TopicKey[]};

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

/** "What’s new in each field": fourteen areas, in order. */
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
] as const satisfies readonly ItemKey<Messages['Program']['latest']>[];

/** Workshops are not announced yet. */
export const workshops = {announced: false} as const;

/**
 * The full program document. Its labels ("View program online", "Download program") exist in the
 * catalogs but nothing is shown until these URLs are filled in.
 */
export const programDocument = {viewOnlineUrl: '', downloadUrl: ''} as const;
