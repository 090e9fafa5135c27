import {parse, TYPE, type MessageFormatElement} from '@formatjs/icu-messageformat-parser';
import es from '@/messages/es.json';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

type Tree = {[key: string]: string | Tree};

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const catalogs = {es: flatten(es as Tree), en: flatten(en as Tree), pt: flatten(pt as Tree)};

describe('message catalogs', () => {
  it('have identical keys in es, en and pt', () => {
    const keys = Object.keys(catalogs.es).sort();
    expect(keys.length).toBeGreaterThan(50);
    expect(Object.keys(catalogs.en).sort()).toEqual(keys);
    expect(Object.keys(catalogs.pt).sort()).toEqual(keys);
  });

  it.each(Object.keys(catalogs))('%s: every message parses as ICU', (locale) => {
    for (const [key, message] of Object.entries(catalogs[locale as keyof typeof catalogs])) {
      // The key beside the error, so that a failure names the message at fault.
      let error: string | null = null;
      try {
        parse(message);
      } catch (caught) {
        error = String(caught);
      }
      expect([key, error]).toEqual([key, null]);
    }
  });

  it('uses the same placeholders, select and plural cases, and tags in every language', () => {
    // Read off the parsed message: an argument's name, a select's or plural's cases, a tag's name.
    // A plural on `hour` only agrees a word with the clock ("a la 1:00", "à 1:00"), which English does not need.
    const namesIn = (elements: MessageFormatElement[]): string[] =>
      elements.flatMap((element) => {
        if (element.type === TYPE.plural && element.value === 'hour')
          return Object.values(element.options).flatMap(({value}) => namesIn(value));
        if (element.type === TYPE.select || element.type === TYPE.plural)
          return [element.value, ...Object.entries(element.options).flatMap(([option, {value}]) => [option, ...namesIn(value)])];
        if (element.type === TYPE.tag) return [`<${element.value}>`, ...namesIn(element.children)];
        if (element.type === TYPE.literal || element.type === TYPE.pound) return [];
        return [element.value];
      });
    const names = (message: string) => namesIn(parse(message)).sort();
    for (const key of Object.keys(catalogs.es)) {
      expect([key, names(catalogs.en[key])]).toEqual([key, names(catalogs.es[key])]);
      expect([key, names(catalogs.pt[key])]).toEqual([key, names(catalogs.es[key])]);
    }
  });
});
