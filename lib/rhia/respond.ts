import {DateTime} from 'luxon';
import {CONGRESS_ZONE, congress} from '@/content/congress';
import {abstractKeyDates, abstractLimits, abstractSubmissionUrl, abstractTopics, type AbstractKeyDateKey} from '@/content/abstracts';
import {airlineDiscount} from '@/content/airline';
import {
  cancellationPolicy,
  feePeriods,
  feeCategories,
  feeTable,
  flatFees,
  groupRegistration,
  registrationOpensOn,
  relatedSpecialties,
} from '@/content/fees';
import {brandColors, brandFont, presentationTemplate} from '@/content/brand';
import {hostCity} from '@/content/hostCity';
import {hotelBooking, hotels, type Hotel, type RoomType} from '@/content/hotels';
import {venue, venueIn} from '@/content/venue';
import {site} from '@/content/site';
import {links} from '@/content/links';
import {generalTopics, latestIn, programDocument} from '@/content/program';
import {certificatePortals, certificatesEdition, courseCertificate, type CertificatePortal} from '@/content/certificates';
import type {ChatTurn} from './protocol';
import type {Knowledge, Topic, FeeKey, FeePeriodKey} from './knowledge';
import {hourOf} from './knowledge';
import {fee, groupFree, groupSplit, mediaAllowed, onlineLastDay, periodOf, rankedHotels, refund} from './reasoning';
import {todayAt, type Today} from './today';
import {calendarDates} from '@/content/congress-calendar';
import {ruleVerdict} from './rule-verdict';
import {fold, wordNumber} from './fold';
import {congressWords, diseaseHeadingWords, severalTopics, unlistedDiseases, untilWhen} from './vocabulary';
import {
  allCategoriesIn,
  boothPriced,
  asksForDate,
  dateIn,
  stillToGo,
  tooLateToGo,
  tooLateWords,
  monthIn,
  monthsIn,
  namesTopics,
  partOfMonthPattern,
  passCompared,
  paymentBrandsNamed,
  posterFormatWords,
  totalAsked,
  understand,
  unpublishedBesidesTime,
  withoutGroupLeader,
  type Ask,
  type Query,
  moreDaysNamed,
  programDocumentAsked,
  myLanguagesAsked,
  hotelCancelAsked,
} from './understand';

/** A reasoned reply: its sentences (the answer first) and the topic whose page it links. */
/** `whole`: the answer covers the whole message, which is not to be split into questions of its own. */
export type Reasoned = {parts: string[]; topic: Topic; whole?: boolean};

/** The abstract regulation a question names by its distinctive words (the engine's passage search). */
export type RuleFinder = (question: string) => {id: string; title: string; text: string} | undefined;

/** `portalsTold`: an earlier answer already gave a certificate portal (the kinds' list is not said again). */
type Context = {k: Knowledge; q: Query; now: number; today: Today; rules?: RuleFinder; portalsTold?: boolean};

const isoToday = (now: number) => DateTime.fromMillis(now, {zone: CONGRESS_ZONE}).toISODate()!;
const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase() + text.slice(1);
const keyDate = (key: AbstractKeyDateKey) => abstractKeyDates.find((date) => date.key === key)!.at;

/** Asks that name a topic of their own (a follow-up without one continues the previous topic). */
const topicAsks: readonly Ask[] = [
  'refund',
  'group',
  'earlyDiscount',
  'registerWhen',
  'registerOnline',
  'registerOnsite',
  'payment',
  'abstract',
  'abstractDeadline',
  'notification',
  'eposter',
  'hotel',
  'breakfast',
  'airline',
  'venue',
  'airportDistance',
  'parking',
  'distance',
  'registerUntil',
  'currency',
  'plugs',
  'congressWhen',
  'congressLength',
  'congressAgo',
  'countdown',
  'openingTime',
  'phone',
  'unpublished',
  'visa',
  'medical',
  'certificates',
  'paymentCurrency',
  'website',
  'climate',
  'tips',
  'transport',
  'sponsorship',
  'brandColors',
  'socialKits',
  'figures',
  'pillars',
  'welcomeLetter',
  'organizer',
  'founded',
  'specialties',
];

const congressYear = Number(congress.startDate.slice(0, 4));
/** This congress named in words: its city, its month, "este congreso", "this year". */
const thisCongressWords = String.raw`panama|abril|april|este congreso|this congress|this year|este ano|deste congresso|desse congresso|neste congresso`;

/** The last day the conversation named, a day named alone ("¿y el 17?") taking the month before it. */
function lastNamedDay(earlier: Query[]): string | undefined {
  let day: string | undefined;
  for (const e of [...earlier].reverse())
    // ("What if I just pay today instead?" leaves the day said before: "that price" is today's.)
    day =
      e.date ??
      (e.today && /\b(instead|mejor|melhor|en cambio|em vez)\b/.test(e.folded)
        ? undefined
        : e.dayOnly && day
          ? sameMonth(day, e.dayOnly)
          : day && (dayEarlier(e.folded, day) ?? day));
  return day;
}

/** "What if I'd cancelled a week earlier?", "¿y dos días antes?": that long before `iso`, the day said before. */
function dayEarlier(folded: string, iso: string): string | undefined {
  const earlier =
    /\b(a|an|one|un|una|uno|um|uma|\d{1,2}|two|three|dos|tres|dois|duas) (days?|dias?|weeks?|semanas?) (earlier|before|antes)\b(?! (the|del?|do|da|of|o|el|a|la) )/.exec(
      folded,
    );
  if (!earlier) return undefined;
  const count = /^\d+$/.test(earlier[1]) ? Number(earlier[1]) : (wordNumber(earlier[1]) ?? 1);
  const days = count * (/^(weeks?|semanas?)$/.test(earlier[2]) ? 7 : 1);
  return DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).minus({days}).toISODate()!;
}

/** "I cancelled on March 25, refund?" then "what if on the 24th?": the day named before was a cancellation's, so its month. */
const cancelledOnDayBefore = (earlier: Query[]): boolean => {
  const named = earlier.find((e) => e.date !== undefined);
  return named !== undefined && named.asks.has('refund') && cancellationDay(named.folded) !== undefined;
};

const sameMonth = (iso: string, day: number): string | undefined => {
  const date = DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).set({day});
  return date.isValid && date.day === day ? date.toISODate()! : undefined;
};

/** A stay asked after "the cheapest hotel" or "a triple room": the one hotel those name, and the room type. */
function stayHotel(q: Query, earlier: Query[]) {
  const rankedBy = (e: Query) => (e.superlative === 'cheapest' || e.superlative === 'priciest' ? e.superlative : undefined);
  const rankedQuery = rankedBy(q) ? q : earlier.find((e) => rankedBy(e));
  const ranked = rankedQuery && rankedBy(rankedQuery);
  // "4 nights at the cheaper one?" after "W or Le Méridien, which is cheaper?": the cheaper of those two;
  // after "the cheapest 4-star hotel", among the 4-star ones.
  const compared = earlier[0]?.hotels.length === 2 && rankedBy(earlier[0]) ? earlier[0].hotels : undefined;
  const ownRoom = q.roomType ?? (rankedBy(q) && /\b(habitacion|room|quarto)\b/.test(q.folded) ? 'cheapest' : undefined);
  const pool = ranked
    ? rankedHotels(ranked).filter(
        (entry) =>
          (!compared || compared.includes(entry.hotel)) && (rankedQuery.stars === undefined || entry.hotel.stars === rankedQuery.stars),
      )
    : [];
  const roomType = ownRoom === 'cheapest' ? pool[0]?.room.type : (ownRoom ?? earlier.find((e) => e.roomType)?.roomType);
  const withRoom = roomType ? hotels.filter((hotel) => hotel.rooms.some((room) => room.type === roomType)) : [];
  if (q.nights === undefined) return {roomType, rankedHotel: undefined};
  // "3 nights in the triple?": the one hotel with triples, whatever was ranked before.
  if (withRoom.length === 1 && !rankedBy(q)) return {roomType, rankedHotel: withRoom[0]};
  const offering = roomType ? pool.filter((entry) => entry.hotel.rooms.some((room) => room.type === roomType)) : pool;
  if (ranked) return {roomType, rankedHotel: offering[0]?.hotel};
  return {roomType, rankedHotel: undefined};
}

/** "¿Y hasta cuándo valía ese precio?" after a fee on a day or in a month: the last day of that fee's period. */
function untilThatPrice(q: Query, earlier: Query[]): Query | undefined {
  const [last] = earlier;
  // "Até quando valia" also reads as the airline code's validity; with no airline named, it is the price's.
  const own = [...q.asks].every((ask) => ask === 'periodUntil' || ask === 'fee' || ask === 'airlineValidity');
  // ("…so until when is the current price good for?": today's period, not the one asked before.)
  const current = q.currentPeriod && /\b(current|currently|actual|atual|vigente|de hoy|de hoje|right now|now|ahora|agora)\b/.test(q.folded);
  if (!q.asks.has('periodUntil') || q.period || q.category || current || !own || !last) return undefined;
  const day = last.date ?? last.month?.first;
  // "¿Y esa de 250 hasta cuándo era?" after a category's fees: the period of that amount.
  const category = earlier.find((e) => e.category && e.category in feeTable)?.category as keyof typeof feeTable | undefined;
  const amount = Number(/\b(\d{2,3})\b/.exec(q.folded)?.[1]);
  const ofAmount = category ? feePeriods.find((entry) => feeTable[category][entry.key] === amount)?.key : undefined;
  // ("¿Y si lo dejo para febrero? — ¿Y hasta cuándo es esa tarifa?": the fee talk began a turn earlier.)
  const feeTalk = earlier.some((e) => e.category || e.asks.has('fee'));
  const period = ofAmount ?? last.period ?? (day && feeTalk ? periodOf(day) : undefined);
  if (period) return {...q, period, asks: new Set(['periodUntil'])};
  // ("Quanto fica se eu pagar amanhã? — E até quando vale esse valor?": the period of that day, once it is dated.)
  if (last.relativeDay !== undefined && feeTalk)
    return {...q, relativeDay: last.relativeDay, currentPeriod: false, periodOfDay: true, asks: new Set(['periodUntil'])};
  // ("Quanto fica se eu pagar hoje? — E até quando vale esse preço?": today's period, not the fee again.)
  if (last.today && feeTalk && q.currentPeriod) return {...q, asks: new Set(['periodUntil'])};
  return undefined;
}

/**
 * "¿Todavía da tiempo para la anticipada? ¿Cuántos días faltan?", "what's the early bird deadline? — so how many days do
 * I have left?": the days left of that fee period, not to the congress.
 */
function daysLeftOfPeriod(q: Query, earlier: Query[]): Query | undefined {
  const [last] = earlier;
  const period = last?.period ?? (last?.asks.has('earlyDiscount') ? 'early' : undefined);
  const own = [...q.asks].every((ask) => ask === 'countdown' || ask === 'howMany');
  // ("So how many days do I have left?" reads as a count of days, with or without a countdown's words.)
  const days = q.asks.has('countdown') || (q.asks.has('howMany') && daysWords.test(q.folded));
  if (!period || !days || !own || /\b(congres\w*|congress|evento|event|panlar|abertura|apertura|opening)\b/.test(q.folded))
    return undefined;
  return {...q, period, asks: new Set(['periodUntil'])};
}

/** "¿Todavía me puedo inscribir? — ¿Y hasta cuándo?": until when registration stays open, not a fee period's end. */
function untilRegistering(q: Query, earlier: Query[]): Query | undefined {
  const [last] = earlier;
  const own = [...q.asks].every((ask) => ask === 'periodUntil' || ask === 'airlineValidity');
  if (!q.asks.has('periodUntil') || !own || !last || !registeringAsked(last) || q.period || q.category) return undefined;
  return {...q, asks: new Set(['registerUntil'])};
}

/** A follow-up that keeps the rule asked before: an invoice, a refund, a price's or a period's last day. */
function ruleFollowedUp(q: Query, earlier: Query[]): Query | undefined {
  return (
    invoiceStill(q, earlier) ??
    refundStill(q, earlier) ??
    untilCancelling(q, earlier) ??
    untilThatPrice(q, earlier) ??
    untilRegistering(q, earlier) ??
    daysLeftOfPeriod(q, earlier)
  );
}

/** "¿Y puede salir a nombre de la empresa?", "can it include our VAT number?" after an invoice: the invoice still. */
function invoiceStill(q: Query, earlier: Query[]): Query | undefined {
  const about =
    /\b(company|empresa|hospital|clinica|name|nombre|nome|tax|vat|fiscal|fiscais|dados|datos|details|transfer\w*|wire|cambiar|change|mudar|trocar|emit\w*|reissue|re-?issue|include|incluir|incluya|aparecer|appear|show|salir|sair|card|tarjeta|cartao|email|e-?mail|correo|mail|mand\w*|envi\w*|send|pdf|copy|copia)\b/;
  if (!earlier[0]?.asks.has('invoice') || q.asks.has('invoice') || !about.test(q.folded)) return undefined;
  const other = [...q.asks].filter(
    (ask) => !['payment', 'permission', 'fee', 'feeDifference', 'registerOnline', 'whomToWrite', 'unpublished'].includes(ask),
  );
  return other.length === 0 || q.category === 'industryStaff' ? {...q, asks: new Set(['invoice'])} : undefined;
}

/** "Is it too late to ask for it now?", "¿todavía estoy a tiempo?" after a refund: the refund, today. */
function refundStill(q: Query, earlier: Query[]): Query | undefined {
  const still =
    /\b(too late|tarde demais|muy tarde|demasiado tarde|ya es tarde|ja e tarde|da tempo|a tiempo|in time|still|todavia|aun|ainda|now|ahora|agora|hoy|today|hoje)\b/;
  // ("¿Todavía estoy a tiempo?" reads as the abstracts' or the congress's time of its own.)
  const own = [...q.asks].every((ask) => ask === 'abstractSubmitNow' || ask === 'happeningNow');
  if (!own || q.date || !earlier[0]?.asks.has('refund') || !still.test(q.folded)) return undefined;
  return {...q, asks: new Set(['refund'])};
}

/** "Si cancelo, ¿me devuelven algo? — ¿Hasta qué día tengo?": the last day to cancel with a refund. */
function untilCancelling(q: Query, earlier: Query[]): Query | undefined {
  const own = [...q.asks].every((ask) => ask === 'periodUntil' || ask === 'airlineValidity');
  if (!q.asks.has('periodUntil') || !own || !earlier[0]?.asks.has('refund') || q.period || q.category) return undefined;
  return {...q, date: undefined, asks: new Set(['refund'])};
}

/**
 * A follow-up that leans on the last turn with a word of its own: "¿cuánto pagaba un residente ese día?" (the day
 * the last answer gave), "¿y el de mi póster?", "¿con qué mail entro?" after certificates, "e descontava as taxas?"
 * after the airline discount.
 */
function leaningOnLastTurn(q: Query, history: ChatTurn[], earlier: Query[], locale?: string): Query {
  const asks = new Set(q.asks);
  let date = q.date;
  if (!date && /\b(ese dia|esa fecha|aquel dia|that day|that date|esse dia|nesse dia|essa data|naquele dia)\b/.test(q.folded)) {
    const answer = [...history].reverse().find((turn) => turn.role === 'assistant');
    date = answer ? understand(answer.content, locale).date : undefined;
  }
  const certificateWords =
    /\b(poster|trabajo|abstract|resumen|resumo|trabalho|mail|correo|e-?mail|ponente|speaker|palestrante|curso|course)\b/;
  if (earlier.some((e) => e.asks.has('certificates')) && !q.asks.has('certificates') && certificateWords.test(q.folded)) {
    asks.add('certificates');
    for (const ask of ['abstractChannel', 'abstractDeadline', 'eposter'] as const) asks.delete(ask);
    // ("¿Cómo descargo el de México 2025?" then "¿y con qué correo entro?": still the 2025 edition's.)
    const about = earlier.find((e) => e.asks.has('certificates'));
    // ("…from the Mexico City congress last year" then "and my co-author needs the one for our poster": that one's.)
    const thisYear = /\b(2026|this year|este ano|esse ano|agora|ahora|now|panama)\b/.test(q.folded);
    const lastYear =
      about && (about.year === certificatesEdition.year || /\b(mexico|2025|last year|ano pasado|ano passado)\b/.test(about.folded));
    if (q.year === undefined && lastYear && !thisYear) return {...q, asks, date, year: certificatesEdition.year};
  }
  // "¿Y hasta qué fecha era?" or "qual era o prazo?" after a refund: the refund's last day, not the abstracts' deadline.
  const [last] = earlier;
  if (
    last?.asks.has('refund') &&
    [...asks].every((ask) => ask === 'abstractDeadline') &&
    asks.size > 0 &&
    !/\b(abstracts?|resumen\w*|resumos?|trabajos?|trabalhos?|envio|submission|submissao|posters?)\b/.test(q.folded)
  )
    return {...q, asks: new Set(['refund']), date};
  if (earlier.some((e) => e.asks.has('airline')) && !q.asks.has('hotel') && /\b(taxas|tasas|taxes|impuestos|impostos)\b/.test(q.folded)) {
    for (const ask of ['airline', 'airlineTaxes'] as const) asks.add(ask);
    for (const ask of ['fee', 'taxes'] as const) asks.delete(ask);
  }
  return {...q, asks, date};
}

/** "Was it the same?", "¿era igual?", "é a mesma coisa?" */
const sameAsked = /\b(the same|same price|igual|iguales|iguais|lo mismo|o mesmo|a mesma)\b/;

/** "¿Y en la anticipada era igual?", then "¿y en la regular?", after two categories' difference: the same two. */
function differencePair(q: Query, earlier: Query[]): FeeKey[] | undefined {
  const last = earlier[0];
  // ("…and in the regular one?": a period alone asks the same comparison again.)
  const again = sameAsked.test(q.folded) || q.asks.has('feeDifference') || q.asks.size === 0;
  if (!last || q.categories.length > 0 || !again || !(q.period !== undefined || q.onsite || q.onsitePlace)) return undefined;
  if (last.asks.has('feeDifference') && last.categories.length === 2) return last.categories;
  return differencePair(last, earlier.slice(1));
}

/** Two names of one fee category: residents and students; nurses and therapists. */
const oneCategoryTwice: readonly [RegExp, RegExp][] = [
  [/\b(residen\w*|r[1-5])\b/, /\b(estudiante\w*|estudante\w*|students?|alumn\w*|academic\w*|med student\w*)\b/],
  [/\b(nurs\w*|enferm\w*)\b/, /\b(fisio\w*|physio\w*|physical therap\w*|occupational therap\w*|terapeut\w*|therapists?)\b/],
];

/**
 * The days a visitor would come, for day passes: "and if I come Wed too?" adds to the days counted before; "what if I
 * only register in Feb?" keeps them.
 */
function passDaysWith(q: Query, asked: Query, earlier: Query[]): number | undefined {
  const before = earlier[0]?.passDays;
  const days = calendarDates.congressDays.length;
  const more = before ? moreDaysNamed(q.folded) : undefined;
  if (more && before) return Math.min(more + before, days);
  if (q.passDays) return q.passDays;
  return (q.date || q.month || q.period || q.today || q.onsite) && !q.category && !asked.asks.has('fee') ? before : undefined;
}

/** The category asked before and the one named now, when the question asks whether they paid the same. */
function sameAsBefore(q: Query, earlier: Query[]): FeeKey[] | undefined {
  const compared = differencePair(q, earlier);
  if (compared) return compared;
  // "And the late rate for each?" after two categories' fees: those two again.
  const each = /\b(each|cada un[oa]|cada uma?|both|ambos|ambas|os dois|as duas|los dos|las dos|for them)\b/.test(q.folded);
  const pair = earlier.find((e) => e.categories.length > 1)?.categories;
  if (each && q.categories.length === 0 && pair) return pair;
  // "¿La diferencia entre mi categoría y la de los afines?": the category named before against this one.
  // "¿Cuánto más paga un reumatólogo que yo?": the visitor's own category, said before, is the other one.
  const mine =
    /\b((mi|minha|my) (categoria|category)|(que|q|than|do que) (yo|eu|me|i|a mi|a mim)|(for me|para mi|pra mim|para mim|me|yo|eu) (vs|versus|and|y|e|compared to|comparado con|comparado com))\b/.test(
      q.folded,
    ) && q.asks.has('feeDifference');
  if (!(q.asks.has('sameAs') || mine) || q.categories.length !== 1) return undefined;
  // ("And a med student? Same as residents?": two names of one category, asked of each other.)
  if (oneCategoryTwice.some(([a, b]) => a.test(q.folded) && b.test(q.folded))) return undefined;
  const before = earlier.find((e) => e.category)?.category;
  return before && before !== q.categories[0] ? [before, q.categories[0]] : undefined;
}

/** "Are taxes included in that price?" after a hotel: the room's price, not a registration fee. */
const hotelTalk = (q: Query, asks: Set<Ask>, earlier: Query[]) =>
  (q.asks.has('breakfast') || q.asks.has('taxes') || q.hotels.length > 0 || q.roomType !== undefined) &&
  (asks.has('hotel') || earlier.some((e) => e.asks.has('hotel') || e.hotels.length > 0));

/** The words that thank ("gracias", "valeu", "obg", "thx"). */
const thanksWords = 'gracias|thanks|thank you|thx|ty|tysm|tks|valeu|vlw|obrigad[oa]|obg|brigad[oa]|grax|agradezco|agradecid[oa]';
const thanked = new RegExp(String.raw`\b(${thanksWords})\b`);

/** "Tá bom, obrigada", "ok thx": a message that only thanks (agreeing alone, "ok", is no thanks). */
export const thanksOnly = (folded: string): boolean => courtesyOnly.test(folded.trim()) && thanked.test(folded);

/** Frustration or an insult: "gracias por nada, sos un inútil", "this bot is useless", "vc não serve pra nada". */
const frustrationWords =
  /\b(inutil|useless|idiota|idiot|stupid|estupid\w*|burr[oa]|inservible|porqueria|basura|garbage|trash|lixo|worthless|you suck|gracias por nada|thanks for nothing|obrigad[oa] por nada|no sirves|no sirve para nada|nao serve (pra|para) nada|doesn'?t help|no ayudas|nao ajuda)\b/;

/** A message that only vents ("this bot is useless"), asking nothing the engine could answer. */
export function frustratedOnly(message: string, locale: Knowledge['locale']): boolean {
  // (The words first: understanding the message again is only worth it when it vents.)
  if (!frustrationWords.test(fold(message))) return false;
  const q = understand(message, locale);
  if (q.categories.length > 0) return false;
  return [...q.asks].every((ask) => ['offTopic', 'unpublished', 'permission', 'obligation', 'website'].includes(ask));
}

/** "Why?", "¿por qué?", "pq?": the answer before, again, with what it was about. */
const why = /^(and |y |e )?(why|por que|porque|how come|como assim|como asi)( not| no| nao)?$/;

/** A message that only thanks or agrees ("valeu!!", "ok gracias igual", "thx"). */
const courtesyOnly = new RegExp(
  String.raw`^((ok|okay|oki|vale|dale|listo|blz|beleza|ta bom|esta bien|entendi|entendido|got it|perfect[oa]?|perfeito|genial|great|cool|super|bueno|bom|otimo|excelente)\b ?)*(muchas |muito |many )?(${thanksWords})?( (igual|anyway|mesmo|de todos modos|a lot|so much|tb|tambem|too))*$`,
);

/** The asks of a follow-up: its own, and when it names no topic of its own, those of the question it follows. */
/** What a fee follow-up carries from before: the fee's own questions, not the other topics asked with it. */
const feeAsks: readonly Ask[] = [
  'fee',
  'group',
  'refund',
  'registerOnsite',
  'registerOnline',
  'registerWhen',
  'registerUntil',
  'periodUntil',
  'earlyDiscount',
  'accessCode',
  'feeDifference',
  'saving',
  'category',
  'payment',
];

/** Facts asked on their own beside a fee ("¿y el desayuno?", "tem que ser em dólar?"): not carried to the next fee. */
const standAloneAsks: readonly Ask[] = [
  'breakfast',
  'taxes',
  'currency',
  'cityPayment',
  'plugs',
  'tips',
  'climate',
  'transport',
  'visa',
  'parking',
  'unpublished',
  'payment',
];

/**
 * A date of the congress asked before that the follow-up replaces: "e o programa científico já saiu?" after the
 * countdown asks the program, "and what day does it end?" the last day, not the countdown again.
 */
const askedAnew = (ask: Ask, q: Query) =>
  (['countdown', 'congressWhen', 'happeningNow', 'congressLength', 'lastDay', 'openingTime'].includes(ask) &&
    /\b(programa|programacao|programacion|program|programme|temas|topics)\b/.test(q.folded)) ||
  (ask === 'countdown' && ['lastDay', 'congressWhen', 'openingTime'].some((own) => q.asks.has(own as Ask)));

/** How an abstract is written: its language, figures, references, length, anonymity and structure. */
const writingRules: readonly Ask[] = [
  'abstractLanguage',
  'abstractMedia',
  'abstractReferences',
  'abstractCharacters',
  'abstractAnonymous',
  'abstractStructure',
];

/** The writing rules with the funding declaration and what the length leaves out: asked of an abstract being written. */
const writingAsks: readonly Ask[] = [...writingRules, 'abstractFunding', 'excludedPart'];

/** "¿Y si hubiera pagado el 20 de marzo?", "what if I'd paid on the 20th?": another payment day, with no cancelling. */
const paidOnAnotherDay = (q: Query): boolean =>
  Boolean(q.date || q.dayOnly) &&
  /\b(hubiera|hubiese|tivesse|had|habia) (pagado|pago|paid|inscrito|registered)\b/.test(q.folded) &&
  !/\b(cancel\w*|devol\w*|reembols\w*|refund\w*|desist\w*)\b/.test(q.folded);

/**
 * An ask the question before had that this one's answer already covers: "and just a day pass?" after "do I need a
 * code?", "¿y cuánto en total en tarifa regular?" after "¿necesito algún código?", "¿y el más caro?" after "¿incluye el
 * desayuno?", "¿y el Waldorf, cuánto la suite?" (that hotel's rate says it).
 */
function answeredAlready(q: Query, ask: Ask): boolean {
  const codeAsked = /\b(code|codigo|need\w*|necesit\w*|precis\w*|requi\w*|one|uno|um)\b/.test(q.folded);
  if ((q.category || q.asks.has('fee')) && (ask === 'accessCode' || ask === 'obligation') && !codeAsked) return true;
  // ("¿Y hasta qué día puedo cancelar con reembolso?" after "pagué la anticipada": the refund's last day alone.)
  if (ask === 'earlyDiscount' && q.asks.has('refund')) return true;
  // ("And the late fee?" after the early bird: that period's fees instead.)
  if (ask === 'earlyDiscount' && q.period !== undefined && q.period !== 'early') return true;
  return Boolean(q.superlative || q.hotels.length > 0) && ask === 'breakfast';
}

/** "¿Y para estudiantes en esas fechas?", "and on those dates?": the days named before, each of them. */
function theseDates(q: Query, earlier: Query[]): string[] | undefined {
  if (
    q.dates.length > 0 ||
    !/\b(esas|essas|nessas|estas|nestas|those|these|both|ambas|as duas|las dos) (fechas|datas|dates|dias|days)\b/.test(q.folded)
  )
    return undefined;
  return earlier.find((e) => e.dates.length > 1)?.dates;
}

/** A question with a topic a follow-up can carry ("las referencias cuentan?" then "cuántas puedo poner": a rule's). */
const hasTopic = (e: Query) =>
  topicAsks.some((ask) => e.asks.has(ask)) ||
  writingAsks.some((ask) => e.asks.has(ask)) ||
  e.category !== undefined ||
  e.asks.has('fee') ||
  e.hotels.length > 0 ||
  e.roomType !== undefined;

function carriedAsks(q: Query, earlier: Query[]): Set<Ask> {
  // "¿y si pagué en la sede?" continues the previous topic (a refund), it does not ask to register there.
  const paidThere =
    q.asks.has('registerOnsite') &&
    /\b(pag\w*|paid|pay\w*|inscri\w*|inscrev\w*|regist\w*)\b/.test(q.folded) &&
    earlier.some((e) => e.asks.has('refund') || e.category);
  // "I attended in Panama, where's mine?": "mine" is the thing asked before; "where" names no venue.
  const mine = /\b(mine|mio|mia|meu|minha)\b/.test(q.folded);
  // "¿Y si lo hacía en la sede el 28 de abril?" after a fee: that fee onsite, not the venue's address.
  const atVenue = q.onsitePlace && !q.asks.has('registerOnsite') && earlier.some((e) => e.category);
  const placeOnly = paidThere || mine || atVenue;
  // "ok back to the Radisson, a triple for 2 nights?": a hotel and its nights are a topic of their own.
  const ownTopic =
    topicAsks.some((ask) => q.asks.has(ask) && !(placeOnly && (ask === 'registerOnsite' || ask === 'venue'))) ||
    (q.hotels.length > 0 && q.nights !== undefined);
  const asks = new Set(q.asks);
  if (mine || atVenue) asks.delete('venue');
  // "Which topics are there, is gout one?" right after an abstract question: the abstracts' topics, not the program's.
  if (
    /\b(topics?|temas?|ejes?|topicos?|areas tematicas)\b/.test(q.folded) &&
    !/\b(program\w*|sessions?|sesion\w*|sessoes|sessao)\b/.test(q.folded) &&
    earlier[0]?.asks.has('abstract')
  )
    asks.add('abstract');
  // "¿El precio ya tiene los impuestos?", "is breakfast included?": about what was just asked.
  const contextualAsks: readonly Ask[] = ['taxes', 'breakfast', 'rateBasis', 'airlineTaxes', 'airlineValidity', 'periodUntil'];
  const contextual = contextualAsks.some((ask) => q.asks.has(ask));
  // (A registration fee: a category, or paying or registering; "esa tarifa está baratísima" after a flight is the airfare.)
  const registrationFee =
    q.asks.has('fee') && (q.category !== undefined || /\b(inscri\w*|inscrev\w*|regist\w*|pag\w*|pay\w*|paid)\b/.test(q.folded));
  const dayOrFee = Boolean(
    q.date ||
    q.dayOnly ||
    q.month ||
    q.period ||
    q.category ||
    q.asks.has('periodUntil') ||
    q.asks.has('fee') ||
    q.asks.has('registerOnsite'),
  );
  if (!ownTopic && (q.followUp || mine || contextual || q.category || q.date || q.month || q.period || q.travelClass)) {
    const previous = earlier.find(hasTopic);
    // (An abstract rule asked before is about abstracts: "e a estrutura tem que ser qual?" after "os autores contam?".)
    if (previous && writingAsks.some((ask) => previous.asks.has(ask))) asks.add('abstract');
    // "How many stars does the W have?" then "are taxes included in its rate?": the hotel named.
    if (previous?.hotels.length || previous?.roomType || previous?.asks.has('breakfast') || previous?.asks.has('hotel')) asks.add('hotel');
    // "And 3 tables?" after "can I include 2 images?" carries the rule; "can I put 3 images?" names its own.
    // ("Las referencias cuentan?" then "cuántas puedo poner": a bare how-many carries it too.)
    const bareHowMany = q.asks.has('howMany') && q.folded.split(' ').length <= 5;
    const figure = (/\d/.test(q.folded) || bareHowMany) && !ruleAsks.some((ask) => q.asks.has(ask));
    for (const ask of previous?.asks ?? [])
      // A question about taxes carries the hotel, not the breakfast asked before.
      if (
        !(contextual && contextualAsks.includes(ask)) &&
        !['medical', 'unpublished', 'visa', 'airlineName'].includes(ask) &&
        // ("Resident: the early price and when did it end?" then "and regular?": that period's fee, which gives its days.)
        !(
          ask === 'periodUntil' &&
          q.period &&
          !q.asks.has('periodUntil') &&
          previous?.category &&
          previous.asks.has('fee') &&
          !/\b(cuando|quando|when|termin\w*|end\w*|acab\w*|hasta|ate|until|till)\b/.test(q.folded)
        ) &&
        // ("¿Cuántos días dura?" then "¿todavía estoy a tiempo de ir?": whether one can go, not the length again.)
        !(ask === 'congressLength' && (stillToGo.test(q.folded) || tooLateToGo.test(q.folded))) &&
        // ("Still" asked of registering is no abstract's "can I still submit?".)
        !(ask === 'abstractSubmitNow' && !previous?.asks.has('abstract')) &&
        // "¿Y cuántos caracteres?" after the deadline: the rule asked now, not the dates again.
        !(ask === 'abstractDeadline' && ruleAsks.some((own) => q.asks.has(own))) &&
        // "¿Cuánto pagaba un residente ese día?" after the author discount: the fee, not the discount again.
        !(q.category && ['authorDiscount', 'notification', 'eposter', 'abstractDeadline', 'sponsorship', 'airline'].includes(ask)) &&
        !answeredAlready(q, ask) &&
        // "¿Y si me espero al 17 de marzo?" after "¿cuánto el 3 de marzo? ¿y el desayuno?": the fee again, not the
        // stand-alone fact asked beside it; "¿y la clase R?" after a flight's dates: the class, not the dates again.
        !(dayOrFee && standAloneAsks.includes(ask)) &&
        // "¿Cuánto pagaba una fisio en anticipada vs tardía?" after "¿ya pasó? ¿dónde fue?": a fee, not the dates again.
        !(registrationFee && !feeAsks.includes(ask)) &&
        // ("¿Y puedo cambiar el orden de los autores?" after the statuses: the author rule, not the statuses again.)
        !(ask === 'abstractStatus' && [...q.asks].some((own) => own === 'authorChange' || own.startsWith('abstract'))) &&
        // "What about my wife, she's a physio?" after "can I still register online?": her fee, not the verdict again.
        !(
          q.category &&
          ['registerOnline', 'registerWhen', 'registerOnsite'].includes(ask) &&
          !/\b(inscri\w*|inscrev\w*|regist\w*|sign up|online|en linea|on-line)\b/.test(q.folded)
        ) &&
        !askedAnew(ask, q) &&
        // ("¿Y si hubiera pagado el 20 de marzo?" after a fee and the refund rule: that day's fee, not a refund.)
        !(ask === 'refund' && paidOnAnotherDay(q)) &&
        // "Total for both of us?" after "can I still pay online? how much?": the total, not registration online again.
        !(q.category && totalAsked.test(q.folded) && ['registerOnline', 'registerWhen', 'registerUntil', 'registerOnsite'].includes(ask)) &&
        // ("4 nights there, total with tax?" after how to book: the stay, not the booking again.)
        !(ask === 'hotelBook' && (q.nights !== undefined || q.roomType !== undefined)) &&
        // ("E o Le Méridien?" after "is that per person?": that hotel's card, which gives breakfast and taxes too.)
        !((q.hotels.length > 0 || q.superlative || q.stars !== undefined) && ['rateBasis', 'breakfast'].includes(ask)) &&
        // ("Is that rate per person?" after "how far is it?": the rate's basis, not the venue again.)
        !(contextual && ['venue', 'distance', 'airportDistance'].includes(ask)) &&
        !(q.travelClass && !q.date && ask === 'airlineValidity') &&
        (figure || !ruleAsks.includes(ask) || q.asks.has('abstractOral'))
      )
        asks.add(ask);
    // ("¿Y precisava de código de acesso pra isso?" after a fee: the code, not the fee again.)
    // (A category that needs a code has its fee say so: "¿cuánto paga el líder? ¿precisa de código?" keeps the fee.)
    const codeNeeded = flatFees.find((entry) => entry.key === previous?.category)?.needsAccessCode;
    if (q.asks.has('accessCode') && !q.asks.has('fee') && (q.category !== undefined || !codeNeeded)) asks.delete('fee');
    else if (previous?.category || previous?.asks.has('fee')) asks.add('fee');
  }
  return asks;
}

/** "¿Y cuánto es ese descuento?", "when does it end?" right after a dated topic: that topic, not the airline's or the congress's. */
/** "¿Incluye el desayuno? — ¿Y las tasas?": the hotel's taxes, not a registration fee. */
function hotelTaxesAfter(q: Query, last: Query, asks: Set<Ask>) {
  const hotelBefore = last.asks.has('breakfast') || last.asks.has('hotel') || last.hotels.length > 0;
  if (!hotelBefore || !/\b(taxas|tasas|impuestos|impostos|taxes)\b/.test(q.folded) || /\b(inscri\w*|inscrev\w*|regist\w*)\b/.test(q.folded))
    return;
  asks.add('taxes');
  asks.add('hotel');
  asks.delete('fee');
  if (!q.asks.has('breakfast')) asks.delete('breakfast');
}

/** "E em reais, pode?" after how to pay, "pode ser em reais?" after a fee: the currency registration is paid in. */
function currencyAfter(q: Query, asks: Set<Ask>) {
  if (
    (asks.has('payment') || (asks.has('fee') && !asks.has('hotel'))) &&
    /\b(reais|reales|pesos|soles|euros?|bolivares|moneda local|moeda local|local currency)\b/.test(q.folded)
  )
    asks.add('paymentCurrency');
}

function thatOne(q: Query, earlier: Query[], asks: Set<Ask>) {
  const [last] = earlier;
  if (!last) return;
  hotelTaxesAfter(q, last, asks);
  currencyAfter(q, asks);
  // "How exactly do I enter it on their site?" after the airline's discount: its code.
  if (codeUseAsked.test(q.folded) && last.asks.has('airline')) asks.add('airline');
  // "Does it cover taxes? And what's the max % off?": the discount itself, not the taxes again.
  if (
    asks.has('airlineTaxes') &&
    !q.asks.has('airlineTaxes') &&
    /\b(max|maximo|maximum|percent\w*|porcentaje|porcentagem|how much off)\b/.test(q.folded)
  ) {
    for (const ask of ['airlineTaxes', 'taxes'] as const) asks.delete(ask);
    asks.add('airline');
  }
  // "¿Y el tamaño del archivo?" after the e-poster: its format, not the abstract's characters.
  if (last.asks.has('eposter') && posterFormatWords.test(q.folded) && !/\b(caracteres|characters|palabras|words)\b/.test(q.folded)) {
    asks.delete('abstractCharacters');
    asks.add('posterFormat');
  }
  // "Is there a gala dinner? How much are tickets?": the dinner's tickets, which are not published either.
  if (
    last.asks.has('unpublished') &&
    /\b(tickets?|entradas?|ingressos?|boletos?)\b/.test(q.folded) &&
    !/\b(fl(y|ights?)|vuelos?|voos?|aere\w*|airline|c9562|pasajes?|passage(m|ns))\b/.test(q.folded)
  ) {
    asks.delete('airline');
    asks.add('unpublished');
  }
  if (
    last.asks.has('authorDiscount') &&
    /\b(ese|esse|este|esse|that|this|the|el|o)\s+(descuento|desconto|discount)\b/.test(q.folded) &&
    !/\b(aerolinea|airline|voos?|vuelos?|flights?|c9562|cia|companhia)\b/.test(q.folded)
  ) {
    for (const ask of ['airline', 'registrationDiscount'] as const) asks.delete(ask);
    asks.add('authorDiscount');
  }
  // "The early bird rate… and when did it end?": that period's last day.
  if (
    (last.period || last.asks.has('earlyDiscount')) &&
    /\b(it|that|eso|isso|esa|essa)\b/.test(q.folded) &&
    /\b(ends?|ended|termina|termino|terminou|acaba|acabo|acabou|vence|vencio|venceu)\b/.test(q.folded) &&
    !topicAsks.some((ask) => q.asks.has(ask) && ask !== 'unpublished')
  ) {
    for (const ask of ['lastDay', 'unpublished', 'congressWhen'] as const) asks.delete(ask);
    asks.add('periodUntil');
  }
  const prior = (['authorDiscount', 'eposter', 'abstractDeadline', 'notification'] as const).find((ask) => last.asks.has(ask));
  // "¿Y hasta qué hora?" after the submission deadline: its hour, which is published.
  // ("¿Todavía me puedo inscribir?" asks "still" of registering, not of an abstract.)
  // ("Is early bird still on?" asks it of a fee.)
  const registering = registeringAsks.some((ask) => last.asks.has(ask));
  // ("O congresso ainda tá rolando amanhã?" asks "still" of a congress day.)
  const abstractTalk =
    (['abstractDeadline', 'abstract'] as const).some((ask) => last.asks.has(ask)) ||
    (last.asks.has('abstractSubmitNow') && !registering && !last.asks.has('dayProgram'));
  if (abstractTalk && /^((y|e|and) )?((hasta|ate|until|till) )?(a )?(que|what) (hora|horas|time)\b/.test(q.folded.trim())) {
    for (const ask of ['unpublished', 'airlineValidity', 'lastDay'] as const) asks.delete(ask);
    asks.add('abstractSubmitNow');
    asks.add('abstract');
    return;
  }
  // "¿Ah, ya cerró? ¿Hasta cuándo era y a qué hora?" after the abstracts: their deadline, with its hour.
  const deadlineAsked =
    /\b(hasta cuando|ate quando|until when|till when|(a )?(que|q|what) (hora|horas|time)|ya cerr\w*|ja fech\w*|already closed)\b/;
  const ownTopic = topicAsks.some((ask) => q.asks.has(ask) && ask !== 'unpublished');
  if (abstractTalk && deadlineAsked.test(q.folded) && !ownTopic && !q.category) {
    for (const ask of ['unpublished', 'periodUntil', 'airlineValidity', 'lastDay'] as const) asks.delete(ask);
    asks.add('abstract');
    asks.add('abstractDeadline');
    return;
  }
  // "¿Ya pasó? ¿No hay prórroga?" after the abstracts' deadline: the deadline's extension, not the congress.
  if (abstractTalk && q.asks.has('abstractExtension') && !q.asks.has('fee') && !q.asks.has('registerUntil')) {
    for (const ask of ['missedEarly', 'happeningNow', 'unpublished'] as const) asks.delete(ask);
    asks.add('abstract');
    return;
  }
  if (
    prior &&
    /\b(it|that|eso|isso|esse|ese|este|esta|essa)\b/.test(q.folded) &&
    /\b(ends?|termina|acaba|vence|cierra|until when|hasta cuando|ate quando)\b/.test(q.folded)
  ) {
    const general = ['lastDay', 'unpublished', 'congressWhen'] as const;
    if (topicAsks.some((ask) => q.asks.has(ask) && !(general as readonly Ask[]).includes(ask))) return;
    for (const ask of general) asks.delete(ask);
    asks.add(prior);
  }
}

/** "And on March 16?" after "2 rheumatologists and 1 nurse": the same people on the new day. */
/**
 * The category an earlier turn named, for a follow-up that names none. A group's count is no group leader's; "¿y si
 * fuéramos 11?" after "3 reumatólogos y 2 fisios" is a mixed group, not 11 of the last category named.
 */
function carriedCategory(q: Query, earlier: Query[]): FeeKey | undefined {
  const from = earlier.find((e) => e.category && !(q.count && e.category === 'groupLeader'));
  // ("Student, how much in February? And the day pass?" then "and on 16 March?": a flat fee has no day, the student's has.)
  // ("E comparando com a tardia?" after day passes against a full fee compares the two, as before.)
  const newDay =
    (q.date || q.dayOnly || q.month || q.period) &&
    !/\b(compar\w*|versus|vs|contra|diferen\w*|difference|cheaper|barat\w*)\b/.test(q.folded);
  if (from && newDay && flatFees.some((entry) => entry.key === from.category)) {
    const tiered = earlier.flatMap((e) => e.categories).find((category) => category in feeTable);
    if (tiered) return tiered;
  }
  return from && !(q.count && from.categoryCounts.length > 1) ? from.category : undefined;
}

/**
 * "Do I need an access code for that?" after a nurse's fee: that category, which needs none (the fee of a category
 * that needs one already says so).
 */
function codeCategory(q: Query, earlier: Query[]): FeeKey | undefined {
  if (!q.asks.has('accessCode')) return undefined;
  const carried = carriedCategory(q, earlier);
  return carried && !flatFees.find((entry) => entry.key === carried)?.needsAccessCode ? carried : undefined;
}

/** "¿Cuánto nos ahorrábamos si pagábamos en febrero?" after a group's total: the total it is compared with. */
function savingAgainst(q: Query, earlier: Query[]): Query['against'] {
  const [last] = earlier;
  const saving =
    /\b(ahorr\w*|econom\w*|sav(e|ed|ing)|diferen\w*|difference|less|menos|cheaper|mas barat[oa]|mais barat[oa])\b|\b(cuanto|how much|quanto) (mas|more|mais|a mais|de mas|extra)\b/;
  // ("Si pago el 20 de marzo, ¿cuánto?" then "¿y qué diferencia con hoy?": the day said before, against today.)
  const againstToday = q.today && !q.date && !q.month && !q.period && (last?.date || last?.month || last?.period);
  if (!last || (last.categoryCounts.length < 2 && !againstToday) || q.categoryCounts.length > 0 || !saving.test(q.folded)) return undefined;
  return {date: last.date, today: last.today, onsite: last.onsite, period: last.period, month: last.month};
}

function carriedCounts(q: Query, earlier: Query[]): Query['categoryCounts'] {
  const newDay = q.date || q.dayOnly || q.month || q.period || q.onsite || q.today || q.relativeDay !== undefined;
  const mixed = (earlier[0]?.categoryCounts.length ?? 0) >= 2;
  if (q.categoryCounts.length === 0 && !q.category && q.count === undefined && newDay && mixed) return earlier[0].categoryCounts;
  return joining(q, earlier) ?? withMe(q, earlier) ?? q.categoryCounts;
}

/** "¿Y si se suma una dermatóloga?" after "3 enfermeras y 1 fisio": the people counted before and the one who joins. */
function joining(q: Query, earlier: Query[]): Query['categoryCounts'] | undefined {
  const [last] = earlier;
  const joins =
    /\b(se suma\w*|se sumam?|se unen?|se une|se agrega\w*|se junta\w*|sumamos|agregamos|anadimos|somamos|sumarmos|somarmos|\d+ more|mais \d+|\d+ \w+ mas(?= (del?|do|da|of)\b|$)|add(ing)?|plus|one more|another|tambien va|tambem vai|tb vai|mais (um|uma)|otr[oa] mas|vem junto|viene tambien|comes too|joins?|joining)\b/;
  if (!last || !joins.test(q.folded) || (!q.category && q.categoryCounts.length === 0)) return undefined;
  const before =
    last.categoryCounts.length > 0
      ? last.categoryCounts
      : last.category && last.count
        ? [{category: last.category, count: last.count}]
        : [];
  if (before.length === 0) return undefined;
  // ("Una residente y el jefe, que es reumatólogo": one of each named.)
  const added =
    q.categoryCounts.length > 0
      ? q.categoryCounts
      : q.categories.length >= 2
        ? q.categories.map((category) => ({category, count: 1}))
        : [{category: q.category!, count: q.count ?? 1}];
  const sums = new Map<FeeKey, number>();
  for (const {category, count} of [...before, ...added]) sums.set(category, (sums.get(category) ?? 0) + count);
  return sums.size >= 2 ? [...sums].map(([category, count]) => ({category, count})) : undefined;
}

/** The people counted before and those who join now, all together. */
function joinedCount(q: Query, earlier: Query[]): number | undefined {
  return joining(q, earlier)?.reduce((sum, {count}) => sum + count, 0);
}

/**
 * "Soy residente… — ¿Y si me voy con 2 compañeras fisio y un reumatólogo, cuánto todo junto?": the visitor, of the
 * category they said they are, joins the people counted now.
 */
/** "Total for both of us", "cuánto en total las 2", "nós dois": the visitor and the one person named now. */
const theTwoOfUs =
  /\b(both of us|the two of us|us both|(las|los|as|os|nos|nosotros|nosotras) (dos|dois|duas|2)|ambos|ambas|a dupla|la pareja)\b/;

function withMe(q: Query, earlier: Query[]): Query['categoryCounts'] | undefined {
  const pair = theTwoOfUs.test(q.folded) && q.categoryCounts.length === 0 && q.category !== undefined && (q.count ?? 2) === 2;
  const named = pair
    ? [{category: q.category!, count: 1}]
    : q.categoryCounts.length > 0
      ? q.categoryCounts
      : q.category && q.count
        ? [{category: q.category, count: q.count}]
        : [];
  if (named.length === 0) return undefined;
  // "¿Y si pagamos las 3 juntas, yo, mi jefa reumatóloga y una enfermera?": "yo" listed with the others.
  const listed = q.categoryCounts.length > 0 && /\b(yo|eu)\b/.test(q.folded) && totalAsked.test(q.folded);
  const self = earlier.find((e) => e.category && /\b(soy|sou|i am|i'?m)\b/.test(e.folded))?.category;
  if (listed && self && !named.some((entry) => entry.category === self)) return [{category: self, count: 1}, ...named];
  // ("Y mis 2 compañeros de fisio y una enfermera? ¿Cuánto todo junto los 4?": the visitor is the fourth.)
  const all =
    /\b(?:los|las|os|as|all|the|todos|todas|nosotros|nos)\s(\d{1,2})\b(?! (de(?! nosotr[oa]s)|of(?! us)|dias|days|noches|nights))/.exec(
      q.folded,
    );
  const others = named.reduce((sum, entry) => sum + entry.count, 0);
  if (all && self && Number(all[1]) === others + 1 && totalAsked.test(q.folded)) {
    const counts = named.map((entry) => (entry.category === self ? {...entry, count: entry.count + 1} : entry));
    return counts.some((entry) => entry.category === self) ? counts : [{category: self, count: 1}, ...counts];
  }
  if (
    !pair &&
    !/\b(me voy con|voy con|vou com|eu vou com|(i'?m|i am) going with|i go with|conmigo|comigo|with me|(for|para|pra) (me|mi|mim))\b/.test(
      q.folded,
    )
  )
    return undefined;
  if (!self) return undefined;
  const counts = named.map((entry) => (entry.category === self ? {...entry, count: entry.count + 1} : entry));
  return counts.some((entry) => entry.category === self) ? counts : [{category: self, count: 1}, ...counts];
}

/** "And the Waldorf suite, same nights?": the nights of the stay asked before. */
function stayNights(q: Query, earlier: Query[]): number | undefined {
  // "¿Con impuestos?" right after a stay: that stay.
  if (q.nights === undefined && q.asks.has('taxes') && earlier[0]?.nights !== undefined && q.hotels.length === 0) return earlier[0].nights;
  const sameStay =
    q.nights === undefined &&
    (q.hotels.length > 0 || q.roomType !== undefined) &&
    (q.followUp || /\b(same|mism[oa]s|mesm[oa]s)\b/.test(q.folded)) &&
    !/\b(per night|a night|por noche|por noite|la noche|a noite|diaria|tiene|tenia|tem|tinha|has|have|had|hay|habia|estrellas|stars|estrelas)\b/.test(
      q.folded,
    );
  return q.nights ?? (sameStay ? earlier.find((e) => e.nights !== undefined)?.nights : undefined);
}

/** Why a registration was cancelled: a visa, an illness, a work permit, a cancelled flight. */
const cancelCause =
  /\b(visa|visto|enferm\w*|doente|sick|ill|illness|hospital\w*|internad\w*|embaraz\w*|gravid\w*|pregnan\w*|falleci\w*|murio|faleceu|morreu|died|death|accident\w*|acidente|permiso|permissao|emergenc\w*|culpa|fault|atestado|medical (note|certificate)|certificado medico|excep\w*|excecao|exception|force majeure|fuerza mayor|forca maior|(vuelo|voo|flight) (\w+ )?cancel\w*)\b/;
/** What a message that only gives the cause of a cancellation reads as on its own. */
const causeAsks: readonly Ask[] = ['visa', 'medical', 'unknownFact', 'unpublished', 'permission', 'airline'];

/** "So total?" after two people's fees, "¿por qué no nos dan 2?" after a group's: questions the last turns complete. */
function whyOrTotal(q: Query, earlier: Query[]): Query | undefined {
  // "So total?" after the fees of two people of two categories: their sum.
  const [last, before] = earlier;
  if (
    /\b(total|all together|altogether|juntos|juntas|both|ambos|ambas|as duas|os dois|las dos|los dos)\b/.test(q.folded) &&
    q.count === undefined &&
    !q.category &&
    last?.category &&
    before?.category &&
    last.category !== before.category
  )
    return {
      ...q,
      asks: new Set(['fee', 'feeSum']),
      categories: [before.category, last.category],
      date: q.date ?? last.date ?? before.date,
      period: q.period ?? last.period ?? before.period,
      month: q.month ?? last.month ?? before.month,
    };
  // "Pero fue por la visa, no es mi culpa" after a refund's answer: the reason told, for the same refund.
  if (last?.asks.has('refund') && cancelCause.test(q.folded) && [...q.asks].every((ask) => causeAsks.includes(ask)))
    return {...q, asks: new Set(['refund'])};
  // "¿Por qué no nos dan 2?" after a group's free registrations: the rule, worked out.
  const group = earlier.some((e) => e.asks.has('group')) ? earlier.find((e) => e.count !== undefined) : undefined;
  if (/^(por que|porque|why|how come)\b/.test(q.folded) && group && !q.category && !q.date)
    return {...q, asks: new Set(['group', 'groupWhy']), count: group.count, category: group.category};
  return undefined;
}

/** Fills what a follow-up leaves out ("¿y para residentes?") from the visitor's earlier questions. */
/** The room type of the nights asked about, or ("¿Algún hotel con suite? ¿Cuál es la más barata?") of the last question. */
function carriedRoomType(q: Query, nights: number | undefined, roomType: Query['roomType'], earlier: Query[]): Query['roomType'] {
  if (nights !== undefined) return roomType;
  const overall = /\b(overall|of all|de todos|de todas|geral|en general)\b/.test(q.folded);
  return q.superlative && q.hotels.length === 0 && q.stars === undefined && !overall ? earlier[0]?.roomType : undefined;
}

/** "How do I get the code?" after the industry staff's or group leader's fee (or the group's rule): their access code. */
function codeCarried(q: Query, earlier: Query[], asks: Set<Ask>): Query {
  const codeCategory = earlier.some(
    (e) => e.category === 'industryStaff' || e.category === 'groupLeader' || e.asks.has('accessCode') || e.asks.has('group'),
  );
  if (
    codeCategory &&
    /\b(code|codigo)\b/.test(q.folded) &&
    !/\b(aerolinea|airline|vuelos?|voos?|flights?|companhia|cia|descuento|discount|desconto)\b/.test(q.folded)
  ) {
    asks.delete('airline');
    asks.add('accessCode');
    // "¿Y se necesita algún código para eso?" after the group's rule: the group leader's code.
    // ("Did anyone need a code?" asks who does.)
    const who = /\b(anyone|anybody|alguien|alguem|who|quien|quienes|quem|which)\b/.test(q.folded);
    if (earlier[0]?.asks.has('group') && q.categories.length === 0 && !who) return {...q, category: 'groupLeader'};
  }
  return q;
}

/** "Does the price go up?", "¿sube?", "muda?": whether a fee changes. */
const goesUp = /\b(go(es)? up|sube|suba|sobe|aumenta\w*|increases?|cambia|muda|changes?|mas caro|mais caro|more expensive)\b/;

/** "How far is it from the convention center?" after a hotel: that hotel's distance, which the site does not give. */
function hotelDistanceAfter(q: Query, earlier: Query[], asks: Set<Ask>, history: ChatTurn[]): Query | undefined {
  const [last] = earlier;
  const hotelBefore = last !== undefined && (last.asks.has('hotel') || last.hotels.length > 0 || last.roomType !== undefined);
  // ("How far is that one, walkable?", "e a distância até o centro, dá pra ir a pé?": the hotel's, after the hotels.)
  const walking =
    /\b(walkable|walking|walk|a pie|caminando|caminar|a pe|andando|andar|how far|a distancia|la distancia|the distance)\b/.test(q.folded);
  const itsDistance =
    (q.asks.has('distance') || walking) &&
    q.hotels.length === 0 &&
    (walking || /\b(it|that|ese|esse|este|isso|el hotel|o hotel|the hotel)\b/.test(q.folded));
  if (!hotelBefore || !itsDistance) return undefined;
  const lastAnswer = history.findLast((turn) => turn.role === 'assistant')?.content ?? '';
  asks.add('hotel');
  for (const ask of ['distance', 'venue'] as const) asks.delete(ask);
  return {...q, asks, superlative: 'closest', hotels: hotelsIn(lastAnswer).slice(0, 3)};
}

/**
 * The month a fee follow-up keeps from before ("¿y cuánto en ese mes para un residente?"), named or relative ("would pay
 * next month… — and if I stayed all 4 days?"); not when the follow-up names its own day, or asks when registration closes.
 */
/**
 * "What if I stay until May 10?" after "flying in Apr 25 and out May 2": the new return, the same outbound ("y si
 * cambio la ida al 20?": the new outbound, the same return).
 */
function flightsChanged(q: Query, asks: Set<Ask>, earlier: Query[]): string[] {
  const before = earlier[0]?.dates ?? [];
  if (q.dates.length !== 1 || before.length !== 2 || !earlier[0].asks.has('airline') || !asks.has('airline')) return q.dates;
  const [out, back] = [...before].sort();
  const outbound =
    /\b(ida|outbound|going|salida|partida|flying (in|out) on)\b/.test(q.folded) &&
    !/\b(regreso|vuelta|volta|return\w*|back)\b/.test(q.folded);
  return outbound ? [q.dates[0], back] : [out, q.dates[0]];
}

/** "I paid back in December… how much would I get back?": the month said was the payment's, not the cancellation's. */
function paidInMonthBefore(q: Query, asks: Set<Ask>, earlier: Query[]): boolean {
  const said = earlier.find((e) => e.month);
  // ("Qual era a multa se eu tivesse cancelado antes?" names a cancellation of its own.)
  const hypothetical = /\b(tivesse|hubiera|hubiese|had|antes|before|would have)\b/;
  return asks.has('refund') && said !== undefined && registeredOn(said.folded) && !hypothetical.test(q.folded);
}

function carriedMonth(q: Query, earlier: Query[], feeTalk: boolean, asks: Set<Ask>): Pick<Query, 'month' | 'relativeMonth'> {
  // ("¿Me conviene el pase diario para ir solo mañana?" after "¿y si hubiera pagado en febrero?": tomorrow, not February.)
  const own = q.period || q.date || q.today || q.relativeDay !== undefined || paidInMonthBefore(q, asks, earlier);
  const month = q.month ?? (feeTalk && !own ? earlier.find((e) => e.month)?.month : undefined);
  const relativeMonth =
    q.relativeMonth ?? (feeTalk && !own && !q.month ? earlier.find((e) => e.relativeMonth !== undefined)?.relativeMonth : undefined);
  return {month, relativeMonth};
}

/**
 * A follow-up about a registration fee. "¿Se podía pagar en reales?" asks how to pay, not a fee again (unless it
 * asks a fee of its own: "e no período regular quanto era?" after "dá pra pagar em reais?").
 */
const feeTalkIn = (q: Query, asks: Set<Ask>): boolean =>
  // ("¿Y si pago la semana que viene?": paying on a day is a fee's day, not how to pay.)
  (asks.has('fee') &&
    (!asks.has('paymentCurrency') || (q.asks.has('fee') && !q.asks.has('paymentCurrency'))) &&
    (!q.asks.has('payment') || q.relativeDay !== undefined || q.date !== undefined || q.month !== undefined)) ||
  asks.has('refund') ||
  asks.has('accessCode');

/** "And if I just register at the venue when I get there?" right after a category's fee: that fee at the venue. */
function venueFeeAfter(q: Query, earlier: Query[], asks: Set<Ask>) {
  const [last] = earlier;
  if (!(q.onsite || q.onsitePlace) || !q.followUp || q.category || untilWhen.test(q.folded) || !last?.asks.has('fee') || !last.category)
    return;
  asks.add('fee');
  for (const ask of ['venue', 'registerUntil'] as const) asks.delete(ask);
}

/** "I'm asking for my mom, she's 70", "¿y a qué especialista voy?" after a medical question: still no medical advice. */
const medicalFollowUp = (q: Query, earlier: Query[]) =>
  earlier[0].asks.has('medical') &&
  !earlier[0].asks.has('unknownFact') &&
  [...q.asks].every((ask) => ['permission', 'obligation', 'unpublished'].includes(ask)) &&
  !q.category;

/** "Ok, who do I email then?", "qual e-mail?": the congress team's address, whatever was asked before. */
const writingOnly = (q: Query): boolean =>
  q.asks.has('whomToWrite') &&
  [...q.asks].every((ask) => ask === 'whomToWrite' || ask === 'abstractChannel' || ask === 'unpublished') &&
  !abstractNamed.test(q.folded);

export function withHistory(asked: Query, history: ChatTurn[], locale?: string): Query {
  let q = asked;
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-3)
    .reverse()
    .map((turn) => understand(turn.content, locale));
  // "Valeu!!", "ok thanks": courtesy, nothing to carry.
  // ("Ok, who do I email then?": the address, nothing carried.)
  if (earlier.length === 0 || (q.asks.size === 0 && courtesyOnly.test(q.folded)) || writingOnly(q)) return q;
  if (medicalFollowUp(q, earlier)) return {...q, asks: new Set(['medical'])};
  // "¿Y si no soy socio?" after a fee: that fee again (members and non-members pay the same).
  if (q.asks.size === 1 && q.asks.has('memberRate')) q = {...q, asks: new Set(), followUp: true};
  // "Does it go up closer to the congress?" after a fee: that fee again.
  if (q.asks.size === 0 && goesUp.test(q.folded)) q = {...q, followUp: true};
  const leaning = whyOrTotal(q, earlier);
  if (leaning) return leaning;
  const until = ruleFollowedUp(q, earlier);
  if (until) return until;
  q = leaningOnLastTurn(q, history, earlier, locale);
  q = groupAfterFee(q, earlier);
  q = cheaperFee(q, earlier);
  const asks = carriedAsks(q, earlier);
  if (differencePair(q, earlier)) asks.add('feeDifference');
  thatOne(q, earlier, asks);
  venueFeeAfter(q, earlier, asks);
  const feeTalk = feeTalkIn(q, asks);
  q = codeCarried(q, earlier, asks);
  // "¿Y en la sede cuánto era?" after a fee: the fee onsite.
  const onsite = q.onsite || (q.onsitePlace && earlier.some((e) => e.asks.has('fee') || e.category !== undefined));
  // "¿Y la del curso precongreso?" after certificates: that course's certificate, not a course to come.
  if (asks.has('unpublished') && /\b(pre-?congres\w*|precongres\w*)\b/.test(q.folded) && earlier.some((e) => e.asks.has('certificates'))) {
    asks.delete('unpublished');
    asks.add('certificates');
  }
  // "¿Y dónde bajo el de Panamá?" after certificates: a certificate, not the venue.
  if (/\b(baix\w*|baj[oa]|bajar\w*|descarg\w*|download\w*)\b/.test(q.folded) && earlier.some((e) => e.asks.has('certificates'))) {
    asks.add('certificates');
    asks.delete('venue');
  }
  const count = carriedCount(q, earlier, asks);
  const pdfAfterLogo = reaskedAbout(q, earlier, asks);
  // "What if I had cancelled the next day?": the day after the one named before.
  const earlierDay = lastNamedDay(earlier);
  const nextDay =
    (q.nextDay || q.prevDay) && !q.date && earlierDay
      ? DateTime.fromISO(earlierDay, {zone: CONGRESS_ZONE})
          .plus({days: q.nextDay ? 1 : -1})
          .toISODate()!
      : q.dayOnly && !q.date && earlierDay && (!cancelsOnDay(q, asks) || cancelledOnDayBefore(earlier))
        ? sameMonth(earlierDay, q.dayOnly)
        : undefined;
  const hotelFar = hotelDistanceAfter(q, earlier, asks, history);
  if (hotelFar) return hotelFar;
  const nights = stayNights(q, earlier);
  // "¿Y 4 noches?" after "the cheapest hotel": that hotel.
  if (nights !== undefined) asks.add('hotel');
  const {roomType, rankedHotel} = stayHotel({...q, nights}, earlier);
  return {
    ...q,
    asks,
    nights,
    roomType: q.roomType ?? carriedRoomType(q, nights, roomType, earlier),
    // "Which of those is cheapest?" after the 5-star hotels: among them.
    stars: q.stars ?? carriedStars(q, earlier),
    // "What if I stay until May 10?" after "flying in Apr 25 and out May 2": the new return, the same outbound.
    dates: theseDates(q, earlier) ?? flightsChanged(q, asks, earlier),
    // "Which of those is 4 stars?" after the hotels under US$120: among them.
    maxPrice: q.maxPrice ?? (q.stars !== undefined && amongThose.test(q.folded) ? earlier[0]?.maxPrice : undefined),
    // A group's total is not the group leader's; a hotel's taxes are not a registration fee; "¿y un neumólogo?"
    // names a specialty of no category.
    category:
      q.category ?? (feeTalk && !hotelTalk(q, asks, earlier) && !q.otherSpecialty ? carriedCategory(q, earlier) : codeCategory(q, earlier)),
    // "What about industry staff, was it the same price?" after the day pass: the two compared.
    categories: sameAsBefore(q, earlier) ?? q.categories,
    earlierCategory: earlier.flatMap((e) => [e.category, ...allCategoriesIn(e.folded)]).find((key) => key && key !== 'dayPass'),
    categoryCounts: carriedCounts(q, earlier),
    // ("¿Y si se suman 6 residentes más, nos dan alguna gratis?": the group now, with those counted before.)
    count: joinedCount(q, earlier) ?? count,
    against: savingAgainst(q, earlier),
    // "What if I only register in Feb?" after day passes against the full fee: the same comparison, then.
    passDays: passDaysWith(q, asked, earlier),
    // "¿Y pagando en la sede?" replaces the day named before: onsite is the late fee, whatever the day.
    onsite,
    // "¿Y si fuera a las 20h30?": a time of day keeps the day named before; so does "why?".
    // "What about if I cancel today?" names its own day.
    date: q.date ?? nextDay ?? (dayCarried(q, asks, feeTalk, onsite) ? earlierDay : undefined),
    ...carriedMonth(
      q,
      earlier,
      // ("…in February" then "and before the 15th?": the 15th to come, not February's.)
      feeTalk && !onsite && !asks.has('registerUntil') && !(q.dayOnly !== undefined && cancelsOnDay(q, asks)) && q.dayOfMonth === undefined,
      asks,
    ),
    period: q.period ?? carriedPeriod(q, feeTalk, onsite, earlier),
    logo: q.logo || (q.followUp && (q.asks.size === 0 || pdfAfterLogo) && earlier[0]?.logo === true),
    // "If I had cancelled on March 20, how much back?" after "I paid 580": that amount.
    paidAmount: q.paidAmount ?? (asks.has('refund') ? paidBefore(earlier, q.category) : undefined),
    hotels: carriedHotels(q, asks, nights, rankedHotel, earlier, history.findLast((turn) => turn.role === 'assistant')?.content),
    hotelsCarried: q.hotels.length === 0,
  };
}

/**
 * "Is it cheaper if I just do it now?", "mi jefe dice que era más barato" after a registration fee: the fee, not the
 * cheapest hotel.
 */
function cheaperFee(q: Query, earlier: Query[]): Query {
  const [last] = earlier;
  if ((q.superlative !== 'cheapest' && q.superlative !== 'priciest') || q.hotels.length > 0 || q.asks.has('hotel')) return q;
  if (!last || last.asks.has('hotel') || last.hotels.length > 0 || !(last.asks.has('fee') || last.category)) return q;
  if (
    /\b(hote(l|is|les|ls)|quartos?|habitacion\w*|rooms?|stay|hosped\w*|diarias?|noches?|nights?|noites?|vuelos?|flights?|voos?)\b/.test(
      q.folded,
    )
  )
    return q;
  return {
    ...q,
    superlative: undefined,
    asks: new Set([...q.asks, 'fee']),
    positions: new Map([...q.positions, ['fee', q.folded.length]]),
  };
}

/**
 * What the visitor paid, said before: "pagué 580", or "I'm a nurse and paid on March 3rd" (that category's fee on
 * that day).
 */
function paidBefore(earlier: Query[], category?: FeeKey): number | undefined {
  const said = earlier.find((e) => e.paidAmount !== undefined)?.paidAmount;
  if (said !== undefined) return said;
  // ("Mi jefe pagó el 10 de marzo y yo, R2, el 18": the visitor's own category on the visitor's own day.)
  const both = earlier.find((e) => e.dateOf && Object.keys(e.dateOf).length > 1);
  const self = both ? /\b(yo|eu|i'?m|i am|soy|sou|me)\b/.exec(both.folded) : null;
  const own = self ? allCategoriesIn(both!.folded.slice(self.index))[0] : undefined;
  const ownDay = own && own in feeTable ? both!.dateOf![own] : undefined;
  const ownFee = ownDay ? fee(own!, ownDay) : undefined;
  if (ownFee?.kind === 'online') return ownFee.amount;
  // ("¿Y si hubiera pagado el 20 de marzo?" names no category: the one said before it.)
  const named = category ?? earlier.find((e) => e.category && e.category in feeTable)?.category;
  const told = earlier.find(
    (e) =>
      (e.category ?? named) &&
      (e.category ?? named)! in feeTable &&
      e.date &&
      e.categoryCounts.length === 0 &&
      e.count === undefined &&
      // ("¿Cuánto me hubiera costado inscribirme el 3 de marzo?" names the day of the visitor's registration too.)
      /\b(paid|pague|paguei|registered|me inscribi|me inscrevi|inscribirme|inscribo|inscrevo|inscrever|me inscrevesse|inscribiera|register|registering|pay|pagar|pago|pagando|pagado|pagasse|pagara)\b/.test(
        e.folded,
      ) &&
      // (Not the day of a cancellation: "si cancelo el 20 de marzo".)
      cancellationDay(e.folded) !== e.date,
  );
  const paid = told ? fee((told.category ?? named) as keyof typeof feeTable, told.date!) : undefined;
  if (paid?.kind === 'online') return paid.amount;
  // "I paid in December — how much back if I had cancelled in February? I'm a rheumatologist": that month's fee.
  const month = earlier.find((e) => e.month && /\b(paid|pague|paguei|pagué|registered|me inscribi|me inscrevi)\b/.test(e.folded))?.month;
  const key = category ?? earlier.find((e) => e.category && e.category in feeTable)?.category;
  if (!month || !key || !(key in feeTable)) return undefined;
  const [first, last] = [fee(key, month.first), fee(key, month.last)];
  return first.kind === 'online' && last.kind === 'online' && first.amount === last.amount ? first.amount : undefined;
}

/** "¿Y si éramos 15 residentes?" after a fee: the group's total, on the day (or today) asked before. */
function groupAfterFee(q: Query, earlier: Query[]): Query {
  const [last] = earlier;
  const freeAsked = /\b(gratis|gratuitas?|free|de graca|cortesias?)\b/.test(q.folded);
  if (q.count === undefined || q.count < 2 || q.asks.has('fee') || freeAsked || !q.followUp) return q;
  if (!(last?.date || last?.month || last?.period || last?.today)) return q;
  return {
    ...q,
    asks: new Set([...q.asks, 'fee']),
    positions: new Map([...q.positions, ['fee', q.folded.length]]),
    today: q.today || (last.today && !last.date && !last.month && !last.period),
  };
}

/** "And the title and author names?" after what counts toward the characters: whether those count. */
function excludedPartsAfter(q: Query, last: Query | undefined, asks: Set<Ask>) {
  const partsNamed =
    /^((and|y|e|what about|y que tal|e quanto a) )?((the|el|la|los|las|o|a|os|as) )?(title|titulo|authors?|autor\w*|author names|nombres? de (los )?autores|nomes? dos autores|keywords|palabras clave|palavras-?chave|tables?|tablas?|tabelas?)\b/;
  if (!(last?.asks.has('abstractCharacters') || last?.asks.has('excludedPart')) || !partsNamed.test(q.folded)) return;
  // ("¿Y tablas o imágenes, cuántas se pueden poner?" asks another rule.)
  if (q.folded.split(' ').length > 10 || /\b(cuant\w*|quant\w*|how many|poner|por|incluir|include|put|add)\b/.test(q.folded)) return;
  for (const ask of ['abstractAnonymous', 'permission', 'howMany'] as const) asks.delete(ask);
  asks.add('excludedPart');
  asks.add('abstract');
}

/**
 * Asks a follow-up changes by what came before: "¿Y en PDF?" after the logo is the logo's vector PDF (not an
 * abstract's file format; returns true); "¿y si lo hubiera cancelado?" after an abstract's status is the CANCELED status;
 * "¿y si cancelo la reserva?" after a hotel's rate is that hotel's own terms.
 */
function reaskedAbout(q: Query, earlier: Query[], asks: Set<Ask>): boolean {
  const [last] = earlier;
  if (last && (last.asks.has('hotel') || last.hotels.length > 0)) hotelCancelAsked(q.folded, asks);
  // "And onsite?" after "can I still register?": registering at the venue.
  if (q.onsitePlace && last && (last.asks.has('registerWhen') || last.asks.has('registerOnline')) && !last.category) {
    asks.add('registerOnsite');
    asks.delete('registerWhen');
  }
  // "¿Y cuántos días?" after the dates: how long it lasts.
  if (
    /^(and |y |e )?(how many days|cuant[oa]s dias|quant[oa]s dias)( (son|es|eran|fueron|sao|foram|were|is it|was it))?$/.test(q.folded) &&
    last?.asks.has('congressWhen')
  )
    asks.add('congressLength');
  // "Taxas inclusas?" after a hotel: the hotel's taxes ("taxas" are also registration fees).
  const hotelBefore =
    last !== undefined && (last.hotels.length > 0 || last.asks.has('hotel') || last.asks.has('rateBasis') || last.roomType !== undefined);
  if (hotelBefore && /\b(taxas|impostos|impuestos|taxes|tax)\b/.test(q.folded) && /\binclu\w*/.test(q.folded)) {
    asks.add('taxes');
    asks.add('hotel');
    asks.delete('fee');
  }
  // "¿Y el certificado sale con todos?" after an abstract's authors: the abstract's certificate.
  if (
    q.asks.has('certificates') &&
    /\b(certificad\w*|certificates?|constancias?)\b/.test(q.folded) &&
    last !== undefined &&
    (last.asks.has('abstract') || last.asks.has('authorChange')) &&
    !/\b(2025|mexico|asistencia|attendance|participacao|palestrante\w*|speakers?|ponentes?|curso|course)\b/.test(q.folded)
  )
    asks.add('abstract');
  // "And what's the last day I can still do that?" after a refund: the refund's last day, not the fee paid's.
  if (last?.asks.has('refund') && refundLastDayAsked.test(q.folded) && /\b(that|it|eso|esto|lo|isso|isto)\b/.test(q.folded)) {
    for (const ask of ['abstractSubmitNow', 'earlyDiscount', 'fee', 'lastDay', 'countdown', 'howMany'] as const) asks.delete(ask);
    asks.add('refund');
  }
  excludedPartsAfter(q, last, asks);
  // "¿Y hasta qué día puedo cancelar con reembolso?": the refund's last day, not a fee period's nor the airline code's.
  if (asks.has('refund') && cancelAt(q.folded) >= 0)
    for (const ask of ['periodUntil', 'airlineValidity', 'earlyDiscount'] as const) asks.delete(ask);
  // "Ok and I paid $530, so how much would that be?" after a refund: that payment's refund, not a fee.
  if (last?.asks.has('refund') && q.paidAmount !== undefined && !q.category && /\b(how much|cuanto|quanto)\b/.test(q.folded)) {
    asks.delete('fee');
    asks.add('refund');
  }
  // "And when does it end?" after a fee period: that period's last day, not the congress's.
  if (asks.has('lastDay') && last?.period && !q.period && !congressWords.test(q.folded)) {
    for (const ask of ['lastDay', 'unpublished'] as const) asks.delete(ask);
    asks.add('periodUntil');
  }
  // "¿Y si lo pagué en efectivo allá en la sede?" after a refund: the refund of an onsite payment.
  if ((q.onsite || q.asks.has('registerOnsite')) && last?.asks.has('refund') && /\b(pag\w*|paid|pay\w*)\b/.test(q.folded)) {
    for (const ask of ['payment', 'venue', 'registerOnsite'] as const) asks.delete(ask);
    asks.add('refund');
  }
  // "E o de 2025? Fui palestrante lá": a speaker's certificate, not the unpublished speakers.
  if (asks.has('certificates') && /\b(palestrantes?|ponentes?|speakers?|conferencistas?)\b/.test(q.folded)) asks.delete('unpublished');
  // "Então se formos 22, quantas a gente paga?" after the group rule: that group.
  if (q.count !== undefined && last?.asks.has('group') && !q.hotels.length && q.nights === undefined) asks.add('group');
  // "¿Y hasta cuándo? ¿Cuántos días faltan?" after an abstracts question: the abstracts' deadline.
  const abstractsBefore = last !== undefined && (last.asks.has('abstract') || last.asks.has('abstractDeadline'));
  const ownEvent = /\b(congress|congreso|congresso|evento|event|abertura|apertura|opening|inscri\w*|regist\w*|tarifa|taxa|fee)\b/.test(
    q.folded,
  );
  if (abstractsBefore && !q.asks.has('abstract') && !q.category && q.hotels.length === 0 && !ownEvent) {
    const days = asks.has('countdown') || /\b(cuant[oa]s dias|quant[oa]s dias|how many days)\b/.test(q.folded);
    const until = untilWhen.test(q.folded) || (asks.has('periodUntil') && !q.period);
    if (days || until) {
      for (const ask of ['countdown', 'howMany', 'periodUntil', 'airlineValidity', 'permission', 'obligation'] as const) asks.delete(ask);
      asks.add('abstract');
      asks.add(days ? 'abstractSubmitNow' : 'abstractDeadline');
    }
  }
  // "¿Tem algum abaixo de 100 dólares a noite?" after a hotel's rates: the hotels under that price.
  if (q.maxPrice !== undefined && (last?.asks.has('hotel') || (last?.hotels.length ?? 0) > 0)) asks.add('hotel');
  const pdfAfterLogo = /\bpdf\b/.test(q.folded) && earlier[0]?.logo === true;
  if (pdfAfterLogo) asks.delete('unpublished');
  if (
    asks.has('refund') &&
    (earlier[0]?.asks.has('abstract') || earlier[0]?.asks.has('abstractStatus')) &&
    !/\b(inscri\w*|regist\w*|pag\w*|paid|refund|reembols\w*|devol\w*|dinheiro|plata|money)\b/.test(q.folded)
  ) {
    asks.delete('refund');
    asks.add('abstractCanceled');
    asks.add('abstract');
  }
  return pdfAfterLogo;
}

/** "Which of those…?", "¿cuáles de esos…?": among what was just listed. */
const amongThose = /\b(deles|delas|de esos|de esas|de ellos|of those|of them|desses|dessas|among them|entre ellos)\b/;

/**
 * The group size a follow-up means: its own, or the one said before when it asks a total ("¿y cuánto
 * pagábamos en total?" after "somos 10", "what if in April instead?" after a total, "¿y en la regular?"
 * right after a group's size) or the free ones ("so how many are free?", which makes it a group question).
 */
function carriedCount(q: Query, earlier: Query[], asks: Set<Ask>): number | undefined {
  const totalWords = /\b(total|todos|todo|toda|all of us|juntos|juntas|tudo)\b/;
  const changesTerm = q.month !== undefined || q.date !== undefined || q.dayOfMonth !== undefined || q.period !== undefined || q.today;
  const afterGroup = earlier[0]?.asks.has('group') === true && earlier[0].count !== undefined && q.asks.has('fee') && !q.category;
  // ("We're 12 residents, how much in February?" then "and if we pay in April?": the same 12, another day.)
  const weAgain =
    earlier[0]?.count !== undefined &&
    earlier[0].asks.has('fee') &&
    changesTerm &&
    !q.category &&
    /\b(we|us|nosotros|nos|pagamos|paguemos|pagaramos|a gente|pagarmos|pagassemos)\b/.test(q.folded);
  const totalTalk =
    totalWords.test(q.folded) || afterGroup || weAgain || (earlier[0] !== undefined && totalWords.test(earlier[0].folded) && changesTerm);
  // ("Somos 4, ¿cuánto en total? — ¿Hay descuento de grupo?": whether those 4 get one.)
  // (Not beside a count of its own, "somos como 12", nor for a discount code.)
  const groupDiscount =
    asks.has('group') &&
    /\b(discount|descuento|desconto)\b/.test(q.folded) &&
    !/\d|\b(codigo|code|promo\w*|cupon|cupom|coupon)\b/.test(q.folded) &&
    q.count === undefined;
  const freeTalk =
    (/\b(free|gratis|gratuitas?|de graca|cortesia)\b/.test(q.folded) || groupDiscount) && earlier.slice(0, 2).some((e) => e.count);
  if (freeTalk) asks.add('group');
  return q.count ?? (totalTalk || freeTalk ? earlier.find((e) => e.count)?.count : undefined);
}

/** "3 noches con el 10%": the hotels' tax rate, named as a percentage. */
const taxPercentNamed = new RegExp(`\\b${hotelBooking.taxPercent} ?%`);

/** "¿Cuál tiene más estrellas?", "which is better rated?": the hotels' star ratings compared. */
const starsCompared =
  /\b((mas|more|most|mais|menos|fewer|less|mayor|maior|highest|higher|better|best|mejor|melhor) (\w+ )?(estrellas|stars|estrelas|rated|categoria|rating)|(mas|most|mais) (lujos[oa]|luxurious|luxuos[oa]))\b/;

/** The congress hotels a text names, in the order of the list. */
const hotelsIn = (text: string): Hotel[] => hotels.filter((hotel) => text.includes(hotel.name));

/** The star ratings of two hotels or more: which has the most, or that they are the same. */
function hotelStars(k: Knowledge, named: readonly Hotel[]): string {
  const most = Math.max(...named.map((hotel) => hotel.stars));
  const top = named.filter((hotel) => hotel.stars === most);
  if (top.length === named.length)
    return k.t('answers.reason.hotelSameStars', {names: k.join(top.map((hotel) => hotel.name)), stars: most});
  const others = named.filter((hotel) => hotel.stars < most).map((hotel) => `${hotel.name} (${hotel.stars})`);
  return k.t('answers.reason.hotelMostStars', {
    count: top.length,
    names: k.join(top.map((hotel) => hotel.name)),
    stars: most,
    others: k.join(others),
  });
}

/** The hotels a follow-up means. "¿Tiene otro 3 estrellas?", "¿algún hotel con triple?" pick other hotels: nothing carried. */
function carriedHotels(
  q: Query,
  asks: Set<Ask>,
  nights: number | undefined,
  rankedHotel: Hotel | undefined,
  earlier: Query[],
  lastAnswer: string | undefined,
): Hotel[] {
  // "¿Y en el otro Hilton?" after the Hilton Panamá: the other hotel of that name.
  if (/\b(otro|other|outro)\b/.test(q.folded) && q.hotels.length === 1 && earlier.some((e) => e.hotels.includes(q.hotels[0]))) {
    const brand = q.hotels[0].name.split(' ')[0];
    const other = hotels.find((hotel) => hotel !== q.hotels[0] && hotel.name.startsWith(`${brand} `));
    if (other) return [other];
  }
  // "¿Y ocupación doble allá?", "what about a suite there?": the one hotel the last answer named.
  // ("How do I book it?" after the cheapest 5-star: that hotel.)
  // ("¿Cuánto me sale 4 noches ahí con impuestos?" after the cheapest hotel, led by its name before the list.)
  const there =
    /\b(la|ali|alli|ahi|alla|there)$|\b(ali|alli|ahi|alla|there)\b(?= (con|com|with|incl\w*|all in|por|for)\b)|\b(that|ese|esse|nesse|este|mismo|mesmo|same) hotel\b|\b(book|reserve) it\b|\b(reservarlo|reservarla|reserva-lo|reserva-la|reservo)$/.test(
      q.folded,
    );
  const lastHotels = there && q.hotels.length === 0 && lastAnswer ? hotelsIn(lastAnswer) : [];
  const leading = lastAnswer && lastHotels.length > 1 ? hotelsIn(lastAnswer.split(/\.\s/)[0]) : [];
  if (lastHotels.length === 1) return lastHotels;
  if (leading.length === 1) return leading;
  // "E comparado com o Le Méridien, qual era mais barato?" after another hotel: the two of them.
  // ("E no Hilton normal? Qual sai mais barato?" right after the Waldorf: the two of them too.)
  const compared =
    (/\b(compar\w*|vs|versus|than|que|do que|que el|que la|against)\b/.test(q.folded) ||
      (q.followUp && /\b(qual|cual|which)\b/.test(q.folded) && (earlier[0]?.hotels.length ?? 0) === 1)) &&
    q.superlative !== 'closest';
  const beforeOne = earlier.find((e) => e.hotels.length)?.hotels ?? [];
  if (compared && q.superlative && q.hotels.length === 1 && beforeOne.length === 1 && beforeOne[0] !== q.hotels[0])
    return [beforeOne[0], q.hotels[0]];
  // "¿Cuál sale más barato?" right after two hotels' rates: the cheaper of those two.
  const lastTwo = earlier[0]?.hotels ?? [];
  const superlative = q.superlative === 'cheapest' || q.superlative === 'priciest';
  if (superlative && q.hotels.length === 0 && q.stars === undefined && lastTwo.length === 2) {
    // ("2 nights at the cheaper one?": that one hotel's stay.)
    const lowest = (hotel: Hotel) => Math.min(...hotel.rooms.map((room) => room.nightlyRateUsd));
    const [cheaper, dearer] = [...lastTwo].sort((a, b) => lowest(a) - lowest(b));
    return nights === undefined ? lastTwo : [q.superlative === 'cheapest' ? cheaper : dearer];
  }
  // "Which of those two has more stars?": the hotels of the last question, or of the last answer.
  if (starsCompared.test(q.folded) && q.hotels.length < 2) {
    const before = earlier[0]?.hotels ?? [];
    return before.length > 1 ? before : lastAnswer ? hotelsIn(lastAnswer) : q.hotels;
  }
  // "3 noites no triplo" after "which hotel has a triple?": the one hotel the last answer named with that room.
  const withRoom =
    q.hotels.length === 0 && q.roomType && lastAnswer
      ? hotelsIn(lastAnswer).filter((hotel) => hotel.rooms.some((room) => room.type === q.roomType))
      : [];
  if (withRoom.length === 1) return withRoom;
  return q.hotels.length
    ? q.hotels
    : nights !== undefined && q.superlative && rankedHotel
      ? [rankedHotel]
      : (asks.has('breakfast') || asks.has('hotel')) &&
          q.stars === undefined &&
          // "¿Y la habitación doble?" is the hotel's; "¿algún hotel con triple?" asks for others.
          !(
            q.roomType &&
            nights === undefined &&
            /\b(hote\w*|cual|cuales|which|qual|quais|algun\w*|algum|any|otro|outro|other)\b/.test(q.folded)
          ) &&
          !q.superlative &&
          !/\b(otro|outro|other|another|algun|algum|any)\b/.test(q.folded)
        ? (earlier.find((e) => e.hotels.length)?.hotels ?? (rankedHotel ? [rankedHotel] : []))
        : [];
}

/** "Which of those is cheapest?", "¿cuál de ellos tenía suite?" after the 4-star hotels: among them. */
function carriedStars(q: Query, earlier: Query[]): number | undefined {
  const among = /\b(deles|delas|de esos|de ellos|of those|of them|desses|dessas)\b/.test(q.folded);
  return (q.superlative && q.superlative !== 'closest') || (q.roomType && among) ? earlier[0]?.stars : undefined;
}

/** "And for residents?" after "the late fee for nurses": the late fee. */
function carriedPeriod(q: Query, feeTalk: boolean, onsite: boolean | undefined, earlier: Query[]): FeePeriodKey | undefined {
  const [last] = earlier;
  // "The early bird rate? — … — And when does it end?": that period's last day.
  const ends = q.asks.has('periodUntil') || (q.asks.has('lastDay') && !congressWords.test(q.folded));
  // ("Did I miss the early bird?" then "how many days left at the current price?": today's period, not that one.)
  if (ends && !q.period && !q.currentPeriod && last?.period && last.periods.length <= 1) return last.period;
  // ("E se fôssemos 11?" after a group's total in the regular period: the same period.)
  const recounted = q.count !== undefined && last?.count !== undefined;
  const leans = feeTalk && (q.category || recounted) && /^(y|and|e|what about|how about|what if)\b/.test(q.folded);
  // ("Is early bird still on? — No. — And for residents?": today's fee, not the period that has ended.)
  // (Nor after "perdi a antecipada? qual o valor agora?": a period missed, today's fee asked.)
  const stillAsked =
    (last?.asks.has('earlyDiscount') || last?.today) &&
    /\b(still|todavia|aun|ainda|yet|ya|ja|perdi|perdio|perdeu|perdemos|missed|miss)\b/.test(last.folded);
  return leans && !q.date && !q.month && !onsite && !last?.date && !last?.month && !stillAsked ? last?.period : undefined;
}

/** "How do our reps register now?": a flat fee whose category needs an access code says so. */
function withAccessCode(k: Knowledge, category: FeeKey, text: string): string {
  const code = flatFees.find((entry) => entry.key === category)?.needsAccessCode;
  return code ? `${text} ${k.t('answers.feesAccessCode', {email: site.contactEmail})}` : text;
}

/** The fee of a category over a month named without a day: one period, or the day it changes. */
function feeInMonth(k: Knowledge, category: FeeKey, month: {first: string; last: string}): string {
  const name = lowerFirst(k.feeName(category));
  const [first, last] = [fee(category, month.first), fee(category, month.last)];
  const label = k.month(month.first);
  if (first.kind === 'flat')
    return withAccessCode(k, category, k.t('answers.reason.feeFlat', {amount: k.money(first.amount), category: name}));
  // A month that ends onsite (April) still pays one fee: the late fee, online and then at the venue.
  if (first.kind === 'notOpen' || last.kind === 'notOpen' || last.kind === 'flat') return k.feesFor(category);
  if (first.period === last.period)
    return k.t('answers.reason.feeInMonth', {
      amount: k.money(first.amount),
      category: name,
      period: k.periodName(first.period),
      month: label,
    });
  const boundary = feePeriods.find((period) => period.key === last.period)!.firstDay;
  const end = feePeriods.find((period) => period.key === first.period)!.lastDay;
  return k.t('answers.reason.feeMonthSplit', {
    month: label,
    category: name,
    first: k.money(first.amount),
    firstPeriod: k.periodName(first.period),
    end: k.date(end),
    second: k.money(last.amount),
    secondPeriod: k.periodName(last.period),
    start: k.date(boundary),
  });
}

/** The last day of a fee period, as the answers show it. */
const periodEnd = (k: Knowledge, period: FeePeriodKey): string => k.date(feePeriods.find((entry) => entry.key === period)!.lastDay);

/** Phases in which a fee question without a day means "today": registration is (about to be) open. */
const registrationSeason = new Set(['beforeRegistration', 'early', 'regular', 'late', 'onsiteOnly', 'during']);

/** The fee of a category today, while registration is (about to be) open, followed by the category's table. */
/** "¿Los enfermeros pueden inscribirse?", "can med students attend?": whether a category may come, not what it pays. */
/** Registering itself asked: when, online or at the venue. */
const registeringAsked = (q: Query): boolean => q.asks.has('registerWhen') || q.asks.has('registerOnline') || q.asks.has('registerOnsite');

/** "For reference, these were the fees: …" of a category, once registration has closed. */
const feesForReference = (k: Knowledge, category: FeeKey): string => k.t('answers.reason.feesForReference', {fees: k.feesFor(category)});

const mayAttend =
  /\b(pueden?|puedo|podemos|can|could|may|pode|podem|posso)\b(\W+\w+){0,3}\W+(inscribir\w*|inscrever\w*|register|sign up|attend|asistir|ir|participar|participate|join|come|venir|vir)\b/;

function feeNow({k, q, now, today}: Context, category: FeeKey): string | undefined {
  if (!registrationSeason.has(today.phase) || !(category in feeTable)) return undefined;
  // "Can nurses attend?", "¿puedo ir como residente? ¿cuánto sale?" while registration is open: yes, then the fee.
  const whether = registeringAsked(q);
  const yes = mayAttend.test(q.folded) && !whether && today.phase !== 'beforeRegistration' ? `${k.t('answers.reason.yes')} ` : '';
  const name = lowerFirst(k.feeName(category));
  const answer = fee(category, now);
  const amount = k.money(answer.amount);
  const lead =
    answer.kind === 'notOpen'
      ? k.t('answers.reason.feeNotOpen', {amount, category: name, opens: k.date(registrationOpensOn)})
      : answer.kind === 'online'
        ? k.t('answers.reason.feeToday', {amount, category: name, period: k.periodName(answer.period), until: periodEnd(k, answer.period)})
        : `${k.t('answers.reason.feeAtVenue', {amount, category: name})} ${k.t('answers.reason.registerClosedOn', {last: k.date(onlineLastDay)})}`;
  // ("Can I still register online? How much?" at the venue's time: the door fee, not the table of periods gone.)
  const registering = registeringAsked(q);
  if (answer.kind === 'onsite' && registering) return `${yes}${k.t('answers.reason.feeAtVenue', {amount, category: name})}`;
  return `${yes}${lead} ${k.feesFor(category)}`;
}

/** A category's fees with no day named: once the congress is over, that registration is closed. */
function feesPast({k, q, today}: Context, category: FeeKey): string {
  if (today.phase !== 'after') return k.feesFor(category);
  const closed = k.t('answers.reason.feesPast', {dates: k.range(congress.startDate, congress.endDate)});
  // "How much if I pay today?": that it is closed comes first.
  const lead = q.today && !registeringAsked(q);
  return lead ? `${closed} ${k.feesFor(category)}` : `${k.feesFor(category)} ${closed}`;
}

/** The day a question named, as it named it ("before 25 March" is shown as 25 March). */
function namedDay(q: Query): string {
  if (!q.date || !q.dateRelation) return q.date!;
  return DateTime.fromISO(q.date, {zone: CONGRESS_ZONE})
    .plus({days: q.dateRelation === 'before' ? 1 : -1})
    .toISODate()!;
}

/** "Is that still early bird?": the yes/no of a period named with a day, before the fee itself. */
function periodVerdict(k: Knowledge, q: Query, period: FeePeriodKey | undefined): string {
  // ("Is it still the regular price?" is a yes or no all the same.)
  const howMuch =
    /\b(cuanto|cuesta|how much|price|precio|quanto|custa|valor|cost|costs)\b/.test(q.folded) &&
    !/\b(is it still|still the|sigue siendo|todavia es|aun es|ainda e|continua sendo)\b/.test(q.folded);
  // "¿Pagué regular o tardía?" names both: the fee answers, not a yes.
  const both = /\b(regular)\b/.test(q.folded) && /\b(tardi[oa]|late|anticipad[oa]|antecipad[oa]|early|temprana)\b/.test(q.folded);
  // ("E até quando vale esse preço?" asks a day, not a yes.)
  if (!q.period || !period || howMuch || both || q.asks.has('periodUntil')) return '';
  return `${k.t(`answers.reason.${period === q.period ? 'yes' : 'no'}`)} `;
}

/** A category's fee; `closedNote` false leaves "registration is closed" to the last of several categories. */
function feeAnswer(context: Context, category: FeeKey, closedNote = true): string {
  const answer = categoryFee(context, category, closedNote);
  // "Passe diário: e se eu for 2 dias?": one pass a day.
  const days =
    category === 'dayPass' ? /\b(\d|two|three|four|dos|tres|cuatro|dois|duas|quatro) (dias|days)\b/.exec(context.q.folded) : null;
  const count = days ? Number(days[1]) || (wordNumber(days[1]) ?? 0) : 0;
  const pass = flatFees.find((entry) => entry.key === 'dayPass')!.amount;
  if (count < 2) return answer;
  return `${answer} ${context.k.t('answers.reason.dayPassDays', {days: count, total: context.k.money(count * pass), fee: context.k.money(pass)})}`;
}

/** "I will pay on March 3rd" said on March 17: that day has passed, and paying now is today's fee. */
const plannedDayPassed = (context: Context, q: Query, category: FeeKey): boolean =>
  typeof q.date === 'string' &&
  q.date < isoToday(context.now) &&
  q.dateRelation === undefined &&
  plansToPay.test(q.folded) &&
  onlineOpen(context.today) &&
  fee(category, q.date).kind === 'online';

function categoryFee(context: Context, category: FeeKey, closedNote: boolean): string {
  const {k, now} = context;
  // "At 11pm my time in LA": the day it is then in Panama, said beside the fee when it is another day.
  const moment = panamaMoment(context.q);
  const q = moment ? {...context.q, date: moment.day} : context.q;
  const there =
    moment && moment.day !== context.q.date
      ? `${k.t('answers.reason.panamaMoment', {local: k.time(moment.at), day: k.date(moment.at)})} `
      : '';
  const name = lowerFirst(k.feeName(category));
  // "A mediados de enero": a part of a month that straddles two fee periods depends on the day.
  if (q.approximate && q.date) {
    const around = DateTime.fromISO(q.date, {zone: CONGRESS_ZONE});
    const span = {first: around.minus({days: 7}).toISODate()!, last: around.plus({days: 7}).toISODate()!};
    const [before, after] = [fee(category, span.first), fee(category, span.last)];
    if (before.kind === 'online' && after.kind === 'online' && before.period !== after.period) return feeInMonth(k, category, span);
  }
  if (plannedDayPassed(context, q, category))
    return `${k.t('answers.reason.datePassed', {date: k.date(q.date!)})} ${categoryFee({...context, q: {...q, date: undefined, today: true}}, category, closedNote)}`;
  const day = q.date ?? (q.today ? now : undefined);
  // "Why did those who paid in April pay more?": the period, with the day it began.
  const why = whyAsked(q.folded);
  const monthFee = q.month ? fee(category, q.month.first) : undefined;
  if (day === undefined && why && monthFee && (monthFee.kind === 'online' || monthFee.kind === 'onsite') && 'period' in monthFee)
    return k.feesFor(category, monthFee.period);
  if (day === undefined && q.month) return feeInMonth(k, category, q.month);
  if (day === undefined && q.onsite && category in feeTable) {
    const atVenue = k.t('answers.reason.feeAtVenue', {amount: k.money(feeTable[category as keyof typeof feeTable].late), category: name});
    // "¿Y si me inscribo en la sede?" once it is over: the fee it was, and that registration has closed.
    // ("Quero me inscrever no congresso, sou residente, quanto custa?": closed first, then the category's fees.)
    const over = context.today.phase === 'after' && closedNote;
    if (over && registeringAsked(q) && !q.followUp && !pastTense.test(q.folded))
      return `${registrationClosed(k)} ${feesForReference(k, category)}`;
    return over ? `${atVenue} ${registrationClosed(k)}` : atVenue;
  }
  // "¿La regular y la tardía?": each period named.
  if (day === undefined && q.periods.length > 1) return q.periods.map((period) => k.feesFor(category, period)).join(' ');
  // ("Planning to register next January for the early bird" once it is over: that fee, and that registration has closed.)
  const overNote =
    context.today.phase === 'after' && closedNote && !pastTense.test(q.folded) && plansAhead.test(q.folded)
      ? ` ${registrationClosed(k)}`
      : '';
  if (day === undefined && q.period) return k.feesFor(category, q.period) + overNote;
  if (day === undefined) return feeNow(context, category) ?? (closedNote ? feesPast(context, category) : k.feesFor(category));
  // "¿Cuánto sale hoy?" once the congress is over: nothing can be paid; the fees it had, for reference.
  if (typeof day === 'number' && context.today.phase === 'after' && category in feeTable && closedNote) return feesPast(context, category);
  // "¿Y si pago la semana que viene?" when that is after the congress: there is no registration then.
  if (typeof day === 'string' && day > congress.endDate && category in feeTable) return feeAfterCongress(context, category, day);
  const answer = fee(category, day);
  const amount = k.money(answer.amount);
  if (answer.kind === 'flat') {
    const flat = k.t('answers.reason.feeFlat', {amount, category: name});
    // "¿Cuánto cuesta el pase diario ahora?" once it is over: the fee, and that registration has closed.
    // ("…¿Lo puedo comprar hoy?": the registration's own answer says so.)
    const closed =
      context.today.phase === 'after' && closedNote && typeof day === 'number' && !pastTense.test(q.folded) && !q.asks.has('registerWhen');
    const withCode = withAccessCode(k, category, flat);
    return closed ? `${withCode} ${registrationClosed(k)}` : withCode;
  }
  if (answer.kind === 'notOpen') {
    // "Can I sign up right now?", "¿ya puedo pagar?" before registration opens: no, then the fee from that day.
    const now =
      /\b(sign up|register|inscrib\w*|inscrev\w*|pagar|pay|pago)\b/.test(q.folded) &&
      (q.asks.has('permission') || /\b(ya|ja|already|yet|right now|now|ahora|agora)\b/.test(q.folded));
    return (
      (now ? `${k.t('answers.reason.no')} ` : '') +
      k.t('answers.reason.feeNotOpen', {amount, category: name, opens: k.date(registrationOpensOn)})
    );
  }
  // (A question about registering online gets the closing day in that answer.)
  const registering = registeringAsked(q);
  if (answer.kind === 'onsite' && typeof day === 'number')
    return `${k.t('answers.reason.feeAtVenue', {amount, category: name})}${registering ? '' : ` ${k.t('answers.reason.registerClosedOn', {last: k.date(onlineLastDay)})}`}`;
  if (answer.kind === 'onsite') return k.t('answers.reason.feeOnsite', {amount, category: name, last: k.date(onlineLastDay)});
  const period = k.periodName(answer.period);
  const verdict = periodVerdict(k, q, answer.period);
  if (typeof day === 'number')
    return verdict + k.t('answers.reason.feeToday', {amount, category: name, period, until: periodEnd(k, answer.period)});
  const relation = q.dateRelation ? `answers.reason.fee${q.dateRelation === 'before' ? 'Before' : 'After'}` : 'answers.reason.feeOn';
  // "Why did people who paid at the end of March pay more?": the period, with the day it began.
  if (why && !verdict) return k.feesFor(category, answer.period);
  // "If I pay on March 3rd?" once the congress is over: that day's fee, and that registration has closed
  // ("¿y si hubiera pagado el 10 de marzo?" already knows it).
  const over =
    context.today.phase === 'after' && closedNote && !pastTense.test(q.folded) && !/\b(paid|pague|paguei|pagou|pagamos)\b/.test(q.folded);
  const text = verdict + there + k.t(relation, {amount, category: name, period, date: k.date(namedDay(q))});
  // ("If I pay on March 3rd, how much?" asked after the congress plans a payment that can no longer be made: that first.)
  // (So does a follow-up that carries that day from the plan: "and for residents?", "wait, it already happened?".)
  if (
    over &&
    !verdict &&
    !q.dateRelation &&
    (plansToPay.test(q.folded) || (q.followUp && !/\d/.test(q.folded) && understand(q.folded).date === undefined))
  )
    return `${registrationClosed(k)} ${k.t('answers.reason.feeForReference', {amount, category: name, period, date: k.date(namedDay(q))})}`;
  return over ? `${text} ${registrationClosed(k)}` : text + cheaperBefore(context, category, answer.amount, verdict);
}

/** "¿Y si pago la semana que viene?" on a day after the congress: no registration then; while it lasts, today's fee. */
function feeAfterCongress(context: Context, category: FeeKey, day: string): string {
  const {k} = context;
  const name = lowerFirst(k.feeName(category));
  const past = context.today.phase === 'after' ? 'yes' : 'no';
  const closed = k.t('answers.reason.feeAfterCongress', {date: k.date(day), dates: k.range(congress.startDate, congress.endDate), past});
  // (While registration is still possible, today's fee follows: "…but today, at the venue, USD 90".)
  const now = fee(category, context.now);
  const values = {amount: k.money(now.amount), category: name};
  const today =
    now.kind === 'online'
      ? k.t('answers.reason.feeToday', {...values, period: k.periodName(now.period), until: periodEnd(k, now.period)})
      : now.kind === 'onsite' && context.today.phase !== 'after'
        ? k.t('answers.reason.stillAtVenue', {...values, last: k.date(congress.endDate)})
        : undefined;
  return today ? `${closed} ${today}` : closed;
}

/** "¿Cuánto si pago el viernes 16?" the day the fee goes up: paying before, while today's lower fee lasts, costs less. */
function cheaperBefore({k, q, now}: Context, category: FeeKey, then: number, verdict: string): string {
  const today = fee(category, now);
  if (verdict || today.kind !== 'online' || today.amount >= then || pastTense.test(q.folded) || q.dateRelation === 'before') return '';
  const values = {amount: k.money(today.amount), period: k.periodName(today.period), end: periodEnd(k, today.period)};
  return ` ${k.t('answers.reason.cheaperBefore', values)}`;
}

/** The first day of onsite-only registration. */
const dayAfterOnline = DateTime.fromISO(onlineLastDay, {zone: CONGRESS_ZONE}).plus({days: 1}).toISODate()!;
const onlineOpen = (today: Today) => ['beforeRegistration', 'early', 'regular', 'late'].includes(today.phase);

/** "Until when can I register online?": the closing day, in the tense of today. */
function registrationUntil({k, q, today, now}: Context): string {
  const last = k.date(onlineLastDay);
  const next = k.date(dayAfterOnline);
  // "¿Cuánto falta para que cierre?": the days left, counted in Panama's calendar.
  const countdown =
    /\b(quanto tempo|cuanto (tiempo )?falta|how long|how many days|cuant[oa]s dias|quant[oa]s dias|faltam|faltan|quedan|left)\b/.test(
      q.folded,
    );
  if (onlineOpen(today) && countdown && today.phase !== 'beforeRegistration') {
    return k.t('answers.reason.registerClosesIn', {days: daysUntil(now, onlineLastDay), last, next});
  }
  // Before it opens: when it opens, then when it closes.
  const opening = today.phase === 'beforeRegistration' ? `${k.t('answers.feesNotOpen', {opens: k.date(registrationOpensOn)})} ` : '';
  if (onlineOpen(today)) return opening + k.t('answers.reason.registerClosesOn', {last, next});
  if (today.phase === 'after') return `${k.t('answers.reason.registerClosedThen', {last})} ${congressWhen({k, today} as Context)}`;
  return `${k.t('answers.reason.registerClosedOn', {last})} ${k.t('answers.reason.onsiteNow', {next, end: k.date(congress.endDate)})}`;
}

/** "Was registration open in October 2025?": registration on the day or month the question names. */
function registrationOn({k, q, today}: Context): string | undefined {
  const opens = k.date(registrationOpensOn);
  const last = k.date(onlineLastDay);
  const day = q.date ?? q.month?.last;
  // "What happens if I register after April 20?": onsite only, whatever the words.
  const registers = /\b(inscrib\w*|inscripcion\w*|inscrev\w*|inscric\w*|regist\w*|sign up|matricul\w*)\b/.test(q.folded);
  // "Can my friend register on May 2nd?": there is no registration once the congress is over.
  if (registers && q.date && q.date > congress.endDate) {
    const values = {
      date: k.date(q.date),
      dates: k.range(congress.startDate, congress.endDate),
      past: today.phase === 'after' ? 'yes' : 'no',
    };
    return `${k.t('answers.reason.no')} ${k.t('answers.reason.feeAfterCongress', values)}`;
  }
  const later = registers && q.date && q.date > onlineLastDay && q.date <= congress.endDate && !q.category;
  // "Is online registration still open? I can't pay until April 22": yes, today; on that day, onsite only.
  if (
    later &&
    q.asks.has('registerOnline') &&
    onlineOpen(today) &&
    stillOnly.test(q.folded) &&
    /\b(until|till|hasta|ate|so|solo|only|recien|after|despues|depois)\b/.test(q.folded)
  )
    return `${k.t('answers.reason.yes')} ${k.t('answers.reason.registerClosesOn', {last, next: k.date(dayAfterOnline)})}`;
  if (later)
    return (
      (q.asks.has('registerOnline') ? `${k.t('answers.reason.no')} ` : '') +
      k.t('answers.reason.registerOnsiteFrom', {
        last,
        next: k.date(dayAfterOnline),
      })
    );
  const asked =
    /\b(open|opened|abiertas?|abiert[oa]|abertas?|abert[oa]|abri(o|ram|eron|u)|ja abre|ya abre)\b/.test(q.folded) ||
    q.asks.has('registerWhen') ||
    q.asks.has('registerOnline');
  if (!day || !asked) return undefined;
  // "Is registration still open? I want to come next week", once the congress is over.
  // "I missed it in April: can I still register?" asks about now, not about April.
  const stillNow = !q.date && !pastTense.test(q.folded) && stillOnly.test(q.folded);
  if (today.phase === 'after' && (day > congress.endDate || stillNow))
    return k.t('answers.reason.registerOver', {dates: k.range(congress.startDate, congress.endDate)});
  if (day < registrationOpensOn) return k.t('answers.reason.registerNotYet', {opens, days: 0});
  if (q.month && q.month.first <= registrationOpensOn) return k.t('answers.reason.registerOpenFrom', {opens, last});
  if (q.month && q.month.last <= onlineLastDay)
    return k.t('answers.reason.registerOpenMonth', {opens, last, month: k.month(q.month.first)});
  // "¿Y después del 20?" while online registration is still open: it will close, onsite only from the next day.
  if (day > onlineLastDay && onlineOpen(today)) return k.t('answers.reason.registerOnsiteFrom', {last, next: k.date(dayAfterOnline)});
  if (day > onlineLastDay) return k.t('answers.reason.registerClosedOn', {last});
  return k.t('answers.reason.registerOpenOn', {date: k.date(day), last, period: k.periodName(periodOf(day))});
}

/**
 * "Can I still register?" once it is all over: no, the congress took place ("¿ya abrieron las inscripciones?": closed,
 * not a bare no that would read as "not yet").
 */
const registrationOver = (k: Knowledge, q: Query): string =>
  /\b(abrieron|abrio|abriram|abriu|opened)\b/.test(q.folded)
    ? registrationClosed(k)
    : k.t('answers.reason.registerOver', {dates: k.range(congress.startDate, congress.endDate)});

/** "Can I register at the venue?": yes while the congress has not ended, whatever online registration does. */
function onsiteRegistration({k, q, today}: Context): string | undefined {
  if (!q.asks.has('registerOnsite') || q.asks.has('refund')) return undefined;
  const last = k.date(onlineLastDay);
  // "¿Se podía pagar en la sede?" once it is over: yes, it could, after online registration closed.
  if (today.phase === 'after' && pastTense.test(q.folded))
    return `${k.t('answers.reason.yes')} ${k.t('answers.reason.registerClosedThen', {last})}`;
  if (today.phase === 'after') return registrationOver(k, q);
  // "online or at the venue?" while online registration is open: both ways, online first.
  if (q.asks.has('registerOnline') && onlineOpen(today)) return undefined;
  if (today.phase === 'onsiteOnly' || today.phase === 'during') return k.t('answers.reason.onsiteClosedOnline', {last});
  return k.t('answers.reason.onsiteYes');
}

/** "Why…?", "¿por qué…?", "pq…?": a question asking why ("porque" later in a sentence is "because"). */
const whyAsked = (folded: string) => /\b(why|how come|por que)\b/.test(folded) || /^(\w+ )?(porque|pq)\b/.test(folded);

/** "Is that a mistake?", "¿es un error?", "tá errado?": a price doubted. */
const priceMistakeAsked =
  /\b(is (that|this|it) (a )?(mistake|error|wrong|right|correct)|(es|sera|fue) (un )?error|(e|sera|foi) (um )?erro|(esta|ta|tá) errad[oa]|esta mal|typo|bug)\b|\b(esta|ta) (bien|correcto|certo|correto)( eso| isso)?$/;

/** Words of a question asked in the past tense ("was there a discount?", "¿había…?", "tinha…?"). */
const pastWords =
  /\b(was|were|did|had|habia|hubo|tenia|tenian|era|eran|fue|fueron|foi|foram|tinha|tinham|teve|havia|dava|daba|podia|podian|could|would|seria|sería|pagamos|paid|fuimos|fomos|eramos)\b/;

/** A question asked in the past ("¿se podía…?", "could you…?"): about what was, not about today. */
/** A payment still to come: "if I pay on March 3rd", "voy a pagar el 10", "se eu me inscrever em março". */
const plansToPay =
  /\b((if|si|se) (i |we |yo |eu |nos |me )?(pay|pago|pagamos|pagar|pagarmos|register|registro|inscribo|inscribimos|inscrevo|inscrever|inscrevermos|sign up)|(will|ill|i'll|we'll|going to|gonna|voy a|vamos a|vou|vamos) (pay|pagar|register|sign up|inscribir\w*|inscrever\w*)|pagare|pagaremos|pagarei|me inscribire|vou me inscrever)\b/;

/** "Planning to register next January", "pienso pagar en febrero": a plan ahead, which a closed registration undoes. */
const plansAhead =
  /\b(planning|plan to|planeo|pienso|penso|going to|gonna|will|next (\w+ )?(january|february|march|april|year|month|week)|el (proximo|otro) (ano|mes)|ano que vem|mes que vem|que viene|voy a|vamos a|vou|quiero|quero|want to|wanna)\b/;

const pastTense =
  /\b(podia|podian|podiamos|could|was it possible|were you able|se aceptaba|aceptaban|dava|davam|dio|deu|hubiera|hubiese|tivesse|had i|if i had|would have)\b/;

/** "¿Ya terminó?", "is it over?": an end asked about, not whether it still runs. */
const endedWords = /\b(termin\w*|acab\w*|ended|over|venc\w*|expired?|expirou|passou|paso|perdi|perdí|missed|miss)\b/;

const stillWords = /\b(ya|yet|ja|still|todavia|aun|ainda|a tiempo|in time|a tempo|da tempo)\b/;

/** "Still" itself ("¿todavía…?", "ainda"), without "ya"/"yet" or "in time". */
const stillOnly = /\b(still|todavia|aun|ainda)\b/;

/**
 * "Ainda dá tempo? Sou estudante", "is it too late to register? I'm a nurse" once the congress is over: no, it took place
 * (the category said in passing asks no fee).
 */
function closedForGood(context: Context): Reasoned | undefined {
  const {q, today} = context;
  const tooLate = /\b(too late|tarde demais|muy tarde|demasiado tarde|ya es tarde|da tempo|a tiempo|in time)\b/.test(q.folded);
  // ("Quero fazer a inscrição do congresso de abril, sou residente": wanting to register is asking whether one can.)
  const wanting =
    /\b(quero|quiero|queria|quisiera|i want to|i wanna|i'?d like to|i would like to|gostaria de|me gustaria)( \w+){0,3} (inscri\w*|inscrev\w*|regist\w*|sign up)/.test(
      q.folded,
    );
  if (today.phase !== 'after' || !(registeringAsked(q) || wanting) || !(stillWords.test(q.folded) || tooLate || wanting)) return undefined;
  // ("¿Ah, ya pasó?" after "¿me puedo inscribir?": whether the congress took place, not registering again.)
  const aboutCongress = (['happeningNow', 'missedEarly', 'congressWhen'] as const).some((ask) => q.positions.has(ask));
  if (aboutCongress && !/\b(inscri\w*|inscrev\w*|regist\w*|sign up)\b/.test(q.folded)) return undefined;
  // (Wanting is no question: no "No." leads, registration is closed.)
  const asked = stillWords.test(q.folded) || tooLate;
  const answer = asked ? registration({...context, q: {...q, category: undefined, categories: []}}) : registrationClosed(context.k);
  if (!answer) return undefined;
  if (!(q.asks.has('fee') || wanting) || !(q.category || howMuchWords.test(q.folded))) return {parts: [answer], topic: 'registration'};
  // ("Ainda dá tempo? Quanto custa pra enfermagem?": no, then that category's fees, for reference.)
  // ("Can I still register? How much is it?": no, then the whole table, for reference.)
  const {k} = context;
  const fees = q.category ? feesForReference(k, q.category) : `${k.feesOverview()} ${k.t('answers.reason.feesReferenceOnly')}`;
  return {parts: [`${answer} ${fees}`], topic: 'registration'};
}

function registration(context: Context): string | undefined {
  const {k, q, today} = context;
  const last = k.date(onlineLastDay);
  // "¿Me toca la anticipada si me inscribo el 16 de enero?" is about that day, not about registering today.
  // "Flying in tomorrow, can I still register online?" asks whether it is still open today.
  if (q.relativeDay !== undefined && q.asks.has('registerOnline') && stillWords.test(q.folded))
    return registration({...context, q: {...q, date: undefined, relativeDay: undefined}});
  if (q.category && (q.date || q.month)) return undefined;
  // "I paid online but had to cancel on March 20": a cancellation, not a question about registering.
  if (q.asks.has('refund') && !q.asks.has('registerWhen') && !q.asks.has('registerUntil')) return undefined;
  if (q.asks.has('registerUntil') && !q.asks.has('registerWhen')) return registrationUntil(context);
  // "¿Todavía me puedo inscribir? — No. — ¿Por qué?": online registration closed, and the congress is over.
  if (whyAsked(q.folded) && today.phase === 'after' && (q.asks.has('registerWhen') || q.asks.has('registerOnline')))
    return registrationUntil(context);
  // "¿Dónde me inscribo?": the portal (once the congress is over, that it took place).
  if (q.asks.has('registerWhere') && !q.asks.has('registerOnsite'))
    return today.phase === 'after' ? `${k.t('answers.reason.registerClosedOn', {last})} ${congressWhen(context)}` : k.registration();
  const on = registrationOn(context);
  if (on) return on;
  // "Is registration open?" asks about today, as "still" does; "when is it open?" asks the dates.
  const status =
    stillWords.test(q.folded) ||
    // "Can I register today?": whether it is open now.
    (q.today && q.asks.has('permission')) ||
    /^(la |a |the )?(inscripcion|inscricao|inscricoes|inscripciones|registration)( online| en linea| on-?line)? (abierta|aberta|abiertas|abertas|open)$/.test(
      q.folded,
    ) ||
    (/\b(is|are|esta|estan|ta|tao|estao|sigue|siguen|continua|continuam)( \w+){0,2} (open|abiert[oa]s?|abert[oa]s?)\b/.test(q.folded) &&
      !/\b(cuando|when|quando|hasta|until|ate)\b/.test(q.folded));
  // "¿Ya abrieron? ¿Cuántos días faltan?" before it opens: not yet, and in how many days.
  const countdown =
    today.phase === 'beforeRegistration' && /\b(faltan|faltam|quedan|left|to go|how long|falta|cuanto falta|quanto falta)\b/.test(q.folded);
  // "¿Cuántos días me quedan?" after "¿todavía me puedo inscribir?": the days left to register online.
  const asked = q.asks.has('registerWhen') || q.asks.has('registerOnline');
  // ("Quanto tempo ainda tenho pra me inscrever?" asks how long, not whether: no "yes" first.)
  const howLong = /\b(how long|how much time|quanto tempo|cuanto tiempo)\b/.test(q.folded) && !q.asks.has('permission');
  if (asked && (!status || howLong) && daysWords.test(q.folded) && onlineOpen(today) && today.phase !== 'beforeRegistration')
    return registrationUntil(context);
  if (q.asks.has('registerWhen') && !status && !countdown)
    return k.t('answers.reason.registerOpens', {opens: k.date(registrationOpensOn), last});
  const onsite = onsiteRegistration(context);
  if (onsite) return onsite;
  if (!(q.asks.has('registerWhen') || q.asks.has('registerOnline'))) return undefined;
  if (today.phase === 'beforeRegistration') {
    return k.t('answers.reason.registerNotYet', {
      opens: k.date(registrationOpensOn),
      days: daysToInstant(context.now, registrationOpensOn),
    });
  }
  // "Can I still register?" once online registration has closed: yes, at the venue ("online?" alone: no).
  // ("No alcancé a inscribirme por la web, ¿todavía puedo?": online is what was missed, the question is whether at all.)
  if (today.phase === 'onsiteOnly' || today.phase === 'during') {
    const missedOnline =
      /\b(no|nao|didnt|didn t|couldnt|couldn t|did not|could not)( \w+){0,2} (alcance|alcanzo|pude|consegui|logre|deu|dio|manage\w*|get to|got to|have time|had time)\b/.test(
        q.folded,
      );
    return k.t(`answers.reason.${q.asks.has('registerOnline') && !missedOnline ? 'registerOnsiteOnly' : 'onsiteClosedOnline'}`, {last});
  }
  // "Until when could you register online?" once it is all over: the day it closed, not a bare no.
  // ("¿Todavía me puedo inscribir?" asks whether: no.)
  if (today.phase === 'after' && q.asks.has('registerUntil') && !(status && q.asks.has('permission'))) return registrationUntil(context);
  if (today.phase === 'after') return registrationOver(k, q);
  // "Can I still register online? How many days do I have left?": the days to its last day too.
  const left = daysWords.test(q.folded) ? ` ${k.t('answers.reason.inDays', {days: daysUntil(context.now, onlineLastDay)})}` : '';
  return k.t('answers.reason.registerOpen', {last, period: k.periodName(today.feePeriod ?? 'early')}) + left;
}

/**
 * "I registered in January and can't go, refund?": the day named is when the visitor registered or paid,
 * not when they cancel (which is today), unless the question also places the cancellation.
 */
/** Withdrawing from the congress, said without "cancel": "desistir em abril", "if I back out". */
const withdrawing = String.raw`desist\w*|back out|pull out|drop out`;

/** A cancellation with its day or month after it ("cancelo el 26", "cancel in April"): the registration's is before. */
const cancelDated = new RegExp(
  String.raw`\b(cancel\w*|${withdrawing})\b(\W+\w+){0,3}\W+(\d{1,2}|in|en|em|on|el|no|na|dia|day|antes|before|after|depois|despues|until|hasta|ate|mid|early|late|fim|inicio|principios|finales)\b`,
);

/** "Cancel", "cancelo", "cancelled" or withdrawing, but not "me cancelaron la guardia" (someone else cancelling). */
const cancelWord = new RegExp(String.raw`\b(cancel(?!aron\b|aram\b)|${withdrawing})`);

function registeredOn(folded: string): boolean {
  const registered =
    /\b(registered|signed up|paid|pague|paguei|pagamos|me inscribi|inscribi|nos inscribimos|me inscrevi|inscrevi|nos inscrevemos|fiz a inscricao|hice la inscripcion)\b(\W+\w+){0,4}\W+(in|en|em|on|el|no|na|dia|back in)\b/;
  const at = cancelAt(folded);
  return registered.test(folded) && !(at >= 0 && cancelDated.test(folded.slice(at)));
}

/**
 * Where the question says "cancel" ("cancelo", "cancelled"), or -1: what comes before is the registration's.
 * "Me cancelaron la guardia" is someone else cancelling something else.
 */
const cancelAt = (folded: string) => folded.search(cancelWord);

/** The day named after "cancel" ("pagué el 10 de marzo, si cancelo el 26…"), when the question names one. */
function cancellationDay(folded: string): string | undefined {
  const at = cancelAt(folded);
  if (at < 0) return undefined;
  // ("E se eu cancelar agora? Paguei no dia 17 de março": the day after a payment verb is the payment's.)
  const after = folded.slice(at).split(/\b(?=(pague|paguei|pagou|pagamos|paid|me inscribi|me inscrevi|registered)\b)/)[0];
  const day = dateIn(after);
  if (day) return day;
  // "Pay on 5 March and cancel in April?": a month wholly on one side of the refund's last day decides it.
  // (Only a month in the cancellation's own clause: "quero cancelar, paguei em fevereiro" names the payment's.)
  const clause = after.split(/[,.;?!]| (y|e|and) (pague|paguei|paid|me inscribi|me inscrevi)\b/)[0];
  const month = /\b(pague|paguei|pagou|pagamos|pagado|paid|me inscribi|me inscrevi|registered)\b/.test(clause)
    ? undefined
    : monthIn(clause);
  if (!month) return undefined;
  if (month.first >= feeCancellationDay) return month.first;
  return month.last < feeCancellationDay ? month.last : undefined;
}

/** What a question about registering asks: its "still" is not an abstract's. */
const registeringAsks = ['registerWhen', 'registerOnline', 'registerOnsite', 'fee', 'earlyDiscount', 'missedEarly'] as const;

/** Whether a follow-up keeps the day named before ("¿y para residentes?"), rather than naming its own. */
function dayCarried(q: Query, asks: Set<Ask>, feeTalk: boolean, onsite: boolean): boolean {
  if (!(feeTalk || q.clock || why.test(q.folded)) || q.period || q.month || onsite || q.today || q.relativeDay !== undefined) return false;
  // ("E se eu cancelar só no dia 25?" names the cancellation's own day.)
  return !(q.dayOnly !== undefined && cancelsOnDay(q, asks));
}

/** "Se eu cancelar no dia 25": a day of the month a cancellation is named for. */
const cancelsOnDay = (q: Query, asks: Set<Ask>) => asks.has('refund') && cancelAt(q.folded) >= 0;

/** "Qual era o prazo?", "the deadline": a refund's deadline named as such. */
const deadlineNamed = /\b(prazo|plazo|deadline|fecha limite|data limite)\b/;

/** "¿Cuántos días me quedan para cancelar?", "qual o último dia?", "until what day?": the refund's last day. */
const refundLastDayAsked =
  /\b(cuant[oa]s dias|quant[oa]s dias|how many days|how long|cuanto tiempo|quanto tempo|ultimo dia|last day|ultima fecha|ultima data|hasta cuando tengo|ate quando tenho|how long do i have|until when do i have|(hasta|ate) (que|q|qual) (dia|fecha|data)|(until|by|till) (what|which) (day|date))\b|^((and|y|e|so|entonces|entao) )?(until when|till when|hasta cuando|ate quando)$/;

/** The day of the cancellation a refund question means (today, the day named, or none). */
function cancellationMoment(q: Query, now: number): number | string | undefined {
  // "Can I still get my money back?", "I paid in February, can I get it back?": a cancellation today.
  const registered = registeredOn(q.folded);
  // Once no cancellation is refunded, "if I cancel, do I get my money back?" is a cancellation today.
  const refundsOver = isoToday(now) >= feeCancellationDay;
  const lapsed =
    refundsOver &&
    q.paidAmount === undefined &&
    !/\b(hubiera|hubiese|habia|had|tivesse|tinha|era|was|were|fue|foi|politica|policy|regla|rule|regra|descont\w*|keep|kept|retien\w*|cancelaba|cancelava|cancelasse|cancelara|cancelaria|cancelaria|recebia|receberia|devolvian|devolviam|devolvia|reembolsaban|reembolsavam|would|did|ret[eé]m|penal\w*|multa|porcent\w*|percent\w*)\b/.test(
      q.folded,
    );
  const today = q.today || stillOnly.test(q.folded) || registered || lapsed;
  // "If I register now and cancel in April?": the month named is the cancellation's; "registered on 10 March,
  // if I cancel on 26 March…": the day named after "cancel" is.
  // ("Can I still cancel?" after a fee on some day: a cancellation today, not on that day.)
  const stillNow = stillOnly.test(q.folded) && cancellationDay(q.folded) === undefined;
  // ("I paid back in March, can I get a refund today?": the month is the payment's, today the cancellation's.)
  const todayNamed = q.today && /\b(today|hoy|hoje|now|ahora|agora|ya mismo)\b/.test(q.folded.slice(Math.max(0, cancelAt(q.folded))));
  // ("E se eu cancelar agora? Paguei no dia 17 de março": the day named is the payment's, now the cancellation's.)
  const day =
    registered || stillNow
      ? now
      : (cancellationDay(q.folded) ??
        (todayNamed && cancelAt(q.folded) >= 0 && q.relativeDay === undefined ? now : undefined) ??
        q.date ??
        (today && (!q.month || todayNamed) ? now : undefined));
  // ("Se eu cancelar dia 25 de março? — E se cancelar antes disso?": the day before the one said.)
  const beforeThat = /\b(antes (diss[oa]|de es[oa]|dessa data|de esa fecha|desse dia|de ese dia)|before (that|then|that date|that day))\b/;
  if (typeof day === 'string' && beforeThat.test(q.folded) && dateIn(q.folded) === undefined)
    return DateTime.fromISO(day, {zone: CONGRESS_ZONE}).minus({days: 1}).toISODate()!;
  return day;
}

/** "If I had paid 580": what cancelling before the refund deadline returns, the penalty taken off. */
function amountBack(k: Knowledge, paid: number, now: number): string {
  const percent = cancellationPolicy.penaltyPercent;
  const penalty = Math.round(paid * percent) / 100;
  const values = {paid: k.money(paid), penalty: k.money(penalty), refund: k.money(paid - penalty)};
  const when = isoToday(now) >= feeCancellationDay ? 'after' : 'open';
  return k.t('answers.reason.refundIfBefore', {...values, date: k.date(feeCancellationDay), percent, when});
}

function refundAnswer({k, q, now}: Context): string {
  const onsite = q.onsite || /\b(sede|venue|local|sitio|onsite|alla|at the door)\b/.test(q.folded);
  const registered = registeredOn(q.folded);
  const refundsOver = isoToday(now) >= feeCancellationDay;
  const day = cancellationMoment(q, now);
  if (onsite) return k.t('answers.reason.refundOnsite');
  // The rule asked once its day has passed: the rule, and that it has.
  const passed = refundsOver ? ` ${k.t('answers.reason.refundLapsed')}` : '';
  // "¿Cuántos días me quedan para cancelar con reembolso?", "qual o último dia?": the last day, and how far it is.
  // (A day carried from a fee asked before is not this question's: "and the last day I can cancel?")
  // ("Qual era o prazo?" alone asks the day; "o prazo e a multa?" gets the rule with both.)
  const deadlineOnly = deadlineNamed.test(q.folded) && !/\b(multas?|penal\w*|percent\w*|porcent\w*|%)\b/.test(q.folded);
  if ((!q.date || dateIn(q.folded) === undefined) && (refundLastDayAsked.test(q.folded) || deadlineOnly || q.asks.has('missedEarly'))) {
    const deadline = DateTime.fromISO(feeCancellationDay, {zone: CONGRESS_ZONE});
    const last = deadline.minus({days: 1}).toISODate()!;
    const days = daysUntil(now, last);
    const values = {past: days < 0 ? 'yes' : 'no', days: Math.max(days, 0), last: k.date(last), date: k.date(feeCancellationDay)};
    // "Did I miss it?": yes once the last day has passed, no before.
    const missed = q.asks.has('missedEarly') ? `${k.t(`answers.reason.${days < 0 ? 'yes' : 'no'}`)} ` : '';
    const lastDay = missed + k.t('answers.reason.refundLastDay', {...values, percent: cancellationPolicy.penaltyPercent});
    // "…and how much would I have gotten back?" of the fee paid: the amount that cancelling by then returned.
    return q.paidAmount !== undefined && /\b(how much|cuanto|quanto)\b/.test(q.folded)
      ? `${lastDay} ${amountBack(k, q.paidAmount, now)}`
      : lastDay;
  }
  // "¿Y hasta cuándo se podía cancelar con devolución?", "qual era o prazo?": the rule's day, whatever day was named before.
  if (untilWhen.test(q.folded) || (!q.date && deadlineNamed.test(q.folded)))
    return (
      k.t('answers.reason.refundPenalty', {
        date: k.date(feeCancellationDay),
        percent: cancellationPolicy.penaltyPercent,
      }) + (day === undefined ? passed : '')
    );
  const date = k.date(feeCancellationDay);
  const inTime = inTimeRefund(k, q, refundsOver);
  if (inTime) return inTime;
  // A month named without a day answers only when the whole month is on one side of the deadline.
  const monthDay = q.month && !registered && refund(q.month.first).refunded === refund(q.month.last).refunded ? q.month.first : undefined;
  // "¿Y cuánto me devolvían si había pagado 580?" with no day: the amount back before the deadline, none after.
  if (day === undefined && monthDay === undefined && q.paidAmount !== undefined) {
    // ("How much would I get back?" once refunds are over: nothing, today; "¿cuánto me devolvían?": what it was.)
    if (
      refundsOver &&
      !/\b(had|hubiera|habia|tivesse|tinha|era|was|were|fue|foi|devolvian|devolviam|devolvia|recebia|cancelaba|cancelava)\b/.test(q.folded)
    )
      return k.t('answers.reason.refundNo', {date});
    return amountBack(k, q.paidAmount, now);
  }
  // "¿Y después de esa fecha?" after the rule: no refund from then on.
  if (
    /\b(depois|despues|after|a partir) (dessa|de esa|that|esa|essa|desta|de esta|this|da|de la|the) (data|fecha|date|dia|day)\b/.test(
      q.folded,
    )
  )
    return k.t('answers.reason.refundNo', {date});
  // "Se eu pagar e cancelar depois, perco tudo?": not while refunds last.
  // ("Is it too late to ask for it?": the same way round.)
  const tooLate = tooLateWords.test(q.folded);
  const lossAsked =
    (/\b(pierdo|perderia|lose|losing|perco|perderei)\b/.test(q.folded) && !/\b(cuanto|quanto|how much)\b/.test(q.folded)) || tooLate;
  if (day === undefined && monthDay === undefined && lossAsked)
    return k.t(`answers.reason.${refundsOver ? 'refundLose' : 'refundKeep'}`, {date, percent: cancellationPolicy.penaltyPercent});
  if (day === undefined && monthDay === undefined) return k.cancellation() + passed;
  const {refunded, penaltyPercent} = refund(day ?? monthDay!);
  // "Why not all of it?": the penalty rule itself.
  if (refunded && whyAsked(q.folded)) return k.t('answers.reason.refundPenalty', {date, percent: penaltyPercent});
  // "¿Pierdo todo?", "do I lose my money?": the yes/no is the other way round.
  // ("¿Cuánto pierdo?" asks the penalty, below.)
  // ("¿Me devuelven algo o lo pierdo todo?": the refund is asked first, and answered by its amount.)
  const loss =
    /\b(pierdo|perderia|lose|losing|perco|perderei)\b/.test(q.folded) &&
    !/\b(cuanto|quanto|how much)\b/.test(q.folded) &&
    !/\b(o|or|ou) (\w+ ){0,2}(pierdo|perderia|lose|perco|perderei)\b/.test(q.folded);
  if (loss || tooLate) return k.t(`answers.reason.${refunded ? 'refundKeep' : 'refundLose'}`, {date, percent: penaltyPercent});
  if (!refunded) return k.t('answers.reason.refundNo', {date});
  // "I paid 580 and cancel on 10 March, how much do I get back?": the amount, worked out; "como enfermera con la
  // tarifa regular" paid that category's fee of that period.
  const paid = q.paidAmount ?? periodFee(q) ?? paidOnDay(q) ?? paidInMonth(q) ?? flatFees.find((entry) => entry.key === q.category)?.amount;
  if (paid !== undefined) {
    const penalty = Math.round(paid * penaltyPercent) / 100;
    const values = {paid: k.money(paid), penalty: k.money(penalty), refund: k.money(paid - penalty)};
    return k.t('answers.reason.refundAmount', {...values, date, percent: penaltyPercent});
  }
  // "How much do I get back?", "what's the penalty?": the percentage first.
  const howMuch =
    /\b(cuanto|how much|quanto)\b/.test(q.folded) ||
    /\b(whats|what is|what was|cual es|cual era|qual e|qual a|qual o|qual era|qual foi)\b.*\b(penalt\w*|penalidad|multa|porcentaje|percentage|porcentagem)\b/.test(
      q.folded,
    );
  // "¿Cuál es la política de cancelación?": the rule, with no yes or no.
  if (!howMuch && /\b(politica|policy|regras?|reglas?|rules?|condiciones|condicoes)\b/.test(q.folded)) return k.cancellation();
  return k.t(`answers.reason.${howMuch ? 'refundPenalty' : 'refundYes'}`, {date, percent: penaltyPercent});
}
/** "Registered on 20 March as a nurse, if I cancel on the 24th…": that category's fee on the day it registered. */
/**
 * "¿Cuánto me habrían devuelto si cancelaba a tiempo? Soy reumatólogo" (paid on 10 February, said before): the fee
 * paid that day, minus the penalty.
 */
function inTimeRefund(k: Knowledge, q: Query, refundsOver: boolean): string | undefined {
  const paid = inTimeAsked(q.folded) ? (q.paidAmount ?? paidOn(q)) : undefined;
  if (paid === undefined) return undefined;
  const percent = cancellationPolicy.penaltyPercent;
  const penalty = Math.round(paid * percent) / 100;
  const values = {paid: k.money(paid), penalty: k.money(penalty), refund: k.money(paid - penalty), percent};
  return k.t('answers.reason.refundIfBefore', {...values, date: k.date(feeCancellationDay), when: refundsOver ? 'after' : 'open'});
}

/** "Si hubiera cancelado a tiempo", "if I'd cancelled in time", "se tivesse cancelado no prazo": a refund had it been in time. */
const inTimeAsked = (folded: string): boolean =>
  /\b(a tiempo|in time|on time|a tempo|no prazo|dentro del plazo|dentro do prazo|before the deadline|antes del plazo|antes do prazo)\b/.test(
    folded,
  ) &&
  /\b(hubiera|hubiese|habria\w*|cancelaba|cancelava|cancelasse|cancelara|tivesse|teria\w*|would|had|id|devolvian|devolviam|recebia|receberia)\b/.test(
    folded,
  );

/** A category's fee in the period the question names ("como enfermera con la tarifa regular"). */
const periodFee = (q: Query): number | undefined =>
  q.category && q.period && q.category in feeTable ? feeTable[q.category as keyof typeof feeTable][q.period] : undefined;

/** The fee a category paid in the period, or on the day, the question (or the conversation) names for the payment. */
const paidOn = (q: Query): number | undefined => periodFee(q) ?? paidOnDay(q, q.date);

function paidOnDay(q: Query, otherwise?: string): number | undefined {
  if (!q.category || !(q.category in feeTable)) return undefined;
  const at = cancelAt(q.folded);
  const day = (at > 0 ? dateIn(q.folded.slice(0, at)) : undefined) ?? otherwise;
  const paid = day ? fee(q.category, day) : undefined;
  return paid?.kind === 'online' ? paid.amount : undefined;
}
/** "Registered as a PT back in December, cancelled on March 20": that category's fee in the month it registered. */
function paidInMonth(q: Query): number | undefined {
  if (!q.category || !(q.category in feeTable)) return undefined;
  const month = monthIn(q.folded.split(/\bcancel\w*/)[0]);
  if (!month) return undefined;
  const [first, last] = [fee(q.category, month.first), fee(q.category, month.last)];
  return first.kind === 'online' && last.kind === 'online' && first.amount === last.amount ? first.amount : undefined;
}

/** "At 10 pm Pacific on 15 January": that moment in Panama time, when the question names a zone other than Panama's. */
function panamaMoment(q: Query): {day: string; at: string} | undefined {
  if (!q.date || !q.clock?.zone || q.clock.zone === CONGRESS_ZONE) return undefined;
  const local = momentInPanama(q.date, q.clock);
  if (!local) return undefined;
  return {day: local.toISODate()!, at: local.toISO({includeOffset: false, suppressMilliseconds: true, suppressSeconds: true})!};
}

/** A day and a time of day in the zone the question names (Panama's when it names none), as the moment in Panama. */
function momentInPanama(date: string, clock: NonNullable<Query['clock']>): DateTime | undefined {
  const [year, month, day] = date.split('-').map(Number);
  const {hour, minute, zone} = clock;
  const local = DateTime.fromObject({year, month, day, hour, minute}, {zone: zone ?? CONGRESS_ZONE}).setZone(CONGRESS_ZONE);
  return local.isValid ? local : undefined;
}

/** The first day without a refund, as the fees page states it. */
const feeCancellationDay = cancellationPolicy.penaltyUntil.slice(0, 10);

function earlyDiscount({k, q, today}: Context): string {
  const end = k.date(feePeriods[0].lastDay);
  const still = /\b(todavia|aun|still|ainda|sigue|continua)\b/.test(q.folded);
  if (still && today.phase !== 'beforeRegistration' && today.phase !== 'early') return k.t('answers.reason.earlyGone', {end});
  const list = feeCategories.map((key) => `${k.feeName(key)} ${k.money(feeTable[key].early)}`).join('; ');
  // Once the congress is over, the early fee is history: say so.
  const closed = today.phase === 'after' ? ` ${registrationClosed(k)}` : '';
  const open = today.phase === 'beforeRegistration' || today.phase === 'early';
  // "Is registration open yet? I want the early bird": not yet (said beside it), and the early fee from the day it opens.
  if (today.phase === 'beforeRegistration' && q.asks.has('registerWhen'))
    return k.t('answers.reason.earlyFrom', {opens: k.date(registrationOpensOn), end, list});
  return k.t(`answers.reason.${open ? 'earlyYes' : 'earlyEnded'}`, {end, list}) + closed;
}

/** A "can I…?" / "do I have to…?" question (answered by a rule, not by a date). */
/** A yes/no question ("¿se puede…?"), not one that asks until when ("¿hasta cuándo se puede mandar?"). */
const yesNo = (q: Query) => (q.asks.has('permission') || q.asks.has('obligation')) && !untilWhen.test(q.folded);

const numberWords: Record<string, number> = {
  un: 1,
  una: 1,
  uma: 1,
  um: 1,
  one: 1,
  a: 1,
  an: 1,
  dos: 2,
  duas: 2,
  dois: 2,
  two: 2,
  tres: 3,
  three: 3,
  cuatro: 4,
  four: 4,
  quatro: 4,
  cinco: 5,
  five: 5,
};

/** "3 tablas", "two images": a number (in figures or words) before a noun. */
// "3 small figures", "duas tabelas simples": a size or kind word may stand between the number and the noun.
const countOf = (noun: string) =>
  new RegExp(
    `\\b(\\d+|${Object.keys(numberWords).join('|')}) (?:(?:small|little|short|simple|big|large|pequen[oa]s|chic[oa]s|simples|grandes) )?${noun}`,
  );
const imageCount = countOf('(imagen(es)?|images?|imagem|imagens|figuras?|figures?|fotos?|photos?|graficos?|graficas?|graphs?|charts?)');
const tableCount = countOf('(tablas?|tables?|tabelas?)');
const referenceCount = countOf('(referencias?|references?|refs?|citas|citacoes|citations)');

const characterCount = /\b(\d[\d.,]*) ?(caracteres|characters?|chars?)\b/;

/** How many of a thing the question names, 0 when none; "more than 2" is 3, "menos de 3" is 2. */
function counted(folded: string, pattern: RegExp): number {
  const match = pattern.exec(folded);
  if (!match) return 0;
  const value = Number(match[1]) || numberWords[match[1]];
  const before = folded.slice(0, match.index);
  if (/\b(mas de|more than|mais de|over|above|superior a|arriba de|acima de)\s*$/.test(before)) return value + 1;
  if (/\b(menos de|less than|fewer than|under|abaixo de|por debajo de)\s*$/.test(before)) return Math.max(0, value - 1);
  return value;
}

/** The most images and tables an abstract may carry in all. */
const mediaMax = Math.max(...abstractLimits.attachmentOptions.map((option) => option.images + option.tables));

/** Images and tables, references: "how many" gets the limit, "can I put 3" gets No. */
function abstractLimitsParts({k, q}: Context, r: (ask: Ask, key: string, values?: Record<string, string | number>) => void) {
  const howMany = q.asks.has('howMany');
  // "¿Y las abreviaturas de las tablas también?" after the language: the tables' language, not how many fit.
  const languageOfMedia =
    (q.asks.has('abstractLanguage') || q.asks.has('abbreviations')) &&
    !/\b(incluir|include|poner|colocar|meter|put|add|cuant\w*|quant\w*|how many|\d+)\b/.test(q.folded);
  if (q.asks.has('tableAsImage')) r('tableAsImage', 'tableAsImageNo');
  else if (q.asks.has('abstractMedia') && !languageOfMedia) {
    const images = counted(q.folded, imageCount);
    const tables = counted(q.folded, tableCount);
    if (images + tables === 0 && howMany) r('abstractMedia', 'mediaCount', {max: mediaMax});
    else r('abstractMedia', images + tables === 0 || mediaAllowed(images, tables) ? 'mediaYes' : 'mediaNo');
  }
  // "Do the references count toward the characters?", "¿cuentan los espacios?": yes, the limit includes them.
  const countsToward =
    (q.asks.has('abstractCharacters') || q.asks.has('abstractReferences')) &&
    /\b(refs?|references?|referencias?|espacios?|spaces?|espacos?|puntuacion|punctuation|pontuacao)\b(\W+\w+){0,2}\W+(count|counts|cuentan?|contam?|entran?|entram|included|incluid[oa]s?)\b|\b(count|cuentan?|contam?)\b(\W+\w+){0,2}\W+(refs?|references?|referencias?|espacios?|spaces?|espacos?)\b/.test(
      q.folded,
    );
  if (countsToward && characterCount.exec(q.folded) === null) {
    // ("Do the references count? How many can I put?": and how many, after the yes.)
    const howManyReferences =
      q.asks.has('abstractReferences') &&
      /\b(cuant[oa]s|quant[oa]s|how many)\b(\W+\w+){0,3}\W+(referencias?|references?|refs?|citas?)\b|\b(referencias?|references?|refs?)\b.*\b(cuant[oa]s|quant[oa]s|how many)\b(?!(\W+\w+){0,2}\W+(imag\w*|images?|figur\w*|tablas?|tabelas?|tables?|caracteres|characters|palabras|palavras|words))/.test(
        q.folded,
      );
    const ask = q.asks.has('abstractCharacters') && !howManyReferences ? 'abstractCharacters' : 'abstractReferences';
    r(ask, 'charactersYes', {max: k.number(abstractLimits.maxCharacters)});
    if (howManyReferences) r('abstractReferences', 'references', {max: abstractLimits.maxReferences});
    return;
  }
  if (q.asks.has('abstractReferences')) {
    const references = counted(q.folded, referenceCount);
    const max = abstractLimits.maxReferences;
    r('abstractReferences', references === 0 || howMany ? 'references' : references > max ? 'referencesNo' : 'referencesYes', {max});
  }
  const max = k.number(abstractLimits.maxCharacters);
  const characters = Number(characterCount.exec(q.folded)?.[1].replace(/[.,]/g, '') ?? 0);
  // "2,800 characters without the title: within the limit?": the count decides, whatever is left out.
  if (characters > 0 && !(q.asks.has('excludedPart') && characters === abstractLimits.maxCharacters))
    r('abstractCharacters', characters > abstractLimits.maxCharacters ? 'charactersNo' : 'charactersYes', {max});
  else if (q.asks.has('excludedPart')) {
    // "Do keywords count?" / "how long can the title be?": what the limit leaves out, and that it sets none of its own.
    // ("¿Las tablas cuentan?", "do title and authors count?" asks whether they count: no.)
    const counts = /\b(contam|conta|cuentan|cuenta|count|counts|tabl\w*|tabel\w*)\b/.test(q.folded);
    const sized = /\b(largo|length|lenght|long|tamanho|extension|cuant[oa]s|how many|quant[oa]s|maximo|max)\b/.test(q.folded);
    // "How many characters, and does the title count?": the limit, which says what it leaves out.
    if (counts && sized && q.asks.has('abstractCharacters')) r('abstractCharacters', 'characters', {max});
    // ("Does the limit include the title and references?": the references do, the title does not.)
    else if (
      (counts || /\b(includ\w*|inclu\w*|entra|entran|entram)\b/.test(q.folded)) &&
      /\b(referenc\w*|refs?|bibliograf\w*)\b/.test(q.folded)
    )
      r('excludedPart', 'excludedWithReferences', {max});
    else r('excludedPart', sized && !counts ? 'excludedNoLimit' : 'excludedNo', {max});
  } else if (q.asks.has('abstractCharacters')) r('abstractCharacters', 'characters', {max});
}

/** "¿Puedo agregar un coautor después del cierre?": the author list is fixed at the deadline. */
function authorChange({k, q, today}: Context, r: (ask: Ask, key: string, values?: Record<string, string | number>) => void) {
  const deadline = keyDate('submissionDeadline');
  const after = today.abstracts === 'closed' || /\b(despues|after|depois|pasad[oa]|passad[oa])\b/.test(q.folded);
  r('authorChange', after ? 'authorListNo' : 'authorListUntil', {deadline: k.date(deadline), time: k.time(deadline)});
}

/** "¿Todavía puedo enviarlo?" (submitNow) and "¿cuántos días me quedan?" (daysLeft) of the abstracts' submission. */
function submitNowAsked(q: Query, today: Today, free: boolean): {submitNow: boolean; daysLeft: boolean} {
  // "¿Y hasta qué hora?" after the deadline: the deadline with its hour.
  const hour = q.asks.has('abstractSubmitNow') && /\b(que|what) (hora|horas|time)\b/.test(q.folded);
  // ("Mandé un resumen en diciembre y todavía no me dicen nada, ¿cuándo avisan?": sent already, the notice is asked.)
  // ("Meu resumo foi enviado dia 29/12 às 19h de Brasília, ainda vale?": the time's verdict alone.)
  const sent = /\b(mande|envie|submitted|sent|mandei|enviei|submeti|enviado|enviada|mandado|mandada|submetido)\b/.test(q.folded);
  const sentAlready = sent && (q.asks.has('notification') || q.clock !== undefined);
  const submitNow =
    free &&
    !sentAlready &&
    q.asks.has('abstractSubmitNow') &&
    (/\b(envi|mand|submi|subme|send)/.test(q.folded) || (/\b(subi|subo|upload|carg)/.test(q.folded) && !q.asks.has('eposter')) || hour);
  // ("¿Todavía da tiempo para la anticipada? ¿Cuántos días faltan?" counts the fee period's days, not the abstracts'.)
  const daysLeft =
    q.asks.has('abstractSubmitNow') &&
    today.abstracts === 'open' &&
    !(q.period && !q.asks.has('abstract')) &&
    (/\b(cuant[oa]s dias|quant[oa]s dias|how many days)\b/.test(q.folded) || hour);
  return {submitNow, daysLeft};
}

/**
 * "¿Todavía puedo mandarlo?": yes or no; half an hour before the deadline ("me faltan 40 minutos"), how little time
 * is left too.
 */
function submitNowText(k: Knowledge, today: Today, now: number, when: Record<string, string>): string {
  if (today.abstracts !== 'open') return k.t('answers.reason.submitClosed', when);
  const soon = deadlineSoon(k, now);
  return soon ? `${k.t('answers.reason.submitOpen', when)} ${soon}` : k.t('answers.reason.submitOpen', when);
}

/** Within a day of the abstracts' deadline: the minutes or hours left, and that it will not be extended. */
function deadlineSoon(k: Knowledge, now: number): string {
  const deadline = DateTime.fromISO(keyDate('submissionDeadline'), {zone: CONGRESS_ZONE}).toMillis();
  const minutes = Math.floor((deadline - now) / 60_000);
  if (minutes <= 0 || minutes > 24 * 60) return '';
  const [unit, count] = minutes < 120 ? ['minutes', minutes] : ['hours', Math.floor(minutes / 60)];
  return k.t('answers.reason.deadlineSoon', {unit, count});
}

/** "Haven't heard anything", "no me ha llegado nada", "não recebi nada": a notice the visitor has not had. */
const nothingArrived =
  /\b(havent|haven't|have not|didnt|did not|dont|never) (heard|received|got|gotten)\b|\bnothing (yet|arrived|came)\b|\bno (news|email|e-mail)\b|\bno (me )?(ha |han )?(llegado|llego|recibi|he recibido)\b|\b(nao|ainda nao) (recebi|chegou|me (chegou|responderam))\b|\bnada (ainda|todavia|aun)\b|\bsin (respuesta|noticias)\b|\bsem (resposta|noticias)\b/;

/** "Can I submit my abstract in Spanish?": how an abstract is written, asked as whether one can still be submitted. */
function writingRuleAsked(q: Query): boolean {
  // (A deadline, a limit per author, work presented before or e-mail asked of already says that it has closed.)
  const saysClosed: Ask[] = ['abstractDeadline', 'abstractPerAuthor', 'abstractPresented', 'abstractChannel', 'abstractSubmitNow'];
  return (
    q.asks.has('permission') &&
    !saysClosed.some((ask) => q.asks.has(ask)) &&
    writingRules.some((ask) => q.asks.has(ask)) &&
    /\b(submit|submeter|enviar|mandar|send)\b/.test(q.folded)
  );
}

/** Dates of the abstracts: the deadline (and its extension), the notification, the e-poster, the author discount. */
function abstractDateParts(context: Context, r: (ask: Ask, key: string, values?: Record<string, string | number>) => void) {
  const {k, q, today, now} = context;
  const deadline = keyDate('submissionDeadline');
  const when = {deadline: k.date(deadline), time: k.time(deadline), url: abstractSubmissionUrl};
  const where = q.asks.has('submitWhere') && q.asks.has('abstract');
  const extension = !where && q.asks.has('abstractExtension') && (q.asks.has('abstract') || q.asks.has('abstractDeadline'));
  const {submitNow, daysLeft} = submitNowAsked(q, today, !where && !extension);
  if (where) r('submitWhere', today.abstracts === 'open' ? 'submitWhere' : 'submitWhereClosed', when);
  else if (extension) r('abstractExtension', today.abstracts === 'open' ? 'extensionNo' : 'submitClosed', when);
  // "¿Cuántos días me quedan para enviarlo?": the days left, counted in Panama's calendar.
  else if (daysLeft) r('abstractSubmitNow', 'deadlineCountdown', {...when, days: daysUntil(now, deadline)});
  else if (submitNow && tooLateWords.test(q.folded))
    // "Is it too late to submit?": the yes or no the other way round.
    r('abstractSubmitNow', 'submitTooLate', {...when, open: today.abstracts === 'open' ? 'yes' : 'no'});
  else if (submitNow) r('abstractSubmitNow', '', {text: submitNowText(k, today, now, when)});
  // "Can I submit my abstract in Spanish?" once submission has closed: the rule, and that it has closed.
  else if (today.abstracts === 'closed' && writingRuleAsked(q)) r('abstractSubmitNow', 'submitAlsoClosed', when);
  // The key dates' overview (which gives the notification day too).
  // "What's the cancellation deadline?" is the refund rule's, not the abstracts'.
  const overview =
    !where &&
    !extension &&
    !submitNow &&
    !daysLeft &&
    q.asks.has('abstractDeadline') &&
    !q.asks.has('eposter') &&
    !q.asks.has('authorDiscount') &&
    !yesNo(q) &&
    !q.asks.has('refund') &&
    // "perdi o prazo da antecipada" is the fee's deadline, not the abstracts'.
    (q.asks.has('abstract') || !q.period);
  // "I submitted at 8 pm Panama time on Dec 29": a submission on the deadline's day, abstract named or not.
  const clock = overview || submitNow || q.asks.has('abstract') || q.clock ? deadlineClock(k, q, now) : undefined;
  if (clock) r('abstractDeadline', '', {text: clock});
  // "Abstract deadline is today right?? what time exactly": yes, until what time, and how little time is left.
  else if (overview && q.today && isoToday(now) === deadline.slice(0, 10))
    r('abstractDeadline', '', {text: submitNowText(k, today, now, when)});
  else if (overview) {
    // "El plazo era el 31 de diciembre, ¿no?": the yes/no of the day claimed, then the key dates.
    const claim = /\b(right|correct|verdad|cierto|certo|isnt it|wasnt it|was it|is it|confirm\w*)\b|\b(no|ne|nao)$/.test(q.folded);
    const verdict = claim ? dateVerdict(k, q, deadline) : undefined;
    r('abstractDeadline', '', {text: `${verdict ? `${verdict} ` : ''}${k.abstracts(isoToday(now))}`});
  }
  if (!clock) deadlineYourTime(k, q, today, r);
  // "Were authors notified mid-February?": the yes/no of the day named, then the day, in the tense of today.
  // "I submitted in December, when do I find out?" asks when: the day named is not a claim about it.
  const asksWhen = /\b(when|cuando|quando|what day|que dia|qual dia|que fecha|qual data)\b/.test(q.folded);
  const dated = (ask: Ask, key: string, at: string) => {
    const text = k.t(`answers.reason.${key}${isoToday(now) > at ? 'Past' : ''}`, {date: k.date(at)});
    // "Can I still upload my e-poster?": no once its day has passed, yes before.
    // "Have the notifications gone out yet?", "¿ya salieron?": yes once its day has come, no before.
    const passed = isoToday(now) >= at;
    const still = stillOnly.test(q.folded)
      ? k.t(`answers.reason.${isoToday(now) > at ? 'no' : 'yes'}`)
      : /\b(yet|ya|ja)\b/.test(q.folded)
        ? k.t(`answers.reason.${passed ? 'yes' : 'no'}`)
        : undefined;
    const verdict = asksWhen ? undefined : (dateVerdict(k, q, at) ?? still);
    // "¿Faltan cuántos días?": the count, while the day is ahead.
    const left = daysWords.test(q.folded) ? daysUntil(now, at) : undefined;
    const days = left !== undefined && left > 0 ? ` ${k.t('answers.reason.inDays', {days: left})}` : '';
    // "Haven't heard anything yet": once the notice has gone out, whom to ask.
    const missing = passed && ask === 'notification' && nothingArrived.test(q.folded);
    const write = missing ? ` ${k.t('answers.reason.notificationMissing', {email: site.contactEmail})}` : '';
    r(ask, '', {text: (verdict ? `${verdict} ${text}` : text) + days + write});
  };
  // "Was it accepted in time?" after a submission time: the time's verdict, not the notification day.
  if (q.asks.has('notification') && !overview && !clock) dated('notification', 'notification', keyDate('notification'));
  if (q.asks.has('eposter')) dated('eposter', 'eposter', keyDate('ePosterFile'));
  authorDiscountParts(context, r, dated);
}

/** The presenting-author discount: how much (not published), the days left, a day's verdict, or its end. */
function authorDiscountParts(
  {k, q, now}: Context,
  r: (ask: Ask, key: string, values?: Record<string, string | number>) => void,
  dated: (ask: Ask, key: string, at: string) => void,
) {
  const howMuch =
    /\b(cuanto|how much|quanto|que porcentaje|what percent\w*|qual o valor|cual es el monto|how big)\b/.test(q.folded) ||
    // "What's the presenting-author discount?": its amount.
    /\b(whats|what is|cual es|qual e|qual o|de que)\b((?!\W+(prazo|plazo|deadline|fecha|data|date)\b)\W+\w+){0,3}\W+(descuento|discount|desconto)\b/.test(
      q.folded,
    );
  if (q.asks.has('authorDiscount') && howMuch) {
    // "How much is the presenting-author discount?": the site gives its deadline only.
    const values = {date: k.date(keyDate('presentingAuthorDiscount')), email: site.contactEmail};
    // "¿Todavía alcanzo el descuento? ¿De cuánto es?" once it has ended: no, first.
    const ended = isoToday(now) > keyDate('presentingAuthorDiscount') && (stillWords.test(q.folded) || endedWords.test(q.folded));
    const lead = ended ? `${k.t('answers.reason.no')} ${k.t('answers.reason.authorDiscountPast', values)} ` : '';
    // ("Quantos dias faltam pro fim do desconto? E qual o valor?": the days left first.)
    const left = daysWords.test(q.folded) ? daysUntil(now, keyDate('presentingAuthorDiscount')) : 0;
    const days = left > 0 ? `${k.t('answers.reason.inDays', {days: left})} ` : '';
    r('authorDiscount', '', {text: days + lead + k.t('answers.reason.authorDiscountAmount', values)});
  }
  // "I registered as presenting author on March 2, did I get the discount?": the day against its deadline.
  // ("Me llegó el correo ayer": a day of something else.)
  if (q.asks.has('authorDiscount') && q.date && /\b(inscri\w*|inscrev\w*|regist\w*|pag\w*|paid|pay\w*|sign\w* up)\b/.test(q.folded)) {
    const late = q.date > keyDate('presentingAuthorDiscount');
    r('authorDiscount', '', {
      text: `${k.t(`answers.reason.${late ? 'no' : 'yes'}`)} ${k.t('answers.reason.authorDiscountPast', {date: k.date(keyDate('presentingAuthorDiscount'))})}`,
    });
  } else if (q.asks.has('authorDiscount') && !howMuch) {
    const day = keyDate('presentingAuthorDiscount');
    const past = isoToday(now) > day;
    const said = (verdict: 'yes' | 'no') =>
      r('authorDiscount', '', {
        text: `${k.t(`answers.reason.${verdict}`)} ${k.t(`answers.reason.${past ? 'authorDiscountPast' : 'authorDiscount'}`, {date: k.date(day)})}`,
      });
    // "¿Ya terminó?": yes once its day has passed, no before. "¿Todavía vale?": the other way round.
    if (endedWords.test(q.folded) && !/\b(when|cuando|quando)\b/.test(q.folded)) said(past ? 'yes' : 'no');
    else if (stillWords.test(q.folded) && past) said('no');
    else if (/\b(still|todavia|aun|ainda|sigue|continua|vigente|valendo|valid)\b/.test(q.folded)) said('yes');
    else dated('authorDiscount', 'authorDiscount', day);
  }
}

/** "What time exactly? I'm on UTC-3": the deadline in the visitor's own time too, while it is ahead. */
function deadlineYourTime(
  k: Knowledge,
  q: Query,
  today: Today,
  r: (ask: Ask, key: string, values?: Record<string, string | number>) => void,
) {
  if (!q.yourZone || !(q.asks.has('abstractDeadline') || q.asks.has('abstractSubmitNow')) || today.abstracts !== 'open') return;
  const there = k.elsewhere(keyDate('submissionDeadline'), q.yourZone);
  r('abstractDeadline', 'yourTime', there);
}

/**
 * "I submitted at 19h30 Brasília time on 29 December, was it in time?": that moment in Panama time
 * against the deadline, led by the yes/no. Only for a time named on the deadline's own day.
 */
function deadlineClock(k: Knowledge, q: Query, now: number): string | undefined {
  const deadline = keyDate('submissionDeadline');
  // ("Sent it today at 7:40 pm Brasília time", or on the deadline's day "she hit submit at 5:45 pm": today's date.)
  // (Told in the past: "aquí son las 6 pm, ¿todavía alcanzo?" tells the time now, and asks whether it is still open.)
  const told =
    /\b(sent|submitted|uploaded|hit submit|mandei|enviei|submeti|subi|mande|envie|mandamos|enviamos|mandou|enviou|submeteu|mando|subio)\b/;
  const today = (q.today || isoToday(now) === deadline.slice(0, 10)) && told.test(q.folded) ? isoToday(now) : undefined;
  const date = q.date ?? today;
  // A submission told ("I sent it at…", "¿y si lo hubiera mandado a las…?"), not "was the deadline 6 pm Eastern?".
  const sent =
    /\b(submit\w*|sent|send|upload\w*|envi\w*|mand\w*|sub[iie]\w*|submet\w*|pase|passei|pasado|hubiera|fosse|fuera|had|instead|if it was|if it were|y si|e se)\b/;
  // Any day of the days around it: "on Dec 28 at 9 pm Lima time" was in time; the deadline's own day needs the hour.
  const near = date !== undefined && Math.abs(DateTime.fromISO(date).diff(DateTime.fromISO(deadline.slice(0, 10)), 'days').days) <= 3;
  if (!q.clock || !date || !near || !sent.test(q.folded)) return undefined;
  const local = momentInPanama(date, q.clock);
  if (!local) return undefined;
  const at = local.toISO({includeOffset: false, suppressMilliseconds: true, suppressSeconds: true})!;
  const inTime = local <= DateTime.fromISO(deadline, {zone: CONGRESS_ZONE});
  const clock = k.time(at);
  return k.t(`answers.reason.${inTime ? 'deadlineInTime' : 'deadlineLate'}`, {
    local: clock,
    hour: hourOf(clock),
    day: k.date(at),
    deadline: k.date(deadline),
    time: k.time(deadline),
  });
}

/**
 * The days a question's date claims: "mid-February" is the 11th to the 20th, "late March" the 21st to the end,
 * "before 1 March" every day up to 28 February, "in March" the month, "13 Feb" that day.
 */
function claimedDays(q: Query): [string, string] | undefined {
  if (q.date) {
    const part = partOfMonthPattern.exec(q.folded);
    if (part) {
      const day = DateTime.fromISO(q.date, {zone: CONGRESS_ZONE});
      if (day.day <= 10) return [day.set({day: 1}).toISODate()!, day.set({day: 10}).toISODate()!];
      if (day.day <= 20) return [day.set({day: 11}).toISODate()!, day.set({day: 20}).toISODate()!];
      return [day.set({day: 21}).toISODate()!, day.endOf('month').toISODate()!];
    }
    if (q.dateRelation === 'before') return ['0000-01-01', q.date];
    if (q.dateRelation === 'after') return [q.date, '9999-12-31'];
    return [q.date, q.date];
  }
  return q.month ? [q.month.first, q.month.last] : undefined;
}

/** "Yes."/"No." when the question names a day for a key date ("the notification was in March, right?"), else nothing. */
function dateVerdict(k: Knowledge, q: Query, at: string): string | undefined {
  const days = claimedDays(q);
  if (!days) return undefined;
  const day = at.slice(0, 10);
  return k.t(`answers.reason.${days[0] <= day && day <= days[1] ? 'yes' : 'no'}`);
}

/** The abstracts' rules a question names by their own asks. */
const abstractRuleOnlyAsks: readonly Ask[] = [
  'abstractLanguage',
  'abstractChannel',
  'abstractMedia',
  'abstractReferences',
  'abstractCharacters',
  'abstractPerAuthor',
  'abstractAnonymous',
  'abstractPresented',
  'abstractProxy',
  'abstractInPerson',
  'abstractFunding',
  'abstractCanceled',
  'abstractStructure',
];

/** Rules of the abstracts: a follow-up carries the topic, not the rule asked before (unless it gives a figure). */
const ruleAsks: readonly Ask[] = [...abstractRuleOnlyAsks, 'tableAsImage', 'excludedPart'];

/** The abstract rules and key dates a question names by their own asks (the abstracts section's too). */
const abstractRuleAsks: readonly Ask[] = [
  ...abstractRuleOnlyAsks,
  'abstractExtension',
  'abstractSubmitNow',
  'notification',
  'eposter',
  'authorDiscount',
];

/** Asks about one abstract rule or date: when none is named, the regulation passages are searched. */
const specificAbstractAsks: readonly Ask[] = [
  ...abstractRuleAsks,
  'authorChange',
  'tableAsImage',
  'excludedPart',
  'abbreviations',
  'submitWhere',
  'abstractStatus',
];

/**
 * "¿El resumen tiene que tener conclusiones?", "da pra recorrer da decisão?": the regulation the
 * question names by its own words, led by its yes/no, rather than the key dates. The deadline rule
 * itself is left to the key dates' answer.
 */
const deadlineNames =
  /\b(plazos?|prazos?|deadlines?|cierre|fecha limite|data limite|cerr(o|aron|ado|ada)|encerr(ou|aram|ado|ada)|fech(ou|aram|ado|ada)|closed|ya|ja|already)\b/g;

function namedRegulation({q, rules}: Context): {key: string; text: string} | undefined {
  const aboutAbstracts = q.asks.has('abstract') || q.asks.has('abstractDeadline');
  // "¿Hasta cuándo se pueden mandar?" asks for a date: the key dates answer it.
  // "¿Y si lo mandaba a las cinco?": a submission time, for the deadline to judge.
  if (!rules || !aboutAbstracts || asksForDate(q.folded) || q.clock || specificAbstractAsks.some((ask) => q.asks.has(ask)))
    return undefined;
  // "¿Qué áreas temáticas se aceptan?" asks for the list of topics (the engine's topics cue), not a
  // rule that shares a word with it ("no se aceptan por fax").
  if (namesTopics(q.folded)) return undefined;
  // "¿Qué secciones debía tener?" names the structure rule by another word.
  // ("¿Cuál es el plazo del resumen?": the deadline's own words name no other rule, e.g. the drafts left at the close.)
  const words = q.asks.has('abstractDeadline') ? q.folded.replace(deadlineNames, ' ') : q.folded;
  const rule = rules(words.replace(/\b(secciones|secoes|sections|apartados)\b/g, '$1 estructura structure estrutura'));
  const key = rule?.id.split('.').pop();
  if (!rule || !key || key === 'deadline') return undefined;
  return {key, text: `${rule.title}: ${rule.text}`};
}

/** The label among `labels` the question names by its distinctive words ("lupus", "inteligencia artificial"). */
function labelNamed(q: Query, labels: readonly string[]): string | undefined {
  const named = labelsNamed(q, labels);
  if (named.length < 2) return named[0];
  // ("¿La artritis gotosa va en miscelánea?": the heading of the disease named, crystal arthropathies, before the
  // other labels its words share or the question offers.)
  const heading = diseaseHeadingWords(q.folded);
  return (heading ? named.find((label) => labelWords(label).some((word) => heading.includes(word))) : undefined) ?? named[0];
}

/** The words a label is named by ("dor", pain, is the one short word a heading is named by). */
const labelWords = (label: string): string[] =>
  fold(label)
    .split(/[^a-z0-9]+/)
    .filter((word) => (word.length > 3 || word === 'dor') && !genericTopicWords.has(word));

/** Every label of `labels` the question names, in the labels' order. */
function labelsNamed(q: Query, labels: readonly string[]): string[] {
  // "¿Hubo algo de gota?": the disease adds its heading's words ("cristales").
  const text = `${q.folded} ${diseaseHeadingWords(q.folded)}`;
  // "COVID-19" names "covid" as a word of its own.
  const asked = new Set(text.split(/[^a-z0-9]+/));
  return labels.filter((label) => {
    const words = labelWords(label);
    // ("espondiloartrite" names "Espondiloartrites": a plural label matches its singular.)
    const said = (word: string) => asked.has(word) || (word.endsWith('s') && asked.has(word.slice(0, -1)));
    return words.length > 0 && (words.every((word) => text.includes(word)) || words.some(said));
  });
}

/** "Is vasculitis one (of the topics)?" */
const isOneOfThem =
  /\b(is|es|e|hay|tem|existe)\b (\w+ ){0,2}(one|uno|um|un)\b|\bone of (them|the topics)\b|\b(is there|hay|tem|existe) (a |an |un |uma |um )?(topic|tema|topico|category|categoria) (for|para|pra|de|sobre|on)\b/;

/** "Can I submit an abstract about lupus?": yes, when the topic is one of the list. */
function abstractTopicNamed({k, q}: Context): string | undefined {
  if (!q.asks.has('abstract') || specificAbstractAsks.some((ask) => q.asks.has(ask)) || asksForDate(q.folded)) return undefined;
  const labels = abstractTopics.map((key) => k.label(`Abstracts.topics.${key}`, '')).filter(Boolean);
  const topic = labelNamed(q, labels);
  // ("¿Todavía se puede mandar? Tengo un trabajo de lupus": the visitor's own work, told, not a topic asked.)
  const told =
    /\b(tengo|tenho|i have|ive got|i've got) (un |uma |um |an? |my |mi |meu )?(trabajo|trabalho|abstract|resumen|resumo|paper|study|estudio|estudo|caso|case) (de|do|da|sobre|on|about|em|en)\b/.test(
      q.folded,
    ) && !/\b(temas?|topics?|topicos?|ejes?|areas?|categor\w*)\b/.test(q.folded);
  if (!topic || told) return undefined;
  const named = labelsNamed(q, labels);
  // ("Is vasculitis one, and can I pick 2 topics?": yes, and one topic each, which that sentence says too;
  // "which topic for a gout study? can I pick two?": where it goes, one topic each.)
  if (/\b(two|dos|dois|2|varios|various|several|mais de um|mas de un|more than one) (topics|temas|topicos|ejes|areas)\b/.test(q.folded)) {
    if (named.length === 1 && whichTopicAsked(q.folded))
      return k.t('answers.reason.abstractTopicIs', {topic: lowerFirst(topic), count: abstractTopics.length});
    return named.length === 1 && isOneOfThem.test(q.folded)
      ? k.t('answers.reason.abstractTopicYes', {topic, count: abstractTopics.length})
      : topicOne({k, q} as Context);
  }
  const choose =
    /\b(marcar|elegir|escoger|escolher|choose|pick|select|tick|seleccion\w*|inscrib\w*|inscrev\w*|submit\w*|enviar|mandar|juntos|juntas|together|both|ambos|ambas|os dois|las dos|los dos|al mismo tiempo|ao mesmo tempo)\b/;
  // "Can I pick both that and lupus for the same abstract?" (the other one said before): one only.
  const both = /\b(both|ambos|ambas|os dois|as duas|los dos|las dos|together|juntos|juntas|al mismo tiempo|ao mesmo tempo)\b/;
  if (named.length === 1 && both.test(q.folded) && choose.test(q.folded.replace(both, ' '))) return topicOne({k, q} as Context);
  if (named.length > 1 && /\b(both|ambos|ambas|os dois|as duas|los dos|las dos|two topics|dos temas|dois temas|e|y|and)\b/.test(q.folded)) {
    // "Are there vasculitis and Sjögren topics?": both are; "can I tick lupus and APS together?": one only.
    if (choose.test(q.folded)) return topicOne({k, q} as Context);
    return k.t('answers.reason.abstractTopicsYes', {topics: k.join(named), count: abstractTopics.length});
  }
  const which = whichTopicAsked(q.folded);
  return k.t(`answers.reason.${which ? 'abstractTopicIs' : 'abstractTopicYes'}`, {
    topic: which ? lowerFirst(topic) : topic,
    count: abstractTopics.length,
  });
}

/** One topic per abstract: "No." to "two topics?", "Only one" to "how many topics per abstract?". */
function topicOne({k, q}: Context): string {
  // ("Is there a limit on topics?": yes, one.)
  const limit = /\b(limite|limit|limits)\b/.test(q.folded) ? 'limit' : 'yesNo';
  const asked = /\b(how many|cuant[oa]s|quant[oa]s|maximo|maximum|max)\b/.test(q.folded) ? 'howMany' : limit;
  return k.t('answers.reason.abstractTopicOne', {count: abstractTopics.length, asked});
}

/** The abstract rules a question asks about, each led by its answer, in the order the question asks them. */
const abstractTopicLabels = (k: Knowledge) => abstractTopics.map((key) => k.label(`Abstracts.topics.${key}`, key));

/** "How many topics were there, and can one abstract go under 2 of them?": the count, which says one each. */
function topicsCounted({k, q}: Context, topic: string | undefined): string | undefined {
  const count = /\b(cuantos|how many|quantos) (\w+ )?(temas|topics|topicos|areas tematicas)\b/.test(q.folded);
  const underTwo = /\b(under|in|en|em|bajo) (dos|dois|two|2|more than one|mas de un|mais de um) (of them|de ellos|deles|de los|dos)\b/;
  const perAbstract = /^(how many|cuant|quant)/.test(severalTopics.exec(q.folded)?.[0] ?? '') && !underTwo.test(q.folded);
  if (!severalTopics.test(q.folded) || !count || perAbstract || topic) return undefined;
  return k.t('answers.reason.abstractTopicCount', {count: abstractTopics.length, list: k.join(abstractTopicLabels(k)), two: 'no'});
}

/**
 * "¿En qué tema lo clasifico?" asks which, not whether; so do "is gout its own category?", "mine is on
 * gout", "entra em qual?": where the visitor's work goes.
 */
const whichTopicAsked = (folded: string): boolean =>
  /\b(en que|em que|which|what|qual|cual|in which|under which) (\w+ )?(tema|topic|topico|eje|area)\b/.test(folded) ||
  /\b(where (would|does|do|should|will|could|can) (\w+ ){0,5}(go|fit)|(donde|onde) (iria|va|vai|entra|entraria|cae|cai)|go(es)? under|falls? under|fits? (in|under)|its own (category|topic)|own (category|topic)|(su|seu) propio tema|(mine|it) is (on|about)|el mio es (de|sobre)|o meu e (de|sobre)|(entra|entraria|cae|caeria|va|vai|iria) (em|en) (qual|cual|que)|(en|em) (qual|cual) (entra|entraria|cae|va|vai)|(va|vai|entra|cae|cai|iria|goes|go|fits?) (en|em|no|na|in|under|into) (la |a |the )?(miscelanea|miscellaneous))\b/.test(
    folded,
  );

/** "¿Qué temas hay?": the list, one each; "…¿da pra marcar dois, tipo lúpus e SAF?": the list, then no, one each. */
function topicList(context: Context): string {
  const {k, q} = context;
  const two = /\b(dos|dois|duas|two|2|both|ambos|ambas|os dois|mais de um|mas de uno?|more than one)\b/.test(q.folded);
  const list = k.t('answers.reason.abstractTopicCount', {
    count: abstractTopics.length,
    list: k.join(abstractTopicLabels(k)),
    two: two ? 'yes' : 'no',
  });
  return two ? `${list} ${topicOne(context)}` : list;
}

/** The abstract topics a question names or counts. */
function topicAnswers(context: Context): string[] | undefined {
  const topic = abstractTopicNamed(context);
  // "¿Puedo elegir dos áreas para el mismo trabajo?": no, one. "How many topics per abstract, and was COVID
  // one of them?": one each, and that topic's answer.
  const counted = topicsCounted(context, topic);
  if (counted) return [counted];
  // "What topics are there? Mine is on gout": the list, then where the visitor's work goes.
  const listAsked =
    /\b((what|which|cuales|quais|que) (are the |son los |sao os |are |son |sao )?((abstract|abstracts|resumen|resumenes|resumos?|trabajos?|trabalhos?) )?(topics|temas|topicos|ejes tematicos|eixos tematicos|areas tematicas)( (are|hay|ha|tem|there))?)\b/.test(
      context.q.folded,
    );
  if (severalTopics.test(context.q.folded)) {
    const one = topicOne(context);
    const labels = labelsNamed(context.q, abstractTopicLabels(context.k));
    // ("Is vasculitis one, and can I pick 2?": the topic's yes says one topic each; so does where a work goes.)
    if (topic && labels.length === 1 && (isOneOfThem.test(context.q.folded) || whichTopicAsked(context.q.folded))) return [topic];
    // ("Quais são os eixos temáticos? Posso escolher 2?": the list, then one each.)
    return [...(listAsked && !topic ? [context.k.abstractTopics()] : []), one, ...(topic && topic !== one ? [topic] : [])];
  }
  // ("Quais são os eixos temáticos dos trabalhos?": the list.)
  // (Other words for the topics, "what are the topics?", find the rule that lists them.)
  if (!topic) return listAsked && /\b(eixos|ejes|areas) tematic/.test(context.q.folded) ? [context.k.abstractTopics()] : undefined;
  return listAsked ? [context.k.abstractTopics(), topic] : [topic];
}

/** "Can I submit 3 abstracts?": yes (none once submission has closed); "is there a limit per author?": no. */
function perAuthor({k, q, today}: Context, r: (ask: Ask, key: string, values?: Record<string, string | number>) => void) {
  // "Can I submit 3 abstracts?" is a yes; "is there a limit per author?" a no.
  const may =
    /\b(can i|can we|could i|puedo|podemos|posso|se puede|se pode|da pra)\b/.test(q.folded) && !/\b(limit\w*|max\w*)\b/.test(q.folded);
  // (Once submission has closed, "can I submit 3?" also learns that it has.)
  const deadline = keyDate('submissionDeadline');
  const closed = today.abstracts !== 'open';
  // ("How many can one person send?" once submission has closed: there was no limit, and it has closed.)
  const key = closed
    ? 'perAuthorClosed'
    : /\b(how many|cuantos|quantos)\b/.test(q.folded)
      ? 'perAuthorCount'
      : may
        ? 'perAuthorYes'
        : 'perAuthor';
  // ("Is there a limit?" is a yes/no; "how many can I send?" is not.)
  const asked =
    /\b(limit\w*|max\w*|limite|maximo)\b/.test(q.folded) && !/\b(how many|cuant[oa]s|quant[oa]s)\b/.test(q.folded) ? 'limit' : 'other';
  r('abstractPerAuthor', key, {deadline: k.date(deadline), time: k.time(deadline), asked});
}

function abstractRules(context: Context): string[] {
  const {k, q} = context;
  const found: [Ask, string][] = [];
  const r = (ask: Ask, key: string, values?: Record<string, string | number>) =>
    found.push([ask, key === '' ? String(values?.text) : k.t(`answers.reason.${key}`, values)]);
  const topics = topicAnswers(context);
  if (topics) return topics;
  // "¿Cuántos temas había para elegir?": how many, and that each abstract takes one.
  if (
    q.asks.has('abstract') &&
    /\b(cuantos|how many|quantos|cuales|which|quais|que) (\w+ )?(temas|topics|topicos|areas tematicas)\b/.test(q.folded)
  ) {
    r('abstract', '', {text: topicList(context)});
  }
  // "Who decided, and can I appeal?": the evaluation rule and the final decision, both.
  // "¿Hay forma de apelar?": no, the committee's decision is final.
  const appeal = /\b(apela\w*|appeal\w*|recorrer|recurso)\b/.test(q.folded);
  if (appeal && (/\b(quien|who|quem)\b/.test(q.folded) || !q.asks.has('notification'))) {
    const rule = (key: string) =>
      `${k.label(`Abstracts.regulations.${key}.title`, '')}: ${k.label(`Abstracts.regulations.${key}.body`, '')}`;
    const final = `${k.t('answers.reason.no')} ${rule('finalDecision')}`;
    // "Quedó como CANCELED y no lo evaluaron, ¿puedo apelar?": why it was not evaluated, and no appeal.
    const canceled = q.asks.has('abstractCanceled') ? [rule('canceled')] : [];
    return /\b(quien|who|quem)\b/.test(q.folded) ? [rule('evaluation'), final] : [...canceled, final];
  }
  // "Mi abstract quedó en borrador al cierre, ¿lo evaluaron igual?": no, only "Final Submission" counts.
  if (
    /\b(draft|borrador|rascunho|in process|en proceso|em processo)\b/.test(q.folded) &&
    /\b(evalua\w*|evaluat\w*|avalia\w*|counts?|counted|cont(o|aba|ou|ava)|consider\w*|review\w*|revisa\w*|accept\w*|acept\w*|aceit\w*|valid\w*|igual|anyway|mesmo assim|terminar\w*|finish\w*|finaliz\w*|complet\w*|still (submit|send)|todavia lo|ainda (posso|da|vale|conta)|vale|sirve|serve|still (count|valid)|cuenta)\b/.test(
      q.folded,
    )
  ) {
    const body = (key: string) => k.label(`Abstracts.regulations.${key}.body`, '');
    return [`${k.t('answers.reason.no')} ${body('statuses')} ${body('draftsAfterDeadline')}`];
  }
  const named = namedRegulation(context);
  if (named) {
    const verdict = ruleVerdict(named.key, q);
    return [verdict ? `${k.t(`answers.reason.${verdict}`)} ${named.text}` : named.text];
  }
  if (q.asks.has('abstractLanguage')) r('abstractLanguage', '', {text: languageAnswer(context)});

  // "¿Cuál es el correo de contacto?" asks for the e-mail, not whether abstracts go by e-mail.
  const submits =
    /\b(envi\w*|mand\w*|submit\w*|send\w*|submet\w*|entreg\w*|subir|upload)\b/.test(q.folded) ||
    /\b(e-?mail(ed|ing)? (it|them|mine|my)|instead of the (portal|platform|form|system|website)|en vez del? (portal|sistema|plataforma|formulario)|em vez d[oa] (portal|sistema|plataforma|formulario))\b/.test(
      q.folded,
    );
  if (q.asks.has('abstractChannel') && (q.asks.has('abstract') || submits)) r('abstractChannel', '', {text: channelNo(context)});
  if (q.asks.has('abbreviations') && !q.asks.has('abstractLanguage')) r('abbreviations', 'abbreviations');
  if (q.asks.has('abstractStatus')) {
    const title = k.label('Abstracts.regulations.statuses.title', '');
    r('abstractStatus', '', {text: `${title}: ${k.label('Abstracts.regulations.statuses.body', '')}`});
  }
  abstractLimitsParts(context, r);
  if (q.asks.has('abstractPerAuthor')) perAuthor(context, r);
  if (q.asks.has('abstractAnonymous') && (q.asks.has('abstract') || /\b(texto|text|body|cuerpo|corpo)\b/.test(q.folded))) {
    // "¿Hay que sacar el nombre del hospital?": yes, it must go.
    const remove =
      /\b(tirar|tiro|quitar|quito|sacar|saco|borrar|borro|eliminar|elimino|retirar|retiro|remove|delete|take out|strip|anonimizar|anonymi[sz]e)\b/.test(
        q.folded,
      );
    r('abstractAnonymous', 'anonymous', {remove: remove ? 'yes' : 'no'});
  }
  regulationParts(context, r);
  if (q.asks.has('abstractPresented')) found.push(['abstractPresented', presentedAnswer(context)]);
  else if (q.asks.has('abstractProxy') && /\b(present|apresent)/.test(q.folded)) {
    // "Mi jefe no estaba como coautor": a presenter who is no co-author.
    const notCoAuthor =
      /\b(no|not|nao|isnt|wasnt|isn't|wasn't|ni)( (es|era|estaba|esta|is|was|e|ta|estava|figura\w*|aparec\w*|listed))?( (como|as|an?|um|uma))? co-?aut\w*|\b(no|not|nao) (esta|is|was|estaba|ta|estava|figura\w*|aparec\w*) (en|na|on) (la |a |the )?(lista|list)|\bnot on the author list|\b(isnt|is not|not|nao e|no es) (an? |um |una? )?(author|autor|autora|co-?author|coautor\w*)\b|\b(isnt|isn't|wasn't|is not|not|no|nao) (esta |is )?(on|in|en|no|na|del|do) (the |el |la |o |a )?(abstract|paper|study|trabajo|trabalho|resumen|resumo|estudio|estudo)\b/.test(
        q.folded,
      );
    // "Alguien que no aparece como autor", "who isn't one of the authors", "yo no estoy en la lista": not a co-author.
    const notAuthor =
      notCoAuthor ||
      /\b(no|not|isnt|isn't|nao|ni|wasnt)\b(\W+\w+){0,4}\W+(autor\w*|authors?|author list|lista de autores|lista|list)\b/.test(q.folded);
    // (Whether the colleague is a co-author is not said: yes, if they are.)
    // ("…or could she present over Zoom instead?": a co-author can, in person.)
    r(
      'abstractProxy',
      notAuthor ? 'proxy' : ['inPersonNo', 'coAuthorNotRemote'].includes(inPersonKey(q.folded)) ? 'coAuthorNotRemote' : 'proxyCoAuthor',
    );
  } else if (q.asks.has('abstractInPerson')) r('abstractInPerson', inPersonKey(q.folded));
  overAfter(context, found);
  if (q.asks.has('authorChange')) authorChange(context, r);
  abstractDateParts(context, r);
  const at = (ask: Ask) => q.positions.get(ask) ?? Infinity;
  return closingSaidOnce(
    context,
    found.sort(([a], [b]) => at(a) - at(b)),
  );
}

/**
 * Presenting in person: "can I present by Zoom?" is a no; "¿presencial o puede mandar un video?" asks which, with
 * no yes or no; "does the presenter have to be a co-author and registered?" is both, in one yes.
 */
function inPersonKey(folded: string): string {
  const remote =
    /\b(virtual\w*|remot\w*|a distancia|video|zoom|teams|google meet)\b/.test(folded) ||
    /\b(present\w*|apresent\w*|expon\w*) (\w+ ){0,2}(online|on-line)\b/.test(folded);
  if (remote && /\b(presencial\w*|in person|en persona|pessoalmente)\b(\W+\w+){0,2}\W+(ou|o|or)\b/.test(folded)) return 'inPersonEither';
  // ("My co-author will present for me, or can she do it over Zoom?": she can, in person.)
  if (remote && /\bco-?aut\w* (\w+ ){0,4}(present|apresent|expon)\w*/.test(folded)) return 'coAuthorNotRemote';
  if (remote) return 'inPersonNo';
  return /\bco-?aut/.test(folded) ? 'presenterCoAuthor' : 'inPerson';
}

/** "¿Mi coautor puede presentar en mi lugar?" after the congress: the rule, then that it is over. */
function overAfter({k, q, now, today}: Context, found: [Ask, string][]): void {
  const part = found.find(([ask]) => ask === 'abstractProxy' || ask === 'abstractInPerson');
  if (!part || today.phase !== 'after' || pastTense.test(q.folded)) return;
  part[1] = `${part[1]} ${alreadyOver(k, now)}`;
}

/** "It's already over: the PANLAR 2026 Congress took place from … and ended N days ago." */
const alreadyOver = (k: Knowledge, now: number) =>
  k.t('answers.reason.alreadyOver', {days: -daysUntil(now, congress.endDate), dates: k.range(congress.startDate, congress.endDate)});

/** "Can I e-mail it, and as an oral, and how many?" after the deadline: that submission closed, said once. */
function closingSaidOnce(context: Context, found: [Ask, string][]): string[] {
  const day = context.k.date(keyDate('submissionDeadline'));
  const rule = (ask: Ask) => ask === 'abstractChannel' || ask === 'abstractPresented';
  // (Another part that gives the closing, the key dates' or the per-author rule's, says it for both rules.)
  let said = found.some(([ask, text]) => !rule(ask) && text.includes(day));
  return found.map(([ask, text]) => {
    // (A rule carried from the turn before is left as it was said, for the answer not to repeat it.)
    const again = said && rule(ask) && context.q.positions.has(ask) && text.includes(day);
    said ||= text.includes(day);
    if (again && ask === 'abstractChannel') return channelNo(context, true);
    return again ? presentedAnswer(context, true) : text;
  });
}

/** "Can I write it in Spanish?": no, English only; "in which language?" gets no yes or no. */
function languageAnswer({k, q}: Context): string {
  const english =
    /\b(ingles|english)\b/.test(q.folded) && !/\b(espanol|espanhol|spanish|portugues|portuguese|frances|french)\b/.test(q.folded);
  const text = k.t(`answers.reason.${english ? 'languageYes' : 'languageNo'}`);
  // ("¿En qué idioma se escriben?" asks which, with no yes or no.)
  // ("…¿en qué idioma? Yo escribo en español": the no to Spanish stays.)
  const which =
    /\b(que|q|what|which|qual|cual|in) (idiomas?|languages?|linguas?|lenguas?)\b/.test(q.folded) &&
    !/\b(espanol|espanhol|spanish|portugues|portuguese|frances|french)\b/.test(q.folded);
  return which ? text.replace(/^(No|Não|Yes|Sí|Sim)\. /u, '') : text;
}

/** "Can I e-mail my abstract?": no, online only; after the deadline, a no for the closing first. */
function channelNo({k, today}: Context, said = false): string {
  const deadline = keyDate('submissionDeadline');
  const closed = today.abstracts === 'open' ? 'no' : said ? 'said' : 'yes';
  return k.t('answers.reason.channelNo', {url: abstractSubmissionUrl, closed, deadline: k.date(deadline), time: k.time(deadline)});
}

/** Work already presented elsewhere: a poster only; once submission has closed, the rule as it was, and that it closed. */
function presentedAnswer({k, q, today}: Context, said = false): string {
  const deadline = keyDate('submissionDeadline');
  const closed = today.abstracts === 'open' ? 'no' : said && q.asks.has('abstractOral') ? 'said' : 'yes';
  const values = {closed, deadline: k.date(deadline), time: k.time(deadline)};
  // "¿Puedo enviarlo?" asked after the deadline: no, first.
  // ("Ya lo presenté el año pasado, ¿igual vale?" asks whether it counts, which the rule answers: no "No." first.)
  const sending = /\b(envi\w*|mand\w*|submit\w*|send\w*|sub(o|ir|irlo)|submet\w*)\b/.test(q.folded);
  const now = closed !== 'no' && sending && !pastTense.test(q.folded) && !/\b(podiamos|podia|could)\b/.test(q.folded);
  const lead = now && !q.asks.has('abstractOral') ? `${k.t('answers.reason.no')} ` : '';
  return lead + k.t(`answers.reason.${q.asks.has('abstractOral') ? 'presentedOral' : 'presented'}`, values);
}

/** The funding, canceled-status and structure rules, each led by its yes/no when the question asks one. */
function regulationParts({k, q}: Context, r: (ask: Ask, key: string, values?: Record<string, string | number>) => void) {
  const rule = (key: string) => `${k.label(`Abstracts.regulations.${key}.title`, '')}: ${k.label(`Abstracts.regulations.${key}.body`, '')}`;
  const lead = (verdict: 'yes' | 'no' | undefined) => (verdict ? `${k.t(`answers.reason.${verdict}`)} ` : '');
  // ("How many references, and do I have to use the background/methods/results structure?": another abstract rule asked.)
  const study =
    q.asks.has('abstract') ||
    q.asks.has('abstractReferences') ||
    q.asks.has('abstractCharacters') ||
    /\b(estudio|estudo|study|research|pesquisa|investigacion|trabajo|trabalho|resumen|resumo)\b/.test(q.folded);
  if (q.asks.has('abstractFunding') && study)
    r('abstractFunding', '', {text: lead(ruleVerdict('funding', q) ?? (q.asks.has('obligation') ? 'yes' : undefined)) + rule('funding')});
  // "¿Y si quedó en CANCELED lo evaluaban igual?": no.
  if (q.asks.has('abstractCanceled')) {
    const evaluated = /\b(evalua\w*|evaluat\w*|avalia\w*|review\w*|revisa\w*|consider\w*|count\w*|cont(a|aba|o|ou|ava))\b/.test(q.folded);
    r('abstractCanceled', '', {text: lead(evaluated ? 'no' : undefined) + rule('canceled')});
  }
  if (q.asks.has('abstractStructure') && study) r('abstractStructure', '', {text: lead(ruleVerdict('structure', q)) + rule('structure')});
}

/** Hotels with a room at or under a price, cheapest first. */
function hotelsUnder(k: Knowledge, max: number, stars?: number): string {
  const cheap = rankedHotels('cheapest').filter((entry) => stars === undefined || entry.hotel.stars === stars);
  // "2-star hotels under US$100?": none has that rating.
  if (cheap.length === 0) return k.t('answers.reason.hotelsNoStars', {stars: stars!});
  const under = cheap.filter((entry) => entry.rate <= max);
  if (under.length === 0)
    return k.t('answers.reason.hotelsUnderNone', {max: k.money(max), hotel: cheap[0].hotel.name, amount: k.money(cheap[0].rate)});
  const list = under.map((entry) => `${entry.hotel.name} ${k.money(entry.rate)}`);
  return k.t('answers.reason.hotelsUnder', {max: k.money(max), list: k.join(list), stars: stars ?? 0});
}

/** "Which hotel is closest to the venue?": not published; where the venue is and how to compare. */
function hotelDistance(k: Knowledge): string {
  const {name, street} = venueIn(k.locale);
  return k.t('answers.reason.hotelDistance', {venue: name, street, email: site.contactEmail});
}

/** Hotels with a room type ("¿cuáles tienen suite?"), with that room's rate, cheapest first. */
function hotelsWithRoom(k: Knowledge, type: RoomType, stars?: number): string {
  const room = lowerFirst(k.label(`Hotels.roomTypes.${type}`, type));
  const list = hotels
    .filter((hotel) => stars === undefined || hotel.stars === stars)
    .flatMap((hotel) => hotel.rooms.filter((entry) => entry.type === type).map((entry) => ({hotel, rate: entry.nightlyRateUsd})))
    .sort((a, b) => a.rate - b.rate)
    .map((entry) => `${entry.hotel.name} ${k.money(entry.rate)}`);
  return list.length
    ? k.t('answers.reason.hotelsWithRoom', {room, list: k.join(list)})
    : k.t('answers.reason.hotelsWithoutRoom', {room, email: site.contactEmail});
}

/** "Which ones are 4 star?": the hotels of a rating, each with its lowest rate. */
function hotelsWithStars(k: Knowledge, stars: number): string {
  const list = rankedHotels('cheapest')
    .filter((entry) => entry.hotel.stars === stars)
    .map((entry) => `${entry.hotel.name} (${k.money(entry.rate)})`);
  return list.length ? k.t('answers.reason.hotelsWithStars', {stars, list: k.join(list)}) : k.t('answers.reason.hotelsNoStars', {stars});
}

/** The cheapest or priciest hotel, among those of a star rating when the question names one. */
function rankedHotel(k: Knowledge, order: 'cheapest' | 'priciest', stars?: number, type?: RoomType): string {
  const [top] = rankedHotels(order, type).filter((entry) => stars === undefined || entry.hotel.stars === stars);
  if (!top) return k.t('answers.reason.hotelsNoStars', {stars: stars ?? 0});
  const room = lowerFirst(k.label(`Hotels.roomTypes.${top.room.type}`, top.room.type));
  // "the cheapest suite": the lowest rate of that room type.
  if (type && stars === undefined) return k.t(`answers.reason.${order}Room`, {hotel: top.hotel.name, amount: k.money(top.rate), room});
  if (stars !== undefined) return k.t(`answers.reason.${order}Stars`, {hotel: top.hotel.name, amount: k.money(top.rate), room, stars});
  // The cheapest of all, with its stars: "Hilton Garden Inn Panamá (3 stars): US$80 a night…".
  const hotel = k.t('answers.hotelStars', {hotel: top.hotel.name, stars: top.hotel.stars});
  return k.t(`answers.reason.${order}`, {hotel, amount: k.money(top.rate), room});
}

/** "How many congress hotels are there?" ("¿y cuántas estrellas tiene?" asks a hotel's stars, not how many hotels). */
const hotelCountAsked = (q: Query): boolean =>
  q.asks.has('howMany') &&
  q.asks.has('hotel') &&
  !q.superlative &&
  q.hotels.length === 0 &&
  !/\b(cuant[oa]s|how many|quant[oa]s) (estrellas|stars|estrelas)\b/.test(q.folded);

function hotelStay(k: Knowledge, hotel: (typeof hotels)[number], nights: number, type?: RoomType, withTaxes = false): string {
  const rooms = roomsOf(hotel, type);
  const priced = (rooms.length ? rooms : hotel.rooms).map((room) =>
    k.t('answers.reason.hotelStayRoom', {
      room: lowerFirst(k.label(`Hotels.roomTypes.${room.type}`, room.type)),
      total: k.money(room.nightlyRateUsd * nights),
      rate: k.money(room.nightlyRateUsd),
    }),
  );
  const stay = k.t('answers.reason.hotelStay', {nights, hotel: hotel.name, rooms: k.join(priced), tax: hotelBooking.taxPercent});
  // "¿Y ya con impuestos?": each room's total with the taxes too.
  if (!withTaxes) return stay;
  return `${stay} ${k.t('answers.reason.stayWithTaxes', {tax: hotelBooking.taxPercent, totals: taxedTotals(k, hotel, nights, type)})}`;
}

/** "E dividido por 3?", "split between the two of us": one room's stay, each one's share. */
function stayShare(k: Knowledge, q: Query, hotel: (typeof hotels)[number] | undefined, withTaxes: boolean): string | undefined {
  const split =
    /\b(dividid[oa]s?|dividir|dividiendo|split|rachad[oa]|rachar|repartid[oa]|entre|between|among) (por |entre |en |em |by |between |among )?(os |los |the |us )?(\d|two|three|four|dos|dois|duas|tres|cuatro|quatro)\b/.exec(
      q.folded,
    );
  const rooms = hotel ? roomsOf(hotel, q.roomType) : [];
  // ("…qto fica pra cada um?" of a triple room: its three guests.)
  const each = /\b(cada un[oa]|cada uma?|each|per person|por persona|por pessoa|por cabeza|por cabeca)\b/.test(q.folded);
  const sharing = {double: 2, triple: 3} as Partial<Record<RoomType, number>>;
  const count = split ? Number(split[4]) || wordNumber(split[4]) : each && rooms.length === 1 ? sharing[rooms[0].type] : undefined;
  if (!count || count < 2 || rooms.length !== 1 || q.nights === undefined) return undefined;
  const total = rooms[0].nightlyRateUsd * q.nights * (withTaxes ? (100 + hotelBooking.taxPercent) / 100 : 1);
  return k.t('answers.reason.stayShare', {count, each: Math.round((total / count) * 100) / 100, taxed: withTaxes ? 'yes' : 'no'});
}

/** A hotel's rooms of a type (all of them when none is named). */
const roomsOf = (hotel: (typeof hotels)[number], type?: RoomType) => hotel.rooms.filter((room) => !type || room.type === type);

/** Each room's (of the type named) total for some nights, with the taxes: "USD 264,00 en habitación estándar". */
function taxedTotals(k: Knowledge, hotel: (typeof hotels)[number], nights: number, type?: RoomType): string {
  const rooms = roomsOf(hotel, type);
  const totals = (rooms.length ? rooms : hotel.rooms).map((room) =>
    k.t('answers.reason.stayTaxRoom', {
      room: lowerFirst(k.label(`Hotels.roomTypes.${room.type}`, room.type)),
      total: Math.round(room.nightlyRateUsd * nights * (100 + hotelBooking.taxPercent)) / 100,
    }),
  );
  return k.join(totals);
}

/** "The cheapest, per night with taxes?": one night's rate of each room (of the type named) with the taxes. */
const nightWithTaxes = (k: Knowledge, hotel: (typeof hotels)[number], type?: RoomType): string =>
  k.t('answers.reason.nightWithTaxes', {tax: hotelBooking.taxPercent, totals: taxedTotals(k, hotel, 1, type)});

/**
 * "Is the W cheaper than the InterContinental?", "¿cuál es más caro, el Hilton o el Waldorf?": the two hotels' lowest
 * rates (of the room type named) side by side, led by the yes/no when the question claims one is cheaper.
 */
function hotelComparison(k: Knowledge, q: Query, order: 'cheapest' | 'priciest'): string {
  const [first, second] = q.hotels.map((hotel) => rankedHotels('cheapest', q.roomType).find((entry) => entry.hotel === hotel));
  if (!first || !second) return q.hotels.map((hotel) => k.hotel(hotel)).join(' ');
  const rates = {first: k.money(first.rate), second: k.money(second.rate)};
  if (first.rate === second.rate)
    return k.t('answers.reason.hotelSameRate', {a: first.hotel.name, b: second.hotel.name, amount: rates.first});
  const [low, high] = first.rate < second.rate ? [first, second] : [second, first];
  const verdict = k.t('answers.reason.hotelCompare', {
    cheaper: low.hotel.name,
    low: k.money(low.rate),
    dearer: high.hotel.name,
    high: k.money(high.rate),
  });
  // "¿Qué salía más barato, el W o el InterContinental?" asks which, not whether.
  if (/\b(cual|which|qual|quin)\b/.test(q.folded) || /^(que|what)\b/.test(q.folded) || /\b(ou|or|o el|o la|o los)\b/.test(q.folded))
    return verdict;
  const claimHolds = (order === 'cheapest') === (first === low);
  return `${k.t(`answers.reason.${claimHolds ? 'yes' : 'no'}`)} ${verdict}`;
}

/** "From cheapest to most expensive", "ordenados por precio", "by price": the whole list in order. */
const byRate =
  /\b(from|de|del|do|da) (the )?(cheapest|lowest|mas barat[oa]|mais barat[oa]|menor)\b.*\b(to|al|a|ao|hasta|ate) (the )?(most expensive|priciest|highest|mas car[oa]|mais car[oa]|mayor|maior)\b|\b(ordenad[oa]s?|sorted|ranked|order(ed)?|em ordem|en orden|por orden) (\w+ ){0,2}(price|precio|preco|rate|tarifa|valor)\b|\bby (price|rate)\b/;

/** "From cheapest to most expensive": all the hotels by their lowest rate; "which has the most stars?": the top rating's. */
function hotelsListed(k: Knowledge, q: Query): string | undefined {
  if (q.hotels.length > 0 || !q.asks.has('hotel')) return undefined;
  if (byRate.test(q.folded) && q.stars === undefined)
    return k.t('answers.reason.hotelsByRate', {
      list: k.join(rankedHotels('cheapest').map((entry) => `${entry.hotel.name} (${k.money(entry.rate)})`)),
    });
  if (starsCompared.test(q.folded)) return hotelsWithStars(k, Math.max(...hotels.map((hotel) => hotel.stars)));
  return undefined;
}

/** "¿El Le Méridien tenía triple?": whether one hotel has a room type ("quantas estrelas tem…" asks the stars). */
function roomAsked(q: Query): boolean {
  return (
    q.roomType !== undefined &&
    q.hotels.length === 1 &&
    q.nights === undefined &&
    /\b(tiene|tienen|tenia|tem|tinha|has|have|had|hay|habia|is there|are there|existe)\b/.test(q.folded) &&
    !/\b(quant[oa]s|cuant[oa]s|how many) (estrelas|estrellas|stars)\b/.test(q.folded)
  );
}

/** "¿El Le Méridien tenía triple?": the yes/no, then the hotel's rooms. */
function roomVerdict(k: Knowledge, q: Query): string {
  const has = q.hotels[0].rooms.some((room) => room.type === q.roomType);
  return `${k.t(`answers.reason.${has ? 'yes' : 'no'}`)} ${k.hotel(q.hotels[0])}`;
}

/** "How do I book it at the congress rate?": through the hotel's own link, and group bookings by e-mail. */
function bookingPart(k: Knowledge, q: Query, after: boolean): string | undefined {
  if (!q.asks.has('hotelBook') || !(q.asks.has('hotel') || q.hotels.length > 0) || q.asks.has('airline')) return undefined;
  const [hotel] = q.hotels;
  const link = hotel ? ` (${hotel.name}: ${hotel.reservationUrl})` : '';
  // Once the congress is over, the rates stay on the page for reference only ("can I still book it?": no),
  // and a stay is booked on the hotel's own site.
  if (after) {
    const still = /\b(still|todavia|aun|ainda)\b/.test(q.folded) ? `${k.t('answers.reason.no')} ` : '';
    return `${still}${k.label('Hotels.afterNote', '')} ${k.t('answers.reason.hotelBookAfter', {link, email: hotelBooking.groupEmail})}`;
  }
  return k.t('answers.reason.hotelBook', {link, email: hotelBooking.groupEmail});
}

/** "The cheapest?", "¿el más caro?": a hotel ranked, unless the question is about a registration fee. */
const hotelRankingAsked = (q: Query): q is Query & {superlative: 'cheapest' | 'priciest'} =>
  (q.superlative === 'cheapest' || q.superlative === 'priciest') &&
  !registrationRanked(q) &&
  // ("¿Y hasta cuándo era el precio más barato?" after a fee: the early fee's end, not a hotel.)
  // ("Can I register today? I want to lock in the cheap rate": the registration's cheapest rate, not a hotel.)
  (q.asks.has('hotel') ||
    (q.hotels.length === 0 &&
      !q.category &&
      // ("I fly class R because it's the cheapest": the fare, not a hotel.)
      !q.asks.has('airline') &&
      !q.travelClass &&
      !q.asks.has('earlyDiscount') &&
      !q.asks.has('periodUntil') &&
      !/\b(inscri\w*|regist\w*|sign up|pag(o|a|ar|ue|uei|ado|amos|ando)|pay\w*|paid|fees?)\b/.test(q.folded)));

const priceWords = /\b(precio|price|cuanto|quanto|tarifa|rate|cost\w*|valor|preco)\b/;

/** Whether the hotels' cards answer: not to "is breakfast included?", "is that per person?" after their rates. */
function cardsWanted(q: Query): boolean {
  const context = q.asks.has('rateBasis') || (['breakfast', 'taxes'].some((ask) => q.asks.has(ask as Ask)) && !priceWords.test(q.folded));
  if (q.hotelsCarried && context) return false;
  return !q.asks.has('breakfast') || q.roomType !== undefined || priceWords.test(q.folded);
}

/** A stay's "total" is what the visitor pays: with the taxes. */
const stayWithTaxes = (q: Query): boolean =>
  q.asks.has('taxes') ||
  /\b(total|en total|in total|no total|all in|all-in|all included|todo incluido|tudo incluido|com (as )?taxas|com (a )?taxa|com (os )?impostos|com (o )?imposto|con (los )?impuestos|con (el )?impuesto|with (the )?tax\w*)\b/.test(
    q.folded,
  ) ||
  taxPercentNamed.test(q.folded);

function hotelParts({k, q, today}: Context): string[] {
  // "A good place to eat near the convention center?": a restaurant, not the hotel closest to it.
  if (leisureAsked(q) && !/\bhote(l|is|les|ls)\b/.test(q.folded)) return [];
  const booking = bookingPart(k, q, today.phase === 'after');
  const withTaxes = stayWithTaxes(q);
  // "¿Cuánto salen 3 noches en el Radisson en doble?": the stay, worked out per room (a hotel with one room: that room);
  // "how do I book the Radisson, 4 nights in a double, total?": how to book, and the stay.
  const stay = q.nights !== undefined && q.hotels.length === 1 ? hotelStay(k, q.hotels[0], q.nights, q.roomType, withTaxes) : undefined;
  // ("How many stars is the Golden Tower, and how do I book?": its card, then how to book.)
  const alsoCard =
    !stay && q.hotels.length > 0 && /\b(estrellas|estrelas|stars|cuanto|quanto|how much|price|precio|preco)\b/.test(q.folded);
  // ("How do I book the Golden Tower, and is tax included?": how to book, and the taxes.)
  const bookingTaxes =
    q.asks.has('taxes') && !q.asks.has('airline') && !stay ? [k.t('answers.reason.hotelTaxes', {percent: hotelBooking.taxPercent})] : [];
  if (booking) return [...(alsoCard ? [k.hotel(q.hotels[0])] : []), ...(stay ? [stay] : []), booking, ...bookingTaxes];
  const parts: string[] = [];
  let taxedNight: string | undefined;
  const hotelTalk = q.asks.has('hotel') || q.hotels.length > 0;
  // "Is that per person or per room?": the hotel rates' basis, unless a registration fee is the subject.
  if (q.asks.has('rateBasis') && (hotelTalk || !q.asks.has('fee'))) parts.push(k.t('answers.reason.rateBasis', {email: site.contactEmail}));
  if (starsCompared.test(q.folded) && q.hotels.length > 1) return [...parts, hotelStars(k, q.hotels)];
  const listed = hotelsListed(k, q);
  if (listed) return [...parts, listed];
  // "¿Cuánto salen 3 noches en el hotel más caro?": the stay at the hotel ranked first (a named hotel's is `stay`).
  // "3 of us in one room for 5 nights, which hotel and what total?": the one hotel with that room.
  const withRoom = q.roomType ? rankedHotels('cheapest', q.roomType).filter((entry) => entry.room.type === q.roomType) : [];
  const ranked =
    q.nights !== undefined && q.hotels.length === 0 && (q.superlative === 'cheapest' || q.superlative === 'priciest')
      ? rankedHotels(q.superlative, q.roomType).find((entry) => q.stars === undefined || entry.hotel.stars === q.stars)
      : q.nights !== undefined && q.hotels.length === 0 && withRoom.length === 1
        ? withRoom[0]
        : undefined;
  // ("…e dividido por 3?": each one's share of the stay too.)
  const share = q.nights !== undefined ? stayShare(k, q, ranked?.hotel ?? q.hotels[0], withTaxes) : undefined;
  const shared = share ? [share] : [];
  if (q.nights !== undefined && ranked)
    parts.push(hotelStay(k, ranked.hotel, q.nights, q.roomType ?? ranked.room.type, withTaxes), ...shared);
  else if (stay) parts.push(stay, ...shared);
  else if (q.roomType && hotelTalk && q.hotels.length === 0 && !q.superlative) parts.push(hotelsWithRoom(k, q.roomType, q.stars));
  else if (q.maxPrice !== undefined && q.stars !== undefined) parts.push(hotelsUnder(k, q.maxPrice, q.stars));
  // "Which 5-star hotels, cheapest first?": the list, which runs from the lowest rate.
  else if (
    q.stars !== undefined &&
    hotelTalk &&
    q.hotels.length === 0 &&
    (!q.superlative ||
      (q.superlative === 'cheapest' && /\b(first|primero|primeiro|in order|en orden|em ordem|ordenad\w*|sorted|ranked)\b/.test(q.folded)))
  )
    parts.push(hotelsWithStars(k, q.stars));
  else if (hotelCountAsked(q)) parts.push(`${k.t('answers.reason.hotelCount', {count: hotels.length})} ${k.hotels()}`);
  else if (q.maxPrice !== undefined && q.asks.has('hotel')) parts.push(hotelsUnder(k, q.maxPrice));
  else if (q.superlative === 'closest' || walkAsked(q)) {
    // The site gives no hotel's distance to the venue: say so, with the list (each hotel's page card has its map link).
    // ("Does the Hilton Garden Inn have double rooms? And how far is it?": the rooms' yes/no first.)
    // ("¿…o hay que tomar taxi?" is no room asked.)
    if (roomAsked(q) && !/\b(hay que|hay q|tem que|tenho que|have to)\b/.test(q.folded)) parts.push(roomVerdict(k, q), hotelDistance(k));
    else if (q.hotels.length) parts.push(hotelDistance(k), ...q.hotels.map((hotel) => k.hotel(hotel)));
    else if (q.asks.has('hotel')) parts.push(hotelDistance(k), k.hotels());
  } else if (q.superlative && q.hotels.length === 2 && q.rankings.length < 2) parts.push(hotelComparison(k, q, q.superlative));
  else if (hotelRankingAsked(q)) {
    if (q.rankings.length > 1) for (const order of q.rankings) parts.push(rankedHotel(k, order, q.stars, q.roomType));
    else parts.push(rankedHotel(k, q.superlative, q.stars, q.roomType));
    // ("The cheapest, per night with taxes?": that night's rate with the taxes too.)
    const [top] = rankedHotels(q.superlative, q.roomType).filter((entry) => q.stars === undefined || entry.hotel.stars === q.stars);
    if (top && q.rankings.length < 2 && withTaxes && nightAsked.test(q.folded)) taxedNight = nightWithTaxes(k, top.hotel, top.room.type);
  } else if (roomAsked(q)) parts.push(roomVerdict(k, q));
  else if (
    /\b(q|que|which|what|quais|cuales) hote(is|les|ls)\b/.test(q.folded) &&
    !q.superlative &&
    q.hotels.length === 0 &&
    q.stars === undefined &&
    !q.roomType &&
    q.maxPrice === undefined &&
    !q.asks.has('breakfast') &&
    !q.asks.has('taxes')
  )
    // "¿Qué hoteles había con tarifa del congreso?": the list.
    parts.push(k.hotels());
  else if (q.stars !== undefined && q.hotels.length === 1)
    // "El Radisson es 5 estrellas, ¿no?": the yes/no, then the hotel (its card gives its rating).
    parts.push(`${k.t(`answers.reason.${q.hotels[0].stars === q.stars ? 'yes' : 'no'}`)} ${k.hotel(q.hotels[0])}`);
  else if (cardsWanted(q)) for (const hotel of q.hotels) parts.push(k.hotel(hotel, q.oneRoomType ? q.roomType : undefined));
  // "¿Qué hoteles tienen convenio? ¿Tienen desayuno?": the list as well as the breakfast.
  const listAsked =
    parts.length === 0 &&
    q.hotels.length === 0 &&
    /\b(que|cuales|which|what|quais|qual|wich) (son (los )?|sao (os )?|are (the )?)?hote(l|les|ls|is)\b/.test(q.folded);
  if (listAsked && (q.asks.has('breakfast') || q.asks.has('taxes'))) parts.push(k.hotels());
  // A stay worked out already says "plus 10% taxes".
  const taxes = q.asks.has('taxes') && (q.asks.has('hotel') || q.asks.has('breakfast')) && !q.asks.has('airline') && q.nights === undefined;
  // "¿Incluyen el desayuno y los impuestos?": one yes and one no, so neither leads with "Sí".
  const breakfast = k.t('answers.reason.breakfast');
  if (q.asks.has('breakfast')) parts.push(taxes ? breakfast.replace(`${k.t('answers.reason.yes')} `, '') : breakfast);
  if (taxes) parts.push(k.t('answers.reason.hotelTaxes', {percent: hotelBooking.taxPercent}));
  if (taxedNight) parts.push(taxedNight);
  return parts;
}

/** "Per night", "la noche", "a diária": a night's rate asked. */
const nightAsked = /\b(per night|a night|each night|nightly|por noche|la noche|por noite|a noite|diaria|por diaria)\b/;

/** Words of the program's labels that name no topic on their own ("enfermedades", "estado"). */
const genericTopicWords = new Set(
  'sindrome syndrome otras outras other autoinmunes autoimunes autoimmune enfermedades enfermedad doencas doenca diseases disease estado actual atual current state nuevas novas other otras outras sistemica sistemicas systemic cronico cronica chronic inflamatorias inflammatory pacientes patients difficult dificil tratamiento tratamento treatment manejo management induced latin latina america data big reumatologia rheumatology medicina medicine'.split(
    ' ',
  ),
);

/** "What topics does the program cover?", "¿qué temas tiene el programa?": the whole list. */
const wholeProgramAsked =
  /\b(what|which|que|cuales|quais|what are the) (main |general |big )?(topics|temas|themes|subjects|areas|assuntos|ejes|eixos)\b|\b(program|programme|programa) (cover|covers|include|includes|incluye|cubre|abarca|inclui|cobre)\b/;

function programTopic({k, q, today}: Context): string | undefined {
  const labels = [
    ...generalTopics.flatMap((topic) => [topic.key, ...(topic.subtopics ?? [])]).map((key) => k.label(`Program.topics.${key}`, '')),
    ...latestIn.map((key) => k.label(`Program.latest.${key}`, '')),
  ].filter(Boolean);
  const found = labelNamed(q, labels);
  // "¿Habrá algo de sarcoidosis?": a disease the program names under no heading.
  // ("Is there a topic for Sjögren's?" names an abstract topic: that answer, not the program's.)
  const abstractTopicAsked =
    /\b(topics?|temas?|topicos?|ejes?|eixos?|categor\w*)\b/.test(q.folded) && labelNamed(q, abstractTopicLabels(k));
  if (!found && !abstractTopicAsked && (unlistedDiseases.test(q.folded) || diseaseHeadingWords(q.folded)))
    return k.t('answers.reason.programNotListed', {
      latest: k.join(latestIn.map((key) => lowerFirst(k.label(`Program.latest.${key}`, key)))),
      email: site.contactEmail,
    });
  if (!found) return undefined;
  // "What were the controversies about?": a general topic's own subtopics.
  const general = generalTopics.find((topic) => k.label(`Program.topics.${topic.key}`, '') === found);
  if (general?.subtopics?.length && /\b(what|which|que|cuales|quais|qual|about|sobre|inclu\w*)\b/.test(q.folded)) {
    const subtopics = general.subtopics.map((key) => lowerFirst(k.label(`Program.topics.${key}`, key)));
    return `${found}: ${k.join(subtopics)}.`;
  }
  // "¿Microbioma? ¿En qué tema entraba?": a subtopic, under its general topic.
  const parent = generalTopics.find((topic) => topic.subtopics?.some((key) => k.label(`Program.topics.${key}`, '') === found));
  if (parent && /\b(en que|em que|em qual|which|what|qual|cual|under|dentro de)\b/.test(q.folded)) {
    const subtopics = parent.subtopics!.map((key) => lowerFirst(k.label(`Program.topics.${key}`, key)));
    return `${k.t('answers.reason.programYes', {topic: lowerFirst(found)})} ${k.label(`Program.topics.${parent.key}`, '')}: ${k.join(subtopics)}.`;
  }
  // "Anything on gout or the microbiome?": every topic named.
  const all = labelsNamed(q, labels).map(lowerFirst);
  const text = k.t('answers.reason.programYes', {topic: all.length > 1 ? k.join(all) : lowerFirst(found)});
  // "What topics does the program cover, anything on AI?": that one, then the whole list.
  const [listClause] = q.folded.split(/ (?:and|y|e|anything|something|any|algo|alguna?|algum|alguma|tem|hay|is there) /);
  if (wholeProgramAsked.test(listClause) && !labelNamed({...q, folded: listClause}, labels))
    return `${text} ${k.program(today.phase === 'after')}`;
  // ("¿Viene alguien fuerte en lupus?": who is not published; the topic is, with no yes to the person.)
  // ("When is the schedule out, which day are the lupus sessions?": the topic is in it, with no yes to the "when".)
  return /\b(alguien|alguem|someone|anyone|somebody|quien|quienes|who|quem|when|cuando|quando|which day|what day|que dia|qual dia)\b/.test(
    q.folded,
  )
    ? text.replace(/^(Sí|Sim|Yes)\. /u, '')
    : text;
}

function congressWhen({k, today}: Context): string | undefined {
  const dates = k.range(congress.startDate, congress.endDate);
  const place = {dates, city: k.t('answers.city'), venue: venue.localizedName[k.locale], street: venue.localizedAddress[k.locale].street};
  if (today.phase === 'after') return k.t('answers.reason.congressPast', place);
  if (today.phase === 'during') return k.t('answers.reason.congressNow', place);
  return undefined;
}

/**
 * "When is it?", "is it happening now?", "has it taken place?", "how long until it starts?": the
 * congress dates in the tense of today, led by the yes/no or the days left the question asks.
 */
/** "What day of the congress is it today?": which of its days, or that it is not under way. */
/** The congress's days by their ordinal, as a visitor names them ("the first day", "el segundo día"). */
const ordinals = ['first|primer|primero|primeiro', 'second|segundo', 'third|tercer|tercero|terceiro', 'fourth|cuarto|quarto'];

function congressDayToday(context: Context): string | undefined {
  const {k, today} = context;
  const number = calendarDates.congressDays.findIndex((day) => day.date === today.congressDay) + 1;
  // "Is today the first day?": yes or no, then which day it is (or the congress's dates, on no day of it).
  const ordinal = ordinals.findIndex((words) => new RegExp(String.raw`\b(${words}) (day|dia)\b`).test(context.q.folded)) + 1;
  const verdict = ordinal > 0 ? `${k.t(`answers.reason.${ordinal === number ? 'yes' : 'no'}`)} ` : '';
  if (!today.congressDay) return verdict + (congressStatus(context) ?? k.dates());
  const values = {day: k.date(today.congressDay), number, count: calendarDates.congressDays.length};
  return verdict + k.t('answers.reason.congressDayIs', values);
}

/** "What time…?", "¿a qué hora…?", "que horas…?": a time of day asked. */
const timeOfDayAsked = /\b((a )?que horas?|what time)\b/;

/** "¿Hoy es el último día?": the congress's last day, in the tense of today. */
function lastDay({k, q, today, now}: Context): string {
  const end = k.date(congress.endDate);
  // "What time does it end on the last day?": the day, and that no closing time is published.
  if (q.asks.has('unpublished') && timeOfDayAsked.test(q.folded))
    return `${lastDay({k, q: {...q, asks: new Set()}, today, now} as Context)} ${k.t('answers.reason.closingTimeUnpublished', {email: site.contactEmail})}`;
  // "Is tomorrow the last day?", "¿hoy es el último día?": yes or no, then the day.
  const named = q.date ?? (q.today ? isoToday(now) : undefined);
  const verdict =
    named && !/\b(when|cuando|quando|what day|que dia|qual dia|which day|how many|cuant[oa]s|quant[oa]s)\b/.test(q.folded)
      ? `${k.t(`answers.reason.${named === congress.endDate ? 'yes' : 'no'}`)} `
      : '';
  if (today.phase === 'after') return verdict + k.t('answers.reason.lastDayPast', {end});
  if (today.congressDay === congress.endDate) return verdict + k.t('answers.reason.lastDayToday', {end});
  // During the congress, "how many days are left till it ends?": tomorrow, or in so many days.
  if (today.congressDay) return verdict + k.t('answers.reason.lastDayIn', {end, days: daysUntil(now, congress.endDate)});
  return verdict + k.t('answers.reason.lastDayIs', {end});
}

/** The congress's last day in the tense of today, with no yes or no to a day the question names. */
const congressEnds = (context: Context): string => lastDay({...context, q: {...context.q, date: undefined, today: false, asks: new Set()}});

/** The opening session's day and time, in the tense of today (the countdown's own sentences). */
function openingTime({k, today}: Context): string {
  const values = {date: k.date(congress.opensAt), time: k.time(congress.opensAt)};
  return k.label(today.phase === 'after' || today.phase === 'during' ? 'Countdown.startedAt' : 'Countdown.startsAt', '', values);
}

/** "Is it over?", "¿ya terminó?", "já acabou?": whether the congress has ended. */
const endedAsked =
  /\b(ya (termino|acabo|se termino|se acabo|fue|paso)|(ja|tinha) (terminou|acabou|passou|foi|encerrou)|is (it )?over|already over|over already|(has|did) (it|the congress|panlar|the conference) (ended|finished|end|finish)|(congress|conference|panlar|event|meeting|it) (is |was )?(already |all )?(over|finished|done|ended|wrapped up))\b/;

function congressStatus(context: Context): string | undefined {
  const {k, q, now, today} = context;
  const when = congressWhen(context);
  const past =
    /\b(took place|take place|happen|already happened|happened|(ja|ya) rolou|rolou|ya (fue|paso|se realizo|termino|acabo|se termino|se acabo|se hizo|empezo|comenzo|arranco|inicio)|se realizo|ja (aconteceu|foi realizado|terminou|acabou|comecou|iniciou)|aconteceu|is (it )?over|already over|has (it|the congress|panlar) (started|begun|ended|finished)|(is|was) (the )?(congress|conference|panlar|event|meeting|it) (already |all )?(over|finished|done)|(congress|conference|panlar|event|meeting) (has )?(already )?(ended|finished|wrapped up)|did (it|the congress|panlar|the conference) (end|finish))\b/.test(
      q.folded,
    );
  // "¿Cuántos días faltan?", "how many days are left?" once it has begun: which day it is and when it ends, or none.
  const daysLeft =
    q.asks.has('countdown') ||
    (q.asks.has('howMany') && /\b(dias|days)\b/.test(q.folded) && /\b(quedan|faltan|faltam|restam|left|remain\w*)\b/.test(q.folded));
  const yes = `${k.t('answers.reason.yes')} `;
  const no = `${k.t('answers.reason.no')} `;
  const opening = q.asks.has('openingTime') ? openingTime(context) : undefined;
  const started = /\b(already|ya|ja|started|began|empezo|comenzo|comecou|inicio|miss|missed|perdi|perdido|perdio|perdeu|perdemos)\b/.test(
    q.folded,
  );
  const ended = -daysUntil(now, congress.endDate);
  // ("¿Cuándo y dónde fue? ¿Y cuántos días faltan?": where and when, then how long ago.)
  const where = q.asks.has('venue') || q.asks.has('congressWhen');
  if (daysLeft && today.phase === 'after' && ended > 0)
    return where
      ? `${when} ${congressAgo(context)}`
      : k.t('answers.reason.daysLeftNone', {days: ended, dates: k.range(congress.startDate, congress.endDate)});
  const ends = congressEnds(context);
  if (daysLeft && today.phase === 'during' && !started)
    return today.congressDay === congress.endDate ? ends : `${congressDayToday(context)} ${ends}`;
  // "How many days until the opening ceremony?": the countdown, which gives the opening's day and time.
  const before = today.phase !== 'after' && today.phase !== 'during';
  if (q.asks.has('countdown') && before) {
    const values = {date: k.date(congress.opensAt), time: k.time(congress.opensAt)};
    // Within a day of the session, or asked in hours: the hours left.
    const opensAt = DateTime.fromISO(congress.opensAt, {zone: CONGRESS_ZONE});
    const hours = Math.ceil((opensAt.toMillis() - now) / 3_600_000);
    const hoursAsked = /\b(how many hours|cuantas horas|quantas horas|hours (left|to go|until|till))\b/.test(q.folded);
    if (now < opensAt.toMillis() && (hours <= 24 || hoursAsked)) {
      const day = DateTime.fromMillis(now, {zone: CONGRESS_ZONE});
      const when =
        day.toISODate() === opensAt.toISODate() ? 'today' : day.plus({days: 1}).toISODate() === opensAt.toISODate() ? 'tomorrow' : 'other';
      return k.t('answers.reason.countdownHours', {...values, hours, when});
    }
    // (Calendar days, as people count them: at 00:30 on March 17, April 27 is 41 days away.)
    const countdown = k.t('answers.reason.countdown', {...values, days: daysUntil(now, congress.startDate)});
    // "¿Cuándo son las fechas exactas y cuántos días faltan?": the dates too.
    const datesAsked = q.asks.has('congressWhen') || /\b(fechas|dates|datas|when is|cuando es|quando e)\b/.test(q.folded);
    return datesAsked ? `${countdown} ${k.dates()}` : countdown;
  }
  // ("¿A qué hora fue la apertura? me la perdí" asks the time: no yes before it.)
  const missedTimeAsked =
    /\b((a )?(que|q) horas?|what time|at what time)\b/.test(q.folded) &&
    /\b(perdi|perdio|perdeu|perdido|miss|missed)\b/.test(q.folded) &&
    !/\b(ya|ja|already) (empezo|comenzo|arranco|inicio|comecou|started|began)\b|\bhas (it|the congress) (started|begun)\b/.test(q.folded);
  if (opening && started) return (missedTimeAsked ? '' : today.phase === 'after' || today.phase === 'during' ? yes : no) + opening;
  // "¿A qué hora es la inauguración?": the time itself.
  if (opening && /\b(hora|horas|time|horario)\b/.test(q.folded) && !q.asks.has('congressWhen') && !q.asks.has('happeningNow'))
    return opening;
  if (opening) return today.phase === 'after' || today.phase === 'during' ? `${when} ${opening}` : `${k.dates()}`;
  // "¿Todavía estoy a tiempo de ir?": yes until its last day, no after it; "too late?" the other way round.
  // (Its dates, not how long it lasts, carried from "¿cuántos días dura?".)
  const over = today.phase === 'after';
  const going = stillToGo.test(q.folded) ? !over : tooLateToGo.test(q.folded) ? over : undefined;
  if (going !== undefined) {
    const asks = new Set([...q.asks].filter((ask) => ask !== 'congressLength'));
    const dates = today.phase === 'during' || over ? congressWhen({...context, q: {...q, asks}}) : k.dates();
    return (going ? yes : no) + dates;
  }
  // "¿Ya empezó?" during the congress: yes; "is it over already?": not yet.
  if (today.phase === 'during') return q.asks.has('happeningNow') ? (endedAsked.test(q.folded) ? no : yes) + when : when;
  const tookPlace =
    /\b(took place|take place|happen|already happened|happened|rolou|se realizo|aconteceu|ya (fue|paso|se hizo)|ja (foi|passou))\b/;
  const startAsked = /\b(empez\w*|comenz\w*|comec\w*|inici\w*|arranc\w*|start\w*|begun|began|begin)\b/;
  if (
    today.phase === 'after' &&
    q.asks.has('happeningNow') &&
    startAsked.test(q.folded) &&
    !tookPlace.test(q.folded) &&
    !endedAsked.test(q.folded)
  )
    // "¿Ya empezó? llego hoy" months later: not a bare yes, it is over.
    return alreadyOver(k, now);
  if (today.phase === 'after') return q.asks.has('happeningNow') ? (past ? yes : no) + when : when;
  return q.asks.has('happeningNow') ? no + k.dates() : when;
}

/** "Registration is closed: the PANLAR 2026 Congress took place from 27 to 30 April 2026." */
const registrationClosed = (k: Knowledge) =>
  k.t('answers.reason.registrationClosed', {dates: k.range(congress.startDate, congress.endDate)});

/** Adds a sentence of the answer; `asks` place it where the question names them (a section's own by default). */
type Add = (text: string | undefined, of: Topic, asks?: readonly Ask[]) => void;

/** PANLAR's vision, mission, pillars and impact objectives, as the question names them; the founding year if asked. */
function aboutPanlar({k, q}: Context): Reasoned | undefined {
  const has = (ask: Ask) => q.asks.has(ask);
  // "¿Cuál es la visión (o la misión) de PANLAR?": the About page's own sentences, after the founding year if asked.
  const aims = (['vision', 'mission'] as const).filter((key) =>
    (key === 'vision' ? /\b(vision|visao)\b/ : /\b(mission|mision|missao)\b/).test(q.folded),
  );
  // "What is PANLAR trying to achieve?": its mission and impact objectives.
  const goals =
    /\b(panlar|league|liga)\b/.test(q.folded) &&
    /\b(achieve|goals?|aims?|objectives?|objetivos?|metas?|proposito|purpose|persigue|pretende|busca|trying to|lograr|alcanzar|alcancar|para que (sirve|serve))\b/.test(
      q.folded,
    );
  // "¿Y sus pilares y objetivos de impacto?": the five pillars by name, the three objectives.
  const pillars = /\b(pilares|pillars?|pilar)\b/.test(q.folded);
  const impactNamed = /\b(impact|impacto)\b/.test(q.folded);
  if (goals && !aims.length && !pillars && !impactNamed) aims.push('mission');
  if (aims.length || pillars || impactNamed) {
    const founded = has('founded') ? [k.t('answers.reason.founded', {founded: congress.organizerFounded})] : [];
    const texts = aims.map((key) => `${k.label(`About.${key}.title`, key)}: ${k.label(`About.${key}.text`, '')}`);
    const names = (['education', 'research', 'patients', 'integration', 'quality'] as const).map((key) =>
      k.label(`About.pillars.${key}.title`, key),
    );
    if (pillars) texts.push(`${k.label('About.pillars.title', '')}: ${k.join(names.map(lowerFirst))}.`);
    // The objectives as one sentence: "shorten…; widen…; train…".
    const impact = (['earlyDiagnosis', 'access', 'nextGeneration'] as const).map((key) =>
      lowerFirst(k.label(`About.impact.${key}`, '').replace(/\.$/, '')),
    );
    if (goals || impactNamed) texts.push(`${k.label('About.impact.title', '')}: ${impact.join('; ')}.`);
    return {parts: [...founded, ...texts], topic: 'about'};
  }
  return undefined;
}

/** Questions the site cannot or must not answer: medical, off-topic, visas, what is not published. */
/** Something the site does not publish: that it is not, with what the site does say beside it. */
/** Sights asked of the city ("what sights can I visit in Panama?"), or a recommendation the site does not make. */
const leisureAsked = (q: Query): boolean =>
  (sightsWords.test(q.folded) &&
    /\b(panama|city|ciudad|cidade|visit\w*|conoc\w*|conhec\w*|recomiend\w*|recomend\w*|recommend\w*)\b/.test(q.folded)) ||
  leisureNamed(q);

/** "Any good beaches for a day trip?", "¿un buen restaurante de ceviche?": a recommendation the site does not make. */
const leisureNamed = (q: Query) =>
  // ("Is there a lunch break today and where do we eat?": the congress's own meals, which are not published.)
  !/\b(lunch ?breaks?|almuerzos? (del|en el|incluid\w*)|almocos? (do|no|incluid\w*)|coffee ?breaks?|catering|(pausa|intervalo|break) (para|pro|pra|for) (el |o )?(almuerzo|almoco|lunch))\b/.test(
    q.folded,
  ) &&
  /\b(recomiend\w*|recomend\w*|recommend\w*|indica\w*|suggest\w*|sugier\w*|sugest\w*|donde|where|onde|good|buen[oa]?s?|bo[mn]s?|boas?|mejor(es)?|melhor(es)?|best)\W+(?:\w+\W+){0,5}(comer|eat|cenar|jantar|almorzar|almocar|restaurantes?|restaurants?|bares|bars|playas?|praias?|beach(es)?|paseos?|passeios?|tours?|excursi\w*)\b|\b(que|q|what|which|quais|cuales) (restaurantes?|restaurants?|bares|bars)\b|\b(restaurantes?|restaurants?|bares|bars) (bo[mn]s?|boas?|buen[oa]s?|legal|legais|bacanas?)\b|\b(algun[oa]?s?|algum[a]?s?|some|any) (good |buen[oa]s? |bo[mn]s? )?(restaurantes?|restaurants?|bares|bars)\b|\b(restaurantes?|restaurants?|bares|bars|playas?|praias?|beach(es)?|passeios?|paseos?)\W+(?:\w+\W+){0,3}(recomiend\w*|recomend\w*|recommend\w*|indica\w*|suggest\w*|sugier\w*|sugest\w*)\b|\b(ceviche|cevicheri\w*|seafood|mariscos|marisquer\w*|frutos do mar|parrilla|steakhouse|pizzeri\w*|sushi|rooftop|(good|buen|bom|boa|best|mejor|melhor) (bar|pub|club|boate|discoteca)|day trip|paseo de un dia|bate-volta)\b|\b(algun[oa]?|algum[a]?|some|any|algo)\W+(?:\w+\W+){0,1}(paseos?|passeios?|tours?|excursi\w*)\b|\b(paseos?|passeios?|tours?|excursi\w*)\W+(?:\w+\W+){0,1}(bo[mn]s?|boas?|buen[oa]s?|good|legal|legais|bacanas?|interesante\w*|interessante\w*)\b|\b((o que|que|what) (tem|hay|ha|is there) (pra|para|de bom pra|to) (fazer|hacer|do)|things to do|cosas (que|para) hacer|coisas (pra|para) fazer|vale a pena (visitar|conhecer|ir)|worth (visiting|a visit|seeing)|vale la pena (visitar|conocer|ir))\b|\bvale a pena\W*$/.test(
    q.folded,
  );

/**
 * The day of the congress week a visitor names for its program ("Friday May 1", "el jueves", "the
 * 26th"): its date when one is given or the weekday falls on a congress day, else only its weekday.
 */
function programDay(q: Query): {date?: string; named?: string} | undefined {
  // (A date named outside the congress week, "tomorrow" in February, is simply no congress day.)
  if (q.date) return {date: q.date};
  const start = DateTime.fromISO(congress.startDate, {zone: CONGRESS_ZONE});
  // "The 26th", "the 1st": that day of the congress's month or the next, within a week of its start.
  const dated = [start, start.plus({months: 1})]
    .map((month) => month.set({day: q.dayOnly}))
    .find((day) => q.dayOnly !== undefined && day.day === q.dayOnly && Math.abs(day.diff(start, 'days').days) <= 7);
  if (dated) return {date: dated.toISODate()!};
  if (q.weekday === undefined) return undefined;
  // A weekday the congress runs on is that day of it; another is only named (its weekday).
  const inWeek = start.plus({days: (q.weekday - start.weekday + 7) % 7}).toISODate()!;
  return inWeek <= congress.endDate ? {date: inWeek} : {named: inWeek};
}

/**
 * "Is there anything on Friday May 1?", "¿qué hay el jueves?", "tem algo no domingo?": which day of
 * the congress that is (its program by day is not published), or that the congress has no sessions then.
 */
function dayProgram(context: Context): Reasoned | undefined {
  const {k, q, now, today} = context;
  // "What time does the lupus update start tomorrow?" once the congress has opened: no session's time is published.
  const opened = now >= DateTime.fromISO(congress.opensAt, {zone: CONGRESS_ZONE}).toMillis();
  const startAsked = q.asks.has('openingTime') || /\b(start\w*|begin\w*|empiez\w*|comienz\w*|comec\w*|inicia\w*)\b/.test(q.folded);
  const besides = /\b(wi-?fi|internet|password|senha|contrasena|cena|dinner|jantar|gala|almuerzos?|lunch\w*|almocos?)\b/.test(q.folded);
  if (startAsked && q.asks.has('unpublished') && opened && !besides && (q.relativeDay !== undefined || programTopic(context)))
    return {parts: [k.t('answers.reason.dayTimesUnpublished', {email: site.contactEmail})], topic: 'dates'};
  // ("Still" is no abstract's here: "is the congress still on tomorrow?")
  const others = [...q.asks].some((ask) => !['dayProgram', 'unpublished', 'abstractSubmitNow', 'happeningNow'].includes(ask));
  // ("What time do sessions start on Tuesday?", "is the lupus session on Tuesday?", "who are the speakers, and
  // Thursday's session times?" have their own answers.)
  const ownAnswer =
    /\b((a )?que horas?|what time|start\w*|begin\w*|empiez\w*|comienz\w*|comec\w*|who|quien(es)?|quem|speakers?|ponentes?|palestrantes?)\b/;
  if (!q.asks.has('dayProgram') || others || ownAnswer.test(q.folded)) return undefined;
  if (programTopic(context)) return undefined;
  const day = programDay(q);
  if (!day) return undefined;
  const number = calendarDates.congressDays.findIndex((congressDay) => congressDay.date === day.date) + 1;
  // "Is there anything on Friday?", "o congresso ainda tá rolando amanhã?": yes or no first ("what's on…?" has none).
  const yesNo = !/\b(what|whats|que|qual|cual)\b/.test(q.folded) ? `${k.t(`answers.reason.${number > 0 ? 'yes' : 'no'}`)} ` : '';
  if (number === 0) {
    const named = day.date ? k.weekdayDate(day.date) : k.weekday(day.named!);
    const values = {day: named, dates: k.range(congress.startDate, congress.endDate), past: today.phase === 'after' ? 'yes' : 'no'};
    return {parts: [yesNo + k.t('answers.reason.noSessionsThatDay', values)], topic: 'dates'};
  }
  const past = day.date! < isoToday(now);
  const values = {day: k.weekdayDate(day.date!), number, count: calendarDates.congressDays.length, past: past ? 'yes' : 'no'};
  const parts = [yesNo + k.t('answers.reason.dayOfCongress', values)];
  if (!past && number === 1) parts.push(openingTime(context));
  if (!past) parts.push(k.t('answers.reason.dayTimesUnpublished', {email: site.contactEmail}));
  return {parts, topic: 'dates'};
}

/** Sessions, talks or the programme of a day. */
const sessionWords =
  /\b(sesion(es)?|sessions?|sessao|sessoes|charlas?|talks?|palestras?|conferencias?|programa|program|programme|agenda)\b/;

/** What a day holds at the congress, as asked with "today" or "tomorrow": a session, a talk, a room, anything. */
const daySessionWords = new RegExp(
  String.raw`${sessionWords.source}|\b(lectures?|keynotes?|plenar\w*|simposios?|symposi\w*|workshops?|talleres?|oficinas?|programacion|programacao|(what|que|o que)('?s| is| hay| tem| ha) (on|going on|happening|pasando|rolando|acontecendo)|(que|q|o que|oq) (hay|tem|ha|rola|pasa|acontece)|(hay|tem|ha|is there|are there) (algo|alguma? coisa|anything|something|any)|anything|something|rooms?|salas?|salon(es)?|auditori\w*)\b`,
);

/** Today as a calendar day ("hoy", "tonight", "esta tarde"), not "now" as a fee period reads it. */
const calendarTodayWords =
  /\b(today|todays|hoy|hoje|hj|tonight|esta noche|hoje a noite|hoje de noite|this (morning|afternoon|evening)|esta (manana|tarde)|hoje de manha|hoje a tarde)\b/;

/**
 * "¿Cuál es el programa de hoy?", "which room is the keynote in today?", "tem sessão de lúpus amanhã?":
 * on a day that is no congress day, that there are no sessions then (before or after the congress);
 * on a congress day, which day of it that is and that its program by day is not published.
 */
function sessionsToday(context: Context): Reasoned | undefined {
  const {k, q, now, today} = context;
  const when = calendarTodayWords.test(q.folded) ? 'today' : q.relativeDay === 1 ? 'tomorrow' : undefined;
  // ("Any talks tomorrow?" on the last day has its own answer: none, and today is the last.)
  if (!when || !daySessionWords.test(q.folded) || (when === 'tomorrow' && today.congressDay === congress.endDate)) return undefined;
  // ("Qual a programação de hoje? Tô chegando no centro de convenções": the venue named in passing.)
  const own: readonly Ask[] = ['unpublished', 'dayProgram', 'happeningNow', 'openingTime', 'venue'];
  if ([...q.asks].some((ask) => !own.includes(ask))) return undefined;
  const date = DateTime.fromMillis(now, {zone: CONGRESS_ZONE})
    .plus({days: when === 'tomorrow' ? 1 : 0})
    .toISODate()!;
  const number = calendarDates.congressDays.findIndex((congressDay) => congressDay.date === date) + 1;
  if (number === 0) {
    const values = {
      when,
      date: k.weekdayDate(date),
      dates: k.range(congress.startDate, congress.endDate),
      past: today.phase === 'after' ? 'yes' : 'no',
    };
    return {parts: [k.t('answers.reason.noSessionsToday', values)], topic: 'dates'};
  }
  // ("¿Hay algo de lupus hoy?": the program has lupus, but no yes for today: which day holds it is not published.)
  const topic = programTopic(context)?.replace(`${k.t('answers.reason.yes')} `, '');
  const values = {day: k.weekdayDate(date), number, count: calendarDates.congressDays.length, past: 'no'};
  const parts = [k.t('answers.reason.dayOfCongress', values), ...(topic ? [topic] : [])];
  return {parts: [...parts, k.t('answers.reason.dayTimesUnpublished', {email: site.contactEmail})], topic: 'dates'};
}

/** A companion, or a spouse coming along. */
const companionWords = /\b(acompanantes?|acompanhantes?|companions?|accompanying|spouses?|wife|husband|esposa|esposo|marido)\b/;

/**
 * "¿Y cuánto cuesta?", "¿es gratis para los inscritos?" after something the site does not publish (a companion's
 * registration, the recordings): not published either.
 */
function companionFee({k, q}: Context, history: ChatTurn[]): Reasoned | undefined {
  const priced = howMuchWords.test(q.folded) || /\b(gratis|free|de graca|gratuit[oa]s?|sin costo|sem custo)\b/.test(q.folded);
  if (!priced || q.category || q.folded.split(' ').length > 9) return undefined;
  const lastUser = history.findLast((turn) => turn.role === 'user');
  const lastAnswer = history.findLast((turn) => turn.role === 'assistant');
  const companion = companionWords;
  const unpublishedBefore = lastAnswer !== undefined && k.opensUnpublished(lastAnswer.content);
  const short = q.folded.split(' ').length <= 5;
  const after = (lastUser && short && companion.test(fold(lastUser.content))) || unpublishedBefore;
  return after ? {parts: [k.unpublished()], topic: 'contact'} : undefined;
}

/** "¿Y mañana?" after today's program: tomorrow's, read as the same question. */
function dayProgramNext(context: Context, history: ChatTurn[]): Reasoned | undefined {
  const {q} = context;
  if (q.relativeDay !== 1 || q.asks.size > 0 || q.folded.split(' ').length > 4) return undefined;
  const lastUser = history.findLast((turn) => turn.role === 'user');
  const last = lastUser ? fold(lastUser.content) : '';
  if (!calendarTodayWords.test(last) || !daySessionWords.test(last)) return undefined;
  // (The topic asked of today is asked of tomorrow too: "¿hay algo de lupus hoy? ¿y mañana?".)
  const asked = last.replace(new RegExp(calendarTodayWords.source, 'g'), ' ');
  return sessionsToday({...context, q: {...q, folded: `${q.folded} ${asked}`}});
}

function unpublishedAnswer(context: Context): Reasoned | undefined {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  // "Who is PANLAR's president and when was it founded?": the year, and that the name is not published.
  if (has('unpublished') && has('founded') && /\b(panlar|league|liga)\b/.test(q.folded))
    return {
      parts: [k.t('answers.reason.founded', {founded: congress.organizerFounded}), k.unpublished()],
      topic: 'contact',
    };
  const unpublished = k.unpublished();
  // "Qual o horário das sessões de amanhã?" on the last day: there are none that day.
  // (Only a day named from today: "el día 28", "day 2" are the congress's own days.)
  const offDay = q.relativeDay !== undefined && q.date !== undefined && (q.date < congress.startDate || q.date > congress.endDate);
  if ((has('unpublished') || q.asks.size === 0) && offDay && context.today.phase !== 'after' && sessionWords.test(q.folded)) {
    const dates = k.range(congress.startDate, congress.endDate);
    const none = k.t('answers.reason.noSessionsOn', {date: k.date(q.date!), dates});
    return {parts: [context.today.congressDay === congress.endDate ? `${none} ${congressEnds(context)}` : none], topic: 'dates'};
  }
  // "¿A qué hora arrancan las sesiones cada día (y la clausura)?": the one time the site gives, the opening session's.
  const sessionsStart =
    /\b((a )?que hora|what time|que horas|when)\b(\W+\w+){0,5}\W+(arranc\w*|empiez\w*|comienz\w*|start\w*|begin\w*|comec\w*|inicia\w*)\b/.test(
      q.folded,
    ) && /\b(sesiones|sessions?|sessoes|actividades|atividades|congres\w*|dia|day|days|dias|lunes|monday|segunda)\b/.test(q.folded);
  const startsDaily = sessionsStart && context.today.phase !== 'after' && !has('openingTime') && !has('registerUntil');
  // ("…y va a haber cena de gala?": that too is not published.)
  if (has('unpublished') && startsDaily) {
    const sessions = k.t('answers.reason.sessionTimesUnpublished', {email: site.contactEmail});
    const besides = unpublishedBesidesTime(q.folded.replace(/\b(sessions?|sesion(es)?|sessao|sessoes)\b/g, ' '));
    return {parts: [openingTime(context), ...(besides ? [unpublished] : []), sessions], topic: 'dates'};
  }
  // "¿A qué hora termina el último día?": no closing time is published.
  if (
    has('unpublished') &&
    timeOfDayAsked.test(q.folded) &&
    /\b(termina\w*|acaba\w*|ends?|finish\w*|encerra\w*|cierra|clausura|closing|encerramento|cierre)\b/.test(q.folded) &&
    !/\b(regist\w*|inscri\w*|abstracts?|resumen\w*|resumos?|trabajos?|trabalhos?|envio|submission|hotel\w*|check-?out|sessions?|sesion\w*|sess(ao|oes)|talks?|charlas?|lectures?|keynotes?|conferencias?|palestras?)\b/.test(
      q.folded,
    ) &&
    !unpublishedBesidesTime(q.folded)
  )
    return {parts: [lastDay(context)], topic: 'dates'};
  // "¿Me recomiendas un restaurante en el Casco Viejo?": no recommendations (the rest of the question is answered).
  if (leisureAsked(q)) {
    const cityAsks = ['currency', 'cityPayment', 'tips', 'plugs', 'transport', 'climate'] as const;
    return cityAsks.some((ask) => has(ask)) ? undefined : {parts: leisureAlone(k, q), topic: 'hostCity'};
  }
  // "Dá pra pagar em reais ou parcelado?": the currency and the methods, then that instalments are not published.
  const payment = has('unpublished') && installments.test(q.folded) && !feeBesideUnpublished(q) ? paymentAnswer(context) : undefined;
  if (payment) return {parts: [payment, unpublished], topic: 'registration'};
  // ("¿Cuánto cuesta la inscripción para enfermeras hoy y si incluye almuerzos?": the fee, then that the rest is not published.)
  if (
    has('unpublished') &&
    !feeBesideUnpublished(q) &&
    !['congressWhen', 'registerUntil', 'openingTime', 'lastDay'].some((ask) => has(ask as Ask))
  ) {
    // ("¿Me devuelven el dinero o la paso al año que viene?": the refund rule, then that a transfer is not published.)
    const transfer = /\b(transf\w*|pasar|passar|2027|proxim[oa]|next year|ano que vem|ano que viene|siguiente)\b/;
    if (has('refund') && !has('unknownFact') && transfer.test(q.folded) && !companionWords.test(q.folded))
      return {parts: [refundAnswer(context), unpublished], topic: 'cancellation'};
    // ("Will they be oral or poster, and when do we find out?": the notification's day, then that the rest is not published.)
    if (has('notification') && has('abstract')) {
      const at = keyDate('notification');
      const notice = k.t(`answers.reason.notification${isoToday(context.now) > at ? 'Past' : ''}`, {date: k.date(at)});
      return {parts: [notice, unpublished], topic: 'abstracts'};
    }
    // ("O horário do voo da Copa? Ainda vale o código pra voltar dia 30?": the day's verdict, then the rest.)
    if (has('airline') && q.date) {
      const parts: string[] = [];
      airlineDayVerdict(context, (text) => {
        if (text) parts.push(text);
      });
      if (parts.length > 0) return {parts: [...parts, unpublished], topic: 'airline'};
    }
    // "¿Cuánto sale el taxi?": not published, and what the host city page does say about getting around.
    if (has('transport')) return {parts: [unpublished, k.label('HostCity.info.transport.body', '')], topic: 'hostCity'};
    // "¿Cuál es el correo de contacto? Necesito una carta de invitación": the address, then what is not published.
    const contactAsked =
      /\b(e-?mail|correo|contacto|contato|contact)\b(\W+\w+){0,3}\W+(de contacto|de contato|contact|del congreso|do congresso|of the congress)\b|\b(contact e-?mail|e-?mail de contato|correo de contacto)\b/;
    return {parts: contactAsked.test(q.folded) ? [k.contact(), unpublished] : [unpublished], topic: 'contact'};
  }
  return undefined;
}

/**
 * Paying at the venue asked, by card or cash, before the congress is over ("¿aceptan efectivo en la sede?"); not a
 * method the site does not name ("pagando no pix"), nor a payment already made ("I paid at the desk on Monday").
 */
const payingOnsite = (q: Query, today: Today): boolean =>
  today.phase !== 'after' &&
  q.asks.has('payment') &&
  q.onsitePlace &&
  (q.paymentMethod === undefined || q.paymentMethod.kind === 'card' || q.paymentMethod.name === 'cash') &&
  !/\b(paid|pague|paguei|pagamos|pagaron|pagaram|charged|cobraron|cobraram)\b/.test(q.folded);

/** "Can I pay cash at the registration desk?" asks how to pay there, not whether one can register there. */
function payingThere({q, today}: Context): boolean {
  const desk =
    /\b(balcao|mostrador|mesa|modulo|desk|counter|stand) (de |of )?(inscri\w*|regist\w*)|(registration|check-?in) (desk|counter)\b/g;
  return payingOnsite(q, today) && !/\b(inscri\w*|regist\w*)\b/.test(q.folded.replace(desk, ' '));
}

/**
 * The host city's climate; for another month or a holiday ("in December", "no Natal"), only what holds all year, and
 * that the rest describes April.
 */
function climateAnswer({k, q}: Context): string {
  const body = k.label('HostCity.info.climate.body', '');
  const holidays = /\b(navidad|christmas|natal|fin de ano|new year|ano nuevo|ano novo|reveillon|carnaval|carnival)\b/;
  const otherMonth = (q.month !== undefined && q.month.first.slice(5, 7) !== '04') || holidays.test(q.folded);
  return otherMonth ? `${body.slice(0, body.indexOf('.') + 1)} ${k.t('answers.reason.climateOtherMonths')}` : body;
}

/** "¿En cuotas?", "dá pra parcelar?", "in installments?": what the site does not publish. */
const installments = /\b(parcel\w*|cuotas|installments?|a plazos|meses sin intereses)\b/;

/** "¿Cuánto cuesta la inscripción para enfermeras hoy y si incluye almuerzos?": a fee asked beside what is not published. */
const feeBesideUnpublished = (q: Query): boolean =>
  q.asks.has('fee') && q.category !== undefined && q.category in feeTable && !q.asks.has('transport') && !q.onsite;

/** "Can I walk from the Hilton to the convention center?": how far a hotel is from the venue. */
const walkAsked = (q: Query): boolean =>
  /\b(walk\w*|caminar|caminando|camino|a pie|andando|a pe|on foot)\b/.test(q.folded) &&
  /\b(venue|sede|centro de conven\w*|convention|congres\w*|amador|local do evento)\b/.test(q.folded) &&
  (q.hotels.length > 0 || /\bhote(l|is|les|ls)\b/.test(q.folded));

/** Sights asked, not a place to eat or drink: "what sights can I visit?", "lugares turísticos", "vale a pena conhecer?". */
const sightsWords =
  /\b(sights?|sightseeing|tourist (sites?|spots?|attractions?|places?)|(lugares|sitios|pontos|puntos) turistic\w*|attractions?|atracciones|atracoes|things to do|cosas (que|para) hacer|coisas (pra|para) fazer|worth (visiting|a visit|seeing)|vale (la|a) pena|(que|what to|o que) (visitar|see|visit|conocer|conhecer)|lugares (para |pra |que )?(visitar|conocer|conhecer))\b/;
const foodWords =
  /\b(comer|eat|cenar|jantar|almorzar|almocar|restaurantes?|restaurants?|bares|bars?|pub|club|boate|discoteca|ceviche\w*|seafood|mariscos|frutos do mar|parrilla|pizzeri\w*|sushi|playas?|praias?|beach(es)?)\b/;

/**
 * "¿Qué playa me recomiendas?" alone: no recommendation, and what the assistant can help with. "What sights can I
 * visit?": what the host city page says of the city.
 */
const leisureAlone = (k: Knowledge, q: Query): string[] =>
  sightsWords.test(q.folded) && !foodWords.test(q.folded) && !/\b(safe|safety|segur\w*)\b/.test(q.folded)
    ? [k.label('HostCity.about.p1', ''), k.label('HostCity.about.p2', '')]
    : [k.t('answers.reason.leisure'), k.t('answers.reason.canHelp', {topics: k.t('answers.topicList')})];

/** The congress's networks; "¿el correo y las redes?" the e-mail too, "¿y el e-mail?" after them the e-mail alone. */
function socialParts(k: Knowledge, q: Query): string[] {
  const email = /\b(e-?mails?|correo|correio|mail)\b/.test(q.folded);
  const networks = /\b(redes|social\w*|sociais|instagram|insta|facebook|linkedin|youtube|twitter|tiktok)\b/.test(q.folded);
  const social = k.t('answers.reason.social', links.social);
  return email ? (networks ? [k.contact(), social] : [k.contact()]) : [social];
}

/** Entry requirements depend on the nationality; "do you send invitation letters?" is not published either. */
function visaAnswer({k, q}: Context): Reasoned {
  const visa = k.t('answers.reason.visa', {url: hostCity.travelRequirementsUrl, email: site.contactEmail});
  const letter = /\b(invitation letters?|letters? of invitation|cartas? de invitacion|cartas? (de )?convite|carta de invitacao)\b/.test(
    q.folded,
  );
  return {parts: letter ? [visa, k.unpublished()] : [visa], topic: 'hostCity'};
}

const abstractNamed = /\b(abstracts?|resumen(es)?|resumos?|trabajos?|trabalhos?|posters?|e-?posters?)\b/;
const phoneNamed = /\b(phones?|telefonos?|telefones?|whats ?app|wpp|zap|numero|number)\b/;

function whomToWrite(context: Context): Reasoned | undefined {
  const {q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  // "Ya busqué en spam, ¿a quién le escribo?", "just give me a human": the congress team's address (what else is asked has its answer).
  // ("Qual e-mail eu mando?" names no abstract: no channel of theirs; "give me a human phone number" has the phone's answer.)
  // ("¿Dónde me quejo?": where to write, not the venue.)
  const complaint = /\b(quej\w*|complain\w*|reclam\w*|queix\w*)\b/.test(q.folded) ? ['venue', 'congressWhen', 'happeningNow'] : [];
  const besidesWriting = [
    'whomToWrite',
    'unpublished',
    'phone',
    ...complaint,
    ...(abstractNamed.test(q.folded) ? [] : ['abstract', 'abstractChannel']),
  ];
  if (has('whomToWrite') && !phoneNamed.test(q.folded) && [...q.asks].every((ask) => besidesWriting.includes(ask)))
    return {parts: [context.k.contact()], topic: 'contact'};
  return undefined;
}

/** A talk's slides, recordings or presentations. */
const talkMaterials =
  /\b(slides|diapositivas|laminas|ponencias|presentac\w*|apresentac\w*|grabac\w*|gravac\w*|recordings?|simposios?|symposi\w*)\b/;

/** An invoice, a payment gone wrong or a confirmation that never came: the congress team handles each. */
function paymentCase({k, q}: Context): Reasoned | undefined {
  // ("Me cobraron dos veces", "my card was declined"; "where is my speaker certificate, I never got an email" is the
  // certificate's answer.)
  const key = (['invoice', 'paymentProblem', 'confirmationMissing'] as const).find((ask) => q.asks.has(ask));
  if (!key || (key === 'confirmationMissing' && q.asks.has('certificates'))) return undefined;
  return {parts: [k.t(`answers.reason.${key}`, {email: site.contactEmail})], topic: 'contact'};
}

/**
 * Off-topic, whatever else the words name: "help me write a cover letter for a nursing job" (a category named in
 * passing is no fee question); "quanto tá o dólar lá, aceitam real?" asks the currency there, which is answered.
 */
function offTopicOnly(q: Query): boolean {
  const moneyThere =
    /\b(aceit\w*|acept\w*|accept\w*|troc\w*|cambiar|exchange money|moeda|moneda|currency|balboas?|efectivo|dinheiro|cash)\b/;
  // ("Quanto ganha um reumatologista?" names a category, and asks a salary.)
  const salary = /\b(salari\w*|salary|salaries|sueldos?|ganha|gana|earns?)\b/.test(q.folded);
  return q.asks.has('offTopic') && (!q.category || !q.asks.has('fee') || salary) && !(q.asks.has('currency') && moneyThere.test(q.folded));
}

/** Who is asked about: speakers, "who", a doctor by title. */
const peopleWords =
  /\b(quien(es)?|quem|who|ponentes?|speakers?|conferencistas?|palestrantes?|oradores?|keynotes?|lecturers?|dr|dra|doctora?|doutora?)\b/;

/** A booking's cancellation or a stay's problem: the hotel's own matter. */
function hotelOwn({k, q}: Context): Reasoned | undefined {
  // ("Perdí el gafete en el hotel": the congress badge, not the hotel's matter.)
  const problem = q.asks.has('hotelProblem') && !/\b(escarapelas?|gafetes?|crachas?|badges?|name ?tags?)\b/.test(q.folded);
  if (!q.asks.has('hotelCancel') && !problem) return undefined;
  const key = q.asks.has('hotelCancel') ? 'hotelCancel' : 'hotelProblem';
  return {parts: [k.t(`answers.reason.${key}`, {email: site.contactEmail})], topic: 'hotels'};
}

function declined(context: Context): Reasoned | undefined {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  // ("Las diapositivas del simposio de biológicos": a talk's slides, not a treatment.)
  if (has('medical') && !(has('unknownFact') && talkMaterials.test(q.folded)))
    return {parts: [k.t('answers.reason.medical', {topics: k.t('answers.topicList')})], topic: 'contact'};
  if (has('writingHelp')) return {parts: [k.t('answers.reason.writingHelp')], topic: 'abstracts'};
  // "Me passa o número do cartão do dr. Paulo": nobody's details; "do you store what I type?": where the chat is kept.
  if (has('personalData')) return {parts: [k.t('answers.reason.personalData', {email: site.contactEmail})], topic: 'contact'};
  if (has('privacy')) return {parts: [k.t('answers.reason.privacy')], topic: 'contact'};
  if (has('aboutMe'))
    return {
      parts: [
        myLanguagesAsked.test(q.folded)
          ? k.t('answers.reason.myLanguages')
          : k.t('answers.reason.aboutMe', {topics: k.t('answers.topicList')}),
      ],
      topic: 'contact',
    };
  // (A booking's cancellation: the hotel's terms, before its no-show penalty, which is not published.)
  const hotelMatter = hotelOwn(context);
  if (hotelMatter) return hotelMatter;
  // "¿Ya salieron las fotos oficiales?", "is the tap water safe?": not published, whatever else the words name.
  // ("Cancelé en abril y no me llega el reembolso, ¿cuánto tarda?": the day named answers it: none.)
  if (has('unknownFact') && !(has('refund') && (q.date || q.month))) return {parts: [k.unpublished()], topic: 'contact'};
  const ownCase = paymentCase(context);
  if (ownCase) return ownCase;
  const writeTo = whomToWrite(context);
  if (writeTo) return writeTo;
  if (offTopicOnly(q)) return {parts: [k.t('answers.reason.offTopic', {topics: k.t('answers.topicList')})], topic: 'contact'};
  if (has('visa')) return visaAnswer(context);
  // "Tem o PDF do programa? Quais os temas principais?": the document (not published yet), then the topics if asked.
  // (Asked in this message, with nothing else unpublished beside it: "any workshops? and the PDF?" is answered as before.)
  const documentOnly =
    has('programDocument') &&
    programDocumentAsked.test(q.folded) &&
    [...q.asks].every((ask) => ['programDocument', 'unpublished', 'program', 'venue', 'permission'].includes(ask)) &&
    !/\b(workshops?|talleres?|taller|oficinas?|speakers?|ponentes?|palestrantes?|keynotes?|horarios?|schedule|times?|sessions?|sesion(es)?|sessao|sessoes|which day|que dia|qual dia)\b/.test(
      q.folded,
    ) &&
    !programTopic(context);
  if (documentOnly) {
    const url = programDocument.downloadUrl || programDocument.viewOnlineUrl;
    const document = k.t('answers.reason.programDocument', {available: url ? 'yes' : 'no', url, email: site.contactEmail});
    const topics = /\b(temas?|topics?|topicos?|ejes?|eixos?|principa\w*|main)\b/.test(q.folded);
    return {parts: topics ? [document, k.program(context.today.phase === 'after')] : [document], topic: 'program'};
  }
  // "¿Habrá una sesión sobre lupus?" is the program's topic; "¿a qué hora es la sesión de lupus?" is not published.
  const asksTime = /\b((a )?que hora|what time|que horas|horarios?|schedule|when|cuando|quando|dia|day)\b/.test(q.folded);
  const media = /\b(recordings?|grabac\w*|gravac\w*|slides|diapositivas?|transmi\w*|stream\w*|videos?)\b/.test(q.folded);
  // "¿Habrá un taller de ecografía?": workshops are not announced, whatever their subject.
  const workshop = /\b(workshops?|talleres|taller|oficinas?|cursos?|courses?)\b/.test(q.folded);
  // "Can I still send an abstract? I have a great vasculitis case": the submission, not the program's topic.
  const submitting = has('abstractSubmitNow') && has('abstract');
  // "¿Quiénes son los ponentes de la sesión de vasculitis?": the names are what is asked, and they are not published.
  const namesAsked = peopleWords.test(q.folded);
  // ("Which room is the lupus session in?": the room, which is not published.)
  const roomAsked = /\b(rooms?|salas?|salon(es)?|salao|auditori\w*)\b/.test(q.folded);
  const topic =
    has('unpublished') && !asksTime && !media && !workshop && !submitting && !namesAsked && !roomAsked ? programTopic(context) : undefined;
  if (has('unpublished') && topic) return {parts: [topic], topic: 'program'};
  const unpublished = unpublishedAnswer(context);
  if (unpublished) return unpublished;
  if (has('previousCongress') && !has('certificates')) {
    const city = k.label('Certificates.city', certificatesEdition.city);
    return {
      parts: [k.t('answers.reason.previousCongress', {year: congress.previous.year, city, email: site.contactEmail})],
      topic: 'certificates',
    };
  }
  // "¿Y si pido un contracargo a mi banco?": the fees page's terms, waived by attending, and what it costs.
  if (has('chargeback')) return {parts: [k.label('Fees.terms.chargeback', ''), k.label('Fees.terms.liability', '')], topic: 'fees'};
  const phone = () => k.t('answers.reason.phoneNotPublished', {email: site.contactEmail});
  if (has('social')) {
    const parts = socialParts(k, q);
    // "¿Teléfono? ¿Y el Instagram?": no phone (the e-mail instead), then the networks.
    const networks = parts.filter((part) => part !== k.contact());
    return {parts: has('phone') && networks.length > 0 ? [phone(), ...networks] : parts, topic: 'contact'};
  }
  if (has('phone')) return {parts: [phone()], topic: 'contact'};
  // The organizer's answer says when PANLAR was founded too ("¿quién organiza? ¿desde cuándo existe?").
  if (has('organizer'))
    return {parts: [k.t('answers.reason.organizer', {founded: congress.organizerFounded, email: site.contactEmail})], topic: 'contact'};
  const about = aboutPanlar(context);
  if (about) return about;
  // "What's PANLAR's website?" asks the address, not what PANLAR is.
  if (has('founded') && /\b(panlar|league|liga)\b/.test(q.folded) && !has('website')) {
    // "…and what's the e-mail to contact the congress team?": the address too.
    const contact = /\b(e-?mail|correo|contact\w*|contato)\b/.test(q.folded) ? [k.contact()] : [];
    return {parts: [k.t('answers.reason.founded', {founded: congress.organizerFounded}), ...contact], topic: 'contact'};
  }
  if (has('accessibility'))
    return {parts: [k.t('answers.reason.accessibility', {venue: venue.localizedName[k.locale], email: site.contactEmail})], topic: 'venue'};
  return certificateAnswer(context);
}

/** "No me acuerdo qué correo usé", "I forgot which email I used": the registration e-mail forgotten. */
const emailForgotten =
  /\b(no (me )?(acuerdo|recuerdo)|olvide|nao (me )?lembro|esqueci|forgot|dont remember|do not remember|cant remember|can not remember)\b(\W+\w+){0,6}\W+(correos?|e-?mails?|mail)\b/;

/** The abstracts' certificate rule, under its title: one certificate per abstract, with every author. */
const certificateRule = (k: Knowledge): string =>
  `${k.label('Abstracts.regulations.certificate.title', '')}: ${k.label('Abstracts.regulations.certificate.body', '')}`;

/** Certificates: the 2025 edition's portals, the abstracts' rule, and that this congress's are not out yet. */
function certificateAnswer(context: Context): Reasoned | undefined {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  // (Every answer below is about certificates: nothing is worked out for the other questions that reach here.)
  if (!has('certificates')) return undefined;
  const year = certificateYear(q);
  // "¿Y el del curso precongreso?": that course's certificates are the 2025 edition's.
  const lastEdition = q.year === certificatesEdition.year || /\b(mexico|2025|pasado|passado|last year|pre-? ?congres\w*)\b/.test(q.folded);
  // ("…fui ponente": that kind's own portal.)
  const kinds = certificatePortalsNamed(q).map((portal) =>
    k.t('answers.reason.certificatePortal', {
      year: certificatesEdition.year,
      kind: lowerFirst(k.label(`Certificates.${portal.key}.title`, portal.key)),
      url: portal.url,
    }),
  );
  // (After a portal given, "and this year's?" does not list the 2025 kinds again.)
  const editionList = context.portalsTold ? [] : [k.certificates()];
  // ("…no me acuerdo con qué correo me inscribí": whom to ask.)
  const forgotten = emailForgotten.test(q.folded) ? [k.t('answers.reason.certificateEmailForgotten', {email: site.contactEmail})] : [];
  // ("Esqueci qual e-mail usei na inscrição, e agora?" after the certificates: whom to ask, alone.)
  // ("¿Y el del 2025 en México cómo lo saco? No me acuerdo con qué correo": that one's portal too.)
  const certificateAsked =
    /\b(certificad\w*|certificates?|constancias?|como|how|onde|donde|where|2025|mexico|pasado|passado|last year|saco|baixo|descargo|download)\b/;
  if (forgotten.length > 0 && !certificateAsked.test(q.folded)) return {parts: forgotten, topic: 'certificates'};
  // ("The certificates page says 2025 Mexico City, is that the wrong one?": this congress's are not out yet.)
  const wrongEdition = wrongEditionWords.test(q.folded) && ['during', 'after'].includes(context.today.phase);
  const thisOne = wrongEdition ? [certificatesNotYet(k)] : [];
  if (year === undefined && lastEdition)
    return {parts: [...thisOne, ...(kinds.length > 0 ? kinds : [k.certificates()]), ...forgotten], topic: 'certificates'};
  // "Soy coautor de un póster, ¿me dan constancia?": the abstracts' certificate rule.
  if (has('abstract')) {
    // "Does each author get their own?": no, one per abstract.
    // ("¿Por cada trabajo o uno por autor?" asks which, and gets the rule alone.)
    // ("¿Hay certificado aparte para el póster?" asks whether there is one: yes, the rule.)
    const each =
      (/\b(each|cada) (\w+ )?(autor\w*|authors?|coautor\w*|co-?authors?|one|uno|um)\b|\b(own|propio|proprio|individual\w*)\b/.test(
        q.folded,
      ) ||
        (/\b(separate|separado|aparte)\b/.test(q.folded) && /\b(autor\w*|authors?|coautor\w*|co-?authors?)\b/.test(q.folded))) &&
      !/\b(o|or|ou) (uno|one|um|un)\b/.test(q.folded)
        ? `${k.t('answers.reason.no')} `
        : '';
    // "Rejected: can we appeal? and would each co-author get a certificate?": both rules.
    const appeal = /\b(apela\w*|appeal\w*|recorrer|recurso)\b/.test(q.folded)
      ? [
          `${k.t('answers.reason.no')} ${k.label('Abstracts.regulations.finalDecision.title', '')}: ${k.label('Abstracts.regulations.finalDecision.body', '')}`,
        ]
      : [];
    // ("E o certificado do trabalho que apresentei agora em 2026?": this congress's are not out yet; the rule beside it.)
    // (Without a year, once the congress has begun: the abstract presented there.)
    const presented = year === undefined && ['during', 'after'].includes(context.today.phase) ? congressYear : year;
    const notYet = presented !== undefined && presented !== certificatesEdition.year ? [certificatesNotYet(k, presented)] : [];
    return {parts: [...notYet, ...appeal, `${each}${certificateRule(k)}`], topic: 'abstracts'};
  }
  // ("O congresso já aconteceu? Preciso do certificado": yes, it took place, then the certificate.)
  const status = q.positions.has('happeningNow') ? [congressStatus(context)].filter((text): text is string => text !== undefined) : [];
  // ("¿Sale con carga horaria?", "when will it be sent?", "¿y si mi nombre salió mal?": nothing of it is published yet.)
  const notYet = (of: number) =>
    k.t(certificateDetailAsked.test(q.folded) ? 'answers.reason.certificateDetailNotYet' : 'answers.reason.certificatesNotYet', {
      year: String(of),
      email: site.contactEmail,
    });
  if (year !== undefined && year !== certificatesEdition.year) return {parts: [notYet(year), ...editionList], topic: 'certificates'};
  // "¿Cadê o certificado do congresso?", "¿el pase diario da derecho a certificado?": this congress's are not published yet.
  if (year === undefined) return {parts: [...status, notYet(congressYear), ...editionList], topic: 'certificates'};
  return undefined;
}

/** That a congress's certificates (this one's unless another year is named) are not published yet. */
const certificatesNotYet = (k: Knowledge, year = congressYear): string =>
  k.t('answers.reason.certificatesNotYet', {year: String(year), email: site.contactEmail});

/** The certificates portal taken for the wrong congress's: "is that the wrong one?", "¿otro congreso?". */
const wrongEditionWords =
  /\b(wrong|equivocad\w*|errad\w*|incorrect\w*|different|diferente|another congress|otro congreso|outro congresso|not (mine|ours|this one))\b/;

/** A detail of a certificate asked: its hours or credits, when it comes, a number needed, a name to correct, its language. */
const certificateDetailAsked =
  /\b(hours?|horas|carga horaria|credits?|creditos|cme|cna|pontos|puntos|points|when|cuando|quando|how long|numero|number|nombre|nome|name|apellidos?|sobrenomes?|surname|last name|typo|misspell\w*|mal escrito|errad[oa]|equivocad[oa]|corregir|corrijo|corrijan|corrigir|corrijam|correct\w*|fix|idiomas?|language|lingua|portugues|espanol|espanhol|ingles|english|spanish|portuguese)\b/;

/**
 * "¿El hotel oficial todavía tiene tarifa de congreso? Vuelvo en diciembre", "do the congress rates still apply?" after
 * the hotels, once the congress is over: no, they were for its dates.
 */
function hotelRatesOver({k, q, today}: Context, history: ChatTurn[]): Reasoned | undefined {
  if (
    today.phase !== 'after' ||
    !/\b(still|todavia|aun|ainda|sigue|siguen|continua|continuam|vale|valen|valem|apply|aplica)\b/.test(q.folded)
  )
    return undefined;
  if (!/\b(tarifas?|rates?|precios?|precos?|prices?|descuentos?|descontos?|discounts?|valor)\b/.test(q.folded)) return undefined;
  const lastAnswer = history.findLast((turn) => turn.role === 'assistant');
  const hotels =
    q.asks.has('hotel') ||
    q.hotels.length > 0 ||
    (lastAnswer !== undefined && /\b(hoteles|hotels|hoteis)\b/.test(fold(lastAnswer.content)));
  if (!hotels || q.category || /\b(inscri\w*|registr\w*|congress fees?)\b/.test(q.folded)) return undefined;
  // ("Can I still get the congress rate at the W?": that hotel's card too; "which hotels had one?", the list.)
  const listed = /\b(que|q|what|which|quais|cuales|qual|cual) (\w+ )?(hoteles|hotels|hoteis)\b/.test(q.folded) ? [k.hotels()] : [];
  const card = q.hotels.length === 1 ? [k.hotel(q.hotels[0])] : listed;
  return {parts: [k.t('answers.reason.hotelRatesOver', {dates: k.range(congress.startDate, congress.endDate)}), ...card], topic: 'hotels'};
}

/**
 * A follow-up of a certificate answer that names no certificate ("¿y me pide un correo, cuál pongo?", "pede pesquisa de
 * satisfação, é obrigatório?", "sai em português?", "¿los coautores también?"): what the site says of it, or that it is
 * not published. Other topics named ("¿y el hotel?") are left to their answers.
 */
function certificateFollowUp(context: Context, asked: Query, history: ChatTurn[]): Reasoned | undefined {
  const {k, q} = context;
  if (asked.asks.has('certificates') || q.folded.split(' ').length > 25) return undefined;
  const lastAnswer = history.findLast((turn) => turn.role === 'assistant');
  if (!lastAnswer || !/\b(certificad[oa]s?|certificates?)\b/.test(fold(lastAnswer.content))) return undefined;
  const notYet = k.t('answers.reason.certificateDetailNotYet', {year: String(congressYear), email: site.contactEmail});
  // ("Pede pesquisa de satisfação, é obrigatório?": yes; "ya llené la encuesta y no aparece nada" is the e-mail's matter.)
  const survey = /\b(encuestas?|surveys?|pesquisas?|questionarios?|cuestionarios?|formularios?|forms?)\b/.test(q.folded);
  const required =
    /\b(obligatori\w*|obrigatori\w*|mandatory|required|compulsory|have to|tengo que|tenho que|hay que|need to|necesito|preciso)\b/;
  if (survey && required.test(q.folded))
    return {parts: [k.t('answers.reason.certificateSurvey', {email: site.contactEmail})], topic: 'certificates'};
  // (After the 2025 edition's portals, "and my co-author's?" is that edition's abstracts portal: not here.)
  if (/\b(coautor\w*|co-?authors?)\b/.test(q.folded) && lastAnswer.content.includes(String(congressYear))) {
    return {parts: [notYet, certificateRule(k)], topic: 'certificates'};
  }
  // ("No me acuerdo con qué correo me inscribí": whom to ask; "who do I email?" is the contact's answer.)
  const whom = /\b(who|quien|quem|a quien|support|soporte|suporte|contact\w*|contato)\b/;
  if (/\b(correos?|e-?mails?|mail)\b/.test(q.folded) && !asked.asks.has('whomToWrite') && !whom.test(q.folded))
    return {
      parts: [
        k.t(`answers.reason.${emailForgotten.test(q.folded) ? 'certificateEmailForgotten' : 'certificateEmail'}`, {
          email: site.contactEmail,
        }),
      ],
      topic: 'certificates',
    };
  // ("Sai em português?" is the certificate's language, not the abstracts'.)
  const ownTopic = [...asked.asks].some((ask) => !['abstract', 'abstractLanguage', 'permission', 'unpublished'].includes(ask));
  const language = /\b(idiomas?|language|lingua|lengua|portugues|espanol|espanhol|ingles|english|spanish|portuguese)\b/;
  // (Not the sessions' language, nor RHIA's: "¿las clases son en español?", "me puedes contestar en portugués?".)
  const otherLanguage =
    /\b(aulas?|clases?|sessions?|sesiones|sessoes|charlas?|palestras?|talks?|lectures?|traduc\w*|translat\w*|interpret\w*|contestar|responder|answer|reply|respond\w*|hablar|falar|speak|escrib\w*|escrev\w*|write|chat)\b/;
  if (language.test(q.folded) && !otherLanguage.test(q.folded) && !ownTopic) return {parts: [notYet], topic: 'certificates'};
  // ("So how many hours would it show?": not published; "whose name goes on it, only the presenter's?": every author's.)
  const fewAsks = [...asked.asks].every((ask) =>
    ['howMany', 'abstract', 'abstractAnonymous', 'abstractPresenter', 'permission'].includes(ask),
  );
  if (/\b(hours?|horas|carga horaria|credits?|creditos|cme)\b/.test(q.folded) && fewAsks) return {parts: [notYet], topic: 'certificates'};
  // ("But that portal is Mexico 2025's, the wrong congress?": this congress's are not out yet.)
  if (wrongEditionWords.test(q.folded)) return {parts: [certificatesNotYet(k)], topic: 'certificates'};
  // ("They need it signed and stamped, not a pdf": how it is issued is not published.)
  const issued =
    /\b(signed|stamped|signature|firmad[oa]|firma|sellad[oa]|sello|assinad[oa]|assinatura|carimb\w*|pdf|printed|impres[oa]|fisico|physical|paper|papel|original)\b/;
  if (issued.test(q.folded) && [...asked.asks].every((ask) => ['logo', 'permission', 'obligation', 'abstractChannel'].includes(ask)))
    return {parts: [notYet], topic: 'certificates'};
  const whoseName =
    /\b(whose names?|which names?|que nombres?|quais nomes?|que nomes?|only (the )?(presenting|presenter)|solo (el |al )?(presentador|que presenta)|so (o |pro )?(apresentador|que apresenta)|all (the )?authors|todos los autores|todos os autores)\b/;
  if (whoseName.test(q.folded) && fewAsks) {
    return {parts: [certificateRule(k)], topic: 'certificates'};
  }
  return undefined;
}

/** The 2025 edition's certificate portals, the pre-congress course's with them. */
const everyPortal: readonly CertificatePortal[] = [...certificatePortals, courseCertificate];

/** The certificate portals a question names by their kind ("fui ponente", "do curso pré-congresso"). */
function certificatePortalsNamed(q: Query): CertificatePortal[] {
  const kinds: [CertificatePortal['key'], RegExp][] = [
    ['course', /\b(pre-? ?congres\w*|precongres\w*|curso|course)\b/],
    ['speakers', /\b(ponentes?|speakers?|palestrantes?|conferencistas?|expositor\w*|lecturers?)\b/],
    ['abstracts', /\b(trabajos?|trabalhos?|abstracts?|posters?|resumen\w*|resumos?)\b/],
    ['attendance', /\b(asistencia|attendance|participacao|participacion|presenca)\b/],
  ];
  const keys = kinds.filter(([, pattern]) => pattern.test(q.folded)).map(([key]) => key);
  return everyPortal.filter((portal) => keys.includes(portal.key));
}

/** This congress, or "este evento", named in words. */
const thisCongressOrEvent = new RegExp(String.raw`\b(${thisCongressWords}|este evento)\b`);

/** "Fui al congreso en Panamá en abril, ¿ya está mi certificado?": this congress's year, or the one named. */
function certificateYear(q: Query): number | undefined {
  const thisCongress =
    q.year === congressYear || (thisCongressOrEvent.test(q.folded) && !/\b(mexico|pasado|passado|last)\b/.test(q.folded));
  return q.year !== undefined && q.year !== certificatesEdition.year ? q.year : thisCongress ? congressYear : undefined;
}

/** The asks each part of the reasoning answers: where the question names them orders a two-fact answer. */
const sectionAsks: Record<'registration' | 'abstracts' | 'hotels' | 'airline', readonly Ask[]> = {
  registration: [
    'fee',
    'category',
    'refund',
    'group',
    'earlyDiscount',
    'missedEarly',
    'registerWhen',
    'registerOnline',
    'registerOnsite',
    'registerUntil',
    'payment',
  ],
  abstracts: ['abstract', 'abstractDeadline', ...abstractRuleAsks],
  hotels: ['hotel', 'breakfast', 'taxes'],
  airline: ['airline', 'airlineTaxes', 'airlineValidity'],
};

/** Fees, refunds, groups and registration. */
/** "Do I need an access code?": which categories need one, or whether the one named does. */
function accessCode({k, q}: Context): string | undefined {
  if (!q.asks.has('accessCode')) return undefined;
  // ("A day pass: do I need a code? And industry staff?": the one that needs none says who does.)
  const free = q.categories.length > 1 ? q.categories.find((key) => !flatFees.find((fee) => fee.key === key)?.needsAccessCode) : undefined;
  const flat = flatFees.find((fee) => fee.key === (free ?? q.category));
  // "How much is industry staff, and do I need a code?": the fee's own answer names the code.
  const feeShown = q.asks.has('fee') && !(q.asks.has('group') && !q.positions.has('fee'));
  if (flat?.needsAccessCode && feeShown) return undefined;
  const email = site.contactEmail;
  const needing = k.join(flatFees.filter((fee) => fee.needsAccessCode).map((fee) => lowerFirst(k.feeName(fee.key))));
  // "¿Cómo pido el código?": where to ask for it, not a yes/no.
  const how = /\b(como|how|where|donde|onde|who|quien|quem)\b/.test(q.folded) && !/\b(how much|cuanto|quanto)\b/.test(q.folded);
  // "¿Y cómo se pedía el código?" after another category's fees: who needs one and where to ask, not that category's no.
  if (how && q.category && !q.categories.includes(q.category)) return k.t('answers.reason.accessCodeWho', {needing, email});
  if (q.category && !flat) return k.t('answers.reason.accessCodeNo', {category: lowerFirst(k.feeName(q.category)), needing, email});
  if (flat && !flat.needsAccessCode) return k.t('answers.reason.accessCodeNo', {category: lowerFirst(k.feeName(flat.key)), needing, email});
  if (flat) return k.t(`answers.reason.${how ? 'accessCodeHow' : 'accessCodeYes'}`, {category: lowerFirst(k.feeName(flat.key)), email});
  return k.t('answers.reason.accessCodeWho', {needing, email});
}

/**
 * "I paid on March 3rd and my coworker (also a nurse) pays today: did we pay the same?": one category's fee on the
 * two days named (or a day and today).
 */
function feesOnTwoDays({k, q, now}: Context, category: FeeKey): string | undefined {
  const days = q.dates.length >= 2 ? q.dates.slice(0, 2) : q.date && q.today ? [q.date, isoToday(now)] : undefined;
  if (!days || !(category in feeTable)) return undefined;
  const [first, second] = days.map((day) => fee(category as keyof typeof feeTable, day));
  if (first.kind !== 'online' || !(second.kind === 'online' || second.kind === 'onsite')) return undefined;
  const [a, b] = [first.amount, second.amount];
  return k.t('answers.reason.feesOnTwoDays', {
    same: a === b ? 'yes' : 'no',
    category: lowerFirst(k.feeName(category)),
    first: k.money(a),
    second: k.money(b),
    day1: k.date(days[0]),
    day2: k.date(days[1]),
    period1: k.periodName(first.period),
    period2: k.periodName(second.period),
    difference: k.money(Math.abs(b - a)),
  });
}

/** Physicians named in general ("doctors", "médicos"), who pay what rheumatologists and related professionals pay. */
const physicianWords = /\b(doctors?|physicians?|medic[oa]s?|doctores|doctoras?|doutor(es|as?)?|mds?)\b/;

/** "How much for rheumatologists and residents?", "¿los estudiantes pagan lo mismo que los residentes?". */
function categoriesCompared(context: Context): string | undefined {
  // ("¿Y si cancelamos las dos, nos devuelven algo?": the refund, not both fees again.)
  if (context.q.asks.has('refund') && !context.q.asks.has('fee')) return undefined;
  // "¿Cuánto más paga un reumatólogo que yo?": the difference, below, answers without both tables (or a total of
  // the two, when no total is asked).
  const differs = context.q.asks.has('feeDifference') && context.q.categories.length === 2 && feeDifference(context) !== undefined;
  if (differs && !/\b(total|totais|totales)\b/.test(context.q.folded)) return undefined;
  // "Una reumatóloga, una fisio y yo, residente: ¿cuánto el total?": the team's total, not each category's fee.
  const total = context.q.categoryCounts.length >= 2 ? feeSum(context) : undefined;
  if (total) return total;
  if (differs) return undefined;
  const {k, q} = context;
  const sum = feeSum(context);
  if (sum) return sum;
  if (q.categories.length < 2 && !(q.asks.has('sameAs') && q.categories.length === 1)) return undefined;
  const twoDays = q.categories.length === 1 ? feesOnTwoDays(context, q.categories[0]) : undefined;
  if (twoDays) return twoDays;
  // ("Do industry reps pay the same as doctors?", "enfermeiro paga o mesmo que médico?": a physician pays the
  // rheumatologists' fees, so the two are compared, not "yes, one category".)
  if (q.categories.length === 1 && q.categories[0] !== 'rheumatologists' && physicianWords.test(q.folded))
    return categoriesCompared({...context, q: {...q, categories: [q.categories[0], 'rheumatologists']}});
  if (q.categories.length === 1)
    return `${k.t('answers.reason.sameCategory', {category: lowerFirst(k.feeName(q.categories[0]))})} ${k.feesFor(q.categories[0])}`;
  const last = q.categories.length - 1;
  const answers = q.categories
    .map((category, index) => {
      const own = q.periodOf?.[category];
      const date = q.dateOf?.[category] ?? q.date;
      const periods = own ? [own] : q.periods;
      return feeAnswer({...context, q: {...q, period: own ?? q.period, periods, date}}, category, index === last);
    })
    .join(' ');
  if (!q.asks.has('sameAs') || q.categories.length !== 2) return answers;
  // "¿Los enfermeros pagaban lo mismo que los reumatólogos?": the yes/no first, then both fees.
  const amounts = (category: FeeKey) => {
    if (q.date) return [fee(category, q.date).amount];
    const table = feeTable[category as keyof typeof feeTable];
    // ("Is the late price the same for related professionals?": that period's fees only.)
    if (table && q.period && q.periods.length < 2) return [table[q.period]];
    return table ? [table.early, table.regular, table.late] : [flatFees.find((entry) => entry.key === category)?.amount];
  };
  const [a, b] = q.categories.map(amounts);
  const same = a.every((amount, index) => amount === b[index]);
  // "Do dermatologists pay the same as rheumatologists?": in some periods only, named.
  const periods = feePeriods.map((period) => period.key);
  const alike = a.length === periods.length ? periods.filter((_, index) => a[index] === b[index]) : [];
  if (!same && alike.length > 0) {
    const names = (keys: FeePeriodKey[]) => k.join(keys.map((key) => k.periodName(key)));
    const differ = periods.filter((key) => !alike.includes(key));
    // (Each category's three fees once, not today's fee of each before them.)
    const tables = q.categories.map((category) => feeLine(k, category)).join(' ');
    return `${k.t('answers.reason.feesSamePartly', {same: names(alike), differ: names(differ)})} ${tables}`;
  }
  return `${k.t(`answers.reason.${same ? 'yes' : 'no'}`)} ${answers}`;
}

/** A category's three fees in one line, or its flat fee. */
function feeLine(k: Knowledge, key: FeeKey): string {
  const table = feeTable[key as keyof typeof feeTable];
  if (!table) return k.feesFor(key);
  const [early, regular, late] = [table.early, table.regular, table.late].map((amount) => k.money(amount));
  return k.t('answers.reason.feesShort', {category: k.feeName(key), early, regular, late});
}

/** "¿La inscripción más barata?" (not a hotel): the ranking is of registration fees, not of rooms. */
const registrationRanked = (q: Query) =>
  (q.superlative === 'cheapest' || q.superlative === 'priciest') &&
  !q.category &&
  !q.onsite &&
  q.hotels.length === 0 &&
  !q.asks.has('hotel') &&
  /\b(inscripcion\w*|inscric\w*|registrations?|registro|categor\w*)\b/.test(q.folded);

/** "What was the cheapest registration of all?": the lowest (or highest) fee of the table, with its category and period. */
function feeRanked({k, q}: Context): string | undefined {
  // ("When does the cheapest rate end?": the early fee's last day, not a ranking.)
  if (!registrationRanked(q) || q.asks.has('periodUntil')) return undefined;
  const entries = feeCategories.flatMap((category) =>
    feePeriods.map((period) => ({category, period: period.key, amount: feeTable[category][period.key]})),
  );
  // "¿La más barata y la más cara?": each, in the question's order.
  const orders = q.rankings.length > 1 ? q.rankings : [q.superlative as 'cheapest' | 'priciest'];
  return orders
    .map((order) => {
      const top = [...entries].sort((a, b) => (order === 'cheapest' ? a.amount - b.amount : b.amount - a.amount))[0];
      return k.t(`answers.reason.${order === 'cheapest' ? 'cheapestFee' : 'priciestFee'}`, {
        amount: k.money(top.amount),
        category: lowerFirst(k.feeName(top.category)),
        period: k.periodName(top.period),
      });
    })
    .join(' ');
}

/** "USD 580, which category?", "¿quién pagaba 90 dólares?": the fees of that amount, by period and category. */
function amountCategories({k, q}: Context): string | undefined {
  const amount = /(?:\busd|\bus\$|\$) ?(\d{2,4})\b|\b(\d{2,4}) ?(?:usd|dolares|dollars|dolars)\b/.exec(q.folded);
  const asked =
    /\b(which|what|que|qual|cual|whose|who|quien|quem)\b.*\b(categor\w*|pa(y|id|ys|gaba|gava|gan|gam|ga)|fee|tarifa|taxa|rate)\b|\b(categor\w*)\b/;
  // "I paid five hundred eighty bucks, what rate was that?": the amount paid is the one asked about.
  const value = amount ? Number(amount[1] ?? amount[2]) : q.paidAmount;
  if (value === undefined || q.category || !asked.test(q.folded) || q.asks.has('hotel') || q.asks.has('refund')) return undefined;
  const matches = feePeriods
    .map((period) => ({period: period.key, categories: feeCategories.filter((key) => feeTable[key][period.key] === value)}))
    .filter((entry) => entry.categories.length > 0)
    .map((entry) =>
      k.t('answers.reason.amountIsItem', {
        period: k.periodName(entry.period),
        categories: k.join(entry.categories.map((key) => lowerFirst(k.feeName(key)))),
      }),
    );
  const flat = flatFees
    .filter((entry) => entry.amount === value)
    .map((entry) => k.t('answers.reason.amountIsFlat', {category: lowerFirst(k.feeName(entry.key))}));
  const list = [...matches, ...flat];
  return list.length ? k.t('answers.reason.amountIs', {amount: k.money(value), list: k.join(list)}) : undefined;
}

/** "Did I miss the early rate?": yes once it is over (with today's fee), no while it lasts. */
function missedEarly(context: Context): string | undefined {
  const {k, q, today} = context;
  if (!q.asks.has('missedEarly') || q.period !== 'early') return undefined;
  const end = k.date(feePeriods[0].lastDay);
  const gone = !['beforeRegistration', 'early'].includes(today.phase);
  const key = gone ? 'earlyMissed' : today.phase === 'beforeRegistration' ? 'earlyNotYet' : 'earlyNotMissed';
  const verdict = k.t(`answers.reason.${key}`, {end, opens: k.date(registrationOpensOn)});
  // With a category, its fee today (or from the day registration opens); without one, today's period's fees.
  const now = !gone
    ? q.category && feeNow(context, q.category)
    : q.category
      ? feeNow(context, q.category)
      : registrationSeason.has(today.phase)
        ? k.feesInPeriod(periodOf(context.now))
        : undefined;
  // ("And for residents?" after the verdict: that category's fee, not the verdict again.)
  if (now && q.followUp && !/\b(miss\w*|perd\w*|early|anticipad\w*|antecipad\w*|still|todavia|ainda|aun)\b/.test(q.folded)) return now;
  return now ? `${verdict} ${now}` : verdict;
}

/** "So total?" for two people of two categories: each fee and their sum, when both are known. */
function feeSum(context: Context): string | undefined {
  const {k, q} = context;
  const mixed = mixedTotal(context);
  if (mixed) return mixed;
  if (!q.asks.has('feeSum') || q.categories.length !== 2) return undefined;
  const fees = q.categories.map((category) => ({category, amount: unitFee(context, category)}));
  if (fees.some((entry) => entry.amount === undefined)) return undefined;
  const each = fees.map((entry) => `${k.money(entry.amount!)} (${lowerFirst(k.feeName(entry.category))})`);
  return k.t('answers.reason.feeSum', {total: k.money(fees.reduce((sum, entry) => sum + entry.amount!, 0)), each: each.join(' + ')});
}

/** "Vamos 2 residentes y 1 reumatólogo, ¿cuánto todo junto en enero?": the total before and after the period change. */
function mixedTotalInMonth(context: Context, month: NonNullable<Query['month']>): string | undefined {
  const {k, q} = context;
  const change = feePeriods.find((period) => period.firstDay > month.first && period.firstDay <= month.last);
  if (!change) return undefined;
  const lastBefore = DateTime.fromISO(change.firstDay).minus({days: 1}).toISODate()!;
  const totalOn = (day: string) =>
    q.categoryCounts.reduce((sum, entry) => {
      const paid = fee(entry.category, day);
      return sum + entry.count * (paid.kind === 'online' || paid.kind === 'onsite' ? paid.amount : NaN);
    }, 0);
  const [first, second] = [totalOn(lastBefore), totalOn(change.firstDay)];
  if (Number.isNaN(first) || Number.isNaN(second)) return undefined;
  const values = {
    month: k.month(month.first),
    first: k.money(first),
    second: k.money(second),
    end: k.date(lastBefore),
    start: k.date(change.firstDay),
  };
  return k.t('answers.reason.feeSumSplit', values);
}

/** "Somos 3 residentes y 2 reumatólogos, ¿cuánto en febrero todo junto?": each category's count times its fee. */
function mixedTotal(context: Context): string | undefined {
  const {k, q} = context;
  // A count above one makes it a sum ("un laboratorio y un líder de grupo" names two kinds, not a total).
  // ("Una reumatóloga, una fisio y yo: ¿el total?" asks the sum of one of each.)
  const single = q.categoryCounts.every((entry) => entry.count === 1) && !totalAsked.test(q.folded) && !q.followUp;
  // ("¿Y si yo hubiera cancelado el 24?" after the pair's total: the refund, not the total again.)
  const refundOnly =
    q.asks.has('refund') &&
    q.followUp &&
    !totalAsked.test(q.folded) &&
    !/\b(pag\w*|pay\w*|cuesta|custa|cost\w*|tarifa|taxa|fee|inscri\w*|regist\w*)\b/.test(q.folded);
  if (q.categoryCounts.length < 2 || !q.asks.has('fee') || single || refundOnly) return undefined;
  // ("Mi jefa pagó el 10 de marzo y yo el 20": each one's fee on the day they paid.)
  const fees = q.categoryCounts.map((entry) => {
    const own = q.dateOf?.[entry.category];
    return {...entry, amount: unitFee(own ? {...context, q: {...q, date: own}} : context, entry.category)};
  });
  if (fees.some((entry) => entry.amount === undefined)) return q.month ? mixedTotalInMonth(context, q.month) : undefined;
  const each = fees.map((entry) => `${entry.count} × ${k.money(entry.amount!)} (${lowerFirst(k.feeName(entry.category))})`);
  const total = fees.reduce((sum, entry) => sum + entry.count * entry.amount!, 0);
  // (Before registration opens, "if we pay today" is not yet possible: it opens at the early fee.)
  const day = q.date ?? (q.today ? context.now : undefined);
  const notOpen =
    day !== undefined && q.categoryCounts.every((entry) => fee(entry.category, day).kind === 'notOpen')
      ? `${k.t('answers.reason.no')} ${k.t('answers.feesNotOpen', {opens: k.date(registrationOpensOn)})} `
      : '';
  // ("3 reumatólogos, 4 enfermeras y 4 residentes": 11 get a free registration, of a category the site does not name.)
  // (Exactly 10 all pay, and an 11th would come free.)
  const people = q.categoryCounts.reduce((count, entry) => count + entry.count, 0);
  const free = people - groupSplit(people).paid;
  const rule = {count: people, paid: groupRegistration.paid, one: groupRegistration.free, email: site.contactEmail};
  const freeNote = free
    ? ` ${k.t('answers.reason.groupMixedFree', {...rule, free})}`
    : groupFree(people)
      ? ` ${k.t('answers.reason.groupExtraFree', {...rule, free: groupFree(people)})}`
      : '';
  const sum = notOpen + k.t('answers.reason.feeSum', {total: k.money(total), each: each.join(' + ')}) + freeNote;
  // "¿Y cuánto nos ahorrábamos?": against the total asked before.
  const against = q.against ? {...context, q: {...q, ...q.against, against: undefined}} : undefined;
  const before = against ? q.categoryCounts.map((entry) => entry.count * (unitFee(against, entry.category) ?? NaN)) : [];
  const other = before.reduce((sum, amount) => sum + amount, 0);
  if (!against || Number.isNaN(other) || other === total) return sum;
  return `${sum} ${k.t('answers.reason.feeSumAgainst', {difference: k.money(Math.abs(other - total)), less: total < other ? 'yes' : 'no', other: k.money(other)})}`;
}

/** "How much…?" in each language. */
const howMuchWords = /\b(cuanto|cuesta|how much|price|precio|quanto|custa|valor|cost|costs)\b/;

/** A category's fee (on a day, in a month, today), or a period's fees. */
function feeParts(context: Context, addIn: Add) {
  const {k, q} = context;
  const sum = feeSum(context);
  if (sum) return addIn(sum, 'fees', ['fee']);
  const add: Add = (text, of) => addIn(text, of, ['fee', 'category']);
  const has = (ask: Ask) => q.asks.has(ask);
  const named = q.date || q.month || q.today || q.onsite || q.period;
  const elsewhere = ['hotel', 'airline', 'refund', 'group'].some((ask) => has(ask as Ask));
  // ("Do I need an access code for that?" after a fee: the code alone.)
  // ("¿Hasta cuándo se puede pagar por internet?" after a fee: the last day, not the fee again.)
  const untilOnly =
    has('registerUntil') &&
    (q.positions.has('registerUntil') || q.positions.has('registerOnline')) &&
    !/\b(cuanto|how much|quanto|precio|price|preco|valor|cost\w*|cuesta|custa|fee|tarifa|taxa)\b/.test(q.folded);
  const codeOnly = (has('accessCode') && !has('fee') && !has('category')) || untilOnly;
  if (q.category && !groupPaidAsked(q) && !codeOnly && (has('fee') || has('category') || !topicAsks.some((ask) => has(ask)) || named)) {
    if (has('category')) add(k.t('answers.reason.categoryIs', {category: lowerFirst(k.feeName(q.category))}), 'fees');
    if (has('category') && !has('fee')) add(k.feesFor(q.category), 'fees');
    // ("E se fôssemos 9?" after a group's total: the group carried with its fee, the new count's total.)
    else if (!has('refund') && !(has('group') && !q.positions.has('fee') && (q.positions.has('group') || !carriedGroupCount(q)))) {
      // "¿Cuánto pago hoy y cuánto la semana que viene?": today first, then the other day.
      // (Not when both days are at the venue's door, at the same fee: "online tonight, or there tomorrow?")
      const bothAtDoor =
        q.date !== undefined && fee(q.category, q.date).kind === 'onsite' && fee(q.category, context.now).kind === 'onsite';
      if (q.today && q.relativeDay !== undefined && !bothAtDoor)
        add(feeAnswer({...context, q: {...q, date: undefined}}, q.category), 'fees');
      // "¿Cuánto el 5 de enero y el 5 de abril?": the fee on each day.
      const severalDays = q.dates.length > 1 && !q.dateRelation;
      if (severalDays)
        for (const date of q.dates) {
          const onDay = {...context, q: {...q, date}};
          // "3 residents on March 16 vs March 17?": each day's total too.
          const total = q.count !== undefined && q.count > 1 ? unitFee(onDay, q.category) : undefined;
          add(feeAnswer(onDay, q.category) + (total === undefined ? '' : ` ${feeTotal(k, q, total)}`), 'fees');
        }
      else if (monthsIn(q.folded).length >= 2 && q.category in feeTable && !q.date)
        // "Muda o valor se eu pagar em fevereiro ou em março?": each month's fee.
        for (const month of monthsIn(q.folded)) add(feeInMonth(k, q.category, month), 'fees');
      // ("Soy líder de grupo, llevo 12 residentes": the people counted are the group's, not group leaders.)
      const counted = q.count !== undefined && q.count > 1 && !severalDays && q.category !== 'groupLeader';
      const unit = counted ? unitFee(context, q.category) : undefined;
      // "Somos 12 enfermeiras, quanto dá?": the total first, then the fee each one pays.
      // (Not when the message names two categories: "the day pass? and 2 as industry staff?" keeps each fee by its own.)
      const totalFirst = unit !== undefined && q.categories.length < 2;
      if (totalFirst) add(feeTotal(k, q, unit), 'fees');
      // ("E se fôssemos 10?" after the group's total: the new total alone.)
      const recount = unit !== undefined && recounted(q) && q.categories.length === 0;
      // "How much for nurses rn, and is it cheaper if I just pay at the door?": today's fee, then the door's.
      const door = onsiteCompared(context, q.category);
      if (door && q.today) add(feeAnswer({...context, q: {...q, onsite: false}}, q.category), 'fees');
      if (door) add(door, 'fees');
      else if (!severalDays && !recount && !(monthsIn(q.folded).length >= 2 && q.category in feeTable && !q.date))
        add(budgetVerdict(context, q.category) + flatVerdict(context, q.category) + feeAnswer(context, q.category), 'fees');
      if (unit !== undefined && !totalFirst) add(feeTotal(k, q, unit), 'fees');
      else if (unit === undefined && q.count !== undefined && q.count > 1 && q.month)
        add(feeTotalInMonth(k, q, q.category, q.month), 'fees');
    }
  } else if (has('fee') && !q.category && onsiteCheaperAsked(context)) {
    // "Se eu deixar pra pagar lá no local, sai mais barato?": no, the late fee, then its table.
    const period = context.today.feePeriod ?? 'late';
    const values = {
      same: period === 'late' ? 'yes' : 'no',
      period: k.periodName(period),
      last: k.date(onlineLastDay),
      dearer: onsiteDearerAsked(q) ? 'yes' : 'no',
      closed: onlineOpen(context.today) ? 'no' : 'yes',
    };
    add(k.t('answers.reason.onsiteNotCheaperAny', values), 'fees');
    add(k.feesInPeriod('late'), 'fees');
  } else if (has('fee') && !q.category && q.date && !elsewhere) add(k.feesInPeriod(periodOf(q.date)), 'fees');
  // ("¿Todavía da tiempo para la anticipada?" asks until when it lasts, answered with the period's end.)
  else if (has('fee') && !q.category && q.period && !elsewhere && !(has('periodUntil') && !howMuchWords.test(q.folded)))
    add(k.feesInPeriod(q.period), 'fees');
  // "Can I still register? How much is it?": the yes or no, then today's fees of every category.
  else if (has('fee') && !q.category && !named && !elsewhere && howMuchWords.test(q.folded) && registeringAsked(q) && registrationYesNo(q))
    add(feesTodayOnly(context), 'fees');
}

/** Today's fees of every category, after a yes or no that already said which period applies. */
function feesTodayOnly({k, today}: Context): string {
  if (today.phase === 'after') return k.feesToday(today.phase);
  const period = today.phase === 'beforeRegistration' ? 'early' : (today.feePeriod ?? 'late');
  return `${k.feesInPeriod(period)} ${k.t('answers.feesWhichCategory')}`;
}

/** "Tarifa económica promocional", "promotional fare", "classe promocional": a promotional fare (not a promo code). */
const promoFare =
  /\b(tarifas?|clases?|classes?|class|fares?|economica|economy|passage\w*|pasajes?) (\w+ ){0,2}(promo|promos|promotional|promocional\w*)\b|\b(promo|promotional|promocional) (fares?|class|classes|tarifas?|clases?|classes?|economy|economica)\b/;

/** "Is it more expensive onsite?": the door's fee asked as dearer, not cheaper. */
const onsiteDearerAsked = (q: Query): boolean =>
  /\b(more expensive|pricier|dearer|costs? more|mas car[oa]|mais car[oa]|cuesta mas|custa mais)\b/.test(q.folded);

/** "Is it cheaper if I pay at the door?" (or dearer), before the congress: online registration open or just closed. */
const onsiteCheaperAsked = ({q, today}: Context): boolean =>
  q.onsite &&
  // ("Mi compañera pagó el 3 de marzo, ¿cuánto más caro me sale a mí?": a difference with another payment.)
  !(q.date && /\b(how much|cuanto|quanto)\b/.test(q.folded)) &&
  (/\b(cheaper|mas barat[oa]|mais barat[oa]|less|menos|ahorr\w*|economiz\w*|save|saves|compensa|sale mejor|worth it)\b/.test(q.folded) ||
    onsiteDearerAsked(q)) &&
  (onlineOpen(today) || today.phase === 'onsiteOnly' || today.phase === 'during');

/** "Is it cheaper if I pay at the door?": no, the venue charges the late fee, set against today's online fee. */
function onsiteCompared(context: Context, category: FeeKey): string | undefined {
  const {k, now} = context;
  if (!onsiteCheaperAsked(context) || !(category in feeTable)) return undefined;
  const online = fee(category, now);
  const open = onlineOpen(context.today);
  if (open && online.kind !== 'online') return undefined;
  const onsite = feeTable[category as keyof typeof feeTable].late;
  return k.t('answers.reason.onsiteNotCheaper', {
    onsite: k.money(onsite),
    online: k.money(online.kind === 'online' ? online.amount : onsite),
    same: !open || (online.kind === 'online' && online.amount === onsite) ? 'yes' : 'no',
    last: k.date(onlineLastDay),
    dearer: onsiteDearerAsked(context.q) ? 'yes' : 'no',
    closed: open ? 'no' : 'yes',
  });
}

/** A group of `count`: "we were 22" are 20 paid and 2 free; "10 pagantes", "we'll pay 20" are all paid, with the free ones on top. */
function groupOf(q: Query, count: number): {paid: number; free: number} {
  const paidCount =
    /\b\d+ (\w+ ){0,2}(pagantes|paying|paid|pagadas|pagas|que pagan|que pagam|who pay|registrations bought)\b(?! (all )?(together|juntos|juntas|en conjunto|em conjunto|in|en|em|on|by|before|after|antes|despues|depois|durante|el|no|na)\b)/.test(
      q.folded,
    ) || /\b(pay|pagamos|pagar|pagando|pagarmos|pagassemos|pagasemos|pago) (for )?\d+\b/.test(q.folded);
  return paidCount ? {paid: count, free: groupFree(count)} : groupSplit(count);
}

/**
 * "Three colleagues as industry staff, total cost?": the total. From ten, the group rule: "we were 22" are 20
 * registrations paid and 2 free; "10 pagantes" are 10 paid, with an 11th free on top.
 */
function feeTotal(k: Knowledge, q: Query, unit: number): string {
  const count = q.count!;
  const {paid, free} = groupOf(q, count);
  if (!free) return k.t('answers.reason.feeTotal', {count, total: k.money(unit * count)});
  const total = k.money(unit * paid);
  if (paid + free > count) return k.t('answers.reason.feeTotalGroupExtra', {count: paid, total, free});
  return k.t('answers.reason.feeTotalGroup', {count, paid, total, free});
}

/** "Does the day pass go up later?": no, a flat fee stays the same. */
function flatVerdict({k, q}: Context, category: FeeKey): string {
  if (category in feeTable || q.date || q.month) return '';
  // "Is the day pass the same price every day?": yes; "does it go up?": no.
  if (/\b(same (price|fee|rate)|mismo precio|misma tarifa|mesmo (preco|valor)|mesma taxa)\b/.test(q.folded))
    return `${k.t('answers.reason.yes')} `;
  return goesUp.test(q.folded) ? `${k.t('answers.reason.no')} ` : '';
}

/** "Tenía 550 dólares, ¿me alcanzaba?": yes or no, before the fee itself (one person, a known fee). */
function budgetVerdict(context: Context, category: FeeKey): string {
  const {k, q} = context;
  const budget = q.paidAmount;
  if (budget === undefined || (q.count ?? 1) > 1 || !budgetWords.test(q.folded)) return '';
  const unit = unitFee(context, category);
  return unit === undefined ? '' : `${k.t(`answers.reason.${unit <= budget ? 'yes' : 'no'}`)} `;
}
const budgetWords =
  /\b(alcanza\w*|alcanca\w*|enough|suficiente|bastaba|basta|bastava|da para|daba para|dava para|da pra|dava pra|cover|covers|covered|afford|budget|presupuesto|orcamento)\b/;

/** "Somos 12 y pagamos en enero": a month of two fee periods, the group's total in each. */
function feeTotalInMonth(k: Knowledge, q: Query, category: FeeKey, month: {first: string; last: string}): string | undefined {
  const [first, last] = [fee(category, month.first), fee(category, month.last)];
  if (first.kind !== 'online' || (last.kind !== 'online' && last.kind !== 'onsite') || first.amount === last.amount) return undefined;
  const {paid, free} = groupOf(q, q.count!);
  const values = {
    count: Math.max(q.count!, paid + free),
    paid,
    free,
    first: k.money(first.amount * paid),
    end: k.date(feePeriods.find((period) => period.key === first.period)!.lastDay),
    second: k.money(last.amount * paid),
    start: k.date(feePeriods.find((period) => period.key === last.period)!.firstDay),
  };
  return k.t(`answers.reason.${free ? 'feeTotalSplitGroup' : 'feeTotalSplit'}`, values);
}

/** "The early bird was until March, right?": yes or no, and the period's real last day. */
function periodClaim({k, q, now}: Context): string | undefined {
  const claimed = q.date ?? q.month?.last;
  if (!q.period || !claimed || q.category || !/\b(until|till|hasta|ate)\b/.test(q.folded)) return undefined;
  const period = feePeriods.find((entry) => entry.key === q.period)!;
  const right = q.date ? q.date === period.lastDay : q.month!.first <= period.lastDay && period.lastDay <= q.month!.last;
  return `${k.t(`answers.reason.${right ? 'yes' : 'no'}`)} ${periodUntil(k, now, period.key)}`;
}

/** "The early fee applies until January 15, 2026", or "applied", once that day has passed. */
function periodUntil(k: Knowledge, now: number, key: FeePeriodKey): string {
  const {lastDay} = feePeriods.find((entry) => entry.key === key)!;
  const past = daysUntil(now, lastDay) < 0 ? 'yes' : 'no';
  return k.t('answers.reason.periodUntil', {period: k.periodName(key), end: k.date(lastDay), past});
}

/** "How much did I save by paying early?": a category's early fee against the regular and late ones. */
function savingAnswer({k, q, now}: Context): string | undefined {
  // (A group's saving is its total's, given with the total.)
  if (!q.positions.has('saving') || !q.category || !(q.category in feeTable) || q.categoryCounts.length > 1) return undefined;
  // "Quanto eu teria economizado se tivesse pago antecipado?"
  if (/\b(would|could|hubiera|habria|hubiese|teria|tivesse|have been|had)\b/.test(q.folded)) {
    const past = pastPeriodDifference(k, q, now);
    if (past) return past;
  }
  const fees = feeTable[q.category as keyof typeof feeTable];
  // "How much would I save paying before the 17th of March vs after?": the fee before that day against the fee from it.
  const [day] = q.dates;
  if (day && q.dates.length === 1 && /\b(vs|versus|or|o|ou) (after|despues|depois)\b/.test(q.folded)) {
    const [before, after] = [periodOf(DateTime.fromISO(day, {zone: CONGRESS_ZONE}).minus({days: 1}).toISODate()!), periodOf(day)];
    if (before && after && before !== after) return feeDifferenceText(k, q.category, after, before, false);
  }
  // "¿Cuánto ahorro pagando ahora en vez de al final?" in the regular period: today's fee against the late one.
  const current = fee(q.category, now);
  if (current.kind === 'online' && current.period === 'regular' && (q.today || /\b(now|agora|ahora|ya)\b/.test(q.folded)))
    return feeDifferenceText(k, q.category, 'late', 'regular', true);
  return k.t('answers.reason.saving', {
    category: k.feeName(q.category),
    early: k.money(fees.early),
    regular: k.money(fees.regular),
    late: k.money(fees.late),
    vsRegular: k.money(fees.regular - fees.early),
    vsLate: k.money(fees.late - fees.early),
  });
}

/**
 * "If I register on 20 January instead of now, how much more?": a category's fee on the day (month,
 * period or onsite) the question names against today's, or between the two periods it names.
 */
function feeDifference(context: Context): string | undefined {
  const {k, q, now} = context;
  if (!q.asks.has('feeDifference')) return undefined;
  // "¿Qué diferencia hay entre mi categoría y la de los afines en la regular?": the two categories in one period.
  const [a, b] = q.categories;
  // (At the venue, once online registration has closed, today's fee is the late one.)
  const today = fee(a ?? 'rheumatologists', now);
  const period = q.period ?? (today.kind === 'online' ? periodOf(isoToday(now)) : today.kind === 'onsite' ? 'late' : undefined);
  if (q.categories.length === 2 && a in feeTable && b in feeTable && period) {
    const [high, low] = [a, b].sort((x, y) => feeTable[y as keyof typeof feeTable][period] - feeTable[x as keyof typeof feeTable][period]);
    const amount = (key: FeeKey) => feeTable[key as keyof typeof feeTable][period];
    const same = amount(high) === amount(low);
    // ("¿Era igual?": the yes or no first.)
    const lead = sameAsked.test(q.folded) ? `${k.t(`answers.reason.${same ? 'yes' : 'no'}`)} ` : '';
    return (
      lead +
      k.t('answers.reason.feeDifferenceCategories', {
        same: same ? 'yes' : 'no',
        more: k.money(amount(high) - amount(low)),
        dearer: lowerFirst(k.feeName(high)),
        high: k.money(amount(high)),
        cheaper: lowerFirst(k.feeName(low)),
        low: k.money(amount(low)),
        period: k.periodName(period),
      })
    );
  }
  // (A group's difference is its total's, given with the total.)
  if (!q.category || q.categories.length > 1 || q.categoryCounts.length > 1 || !(q.category in feeTable)) return undefined;
  // "March 16 vs March 17, is there a price difference?": the two days' fees against each other.
  if (q.dates.length === 2 && q.category in feeTable) {
    const periodOn = (day: string) => {
      const answer = fee(q.category!, day);
      return answer.kind === 'online' || answer.kind === 'onsite' ? answer.period : undefined;
    };
    const [first, second] = q.dates.map(periodOn);
    const table = feeTable[q.category as keyof typeof feeTable];
    if (first && second) {
      const [dearer, cheaper] = table[second] >= table[first] ? [second, first] : [first, second];
      return feeDifferenceText(k, q.category, dearer, cheaper, false);
    }
  }
  // "¿Hay diferencia si pago en febrero o en marzo?": each month's fee (March has two).
  const named = monthsIn(q.folded);
  if (named.length >= 2) return named.map((month) => feeInMonth(k, q.category!, month)).join(' ');
  const table = feeTable[q.category as keyof typeof feeTable];
  if (q.periods.length === 2) {
    const [a, b] = [...q.periods].sort((x, y) => table[y] - table[x]);
    return feeDifferenceText(k, q.category, a, b, false);
  }
  const current = fee(q.category, now);
  // "¿Y qué diferencia con lo que pagaría hoy?" after a fee on another day: that day's fee against today's.
  const earlierDay = q.against && q.today ? (q.against.date ?? q.against.month?.first) : undefined;
  const earlier = earlierDay
    ? fee(q.category, earlierDay)
    : q.against?.period && q.today
      ? {kind: 'online' as const, period: q.against.period}
      : undefined;
  const todayPeriod = current.kind === 'online' ? current.period : current.kind === 'onsite' ? 'late' : undefined;
  if (earlier && (earlier.kind === 'online' || earlier.kind === 'onsite') && todayPeriod)
    return moreNowAsked(q)
      ? feeDifferenceText(k, q.category, todayPeriod, earlier.period, false)
      : feeDifferenceText(k, q.category, earlier.period, todayPeriod, true);
  const past = pastPeriodDifference(k, q, now);
  if (past) return past;
  if (current.kind !== 'online') return undefined;
  const day = q.date ?? q.month?.first;
  const asked = day ? fee(q.category, day) : undefined;
  // "¿Y si no llego a pagar a tiempo, cuánto más?": the next period's fee against today's.
  const missed =
    /\b(no llego|no alcanzo|no me da el tiempo|if i (dont|don't|do not|can't|cant) (make it|pay in time)|miss (it|the deadline)|nao (chego|chegar|conseguir|der tempo))\b/;
  const next = missed.test(q.folded) ? feePeriods[feePeriods.findIndex((entry) => entry.key === current.period) + 1]?.key : undefined;
  const then = next ?? (q.onsite ? 'late' : asked && (asked.kind === 'online' || asked.kind === 'onsite') ? asked.period : q.period);
  if (!then || table[then] < table[current.period]) return undefined;
  return feeDifferenceText(k, q.category, then, current.period, true);
}

/** "How much more am I paying now than early?": today's fee against that period's, said as "more". */
const moreNowAsked = (q: Query): boolean => /\b(more|mas|mais)\b/.test(q.folded) && /\b(now|today|hoy|ahora|agora|hoje)\b/.test(q.folded);

/** "How much cheaper would it have been early?": a period already over, against today's fee. */
function pastPeriodDifference(k: Knowledge, q: Query, now: number): string | undefined {
  // (A group's saving is its total's.)
  if (!q.category || !(q.category in feeTable) || q.periods.length !== 1 || q.categoryCounts.length > 1 || q.against) return undefined;
  const table = feeTable[q.category as keyof typeof feeTable];
  const current = fee(q.category, now);
  const nowPeriod = current.kind === 'online' ? current.period : current.kind === 'onsite' ? 'late' : undefined;
  if (!nowPeriod || table[q.periods[0]] >= table[nowPeriod]) return undefined;
  if (moreNowAsked(q)) return feeDifferenceText(k, q.category, nowPeriod, q.periods[0], false);
  // (Once the congress is over, the door fee is no longer "today's".)
  return feeDifferenceText(k, q.category, q.periods[0], nowPeriod, isoToday(now) <= congress.endDate);
}

/** A category's fee in one period against another ("US$100 more: … US$680 at the late fee, against US$580 today"). */
function feeDifferenceText(k: Knowledge, key: FeeKey, then: FeePeriodKey, before: FeePeriodKey, today: boolean): string {
  const table = feeTable[key as keyof typeof feeTable];
  return k.t(`answers.reason.${table[then] < table[before] ? 'feeDifferenceLess' : 'feeDifference'}`, {
    category: lowerFirst(k.feeName(key)),
    then: k.money(table[then]),
    thenPeriod: k.periodName(then),
    now: k.money(table[before]),
    nowPeriod: k.periodName(before),
    more: k.money(Math.abs(table[then] - table[before])),
    same: table[then] === table[before] ? 'yes' : 'no',
    today: today ? 'yes' : 'no',
  });
}

/** One person's fee when the question fixes it (a flat fee, a day, a period or onsite), for a total. */
function unitFee({q, now}: Context, category: FeeKey): number | undefined {
  const flat = flatFees.find((entry) => entry.key === category);
  if (flat) return flat.amount;
  const table = feeTable[category as keyof typeof feeTable];
  const day = q.date ?? (q.today ? now : undefined);
  // ("If we register tomorrow, how much in all?" on the last day: there is no registration then, so no total.)
  if (typeof day === 'string' && day > congress.endDate) return undefined;
  if (day !== undefined) {
    const answer = fee(category, day);
    // (Before registration opens, "today" is the early fee of the day it opens.)
    return answer.kind === 'online' || answer.kind === 'onsite' || answer.kind === 'notOpen' ? answer.amount : undefined;
  }
  if (q.onsite) return table.late;
  // "So in the early period, how much for the 15 of us?": that period's fee.
  if (q.period && q.periods.length <= 1) return table[q.period];
  // "¿Y si nos inscribíamos en diciembre?": a month that is one period from its first day to its last.
  if (q.month) {
    const [first, last] = [fee(category, q.month.first), fee(category, q.month.last)];
    const same = first.kind === 'online' && (last.kind === 'online' || last.kind === 'onsite') && first.amount === last.amount;
    return same ? first.amount : undefined;
  }
  if (q.period) return table[q.period];
  // "Somos 11 residentes, ¿cuánto nos sale en total?": what registering costs today, while it is possible.
  const today = fee(category, now);
  return todayAt(now).phase !== 'after' && (today.kind === 'online' || today.kind === 'onsite') ? today.amount : undefined;
}

/**
 * The question names a group of its own ("is there a group rate for our delegation?"), not only the group leader
 * ("what does the group leader pay?") or a fee after a group ("¿y cuánto paga cada residente?").
 */
function groupNamed(q: Query): boolean {
  const rest = withoutGroupLeader(q.folded);
  const named = /\b(grup\w*|groups?|delegation|delegacion|delegacao)\b/.test(rest);
  return named && (!q.asks.has('fee') || /\b(rate|tarifa|discount|descuento|desconto|deal|taxa)\b/.test(rest));
}

/** "Se formos 22, quantas a gente paga?", "somos 22 residentes, ¿cuántas pagamos?": how many are paid, not a fee. */
const groupPaidAsked = (q: Query): boolean =>
  q.asks.has('group') &&
  q.count !== undefined &&
  /\b(quant[oa]s|cuant[oa]s|how many)\b(\W+\w+){0,3}\W+(pag\w*|pay\w*)\b/.test(q.folded) &&
  !/\b(cuanto|quanto|how much|precio|preco|price|cost\w*|total)\b/.test(q.folded);

/** "E se fôssemos 9?" after a group's answer: a new count for the group, neither named again. */
const carriedGroupCount = (q: Query) => recounted(q) && q.categoryCounts.length < 2 && q.asks.has('group') && !q.positions.has('group');

/** "E se fôssemos 10?", "what if only 8 came?": a follow-up that gives a new count and asks nothing else. */
const recounted = (q: Query) =>
  q.followUp &&
  /^(e|y|and|what|how|if|se|si|ok)\b/.test(q.folded) &&
  q.count !== undefined &&
  new RegExp(`\\b${q.count}\\b`).test(q.folded) &&
  !q.positions.has('fee');

/** "Quanto dá pras duas juntas?": a small total paid together, where the group rule gives nothing and was not asked. */
const togetherOnly = (q: Query) =>
  !carriedGroupCount(q) &&
  q.count !== undefined &&
  q.count < 10 &&
  q.asks.has('fee') &&
  !/\b(grupo|group|grupal|gratis|gratuit\w*|free|de graca|descuento|discount|desconto|delegac\w*)\b/.test(q.folded);

/** "Somos un grupo: 3 reumatólogos y 4 residentes, ¿cuánto es el total?": the total alone answers (no one is free under 10). */
const smallGroupTotal = (q: Query) =>
  q.count! < 10 &&
  q.asks.has('fee') &&
  q.categoryCounts.length > 0 &&
  !/\b(gratis|gratuit\w*|free|de graca|cortesias?|descuento|discount|desconto|lider|leader|codigo|code)\b/.test(q.folded);

/** Group registration: the free registrations of a group's size, why that many, or the rule. */
function groupParts(context: Context, add: Add) {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  // "¿Cuántos teníamos que ser para que una saliera gratis?": the rule's threshold, whatever the group's size.
  const threshold =
    /\b(cuant[oa]s (teniamos|tenemos|tendriamos|tenian|hay|habia) que ser|how many (do|would|did) (we|you) (need|have to be)|quant[oa]s (precisamos|precisavamos|tinhamos que|temos que) ser)\b/;
  // ("Any discount if my whole unit comes along?": the group rule.)
  const wholeTeam =
    /\b(whole|entire|todo|toda)\b/.test(q.folded) && /\b(discount|descuento|desconto|deal|promo\w*|price|precio|preco)\b/.test(q.folded);
  // ("Y si juntamos 10 pagados, ¿nos regalan una? ¿cómo funciona eso?": the rule itself.)
  const howItWorks = /\b(como funciona|como e que funciona|how does (it|that|this) work|how it works)\b/;
  if (has('group') && (threshold.test(q.folded) || (howItWorks.test(q.folded) && q.count === undefined))) return add(k.groups(), 'groups');
  if (has('group') && wholeTeam && q.count === undefined) return add(k.groups(), 'groups', ['group']);
  // ("…and do I pay as the leader?": the group leader's own fee.)
  if (
    has('group') &&
    /\b(pay|pago|pagar|pagaria|pagam?)\b (\w+ ){0,2}(as|como) (the |el |o |la |a )?(group )?(leader|lider|organizador\w*)\b/.test(q.folded)
  )
    add(feeAnswer(context, 'groupLeader'), 'groups');
  // "Why do 15 of us get only 1 free?" asked directly, or after the group's answer.
  if ((has('groupWhy') || (has('group') && whyAsked(q.folded))) && q.count !== undefined) {
    const {paid} = groupOf(q, q.count);
    const free = groupFree(paid);
    add(k.t('answers.reason.groupWhy', {paid, free, next: (free + 1) * 10}), 'groups');
  } else if (has('group') && groupPaidAsked(q)) {
    // "Se formos 22, quantas a gente paga?": the group's paid and free registrations.
    add(k.t('answers.reason.groupPaid', {count: q.count!, ...groupSplit(q.count!)}), 'groups');
    if (context.today.phase === 'after' && !pastWords.test(q.folded)) add(registrationClosed(k), 'groups');
    // ("…y cómo funciona eso del líder de grupo?": the leader's fee and access code too.)
    if (/\b(lider|leader)\b/.test(q.folded)) add(feeAnswer(context, 'groupLeader', false), 'groups');
  } else if (
    has('group') &&
    q.count !== undefined &&
    !togetherOnly(q) &&
    !smallGroupTotal(q) &&
    // (A mixed group's total says its free registrations itself; under 10, that there are none.)
    !(q.categoryCounts.length >= 2 && has('fee') && groupFree(q.count) > 0)
  ) {
    // "30 people, how many free?" reads 30 registrations (3 free); beside a total, the total's own split.
    const freeAsked = /\b(gratis|gratuitas?|free|de graca|cortesias?)\b/.test(q.folded);
    const free = has('fee') && q.category && !freeAsked ? groupOf(q, q.count).free : groupFree(q.count);
    // Once the congress is over, the leader's access code is no longer something to request.
    // ("¿Cómo era lo del líder de grupo?", "el que organiza necesita algo?": and how the leader registered.)
    const leader =
      q.category === 'groupLeader' ||
      /\b(lider|leader|organiza\w*|coordina\w*|coordena\w*|access code|codigo de acceso|codigo de acesso)\b|\b(necesita|need|needs|precisa)\b(\W+\w+){0,2}\W+(algo|anything|something|alguma coisa|especial|special)\b/.test(
        q.folded,
      );
    const when = context.today.phase === 'after' ? (leader ? 'afterLeader' : 'after') : 'open';
    add(k.t('answers.reason.groupFree', {free, paid: 10, one: 1, email: site.contactEmail, when}), 'groups');
    // "¿Tienen descuento de grupo?" asked once it is all over: the rule, and that registration has closed.
    if (context.today.phase === 'after' && !has('fee') && !pastWords.test(q.folded)) add(registrationClosed(k), 'groups');
  } else if (has('group') && q.category && groupNamed(q) && !(q.category === 'groupLeader' && has('accessCode'))) add(k.groups(), 'groups');
  // "¿Cuántas hay que pagar para que una sea gratis?": the group rule.
  else if (
    has('group') &&
    !q.category &&
    has('howMany') &&
    !has('hotel') &&
    /\b(gratis|free|gratuit\w*|inscri\w*|regist\w*)\b/.test(q.folded)
  )
    add(k.groups(), 'groups'); // "¿Había descuento de grupo? Llevo a mis residentes."
}

/** "Si solo voy hoy, mañana y el jueves, ¿me conviene el pase diario?": the day passes against the full registration. */
function dayPassCompared({k, q, now, today}: Context): string | undefined {
  if (!q.passDays && !passCompared(q.folded)) return undefined;
  const passNamed =
    q.category === 'dayPass' || q.categories.includes('dayPass') || /\b(pases? diarios?|passes? diarios?|day ?pass)/.test(q.folded);
  const compares =
    /\b(conviene|compensa|worth|cheaper|barat[oa]|better|mejor|melhor|vale (la|a) pena|inscripcion completa|inscricao completa|full registration|what if|y si|e se|what about|how about|and if|y con|e com|y para|e para)\b/;
  const own = [q.category, ...q.categories, q.earlierCategory].find(
    (key): key is keyof typeof feeTable => key !== undefined && key in feeTable,
  );
  // "¿Y el pase diario cuánto es, por si alguno va un solo día?" asks the pass's price; a comparison says so.
  if (!own || !(compares.test(q.folded) || (passNamed && (q.passDays ?? 0) > 1))) return undefined;
  // ("…e só consigo pagar em abril": that month's fee, when the whole month has one.)
  const [first, last] = q.month ? [fee(own, q.month.first).amount, fee(own, q.month.last).amount] : [];
  // ("…pagaría en marzo", when March has two fees: each is given with the passes' total, not one comparison.)
  if (q.month && first !== last && !q.date && !q.period) return undefined;
  // (A period named is that period's fee; once it is all over, the fee at the door, the late one, for reference.)
  const after = today.phase === 'after';
  const full = q.period
    ? feeTable[own][q.period]
    : q.month && first === last
      ? first!
      : after && !q.date
        ? feeTable[own].late
        : fee(own, q.date ?? now).amount;
  const pass = flatFees.find((entry) => entry.key === 'dayPass')!.amount;
  const closed = after ? ` ${registrationClosed(k)}` : '';
  // "¿Me conviene el pase diario?" with no days given: up to how many days the passes cost less.
  if (!q.passDays) {
    const days = calendarDates.congressDays.length;
    const cheaperDays = Math.min(Math.ceil(full / pass) - 1, days);
    const values = {category: lowerFirst(k.feeName(own)), full: k.money(full), pass: k.money(pass), most: k.money(cheaperDays * pass)};
    const verdict = cheaperDays === 0 ? 'none' : cheaperDays === days ? 'all' : 'some';
    return k.t('answers.reason.dayPassBreakEven', {...values, cheaperDays, fromDays: cheaperDays + 1, verdict}) + closed;
  }
  const passes = q.passDays * pass;
  if (passes === full) return undefined;
  const values = {
    days: q.passDays,
    pass: k.money(pass),
    passes: k.money(passes),
    full: k.money(full),
    category: lowerFirst(k.feeName(own)),
    diff: k.money(Math.abs(full - passes)),
  };
  return k.t(`answers.reason.${passes < full ? 'dayPassCheaper' : 'fullCheaper'}`, values) + closed;
}

/** "Is there a discount code for registration?": none, and the ways still ahead today to pay less. */
function registrationDiscount({k, now, today: state}: Context): string {
  // Only the ways still ahead today: the early fee and the presenting-author discount end.
  const today = isoToday(now);
  const ways = [
    today <= feePeriods[0].lastDay ? k.t('answers.reason.discountEarly', {end: k.date(feePeriods[0].lastDay)}) : '',
    k.t('answers.reason.discountGroup', {paid: 10, free: 1}),
    today <= keyDate('presentingAuthorDiscount')
      ? k.t('answers.reason.discountAuthor', {end: k.date(keyDate('presentingAuthorDiscount'))})
      : '',
  ].filter(Boolean);
  // Once the congress is over, none of them applies any more: registration has closed.
  const closed = state.phase === 'after' ? ` ${registrationClosed(k)}` : '';
  return k.t('answers.reason.registrationDiscount', {ways: k.join(ways), code: airlineDiscount.code}) + closed;
}

/**
 * "¿Hasta cuándo rige la tarifa regular?": the last day of that period. With a category (named, or carried from
 * before), the period's end leads and the category's fee follows.
 */
function periodEndParts(context: Context, howMuch: boolean, claim: string | undefined, add: Add) {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  if (has('periodUntil') && q.period && (!q.category || !howMuch || daysWords.test(q.folded)) && claim === undefined) {
    const period = feePeriods.find((entry) => entry.key === q.period)!;
    // "How many days until the price goes up, and to what?": the days left, and the next period's fees.
    const left = daysWords.test(q.folded) ? daysUntil(context.now, period.lastDay) : undefined;
    const days = left !== undefined && left >= 0 ? ` ${k.t('answers.reason.inDays', {days: left})}` : '';
    // "¿Todavía da tiempo para la anticipada?": yes while it lasts, no once it has ended.
    // ("Is registration open yet? And when does the cheapest rate end?": the "yet" is registration's.)
    const still =
      stillWords.test(q.folded) && !has('registerWhen')
        ? `${k.t(`answers.reason.${daysUntil(context.now, period.lastDay) >= 0 ? 'yes' : 'no'}`)} `
        : '';
    // (After the congress, the period's end in the past, and that registration closed.)
    const until = periodUntil(k, context.now, period.key);
    const over =
      context.today.phase === 'after' && !has('registerWhen') && !has('registerUntil') && plansAhead.test(q.folded)
        ? ` ${registrationClosed(k)}`
        : '';
    add(still + until + days + over, 'fees', ['periodUntil']);
    const next = feePeriods[feePeriods.indexOf(period) + 1];
    if (days && next && /\b(to what|a cuanto|para cuanto|pra quanto|para quanto|goes up|sube|sobe|aumenta)\b/.test(q.folded))
      add(q.category ? k.feesFor(q.category, next.key) : k.feesInPeriod(next.key), 'fees');
  }
}

/** "¿Todavía alcanzo la anticipada? Soy enfermera": yes or no and the period's end; the category's fee follows. */
function earlyStill(context: Context, earlyAsked: boolean): string | undefined {
  const {k, q} = context;
  if (!earlyAsked || !q.category || !(q.category in feeTable) || !stillWords.test(q.folded) || q.date) return undefined;
  const open = context.today.phase === 'early' || context.today.phase === 'beforeRegistration';
  const end = k.date(feePeriods[0].lastDay);
  return open ? `${k.t('answers.reason.yes')} ${periodUntil(k, context.now, 'early')}` : k.t('answers.reason.earlyGone', {end});
}

/**
 * "Is the early bird still available? I'd register as a rheumatologist": once it is gone (and registration is open
 * online), what follows is today's fee, whatever registering words came with it, and no "yes, open".
 */
function earlyGoneToday(context: Context, still: string | undefined): Context {
  const {q} = context;
  if (!still || /^(Yes|Sí|Sim)\b/u.test(still) || !q.category || fee(q.category, context.now).kind !== 'online') return context;
  const gone: Ask[] = ['registerWhen', 'registerOnline', 'earlyDiscount'];
  const asks = new Set([...q.asks].filter((ask) => !gone.includes(ask)));
  return {...context, q: {...q, period: undefined, asks}};
}

/** A refund's verdict; "what's the refund policy, can I still get something back?": the verdict, then the whole rule. */
function refundParts(context: Context, add: Add) {
  const {k, q} = context;
  // ("Pero fue por la visa" after the refund's no: only that the policy has no exception for it.)
  const refundNamed = /\b(reemb\w*|refund\w*|devol\w*|devuel\w*|money|plata|dinero|dinheiro|estorn\w*|cancel\w*)\b/;
  const cause = cancelCause.test(q.folded);
  if (cause && !refundNamed.test(q.folded)) return add(k.t('answers.reason.refundException', {email: site.contactEmail}), 'cancellation');
  const verdict = refundAnswer(context);
  add(verdict, 'cancellation');
  if (/\b(policy|politica|regras?|reglas?|rules?|condiciones|condicoes)\b/.test(q.folded) && verdict !== k.cancellation())
    add(k.cancellation(), 'cancellation');
  // "Nunca me devolvieron nada, ¿a quién le reclamo?": the rule, then where to take the case.
  const ownCase =
    /\b(nadie (me )?(responde|contesta)|no me (responden|contestan|respondieron|contestaron)|ninguem (me )?responde|nao me (responderam|respondem)|nobody (answers|replies|responded|answered)|no (one|reply|answer|response)|sin respuesta|sem resposta|que hago|que puedo hacer|o que (eu )?(faco|posso fazer)|o q (eu )?faco|what (do|should|can) i do|what now|nunca (me )?(devolvieron|llego|reembolsaron|devolveram|chegou|caiu)|never (got|received|came|arrived)|nao (caiu|chegou|recebi|devolveram)|no (me )?(devolvieron|llego|ha llegado))\b/;
  // ("…y todavía no me llega, ¿cuánto tarda?": how long a refund takes is not published.)
  const howLong = /\b(how long|cuanto (tiempo|tarda|demora)|quanto (tempo|demora)|tarda|demora|takes?)\b/.test(q.folded);
  if (howLong) add(k.t('answers.reason.refundTimeUnpublished', {email: site.contactEmail}), 'contact');
  // ("…pero fue por la visa", "fiquei doente, tenho atestado": no exception is published; the team hears the case.)
  else if (cause) add(k.t('answers.reason.refundException', {email: site.contactEmail}), 'contact');
  else if (q.asks.has('whomToWrite') || ownCase.test(q.folded)) add(k.contact(), 'contact');
}

/** "¿Cuánto pagamos en total, con el descuento de grupo?": the total leads, the group's rule follows it. */
const totalLeads = (q: Query) => q.asks.has('fee') && q.count !== undefined && (q.category !== undefined || q.categoryCounts.length > 0);

function registrationParts(context: Context, add: Add) {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  if (has('refund')) refundParts(context, add);
  if (!totalLeads(q)) groupParts(context, add);
  // ("Is it cheaper at the door?" is answered by the fees: no "yes, you can register there".)
  if (onsiteCheaperAsked(context)) context = {...context, q: {...q, asks: new Set([...q.asks].filter((ask) => ask !== 'registerOnsite'))}};
  add(accessCode(context), 'fees', ['accessCode']);
  if (has('registrationDiscount')) add(registrationDiscount(context), 'fees', ['registrationDiscount']);
  if (has('specialties') && !has('fee')) {
    const list = k.join(relatedSpecialties.map((key) => k.label(`Fees.specialties.${key}`, key)));
    // "¿Un neumólogo entraba ahí?": a specialty the list does not name.
    const other = q.otherSpecialty ? ` ${k.t('answers.reason.specialtyNotListed', {email: site.contactEmail})}` : '';
    add(`${k.label('Fees.details.specialties.body', '')} ${list}.${other}`, 'fees', ['specialties']);
  }
  // "The early bird was until March, right?" is answered by the claim alone.
  const claim = periodClaim(context);
  add(claim, 'fees', ['periodUntil']);
  const missed = claim === undefined ? missedEarly(context) : undefined;
  add(missed, 'fees');
  add(categoriesCompared(context), 'fees');
  add(feeRanked(context), 'fees');
  add(amountCategories(context), 'fees');
  // "¿Hoy ya es tarifa tardía?": yes or no, and that period's fees.
  // "Is that still the early-bird price?" is a yes or no; "how much is the early price?" is not.
  const howMuch =
    /\b(cuanto|how much|quanto)\b/.test(q.folded) ||
    (/\b(cuesta|custa|cost|price|precio|preco)\b/.test(q.folded) && !/\b(still|todavia|aun|ainda)\b/.test(q.folded));
  // "At 10 pm Pacific on 15 January": the day it is in Panama then, whose period applies.
  const moment = panamaMoment(q);
  const periodDay = moment?.day ?? q.date ?? (q.today ? context.now : undefined);
  const periodAsked =
    q.period &&
    !q.category &&
    !howMuch &&
    periodDay !== undefined &&
    !has('periodUntil') &&
    // "I paid the early rate, if I cancel now…": the period paid in, not asked about.
    !has('refund') &&
    missed === undefined &&
    claim === undefined;
  const earlyAsked = has('earlyDiscount') || (q.period === 'early' && /\b(still|todavia|ainda)\b/.test(q.folded));
  // "What was the last day to get the early-bird rate?" asks the period's end, answered below; "if I pay on
  // 16 January, do I still get the early rate?" is the dated yes or no below.
  const early =
    earlyAsked && !q.category && missed === undefined && claim === undefined && !(has('periodUntil') && q.period) && !periodAsked
      ? earlyDiscount(context)
      : undefined;
  add(early, 'fees');
  const still = earlyStill(context, earlyAsked && missed === undefined && claim === undefined);
  add(still, 'fees', ['fee', 'category']);
  context = earlyGoneToday(context, still);
  if (periodAsked) {
    const actual = periodOf(periodDay);
    const there = moment ? ` ${k.t('answers.reason.panamaMoment', {local: k.time(moment.at), day: k.date(moment.at)})}` : '';
    add(`${k.t(`answers.reason.${actual === q.period ? 'yes' : 'no'}`)}${there} ${k.feesInPeriod(actual)}`, 'fees');
  }
  periodEndParts(context, howMuch, claim, add);
  const compared = q.categories.length > 1 || (has('sameAs') && q.categories.length > 0);
  const saving = savingAnswer(context);
  add(saving, 'fees', ['saving']);
  const difference = saving === undefined ? feeDifference(context) : undefined;
  add(difference, 'fees', ['feeDifference']);
  // "Sou dermatologista, pago como reumato ou como afim? E a diferença?": the category, then the difference.
  if (difference && has('category') && q.category)
    add(k.t('answers.reason.categoryIs', {category: lowerFirst(k.feeName(q.category))}), 'fees', ['category']);
  const answered =
    missed !== undefined ||
    early !== undefined ||
    compared ||
    periodAsked ||
    saving !== undefined ||
    difference !== undefined ||
    claim !== undefined ||
    // "¿Y la temprana hasta qué fecha llegaba?" after a category's fees: the day is the answer.
    (has('periodUntil') && q.period !== undefined && q.category !== undefined && q.categories.length === 0 && !howMuch) ||
    ((has('accessCode') || has('specialties')) && !has('fee'));
  // A fee at the venue already says so: no separate "yes, onsite" sentence.
  // (A flat fee says nothing of the venue: "can our reps register onsite today? how much?" keeps its yes.)
  const feeSaysVenue = q.category && q.onsite && (q.category in feeTable || !registrationYesNo(q));
  const registered = feeSaysVenue || payingThere(context) ? undefined : registration(context);
  const registerAsks: Ask[] = ['registerWhen', 'registerOnline', 'registerOnsite', 'registerUntil'];
  // "Can I still pay online? How much?": the yes or no leads, then the fee.
  const verdict = registered !== undefined && /^(No|Não|Yes|Sí|Sim)\. /u.test(registered) && !answered && registrationYesNo(q);
  if (verdict) add(registered, 'registration', [...registerAsks, 'fee', 'category']);
  // The comparison, the access code or the early rate above is then the answer.
  if (!answered) feeParts(context, add);
  if (totalLeads(q)) groupParts(context, add);
  // (Today's fee already says until when it applies: a "Sí." after it would answer nothing asked.)
  const todaysFee = q.category !== undefined && !q.date && !q.month && !q.period && !answered && /^(Yes|Sí|Sim)\. /u.test(registered ?? '');
  if (!verdict && !todaysFee) add(registered, 'registration', registerAsks);
  add(paymentAnswer(context), 'registration');
}

/**
 * "Can I still register? How much?": a yes or no asked of registering. ("Todavía no me inscribo, ¿cuánto me sale
 * hoy?" is no "still"; "¿cuánto pago, o ya cerró?" is answered by the fee's "until", where a "Sí." would read as
 * "yes, it closed".)
 */
function registrationYesNo(q: Query): boolean {
  const notYet = /\b(todavia|aun|ainda|still) (no|nao|not|haven'?t|havent)\b/;
  const orClosed = /\b(o|ou|or) (ya |ja |is it |has it |it'?s )?(cerro|cerraron|fechou|encerrou|closed|over|acabo|acabou)\b/;
  const folded = q.folded.replace(notYet, ' ').replace(orClosed, ' ');
  // ("Is registration already open? How much for students?" asks whether it is open.)
  const openAsked = /\b(is|are|esta|estan|ta|estao|ya|ja|already)( \w+){0,3} (open|opened|abiert[oa]s?|abert[oa]s?)\b/;
  return (
    q.asks.has('permission') ||
    /\b(still|todavia|aun|ainda|da pra|se puede|puedo|posso|can i|can we)\b/.test(folded) ||
    openAsked.test(folded)
  );
}

/** "Can I pay by card / with PayPal / do you take Amex?": the two methods the fee page lists, and what it does not say. */
function paymentAnswer(context: Context): string | undefined {
  const answer = paymentMethods(context);
  const {k, today} = context;
  const closed = registrationClosed(k);
  // ("Aceitam boleto ou Pix?" once the congress is over: the answer, then that registration is closed.)
  if (answer === undefined || today.phase !== 'after' || answer.startsWith(closed)) return answer;
  // (No "yes, you pay online" once there is nothing left to pay: how it was paid; a yes or no still leads.)
  if (answer === k.t('answers.reason.paymentYes')) return `${k.t('answers.reason.yes')} ${k.t('answers.reason.paymentWas')} ${closed}`;
  if (answer === k.t('answers.reason.paymentHow')) return `${k.t('answers.reason.paymentWas')} ${closed}`;
  return `${answer} ${closed}`;
}

function paymentMethods({k, q, today}: Context): string | undefined {
  // "¿Qué tarjetas aceptaban?": the site names no card brand (and says US dollars).
  if (/\b(que|q|cuales|which|what|qual|quais) (credit |debit )?(tarjetas|cards?|cartoes|cartao|bandeiras)\b/.test(q.folded))
    return k.t('answers.reason.paymentBrand', {email: site.contactEmail});
  // "¿En dólares o en moneda local?" is answered by the currency, not by a no.
  if (q.asks.has('paymentCurrency')) {
    // "¿En dólares?" is a yes; "in Canadian dollars?" is not US dollars.
    const otherDollars =
      /\b(canadian|australian|jamaican|trinidad\w*|tt|barbad\w*|bahamian|belize\w*|caribbean) dol\w*|\bdol\w* (canadienses|canadenses|australianos|jamaiquinos)\b|\b(cad|jmd|ttd|bbd)\b/.test(
        q.folded,
      );
    const dollars = /\b(dolares|dollars?|dolar|usd)\b|\b(what|which|que|qual|cual|en que|em que) (currency|moneda|moeda)\b/.test(q.folded);
    return k.t(`answers.reason.${dollars && !otherDollars ? 'paymentInDollars' : 'paymentCurrencyNo'}`);
  }
  if (!q.asks.has('payment') || q.asks.has('abstract')) return undefined;
  // "Can I pay by card right there at the desk?", "¿aceptan efectivo en la sede?": the site lists online methods only.
  if (payingOnsite(q, today)) return k.t('answers.reason.paymentOnsite', {email: site.contactEmail});
  const method = q.paymentMethod?.kind;
  if (method === 'other') {
    const named = paymentBrandsNamed(q.folded);
    return k.t('answers.reason.paymentOther', {email: site.contactEmail, named: named.length > 0 ? 'yes' : 'no', method: k.joinOr(named)});
  }
  if (method === 'brand') return k.t('answers.reason.paymentBrand', {email: site.contactEmail});
  // "¿Con tarjeta de débito o solo crédito?": the site names credit cards only.
  if (/\b(debito|debit)\b/.test(q.folded)) return k.t('answers.reason.paymentDebit', {email: site.contactEmail});
  // "¿El pago es solo con tarjeta?": no, by bank transfer too.
  // ("¿Se puede con transferencia o solo con tarjeta?" asks whether transfer works: yes.)
  const onlyCard = /\b(solo|so|only|just|somente|apenas|unicamente)\b(\W+\w+){0,2}\W+(tarjeta|cartao|card|credit card)\b|\bcard only\b/;
  if (onlyCard.test(q.folded) && !/\b(transferencias?|transfers?|wire)\b/.test(q.folded))
    return `${k.t('answers.reason.no')} ${k.t('answers.reason.paymentHow')}`;
  // ("Dá pra parcelar no cartão?": how one pays, with no yes, the instalments being unpublished.)
  if (installments.test(q.folded)) return k.t('answers.reason.paymentHow');
  if (method || q.asks.has('permission')) return k.t('answers.reason.paymentYes');
  // "How do I pay?", "¿cómo se paga?", "what payment methods do you accept?": the methods, with no yes.
  const how =
    /\b(how (do|can|to|should|would) (i |we |you )?pay|(como|con que|con q|com que) (se )?pag\w*|como (faco|fazer|faz) (o |para |pra )?pag\w*|formas? de pag\w*|metodos? de pago|medios de pago|meios de pagamento|payment (methods?|options?)|(what|which|que|qual|quais|cuales) (\w+ )?(methods?|formas?|metodos?|medios|meios|options?))\b/;
  // "How do I pay?" asks where too: the portal, the methods and the days; "which methods?" only the methods.
  const where = /\b(how (do|can|to|should|would) (i |we |you )?pay|como (se )?pag[oa]r?|como (faco|fazer|faz) (o |para |pra )?pag\w*)\b/;
  // "How do I pay?" once the congress is over: registration is closed, and how it was paid.
  const paymentOnly = [...q.asks].every((ask) => ['payment', 'fee', 'permission', 'registerOnline'].includes(ask));
  // ("E tem como pagar só pelo acesso online?" asks for something else to pay for.)
  const somethingElse = /\b(acesso|acceso|access|online|virtual|so|solo|only|apenas|somente)\b/.test(q.folded);
  if (today.phase === 'after' && how.test(q.folded) && paymentOnly && !somethingElse)
    return `${registrationClosed(k)} ${k.t('answers.reason.paymentWas')}`;
  // (Otherwise, once it is over, the topic's own answer says how it was paid.)
  if (where.test(q.folded)) return today.phase === 'after' || q.asks.has('registerWhen') ? undefined : k.registration();
  if (how.test(q.folded)) return k.t('answers.reason.paymentHow');
  return /\b(aceptan|accept|aceitam)\b/.test(q.folded) ? k.t('answers.reason.paymentYes') : undefined;
}

/** The official airline's discount: taxes, a travel class, a travel day and the validity window. */
/** The airline code and the flight days it covers, as the answers' values. */
const airlineWindow = (k: Knowledge) => ({
  code: airlineDiscount.code,
  from: k.date(airlineDiscount.validity.from),
  to: k.date(airlineDiscount.validity.to),
});

/** That the code's window has passed; led by "No." when it answers a "can I still use it?". */
const airlineExpired = (k: Knowledge, no = false): string => {
  const text = k.airlineExpired();
  return no ? `${k.t('answers.reason.no')} ${text}` : text;
};

/**
 * The airline code's window answered on its own: "is the code still valid?" once it has passed, and "can I use it for
 * flights around the congress dates?" while it lasts. Returns whether it answered.
 */
function airlineWindowAnswered({k, q, now}: Context, add: Add, discount: boolean): boolean {
  const has = (ask: Ask) => q.asks.has(ask);
  const {validity} = airlineDiscount;
  const window = airlineWindow(k);
  // "Is the code still valid?" once its window has passed: no.
  const stillAsked = stillOnly.test(q.folded) || /\b(sigue|segue|continua)\b/.test(q.folded) || /^(still )?valid$/.test(q.folded.trim());
  if (
    has('airline') &&
    stillAsked &&
    !has('earlyDiscount') &&
    !has('authorDiscount') &&
    !q.date &&
    !q.month &&
    isoToday(now) > validity.to
  ) {
    // ("¿Tienen código de descuento? ¿Todavía sirve?": there was one, so no bare "No." before it.)
    const existence = /\b(tienen|hay|tem|teem|is there|do you have|have you got|existe)\b/.test(q.folded);
    add(airlineExpired(k, !existence), 'airline');
    return true;
  }
  // "Can I use the code for flights around the congress dates?": yes, the congress days are inside the window.
  const congressDays =
    /\b((around|during|for|on) the congress( dates| days)?|durante el congreso|(en )?las fechas del congreso|nas datas do congresso|durante o congresso)\b/;
  // ("What's the official airline for the congress?" names no flight: the airline's answer.)
  const flying =
    /\b(flights?|fly\w*|vuel\w*|voos?|voar|use|usar|valid|vale|sirve|serve|travel\w*|viaj\w*|viagem|dates|days|fechas|datas|around|durante|during)\b/;
  if (!q.date && (has('airline') || discount) && congressDays.test(q.folded) && flying.test(q.folded) && isoToday(now) <= validity.to) {
    add(k.t('answers.reason.airlineDateYes', window), 'airline');
    return true;
  }
  return false;
}

/** "Hay descuento…?", "is there a discount…?", "tem desconto…?": whether there is one at all. */
const existenceAsked =
  /\b(hay|is there|are there|tem|tiene|existe|any|algun|algum)\b(\W+\w+){0,2}\W+(descuento|discount|desconto|promo\w*)\b/;

/** "Out on 4/19 and back on 5/9", "flying May 2": whether the code covers the days of the flights named. */
function airlineDayVerdict({k, q, now}: Context, add: Add) {
  const {validity} = airlineDiscount;
  const window = airlineWindow(k);
  const today = isoToday(now);
  // Every flight day counts; the first outside the window is the no.
  const inside = (day: string) => day >= validity.from && day <= validity.to;
  const outside = q.dates.length > 1 && !q.dateRelation ? q.dates.find((day) => !inside(day)) : undefined;
  const day = outside ?? namedDay(q);
  // ("Still valid? Flying May 2", asked once the window has passed: next May 2, which it is not.)
  if (!q.year && today > validity.to && day <= validity.to && day < today && inside(day)) {
    add(airlineExpired(k, true), 'airline');
    return;
  }
  const valid = outside === undefined && inside(q.date!);
  // "Out on April 18, back on May 1: both?": the one inside the window as well as the one outside.
  const within = outside === undefined ? undefined : q.dates.find(inside);
  if (within) {
    // ("Is there a flight discount? Out on 18 April, back on 1 May": yes, and which flight it covers.)
    const key = existenceAsked.test(q.folded) ? 'airlineDateSplitExists' : 'airlineDateSplit';
    add(
      k.t(`answers.reason.${key}`, {...window, inside: k.date(within), outside: k.date(outside!), percent: airlineDiscount.maxPercent}),
      'airline',
    );
    return;
  }
  // ("A flight on 15 December?" asked in November 2026: the coming December, not the one gone.)
  // (A day just outside the window, "18 April", stays the congress year's.)
  const farBefore = DateTime.fromISO(validity.from).diff(DateTime.fromISO(day), 'days').days > 30;
  const ahead = !q.year && !valid && day < today && farBefore ? DateTime.fromISO(day).plus({years: 1}).toISODate()! : day;
  if (valid) {
    // "Regreso el 2 de mayo, ¿me aplica?": yes, how much, and that each flight named is inside the window.
    const flights = q.dates.length > 1 ? q.dates : [q.date!];
    add(
      k.t('answers.reason.airlineDateYesOn', {
        ...window,
        percent: airlineDiscount.maxPercent,
        count: flights.length,
        date: k.join(flights.map((flight) => k.date(flight))),
      }),
      'airline',
    );
    return;
  }
  add(k.t('answers.reason.airlineDateNo', {...window, date: k.date(ahead)}), 'airline');
}

const howMuchOffAsked =
  /\b(cuanto|quanto|how much|what|que|qual|cual)( \w+){0,2} (percent\w*|porcentaje|porcentagem|percentual|descuento|desconto|discount|off)\b|\b(what|que|qual|cual|how much) ?%|\bde (cuanto|quanto) (es|e|era|foi|fue|sera)( el| o)? (descuento|desconto)\b|\b(descuento|desconto|discount) (es |e |era |foi |fue |sera |is |was )?(de |of )?(cuanto|quanto|how much)\b/;

/** "Which is the official airline?": the site does not name it; its code, and whether it still applies. */
function airlineNamePart(context: Context, add: Add) {
  const {k, q, now} = context;
  const {validity} = airlineDiscount;
  const window = airlineWindow(k);
  const values = {...window, percent: airlineDiscount.maxPercent};
  add(k.t('answers.reason.airlineUnnamed', {...values, email: site.contactEmail}), 'airline', ['airlineName']);
  // ("Which airline? Flying on the 29th and back May 3rd, does it cover both?": those flights too.)
  if (q.date && isoToday(now) <= validity.to) return airlineDayVerdict(context, add);
  // ("¿Cuál es la aerolínea y el código? Quiero volar en diciembre": once its window has passed, it no longer applies.)
  const flying =
    q.date || q.month || /\b(volar|voar|fly|flying|viajar|travel\w*|vuelos?|voos?|flights?|still|todavia|aun|ainda)\b/.test(q.folded);
  if (flying && isoToday(now) > validity.to) add(airlineExpired(k, true), 'airline');
  // ("What's the official airline and the promo code?" once the window has passed: that it has.)
  else if (isoToday(now) > validity.to) add(airlineExpired(k), 'airline');
}

function airlineParts(context: Context, addPart: Add) {
  const {k, q, today, now} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  // "Is it still happening? I want to book flights": once it is over, that is the whole answer.
  if (has('happeningNow') && today.phase === 'after') return;
  const said: string[] = [];
  const add: Add = (text, of, own) => {
    if (text) said.push(text);
    addPart(text, of, own);
  };
  airlineDiscountParts(context, add);
  // "Airline discount, how much, and does it cover taxes?" once its window has passed: that it has, too.
  const expired = airlineExpired(k);
  // (Only beside the discount told in the present tense: a dated no already says the flights fall outside it.)
  const present = said.some(
    (text) =>
      text.includes(k.airline()) || text.includes(k.t('answers.reason.airlineTaxes', {classes: k.join(airlineDiscount.excludedClasses)})),
  );
  if (present && isoToday(now) > airlineDiscount.validity.to && !said.some((text) => text.includes(expired))) addPart(expired, 'airline');
}

/** "Where do I enter the code?", "¿cómo uso el código?", "onde coloco o código?" */
const codeUseAsked =
  /\b(where|how|donde|como|onde|en que parte|em que parte)\b(\W+\w+){0,3}\W+(put|enter|use|type|apply|redeem|insert|paste|pongo|poner|pone|ingres\w*|uso|usar|usa|coloc\w*|digit\w*|insir\w*|inser\w*|aplic\w*|meto|meter|escrib\w*|pego|pegar|cola|colar)\b/;

/**
 * "Where do I put the code?": the airline page's steps, not the discount told again; once its flights' window has
 * passed, that it has (the code no longer gives anything).
 */
function airlineCodeUse({k, q, now}: Context, add: Add): boolean {
  // ("Me pasaron el código C9562 para la inscripción, ¿dónde lo pongo?": no registration code, told elsewhere.)
  const forRegistration = /\b(inscri\w*|inscrev\w*|registration|register\w*)\b/.test(q.folded);
  if (!(q.asks.has('airline') || /\b(c9562|codigo|code)\b/.test(q.folded)) || !codeUseAsked.test(q.folded) || forRegistration) return false;
  const step = (n: number) => k.label(`Airline.howTo.step${n}`, '', {code: airlineDiscount.code});
  add(isoToday(now) > airlineDiscount.validity.to ? airlineExpired(k) : `${step(1)} ${step(2)} ${step(3)}`, 'airline');
  return true;
}

/** What the airline's discount gives, by what the question asks of it. */
function airlineDiscountParts(context: Context, add: Add) {
  const {k, q, now} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  // A discount on registration is no airline discount.
  const discount = !has('registrationDiscount') && /\b(descuento|discount|desconto)\b|\d+ ?% off\b/.test(q.folded);
  const {validity, excludedClasses} = airlineDiscount;
  const window = airlineWindow(k);
  if (has('airlineName')) airlineNamePart(context, add);
  if (airlineCodeUse(context, add) || has('airlineName')) return;
  // "el descuento del autor presentador" is the abstracts' discount, not the airline's.
  if (has('authorDiscount') && !/\b(aerolinea|airline|companhia aerea|vuelos?|voos?|flights?|c9562)\b/.test(q.folded)) return;
  if (airlineWindowAnswered(context, add, discount)) return;
  // "What % was it?", "¿cuánto descuento daba?", "de quanto é o desconto?": how much off, then what else is asked.
  const howMuchOff = (has('airline') || discount) && !has('authorDiscount') && howMuchOffAsked.test(q.folded);
  let offSaid = false;
  const percent = /\b(\d{1,3}) ?%/.exec(q.folded);
  if (percent && Number(percent[1]) !== airlineDiscount.maxPercent && (has('airline') || discount) && !has('registrationDiscount')) {
    // "El descuento de la aerolínea es del 20%, ¿no?": no, up to 15%.
    add(`${k.t('answers.reason.no')} ${k.airline()}`, 'airline');
  } else if (
    ((has('airlineTaxes') && has('airline')) || (has('airlineTaxes') && discount)) &&
    (!q.date || q.positions.has('airlineTaxes'))
  ) {
    add(k.t('answers.reason.airlineTaxes', {classes: k.join(excludedClasses)}), 'airline');
    // "¿De cuánto es el descuento? ¿Aplica a los impuestos?": how much, too.
    if (howMuchOff || /\b(cuanto|how much|quanto|what percent\w*|que porcentaje|qual o percentual|max|maximo|maximum)\b/.test(q.folded)) {
      add(k.airline(), 'airline');
      offSaid = true;
    }
    // ("…flying home May 2": that flight's day too.)
    if (q.date) airlineDayVerdict(context, add);
  } else if (!q.travelClass && promoFare.test(q.folded) && (has('airline') || discount)) {
    // "¿Sirve para tarifa económica promocional?": the promotional classes are left out.
    add(k.t('answers.reason.airlineClassNo', {classes: k.join(excludedClasses)}), 'airline');
  } else if (
    q.travelClass &&
    (has('airline') ||
      discount ||
      (q.travelClass.length === 1 &&
        /\b(fares?|tarifas?|passage(m|ns)|pasajes?|work|sirve|vale|valia|servia|applies|aplica)\b/.test(q.folded)))
  ) {
    // ("Vale pra classe econômica promocional?": a promotional fare, which the discount leaves out.)
    const excluded = (excludedClasses as readonly string[]).includes(q.travelClass) || promoFare.test(q.folded);
    // ("…and if I fly back on May 2, in economy?": that flight's day first, when the class itself is no no.)
    if (q.date && !excluded) airlineDayVerdict(context, add);
    add(
      k.t(`answers.reason.${excluded ? 'airlineClassNo' : 'airlineClassOther'}`, {class: q.travelClass, classes: k.join(excludedClasses)}),
      'airline',
    );
  } else if (/\b(classes?|clases?|class)\b/.test(q.folded) && (has('airline') || discount)) {
    // "¿Vale para cualquier clase?": every class but the promotional ones; "¿en qué clases no aplica?" has no yes/no.
    const which = /\b(which|what|que|qual|quais|cuales|en que|em que|in which)\b/.test(q.folded);
    add(k.t(`answers.reason.${which ? 'airlineClassesExcluded' : 'airlineClassNo'}`, {classes: k.join(excludedClasses)}), 'airline');
    // "…y para qué fechas de vuelo servía?": the window too.
    if (/\b(fechas?|dates?|datas?|when|cuando|quando|dias?|days?)\b/.test(q.folded))
      add(k.t('answers.reason.airlineValidity', window), 'airline');
  } else if (
    q.date &&
    (has('airline') || discount) &&
    /\b(ate|hasta|until|till|through|thru)\b/.test(q.folded) &&
    q.dates.length < 2 &&
    !(has('fee') && q.category) &&
    !has('refund')
  ) {
    // "¿Valía solo hasta el 30 de abril?": a claim about the window's last day.
    add(`${k.t(`answers.reason.${q.date === validity.to ? 'yes' : 'no'}`)} ${k.t('answers.reason.airlineValidity', window)}`, 'airline');
  } else if (q.date && (has('airline') || discount) && !(has('fee') && q.category) && !has('refund')) {
    airlineDayVerdict(context, add);
  } else if (q.month && (has('airline') || discount) && !(has('fee') && q.category) && !has('refund')) {
    // "¿Sirve para un vuelo en diciembre?": a month wholly outside the window is a no (the next such month, once past).
    let month = DateTime.fromISO(q.month.first, {zone: CONGRESS_ZONE});
    while (!/\b20\d\d\b/.test(q.folded) && month.endOf('month').toISODate()! < isoToday(now)) month = month.plus({years: 1});
    const [first, last] = [month.toISODate()!, month.endOf('month').toISODate()!];
    const outside = last < validity.from || first > validity.to;
    // ("Still valid if I fly in May?" once the window has passed: next May is outside it.)
    if (outside && isoToday(now) > validity.to && q.month.first <= validity.to && q.month.last >= validity.from)
      add(airlineExpired(k, true), 'airline');
    else if (outside) add(k.t('answers.reason.airlineDateNo', {...window, date: k.month(first)}), 'airline');
    else if (outside && /\b(code|codigo)\b/.test(q.folded)) add(k.airline(), 'airline');
  } else if (
    has('airline') &&
    has('airlineValidity') &&
    (!/\b(codigo|code)\b/.test(q.folded) || /\b(validade|validez|validity|vigencia|fechas|datas|dates)\b/.test(q.folded))
  ) {
    // (Once the window has passed, in the past tense.)
    add(isoToday(now) > validity.to ? airlineExpired(k) : k.t('answers.reason.airlineValidity', window), 'airline');
  } else if (has('airline') && /\b(max|maximo|maximum|percent\w*|porcentaje|porcentagem|how much off)\b/.test(q.folded)) {
    // "And what's the max % off?" after the taxes: the discount itself.
    add(k.airline(), 'airline');
    offSaid = true;
  }
  // "What % was it?", "¿cuánto descuento daba?", "de quanto é o desconto?": how much off, after the yes/no asked with it.
  if (howMuchOff && !offSaid) add(k.airline(), 'airline');
}

/** "Is there parking? Is it paid?": the spaces, and that the price is not published. */
function parkingPart({k, q}: Context, add: Add, priced: boolean, venueTold: boolean) {
  const has = (ask: Ask) => q.asks.has(ask);
  const name = venue.localizedName[k.locale];
  // ("¿Hay parqueo? ¿Cuánto cobran?": yes first, then that the price is not published.)
  const exists = /\b(hay|is there|are there|tem|tiene|existe|any)\b/.test(q.folded);
  if (has('parking') && priced && !has('hotel'))
    add(
      k.t('answers.reason.parkingPrice', {
        venue: name,
        count: k.number(venue.parkingSpaces),
        email: site.contactEmail,
        exists: exists ? 'yes' : 'no',
      }),
      'venue',
      ['parking'],
    );
  else if (has('parking') && !has('hotel') && !venueTold)
    add(k.t('answers.reason.parkingYes', {venue: name, count: k.number(venue.parkingSpaces)}), 'venue', ['parking']);
}

/** "How long ago did it end?": the days since its last day (before it ends, when it is). */
function congressAgo(context: Context): string | undefined {
  const {k} = context;
  const days = -daysUntil(context.now, congress.endDate);
  return days > 0 ? k.t('answers.reason.congressAgo', {days, date: k.date(congress.endDate)}) : congressStatus(context);
}

/** The venue (driving times, parking), the congress dates and the host city. */
/** Whether the venue's address is part of the answer ("¿dónde queda exactamente?", "what's the address?"). */
function venueAsked(q: Query, distanceTo: boolean): boolean {
  const has = (ask: Ask) => q.asks.has(ask);
  const address =
    /\b(address|direccion|endereco|ubicacion|localizacao|location|exact\w*|exat\w*|fica|queda|located|ubicad[oa]|localizad[oa])\b/.test(
      q.folded,
    ) ||
    (has('parking') && /\b(donde|where|onde)\b/.test(q.folded));
  // ("How long from the airport, and what's the address?": the distance, and the venue's address too.)
  // ("¿Dónde es el congreso y a cuánto queda del aeropuerto?": where it is, and the distance.)
  const addressAsked =
    (/\b(address|direccion|endereco)\b/.test(q.folded) ||
      (/\b(donde|where|onde) (es|queda|fica|is|e|esta|sera|fue|foi|was|will be|exactly|exactamente|exatamente)\b/.test(q.folded) &&
        !has('congressWhen'))) &&
    !has('hotel');
  return (has('venue') && (has('distance') || address) && !distanceTo && !has('hotel')) || addressAsked;
}

/** When the congress is: how long ago, how long it lasts, or its dates in the tense of today. */
function congressWhenParts(context: Context, add: Add) {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  if (has('congressAgo')) add(congressAgo(context), 'dates', ['congressAgo']);
  // "¿Cuántos días dura el congreso?": how many, then when.
  // ("Is it happening now? How long does it last?": the yes or no first.)
  const verdict = q.positions.has('happeningNow') ? (/^(Sí|Sim|Yes|No|Não)\. /u.exec(congressStatus(context) ?? '')?.[0] ?? '') : '';
  if (has('congressLength') && !has('abstract'))
    add(
      `${verdict}${k.t('answers.reason.congressLength', {count: calendarDates.congressDays.length})} ${congressWhen(context) ?? k.dates()}`,
      'dates',
      ['congressLength'],
    );
  else if ((has('congressWhen') || has('happeningNow') || has('countdown') || has('openingTime')) && !has('abstract'))
    // ("When is it exactly, and at which venue?" before it: its dates, beside the venue's card.)
    add(congressStatus(context) ?? (has('congressWhen') && has('venue') ? k.dates() : undefined), 'dates', [
      'congressWhen',
      'happeningNow',
      'countdown',
      'openingTime',
    ]);
}

function placeParts(context: Context, add: Add) {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  const name = venue.localizedName[k.locale];
  congressWhenParts(context, add);
  const place = q.place ?? (has('airportDistance') ? 'airport' : undefined);
  const distanceTo = place && venue.distances.find((entry) => entry.to === place);
  const priced =
    /\b(cuanto|how much|quanto|cuesta|custa|costs?|prices?|precios?|precos?|tarifas?|valor(es)?|e pago|es pago|is it free|gratis|gratuito|paid|se paga|cobran?|cobram)\b/.test(
      q.folded,
    );
  const past = context.today.phase === 'after';
  const venueTold = venueAsked(q, Boolean(distanceTo));
  if (venueTold) add(k.venue(past), 'venue', ['venue', 'distance']);
  if (distanceTo && (has('distance') || has('venue')) && !has('hotel') && !has('airline')) {
    // "¿A cuánto quedan el Casco Antiguo y la Cinta Costera?": each place named.
    for (const each of q.places.length > 1 ? q.places : [place]) {
      const minutes = venue.distances.find((entry) => entry.to === each)?.minutes;
      if (minutes === undefined) continue;
      const text = k.t('answers.reason.distance', {minutes, place: k.t(`answers.places.${each}`), venue: name});
      add(text, 'venue', ['distance', 'airportDistance', 'venue']);
    }
  }
  parkingPart(context, add, priced, venueTold);
  // "How many people actually attended?": the final count is not published, only the site's figures.
  const attended =
    /\b(attended|asistieron|asistio|participaron|fueron|foram|participaram|vieram|vinieron|came|went|actually|exactly|exactamente|exatamente|final|real|total|in the end|al final|no final|countries|paises|presented|presentad[oa]s|apresentad[oa]s)\b/;
  if (has('figures') && attended.test(q.folded))
    add(`${k.t('answers.reason.attendanceNotPublished')} ${k.figures()}`, 'dates', ['figures']);
  else if (has('figures')) add(k.figures(), 'dates', ['figures']);
  if (has('website') && !['registerWhere', 'submitWhere', 'abstract', 'airline'].some((ask) => has(ask as Ask))) {
    // "Qual o e-mail de contato de vocês e o site da PANLAR?": the e-mail too.
    if (/\b(e-?mails?|correos?|contat[oa]|contacto|contact)\b/.test(q.folded)) add(k.contact(), 'contact', ['website']);
    add(k.t('answers.reason.website', {url: links.panlarWebsite}), 'about', ['website']);
  }
  if (has('pillars')) add(k.about(), 'about', ['pillars']);
  if (has('welcomeLetter')) add(k.welcome(), 'welcome', ['welcomeLetter']);
  brandParts(context, add);
  // "A PowerPoint template or social media graphics?": the brand files (the template is among them) and the kits.
  if (has('socialKits') && /\b(template|plantilla|modelo|powerpoint|keynote)\b/.test(q.folded)) add(k.brand(), 'brand', []);
  if (has('socialKits')) add(k.socialKits(), 'brand', ['socialKits']);
  if (has('climate')) add(climateAnswer(context), 'hostCity', ['climate']);
  // "the logo as a vector PDF", or "¿y en PDF?" after the logo: the PDF on request, and the files.
  const logo = /\b(logos?|logotipos?|logomarca)\b/.test(q.folded);
  if ((logo || q.logo) && /\bpdf\b/.test(q.folded)) add(`${k.label('Brand.logos.pdfNote', '')} ${k.brand()}`, 'brand', []);
  // "El logo en vectorial y los colores oficiales": the files as well as the colours.
  else if (logo && has('brandColors')) add(k.brand(), 'brand', []);
  // "¿Y el manual de marca se puede bajar?": the brand files, where the manual is "coming soon".
  const manual =
    /\b(manual|brandbook|brand ?book|brand guidelines|guia de (marca|estilo)|style guide|plantilla|template|ppt|powerpoint)\b/.test(
      q.folded,
    );
  const brandNamed = q.logo || /\b(brand|marca|plantilla|template|ppt|powerpoint)\b/.test(q.folded);
  if (!templateAsked(context, add, logo) && manual && brandNamed && !has('socialKits')) add(k.brand(), 'brand', []);
  if (has('tips')) {
    const {restaurantTaxPercent: tax, suggestedTipPercent: tip, hotelServicePercent: hotel} = hostCity.taxes;
    // ("¿La propina es obligatoria?": no, it is suggested.)
    const required = /\b(obligatori\w*|obrigatori\w*|mandatory|required|compulsory)\b/.test(q.folded) ? `${k.t('answers.reason.no')} ` : '';
    add(required + k.t('answers.reason.tips', {tip, tax, hotel}), 'hostCity', ['tips']);
  }
  if (has('transport')) add(k.label('HostCity.info.transport.body', k.hostCity()), 'hostCity', ['transport']);
  if (has('lastDay')) add(lastDay(context), 'dates', ['lastDay']);
  if (has('congressDay')) add(congressDayToday(context), 'dates', ['congressDay']);
  if (has('currency') && !has('airline')) add(k.currency(), 'hostCity', ['currency']);
  // ("Do I need an adapter for UK plugs?": yes, when the plugs named are not the A and B types used there.)
  const otherPlugs =
    /\b(adapt\w*)\b/.test(q.folded) &&
    /\b(uk|british|britanic\w*|england|reino unido|europe\w*|europa|schuko|brasil|brazil\w*|brasileir\w*|argentin\w*|chile\w*|urugua\w*|australia\w*|type [c-n]|tipo [c-n])\b/.test(
      q.folded,
    );
  if (has('plugs')) add(otherPlugs ? `${k.t('answers.reason.yes')} ${k.electricity()}` : k.electricity(), 'hostCity', ['plugs']);
  // "How much is a booth?": no price is published; the prospectus has them.
  // "Quem são os patrocinadores confirmados?": no sponsor is named either.
  if (has('sponsorship')) {
    // (A stand priced after a fee asked before: "y si la empresa quiere poner un stand, ¿cuánto cuesta?")
    const price = (priced && !q.category) || boothPriced.test(q.folded) || (priced && /\b(stands?|booths?|estandes?)\b/.test(q.folded));
    const names = sponsorNamesAsked.test(q.folded) ? `${k.t('answers.reason.sponsorNames')} ` : '';
    add(names + (price ? `${k.t('answers.reason.sponsorshipPrice')} ${k.sponsorship()}` : k.sponsorship()), 'sponsorship', ['sponsorship']);
  }
  // "Can I change the logo's colours?" is answered by the usage rules; the colours only when their codes are asked.
  const colorsNamed = /\b(colou?r\w*|cor|cores|hex\w*|paleta|palette|pantone|tipograf\w*|typeface|fonts?|fontes?|fuentes?)\b/.test(
    q.folded,
  );
  if (
    has('brandColors') &&
    !(manual && !colorsNamed) &&
    !(q.logo && logoChanges.test(q.folded) && !/\b(codigo|code|hex|which|what|cuales|quais|qual|cual)\b/.test(q.folded))
  ) {
    const colors = k.join(brandColors.map((color) => `${k.label(`Brand.colors.${color.key}`, color.key)} (${color.hex})`));
    add(k.t('answers.reason.brandColors', {colors, font: brandFont}), 'brand', ['brandColors']);
  }
}

/** "¿Puedo cambiarle el color o girarlo?": changes to the logo, which its usage rules forbid. */
const logoChanges =
  /\b(cambi\w*|change\w*|mud\w*|alter\w*|modific\w*|recolou?r\w*|tilt\w*|rota\w*|girar|inclin\w*|distort\w*|deform\w*|stretch\w*|estir\w*|estic\w*|sombra\w*|shadows?|efect\w*|effects?|efeito\w*)\b/;

/**
 * Brand questions one line of the brand page answers: "can I change the logo's colours or tilt it?" (no: the usage
 * rules), the file for a dark background or for a large banner, the presentation template's format.
 */
/** The logo files by the words that name them ("el logo negro", "PNG branco", "the AI file"). */
const logoFiles: [string, RegExp][] = [
  ['pngWhite', /\b(blanco|branco|white)\b/],
  ['pngBlack', /\b(negro|preto|black)\b/],
  ['pngColor', /\b(a color|colorido|en color|colou?r (png|version|logo))\b/],
  ['ai', /\b(ai|illustrator)\b/],
];

/** "¿Y la plantilla de PPT?": that it is not out yet (the logo files come when the logo is asked too). */
/** "Where do I download it?", "já saiu?": whether the template can be had (it cannot yet). */
const templateAvailable =
  /\b(download\w*|descarg\w*|baix\w*|bajar|get|where|donde|onde|consigo|encuentro|tem|tiene|hay|is there|available|disponible|disponivel|out|saiu|salio|ja|ya|yet)\b/;

function templateAsked({k, q}: Context, add: Add, logo: boolean): boolean {
  const template = /\b(plantilla|template|ppt|powerpoint|modelo (de )?(slides?|apresentacao|presentacion|diapositivas))\b/;
  // ("Is it 16:9? Does it work in Keynote?": the template's format, answered with the brand's parts.)
  const format = /\b(16 ?9|4 ?3|widescreen|formato|format|ratio|keynote|mac)\b/;
  // ("Where do I download it? It's 16:9, right?": not yet, and its format, in one sentence.)
  const formatOnly = format.test(q.folded) && !templateAvailable.test(q.folded);
  if (!template.test(q.folded) || formatOnly || logo || q.asks.has('abstract') || q.asks.has('socialKits')) return false;
  add(
    k.t('answers.reason.templateSoon', {ratio: presentationTemplate.aspectRatio, apps: k.join([...presentationTemplate.apps])}),
    'brand',
    [],
  );
  return true;
}

function brandParts({k, q}: Context, add: Add) {
  const label = (key: string) => k.label(`Brand.${key}`, '');
  // "¿Para qué sirve el logo negro?": that file's use.
  const purpose = /\b(para que|pra que|what for|for what|what is .* for|when (do|should) i use|cuando uso|quando uso|sirve|serve)\b/.test(
    q.folded,
  );
  const file = q.logo && purpose ? logoFiles.find(([, pattern]) => pattern.test(q.folded))?.[0] : undefined;
  if (file) add(`${label(`logos.${file}.name`)}: ${label(`logos.${file}.description`)}`, 'brand', []);
  if (q.logo && logoChanges.test(q.folded)) {
    // The rule the question is about first ("¿le cambio el color?": the colours), then the others.
    const asked: Record<string, RegExp> = {
      colors: /\b(colou?r\w*|cor|cores|recolou?r\w*)\b/,
      effects: /\b(tilt\w*|rota\w*|girar|inclin\w*|distort\w*|deform\w*|sombra\w*|shadows?|efect\w*|effects?|efeito\w*)\b/,
      proportions: /\b(stretch\w*|estir\w*|estic\w*|proporc\w*|proportion\w*)\b/,
    };
    const keys = ['proportions', 'colors', 'clearSpace', 'effects', 'backgrounds'];
    const first = keys.filter((key) => asked[key]?.test(q.folded));
    const rules = [...first, ...keys.filter((key) => !first.includes(key))].map((key) => label(`rules.${key}`));
    add(`${k.t('answers.reason.no')} ${rules.join(' ')}`, 'brand', []);
  }
  const dark = /\b(fondo|background|fundo|foto|photo|slide)\b(\W+\w+){0,3}\W+(oscur\w*|dark\w*|escur\w*|negr\w*|black|pret\w*|navy)\b/.test(
    q.folded,
  );
  if ((q.logo || /\b(archivo|arquivo|file)\b/.test(q.folded)) && dark)
    add(`${label('logos.pngWhite.name')}: ${label('logos.pngWhite.description')}`, 'brand', []);
  const large = /\b(banners?|imprimir|printing|impresion|impressao|grafica|gran formato|large format|big|grande|grandao|lona|outdoor)\b/;
  if (q.logo && large.test(q.folded) && !/\bpdf\b/.test(q.folded))
    add(`${label('logos.ai.name')}: ${label('logos.ai.description')} ${label('logos.pdfNote')}`, 'brand', []);
  if (
    /\b(template|plantilla|modelo|ppt|powerpoint)\b/.test(q.folded) &&
    /\b(16 ?9|4 ?3|widescreen|formato|format|ratio|keynote|mac)\b/.test(q.folded) &&
    // (Asked with where to get it, "not yet" gives the format too.)
    !templateAvailable.test(q.folded)
  ) {
    const features = ['layouts', 'identity', 'ratio', 'apps'].map((key) => lowerFirst(label(`template.features.${key}`)));
    // "¿Es 16:9?": yes; "¿widescreen o 4:3?" asks which.
    const lead = /\b(16 ?9|widescreen)\b/.test(q.folded) && !/\b4 ?3\b/.test(q.folded) ? `${k.t('answers.reason.yes')} ` : '';
    add(`${lead}${label('template.title')} (${label('comingSoon').toLowerCase()}): ${features.join('; ')}.`, 'brand', []);
  }
}

/** The answer to what the question names, or undefined to let the engine's topic search answer. */
/** "mañana", "ontem": the day it names, from the engine's clock. */
/**
 * "Flying on the 29th and back May 3rd", "volto dia 30": a flight's day named without its month is one around
 * the congress (April from the 11th, May up to the 10th), so the airline's window can be checked against it.
 */
function flightDays(q: Query): string[] {
  if (!q.asks.has('airline') && !q.asks.has('airlineName')) return [];
  if (
    !/\b(fly\w*|flights?|vuel\w*|volar|vuelvo|volv\w*|regres\w*|voo\w*|voar|volt\w*|return\w*|back|ida|going|salgo|saio|chego|llego|arriv\w*)\b/.test(
      q.folded,
    )
  )
    return [];
  const bare =
    /\b(?:dia|day|el|the|on the|on|o) (\d{1,2})(?:st|nd|rd|th)?\b(?! ?(?:de|of|days?|dias?|noches|nights|noites|%|personas|people|pessoas|usd|dolares|dollars|april|may|abril|maio|mayo)\b)/g;
  const endDay = Number(congress.endDate.slice(8));
  return [...q.folded.matchAll(bare)].flatMap((found) => {
    const day = Number(found[1]);
    // ("Back on the 12th" is after the congress, in May; "going on the 25th" is before it, in April.)
    const back = /\b(vuelvo|volv\w*|regres\w*|volt\w*|return\w*|back|home|casa)\W+(?:\w+\W+){0,3}$/.test(q.folded.slice(0, found.index));
    const inCongressMonth = back ? day >= endDay - 3 : day >= 11;
    const month = DateTime.fromISO(congress.startDate, {zone: CONGRESS_ZONE})
      .startOf('month')
      .plus({months: inCongressMonth ? 0 : 1});
    const date = month.set({day});
    return date.isValid && date.day === day ? [date.toISODate()!] : [];
  });
}

/**
 * "She paid 530 in December, why is it 680 now? Is that a mistake?": no mistake, the fee goes by the day paid. "Paid on
 * March 3rd and got charged 350 as a nurse, is that right?": that is another period's fee, not that day's.
 */
function mistakeVerdict(context: Context, topic: Topic): string | undefined {
  const {k, q} = context;
  if (topic !== 'fees' || !priceMistakeAsked.test(q.folded) || !(whyAsked(q.folded) || q.paidAmount !== undefined || q.month))
    return undefined;
  const todays =
    q.category && q.paidAmount !== undefined && !q.month && !whyAsked(q.folded)
      ? unitFee({...context, q: {...q, today: q.date === undefined}}, q.category)
      : undefined;
  // ("A friend paid 580 and I'm paying 680": today's fee is the visitor's amount, the other the friend's.)
  if (todays === undefined || todays === q.paidAmount || new RegExp(String.raw`\b${todays}\b`).test(q.folded))
    return k.t('answers.reason.notMistake');
  const table = q.category && q.category in feeTable ? feeTable[q.category as keyof typeof feeTable] : undefined;
  const period = table ? feePeriods.find((entry) => table[entry.key] === q.paidAmount)?.key : undefined;
  if (!period) return undefined;
  return k.t('answers.reason.chargedOtherFee', {
    charged: k.money(q.paidAmount!),
    period: k.periodName(period),
    fee: k.money(todays),
    email: site.contactEmail,
  });
}

/**
 * "El mes que viene": that calendar month. ("Si pagamos este mes", once its fee has changed for the last time: what
 * is left of it is today's fee.)
 */
function monthFromToday(q: Query, relativeMonth: number, today: DateTime): Query {
  const month = today.plus({months: relativeMonth});
  const [first, last] = [month.startOf('month').toISODate()!, month.endOf('month').toISODate()!];
  const rest = relativeMonth === 0 && periodOf(today.toMillis()) === periodOf(last) && periodOf(first) !== periodOf(last);
  return rest ? {...q, today: true} : {...q, month: {first, last}};
}

/** A lower price asked: "is there a discount for members?", "¿pagan menos?". */
const lessWords = /\b(descuentos?|discounts?|descontos?|menos|less|cheaper|mas barato|mais barato|rebaja|reduc\w*)\b/;

/** The program asked of a day: "¿qué charlas hay el 29?". */
const programWords =
  /\b(programa\w*|program|programme|schedule|agenda|cronograma|sesiones|sessions|sessoes|charlas|talks|palestras|conferencias|lectures)\b/;

function withDay(asked: Query, now: number): Query {
  let q = asked;
  const today = DateTime.fromMillis(now, {zone: CONGRESS_ZONE});
  // "¿Y si me inscribo el mes que viene?": that calendar month.
  if (q.relativeMonth !== undefined && !q.month && !q.date) q = monthFromToday(q, q.relativeMonth, today);
  const flights = flightDays(q);
  if (flights.length) {
    const dates = [...new Set([...q.dates, ...flights])].sort();
    q = {...q, dates, date: q.date ?? dates[0]};
  }
  // "I submitted at 7:30 pm New York time on the 29th": a day of the deadline's month.
  if (!q.date && q.dayOnly !== undefined && q.clock && /\b(submit\w*|sent|send|envie|mande|envio|enviei|mandei|submeti)\b/.test(q.folded)) {
    const deadline = DateTime.fromISO(keyDate('submissionDeadline'), {zone: CONGRESS_ZONE}).set({day: q.dayOnly});
    if (deadline.isValid) q = {...q, date: deadline.toISODate()!};
  }
  // "I'm in LA, if I register at 11pm my time is it still the regular price?": today, in the visitor's zone.
  const feeTalked = q.category !== undefined || q.categoryCounts.length > 0 || q.asks.has('fee') || q.period !== undefined;
  if (!q.date && !q.month && q.relativeDay === undefined && q.dayOnly === undefined && q.clock?.zone && feeTalked)
    q = {...q, date: DateTime.fromMillis(now, {zone: q.clock.zone}).toISODate()!};
  // "And if I wait till the end of the month?": the last day of this month.
  // (It replaces a month carried from before, such as the month the visitor paid in.)
  // ("Até o fim do mês", by the end of the month, is any day until then, not that day; "si espero hasta fin de
  // mes" waits until it.)
  // (A day carried from before, such as the day the visitor registered, gives way to it.)
  if (
    (!q.date || dateIn(q.folded) === undefined) &&
    /\b(?<!(?<!\b(espero|esperar|espere|esperamos|wait|waiting|dejo|dejar|deixo|deixar|aguardo|aguardar) )(ate|hasta|by|before|antes del?|antes do) (o |el |the )?)(end of (the|this) month|fin de mes|fin(al)? del mes|fim do mes|final do mes|fim de mes)\b/.test(
      q.folded,
    )
  )
    q = {...q, date: today.endOf('month').toISODate()!, month: undefined};
  // "What if I'd cancelled a week earlier?", "¿y dos días antes?": that long before the day said before.
  const before = q.date && !q.prevDay && dateIn(q.folded) === undefined ? dayEarlier(q.folded, q.date) : undefined;
  if (before) q = {...q, date: before};
  // "¿Hasta cuándo vale el precio actual?": today's fee period.
  // (Once online registration has closed there is no current period: the answer says it closed.)
  const state = todayAt(now);
  const online = state.feePeriod !== null && ['early', 'regular', 'late'].includes(state.phase);
  if (q.currentPeriod && !q.period && !q.date && !q.month)
    q = {
      ...q,
      today: true,
      // (Before registration opens, the price quoted is the early fee, from the day it opens.)
      period:
        q.asks.has('periodUntil') && online
          ? periodOf(isoToday(now))
          : q.asks.has('periodUntil') && state.phase === 'beforeRegistration'
            ? 'early'
            : undefined,
    };
  // "¿Y si pago el día 17?": the 17th of this month, or of the next when this month's has passed.
  // ("¿Qué hay el día 28?" of the program is the congress's 28th: see programDay.)
  if (q.dayOfMonth !== undefined && q.relativeDay === undefined && !q.date && !q.month && !programWords.test(q.folded)) {
    // ("¿Y si hubiera cancelado el 24?": the 24th gone by, this month's or the last.)
    const past = pastTense.test(q.folded);
    const month = past
      ? q.dayOfMonth > today.day
        ? today.minus({months: 1})
        : today
      : q.dayOfMonth < today.day
        ? today.plus({months: 1})
        : today;
    // "Depois do dia 15": the day after; "antes del 20": the day before.
    const shift = q.dateRelation === 'after' ? 1 : q.dateRelation === 'before' ? -1 : 0;
    const day = month.set({day: q.dayOfMonth}).plus({days: shift});
    // (Once the congress is near, "el día 27" is one of its days, not a payment date.)
    if (day.isValid && day.toISODate()! < congress.startDate) return {...q, date: day.toISODate()!};
  }
  // "¿Y después de eso cuánto sale?" after today's (or a day's) fee: the first day of the next fee period.
  const afterThat =
    /\b(depois disso|depois dessa data|despues de eso|despues de esa fecha|after that( date)?|from then on|a partir de ahi|a partir dai)\b|^(and|y|e) (after|despues|depois)$/;
  if (afterThat.test(q.folded) && q.category && !q.month && !q.period) {
    const from = q.date ?? isoToday(now);
    const period = feePeriods.find((entry) => entry.key === periodOf(from))!;
    if (from >= registrationOpensOn && from <= period.lastDay) {
      const next = DateTime.fromISO(period.lastDay, {zone: CONGRESS_ZONE}).plus({days: 1}).toISODate()!;
      return {...q, date: next, dateRelation: undefined, today: false};
    }
  }
  // "E se eu cancelar só na quarta dia 25?" after a payment in January: the next 25th from today, not January's.
  if (q.dayOnly !== undefined && !q.date && !q.month && cancelsOnDay(q, q.asks)) {
    const day = today.day <= q.dayOnly ? today : today.plus({months: 1});
    const date = day.set({day: q.dayOnly});
    if (date.isValid && date.day === q.dayOnly) return {...q, date: date.toISODate()!};
  }
  // "¿Y si pagamos el viernes?": the next such weekday (today, if it is today), for a fee or a registration;
  // "if I only come Thursday" names a congress day to attend, not a day to pay.
  const feeTalk = q.category !== undefined || q.categoryCounts.length > 0 || q.asks.has('fee') || q.asks.has('registerWhen');
  // ("El lunes que viene", said on a Monday: a week from today.)
  if (q.weekday !== undefined && q.passDays === undefined && q.relativeDay === undefined && !q.date && !q.month && feeTalk) {
    const next = /\b(que viene|q viene|que vem|q vem|next|proxim[oa])\b/.test(q.folded);
    return {...q, date: today.plus({days: (q.weekday - today.weekday + 7) % 7 || (next ? 7 : 0)}).toISODate()!};
  }
  if (q.relativeDay === undefined || q.date) return q;
  const date = today.plus({days: q.relativeDay}).toISODate()!;
  // ("E até quando vale esse valor?" after tomorrow's fee: tomorrow's fee period.)
  if (q.periodOfDay && !q.period && date >= registrationOpensOn && date <= onlineLastDay)
    return {...q, period: periodOf(date), relativeDay: undefined};
  return {...q, date};
}

/** The next congress named: "el próximo congreso", "next year's", "pro ano que vem", "PANLAR 2027". */
const nextEditionNamed = new RegExp(
  String.raw`\b(proxim[oa]s?|next|siguiente|seguinte) (congres\w*|panlar|edicion|edition|edicao|ano|year|years|one|vez|time|evento|event|meeting)\b|\b(panlar )?${congressYear + 1}\b|` +
    String.raw`\b(ano|year) (que|q) (viene|vem)\b|\b(no|en el|na|en la|in the|at the|for the) (proxim[oa]|siguiente|next)\b(?! (dias?|days?|semanas?|weeks?|mes|month|hours?|horas?|minutos?|minutes?|paso|step))|\b(for|para|pro|pra|del|do|of|al|ao|to) (the |el |la |o |a )?(next|proxim[oa]|siguiente)$|\bthe next one\b|\b(proxim[oa]|siguiente|next)\W+((es|e|sera|vai ser|is)\W+)?(quando|cuando|qnd|donde|onde|when|where)\b|\b(qnd|quando|cuando|when|whens|onde|donde|where|wheres) (\w+ ){0,2}(el |o |the )?(proxim[oa]|next|siguiente)\b`,
);
/** This congress named: its year, its city, its month. */
const thisEditionNamed = new RegExp(String.raw`\b(${congressYear}|${thisCongressWords})\b`);
/** The next congress's dates, place or registration asked after it was named: none is published. */
const nextWhenWhere =
  /\b(cuando|when|whens|quando|qnd|fechas?|dates?|datas?|abren|abre|abrem|abri\w*|abert\w*|open\w*|where|donde|onde|ciudad|city|cidade|pais|country|pa[ií]s|sede|host\w*|inscri\w*|inscrev\w*|register|registration|sign up|in the us|en (estados unidos|brasil|mexico)|no brasil|resumen\w*|resumos?|abstracts?|trabajos?|trabalhos?|submi\w*|envi\w*|mandar|early ?bird|deadlines?|plazos?|prazos?|convocatoria|call for)\b/;
/** What the next congress is asked about that PANLAR 2026's facts can show for reference. */
const referenceAsks: readonly Ask[] = [
  'fee',
  'hotel',
  'group',
  'category',
  'payment',
  'airline',
  'abstractLanguage',
  'abstractCharacters',
  'abstractMedia',
  'abstractReferences',
  'abstractPerAuthor',
  'abstractPresented',
  'abstractStructure',
  'authorDiscount',
];
/** What of the next congress only its own calendar could answer: no date of PANLAR 2026's stands in for it. */
const nextDateAsks: readonly Ask[] = ['registerWhen', 'registerUntil', 'periodUntil', 'congressWhen', 'abstractDeadline', 'venue'];

/**
 * What a message naming the next congress still asks of this one: "¿me devuelven o la paso al año que viene?", "ya
 * pasó?? y el próximo?", a medical or an off-topic question.
 */
const ownAsks: readonly Ask[] = ['medical', 'refund', 'happeningNow', 'congressAgo', 'offTopic'];

/** What of the next congress's registration or call is asked beside its dates. */
const nextCallAsks: readonly Ask[] = ['unpublished', 'abstract', 'abstractSubmitNow', 'registerOnline', 'registerOnsite', 'congressLength'];

/**
 * "¿Cómo que ya fue? ¿No es en diciembre?", "what do you mean it's over, isn't that 2027?" once the congress is over:
 * when it took place (with a no to the other year), and that the next one's dates are not published.
 */
export function congressOverTold(k: Knowledge, message: string, now: number): string | undefined {
  if (todayAt(now).phase !== 'after') return undefined;
  const folded = fold(message);
  const doubt =
    /\b(como assim|what do you mean|como que|como asi|como es que|achei que|pensei que|i thought|crei que|pense que|isn'?t (it|that)|no es|nao e|no era|nao era|wasn'?t it|no que era)\b/;
  const over =
    /\b(acabou|acabo|over|ended|ya fue|ja foi|terminou|termino|paso|passou|2027|diciembre|dezembro|december|agora|ahora|now|this year|este ano)\b/;
  if (!doubt.test(folded) || !over.test(folded)) return undefined;
  const dates = k.range(congress.startDate, congress.endDate);
  const place = {dates, city: k.t('answers.city'), venue: venue.localizedName[k.locale], street: venue.localizedAddress[k.locale].street};
  const otherYear = /\b(2027|next year|ano que vem|proximo ano|el ano que viene)\b/.test(folded) ? `${k.t('answers.reason.no')} ` : '';
  return `${otherYear}${k.t('answers.reason.congressPast', place)} ${k.t('answers.reason.nextEditionUnpublished', {email: site.contactEmail})}`;
}

/**
 * "¿Y ya se sabe cuánto va a costar?" after "¿cuándo es el próximo PANLAR?", "la próxima vez, ¿qué precio tiene para
 * enfermería?": what to answer, for reference, about PANLAR 2026 (the next congress's facts are not published), or
 * nothing when the message is no such question.
 */
export function nextEdition(k: Knowledge, message: string, history: ChatTurn[]): string | 'unpublished' | undefined {
  const folded = fold(message);
  // ("Para el próximo queremos ir en grupo: ¿en Panamá cómo funcionaba?" asks this congress's.)
  if (thisEditionNamed.test(folded)) return undefined;
  const named = nextEditionNamed.test(folded);
  if (!named) {
    // The conversation's latest edition named.
    const latest = history
      .filter((turn) => turn.role === 'user')
      .map((turn) => fold(turn.content))
      .reverse()
      .find((text) => nextEditionNamed.test(text) || thisEditionNamed.test(text));
    if (!latest || !nextEditionNamed.test(latest)) return undefined;
  }
  const rest = named ? folded.replace(new RegExp(nextEditionNamed.source, 'g'), ' ') : message;
  const query = understand(rest, k.locale);
  // ("Does the airline code work if I fly in January 2027?" asks of this code, on a day: answered as it is.)
  const flightDay = query.asks.has('airline') && (query.date !== undefined || query.month !== undefined);
  // ("We'd like to exhibit at PANLAR 2027, how does sponsorship work?": 2026's opportunities; not when its packages come out.)
  const sponsorship = query.asks.has('sponsorship') && !nextWhenWhere.test(folded);
  const referable = (referenceAsks.some((ask) => query.asks.has(ask)) || query.categories.length > 0 || sponsorship) && !flightDay;
  // ("¿Para el 2027 ya se puede pagar la inscripción?": whether it is open, which is not published; not 2026's steps.)
  const openYet =
    named &&
    /\b(ya|ja|already|yet)\b/.test(folded) &&
    /\b(inscri\w*|inscrev\w*|regist\w*|pag\w*|pay\w*|sign up)\b/.test(folded) &&
    !/\b(cuanto|quanto|how much|precio|preco|price|valor|costs?)\b/.test(folded);
  if (openYet) return 'unpublished';
  if (referable && !nextDateAsks.some((ask) => query.asks.has(ask))) return rest;
  // ("Will it be in English?", "¿cuándo salen los paquetes de patrocinio?", "vai ter curso pré-congresso no próximo?":
  // nothing of the next congress is published but its name; a medical question is still declined as such.)
  if (named && !referable && !flightDay && !ownAsks.some((ask) => query.asks.has(ask))) return 'unpublished';
  // ("¿Y cuándo abren los resúmenes para ese?", "any chance it'll be in the US?": its dates and place are not published.)
  // (Named with another topic, "sponsoring the 2027 congress, how does it work?", that topic answers.)
  const whenWhereOnly = [...query.asks].every((ask) => nextDateAsks.includes(ask) || nextCallAsks.includes(ask));
  return nextWhenWhere.test(folded) && (!named || whenWhereOnly) ? 'unpublished' : undefined;
}

/** What a short follow-up may read as when it only asks more of the thing before ("where can I watch them?"). */
const vagueAsks: readonly Ask[] = [
  'venue',
  'congressWhen',
  'registerWhere',
  'registerOnline',
  'registerWhen',
  'registerUntil',
  'periodUntil',
  'website',
  'hotel',
  'congressLength',
  'permission',
  'howMany',
  'happeningNow',
  'lastDay',
  'countdown',
  'unpublished',
  'distance',
  'openingTime',
  'airlineValidity',
];
/** A pronoun that points back at the thing asked before: "them", "it", "eso", "isso", "verlas", "las veo", "se puede ver". */
const pointsBack =
  /\b(them|it|they|those|that one|eso|esa|ese|esas|esos|isso|essa|esse|essas|esses|elas|eles|ela|ele|\w+r(las|los|la|lo)|(las|los|la|lo|as|os) (veo|vemos|ven|encuentro|encuentra|consigo|bajo|descargo|publican|suben|liberan|vejo|acho|baixo|assisto|assistir|publicam|liberam)|se (puede|pueden|podra|podran|pode|podem) \w+)\b/;

/**
 * "Are the talks recorded?" → not published → "ok so where can I watch them?": what is asked of a thing the site
 * does not publish is not published either (not the venue, nor the hotels a "stay open" names).
 */
export function stillUnpublished(k: Knowledge, message: string, history: ChatTurn[]): boolean {
  const last = history.findLast((turn) => turn.role === 'assistant')?.content;
  if (!last || !k.opensUnpublished(last)) return false;
  const q = understand(message, k.locale);
  if (q.folded.split(' ').length > 9 || !pointsBack.test(q.folded)) return false;
  if (q.categories.length > 0 || q.hotels.length > 0 || q.date !== undefined || q.month !== undefined) return false;
  // ("And where is it?" asks where the congress is; "where do I watch them?" asks where to find the thing.)
  const findVerb =
    /\b(watch|see|find|get|download|access|ver|veo|verl\w*|mirar|encontr\w*|encuentr\w*|bajar|baj[oa]|descarg\w*|acceder|assist\w*|vejo|achar|acho|baix\w*|acess\w*)\b/;
  if (q.asks.has('venue') && !findVerb.test(q.folded)) return false;
  return [...q.asks].every((ask) => vagueAsks.includes(ask));
}

export function reason(k: Knowledge, message: string, history: ChatTurn[], now: number, rules?: RuleFinder): Reasoned | undefined {
  const asked = understand(message, k.locale);
  const q = withDay(withHistory(asked, history, k.locale), now);
  // (Read only for a certificate question: no other answer looks back at the portals.)
  const portalsTold =
    q.asks.has('certificates') &&
    history.some((turn) => turn.role === 'assistant' && everyPortal.some((portal) => turn.content.includes(portal.url)));
  const context: Context = {k, q, now, today: todayAt(now), rules, portalsTold};
  const has = (ask: Ask) => q.asks.has(ask);
  // "¿Qué hora era eso en Santiago?" asks a published time, not an unpublished session's.
  const ratesOver = hotelRatesOver(context, history);
  if (ratesOver) return ratesOver;
  const certificate = certificateFollowUp(context, asked, history);
  if (certificate) return certificate;
  const elsewhere = timeElsewhere(context, history);
  // "…in New York time? And is it streamed?": the time, then that the rest is not published.
  const alsoUnpublished =
    /\b(and|also|tambien|tambem|y|e) (\w+ ){0,3}(stream\w*|transmit\w*|transmi\w*|grabad\w*|gravad\w*|recorded|online|en vivo|ao vivo|live)\b/;
  if (elsewhere && has('unpublished') && alsoUnpublished.test(q.folded))
    return {...elsewhere, parts: [...elsewhere.parts, k.unpublished()]};
  if (elsewhere) return elsewhere;
  const zone = feeZone(context, history);
  if (zone) return zone;
  const day = sessionsToday(context) ?? dayProgram(context) ?? dayProgramNext(context, history) ?? companionFee(context, history);
  if (day) return day;
  const refused = declined(context);
  if (refused) return refused;
  const late = closedForGood(context);
  if (late) return late;
  // "Is there a discount for members?", "¿los socios pagan menos?": no, one fee per category, then today's fees.
  if (asked.asks.has('memberRate') && lessWords.test(asked.folded) && !q.category && !q.period && !howMuchWords.test(q.folded))
    return {parts: [`${k.t('answers.reason.no')} ${k.t('answers.reason.noMemberRate')}`, k.feesToday(context.today.phase)], topic: 'fees'};
  // "When does the price go up?" once online registration has closed: that it has, and what is left.
  if (has('periodUntil') && q.currentPeriod && !q.period && !q.category) {
    const {phase} = context.today;
    if (phase === 'after') return {parts: [registrationClosed(k)], topic: 'fees'};
    if (phase === 'onsiteOnly' || phase === 'during') return {parts: [k.feesToday(phase)], topic: 'fees'};
  }

  // "Si voy 2 días, ¿me conviene el pase diario?": the comparison is the answer, when the message asks nothing else.
  const passes = dayPassCompared(context);
  if (passes && [...asked.asks].every((ask) => ['fee', 'registerOnsite', 'registerOnline', 'permission', 'saving'].includes(ask)))
    return {parts: [passes], topic: 'fees', whole: true};

  const collected: {text: string; of: Topic; at: number}[] = [];
  const at = (asks: readonly Ask[]) => Math.min(...asks.map((ask) => q.positions.get(ask) ?? Infinity));
  const section =
    (asks: readonly Ask[]): Add =>
    (text, of, own) => {
      if (!text || collected.some((part) => part.text === text)) return;
      const position = own ? at(own) : Infinity;
      // A part whose own asks the question never names was inferred ("flying in tomorrow" gives no fee question):
      // it follows the parts asked for.
      collected.push({text, of, at: Number.isFinite(position) ? position : own ? q.folded.length : at(asks)});
    };
  registrationParts(context, section(sectionAsks.registration));
  const add = section(sectionAsks.abstracts);
  for (const part of abstractRules(context)) add(part, 'abstracts');
  // "What size should the e-poster be?": not published (with its due day, unless already given).
  if (has('posterFormat') && !q.logo) {
    const day = keyDate('ePosterFile');
    if (!has('eposter')) add(k.t(`answers.reason.eposter${isoToday(context.now) > day ? 'Past' : ''}`, {date: k.date(day)}), 'abstracts');
    add(k.t('answers.reason.posterFormat', {email: site.contactEmail}), 'abstracts');
  }
  const addHotel = section(sectionAsks.hotels);
  for (const part of hotelParts(context)) addHotel(part, 'hotels');
  airlineParts(context, section(sectionAsks.airline));
  placeParts(context, section([]));
  if (collected.length === 0 && !has('fee') && !has('abstract')) add(programTopic(context), 'program');
  // "Is there a topic for COVID?": a topic the program does not name but the abstracts' list does.
  if (collected.length === 0 && !has('fee') && !has('abstract'))
    add(abstractTopicNamed({...context, q: {...q, asks: new Set([...q.asks, 'abstract'])}}), 'abstracts');
  if (collected.length === 0) return leisureAsked(q) ? {parts: leisureAlone(k, q), topic: 'hostCity'} : undefined;
  // "¿Un buen restaurante en el Casco Viejo? ¿Aceptan tarjeta?": no recommendation, then the rest.
  if (leisureAsked(q)) collected.unshift({text: k.t('answers.reason.leisure'), of: 'hostCity', at: -1});
  // Two-fact questions: the facts in the order the question asks them (a stable sort keeps each section's own order).
  collected.sort((a, b) => a.at - b.at);
  const parts = collected.map((part) => part.text);
  const topic = collected[0].of;
  const mistake = mistakeVerdict(context, topic);
  if (mistake) parts.unshift(mistake);
  // "¿A qué hora es la inauguración y habrá cena de gala?": the time, and that the rest is not published.
  // ("¿Cuánto para enfermeras hoy y si incluye almuerzos?": the fee, and the same.)
  const unpublished = k.unpublished();
  const timeBeside =
    ['congressWhen', 'openingTime', 'lastDay', 'registerUntil'].some((ask) => has(ask as Ask)) && unpublishedBesidesTime(q.folded);
  if (has('unpublished') && (timeBeside || (feeBesideUnpublished(q) && topic === 'fees')) && !parts.includes(unpublished))
    parts.push(unpublished);
  // A two-fact question may name a topic the reasoning does not answer: the topic's own answer follows.
  const airlineNamed = /\b(aerolinea|airline|companhia aerea|vuelos?|voos?|flights?)\b/.test(q.folded);
  // ("How many days until it starts? I want to book flights": once it is over, the dates are the answer.)
  const over = ['happeningNow', 'countdown', 'congressWhen'].some((ask) => has(ask as Ask)) && context.today.phase === 'after';
  if (has('airline') && topic !== 'airline' && !has('airlineTaxes') && airlineNamed && !over) parts.push(k.airline());
  return {parts, topic};
}

/** "How many days…?", "¿cuántos días faltan?": a count of days asked. */
const daysWords =
  /\b(how many days|cuant[oa]s dias|quant[oa]s dias|faltam quantos|faltan cuantos|how long|how much time|quanto tempo|cuanto tiempo)\b/;

/** Whole days from today (Panama's calendar) to a day. */
function daysUntil(now: number, iso: string): number {
  const day = DateTime.fromISO(iso.slice(0, 10), {zone: CONGRESS_ZONE});
  return Math.round(day.diff(DateTime.fromISO(isoToday(now), {zone: CONGRESS_ZONE}), 'days').days);
}

/** Days, rounded up, from this instant to an instant in Panama's time (a countdown: "17 days" until the 22nd at midnight). */
function daysToInstant(now: number, iso: string): number {
  return Math.ceil(DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).diff(DateTime.fromMillis(now, {zone: CONGRESS_ZONE}), 'days').days);
}

/** The last question and answer, folded, for a follow-up that leans on them. */
const lastTurns = (history: ChatTurn[]): string =>
  history
    .slice(-2)
    .map((turn) => fold(turn.content))
    .join(' ');

/** Words that ask an e-poster's size or format. */
/** Words that name the opening session, and words that name the abstracts' deadline. */
const openingWords = /\b(apertura|inaugura\w*|abertura|opening|opened|arranc\w*|start\w*|comenz\w*|comec\w*|empez\w*|began|begin)\b/;
const deadlineWords =
  /\b(prazo|plazo|deadline|cut-?off|limite|cierre|encerr\w*|cerr\w*|fech\w*|closed?|resum\w*|abstracts?|trabaj\w*|trabalh\w*|submiss\w*|envio)\b/;

/**
 * "Abstract deadline: what time was that in Chicago?", "isso dá que horas em Brasília?": the opening
 * session or the abstracts' deadline (the question's, or the one just talked about) in the zone named.
 */
function timeElsewhere({k, q, now}: Context, history: ChatTurn[]): Reasoned | undefined {
  // A time the visitor sent something at is the deadline's check; the site's own time in Panama is this one.
  const sent = /\b(submit\w*|sent|send|upload\w*|envie|mande|envio|enviei|mandei|submeti)\b/.test(q.folded);
  // With a time named, only "what's that in…?" converts it ("was it 6 pm Eastern or Panama time?" is a claim).
  // ("18h do Panamá é que horas em Brasília?" converts it too.)
  const converts =
    /\b(that|eso|esto|isso|isto)\b/.test(q.folded) ||
    /\b(e|es|is|sao|son|seria|sera|would be) (que|what|q) (horas?|time)\b|\bwhat time (is|would) (it|that) be\b/.test(q.folded);
  if (!q.askedZone || (q.clock && (sent || !converts || (q.clock.zone && q.clock.zone !== 'America/Panama')))) return undefined;
  if (feeDeadlineAsked(q)) return undefined;
  // ("Até que horas do dia 16 valia o preço regular? Tô no Brasil": a fee's end, in the visitor's zone.)
  if (feePeriodWords.test(q.folded) && !deadlineWords.test(q.folded) && !openingWords.test(q.folded)) return undefined;
  const subject = (text: string) => (openingWords.test(text) ? 'opening' : deadlineWords.test(text) ? 'deadline' : undefined);
  const event = subject(q.folded) ?? subject(lastTurns(history));
  if (!event) return undefined;
  const iso = event === 'opening' ? congress.opensAt : keyDate('submissionDeadline');
  const there = k.elsewhere(iso, q.askedZone);
  const past = now >= DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).toMillis() ? 'yes' : 'no';
  const values = {...there, event, past, time: k.time(iso), day: k.date(iso)};
  // "Ainda dá pra submeter? Que horas era o limite aqui?": no, then the hour there.
  const still =
    event === 'deadline' && past === 'yes' && q.asks.has('abstractSubmitNow') && /\b(envi|mand|submi|subme|send)/.test(q.folded);
  const text = k.t('answers.reason.timeElsewhere', values);
  // ("…I'm in Madrid, and how many days do I have left?": the days to that day too.)
  const left =
    past === 'no' && daysWords.test(q.folded) ? ` ${k.t('answers.reason.inDays', {days: daysUntil(now, iso.slice(0, 10))})}` : '';
  return {
    parts: [(still ? `${k.t('answers.reason.no')} ${text}` : text) + left],
    topic: event === 'opening' ? 'dates' : 'abstracts',
    whole: true,
  };
}

/** "Who are the sponsors?", "¿qué empresas patrocinan?", "quem são os patrocinadores confirmados?": the sponsors' names. */
const sponsorNamesAsked =
  /\b(quien(es)?|who|quem|quais|cuales|which|what|que) (\w+ ){0,3}(patrocinadore?s?|sponsors?|patrocinan\w*|patrocinam|patrocinando|patrocina|sponsoring|sponsored)\b|\b(lista|list) (de |of )?(los |the |os )?(patrocinadores|sponsors)\b|\b(patrocinadores|sponsors) (confirmad[oa]s|confirmed)\b/;

/** "The early bird deadline": a fee period's end, with no abstract in the question. */
const feeDeadlineAsked = (q: Query) =>
  q.asks.has('periodUntil') && q.period !== undefined && !/\b(resum\w*|abstracts?|trabaj\w*|trabalh\w*|submiss\w*|envio)\b/.test(q.folded);

/** "¿De qué zona horaria?", "até que horas?", "midnight where?": a time of day or a zone asked. */
const zoneOrHourAsked =
  /\b(fuso|zona horaria|time ?zone|timezone|(que|qual|which|what) (horario|hora|time)|horario de (que|q)|hora de (que|q)|meia ?noite de (que|q)|medianoche de (que|q)|midnight (where|in which)|ate (que|q) horas?|hasta (que|q) hora|until what time|till what time|by what time)\b/;
const feePeriodWords =
  /\b(tarifas?|precios?|precos?|valor|fees?|prices?|rates?|early|anticipad[oa]|antecipad[oa]|regular|late|tardi[oa]|taxas?|cuotas?|descuento|desconto|discount)\b/;

/**
 * "Esse dia 16 vale até meia-noite de que fuso?", "¿hasta qué hora de hoy vale la tarifa regular?": a fee
 * period ends at midnight at the end of its last day, Panama time, wherever the visitor is (and in their
 * own time, when they say where they are).
 */
function feeZone({k, q, now}: Context, history: ChatTurn[]): Reasoned | undefined {
  // ("What's the early bird deadline exactly, Panama time or mine? I'm in LA": that period's end, where the visitor is.)
  const zoned = feeDeadlineAsked(q) && q.yourZone !== undefined && /\b(time|times|hora|horario|fuso|zona|timezone)\b/.test(q.folded);
  if (!zoned && (!zoneOrHourAsked.test(q.folded) || deadlineWords.test(q.folded) || openingWords.test(q.folded))) return undefined;
  if (!feePeriodWords.test(q.folded) && !(q.followUp || q.folded.split(' ').length <= 12 ? feePeriodWords.test(lastTurns(history)) : false))
    return undefined;
  const day = q.date ?? isoToday(now);
  const period = q.period ?? (day >= registrationOpensOn && day <= onlineLastDay ? periodOf(day) : undefined);
  if (!period) return undefined;
  const last = feePeriods.find((entry) => entry.key === period)!.lastDay;
  const end = DateTime.fromISO(last, {zone: CONGRESS_ZONE}).plus({days: 1});
  const offset = end.offset / 60;
  const text = k.t('answers.reason.feeZone', {
    period: k.periodName(period),
    last: k.date(last),
    zone: `UTC${offset < 0 ? '' : '+'}${offset}`,
  });
  const there = q.yourZone ? k.elsewhere(end.toISO({includeOffset: false})!, q.yourZone) : undefined;
  const yours = there ? ` ${k.t('answers.reason.yourTime', there)}` : '';
  return {parts: [text + yours], topic: 'fees', whole: true};
}

/** The congress dates in the tense of today (the engine's topic answer when the reasoning has none). */
export function datesToday(k: Knowledge, now: number): string {
  return congressWhen({k, today: todayAt(now)} as Context) ?? k.dates();
}

export {isoToday};
