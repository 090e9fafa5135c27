import {DateTime} from 'luxon';
import {CONGRESS_ZONE} from './congress';
import {links} from './links';
import {site} from './site';

/**
 * Scientific works (abstracts) of the PANLAR 2026 Congress: key dates, limits, topics and the
 * regulations, written once. The abstracts page and the virtual assistant read these values; the
 * words live in the `Abstracts` namespace of messages/*.json (`Abstracts.regulations.<key>`,
 * `Abstracts.topics.<key>`, `Abstracts.dates.<key>`).
 */

export const abstractsZone = CONGRESS_ZONE;

/** The external abstract submission system. */
export const abstractSubmissionUrl = links.abstractSubmission;

/** Questions about abstracts. */
export const abstractsContactEmail = site.contactEmail;

export type AbstractKeyDateKey = 'submissionDeadline' | 'notification' | 'presentingAuthorDiscount' | 'ePosterFile';

export type AbstractKeyDate = {
  key: AbstractKeyDateKey;
  /** ISO date or date-time, Panama time. */
  at: string;
  /** The time of day matters (shown with "Panama time"). */
  hasTime: boolean;
  /** No extension will be granted. */
  final: boolean;
};

export const abstractKeyDates: readonly AbstractKeyDate[] = [
  {key: 'submissionDeadline', at: '2025-12-29T18:00', hasTime: true, final: true},
  {key: 'notification', at: '2026-02-13', hasTime: false, final: false},
  {key: 'presentingAuthorDiscount', at: '2026-02-25', hasTime: false, final: false},
  {key: 'ePosterFile', at: '2026-02-25', hasTime: false, final: false},
];

/** A key date as an instant (Panama time). */
export function keyDateInstant(date: AbstractKeyDate): DateTime {
  return DateTime.fromISO(date.at, {zone: abstractsZone});
}

/** The submission deadline: 29 December 2025, 18:00 Panama time; no extension. */
export const submissionDeadline = keyDateInstant(abstractKeyDates[0]);

export const abstractLimits = {
  /** Text plus references, counting spaces and punctuation (authors, title, keywords and tables excluded). */
  maxCharacters: 2750,
  /** Allowed attachments: one of these combinations, each referenced in the text. */
  attachmentOptions: [
    {images: 1, tables: 1},
    {images: 2, tables: 0},
    {images: 0, tables: 2},
  ],
  /** References are discouraged; at most this many, Vancouver style. */
  maxReferences: 2,
  /** Topics per abstract. */
  topicsPerAbstract: 1,
  /** Abstracts per author: no limit. */
  maxAbstractsPerAuthor: null,
  language: 'en',
  structure: ['background', 'methods', 'results', 'conclusion'],
} as const;

export type AbstractTopicKey =
  | 'psoriaticArthritis'
  | 'rheumatoidArthritis'
  | 'crystalArthropathies'
  | 'basicSciencesImmunology'
  | 'education'
  | 'infectionRelated'
  | 'epidemiology'
  | 'systemicSclerosisIld'
  | 'spondyloarthritis'
  | 'fibromyalgiaPain'
  | 'imaging'
  | 'lupus'
  | 'inflammatoryMyopathies'
  | 'osteoarthritisMechanical'
  | 'osteoporosisMetabolicBone'
  | 'pediatricRheumatology'
  | 'antiphospholipidSyndrome'
  | 'sjogrenAutoimmune'
  | 'vasculitis'
  | 'miscellaneous';

/** The 20 topics; an abstract chooses one. */
export const abstractTopics: readonly AbstractTopicKey[] = [
  'psoriaticArthritis',
  'rheumatoidArthritis',
  'crystalArthropathies',
  'basicSciencesImmunology',
  'education',
  'infectionRelated',
  'epidemiology',
  'systemicSclerosisIld',
  'spondyloarthritis',
  'fibromyalgiaPain',
  'imaging',
  'lupus',
  'inflammatoryMyopathies',
  'osteoarthritisMechanical',
  'osteoporosisMetabolicBone',
  'pediatricRheumatology',
  'antiphospholipidSyndrome',
  'sjogrenAutoimmune',
  'vasculitis',
  'miscellaneous',
];

/** Submission statuses in the system; only `finalSubmission` is evaluated. */
export const abstractStatuses = ['inProcess', 'draft', 'finalSubmission', 'canceled'] as const;
export type AbstractStatusKey = (typeof abstractStatuses)[number];

export type AbstractRegulationKey =
  | 'electronicOnly'
  | 'englishOnly'
  | 'structure'
  | 'length'
  | 'imagesTables'
  | 'anonymous'
  | 'references'
  | 'topic'
  | 'funding'
  | 'statuses'
  | 'draftsAfterDeadline'
  | 'canceled'
  | 'presenterCoAuthor'
  | 'authorList'
  | 'previouslyPresented'
  | 'registerAndPresent'
  | 'evaluation'
  | 'finalDecision'
  | 'noLimit'
  | 'certificate'
  | 'deadline';

/** The regulations in their numbered order; each is `Abstracts.regulations.<key>.{title,body}`. */
export const abstractRegulations: readonly AbstractRegulationKey[] = [
  'electronicOnly',
  'englishOnly',
  'structure',
  'length',
  'imagesTables',
  'anonymous',
  'references',
  'topic',
  'funding',
  'statuses',
  'draftsAfterDeadline',
  'canceled',
  'presenterCoAuthor',
  'authorList',
  'previouslyPresented',
  'registerAndPresent',
  'evaluation',
  'finalDecision',
  'noLimit',
  'certificate',
  'deadline',
];

export const abstractRegulationCount = abstractRegulations.length;

/** Recommendations shown after the regulations; `Abstracts.recommendations.<key>`. */
export const abstractRecommendations = ['early', 'count', 'status', 'review', 'register'] as const;
export type AbstractRecommendationKey = (typeof abstractRecommendations)[number];
