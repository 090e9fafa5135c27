import {locales, type Locale} from '@/i18n/locales';
import type {ChatRequest, ChatTurn} from './protocol';
import {fold, spellOut} from './fold';
import {CueMatcher, topScore} from './matcher';
import {SectionIndex} from './sections';
import {Knowledge, hotels, topicPage, type Catalogs, type FeeKey, type FeePeriodKey, type Hotel, type Topic} from './knowledge';
import {
  congressOverTold,
  datesToday,
  frustratedOnly,
  isoToday,
  nextEdition,
  reason,
  stillUnpublished,
  thanksOnly,
  type Reasoned,
  type RuleFinder,
} from './respond';
import {ruleVerdict} from './rule-verdict';
import {figuresOf} from './figures';
import {hotelWords} from './cue-terms';
import {
  asksForDate,
  totalAsked,
  understand,
  memberRateIn,
  conversionAsked,
  unpublishedThings,
  unpublishedTimeOfDay,
  withoutNegatedCategories,
  type Query,
} from './understand';
import {systemClock, todayAt, type Clock} from './today';
import {categoryPhrases, categoryWords, congressWords, cues, periodPhrases, periodWords, unlistedSpecialty, type Cue} from './vocabulary';
import {site} from '@/content/site';
import {congress} from '@/content/congress';
import {abstractTopics} from '@/content/abstracts';

export type Answer = {text: string; topic: Topic | 'hello' | 'thanks' | 'section' | 'fallback'};

type Label = Cue | `category:${FeeKey}` | `period:${FeePeriodKey}`;

function prefixed<K extends string, P extends string>(prefix: P, words: Record<K, string[]>): Record<`${P}:${K}`, string[]> {
  return Object.fromEntries(Object.entries(words).map(([key, list]) => [`${prefix}:${key}`, list])) as Record<`${P}:${K}`, string[]>;
}

function firstPhrase<K extends string>(phrases: Partial<Record<K, RegExp>>, folded: string): K | undefined {
  for (const [key, phrase] of Object.entries(phrases) as [K, RegExp][]) if (phrase.test(folded)) return key;
  return undefined;
}

type Reading = {
  message: string;
  question: string;
  scores: Map<Cue, number>;
  category?: FeeKey;
  period?: FeePeriodKey;
  hotel?: Hotel;
  topic?: Cue;
};

/** Topics that answer a part of a two-question message on their own. */
const partTopics = new Set<Answer['topic']>([
  'airline',
  'venue',
  'hostCity',
  'sponsorship',
  'certificates',
  'brand',
  'program',
  'dates',
  'about',
  'welcome',
  'contact',
]);

/** Where a second question starts: after a question mark, or at "and"/"y"/"e" before a question word. */
const secondQuestion =
  /\?+\s+|\s+(?:y|e|and|&)\s+(?=(?:con qui[eé]n|com quem|a qui[eé]n|a quem|q|que|qué|qual|quais|cu[aá]l(?:es)?|what|whats|which|who|qui[eé]n(?:es)?|quem|when|cu[aá]ndo|quando|qdo|d[oó]nde|onde|where|how|cu[aá]nt[oa]s?|quant[oa]s?|qto|qtos|qtas|hasta|at[eé]|until|c[oó]mo|is|are|do|does|did|can|could|hay|tem|tinha|hab[ií]a|precisa|se pod[ií]a|dava|pode|posso|podemos|puedo|puede|podemos|podia)\b)/i;

const questionWord =
  /\b(what|whats|when|where|how|which|who|cuant\w*|cuando|donde|que|q|qual|quais|quant\w*|qto|qdo|quando|onde|cual\w*|can|could|is|are|were|will|do|does|did|hay|tem|tinha|puedo|posso|pode|hasta|ate|until|dan|dao|se puede|se pode|existe|existen)\b/;

/** The message's two questions, when it asks two (each of at least two words). */
/** The answer without a sentence said twice (two parts that both say when the congress took place). */
function withoutRepeats(text: string): string {
  const sentences = text.split(/(?<=\.) (?=\p{Lu})/u);
  return sentences.filter((sentence, index) => sentence.length < 30 || sentences.indexOf(sentence) === index).join(' ');
}

/**
 * A follow-up's answer without a part the last answer already said word for word ("¿y se podía mandar en
 * español?" after "No. El envío cerró…": the language rule, not the closing again), unless nothing else is left.
 */
function withoutSaidBefore(k: Knowledge, parts: string[], history: ChatTurn[], twoQuestions: boolean): string[] {
  const last = history.findLast((turn) => turn.role === 'assistant')?.content;
  if (!last || parts.length < 2) return parts;
  // (Of two questions, the first part answers the first one, even when it was said before: "what time zone was that
  // deadline in, and which topic would gout go under?"; and "not published" is the answer each time it is asked.)
  // ("¿Y mañana?" after today's program: that tomorrow's session times are not published either.)
  const unpublished = [k.unpublished(), k.t('answers.reason.dayTimesUnpublished', {email: site.contactEmail})];
  const fresh = parts.filter(
    (part, index) => (twoQuestions && index === 0) || unpublished.some((line) => part.includes(line)) || !last.includes(part),
  );
  return fresh.length > 0 ? fresh : parts;
}

/**
 * "¿Quiénes son los ponentes? ¿Y a qué hora es la inauguración?": beside another answer, the bare "not published
 * yet" says which thing it is about, in the visitor's own word.
 */
function namedUnpublished(k: Knowledge, message: string, text: string): string {
  const unpublished = k.unpublished();
  if (text === unpublished || !text.includes(unpublished)) return text;
  // "¿Ya empezó? ¿Qué horario tiene?": beside the opening session's time, the other sessions' times are not published.
  const sessions = k.t('answers.reason.sessionTimesUnpublished', {email: site.contactEmail});
  if (unpublishedTimeOfDay(message) && text.includes(k.time(congress.opensAt)) && !text.includes(sessions))
    return text.replace(unpublished, sessions);
  // ("Any workshops? And the program PDF?": the document has its own sentence, so only the workshops are named.)
  const document = k.t('answers.reason.programDocument', {available: 'no', url: '', email: site.contactEmail});
  const [thing, other] = unpublishedThings(message).filter(
    (named) => !text.includes(document.slice(0, document.indexOf(':'))) || !/\b(pdf|program\w*|programa\w*)\b/i.test(fold(named)),
  );
  const values = {thing, other: other ?? 'none', email: site.contactEmail};
  return thing ? text.replace(unpublished, k.t('answers.reason.unpublishedAbout', values)) : text;
}

/** "… do W Panamá e do Le Méridien?": Portuguese "do" (of the) after "e" joins two names, it asks nothing. */
const joinsNames = (message: string, found: RegExpExecArray) =>
  /^\s+(e|y)\s+$/i.test(found[0]) && /^(do|da|dos|das|de|del)\s/i.test(message.slice(found.index + found[0].length));

function clauses(message: string): [string, string?] {
  const splits = new RegExp(secondQuestion.source, `${secondQuestion.flags.replace('g', '')}g`);
  let found = splits.exec(message);
  while (found && joinsNames(message, found)) found = splits.exec(message);
  if (!found) return [message];
  const first = message.slice(0, found.index).trim();
  const second = message.slice(found.index + found[0].length).trim();
  const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
  // "I'm a nurse and can only sign up in March, how much?" tells, then asks: one question; so does
  // "¿Todavía me puedo inscribir? Recién me entero".
  // An English auxiliary asks only where it opens the clause: "my wife is coming too" tells.
  const asking = (text: string) =>
    /\?\s*$/.test(text) ||
    /^((y|e|and|ok) )?(como|cómo)\s/i.test(text) ||
    // ("Dame el mail de contacto, y ¿dónde saco…?": a request asks too.)
    /^(dame|dime|pasame|p[aá]same|me (das|dices|pasas|passa|manda|mandas|envias|envía|envia)|give me|send me|tell me|passa|manda)\s/i.test(
      text,
    ) ||
    questionWord.test(
      spellOut(fold(text)).replace(/(?<=\S )(?<!\b(and|also|but|so|ok|okay|then) )\b(can|could|is|are|were|will|do|does|did)\b/g, ' '),
    );
  const both = (found[0].includes('?') || asking(first)) && asking(second);
  return both && words(first) >= 2 && words(second) >= 2 ? [first, second] : [message];
}

/** An answer with one more sentence at the end of its first paragraph (before its link). */
function withSaid(answer: Answer, sentence: string): Answer {
  const [first, ...rest] = answer.text.split('\n\n');
  return {...answer, text: [`${first} ${sentence}`, ...rest].join('\n\n')};
}

const withLink = (k: Knowledge, text: string, topic: Topic): Answer => ({text: `${text}\n\n${k.more(topicPage[topic])}`, topic});

/** The cue words of the abstracts topic ("resumen", "abstract", "trabalho"). */
const abstractWords = new Set(cues.abstracts);

/** Words of every page: they never make a passage relevant on their own. */
const sharedWords = new Set([
  ...['panama', 'panlar', 'congreso', 'congress', 'congresso', '2026', 'rhia'],
  // Asking for help or to write something names no passage ("help me write a cover letter").
  ...['help', 'ayuda', 'ayudar', 'ajuda', 'ajudar', 'write', 'escribir', 'escrever', 'escribe', 'escreva', 'me', 'you', 'can'],
]);

/** Cues that only say "when", "where" or "how much": any real topic in the question wins. */
const weakCues = new Set<Cue>(['dates', 'where', 'price', 'deadline', 'rules', 'topics', 'hello', 'thanks', 'registration']);

/** A sentence followed by a list ("8 hotels have a group rate. Hotels…:\n- …"): the sentence alone. */
function withoutList(part: string): string {
  const list = part.indexOf('\n- ');
  const end = part.indexOf('. ');
  return list > 0 && end > 0 && end < list ? part.slice(0, end + 1) : part;
}

/**
 * The embedded answer engine: recognises what a question is about (accents, case and typos
 * tolerated), reads the facts from the knowledge layer and answers in the request's language,
 * ending with a link to the page the answer comes from. Follow-ups ("¿y para residentes?") are
 * understood through the history.
 */
/** The content words of a sentence, without its leading yes or no. */
function contentWords(text: string): Set<string> {
  return new Set(
    fold(text)
      .replace(/^(si|sim|yes|no|nao)\b\W*/, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 3),
  );
}

/** Whether `part` says again what `said` says: nearly all of its content words are there already. */
/** A part said by the whole answer in its own words, with the same yes or no when the part leads with one. */
function echoedWithVerdict(whole: string, part: string): boolean {
  const verdict = /^(Sí|Sim|Yes|No|Não)\./u.exec(part)?.[1];
  return echoes(whole, part) && (!verdict || new RegExp(`(^|\\. )${verdict}[.,]`, 'u').test(whole));
}

function echoes(said: string, part: string): boolean {
  const words = contentWords(part);
  if (words.size < 4) return false;
  // A number the first part did not give ("4 días") is news.
  const numbers = (text: string) => new Set(text.match(/\d+/g) ?? []);
  const given = numbers(said);
  if ([...numbers(part)].some((number) => !given.has(number))) return false;
  const known = contentWords(said);
  let shared = 0;
  for (const word of words) if (known.has(word)) shared++;
  return shared / words.size >= 0.85;
}

/** That the next congress's dates, venue, registration and call are not published. */
const nextUnpublished = (k: Knowledge): Reasoned => ({
  parts: [k.t('answers.reason.nextEditionUnpublished', {email: site.contactEmail})],
  topic: 'contact',
});

/**
 * Two questions whose whole message's answer stands as it is ("¿Qué moneda usan? ¿Aceptan tarjeta?", "¿La más
 * barata y la más cara?"), before either part is answered on its own.
 */
function wholeStands(
  message: string,
  second: string,
  whole: Reasoned | undefined,
  wholeQuery: Query | undefined,
  secondQuery: Query,
): boolean {
  const secondAsks = [...secondQuery.asks];
  // "She paid on March 16 and I on March 17, I got charged more?? How much more?": the difference answers the whole.
  if (wholeQuery?.asks.has('feeDifference') && whole && /^(US\$|USD )[\d.,]+ (more|less|más|menos|a mais|a menos)\b/u.test(whole.parts[0]))
    return true;
  // "¿Qué moneda usan? ¿Aceptan tarjeta?": cards in Panama, which the currency's answer covers, not the registration's payment.
  if (wholeQuery?.asks.has('currency') && !wholeQuery.asks.has('payment') && secondQuery.paymentMethod?.kind === 'card') return true;
  // "¿Hasta cuándo se mandan? Tengo un caso de lupus q quiero presentar": the visitor's own work, told, not asked.
  // ("…tengo un trabajo de lupus q quiero presentar": the work told names the abstracts, and asks nothing.)
  if (whole && /^(tengo|tenho|i have|i've got)\b(?!.*\?)/.test(fold(second)) && secondAsks.every((ask) => ask === 'abstract')) return true;
  // "¿Será artritis? ¿Qué remedio tomo?": a message that asks for medical advice anywhere is declined as a whole.
  if (wholeQuery?.asks.has('medical')) return true;
  // "What about a PT? Same price?": the comparison answers both.
  if (whole && wholeQuery?.asks.has('sameAs') && clauses(message).length === 2 && secondQuery.asks.has('sameAs')) return true;
  // "…do I get my money back? how much": a bare "how much" ("how much is it?") asks the whole question's amount, which its answer gives.
  if (
    whole &&
    /^(and |y |e )?(how much|cuanto|quanto)( (is it|is that|does it cost|cuesta|costaba|sale|custa|custava|sai|fica))?\W*$/.test(
      fold(second).trim(),
    ) &&
    /\d/.test(whole.parts.join(' '))
  )
    return true;
  // "¿El año que viene hay congreso? ¿Cuándo será?": the when is the next congress's, not published either.
  if (
    wholeQuery?.asks.has('unpublished') &&
    !wholeQuery.asks.has('congressWhen') &&
    secondAsks.length > 0 &&
    secondAsks.every((ask) => ask === 'congressWhen')
  )
    return true;
  // "¿Todavía me puedo inscribir? Es que me enteré tarde": the second part only explains, and asks nothing.
  const explains = /^(es q|es que|e que|eh que|porque|pq|because|cause|since|ya que|ja que|como)\b/.test(fold(second).trim());
  if (whole && explains && secondAsks.length === 0 && secondQuery.categories.length === 0 && !second.includes('?')) return true;
  // "My co-author will present for me, or could she do it over Zoom?": one rule answers both.
  if (wholeQuery?.asks.has('abstractProxy') && wholeQuery.asks.has('abstractInPerson')) return true;
  // "¿La más barata y la más cara?": both rankings are the whole message's, of one list.
  if (wholeQuery && wholeQuery.rankings.length > 1) return true;
  return false;
}

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
    this.hotelMatcher = new CueMatcher<string>(Object.fromEntries(hotels.map((hotel) => [hotel.id, hotelWords(hotel.name)])));
  }

  knowledgeOf(locale: Locale): Knowledge {
    return this.knowledge[locale];
  }

  answer(request: ChatRequest): Answer {
    const k = this.knowledge[request.language];
    // ("Gracias por nada, sos un inútil": the frustration heard, and where the team answers; not "you're welcome".)
    if (frustratedOnly(request.message, request.language))
      return withLink(k, k.t('answers.reason.frustration', {topics: k.t('answers.topicList'), email: site.contactEmail}), 'contact');
    // ("Tá bom, obrigada": thanks, whatever the conversation was about.)
    if (thanksOnly(fold(request.message))) return {text: k.thanks(), topic: 'thanks'};
    // ("What do you mean it's over, isn't that 2027?": when it took place.)
    const told = congressOverTold(k, request.message, this.clock());
    if (told) return withLink(k, told, 'dates');
    // The next congress asked about: that its facts are not published, then PANLAR 2026's for reference
    // (its dates or its call for abstracts: only that they are not published).
    const next = nextEdition(k, request.message, request.conversationHistory);
    if (next === 'unpublished') return withLink(k, nextUnpublished(k).parts[0], 'contact');
    // ("Are the talks recorded?" → not published → "ok so where can I watch them?": not published either.)
    const again = stillUnpublished(k, request.message, request.conversationHistory) ? withLink(k, k.unpublished(), 'contact') : undefined;
    const answer = again ?? (next === undefined ? this.answerAsked(request) : this.referenceAnswer(k, request, next));
    // "¿Cuánto paga un socio?": the fee, and that members and non-members pay the same.
    const noMemberRate = k.t('answers.reason.noMemberRate');
    if (memberRateIn(fold(request.message)) && ['fees', 'registration'].includes(answer.topic) && !answer.text.includes(noMemberRate))
      return withSaid(answer, noMemberRate);
    // "¿Y en reais quanto dá?": the prices are the site's, in dollars, before them.
    const noConversion = k.t('answers.reason.noConversion');
    if (conversionAsked(fold(request.message)) && /(US\$|USD )\d|\(USD\)/.test(answer.text) && !answer.text.includes(noConversion))
      return {...answer, text: `${noConversion} ${answer.text}`};
    // The hotels' group rates once the congress is over: they were the congress's, kept for reference.
    // (Not again after "no, the group rates were only for the congress dates".)
    const dates = k.range(congress.startDate, congress.endDate);
    const over = answer.text.includes(k.t('answers.reason.hotelRatesOver', {dates}));
    const after = todayAt(this.clock()).phase === 'after';
    if (answer.topic === 'hotels' && after && /(US\$|USD )\d/.test(answer.text) && !over)
      return withSaid(answer, k.t('answers.reason.hotelsReference', {dates}));
    // Once the congress is over, what the site never published has no "yet", and the answer says when it took place
    // (unless it already does).
    const unpublished = k.unpublished();
    if (!after || !answer.text.includes(unpublished) || answer.text.includes(dates)) return answer;
    return {...answer, text: answer.text.replace(unpublished, k.unpublishedAfter())};
  }

  private referenceAnswer(k: Knowledge, request: ChatRequest, rest: string): Answer {
    const reference = this.answerAsked({...request, message: rest});
    // (Nothing of PANLAR 2026 to show for it: the message's own answer.)
    if (reference.text.startsWith(k.unpublished()) || ['contact', 'fallback'].includes(reference.topic)) return this.answerAsked(request);
    return {...reference, text: `${k.t('answers.reason.nextEditionReference', {email: site.contactEmail})} ${reference.text}`};
  }

  private answerAsked({message, language, conversationHistory}: ChatRequest): Answer {
    const k = this.knowledge[language];
    const rules: RuleFinder = (question) => this.rule(language, question, 1);
    const whole = reason(k, message, conversationHistory, this.clock(), rules);
    const reasoned = this.eachQuestion(k, message, conversationHistory, rules, whole) ?? whole;
    if (reasoned)
      return withLink(
        k,
        // (The "not published" line is named before a sentence said twice is dropped, which may be its second half.)
        withoutRepeats(
          namedUnpublished(k, message, withoutSaidBefore(k, reasoned.parts, conversationHistory, clauses(message).length > 1).join(' ')),
        ),
        reasoned.topic,
      );
    const read = this.read(message);
    // "Can I…?", "Do I have to…?" about one of the abstract rules: that rule, led by its yes/no
    // (one distinctive word is enough when the question is about abstracts at all).
    const {asks, folded} = understand(message);
    const yesNo = (asks.has('permission') || asks.has('obligation')) && !asksForDate(folded);
    const rule = yesNo ? this.regulation(k, read, asks.has('abstract') ? 1 : 2) : undefined;
    return (
      rule ??
      this.topicAnswer(k, read, conversationHistory) ??
      this.weakAnswer(k, read, conversationHistory) ??
      this.sectionAnswer(k, language, read.question)
    );
  }

  /**
   * Two questions in one message ("¿hasta cuándo era la anticipada y cuánto pagaba un afín en la
   * tardía?"): each answered on its own, the second as a follow-up of the first, when the whole
   * message's answer leaves one of them out.
   */
  private eachQuestion(k: Knowledge, message: string, history: ChatTurn[], rules: RuleFinder, whole: Reasoned | undefined) {
    const [first, second] = clauses(message);
    if (!second || whole?.whole) return undefined;
    const wholeQuery = whole ? understand(message) : undefined;
    const secondQuery = understand(second);
    const secondAsks = [...secondQuery.asks];
    if (wholeStands(message, second, whole, wholeQuery, secondQuery)) return undefined;
    const now = this.clock();
    // "¿Y la plata? ¿Hay que cambiar a balboas?": a first part that names nothing is no question of its own
    // (one the reasoning answers is: "does the program include AI? and are there workshops?").
    // A first part that asks something of its own ("¿qué temas trató el programa?") is a question too.
    // "Somos 22 residentes, ¿cuántas pagamos?": a first part that only says who is asking is the question's context.
    if (whole && /^(somos|we are|we re|were|sou|eu sou|a gente e|a gente sao|nos somos) \d+\b/.test(fold(first).trim())) return undefined;
    // "¿Y si voy con 2 residentes? ¿Cuánto en total?": the total of what the first part counts is the whole's answer.
    if (whole?.topic === 'fees' && totalAsked.test(fold(second)) && secondQuery.categories.length === 0) return undefined;
    // "¿Qué temas hay? ¿Puedo marcar dos, tipo lupus y SAF?": the list and its "one each" answer both; the topics
    // named are the abstract's, not the program's.
    const pickTwo = /\b(marcar|elegir|escoger|escolher|choose|pick|select)\b.*\b(dos|dois|duas|two|2|both|ambos|ambas)\b/;
    const wholeText = whole?.parts.join(' ') ?? '';
    const everyTopic = abstractTopics.every((key) => wholeText.includes(k.label(`Abstracts.topics.${key}`, key)));
    // ("What are the abstract topics? Where would a gout study go?": the list, then the one it goes under.)
    if (whole?.topic === 'abstracts' && everyTopic && (pickTwo.test(fold(second)) || whole.parts.length > 1)) return undefined;
    const firstQuery = understand(first);
    const named = firstQuery.asks.size > 0 || (questionWord.test(fold(first)) && first.split(/\s+/).length >= 4);
    if (!named && !reason(k, first, [], now, rules)) return undefined;
    const one = reason(k, first, history, now, rules) ?? (named ? this.topicParts(k, first, history) : undefined);
    if (!one) return undefined;
    // ("Qual o tema pra um trabalho sobre gota? Tem categoria pra isso?": the second part asks the first again.)
    const leansBack =
      /\b(pra isso|para isso|para eso|para esto|for that|for this)\s*\??$/.test(fold(second)) &&
      secondAsks.every((ask) => ask === 'category');
    if (whole && leansBack && whole.topic === one.topic) return undefined;
    // "¿E no Hilton normal? Qual sai mais barato?": a bare "which is cheaper" ranks what the first part named (with
    // the hotel before), which the whole message's answer does.
    const bareRanking =
      secondQuery.superlative !== undefined &&
      secondQuery.hotels.length === 0 &&
      secondQuery.stars === undefined &&
      second.split(/\s+/).length <= 5;
    const rankedWhole = whole?.topic === 'hotels' && bareRanking && firstQuery.hotels.length > 0 ? whole : undefined;
    const asked = [...history, {role: 'user' as const, content: first}, {role: 'assistant' as const, content: one.parts.join(' ')}];
    // ("¿Ya pasó? ¿Y el próximo cuándo es y dónde?": the next congress's dates and place are not published.)
    const nextOne = nextEdition(k, second, asked) === 'unpublished' ? nextUnpublished(k) : undefined;
    let two = nextOne ?? rankedWhole ?? reason(k, second, asked, now, rules) ?? this.topicParts(k, second, asked);
    if (!two) return undefined;
    // "¿El correo de contacto? ¿Tienen teléfono?": the second part gives the e-mail too.
    if (one.parts.length === 1 && one.parts[0] === k.contact() && two.parts.join(' ').includes(site.contactEmail)) return two;
    // The whole message's answer stands when it already says what each question's answer leads with.
    if (whole) {
      const said = figuresOf(whole.parts.join(' '));
      // A list (the hotels) holds every figure without saying which is the cheapest: then only the part itself counts.
      const list = whole.parts.some((part) => part.includes('\n- '));
      const covered = (part: string) => {
        const figures = [...figuresOf(part)];
        // (A part with no figures is covered when the whole answer already says it in its own words.)
        return figures.length > 0 && !list
          ? figures.every((figure) => said.has(figure))
          : whole.parts.includes(part) || (figures.length === 0 && !list && echoedWithVerdict(whole.parts.join(' '), part));
      };
      // ("How many stars has the Las Américas, and the suite?": the whole's card of that hotel answers the first part.)
      const sameCard = whole.parts.some((part) => part.includes(' (') && part.split(' (')[0] === one.parts[0].split(' (')[0]);
      if ((covered(one.parts[0]) || sameCard) && covered(two.parts[0])) {
        // ("How much is industry registration? Also how much is a booth": the second part on its own, when the first
        // part's category, carried into it, only repeats the first answer.)
        // (Only when the second part names something of its own: "how much" alone leans on the first part.)
        const firstAsks = firstQuery.asks;
        const ownAsk = secondAsks.some((ask) => !firstAsks.has(ask) && ask !== 'fee' && ask !== 'permission');
        // ("Sou enfermeira, em qual categoria eu entro e qto pago hj na sede?": the fee asked is the category's.)
        const leansOnCategory = secondQuery.asks.has('fee') && !secondQuery.category && firstQuery.category !== undefined;
        const repeated = two.parts[0] === one.parts[0] && ownAsk && !leansOnCategory;
        const alone = repeated ? reason(k, second, history, now, rules) : undefined;
        if (!alone || covered(alone.parts[0]) || alone.topic === two.topic) return undefined;
        two = alone;
      }
      // ("The logo in vector? And a PowerPoint template?": the brand files' answer says both.)
      if (whole.topic === 'brand' && one.topic === 'brand' && two.topic === 'brand') return undefined;
    }
    // A second part that repeats the first part's sentence ("the list… and not that one") keeps only what it adds.
    const added = two.parts.map((part) =>
      one.parts.reduce((rest, said) => (rest.startsWith(said) ? rest.slice(said.length).trim() : rest), part),
    );
    // "¿Cuántos hoteles hay y cuál es el 4 estrellas más caro?": the count, then the ranking, without the whole list between.
    const listed = two.parts.some((part) => part.includes('\n- ')) ? one.parts : one.parts.map(withoutList);
    // "¿Certificado por trabajo? ¿Uno para cada autor?": the second part's "No." leads the rule both share.
    const firstParts = listed.map(
      (own) => two.parts.find((part) => part !== own && part.endsWith(own) && /^(Sí|Sim|Yes|No|Não)\. /u.test(part)) ?? own,
    );
    // "¿En español? ¿O tiene que ser en inglés sí o sí?": the second part's rule, already given, is not said again
    // (and its "Sí." would seem to contradict the first part's "No.").
    const echoed = (part: string) => firstParts.some((said) => echoes(said, part));
    const rest = added.filter((part) => part && !firstParts.includes(part) && !echoed(part));
    return {parts: [...new Set([...firstParts, ...rest])], topic: one.topic};
  }

  /** A part of a message answered by its topic ("how much off is the airline discount"), without the link. */
  private topicParts(k: Knowledge, question: string, history: ChatTurn[]): Reasoned | undefined {
    const read = this.read(question);
    // ("When is it, and what's the contact e-mail?": "when" alone is a weak cue, and the dates answer it.)
    // (Only about the congress itself: "when is the file due?" or "where do I get it?" is not asking its dates.)
    const congressNamed = congressWords.test(read.question) || /\b(conference|conferencia)\b/.test(read.question);
    const answer = this.topicAnswer(k, read, history) ?? (congressNamed ? this.weakAnswer(k, read, history) : undefined);
    // Only topics whose answer is one fact sheet of their own: not a list to choose from, nor the abstracts' overview.
    if (!answer || !partTopics.has(answer.topic)) return undefined;
    return {parts: [answer.text.slice(0, answer.text.lastIndexOf('\n\n'))], topic: answer.topic as Topic};
  }

  /** What the question names by cue words: topics, a fee category and period, a hotel. */
  private read(message: string): Reading {
    // Phrases ("pase diario", "en sitio") are read first and taken out of the question.
    // "What does PANLAR stand for?" names no booth.
    // "¿Estoy a tiempo?" is about a deadline, not the weather ("tiempo").
    let question = spellOut(withoutNegatedCategories(fold(message)))
      .replace(/\bstands? for\b/g, 'means')
      .replace(/\b(a|en|da|de|con|com) (tiempo|tempo)\b/g, ' ');
    const phraseCategory = firstPhrase(categoryPhrases, question);
    const phrasePeriod = firstPhrase(periodPhrases, question);
    for (const phrase of [...Object.values(categoryPhrases), ...Object.values(periodPhrases)]) question = question.replace(phrase, ' ');
    const labelled = this.matcher.scores(question);
    const scores = new Map<Cue, number>();
    const categories = new Map<FeeKey, number>();
    const periods = new Map<FeePeriodKey, number>();
    for (const [label, score] of labelled) {
      if (label.startsWith('category:')) categories.set(label.slice(9) as FeeKey, score);
      else if (label.startsWith('period:')) periods.set(label.slice(7) as FeePeriodKey, score);
      else scores.set(label as Cue, score);
    }
    return {
      message,
      question,
      scores,
      category: phraseCategory ?? topScore(categories),
      period: phrasePeriod ?? topScore(periods),
      hotel: this.hotel(question),
      // The strongest specific topic of the question (weak cues only decide when none is found).
      topic: topScore(scores, (cue) => !weakCues.has(cue)),
    };
  }

  private topicAnswer(k: Knowledge, read: Reading, history: ChatTurn[]): Answer | undefined {
    const {topic, hotel, category, period} = read;
    const has = (cue: Cue) => (read.scores.get(cue) ?? 0) > 0;
    if (hotel && (!topic || topic === 'hotels')) return withLink(k, k.hotel(hotel), 'hotels');
    if (topic === 'abstracts') {
      if (has('rules') && !has('deadline')) return withLink(k, k.abstractRules(), 'abstractRules');
      if (has('topics')) return withLink(k, k.abstractTopics(), 'abstractTopics');
      const rule = asksForDate(read.question) ? undefined : this.regulation(k, read);
      return rule ?? withLink(k, k.abstracts(isoToday(this.clock())), 'abstracts');
    }
    // The host city page's own climate or transportation paragraph.
    if (topic === 'climate' || topic === 'transport')
      return withLink(k, k.label(`HostCity.info.${topic === 'climate' ? 'climate' : 'transport'}.body`, k.hostCity()), 'hostCity');
    if (topic === 'groups' && !category) return withLink(k, k.groups(), 'groups');
    if (topic === 'cancellation') return withLink(k, k.cancellation(), 'cancellation');
    const feeQuestion = category !== undefined || period !== undefined;
    if (topic && !(feeQuestion && (topic === 'groups' || topic === 'contact'))) {
      if (topic === 'hotels') return withLink(k, k.hotels(), 'hotels');
      if (topic === 'dates') return withLink(k, datesToday(k, this.clock()), 'dates');
      if (topic === 'venue') return withLink(k, k.venue(todayAt(this.clock()).phase === 'after'), 'venue');
      if (topic === 'airline') return withLink(k, k.airline(isoToday(this.clock())), 'airline');
      if (topic === 'program') return withLink(k, k.program(todayAt(this.clock()).phase === 'after'), 'program');
      return withLink(k, k.topic(topic as Topic), topic as Topic);
    }
    if (feeQuestion) return this.fees(k, category, period, history, has('price'), read.message);
    return undefined;
  }

  /** The one abstract regulation the question is about, led by its yes/no when the question asks one. */
  private regulation(k: Knowledge, read: Reading, minTerms = 1): Answer | undefined {
    const rule = this.rule(k.locale, read.question, minTerms);
    if (!rule) return undefined;
    const verdict = ruleVerdict(rule.id.split('.').pop()!, understand(read.message));
    const lead = verdict ? `${k.t(`answers.reason.${verdict}`)} ` : '';
    return {text: `${lead}${rule.title}: ${rule.text}\n\n${k.more('abstracts')}`, topic: 'abstracts'};
  }

  /** The abstract regulation whose distinctive words the question names (words every rule shares do not count). */
  private rule(locale: Locale, question: string, minTerms: number) {
    // The words that name abstracts themselves ("resumen", "trabalho") tell no rule apart.
    const words = fold(question)
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !abstractWords.has(word));
    // Two words of a rule are evidence enough on their own; one must be a distinctive one.
    const search = (text: string) =>
      this.sections[locale].best(text, {page: 'abstracts', minTerms, within: '.regulations.', distinctive: minTerms === 1});
    // "Can I appeal if my abstract is rejected?": the main clause names the rule, the condition does not.
    const condition = words.findIndex((word, index) => index > 0 && (word === 'if' || word === 'si' || word === 'caso'));
    return (condition > 0 ? search(words.slice(0, condition).join(' ')) : undefined) ?? search(words.join(' '));
  }

  /** Only weak cues: the strongest decides ("cuándo" beats a typo-match of "cuánto"). */
  private weakAnswer(k: Knowledge, read: Reading, history: ChatTurn[]): Answer | undefined {
    const {category, period} = read;
    const has = (cue: Cue) => (read.scores.get(cue) ?? 0) > 0;
    // "Hey, do you know the dates?": a greeting or thanks only answers when nothing else is asked.
    const courtesy = (cue: Cue) => cue === 'hello' || cue === 'thanks';
    switch (topScore(read.scores, (cue) => weakCues.has(cue) && !courtesy(cue)) ?? topScore(read.scores, courtesy)) {
      case 'price':
        return this.fees(k, category, period, history, true, read.message);
      case 'registration':
        // ("I'm an internist, what do I pay?": a specialty's fee, asked without a price word.)
        return has('price') || unlistedSpecialty.test(fold(read.message))
          ? this.fees(k, category, period, history, true, read.message)
          : withLink(k, k.registration(), 'registration');
      case 'rules':
        return withLink(k, k.abstractRules(), 'abstractRules');
      case 'topics':
        return withLink(k, k.program(todayAt(this.clock()).phase === 'after'), 'program');
      case 'deadline':
        return withLink(k, k.abstracts(isoToday(this.clock())), 'abstracts');
      case 'dates':
      case 'where':
        return withLink(k, datesToday(k, this.clock()), 'dates');
      case 'thanks':
        return {text: k.thanks(), topic: 'thanks'};
      case 'hello':
        // "me indica um filme bom" is no greeting: a greeting opens the message. "Hola, ¿cuánto
        // cuesta…?" asks more than hello: the fees answer it.
        if (has('price')) return this.fees(k, category, period, history, true, read.message);
        return this.greets(read.question) ? {text: k.hello(), topic: 'hello'} : undefined;
    }
    return undefined;
  }

  /** A passage of the pages that matches enough of the question's own words, or what RHIA can help with. */
  private sectionAnswer(k: Knowledge, language: Locale, question: string): Answer {
    // Words every page shares ("Panamá", "congreso") do not make a passage relevant.
    const specific = question
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !sharedWords.has(word))
      .join(' ');
    const section = this.sections[language].best(specific, {minTerms: Math.min(2, this.wordCount(specific))});
    if (section) {
      const title = section.title ? `${section.title}: ` : '';
      return {text: `${title}${section.text}\n\n${k.more(section.page)}`, topic: 'section'};
    }
    return {text: `${k.fallback()}\n\n${k.more('faq')}`, topic: 'fallback'};
  }

  private fees(
    k: Knowledge,
    category: FeeKey | undefined,
    period: FeePeriodKey | undefined,
    history: ChatTurn[],
    asked: boolean,
    message: string,
  ): Answer {
    // "Soy internista, ¿cuánto pago?": a specialty the fee page does not list is said so, with whom to ask, before the table.
    const unlisted = !category && unlistedSpecialty.test(fold(message));
    const note = unlisted ? `${k.t('answers.reason.specialtyNotListed', {email: site.contactEmail})} ` : '';
    const link = (text: string): Answer => ({text: `${note}${text}\n\n${k.more('fees')}`, topic: 'fees'});
    // A category or period named earlier in the conversation still applies to a follow-up.
    const earlier = history
      .filter((turn) => turn.role === 'user')
      .slice(-3)
      .reverse();
    const remembered =
      category ?? ((period || !asked) && !unlisted ? earlier.map((turn) => this.category(turn.content)).find(Boolean) : undefined);
    if (remembered) return link(k.feesFor(remembered, period));
    if (period) return link(k.feesInPeriod(period));
    const lastAnswer = [...history].reverse().find((turn) => turn.role === 'assistant');
    // Asked twice without a category: give the whole table rather than asking again.
    if (lastAnswer && (lastAnswer.content.startsWith(k.feesAsk()) || lastAnswer.content.includes(k.t('answers.feesWhichCategory'))))
      return link(k.feesOverview());
    return link(k.feesToday(todayAt(this.clock()).phase));
  }

  private category(text: string): FeeKey | undefined {
    const folded = fold(text);
    const phrase = firstPhrase(categoryPhrases, folded);
    if (phrase) return phrase;
    const categories = new Map<FeeKey, number>();
    for (const [label, score] of this.matcher.scores(folded)) {
      if (label.startsWith('category:')) categories.set(label.slice(9) as FeeKey, score);
    }
    return topScore(categories);
  }

  private hotel(question: string): Hotel | undefined {
    const scores = this.hotelMatcher.scores(question);
    if (/\bhotel w\b|\bw (panama|hotel)\b/.test(question)) scores.set('w', (scores.get('w') ?? 0) + 100);
    // Prefer the hotel whose name is most fully named ("Hilton" is the Hilton, not the Garden Inn).
    return topScore(
      hotels.map((hotel) => [hotel, scores.get(hotel.id) ?? 0] as [Hotel, number]),
      undefined,
      (hotel, raw) => raw - hotel.name.length / 1000,
    );
  }

  private greets(folded: string): boolean {
    const words = folded.split(/[^a-z0-9]+/).filter(Boolean);
    return cues.hello.some((greeting) => greeting.split(' ').every((word, index) => words[index] === word));
  }

  private wordCount(folded: string): number {
    return folded.split(/[^a-z0-9]+/).filter(Boolean).length;
  }
}
