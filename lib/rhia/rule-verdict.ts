import type {AbstractRegulationKey} from '@/content/abstracts';
import type {Query} from './understand';

/**
 * What each abstract regulation requires ("must") or forbids ("mustNot"), so that a yes/no
 * question answered by the rule's own passage can lead with the answer: "do I have to…?" of a
 * requirement is "Yes", "can I…?" of a prohibition is "No". Any other pairing ("can someone else
 * present?") gets the rule without a verdict.
 */
const polarity: Partial<Record<AbstractRegulationKey, 'must' | 'mustNot'>> = {
  englishOnly: 'must',
  structure: 'must',
  funding: 'must',
  presenterCoAuthor: 'must',
  registerAndPresent: 'must',
  topic: 'must',
  anonymous: 'mustNot',
  draftsAfterDeadline: 'mustNot',
  authorList: 'mustNot',
  canceled: 'mustNot',
  finalDecision: 'mustNot',
  deadline: 'mustNot',
};

/** "yes", "no" or nothing, for a question answered by the regulation `key`. */
export function ruleVerdict(key: string, q: Query): 'yes' | 'no' | undefined {
  const rule = polarity[key as AbstractRegulationKey];
  // "Can they present it over Zoom?": presenting is in person only.
  const remote =
    /\b(zoom|google meet|teams|remot\w*|a distancia|por video|by video)\b/.test(q.folded) ||
    /\b(present\w*|apresent\w*|expon\w*)\b(\W+\w+){0,4}\W+(online|on-line|virtual\w*)\b/.test(q.folded);
  if (key === 'registerAndPresent' && remote) return 'no';
  if (rule === 'must' && q.asks.has('obligation')) return 'yes';
  // "¿Podía finalizar el envío sin declarar el financiamiento?": skipping a requirement is a no.
  if (rule === 'must' && /\b(sin|sem|without|skip\w*|omit\w*)\b/.test(q.folded)) return 'no';
  if (rule === 'mustNot' && q.asks.has('permission') && !q.asks.has('obligation')) return 'no';
  return undefined;
}
