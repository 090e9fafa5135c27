import {DateTime} from 'luxon';
import {CONGRESS_ZONE, congress} from '@/content/congress';
import {abstractKeyDates, abstractLimits, abstractSubmissionUrl, type AbstractKeyDateKey} from '@/content/abstracts';
import {airlineDiscount} from '@/content/airline';
import {feePeriods, feeCategories, feeTable, registrationOpensOn} from '@/content/fees';
import {hostCity} from '@/content/hostCity';
import {hotelBooking} from '@/content/hotels';
import {venue} from '@/content/venue';
import {site} from '@/content/site';
import {generalTopics, latestIn} from '@/content/program';
import type {ChatTurn} from './protocol';
import type {Knowledge, Topic, FeeKey} from './knowledge';
import {fee, groupFree, mediaAllowed, onlineLastDay, periodOf, rankedHotels, refund} from './reasoning';
import {todayAt, type Today} from './today';
import {fold} from './fold';
import {understand, type Ask, type Query} from './understand';

/** A reasoned reply: its sentences (the answer first) and the topic whose page it links. */
export type Reasoned = {parts: string[]; topic: Topic};

type Context = {k: Knowledge; q: Query; now: number; today: Today};

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
  'unpublished',
  'visa',
  'medical',
];

/** Fills what a follow-up leaves out ("¿y para residentes?") from the visitor's earlier questions. */
export function withHistory(q: Query, history: ChatTurn[]): Query {
  const earlier = history
    .filter((turn) => turn.role === 'user')
    .slice(-3)
    .reverse()
    .map((turn) => understand(turn.content));
  if (earlier.length === 0) return q;
  // "¿y si pagué en la sede?" continues the previous topic (a refund), it does not ask to register there.
  const paidThere = q.asks.has('registerOnsite') && /\b(pague|paid|paguei|pagar|pago|pay)\b/.test(q.folded);
  const ownTopic = topicAsks.some((ask) => q.asks.has(ask) && !(paidThere && (ask === 'registerOnsite' || ask === 'venue')));
  const asks = new Set(q.asks);
  if (!ownTopic && (q.followUp || q.category || q.date || q.month || q.period)) {
    const previous = earlier.find((e) => topicAsks.some((ask) => e.asks.has(ask)) || e.category || e.asks.has('fee'));
    for (const ask of previous?.asks ?? []) if (!['medical', 'unpublished', 'visa'].includes(ask)) asks.add(ask);
    if (previous?.category || previous?.asks.has('fee')) asks.add('fee');
  }
  const feeTalk = asks.has('fee') || asks.has('refund');
  return {
    ...q,
    asks,
    category: q.category ?? (feeTalk ? earlier.find((e) => e.category)?.category : undefined),
    date: q.date ?? (feeTalk && !q.period && !q.month ? earlier.find((e) => e.date)?.date : undefined),
    month: q.month ?? (feeTalk && !q.period && !q.date ? earlier.find((e) => e.month)?.month : undefined),
    hotels: q.hotels.length
      ? q.hotels
      : asks.has('breakfast') || asks.has('hotel')
        ? (earlier.find((e) => e.hotels.length)?.hotels ?? [])
        : [],
  };
}

/** The fee of a category over a month named without a day: one period, or the day it changes. */
function feeInMonth(k: Knowledge, category: FeeKey, month: {first: string; last: string}): string {
  const name = lowerFirst(k.feeName(category));
  const [first, last] = [fee(category, month.first), fee(category, month.last)];
  const label = k.month(month.first);
  if (first.kind === 'flat') return k.t('answers.reason.feeFlat', {amount: k.money(first.amount), category: name});
  if (first.kind !== 'online' || last.kind !== 'online') return k.feesFor(category);
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

function feeAnswer({k, q, now}: Context, category: FeeKey): string {
  const name = lowerFirst(k.feeName(category));
  const day = q.date ?? (q.today ? now : undefined);
  if (day === undefined && q.month) return feeInMonth(k, category, q.month);
  if (day === undefined && q.onsite && category in feeTable)
    return k.t('answers.reason.feeAtVenue', {amount: k.money(feeTable[category as keyof typeof feeTable].late), category: name});
  if (day === undefined && q.period) return k.feesFor(category, q.period);
  if (day === undefined) return k.feesFor(category);
  const answer = fee(category, day);
  const amount = k.money(answer.amount);
  if (answer.kind === 'flat') return k.t('answers.reason.feeFlat', {amount, category: name});
  if (answer.kind === 'notOpen') return k.t('answers.reason.feeNotOpen', {amount, category: name, opens: k.date(registrationOpensOn)});
  if (answer.kind === 'onsite') return k.t('answers.reason.feeOnsite', {amount, category: name, last: k.date(onlineLastDay)});
  const period = k.periodName(answer.period);
  if (typeof day === 'number') return k.t('answers.reason.feeToday', {amount, category: name, period});
  return k.t('answers.reason.feeOn', {amount, category: name, period, date: k.date(day)});
}

const onlineOpen = (today: Today) => ['beforeRegistration', 'early', 'regular', 'late'].includes(today.phase);

/** "Until when can I register online?": the closing day, in the tense of today. */
function registrationUntil({k, today}: Context): string {
  const last = k.date(onlineLastDay);
  const next = k.date(DateTime.fromISO(onlineLastDay, {zone: CONGRESS_ZONE}).plus({days: 1}).toISODate()!);
  if (onlineOpen(today)) return k.t('answers.reason.registerClosesOn', {last, next});
  const closed = k.t('answers.reason.registerClosedOn', {last});
  return `${closed} ${today.phase === 'after' ? congressWhen({k, today} as Context) : k.t('answers.reason.onsiteNow', {next})}`;
}

function registration(context: Context): string | undefined {
  const {k, q, today} = context;
  const last = k.date(onlineLastDay);
  if (q.asks.has('registerUntil') && !q.asks.has('registerWhen')) return registrationUntil(context);
  if (q.asks.has('registerWhen') && !/\b(ya|yet|ja)\b/.test(q.folded))
    return k.t('answers.reason.registerOpens', {opens: k.date(registrationOpensOn), last});
  const onsiteQuestion = q.asks.has('registerOnsite') && !q.asks.has('registerOnline') && !q.asks.has('refund');
  if (onsiteQuestion && today.phase === 'after')
    return k.t('answers.reason.registerOver', {dates: k.range(congress.startDate, congress.endDate)});
  if (onsiteQuestion) return k.t('answers.reason.onsiteYes');
  if (!(q.asks.has('registerWhen') || q.asks.has('registerOnline'))) return undefined;
  if (today.phase === 'beforeRegistration') return k.t('answers.reason.registerNotYet', {opens: k.date(registrationOpensOn)});
  if (today.phase === 'onsiteOnly' || today.phase === 'during') return k.t('answers.reason.registerOnsiteOnly', {last});
  if (today.phase === 'after') return k.t('answers.reason.registerOver', {dates: k.range(congress.startDate, congress.endDate)});
  return k.t('answers.reason.registerOpen', {last, period: k.periodName(today.feePeriod ?? 'early')});
}

function refundAnswer({k, q, now}: Context): string {
  const onsite = q.onsite || /\b(sede|venue|local|sitio|onsite)\b/.test(q.folded);
  const day = q.date ?? (q.today ? now : undefined);
  if (onsite) return k.t('answers.reason.refundOnsite');
  const date = k.date(feeCancellationDay);
  // A month named without a day answers only when the whole month is on one side of the deadline.
  const monthDay = q.month && refund(q.month.first).refunded === refund(q.month.last).refunded ? q.month.first : undefined;
  if (day === undefined && monthDay === undefined) return k.cancellation();
  const {refunded, penaltyPercent} = refund(day ?? monthDay!);
  return refunded ? k.t('answers.reason.refundYes', {date, percent: penaltyPercent}) : k.t('answers.reason.refundNo', {date});
}
const feeCancellationDay = '2026-03-25';

function earlyDiscount({k, q, today}: Context): string {
  const end = k.date(feePeriods[0].lastDay);
  const still = /\b(todavia|aun|still|ainda|sigue|continua)\b/.test(q.folded);
  if (still && today.phase !== 'beforeRegistration' && today.phase !== 'early') return k.t('answers.reason.earlyGone', {end});
  const list = feeCategories.map((key) => `${k.feeName(key)} ${k.money(feeTable[key].early)}`).join('; ');
  return k.t('answers.reason.earlyYes', {end, list});
}

/** A "can I…?" / "do I have to…?" question (answered by a rule, not by a date). */
const yesNo = (q: Query) => q.asks.has('permission') || q.asks.has('obligation');

function abstractRules({k, q, today}: Context): string[] {
  const parts: string[] = [];
  const r = (key: string, values?: Record<string, string | number>) => parts.push(k.t(`answers.reason.${key}`, values));
  const counted = (noun: RegExp) => {
    const words: Record<string, number> = {
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
    };
    const match = new RegExp(`\\b(\\d+|${Object.keys(words).join('|')}) ${noun.source}`).exec(q.folded);
    return match ? Number(match[1]) || words[match[1]] : 0;
  };
  if (q.asks.has('abstractLanguage'))
    r(/\b(ingles|english)\b/.test(q.folded) && !/\b(espanol|spanish|portugues|portuguese)\b/.test(q.folded) ? 'languageYes' : 'languageNo');
  if (q.asks.has('abstractChannel')) r('channelNo', {url: abstractSubmissionUrl});
  if (q.asks.has('abstractMedia')) {
    const images = counted(/(imagen(es)?|images?|imagens?|figuras?|figures?)/);
    const tables = counted(/(tablas?|tables?|tabelas?)/);
    r(images + tables === 0 || mediaAllowed(images, tables) ? 'mediaYes' : 'mediaNo');
  }
  if (q.asks.has('abstractReferences')) r('references', {max: abstractLimits.maxReferences});
  if (q.asks.has('abstractCharacters')) r('characters', {max: k.number(abstractLimits.maxCharacters)});
  if (q.asks.has('abstractPerAuthor')) r(/\b(how many|cuantos|quantos)\b/.test(q.folded) ? 'perAuthorCount' : 'perAuthor');
  if (q.asks.has('abstractAnonymous') && (q.asks.has('abstract') || /\b(texto|text|body|cuerpo|corpo)\b/.test(q.folded))) r('anonymousNo');
  if (q.asks.has('abstractPresented')) r('presented');
  else if (q.asks.has('abstractProxy') && /\b(present|presentar|apresentar)/.test(q.folded)) r('proxy');
  else if (q.asks.has('abstractInPerson')) r('inPerson');
  const deadline = keyDate('submissionDeadline');
  const when = {deadline: k.date(deadline), time: k.time(deadline), url: abstractSubmissionUrl};
  if (q.asks.has('abstractSubmitNow') && /\b(envi|mand|submit|send)/.test(q.folded))
    r(today.abstracts === 'open' ? 'submitOpen' : 'submitClosed', when);
  else if (q.asks.has('abstractDeadline') && !q.asks.has('eposter') && !q.asks.has('authorDiscount') && !yesNo(q))
    parts.push(k.abstracts());
  if (q.asks.has('notification')) r('notification', {date: k.date(keyDate('notification'))});
  if (q.asks.has('eposter')) r('eposter', {date: k.date(keyDate('ePosterFile'))});
  if (q.asks.has('authorDiscount')) r('authorDiscount', {date: k.date(keyDate('presentingAuthorDiscount'))});
  return parts;
}

/** Hotels with a room at or under a price, cheapest first. */
function hotelsUnder(k: Knowledge, max: number): string {
  const cheap = rankedHotels('cheapest');
  const under = cheap.filter((entry) => entry.rate <= max);
  if (under.length === 0)
    return k.t('answers.reason.hotelsUnderNone', {max: k.money(max), hotel: cheap[0].hotel.name, amount: k.money(cheap[0].rate)});
  const list = under.map((entry) => `${entry.hotel.name} ${k.money(entry.rate)}`);
  return k.t('answers.reason.hotelsUnder', {max: k.money(max), list: k.join(list)});
}

function hotelParts({k, q}: Context): string[] {
  const parts: string[] = [];
  if (q.maxPrice !== undefined && q.asks.has('hotel')) parts.push(hotelsUnder(k, q.maxPrice));
  else if (q.superlative && (q.asks.has('hotel') || q.hotels.length === 0)) {
    const [top] = rankedHotels(q.superlative);
    const room = k.label(`Hotels.roomTypes.${top.room.type}`, top.room.type);
    parts.push(k.t(`answers.reason.${q.superlative}`, {hotel: top.hotel.name, amount: k.money(top.rate), room: lowerFirst(room)}));
  } else if (!q.asks.has('breakfast')) for (const hotel of q.hotels) parts.push(k.hotel(hotel));
  if (q.asks.has('breakfast')) parts.push(k.t('answers.reason.breakfast'));
  if (q.asks.has('taxes') && (q.asks.has('hotel') || q.asks.has('breakfast')) && !q.asks.has('airline'))
    parts.push(k.t('answers.reason.hotelTaxes', {percent: hotelBooking.taxPercent}));
  return parts;
}

/** Words of the program's labels that name no topic on their own ("enfermedades", "estado"). */
const genericTopicWords = new Set(
  'enfermedades enfermedad doencas doenca diseases disease estado actual atual current state nuevas novas other otras outras sistemica sistemicas systemic cronico cronica chronic inflamatorias inflammatory pacientes patients difficult dificil tratamiento tratamento treatment manejo management induced latin latina america'.split(
    ' ',
  ),
);

function programTopic({k, q}: Context): string | undefined {
  const labels = [
    ...generalTopics.flatMap((topic) => [topic.key, ...(topic.subtopics ?? [])]).map((key) => k.label(`Program.topics.${key}`, '')),
    ...latestIn.map((key) => k.label(`Program.latest.${key}`, '')),
  ].filter(Boolean);
  const asked = new Set(q.folded.split(' '));
  const found = labels.find((label) => {
    const words = fold(label)
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 3 && !genericTopicWords.has(word));
    return words.length > 0 && (words.every((word) => q.folded.includes(word)) || words.some((word) => asked.has(word)));
  });
  return found ? k.t('answers.reason.programYes', {topic: lowerFirst(found)}) : undefined;
}

function congressWhen({k, today}: Context): string | undefined {
  const dates = k.range(congress.startDate, congress.endDate);
  const place = {dates, city: k.t('answers.city'), venue: venue.localizedName[k.locale]};
  if (today.phase === 'after') return k.t('answers.reason.congressPast', place);
  if (today.phase === 'during') return k.t('answers.reason.congressNow', place);
  return undefined;
}

type Add = (text: string | undefined, of: Topic) => void;

/** Questions the site cannot or must not answer: medical, off-topic, visas, what is not published. */
function declined({k, q}: Context): Reasoned | undefined {
  const has = (ask: Ask) => q.asks.has(ask);
  if (has('medical')) return {parts: [k.t('answers.reason.medical', {topics: k.t('answers.topicList')})], topic: 'contact'};
  if (has('offTopic') && !q.category) return {parts: [k.fallback()], topic: 'contact'};
  if (has('visa')) return {parts: [k.t('answers.reason.visa', {url: hostCity.travelRequirementsUrl})], topic: 'hostCity'};
  if (has('unpublished') && !has('congressWhen') && !has('registerUntil'))
    return {parts: [k.t('answers.reason.unpublished', {email: site.contactEmail})], topic: 'contact'};
  return undefined;
}

/** Fees, refunds, groups and registration. */
function registrationParts(context: Context, add: Add) {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  if (has('refund')) add(refundAnswer(context), 'cancellation');
  if (has('group') && q.count !== undefined) {
    add(k.t('answers.reason.groupFree', {free: groupFree(q.count), paid: 10, one: 1, email: site.contactEmail}), 'groups');
  }
  const earlyAsked = has('earlyDiscount') || (q.period === 'early' && /\b(still|todavia|ainda)\b/.test(q.folded));
  if (earlyAsked && !q.category) add(earlyDiscount(context), 'fees');
  const named = q.date || q.month || q.today || q.onsite || q.period;
  if (q.category && (has('fee') || has('category') || !topicAsks.some((ask) => has(ask)) || named)) {
    if (has('category')) add(k.t('answers.reason.categoryIs', {category: lowerFirst(k.feeName(q.category))}), 'fees');
    if (has('category') && !has('fee')) add(k.feesFor(q.category), 'fees');
    else if (!has('refund') && !has('group')) add(feeAnswer(context, q.category), 'fees');
  } else if (has('fee') && !q.category && q.date && !has('hotel') && !has('airline')) add(k.feesInPeriod(periodOf(q.date)), 'fees');
  // A fee at the venue already says so: no separate "yes, onsite" sentence.
  if (!(q.category && q.onsite)) add(registration(context), 'registration');
  if (has('payment') && !has('abstract') && /\b(puedo|can i|can we|posso|se puede|aceptan|accept|aceitam|da pra)\b/.test(q.folded))
    add(k.t('answers.reason.paymentYes'), 'registration');
}

/** The official airline's discount: taxes and the validity window. */
function airlineParts({k, q}: Context, add: Add) {
  const has = (ask: Ask) => q.asks.has(ask);
  if ((has('airlineTaxes') && has('airline')) || (has('airlineTaxes') && /\b(descuento|discount|desconto)\b/.test(q.folded))) {
    add(k.t('answers.reason.airlineTaxes', {classes: k.join(airlineDiscount.excludedClasses)}), 'airline');
  } else if (has('airline') && has('airlineValidity') && !/\b(codigo|code)\b/.test(q.folded)) {
    const {code, validity} = airlineDiscount;
    add(k.t('answers.reason.airlineValidity', {code, from: k.date(validity.from), to: k.date(validity.to)}), 'airline');
  }
}

/** The venue (driving times, parking), the congress dates and the host city. */
function placeParts(context: Context, add: Add) {
  const {k, q} = context;
  const has = (ask: Ask) => q.asks.has(ask);
  const name = venue.localizedName[k.locale];
  if ((has('congressWhen') || has('happeningNow')) && !has('abstract')) add(congressWhen(context), 'dates');
  const place = q.place ?? (has('airportDistance') ? 'airport' : undefined);
  const distanceTo = place && venue.distances.find((entry) => entry.to === place);
  if (distanceTo && (has('distance') || has('venue')) && !has('hotel') && !has('airline')) {
    add(k.t('answers.reason.distance', {minutes: distanceTo.minutes, place: k.t(`answers.places.${place}`), venue: name}), 'venue');
  }
  if (has('parking') && !has('hotel')) add(k.t('answers.reason.parkingYes', {venue: name, count: k.number(venue.parkingSpaces)}), 'venue');
  if (has('venue') && has('distance') && !distanceTo && !has('hotel')) add(k.venue(), 'venue');
  if (has('tips')) {
    const {restaurantTaxPercent: tax, suggestedTipPercent: tip, hotelServicePercent: hotel} = hostCity.taxes;
    add(k.t('answers.reason.tips', {tip, tax, hotel}), 'hostCity');
  }
  if ((has('currency') || has('plugs')) && !has('airline')) add(k.hostCity(), 'hostCity');
  if (has('sponsorship')) add(k.sponsorship(), 'sponsorship');
}

/** The answer to what the question names, or undefined to let the engine's topic search answer. */
export function reason(k: Knowledge, message: string, history: ChatTurn[], now: number): Reasoned | undefined {
  const q = withHistory(understand(message), history);
  const context: Context = {k, q, now, today: todayAt(now)};
  const has = (ask: Ask) => q.asks.has(ask);
  const refused = declined(context);
  if (refused) return refused;

  const parts: string[] = [];
  let topic: Topic | undefined;
  const add: Add = (text, of) => {
    if (!text || parts.includes(text)) return;
    parts.push(text);
    topic ??= of;
  };
  registrationParts(context, add);
  for (const part of abstractRules(context)) add(part, 'abstracts');
  for (const part of hotelParts(context)) add(part, 'hotels');
  airlineParts(context, add);
  placeParts(context, add);
  if (parts.length === 0 && !has('fee') && !has('abstract')) add(programTopic(context), 'program');
  if (parts.length === 0 || !topic) return undefined;
  // A two-fact question may name a topic the reasoning does not answer: the topic's own answer follows.
  const airlineNamed = /\b(aerolinea|airline|companhia aerea|vuelos?|voos?|flights?)\b/.test(q.folded);
  if (has('airline') && topic !== 'airline' && !has('airlineTaxes') && airlineNamed) parts.push(k.airline());
  return {parts, topic};
}

/** The congress dates in the tense of today (the engine's topic answer when the reasoning has none). */
export function datesToday(k: Knowledge, now: number): string {
  return congressWhen({k, today: todayAt(now)} as Context) ?? k.dates();
}

export {isoToday};
