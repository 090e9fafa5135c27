import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {createTranslator} from 'use-intl/core';
import {formats} from '@/i18n/formats';
import {evaluate} from '@/tests/rhia-eval/evaluate';

// The kinds of errors the native editors found in the assistant's answers (issue 21): missing
// contractions ("de el", "de o"), double spaces, a space before "%".
const faults: Record<'es' | 'en' | 'pt', RegExp[]> = {
  es: [/\bde el\b/i, /\ba el\b/i],
  en: [],
  pt: [/\b(de|em) (o|a|os|as) \p{L}/iu],
};
const common = [/ {2}/, /\s%/];

// Realistic values by argument name; the rest get a noun phrase of their language.
const samples: Record<string, Record<string, string | number>> = {
  es: {
    amount: 'USD 530',
    date: '25 de marzo de 2026',
    place: 'del Casco Antiguo',
    venue: 'Centro de Convenciones de Panamá',
    city: 'Ciudad de Panamá',
  },
  en: {amount: 'US$530', date: 'March 25, 2026', place: 'from the airport', venue: 'Panama Convention Center', city: 'Panama City'},
  pt: {
    amount: 'USD 530',
    date: '25 de março de 2026',
    place: 'do aeroporto',
    venue: 'Centro de Convenções do Panamá',
    city: 'Cidade do Panamá',
  },
};
const numbers = new Set([
  'percent',
  'tax',
  'hotel',
  'restaurant',
  'tip',
  'max',
  'paid',
  'free',
  'one',
  'minutes',
  'stars',
  'count',
  'refs',
  'chars',
  'parking',
]);

function templates(node: unknown, path: string[] = []): string[][] {
  if (typeof node === 'string') return [path];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => templates(value, [...path, key]));
}

function render(language: 'es' | 'en' | 'pt', catalog: typeof es, path: string[]): string {
  const t = createTranslator({locale: language, messages: catalog as never, timeZone: 'America/Panama', formats}) as unknown as (
    key: string,
    values: Record<string, string | number>,
  ) => string;
  const source = path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalog.Rhia.answers) as string;
  const values: Record<string, string | number> = {};
  for (const [, name] of source.matchAll(/\{(\w+)/g)) {
    values[name] = samples[language][name] ?? (numbers.has(name) ? 10 : name === 'email' ? 'congreso@panlar.org' : 'PANLAR');
  }
  return t(['Rhia', 'answers', ...path].join('.'), values);
}

describe("the assistant's templates read as the pages do", () => {
  for (const [language, catalog] of [
    ['es', es],
    ['en', en],
    ['pt', pt],
  ] as const) {
    it.each(templates(catalog.Rhia.answers).map((path) => path.join('.')))(`${language}: %s`, (key) => {
      const text = render(language, catalog, key.split('.'));
      for (const fault of [...faults[language], ...common]) expect([key, text, fault.test(text)]).toEqual([key, text, false]);
    });
  }

  it('every answer of the evaluation set is free of those faults', () => {
    const bad = evaluate().results.filter((result) => [...faults[result.language], ...common].some((fault) => fault.test(result.answer)));
    expect(bad.map((result) => `${result.id}: ${result.answer}`)).toEqual([]);
  });

  it('writes English answers in sentence case', () => {
    const lower = evaluate().results.filter((result) => result.language === 'en' && /^[a-z]/.test(result.answer));
    expect(lower.map((result) => result.id)).toEqual([]);
  });
});
