import MiniSearch from 'minisearch';
import es from '@/messages/es.json';
import {TermSearch, processTerm, searchOptions} from '@/lib/rhia/matcher';
import {pageSections, type Section} from '@/lib/rhia/sections';

// The memoised search must rank exactly as MiniSearch does: same documents, same scores, same
// matched words, whether a word is seen for the first time or comes from the cache.
const sections = pageSections('es', es as never);
const index = new MiniSearch<Section>({
  fields: ['title', 'text'],
  storeFields: ['page'],
  processTerm,
  searchOptions: {...searchOptions, boost: {title: 2}},
});
index.addAll(sections);
const memoised = new TermSearch(index, (result) => ({page: result.page as string}), 8);

const questions = [
  '¿Cuánto cuesta la inscripción para residentes?',
  'cuanto cuesta inscripcion residentes residentes',
  'hotel hotel cerca del centro de convenciones',
  'politica de cancelacion y reembolso',
  'fecha limite resumenes trabajos cientificos',
  'clima en panama en abril, moneda y propinas',
  'estacionamiento aeropuerto distancia',
  'xyzzy',
  '',
];

describe('TermSearch', () => {
  it.each([1, 2])('ranks as MiniSearch does (round %i: cold, then from the cache)', () => {
    for (const question of questions) {
      const expected = index.search(question).map((result) => ({id: result.id, score: result.score, terms: [...result.queryTerms].sort()}));
      const actual = memoised
        .search(question)
        .map((result) => ({id: result.id, score: result.score, terms: [...result.queryTerms].sort()}));
      expect(actual.map(({id, terms}) => ({id, terms}))).toEqual(expected.map(({id, terms}) => ({id, terms})));
      actual.forEach((result, position) => expect(result.score).toBeCloseTo(expected[position].score, 9));
    }
  });

  it('applies a filter after ranking', () => {
    const question = 'hoteles tarifas';
    const expected = index.search(question, {filter: (result) => result.page === 'hotels'}).map((result) => result.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(memoised.search(question, (fields) => fields.page === 'hotels').map((result) => result.id)).toEqual(expected);
  });
});
