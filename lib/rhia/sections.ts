import MiniSearch from 'minisearch';
import type {Locale} from '@/i18n/locales';
import {allRoutes, href} from '@/lib/routes/paths';
import {pages, type PageKey} from '@/lib/routes/manifest';
import {createTranslator} from 'use-intl/core';
import {formats} from '@/i18n/formats';
import {CONGRESS_ZONE} from '@/content/congress';
import {abstractLimits, abstractTopics, submissionDeadline} from '@/content/abstracts';
import {site} from '@/content/site';
import {relatedSpecialties} from '@/content/fees';
import {congressDates} from '@/lib/congress-format';
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

/** The values of the passages whose messages have arguments, read from the content modules. */
function passageValues(locale: Locale): Record<string, Record<string, unknown>> {
  const {from, to} = congressDates(locale);
  return {
    'Abstracts.regulations.length.body': {max: abstractLimits.maxCharacters},
    'Abstracts.regulations.references.body': {max: abstractLimits.maxReferences},
    'Abstracts.regulations.topic.body': {count: abstractTopics.length},
    'Abstracts.regulations.deadline.body': {deadline: submissionDeadline.toJSDate()},
    'Faq.datePlace.answer': {from, to},
    'Faq.contact': {address: site.contactEmail},
    'Brand.rules.contact': {address: site.contactEmail},
  };
}

/**
 * Passages that introduce a list the page shows from a content module ("Choose a single topic from
 * these 20:"): the list follows them, so that the passage answers on its own.
 */
function passageLists(catalog: Catalog): Record<string, string[]> {
  const labels = (namespace: string, keys: readonly string[]) =>
    keys.map((key) => {
      const value = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
      return typeof value === 'string' ? value : key;
    });
  return {
    'Abstracts.regulations.topic.body': labels('Abstracts.topics', abstractTopics),
    'Fees.details.specialties.body': labels('Fees.specialties', relatedSpecialties),
  };
}

/** Groups whose strings are each a passage of their own (one rule, one answer). */
const onePassageEach = new Set(['Brand.rules']);

type Shown = readonly [key: string, text: string];

/**
 * The sections of every page in one language, read from the catalogs: each group of sibling
 * strings (a card, a FAQ item, an abstract regulation) is a section, titled by its
 * `title`/`question` string, and each brand usage rule is one too. A message with arguments is
 * shown with its values from the content modules, or left out when it has none here.
 */
export function pageSections(locale: Locale, catalog: Catalog): Section[] {
  const sections: Section[] = [];
  const translate = createTranslator({locale, messages: catalog as never, timeZone: CONGRESS_ZONE, formats}) as unknown as {
    markup: (key: string, values?: Record<string, unknown>) => string;
  };
  const values = passageValues(locale);
  const lists = passageLists(catalog);
  const tags = Object.fromEntries(['b', 'mail', 'email', 'fees', 'portal', 'abstracts'].map((tag) => [tag, (chunks: string) => chunks]));
  const withList = (path: string, text: string) => (lists[path] && text.endsWith(':') ? `${text} ${lists[path].join('; ')}.` : text);
  const text = (path: string, value: string): string | undefined => {
    if (!/[{}]/.test(value)) return withList(path, plain(value));
    return values[path] ? withList(path, plain(translate.markup(path, {...tags, ...values[path]}))) : undefined;
  };
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
      const shown = Object.entries(node)
        .filter(([, value]) => typeof value === 'string')
        .map(([key, value]) => [key, text(`${path}.${key}`, value as string)] as const)
        .filter((entry): entry is Shown => entry[1] !== undefined && entry[1].length > 0);
      if (shown.length > 0 && !path.endsWith('.meta')) {
        const titled = shown.find(([key]) => key === 'title' || key === 'question' || key === 'name');
        const title = titled?.[1] ?? '';
        const rest = shown.filter(([key]) => key !== titled?.[0]);
        if (onePassageEach.has(path)) {
          for (const [key, value] of rest) sections.push({id: `${locale}:${path}.${key}`, page, title, text: value});
        } else if (rest.length > 0) {
          sections.push({id: `${locale}:${path}`, page, title, text: rest.map(([, value]) => value).join(' ')});
        }
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
    this.sections = sections;
    const index = new MiniSearch<Section>({fields: ['title', 'text'], processTerm, searchOptions: {...searchOptions, boost: {title: 2}}});
    index.addAll(sections);
    const byId = new Map(sections.map((section) => [section.id, section]));
    this.index = new TermSearch(index, (result) => byId.get(result.id as string)!);
  }

  private readonly sections: Section[];

  /**
   * The best section for a question, when it matches at least `minTerms` of its words. With
   * `distinctive`, words found in more than an eighth of the candidate sections do not count.
   */
  best(
    question: string,
    {page, minTerms = 1, within, distinctive = false}: {page?: PageKey; minTerms?: number; within?: string; distinctive?: boolean} = {},
  ): (Section & {path: string}) | undefined {
    const accept = (section: Section) => (!page || section.page === page) && (!within || section.id.includes(within));
    const common = distinctive ? Math.max(1, Math.floor(this.sections.filter(accept).length / 8)) : undefined;
    const results = this.index.search(question, accept, common);
    const hit = results.find((result) => result.queryTerms.length >= minTerms);
    if (!hit) return undefined;
    const section = hit.fields;
    return {id: section.id, page: section.page, title: section.title, text: section.text, path: href(section.page, this.locale)};
  }
}
