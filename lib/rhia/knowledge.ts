import {DateTime} from 'luxon';
import {createTranslator} from 'use-intl/core';
import {formats} from '@/i18n/formats';
import {countryName, formatterFor} from '@/lib/congress-format';
import {htmlLang, type Locale} from '@/i18n/locales';
import {href} from '@/lib/routes/paths';
import {pages, type PageKey} from '@/lib/routes/manifest';
import type {Phase} from './today';
import {site} from '@/content/site';
import {links} from '@/content/links';
import {congress, CONGRESS_ZONE, headlineFigures} from '@/content/congress';
import {about} from '@/content/about';
import {
  cancellationPolicy,
  feeCategories,
  feePeriods,
  feeTable,
  flatFees,
  groupRegistration,
  registrationOpensOn,
  type FeeCategoryKey,
  type FeePeriodKey,
  type FlatFeeKey,
} from '@/content/fees';
import {abstractKeyDates, abstractLimits, abstractSubmissionUrl, abstractTopics} from '@/content/abstracts';
import {hotelBooking, hotels, type Hotel, type RoomType} from '@/content/hotels';
import {airlineDiscount} from '@/content/airline';
import {venue} from '@/content/venue';
import {hostCity} from '@/content/hostCity';
import {generalTopics, latestIn} from '@/content/program';
import {sponsorshipContactEmail, sponsorshipOpportunities, listedTeam} from '@/content/sponsorship';
import {certificatePortals, certificatesEdition, courseCertificate} from '@/content/certificates';
import {logoFiles, socialMediaKits} from '@/content/brand';

/**
 * The assistant's knowledge: every fact comes from the typed content modules (content/*.ts) and
 * every word from the catalogs (messages/*.json, `Rhia.answers` plus the page namespaces for
 * labels such as room types and topics). Nothing here is a copy: change a fee in content/fees.ts
 * and the next answer says the new fee.
 */

export type Catalog = Record<string, unknown>;
export type Catalogs = Record<Locale, Catalog>;

export type FeeKey = FeeCategoryKey | FlatFeeKey;
export type Topic =
  | 'dates'
  | 'fees'
  | 'registration'
  | 'groups'
  | 'cancellation'
  | 'abstracts'
  | 'abstractRules'
  | 'abstractTopics'
  | 'hotels'
  | 'airline'
  | 'venue'
  | 'hostCity'
  | 'program'
  | 'sponsorship'
  | 'certificates'
  | 'brand'
  | 'contact'
  | 'about'
  | 'welcome';

/** The page each topic's answer links to. */
export const topicPage: Record<Topic, PageKey> = {
  dates: 'home',
  fees: 'fees',
  registration: 'fees',
  groups: 'fees',
  cancellation: 'fees',
  abstracts: 'abstracts',
  abstractRules: 'abstracts',
  abstractTopics: 'abstracts',
  hotels: 'hotels',
  airline: 'airline',
  venue: 'venue',
  hostCity: 'hostCity',
  program: 'program',
  sponsorship: 'sponsorship',
  certificates: 'certificates',
  brand: 'brand',
  contact: 'faq',
  about: 'about',
  welcome: 'welcome',
};

export const feeKeys: readonly FeeKey[] = [...feeCategories, ...flatFees.map((fee) => fee.key)];
export const periodKeys: readonly FeePeriodKey[] = feePeriods.map((period) => period.key);
export {hotels};
export type {FeePeriodKey, Hotel};

type Values = Record<string, string | number>;
/** The translator over any key of the catalog: the engine's keys are built from content keys. */
type LooseTranslator = ((key: string, values?: Record<string, unknown>) => string) & {
  markup: (key: string, values?: Record<string, unknown>) => string;
};

/** A catalog string by dotted path, or undefined when absent (labels such as room types). */
function catalogValue(catalog: Catalog, path: string): string | undefined {
  const value = path.split('.').reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
  return typeof value === 'string' ? value : undefined;
}

/** Rich-text tags of the pages' messages, dropped from the assistant's plain text. */
const stripTags = Object.fromEntries(
  ['b', 'hidden', 'mail', 'email', 'fees', 'portal', 'abstracts'].map((tag) => [tag, (chunks: string) => chunks]),
);

/** How many formatted texts a language keeps (a few hundred are ever made from the content). */
const formattedLimit = 4096;

/** The memory key of a message with its values. */
const messageKey = (kind: string, key: string, values?: Values) => `${kind}:${key}:${values ? JSON.stringify(values) : ''}`;

/** The hour a formatted time reads as ("1:30 AM", "13:30"): the number it starts with. */
export const hourOf = (time: string): number => Number.parseInt(time, 10);

/** Everything the engine says in one language, each sentence built from content values. */
export class Knowledge {
  readonly locale: Locale;
  private readonly catalog: Catalog;
  private readonly translate: LooseTranslator;
  private readonly format: ReturnType<typeof formatterFor>;
  private readonly list: Intl.ListFormat;
  private readonly orList: Intl.ListFormat;

  constructor(locale: Locale, catalog: Catalog) {
    this.locale = locale;
    this.catalog = catalog;
    // use-intl's translator and formatter with the house formats, as the pages use them.
    this.translate = createTranslator({locale, messages: catalog as never, timeZone: CONGRESS_ZONE, formats}) as unknown as LooseTranslator;
    this.format = formatterFor(locale);
    this.list = new Intl.ListFormat(htmlLang[locale], {style: 'long', type: 'conjunction'});
    this.orList = new Intl.ListFormat(htmlLang[locale], {style: 'long', type: 'disjunction'});
  }

  /** A message of the assistant's namespace (`Rhia.<key>`). */
  t(key: string, values?: Values): string {
    return this.once(messageKey('t', key, values), () => this.translate(`Rhia.${key}`, values));
  }

  /** A page's message (rich-text tags dropped), or the fallback when the catalog has none. */
  label(path: string, fallback: string, values?: Values): string {
    return this.once(messageKey(`label:${fallback}`, path, values), () =>
      catalogValue(this.catalog, path) === undefined ? fallback : this.translate.markup(path, {...stripTags, ...values}),
    );
  }

  /** The link line of an answer: the page's title and its URL in this language. */
  more(page: PageKey): string {
    const namespace = pages.find((entry) => entry.key === page)!.namespace;
    const title = page === 'home' ? site.name : this.label(`${namespace}.title`, this.label(`${namespace}.meta.title`, site.name));
    return this.t('answers.more', {title, path: href(page, this.locale)});
  }

  /** A price as the fee page writes it: "USD 530" (es, pt), "US$530" (en). */
  money(amount: number): string {
    return this.label('Fees.price', String(amount), {amount});
  }

  number(value: number): string {
    return this.format.number(value);
  }

  // The same few dates, prices and sentences are formatted over and over: each is formatted once
  // (use-intl's message formatting, Intl and luxon cost most of an answer). A value can come from
  // the question (a group's size), so the memory is bounded: past its size it starts again.
  private readonly formatted = new Map<string, string>();

  private once(key: string, make: () => string): string {
    let text = this.formatted.get(key);
    if (text === undefined) {
      text = make();
      if (this.formatted.size >= formattedLimit) this.formatted.clear();
      this.formatted.set(key, text);
    }
    return text;
  }

  date(iso: string): string {
    return this.once(`date:${iso}`, () => this.format.dateTime(DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).toJSDate(), 'long'));
  }

  /** "viernes", "Friday", "sexta-feira". */
  weekday(iso: string): string {
    return this.once(`weekday:${iso}`, () => this.format.dateTime(DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).toJSDate(), 'weekday'));
  }

  /** "viernes 1 de mayo", "Friday, May 1", "sexta-feira, 1 de maio". */
  weekdayDate(iso: string): string {
    const date = this.format.dateTime(DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).toJSDate(), 'dayMonth');
    return this.t('answers.weekdayDate', {weekday: this.weekday(iso), date});
  }

  /** "febrero de 2026", "February 2026". */
  month(iso: string): string {
    return this.once(`month:${iso}`, () => this.format.dateTime(DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).toJSDate(), 'monthYear'));
  }

  time(iso: string): string {
    return this.once(`time:${iso}`, () => this.format.dateTime(DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).toJSDate(), 'time'));
  }

  /**
   * A Panama time of the site in another zone: its clock and day there, and the zone's own name in this
   * language ("hora estándar de Brasilia", "Central Standard Time").
   */
  elsewhere(iso: string, named: string): {local: string; localDay: string; zone: string; hour: number} {
    const at = DateTime.fromISO(iso, {zone: CONGRESS_ZONE}).toJSDate();
    // "UTC-3" is luxon's name for a fixed offset; Intl knows it as "Etc/GMT+3" (the sign the other way round).
    const offset = /^UTC([+-])(\d{1,2})$/.exec(named);
    const zone = offset ? `Etc/GMT${offset[1] === '-' ? '+' : '-'}${offset[2]}` : named;
    const name = new Intl.DateTimeFormat(htmlLang[this.locale], {timeZone: zone, timeZoneName: 'long'})
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const local = this.format.dateTime(at, {...formats.dateTime.time, timeZone: zone});
    return {
      local,
      localDay: this.format.dateTime(at, {...formats.dateTime.long, timeZone: zone}),
      zone: offset ? named : (name ?? zone),
      // The hour as read ("1:00" is "a la 1:00", "à 1:00"), for the messages' article.
      hour: hourOf(local),
    };
  }

  /** "del 27 al 30 de abril de 2026", "April 27 to April 30, 2026". */
  range(startIso: string, endIso: string): string {
    return this.once(`range:${startIso}:${endIso}`, () => this.formatRange(startIso, endIso));
  }

  private formatRange(startIso: string, endIso: string): string {
    const start = DateTime.fromISO(startIso, {zone: CONGRESS_ZONE});
    const end = DateTime.fromISO(endIso, {zone: CONGRESS_ZONE});
    // The start says no more than it must: "27 al 30 de abril de 2026", "16 de enero al 16 de marzo de 2026".
    const startText = !start.hasSame(end, 'year')
      ? this.date(startIso)
      : this.format.dateTime(start.toJSDate(), start.hasSame(end, 'month') && this.locale !== 'en' ? 'day' : 'dayMonth');
    return this.t('answers.range', {start: startText, end: this.date(endIso)});
  }

  join(items: readonly string[]): string {
    return this.list.format(items);
  }

  /** "Pix or boleto", "Pix ou boleto": items of which any one would do. */
  joinOr(items: readonly string[]): string {
    return this.orList.format(items);
  }

  feeName(key: FeeKey): string {
    return this.t(`answers.feeCategories.${key}`);
  }

  periodName(key: FeePeriodKey): string {
    return this.t(`answers.periods.${key}`);
  }

  periodRange(key: FeePeriodKey): string {
    const period = feePeriods.find((entry) => entry.key === key)!;
    return this.range(period.firstDay, period.lastDay);
  }

  // ---- Topics ---------------------------------------------------------------------------

  dates(): string {
    return this.t('answers.dates', {
      dates: this.range(congress.startDate, congress.endDate),
      city: this.t('answers.city'),
      venue: venue.localizedName[this.locale],
      opens: this.date(congress.opensAt),
      time: this.time(congress.opensAt),
    });
  }

  feesAsk(): string {
    return this.t('answers.feesAsk', {categories: this.join(feeKeys.map((key) => this.feeName(key)))});
  }

  feesOverview(): string {
    const list = feeCategories
      // "USD 530, USD 580 y USD 680", not "530 / 580": a slash would read as a link to the home page in the chat.
      .map((key) => `${this.feeName(key)} ${this.join(periodKeys.map((period) => this.money(feeTable[key][period])))}`)
      .join('; ');
    const flat = flatFees.map((fee) => `${this.feeName(fee.key)} ${this.money(fee.amount)}`).join('; ');
    return this.t('answers.feesOverview', {list, flat});
  }

  feesFor(key: FeeKey, period?: FeePeriodKey): string {
    const flat = flatFees.find((fee) => fee.key === key);
    if (flat) {
      const text = this.t('answers.feesFlat', {category: this.feeName(flat.key), amount: this.money(flat.amount)});
      return flat.needsAccessCode ? `${text} ${this.t('answers.feesAccessCode', {email: site.contactEmail})}` : text;
    }
    const category = key as FeeCategoryKey;
    const fees = feeTable[category];
    if (period) {
      return this.t('answers.feesCategoryPeriod', {
        category: this.feeName(category),
        period: this.periodName(period),
        range: this.periodRange(period),
        amount: this.money(fees[period]),
      });
    }
    const [early, regular, late] = feePeriods;
    return this.t('answers.feesCategory', {
      category: this.feeName(category),
      early: this.money(fees.early),
      earlyEnd: this.date(early.lastDay),
      regular: this.money(fees.regular),
      regularRange: this.range(regular.firstDay, regular.lastDay),
      late: this.money(fees.late),
      lateRange: this.range(late.firstDay, late.lastDay),
    });
  }

  /** A fee question without a category: what a visitor can pay today, or the whole table once it is over. */
  feesToday(phase: Phase): string {
    if (phase === 'after')
      return `${this.feesOverview()} ${this.t('answers.reason.feesPast', {dates: this.range(congress.startDate, congress.endDate)})}`;
    const ask = this.t('answers.feesWhichCategory');
    if (phase === 'beforeRegistration')
      return `${this.t('answers.feesNotOpen', {opens: this.date(congress.registrationOpens)})} ${this.feesInPeriod('early')} ${ask}`;
    if (phase === 'onsiteOnly' || phase === 'during')
      return `${this.t('answers.feesOnsite', {last: this.date(feePeriods[feePeriods.length - 1].lastDay)})} ${this.feesInPeriod('late')} ${ask}`;
    return `${this.feesInPeriod(phase)} ${ask}`;
  }

  feesInPeriod(period: FeePeriodKey): string {
    const list = feeCategories.map((key) => `${this.feeName(key)} ${this.money(feeTable[key][period])}`).join('; ');
    const dayPass = flatFees.find((fee) => fee.key === 'dayPass');
    return this.t('answers.feesPeriod', {
      period: this.periodName(period),
      range: this.periodRange(period),
      list,
      dayPass: dayPass ? this.money(dayPass.amount) : '',
    });
  }

  registration(): string {
    const last = feePeriods[feePeriods.length - 1];
    const closed = DateTime.fromISO(last.lastDay, {zone: CONGRESS_ZONE}).plus({days: 1}).toISODate()!;
    return this.t('answers.registration', {opens: this.date(registrationOpensOn), url: links.registration, closed: this.date(closed)});
  }

  groups(): string {
    return this.t('answers.groups', {paid: groupRegistration.paid, free: groupRegistration.free, email: site.contactEmail});
  }

  cancellation(): string {
    return this.t('answers.cancellation', {
      date: this.date(cancellationPolicy.penaltyUntil),
      percent: cancellationPolicy.penaltyPercent,
    });
  }

  /** The abstracts' key dates, each in the past tense once it has passed (`today`, an ISO day). */
  abstracts(today?: string): string {
    const at = (key: string) => abstractKeyDates.find((date) => date.key === key)!.at;
    const deadline = at('submissionDeadline');
    const passed = (key: string) => today !== undefined && at(key).slice(0, 10) < today;
    // Before the deadline, after it, after the notification, and once every date has passed.
    const key = abstractKeyDates.every((date) => passed(date.key))
      ? 'abstractsClosed'
      : passed('notification')
        ? 'abstractsNotified'
        : passed('submissionDeadline')
          ? 'abstractsSubmissionClosed'
          : 'abstracts';
    return this.t(`answers.${key}`, {
      url: abstractSubmissionUrl,
      deadline: this.date(deadline),
      time: this.time(deadline),
      notification: this.date(at('notification')),
      discount: this.date(at('presentingAuthorDiscount')),
    });
  }

  abstractRules(): string {
    return this.t('answers.abstractRules', {
      chars: this.number(abstractLimits.maxCharacters),
      refs: abstractLimits.maxReferences,
    });
  }

  abstractTopics(): string {
    const topics = abstractTopics.map((key) => this.label(`Abstracts.topics.${key}`, key));
    return this.t('answers.abstractTopics', {count: topics.length, topics: topics.join('; ')});
  }

  private rooms(hotel: Hotel, only?: RoomType): string {
    return hotel.rooms
      .filter((room) => only === undefined || room.type === only)
      .map((room) => `${this.label(`Hotels.roomTypes.${room.type}`, room.type)} ${this.money(room.nightlyRateUsd)}`)
      .join(', ');
  }

  hotels(): string {
    const list = hotels
      .map((hotel) => this.t('answers.hotelLine', {hotel: hotel.name, stars: hotel.stars, rooms: this.rooms(hotel)}))
      .join('\n');
    return this.t('answers.hotels', {tax: hotelBooking.taxPercent, list, email: hotelBooking.groupEmail});
  }

  /** A hotel's card: its rooms, or only the room type asked for when it has one ("¿y el triple del Radisson?"). */
  hotel(hotel: Hotel, room?: RoomType): string {
    const only = room && hotel.rooms.some((entry) => entry.type === room) ? room : undefined;
    const text = this.t('answers.hotelOne', {
      hotel: hotel.name,
      stars: hotel.stars,
      rooms: this.rooms(hotel, only),
      tax: hotelBooking.taxPercent,
    });
    const booking = hotel.reservationUrl ? this.t('answers.hotelReserve', {url: hotel.reservationUrl}) : this.t('answers.hotelSoon');
    return `${text} ${booking}`;
  }

  /** "That has not been published yet", with whom to write to. */
  unpublished(): string {
    return this.t('answers.reason.unpublished', {email: site.contactEmail});
  }

  /** Once the congress is over: that the site does not publish it, and when the congress took place. */
  unpublishedAfter(): string {
    return this.t('answers.reason.unpublishedAfter', {dates: this.range(congress.startDate, congress.endDate), email: site.contactEmail});
  }

  /** Whether an answer opens with "not published", in either form. */
  opensUnpublished(text: string): boolean {
    return text.startsWith(this.unpublished()) || text.startsWith(this.unpublishedAfter());
  }

  /** The official airline's discount; once its window has passed (`today`, an ISO day), that it has. */
  airline(today?: string): string {
    if (today !== undefined && today > airlineDiscount.validity.to) return this.airlineExpired();
    return this.t('answers.airline', {
      percent: airlineDiscount.maxPercent,
      code: airlineDiscount.code,
      from: this.date(airlineDiscount.validity.from),
      to: this.date(airlineDiscount.validity.to),
      classes: this.join(airlineDiscount.excludedClasses),
    });
  }

  /** That the airline code's window has passed. */
  airlineExpired(): string {
    return this.t('answers.reason.airlineExpired', {
      code: airlineDiscount.code,
      from: this.date(airlineDiscount.validity.from),
      to: this.date(airlineDiscount.validity.to),
      percent: airlineDiscount.maxPercent,
    });
  }

  /** The venue answer; `past` once the congress is over ("was held"). */
  venue(past = false): string {
    // The street is a name; the city and the country as this language writes them.
    const address = [venue.address.street, this.t('answers.city'), countryName(congress.country, this.locale)].join(', ');
    return this.t(past ? 'answers.venuePast' : 'answers.venue', {
      venue: venue.localizedName[this.locale],
      address,
      distances: this.join(
        venue.distances.map((entry) => this.t('answers.distance', {minutes: entry.minutes, place: this.t(`answers.places.${entry.to}`)})),
      ),
      parking: this.number(venue.parkingSpaces),
    });
  }

  /** The league's five pillars (About page). */
  about(): string {
    const pillars = about.pillars.map(
      (key) => `${this.label(`About.pillars.${key}.title`, key)}: ${this.label(`About.pillars.${key}.text`, '')}`,
    );
    return `${this.label('About.pillars.title', '')}. ${pillars.join(' ')}`;
  }

  /** The welcome letter, its paragraphs without the dates line. */
  welcome(): string {
    const paragraphs = ['p2', 'p3', 'p4'].map((key) => this.label(`Welcome.letter.${key}`, ''));
    return `${this.label('Welcome.letter.title', '')}: ${paragraphs.join(' ')}`;
  }

  /** The home page's headline figures ("PANLAR 2026 in numbers"). */
  figures(): string {
    const items = (['participants', 'sessions', 'works'] as const).map(
      (key) =>
        `${this.label(`Home.figures.${key}.value`, String(headlineFigures[key]), {count: headlineFigures[key]})} ${this.label(`Home.figures.${key}.label`, key)}`,
    );
    return `${this.label('Home.figures.title', '')}: ${this.join(items)}.`;
  }

  /** The social media graphics of the brand page, not published yet, with their sizes. */
  socialKits(): string {
    const kits = socialMediaKits.map(
      (kit) =>
        `${this.label(`Brand.social.${kit.key}`, kit.key)} (${this.label('Brand.social.size', '', {width: kit.width, height: kit.height})})`,
    );
    return `${this.label('Brand.social.title', '')}: ${this.label('Brand.social.intro', '')} ${this.join(kits)}. ${this.label('Brand.comingSoon', '')}.`;
  }

  hostCity(): string {
    return this.t('answers.hostCity', {
      currency: hostCity.currency.codes[0],
      local: hostCity.currency.codes[1],
      plugs: this.join(hostCity.electricity.plugTypes),
      voltage: hostCity.electricity.voltage,
      frequency: hostCity.electricity.frequency,
      hotel: hostCity.taxes.hotelServicePercent,
      restaurant: hostCity.taxes.restaurantTaxPercent,
      tip: hostCity.taxes.suggestedTipPercent,
      url: hostCity.travelRequirementsUrl,
    });
  }

  /** The host city page's own currency paragraph. */
  currency(): string {
    return this.label('HostCity.info.currency.body', this.hostCity(), {local: hostCity.currency.codes[1], usd: hostCity.currency.codes[0]});
  }

  /** The host city page's own electricity paragraph (voltage, frequency, plugs, the adapter). */
  electricity(): string {
    const {voltage, frequency, plugTypes} = hostCity.electricity;
    return this.label('HostCity.info.electricity.body', this.hostCity(), {voltage, frequency, plugs: this.join(plugTypes)});
  }

  /** The program's topics; once the congress is over (`past`), without the workshops still to come. */
  program(past = false): string {
    const topics = generalTopics.map((topic) => {
      const name = this.label(`Program.topics.${topic.key}`, topic.key);
      const subtopics = (topic.subtopics ?? []).map((key) => this.label(`Program.topics.${key}`, key));
      return subtopics.length ? `${name} (${subtopics.join(', ')})` : name;
    });
    const latest = latestIn.map((key) => this.label(`Program.latest.${key}`, key));
    return this.t('answers.program', {topics: topics.join('; '), latest: this.join(latest), past: past ? 'yes' : 'no'});
  }

  sponsorship(): string {
    const team = listedTeam().map((member) => [member.name, member.email, member.phone].filter(Boolean).join(', '));
    return this.t('answers.sponsorship', {
      opportunities: this.join(sponsorshipOpportunities.map((key) => this.label(`Sponsorship.opportunities.${key}.title`, key))),
      contacts: this.join([...team, sponsorshipContactEmail]),
    });
  }

  certificates(): string {
    const kinds = [...certificatePortals, courseCertificate].map((portal) => this.label(`Certificates.${portal.key}.title`, portal.key));
    return this.t('answers.certificates', {year: certificatesEdition.year, kinds: this.join(kinds)});
  }

  brand(): string {
    return this.t('answers.brand', {files: this.join(logoFiles.map((file) => this.label(`Brand.logos.${file.key}.name`, file.format)))});
  }

  contact(): string {
    return this.t('answers.contact', {email: site.contactEmail});
  }

  hello(): string {
    return this.t('answers.hello', {topics: this.t('answers.topicList')});
  }

  thanks(): string {
    return this.t('answers.thanks');
  }

  fallback(): string {
    return this.t('answers.fallback', {topics: this.t('answers.topicList'), email: site.contactEmail});
  }

  /** The answer of a topic (without its link line). */
  topic(topic: Topic): string {
    switch (topic) {
      case 'fees':
        return this.feesAsk();
      default:
        return this[topic]();
    }
  }

  /** Every fact the engine knows, in this language: the hosted model's system prompt. */
  factSheet(): string {
    const topics: Topic[] = [
      'dates',
      'registration',
      'groups',
      'cancellation',
      'abstracts',
      'abstractRules',
      'abstractTopics',
      'hotels',
      'airline',
      'venue',
      'hostCity',
      'program',
      'sponsorship',
      'certificates',
      'brand',
      'contact',
    ];
    const fees = feeKeys.map((key) => this.feesFor(key));
    return [...topics.map((topic) => `${this.topic(topic)} (${href(topicPage[topic], this.locale)})`), ...fees, this.more('fees')].join(
      '\n',
    );
  }
}
