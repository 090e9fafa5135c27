import {locales, type Locale} from '@/i18n/locales';
import type {ChatRequest, ChatTurn} from './protocol';
import {fold} from './fold';
import {CueMatcher} from './matcher';
import {SectionIndex} from './sections';
import {Knowledge, hotels, topicPage, type Catalogs, type FeeKey, type FeePeriodKey, type Hotel, type Topic} from './knowledge';
import {reason} from './respond';
import {systemClock, type Clock} from './today';
import {categoryPhrases, categoryWords, cues, periodPhrases, periodWords, type Cue} from './vocabulary';

export type Answer = {text: string; topic: Topic | 'hello' | 'thanks' | 'section' | 'fallback'};

type Label = Cue | `category:${FeeKey}` | `period:${FeePeriodKey}`;

function prefixed<K extends string, P extends string>(prefix: P, words: Record<K, string[]>): Record<`${P}:${K}`, string[]> {
  return Object.fromEntries(Object.entries(words).map(([key, list]) => [`${prefix}:${key}`, list])) as Record<`${P}:${K}`, string[]>;
}

function firstPhrase<K extends string>(phrases: Partial<Record<K, RegExp>>, folded: string): K | undefined {
  for (const [key, phrase] of Object.entries(phrases) as [K, RegExp][]) if (phrase.test(folded)) return key;
  return undefined;
}

function topOf<K>(scores: Map<K, number>): K | undefined {
  let winner: K | undefined;
  let max = 0;
  for (const [key, score] of scores) {
    if (score > max) {
      max = score;
      winner = key;
    }
  }
  return winner;
}

/** Cues that only say "when", "where" or "how much": any real topic in the question wins. */
const weakCues = new Set<Cue>(['dates', 'where', 'price', 'deadline', 'rules', 'topics', 'hello', 'thanks', 'registration']);

/**
 * The embedded answer engine: recognises what a question is about (accents, case and typos
 * tolerated), reads the facts from the knowledge layer and answers in the request's language,
 * ending with a link to the page the answer comes from. Follow-ups ("¿y para residentes?") are
 * understood through the history.
 */
export class AnswerEngine {
  private readonly knowledge: Record<Locale, Knowledge>;
  private readonly sections: Record<Locale, SectionIndex>;
  // Topics, categories and periods share one index, so that each word of a question goes to
  // the one thing it names best.
  private readonly matcher = new CueMatcher<Label>({
    ...cues,
    ...prefixed('category', categoryWords),
    ...prefixed('period', periodWords),
  });
  private readonly hotelMatcher: CueMatcher<string>;

  private readonly clock: Clock;

  /** `now` is the clock the answers read ("today"); tests and the evaluation fix it. */
  constructor(catalogs: Catalogs, options: {now?: Clock} = {}) {
    this.clock = options.now ?? systemClock;
    this.knowledge = Object.fromEntries(locales.map((locale) => [locale, new Knowledge(locale, catalogs[locale])])) as Record<
      Locale,
      Knowledge
    >;
    this.sections = Object.fromEntries(locales.map((locale) => [locale, new SectionIndex(locale, catalogs[locale])])) as Record<
      Locale,
      SectionIndex
    >;
    const generic = new Set(['panama', 'hotel', 'golden', 'tower', 'las', 'le', 'w']);
    this.hotelMatcher = new CueMatcher<string>(
      Object.fromEntries(
        hotels.map((hotel) => [
          hotel.id,
          fold(hotel.name)
            .split(/[^a-z0-9]+/)
            .filter((word) => word && !generic.has(word)),
        ]),
      ),
    );
  }

  knowledgeOf(locale: Locale): Knowledge {
    return this.knowledge[locale];
  }

  answer({message, language, conversationHistory}: ChatRequest): Answer {
    const k = this.knowledge[language];
    const withLink = (text: string, topic: Topic): Answer => ({text: `${text}\n\n${k.more(topicPage[topic])}`, topic});
    const reasoned = reason(k, message, conversationHistory, this.clock());
    if (reasoned) return withLink(reasoned.parts.join(' '), reasoned.topic);

    // Phrases ("pase diario", "en sitio") are read first and taken out of the question.
    let folded = fold(message);
    const phraseCategory = firstPhrase(categoryPhrases, folded);
    const phrasePeriod = firstPhrase(periodPhrases, folded);
    for (const phrase of [...Object.values(categoryPhrases), ...Object.values(periodPhrases)]) folded = folded.replace(phrase, ' ');
    const question = folded;
    const labelled = this.matcher.scores(question);
    const scores = new Map<Cue, number>();
    const categories = new Map<FeeKey, number>();
    const periods = new Map<FeePeriodKey, number>();
    for (const [label, score] of labelled) {
      if (label.startsWith('category:')) categories.set(label.slice(9) as FeeKey, score);
      else if (label.startsWith('period:')) periods.set(label.slice(7) as FeePeriodKey, score);
      else scores.set(label as Cue, score);
    }
    const category = phraseCategory ?? topOf(categories);
    const period = phrasePeriod ?? topOf(periods);
    const hotel = this.hotel(question, folded);
    const has = (cue: Cue) => (scores.get(cue) ?? 0) > 0;

    // The strongest specific topic of the question (weak cues only decide when none is found).
    let topic: Cue | undefined;
    let max = 0;
    for (const [cue, score] of scores) {
      if (!weakCues.has(cue) && score > max) {
        max = score;
        topic = cue;
      }
    }

    if (hotel && (!topic || topic === 'hotels')) return withLink(k.hotel(hotel), 'hotels');

    if (topic === 'abstracts') {
      if (has('rules') && !has('deadline')) return withLink(k.abstractRules(), 'abstractRules');
      if (has('topics')) return withLink(k.abstractTopics(), 'abstractTopics');
      return withLink(k.abstracts(), 'abstracts');
    }
    if (topic === 'climate' || topic === 'transport') {
      const section = this.sections[language].best(question, {page: 'hostCity'});
      if (section) return {text: `${section.text}\n\n${k.more('hostCity')}`, topic: 'hostCity'};
      return withLink(k.hostCity(), 'hostCity');
    }
    if (topic === 'groups' && !category) return withLink(k.groups(), 'groups');
    if (topic === 'cancellation') return withLink(k.cancellation(), 'cancellation');

    const feeQuestion = category !== undefined || period !== undefined;
    if (topic && !(feeQuestion && (topic === 'groups' || topic === 'contact'))) {
      if (topic === 'hotels') return withLink(k.hotels(), 'hotels');
      return withLink(k.topic(topic as Topic), topic as Topic);
    }
    if (feeQuestion) return this.fees(k, category, period, conversationHistory, has('price'));

    // Only weak cues: the strongest decides ("cuándo" beats a typo-match of "cuánto").
    let weak: Cue | undefined;
    let weakMax = 0;
    for (const [cue, score] of scores) {
      if (weakCues.has(cue) && score > weakMax) {
        weakMax = score;
        weak = cue;
      }
    }
    switch (weak) {
      case 'price':
        return this.fees(k, category, period, conversationHistory, true);
      case 'registration':
        return has('price') ? this.fees(k, category, period, conversationHistory, true) : withLink(k.registration(), 'registration');
      case 'rules':
        return withLink(k.abstractRules(), 'abstractRules');
      case 'topics':
        return withLink(k.program(), 'program');
      case 'deadline':
        return withLink(k.abstracts(), 'abstracts');
      case 'dates':
      case 'where':
        return withLink(k.dates(), 'dates');
      case 'thanks':
        return {text: k.thanks(), topic: 'thanks'};
      case 'hello':
        return {text: k.hello(), topic: 'hello'};
    }

    // A follow-up that names no topic: "¿y la tarifa tardía?" after a fee answer.
    const section = this.sections[language].best(question, {minTerms: Math.min(2, this.wordCount(folded))});
    if (section) {
      const title = section.title ? `${section.title}: ` : '';
      return {text: `${title}${section.text}\n\n${k.t('answers.more', {path: section.path})}`, topic: 'section'};
    }
    return {text: `${k.fallback()}\n\n${k.more('faq')}`, topic: 'fallback'};
  }

  private fees(k: Knowledge, category: FeeKey | undefined, period: FeePeriodKey | undefined, history: ChatTurn[], asked: boolean): Answer {
    const link = (text: string): Answer => ({text: `${text}\n\n${k.more('fees')}`, topic: 'fees'});
    // A category or period named earlier in the conversation still applies to a follow-up.
    const earlier = history
      .filter((turn) => turn.role === 'user')
      .slice(-3)
      .reverse();
    const remembered = category ?? (period || !asked ? earlier.map((turn) => this.category(turn.content)).find(Boolean) : undefined);
    if (remembered) return link(k.feesFor(remembered, period));
    if (period) return link(k.feesInPeriod(period));
    const lastAnswer = [...history].reverse().find((turn) => turn.role === 'assistant');
    // Asked twice without a category: give the whole table rather than asking again.
    if (lastAnswer && lastAnswer.content.startsWith(k.feesAsk())) return link(k.feesOverview());
    return link(k.feesAsk());
  }

  private category(text: string): FeeKey | undefined {
    const folded = fold(text);
    const phrase = firstPhrase(categoryPhrases, folded);
    if (phrase) return phrase;
    const categories = new Map<FeeKey, number>();
    for (const [label, score] of this.matcher.scores(folded)) {
      if (label.startsWith('category:')) categories.set(label.slice(9) as FeeKey, score);
    }
    return topOf(categories);
  }

  private hotel(question: string, folded: string): Hotel | undefined {
    const scores = this.hotelMatcher.scores(question);
    if (/\bhotel w\b|\bw (panama|hotel)\b/.test(folded)) scores.set('w', (scores.get('w') ?? 0) + 100);
    let best: Hotel | undefined;
    let max = 0;
    for (const hotel of hotels) {
      // Prefer the hotel whose name is most fully named ("Hilton" is the Hilton, not the Garden Inn).
      const score = (scores.get(hotel.id) ?? 0) - hotel.name.length / 1000;
      if ((scores.get(hotel.id) ?? 0) > 0 && score > max) {
        max = score;
        best = hotel;
      }
    }
    return best;
  }

  private wordCount(folded: string): number {
    return folded.split(/[^a-z0-9]+/).filter(Boolean).length;
  }
}
