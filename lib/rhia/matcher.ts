import MiniSearch, {type SearchOptions} from 'minisearch';
import {fold} from './fold';
import {stopWords} from './vocabulary';

/** Folds a term and drops words that carry no topic (the same for index and question). */
export function processTerm(term: string): string | null {
  const folded = fold(term);
  return folded.length === 0 || stopWords.has(folded) ? null : folded;
}

/** Typo tolerance: exact up to 4 letters, one edit from 5, two from 7. */
export const fuzzy = (term: string): number => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : 0);
export const prefix = (term: string): boolean => term.length >= 4;

export const searchOptions: SearchOptions = {fuzzy, prefix, combineWith: 'OR'};

type Doc = {id: number; label: string; text: string};

/**
 * Recognises labels (topics, categories, hotels) from cue words with MiniSearch: accents and
 * case folded, typos and word beginnings tolerated. Each word of the question counts once per
 * label, at its best match.
 */
export class CueMatcher<L extends string> {
  private readonly index: MiniSearch<Doc>;

  constructor(cues: Partial<Record<L, readonly string[]>>) {
    this.index = new MiniSearch<Doc>({fields: ['text'], storeFields: ['label'], processTerm, searchOptions});
    let id = 0;
    const docs: Doc[] = [];
    for (const [label, words] of Object.entries(cues) as [L, readonly string[]][]) {
      for (const text of words) docs.push({id: id++, label, text});
    }
    this.index.addAll(docs);
  }

  /**
   * The score of each label. A word of the question belongs to the label it matches best
   * ("quanto" is a price word, not a typo of "quarto"), and counts once for it.
   */
  scores(question: string): Map<L, number> {
    const best = new Map<string, {labels: L[]; score: number}>();
    for (const result of this.index.search(question)) {
      const label = result.label as L;
      for (const term of result.queryTerms) {
        const current = best.get(term);
        if (!current || result.score > current.score + 1e-9) best.set(term, {labels: [label], score: result.score});
        else if (Math.abs(result.score - current.score) <= 1e-9 && !current.labels.includes(label)) current.labels.push(label);
      }
    }
    const totals = new Map<L, number>();
    for (const {labels, score} of best.values()) {
      for (const label of labels) totals.set(label, (totals.get(label) ?? 0) + score);
    }
    return totals;
  }

  /** The label with the highest score, if any. */
  top(question: string): L | undefined {
    let winner: L | undefined;
    let max = 0;
    for (const [label, score] of this.scores(question)) {
      if (score > max) {
        max = score;
        winner = label;
      }
    }
    return winner;
  }
}
