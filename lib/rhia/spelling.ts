import MiniSearch from 'minisearch';
import {cueTermList} from './cue-terms';
import {fuzzy, processTerm} from './matcher';
import {stopWords} from './vocabulary';

/**
 * A misspelt cue term spelt right before the reader's patterns see the question ("rheumatolgist",
 * "registraton", "inscripsion"), with the matcher's own tolerance (one edit from 5 letters, two
 * from 7) and never for a real word of the three languages (scripts/rhia-words.mjs keeps every
 * real word that resembles a cue term). A word as close to two cue terms is left as it is.
 */
let terms: {index: MiniSearch<{id: number; term: string}>; known: Set<string>} | undefined;
const memo = new Map<string, string>();
/** Words remembered at most; the memo starts over when full (bounded memory under hostile traffic). */
const memoLimit = 5_000;

function cueTerms() {
  if (!terms) {
    const list = cueTermList().filter((term) => /^[a-z]+$/.test(term));
    // Stop words are searched too, and a word nearest one stays as it is: "congres" is no "colores",
    // "manha" no "minha", "could" no "would".
    const targets = [...new Set([...list, ...stopWords])].filter((term) => /^[a-z]+$/.test(term));
    const index = new MiniSearch<{id: number; term: string}>({fields: ['term'], storeFields: ['term']});
    index.addAll(targets.map((term, id) => ({id, term})));
    terms = {index, known: new Set(list)};
  }
  return terms;
}

function corrected(word: string): string {
  const distance = fuzzy(word);
  // Stop words are no typos: the matcher drops them before it looks for one.
  if (distance === 0 || !/^[a-z]+$/.test(word) || processTerm(word) === null) return word;
  const {index, known} = cueTerms();
  // "quantos" is "quanto" with an ending, as scripts/rhia-words.mjs reads it: no typo of "quartos".
  if (known.has(word) || known.has(word.slice(0, -1)) || known.has(word.slice(0, -2))) return word;
  let spelt = memo.get(word);
  if (spelt === undefined) {
    const [best, next] = index.search(word, {fuzzy: distance, prefix: false});
    const ambiguous = next !== undefined && next.score === best?.score;
    spelt = best && !ambiguous && !stopWords.has(String(best.term)) ? String(best.term) : word;
    if (memo.size >= memoLimit) memo.clear();
    memo.set(word, spelt);
  }
  return spelt;
}

/** The folded question with each misspelt cue term spelt right. */
export function spellCueTerms(folded: string): string {
  return folded
    .split(' ')
    .map((word) => corrected(word))
    .join(' ');
}
