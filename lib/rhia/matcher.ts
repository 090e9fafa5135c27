import MiniSearch, {type SearchOptions} from 'minisearch';
import {fold} from './fold';
import {stopWords} from './vocabulary';
import {realWordList} from './real-words';

/** Folds a term and drops words that carry no topic (the same for index and question). */
export function processTerm(term: string): string | null {
  const folded = fold(term);
  return folded.length === 0 || stopWords.has(folded) ? null : folded;
}

/**
 * Real words of the three languages that resemble a cue term ("march", "president", "tomando"),
 * built from the cspell dictionaries by scripts/rhia-words.mjs: they are searched exactly.
 */
const realWords = new Set(realWordList.split(' '));
export const isRealWord = (term: string): boolean => realWords.has(term);

/** Typo tolerance: exact up to 4 letters, one edit from 5, two from 7; never for a real word. */
export const fuzzy = (term: string): number => (realWords.has(term) ? 0 : term.length >= 7 ? 2 : term.length >= 5 ? 1 : 0);
export const prefix = (term: string): boolean => term.length >= 4 && !realWords.has(term);

export const searchOptions: SearchOptions = {fuzzy, prefix, combineWith: 'OR'};

export type TermHit<T> = {id: number | string; score: number; queryTerms: string[]; fields: T};

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];

/**
 * MiniSearch's OR search with each query term's matches memoised. A term's fuzzy and prefix
 * matches depend only on the index, which never changes after start-up, and visitors ask with
 * the same few hundred words, so after warm-up a question costs a few map lookups instead of a
 * fuzzy walk of the whole vocabulary per word (the engine's largest cost).
 *
 * The result equals `index.search(question)`: MiniSearch sums a document's per-term scores and
 * multiplies the sum by the number of distinct query terms it matched, then sorts by score.
 */
export class TermSearch<T> {
  private readonly cache = new Map<string, readonly TermHit<T>[]>();

  constructor(
    private readonly index: MiniSearch,
    private readonly fieldsOf: (result: Record<string, unknown>) => T,
    /** Terms remembered at most; the cache starts over when full (bounded memory). */
    private readonly limit = 5_000,
  ) {}

  private termHits(term: string): readonly TermHit<T>[] {
    let hits = this.cache.get(term);
    if (!hits) {
      hits = (this.pluralOf(term) ?? this.index.search(term)).map((result) => ({
        id: result.id,
        score: result.score,
        queryTerms: [term],
        fields: this.fieldsOf(result),
      }));
      if (this.cache.size >= this.limit) this.cache.clear();
      this.cache.set(term, hits);
    }
    return hits;
  }

  /**
   * "quantos", "tardias": a real word that is an indexed term with a plural ending is read as that term, exactly
   * (real words get no typo tolerance, so "quantos" is never a typo of "quartos").
   */
  private pluralOf(term: string) {
    if (!realWords.has(term) || !term.endsWith('s')) return undefined;
    const exact = {fuzzy: false, prefix: false} as const;
    if (this.index.search(term, exact).length > 0) return undefined;
    for (const stem of term.endsWith('es') ? [term.slice(0, -1), term.slice(0, -2)] : [term.slice(0, -1)]) {
      const found = this.index.search(stem, exact);
      if (found.length > 0) return found;
    }
    return undefined;
  }

  /**
   * `common`, when given, is the most documents (among those `filter` lets through) a term may
   * match and still count: a word every regulation shares ("abstract", "resumen") tells none apart.
   */
  search(question: string, filter?: (fields: T) => boolean, common?: number): TermHit<T>[] {
    const combined = new Map<number | string, TermHit<T>>();
    for (const token of tokenize(question)) {
      const term = processTerm(token);
      if (!term) continue;
      const hits = this.termHits(term);
      if (common !== undefined && (filter ? hits.filter((hit) => filter(hit.fields)) : hits).length > common) continue;
      for (const hit of hits) {
        const existing = combined.get(hit.id);
        if (!existing) combined.set(hit.id, {...hit, queryTerms: [term]});
        else {
          existing.score += hit.score;
          if (!existing.queryTerms.includes(term)) existing.queryTerms.push(term);
        }
      }
    }
    const results: TermHit<T>[] = [];
    for (const hit of combined.values()) {
      if (filter && !filter(hit.fields)) continue;
      results.push({...hit, score: hit.score * hit.queryTerms.length});
    }
    return results.sort((a, b) => b.score - a.score);
  }
}

/**
 * The key with the highest positive score among those `accept` lets through (the first one on a
 * tie); `score` may adjust a key's raw score. The one top-score rule of the engine.
 */
export function topScore<K>(
  scores: Iterable<[K, number]>,
  accept: (key: K) => boolean = () => true,
  score: (key: K, raw: number) => number = (_key, raw) => raw,
): K | undefined {
  let winner: K | undefined;
  let max = -Infinity;
  for (const [key, raw] of scores) {
    if (raw <= 0 || !accept(key)) continue;
    const value = score(key, raw);
    if (value > max) {
      max = value;
      winner = key;
    }
  }
  return winner;
}

type Doc = {id: number; label: string; text: string};

/**
 * Recognises labels (topics, categories, hotels) from cue words with MiniSearch: accents and
 * case folded, typos and word beginnings tolerated. Each word of the question counts once per
 * label, at its best match.
 */
export class CueMatcher<L extends string> {
  private readonly index: TermSearch<L>;

  constructor(cues: Partial<Record<L, readonly string[]>>) {
    const index = new MiniSearch<Doc>({fields: ['text'], storeFields: ['label'], processTerm, searchOptions});
    let id = 0;
    const docs: Doc[] = [];
    for (const [label, words] of Object.entries(cues) as [L, readonly string[]][]) {
      for (const text of words) docs.push({id: id++, label, text});
    }
    index.addAll(docs);
    this.index = new TermSearch(index, (result) => result.label as L);
  }

  /**
   * The score of each label. A word of the question belongs to the label it matches best
   * ("quanto" is a price word, not a typo of "quarto"), and counts once for it.
   */
  scores(question: string): Map<L, number> {
    const best = new Map<string, {labels: L[]; score: number}>();
    for (const result of this.index.search(question)) {
      const label = result.fields;
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
    return topScore(this.scores(question));
  }
}
