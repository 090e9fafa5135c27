import MiniSearch from 'minisearch';
import type {Locale} from '@/i18n/locales';
import {allRoutes, href} from '@/lib/routes/paths';
import {pages, type PageKey} from '@/lib/routes/manifest';
import type {Catalog} from './knowledge';
import {TermSearch, processTerm, searchOptions} from './matcher';

export type Section = {id: string; page: PageKey; title: string; text: string};

/** Catalog text as plain words: rich-text tags and ICU arguments removed. */
function plain(message: string): string {
  return message
    .replace(/<\/?[a-zA-Z0-9_]+>/g, '')
    .replace(/\{[^{}]*\}/g, '')
    .replace(/\s+([.,;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The sections of every page in one language, read from the catalogs: each group of sibling
 * strings (a card, a FAQ item, a rule) is a section, titled by its `title`/`question` string.
 * Messages with arguments are left out of the shown text (their values live in content modules).
 */
export function pageSections(locale: Locale, catalog: Catalog): Section[] {
  const sections: Section[] = [];
  const pagesWithUrl = new Set(
    allRoutes()
      .filter((route) => route.locale === locale)
      .map((route) => route.page),
  );
  for (const {key: page, namespace} of pages) {
    if (!pagesWithUrl.has(page)) continue;
    const root = namespace.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
    if (!root || typeof root !== 'object') continue;
    const walk = (node: Catalog, path: string) => {
      const strings = Object.entries(node).filter(([, value]) => typeof value === 'string') as [string, string][];
      const shown = strings.filter(([, value]) => !/[{}]/.test(value)).map(([key, value]) => [key, plain(value)] as const);
      if (shown.length > 0 && !path.endsWith('.meta')) {
        const titled = shown.find(([key]) => key === 'title' || key === 'question' || key === 'name');
        const title = titled?.[1] ?? '';
        const text = shown
          .filter(([key]) => key !== titled?.[0])
          .map(([, value]) => value)
          .filter((value) => value.length > 0)
          .join(' ');
        if (text.length > 0) sections.push({id: `${locale}:${path}`, page, title, text});
      }
      for (const [key, value] of Object.entries(node)) {
        if (value && typeof value === 'object') walk(value as Catalog, `${path}.${key}`);
      }
    };
    walk(root as Catalog, namespace);
  }
  return sections;
}

/** Free-text retrieval over the page sections of one language (MiniSearch, BM25). */
export class SectionIndex {
  private readonly index: TermSearch<Section>;
  private readonly locale: Locale;

  constructor(locale: Locale, catalog: Catalog) {
    this.locale = locale;
    const sections = pageSections(locale, catalog);
    const index = new MiniSearch<Section>({fields: ['title', 'text'], processTerm, searchOptions: {...searchOptions, boost: {title: 2}}});
    index.addAll(sections);
    const byId = new Map(sections.map((section) => [section.id, section]));
    this.index = new TermSearch(index, (result) => byId.get(result.id as string)!);
  }

  /** The best section for a question, when it matches at least `minTerms` of its words. */
  best(question: string, {page, minTerms = 1}: {page?: PageKey; minTerms?: number} = {}): (Section & {path: string}) | undefined {
    const results = this.index.search(question, page ? (section) => section.page === page : undefined);
    const hit = results.find((result) => result.queryTerms.length >= minTerms);
    if (!hit) return undefined;
    const section = hit.fields;
    return {id: section.id, page: section.page, title: section.title, text: section.text, path: href(section.page, this.locale)};
  }
}
