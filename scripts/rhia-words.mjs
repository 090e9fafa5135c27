#!/usr/bin/env node
// RHIA's real-word list: the words of Spanish, US English and Brazilian Portuguese (the cspell
// dictionaries @cspell/dict-es-es, @cspell/dict-en_us, @cspell/dict-pt-br) that the engine's
// typo tolerance would otherwise turn into one of its cue words ("march" → "marca", "president"
// → "resident", "tomando" → "tomada"). Only those are kept, folded as the engine folds words,
// so the list stays small enough for the endpoint and the edge function. The matcher searches a
// word of this list exactly (no typo or prefix match).
//   npm run rhia:words            # writes lib/rhia/real-words.ts when its inputs changed (npm run build runs it)
//   npm run rhia:words -- --force # rebuilds it anyway
// The list is a TypeScript module (one string) so that Node, Jest, esbuild and Deno all import it
// as it is; `realWordsSource` fingerprints its inputs (the cue terms and the dictionaries' versions)
// and tests/unit/rhia-real-words.test.ts fails when the list is stale.
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {createRequire} from 'node:module';
import {createHash} from 'node:crypto';
import {fileURLToPath} from 'node:url';
import {importTrie, iteratorTrieWords} from 'cspell-trie-lib';
import {importTs} from './import-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const output = path.join(root, 'lib/rhia/real-words.ts');
const dictionaries = ['@cspell/dict-es-es', '@cspell/dict-en_us', '@cspell/dict-pt-br'];

/** The trie file of a cspell dictionary package, as its cspell-ext.json names it. */
function trieOf(name) {
  const extension = require.resolve(`${name}/cspell-ext.json`);
  const [definition] = JSON.parse(readFileSync(extension, 'utf8')).dictionaryDefinitions;
  return path.resolve(path.dirname(extension), definition.path);
}

/** The engine's cue terms, folded and without stop words, read from lib/rhia by esbuild. */
async function cueTerms() {
  const {cueTermGroups} = await importTs('lib/rhia/cue-terms.ts');
  return cueTermGroups();
}

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
// The matcher's typo tolerance (lib/rhia/matcher.ts): one edit from 5 letters, two from 7.
const fuzzy = (term) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : 0);

function levenshtein(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return max + 1;
    previous = row;
  }
  return previous[b.length];
}

/** Every string made by deleting up to `depth` letters (the symmetric-delete candidate keys). */
function deletions(word, depth, into = new Set()) {
  into.add(word);
  if (depth === 0 || word.length <= 1) return into;
  for (let index = 0; index < word.length; index++) deletions(word.slice(0, index) + word.slice(index + 1), depth - 1, into);
  return into;
}

const groups = await cueTerms();
const termList = [...groups.keys()].sort();
const packageOf = (name) =>
  JSON.parse(readFileSync(path.join(path.dirname(require.resolve(`${name}/cspell-ext.json`)), 'package.json'), 'utf8'));
const versions = dictionaries.map((name) => `${name}@${packageOf(name).version}`);
// The same fingerprint as lib/rhia/cue-terms.ts's realWordsFingerprint.
const source = createHash('sha256')
  .update(JSON.stringify({versions, terms: termList}))
  .digest('hex')
  .slice(0, 16);
let current = '';
try {
  current = /realWordsSource = '([0-9a-f]+)'/.exec(readFileSync(output, 'utf8'))?.[1] ?? '';
} catch {
  // No list yet.
}
if (current === source && !process.argv.includes('--force')) {
  console.log(`rhia:words ${path.relative(root, output)} is up to date`);
  process.exit(0);
}
const terms = new Set(termList);
const byDeletion = new Map();
for (const term of terms) {
  for (const key of deletions(term, 2)) {
    const list = byDeletion.get(key) ?? [];
    list.push(term);
    byDeletion.set(key, list);
  }
}
const prefixes = new Set([...terms].flatMap((term) => Array.from({length: term.length - 4}, (_, index) => term.slice(0, index + 4))));

/** Whether two cue terms stand for one thing ("hotel" and "hoteis"; not "quanto", a price, and "quartos", a room). */
const sameThing = (a, b) => [...groups.get(a)].some((group) => groups.get(b).has(group));

/** Whether a real word would be taken for a cue term it is not (and is not an inflection of). */
function confusable(word) {
  if (terms.has(word) || word.length < 4) return false;
  // "hoteles" is "hotel" with a plural ending: its typo match to the cue is the right one ("marcar", a verb, is not "marca").
  // But "quantos", "quanto" with an ending, is also a typo away from "quartos": a real word, read as it is.
  const base = [word.slice(0, -1), word.slice(0, -2)].find((stem, index) => word.endsWith(index ? 'es' : 's') && terms.has(stem));
  if (base === undefined && prefixes.has(word)) return true;
  const max = fuzzy(word);
  if (max === 0) return false;
  for (const key of deletions(word, max)) {
    for (const term of byDeletion.get(key) ?? [])
      if (!(base !== undefined && sameThing(base, term)) && levenshtein(word, term, max) <= max) return true;
  }
  return false;
}

const started = Date.now();
const words = new Set();
for (const dictionary of dictionaries) {
  const text = gunzipSync(readFileSync(trieOf(dictionary))).toString('utf8');
  for (const entry of iteratorTrieWords(importTrie(text.split('\n')))) {
    if (entry.startsWith('~') || !/^\p{L}+$/u.test(entry)) continue;
    const word = fold(entry);
    if (word.length >= 4 && word.length <= 20 && !words.has(word) && confusable(word)) words.add(word);
  }
}
const list = [...words].sort();
writeFileSync(
  output,
  [
    '// Generated by scripts/rhia-words.mjs (npm run rhia:words) from the cspell dictionaries; do not edit.',
    '// The real words of es, en and pt that resemble a cue term of the engine: searched exactly, never typo-corrected.',
    `export const realWordsSource = '${source}';`,
    // Written as Prettier writes it, so that `prettier --check .` passes right after a rebuild.
    `export const realWordList =\n  '${list.join(' ')}';`,
    '',
  ].join('\n'),
);
console.log(
  `rhia:words ${list.length} real words near ${terms.size} cue terms → ${path.relative(root, output)} (${Date.now() - started} ms)`,
);
