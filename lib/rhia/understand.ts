import {DateTime} from 'luxon';
import {CONGRESS_ZONE, congress} from '@/content/congress';
import {hotels, type Hotel, type RoomType} from '@/content/hotels';
import {airlineDiscount} from '@/content/airline';
import type {VenueDestination} from '@/content/venue';
import type {FeeKey, FeePeriodKey} from './knowledge';
import {fold, spellOut, wordNumber} from './fold';
import {spellCueTerms} from './spelling';
import {categoryPhrases, congressWords, cues, severalTopics, unlistedSpecialty, untilWhen} from './vocabulary';

/**
 * What a question names, read with whole-word patterns over the folded text (accents and case
 * dropped) before any typo-tolerant matching: the professional category, a date or date phrase,
 * hotels, superlatives, counts and the yes/no targets of the rules. Words that only resemble a
 * keyword ("March", "president", "tomando") match nothing here.
 */
export type Query = {
  folded: string;
  category?: FeeKey;
  /** A day the question names (ISO date, Panama); "before 25 March" is the day before, "after 17 March" the day after. */
  date?: string;
  /** The date stands for a part of a month ("mid-January" is the 15th), not a day the visitor named. */
  approximate?: boolean;
  /** The question is about the congress logo ("¿y para un banner grande?" after one about it, too). */
  logo: boolean;
  /** A specialty the related-professionals list does not name ("un neumólogo"). */
  otherSpecialty: boolean;
  /** How the question places itself against `date`: on it, just before it or just after it. */
  dateRelation?: 'before' | 'after';
  /** A month named without a day ("en febrero"): its first and last days (ISO, Panama). */
  month?: {first: string; last: string};
  /** A month named from today ("next month", "el mes que viene"): months from today's; the reasoning dates it. */
  relativeMonth?: number;
  /** "El precio actual", "the current fee": the fee period of today. */
  currentPeriod?: boolean;
  /** "E até quando vale esse valor?" after tomorrow's fee: the fee period of the (relative) day asked before. */
  periodOfDay?: boolean;
  /** A price ceiling ("under $120", "menos de 100 dólares"). */
  maxPrice?: number;
  /** A place whose driving time to the venue is asked ("how far from the old town"). */
  place?: VenueDestination;
  /** Every place named ("el Casco Antiguo y la Cinta Costera"), in order. */
  places: VenueDestination[];
  /** A price period named outright ("tarifa tardía", "early bird"). */
  period?: FeePeriodKey;
  /** Each category's own period when the question names several ("un reumatólogo en la anticipada y un residente en la tardía"). */
  periodOf?: Partial<Record<FeeKey, FeePeriodKey>>;
  /** Every period named, in the question's order ("la regular y la tardía"). */
  periods: FeePeriodKey[];
  /** Each category's own day when the question names several ("un reumatólogo el 10 de enero y un residente el 20 de marzo"). */
  dateOf?: Partial<Record<FeeKey, string>>;
  today: boolean;
  onsite: boolean;
  hotels: Hotel[];
  /** The hotels came from an earlier turn ("is breakfast included?" after the W): the question names none itself. */
  hotelsCarried?: boolean;
  superlative?: 'cheapest' | 'priciest' | 'closest';
  /** "the most expensive and the cheapest": both, in the order asked. */
  rankings: ('cheapest' | 'priciest')[];
  /** Every day the question names ("el 5 de enero y el 5 de abril"). */
  dates: string[];
  /** A room type named ("suite", "habitación triple"). */
  roomType?: RoomType;
  /** Only one room type is named ("the triple", not "double or triple"). */
  oneRoomType?: boolean;
  /** A star rating named ("5 star", "cuatro estrellas"). */
  stars?: number;
  /** Every registration category named, in the order of the fee table ("¿los estudiantes pagan lo mismo que los residentes?"). */
  categories: FeeKey[];
  /** How many of each category, when the question counts two or more ("3 residentes y 2 reumatólogos"). */
  categoryCounts: {category: FeeKey; count: number}[];
  /** "mañana", "tomorrow", "ontem": days from today; the reasoning turns it into a date with its clock. */
  relativeDay?: number;
  /** "¿Y si pago el día 17?": a day of the month with no month; the reasoning takes the next such day. */
  dayOfMonth?: number;
  count?: number;
  /** A year the question names ("PANLAR 2026" names the 2026 edition). */
  year?: number;
  /** A travel class the question names ("clase D", "class R"). */
  travelClass?: string;
  /** A payment method named that the fee page does not list ("PayPal", "pix", "cash"), or 'brand' for a card brand. */
  paymentMethod?: {kind: 'card' | 'transfer' | 'brand' | 'other'; name: string};
  asks: Set<Ask>;
  /** Where in the question each ask is first named: two-fact answers follow the question's order. */
  positions: Map<Ask, number>;
  /** A follow-up opening: "y…", "and…", "e…", "what about…". */
  followUp: boolean;
  /** A place to register named without a verb ("¿y en la sede?"): onsite, after a fee question. */
  onsitePlace: boolean;
  /** A day of the month without its month ("¿y si era el 17?", "dia 9"): the month said before. */
  dayOnly?: number;
  /** "the next day", "al día siguiente": the day after the one named before. */
  nextDay: boolean;
  /** "Um dia antes", "the day before": the day before the one named earlier. */
  prevDay?: boolean;
  /** A time of day the question names ("19h30 de Brasília", "6:15 pm EST"), with its time zone when it names one. */
  clock?: {hour: number; minute: number; zone?: string};
  /** The time zone a published time is asked in ("¿qué hora era eso en Santiago?", "que horas dá em Brasília?"). */
  askedZone?: string;
  /** The visitor's own time zone, when they say it ("im on UTC-3", "aqui em Brasília são 19:30", "11pm my time, I'm in LA"). */
  yourZone?: string;
  /** Nights of a hotel stay ("3 noches", "two nights"). */
  nights?: number;
  /** What the visitor says they paid ("pagué 580", "paid USD 580"). */
  paidAmount?: number;
  /** The day or period of a group's total asked before, for "how much would we have saved?" (set by a follow-up). */
  against?: Pick<Query, 'date' | 'today' | 'onsite' | 'period' | 'month'>;
  /** A weekday named as a day to pay or register ("¿y si fuera el viernes?"): 1 is Monday, 7 Sunday. */
  weekday?: number;
  /** Congress days the visitor would come on ("2 días", "solo hoy, mañana y el jueves", "only Thursday"). */
  passDays?: number;
  /** A follow-up's category named before ("soy reumatóloga" two turns back), for comparing it with a day pass. */
  earlierCategory?: FeeKey;
};

export type Ask =
  | 'fee'
  | 'earlyDiscount'
  | 'refund'
  | 'group'
  | 'registerWhen'
  | 'registerOnline'
  | 'registerOnsite'
  | 'registerUntil'
  | 'payment'
  | 'abstract'
  | 'abstractDeadline'
  | 'abstractSubmitNow'
  | 'abstractLanguage'
  | 'abstractChannel'
  | 'abstractMedia'
  | 'abstractReferences'
  | 'abstractCharacters'
  | 'abstractPerAuthor'
  | 'abstractPresented'
  | 'abstractInPerson'
  | 'abstractProxy'
  | 'abstractAnonymous'
  | 'abstractFunding'
  | 'abstractCanceled'
  | 'abstractStructure'
  | 'abstractExtension'
  | 'authorChange'
  | 'periodUntil'
  | 'tableAsImage'
  | 'excludedPart'
  | 'airlineName'
  | 'transport'
  | 'lastDay'
  | 'organizer'
  | 'previousCongress'
  | 'accessibility'
  | 'paymentCurrency'
  | 'registerWhere'
  | 'founded'
  | 'social'
  | 'phone'
  | 'whomToWrite'
  | 'unknownFact'
  | 'privacy'
  | 'personalData'
  | 'memberRate'
  | 'abstractStatus'
  | 'cityPayment'
  | 'submitWhere'
  | 'congressDay'
  | 'dayProgram'
  | 'programDocument'
  | 'abbreviations'
  | 'abstractOral'
  | 'notification'
  | 'eposter'
  | 'hotel'
  | 'breakfast'
  | 'hotelBook'
  | 'airline'
  | 'airlineValidity'
  | 'airlineTaxes'
  | 'venue'
  | 'airportDistance'
  | 'parking'
  | 'distance'
  | 'taxes'
  | 'currency'
  | 'plugs'
  | 'congressWhen'
  | 'happeningNow'
  | 'countdown'
  | 'certificates'
  | 'howMany'
  | 'accessCode'
  | 'rateBasis'
  | 'openingTime'
  | 'sameAs'
  | 'missedEarly'
  | 'category'
  | 'programTopic'
  | 'unpublished'
  | 'chargeback'
  | 'paymentProblem'
  | 'confirmationMissing'
  | 'invoice'
  | 'hotelProblem'
  | 'hotelCancel'
  | 'groupWhy'
  | 'congressLength'
  | 'feeSum'
  | 'visa'
  | 'medical'
  | 'offTopic'
  | 'sponsorship'
  | 'authorDiscount'
  | 'tips'
  | 'obligation'
  | 'permission'
  | 'brandColors'
  | 'saving'
  | 'feeDifference'
  | 'congressAgo'
  | 'posterFormat'
  | 'registrationDiscount'
  | 'aboutMe'
  | 'writingHelp'
  | 'figures'
  | 'pillars'
  | 'welcomeLetter'
  | 'socialKits'
  | 'climate'
  | 'website'
  | 'specialties';

const categoryPatterns: [FeeKey, RegExp][] = [
  [
    'dayPass',
    /\b(pases? (diario|de un dia|por dia|por un dia|de 1 dia)|passes? (diario|de um dia)|diarias?(?=.*\binscri)(?!.*\b(hote(l|is)|quartos?|noites?|hosped\w*))|day ?pass(es)?|one[- ]day (pass|ticket|registration|entry)|(1|one)[- ]day ticket|ticket for (one|a single|1) day|(ir|asistir|attend|go|comparecer|participar|quisesse ir|quisiera ir) (solo |so |only |just )?(un|um|one|1|a single) (solo )?(dia|day)|dia avulso|single[- ]day|daily (pass|ticket|registration)|entrada (diaria|de un dia)|ingresso diario|solo un dia|so um dia|(only|just) (comes?|coming|goes|going|attends?|attending|for) (for )?(one|a single|1) day|(come|comes|coming|venir|viene|vir|vem) (solo |so |only |just )?(for )?(un|um|one|1|a single) (solo )?(dia|day))\b/,
  ],
  [
    'groupLeader',
    /\b(lider (de|del|do) grupo|group leader|leader of the group|lider da equipe|(el|la|o|a|who|quien|quem) (que |q )?(organiza|organizes|organizing|coordena|coordina) (el |o |the |a )?(grupo|group)|(el|la|o|a) (que|q) (coordina|coordena|lidera)|(group|grupo) (organi[sz]er|organizador\w*|coordinador\w*|coordenador\w*)|(organizador|coordinador|coordenador)\w* (del|do|of the) (grupo|group)|(person|one|someone) (who (is |will be )?)?(coordinat|organi[sz]|lead)\w* (the |our )?group)\b/,
  ],
  [
    'industryStaff',
    /\b(industria|industry|farmaceutica?s?|pharma(ceutical)?|laboratorio|(personal|staff|empleados|funcionarios|employees) (de|da|of) (la |a |mi |minha |nuestra |nossa |our |the )?(empresa|compania|company)|(our|my|nuestros|mis|nossos|meus|industry|pharma|company) (sales )?reps?|sales reps?|(medical|sales) representatives?|visitador(es|as)? medic\w*|propagandistas?|representantes? (comerciales|de ventas|de vendas|medic\w*)|(trabaj\w*|trabalh\w*|work\w*|atender|atendia|staff\w*) (en|no|na|at|in|on) (el |o |the |a |our |nuestro |nosso )?(stand|estande|booth)|(atender|atendia|staff|man|manning) (el |o |the |our |nuestro |nosso )?(stand|estande|booth)|(booth|stand|estande) (reps?|staff|personnel|team|equipe)|(our|nuestros|nossos|the|los|os) (exhibitors|expositores)|(personal|staff|equipe|equipo|gente) (del |do |de |da |of the |at the |en el |no )?(stand|estande|booth))\b/,
  ],
  [
    'therapistsNurses',
    /\b(enfermer[oa]s?|enfermeria|enfermeir[oa]s?|enfermagem|lic(?= en (enfermeria|fisioterapia|kinesiologia|terapia))|nurs(e|es|ing)|fisios?|fisioterapeutas?|physios?|physiotherapists?|physical therap(y|ist)|pt(?! (with|w|has|had|on|who)\b)|(?<=\b(\d{1,3}|two|three|four|five|six) )(pts|ots)|ot|terapeutas?|therapists?|terapia ocupacional|occupational|licenciad[oa]s?|graduad[oa]s?|licensed|(?<=\b(?:an|as) )rn|registered nurses?|lpns?)\b/,
  ],
  [
    'residentsStudents',
    /\b(residentes?|residents?|residencia|residency|r[1-5]|estudiantes?|students?|studnets?|estudantes?|alumn[oa]s?|alun[oa]s?)\b/,
  ],
  [
    'relatedProfessionals',
    /\b(profesional(es)? afin(es)?|(para|los|soy|sou|os|pros?|dos|como) (afin|afines|afim|afins)|profissiona(l|is) afi(m|ns)|related professionals?|radiolog(o|a|os|as|ista|istas|ist|ists)|ecografistas?|sonographers?|ultrasound (specialists?|doctors?|physicians?)|ultrasonographers?|ultrassonografistas?|dermatolog(o|a|os|as|ista|istas|ist|ists)|dermatos?|kinesiolog(o|a|os|as|ist|ists)|traumatolog(o|a|os|as|ista|istas)|gerontolog(o|a|os|as|ista|istas|ist|ists)|oftalmolog(o|a|os|as|ista|istas)|oftalmos?|ophthalmologists?|pediatras?|pediatricians?|ortopedistas?|orthopedists?|orthopa?edic( surgeons?)?|fisiatras?|physiatrists?)\b|\b(empleado|hago|soy|work\w*|practice|atuo|faco|trabalh\w*|trabaj\w*)\b(\s+\S+){0,5}\s+(radiolog\w*|ecograf\w*|ultrasound|ultrasonido|ultrassom|dermatolog\w*|kinesiolog\w*|traumatolog\w*|gerontolog\w*|oftalmolog\w*|ophthalmolog\w*|ortoped\w*|orthoped\w*|fisiatri\w*|physiatr\w*)\b/,
  ],
  [
    'rheumatologists',
    /\b(reumatolog(o|a|os|as|ista|istas)|rheumatologists?|rheumys?|rheumies|(?<!\b(?<!\b(inscricao|inscripcion|taxa|tarifa|valor|preco|precio|categoria|cuota|inteira|completa|completo|entera|cheia) )(de|do|da|of) )reumatos?(?! (pediatric\w*|infantil|ped)\b)|(?<=\b(a|an|as a|im a|i'm a|1|2|3|4|5|one|two|three|our|my) )rheums?(?! (conferences?|congress|meetings?|fellow\w*|department|dept|clinics?|practice|society|program|unit|service|nurses?|residen\w*|ward|team)))\b/,
  ],
];

export const months: Record<string, number> = {
  enero: 1,
  january: 1,
  janeiro: 1,
  jan: 1,
  ene: 1,
  febrero: 2,
  february: 2,
  fevereiro: 2,
  feb: 2,
  fev: 2,
  marzo: 3,
  march: 3,
  marco: 3,
  mar: 3,
  abril: 4,
  april: 4,
  abr: 4,
  apr: 4,
  mayo: 5,
  may: 5,
  maio: 5,
  junio: 6,
  june: 6,
  junho: 6,
  julio: 7,
  july: 7,
  julho: 7,
  agosto: 8,
  august: 8,
  aug: 8,
  ago: 8,
  septiembre: 9,
  september: 9,
  setembro: 9,
  sep: 9,
  set: 9,
  octubre: 10,
  october: 10,
  outubro: 10,
  oct: 10,
  out: 10,
  noviembre: 11,
  november: 11,
  novembro: 11,
  nov: 11,
  diciembre: 12,
  december: 12,
  dezembro: 12,
  dec: 12,
  dic: 12,
  dez: 12,
};
const monthNames = Object.keys(months).join('|');

function isoDay(month: number, day: number, year?: number): string | undefined {
  // Without a year, the registration season: October to December 2025, January onwards 2026.
  const fullYear = year ? (year < 100 ? 2000 + year : year) : month >= 10 ? 2025 : 2026;
  const date = DateTime.fromObject({year: fullYear, month, day}, {zone: CONGRESS_ZONE});
  return date.isValid ? date.toISODate()! : undefined;
}

/** A month named without a day ("en febrero", "in January"): its first and last days. */
const monthPattern = new RegExp(
  `\\b(?:en|in|em|de|durante|during|no mes de|el mes de|until|till|til|hasta|ate|a|para|pra|for) (${monthNames})\\b(?:,? (?:de |of )?(\\d{4})\\b)?`,
);
const dayMonthPattern = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|ro|ero|o|º)?(?: de| of)? (${monthNames})\\b(?:,? (?:de )?(\\d{4}))?`);
// "out 4/20": a day followed by a slash is a numeric date, not "October 4" (pt "out").
// "em março no dia 20", "en marzo, el día 20", "in march on the 20th": the month, then its day.
const monthDayPattern = new RegExp(
  `\\b(${monthNames}),? (?:(?:el|no|on the|on) (?:dia |day )?)?(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\/)(?:,? (\\d{4}))?`,
);
export const partOfMonthPattern = new RegExp(
  `\\b(principios|inicios|comienzos|early|comeco|inicio|mediados|mid|meados|finales|fines|fin|late|end|final|fim)(?: of| de| del)?[ -](${monthNames})\\b`,
);

/** "¿En febrero o en marzo?": each month a question names in full, in order. */
export function monthsIn(folded: string): {first: string; last: string}[] {
  const names = Object.keys(months).filter((name) => name.length > 4);
  const found = [...folded.matchAll(new RegExp(`\\b(${names.join('|')})\\b`, 'g'))].map((match) => match[1]);
  const ranges = [...new Set(found)].map((name) => monthIn(`em ${name}`)).filter((range) => range !== undefined);
  return ranges.filter((range, index) => ranges.findIndex((other) => other.first === range.first) === index);
}

/** "¿Todavía estoy a tiempo de ir?", "ainda dá tempo de ir?", "can I still go?": whether one can still attend. */
export const stillToGo =
  /\b((ainda )?da tempo de (ir|participar|assistir)|ainda (posso|podemos|consigo|da pra|da para) (ir|participar|assistir)|(todavia|aun) (estoy|estamos) a tiempo( de (ir|asistir|participar))?(?! (de|para|pra) )|(todavia|aun) (puedo|podemos) (ir|asistir|participar)|(can|could) (i|we) still (go|attend|come|make it)|still time to (go|attend|come)|(congress|congreso|congresso|panlar|conference|event|evento|it) (is )?still on|still (happening|going ahead|taking place|on for)|(congress|congreso|congresso|panlar|conference|event|evento) (\w+ )?(confirmed|confirmad[oa]|de pe|en pie)|(sigue|continua) en pie|ainda vai acontecer|(todavia|aun) se (hace|realiza))\b/;

/** "Too late?", "¿ya es tarde?", "é tarde demais?": a yes/no asked the other way round. */
export const tooLateWords = /\b(too late|muy tarde|demasiado tarde|tarde demais|tarde de mais|ja e tarde|ya es tarde)\b/;

/** "Is it too late to go?", "¿ya es tarde para ir?", "é tarde demais pra ir?". */
export const tooLateToGo =
  /\b(too late to (go|attend|come|join)|(muy|demasiado|ya es) tarde para (ir|asistir|participar)|tarde demais (para|pra) (ir|participar|assistir))\b/;

export function monthIn(folded: string): {first: string; last: string} | undefined {
  const month = monthPattern.exec(folded);
  if (!month) return undefined;
  const first = isoDay(months[month[1]], 1, month[2] ? Number(month[2]) : undefined)!;
  const last = DateTime.fromISO(first, {zone: CONGRESS_ZONE}).endOf('month').toISODate()!;
  return {first, last};
}

/** A day named in the question: "1 de febrero", "Feb 1st", "20/03", "fim de março", "mid-February". */
export function dateIn(folded: string, monthFirst = false): string | undefined {
  const dayMonth = dayMonthPattern.exec(folded);
  if (dayMonth) return isoDay(months[dayMonth[2]], Number(dayMonth[1]), dayMonth[3] ? Number(dayMonth[3]) : undefined);
  const monthDay = monthDayPattern.exec(folded);
  if (monthDay) return isoDay(months[monthDay[1]], Number(monthDay[2]), monthDay[3] ? Number(monthDay[3]) : undefined);
  const numeric = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(folded);
  if (numeric) {
    // "20/03" is day/month; "3/15" can only be month/day; "4/3" is April 3 in English, 4 March elsewhere.
    const [a, b] = [Number(numeric[1]), Number(numeric[2])];
    const [day, month] = (b > 12 || monthFirst) && a <= 12 ? [b, a] : [a, b];
    return isoDay(month, day, numeric[3] ? Number(numeric[3]) : undefined);
  }
  const part = partOfMonthPattern.exec(folded);
  if (part) {
    const day = /^(principios|inicios|comienzos|early|comeco|inicio)$/.test(part[1])
      ? 5
      : /^(mediados|mid|meados)$/.test(part[1])
        ? 15
        : 25;
    return isoDay(months[part[2]], day);
  }
  return undefined;
}

/** A document to get: "PDF", "descargar", "download", "baixar", "imprimir". */
const documentWords = String.raw`pdf|descarg\w*|download\w*|baixa\w*|bajar|bajo|imprimi\w*|print`;

/** The program, as a visitor names it. */
const programWords = String.raw`programa?|program(me)?|programacao|programacion`;

/** A document asked for in the question itself ("¿dónde descargo…?", "tem o PDF…?"): the program's, when the program is named. */
export const programDocumentAsked = new RegExp(String.raw`\b(${documentWords})\b`);

/** What a day of the congress week holds, as asked: "anything", "sessions", "¿qué hay?", "o que tem?". */
const dayProgramWords = String.raw`anything|something|what(s| is| was)? (on|happening|planned|scheduled|going on)|what happens|is there (anything|something)|sessions?|activit(y|ies)|events?|program(me)?|agenda|talks|lectures|(que|o que) (hay|ha|tem|rola|pasa|acontece)|hay (algo|sesiones|actividades|charlas|conferencias|programa)|(tem|ha) (algo|sessoes|atividades|palestras|programacao)|sesion(es)?|actividades|programa(cion|cao)?|charlas?|sessao|sessoes|atividades|palestras?|conferencias?`;

/** A day named in the congress week: a weekday, "1 de mayo", "May 1", "the 26th". */
const programDayWords = String.raw`(monday|tuesday|wednesday|thursday|friday|saturday|sunday|tue|tues|wed|thu|thurs|fri|lunes|martes|miercoles|jueves|viernes|sabado|domingo|segunda|terca|quarta|quinta|sexta)(-feira)?|\d{1,2}(st|nd|rd|th)? (de |of )?(april|abril|may|mayo|maio)|(april|may) \d{1,2}(st|nd|rd|th)?|(the|el|o|dia) \d{1,2}(st|nd|rd|th)?`;

/** A hotel booking named: "la reserva", "the booking", "o quarto", "the hotel". */
const bookingNamed = /\b(reservas?|reservations?|bookings?|booked|quartos?|habitacion(es)?|rooms?|hote(l|is|les|ls)|estadia|stay)\b/;
/** A cancellation named ("si cancelo", "cancelamento", "if I cancel"), not a refund alone (an employer's "reembolso"). */
const cancelNamed = /\b(cancel\w*|desist\w*|anul\w*)\b/;
/** The congress registration named. */
const registrationNamed = /\b(inscri\w*|inscrev\w*|regist\w*|matricula|ticket|entrada|ingresso)\b/;

/**
 * "Si cancelo la reserva del Hilton, ¿me cobran penalidad?", "what if I cancel?" after a hotel's rate: the hotel's own
 * terms, not the registration's refund (nor a no-show penalty, nor a problem during the stay).
 */
export function hotelCancelAsked(folded: string, asks: Set<Ask>): void {
  if (!asks.has('refund') || !cancelNamed.test(folded) || registrationNamed.test(folded)) return;
  for (const ask of ['refund', 'unknownFact', 'hotelProblem'] as const) asks.delete(ask);
  asks.add('hotelCancel');
}

/** An abstract's review asked: its score, or why it was rejected. */
const reviewAsked =
  /\b(scores?|scored|puntaje|puntuacion|pontuacao)\b|\b(por que|por q|pq|porque|why) (\w+ ){0,3}(rechaz\w*|rejeit\w*|recusa\w*|reject\w*)|\b(rechaz\w*|rejeit\w*|recusad\w*|reject\w*) (\w+ ){0,3}(por que|por q|pq|why)$/;

/** The assistant's own languages asked: "vc fala portugues?", "can I ask you things in English?", "¿en qué idiomas respondes?". */
export const myLanguagesAsked =
  /\b((vc|voce|tu|you|u|usted) (\w+ )?(fala|falas|speak|speaks|hablas|habla|entende|entendes|entiendes|entiende|understand|responde|respondes|answer|reply|contesta|contestas) (\w+ ){0,2}(portugues|ingles|english|espanol|spanish|espanhol|portuguese|castellano|(other|otros|outros|outras|mas|mais|more) (languages|idiomas|linguas)|idiomas|languages|linguas)|(can|could|puedo|podria|posso|poderia) (i )?(ask|preguntar\w*|perguntar|falar|hablar\w*|escreverte|escribirte|write to you|talk to you|chat) (\w+ ){0,3}(in|en|em) (english|ingles|espanol|spanish|portugues|portuguese|castellano)|(what|which|en que|em que|que|cuales|quais) (languages?|idiomas?|linguas?) (do |does |can |could )?(me |te )?(puedes |podes |pode |puede |sabes |sabe |consegue )?(you|vc|voce|tu|hablas|falas|respondes|responde|speak|answer|responder|contestar|hablar|falar|reply|escribir|escrever)|(answer|reply|respond|speak|talk|write|responde\w*|contest\w*|habla\w*|fala\w*|escrib\w*|escrev\w*) (\w+ ){0,2}(in|en|em) (french|frances|francais|italian|italiano|german|aleman|alemao|chinese|chino|chines|mandarin|japanese|japones|creole|criollo|kreyol|dutch|holandes|guarani|quechua|arabic|arabe))\b/;

const askPatterns: [Ask, RegExp][] = [
  // "¿Tienen las diapositivas de vasculitis?", "vcs vão disponibilizar as aulas gravadas?", "hubo premios?": not
  // published, whatever topic the talk was on.
  [
    'unknownFact',
    /\b((?<!(template|plantilla|modelo|layouts?) (de |of |for |para |pra )?)(slides|diapositivas|laminas)\b(?! (template|layouts?|modelo|plantilla))|grabacion\w*|grabad[oa]s|grabaron|gravac\w*|gravad[oa]s|gravaram|recordings?|recorded|on ?demand|replays?|(presentac\w*|apresentac\w*|presentations?|charlas?|palestras?|aulas|conferencias?|ponencias?|plenarias?|sesiones|sessoes|sessions|talks?|lectures?) (\w+ ){0,8}(disponib\w*|available|publicad\w*|published|publicar|publish\w*|compart\w*|shared|share|online|en linea|youtube|subir|subid\w*|posted|post|liberad\w*)|(disponibiliz\w*|publicar\w*|compartir|compartilhar|share|post|subir|mandar|enviar|send) (\w+ ){0,3}(las |los |as |os |the |su |sua |his |her )?(presentac\w*|apresentac\w*|presentations?|charlas|palestras|aulas|ponencias)|premios?|premiac\w*|awards?|prizes?|ganadores|winners|vencedores|ganhadores)\b/,
  ],
  // "Esqueci um carregador no hotel", "el hotel me cobró una noche de más": the hotel's own matter.
  [
    'hotelProblem',
    /\b((hotel|hoteles|hoteis|hotels)\b(\W+\w+){0,5}\W+((me|nos|le|lhe) cobr\w*|cobraron|cobrou|cobraram|charged|overcharg\w*|billed|esqueci|olvide|forgot|left|deixei|deje|perdi|lost|reclam\w*|complain\w*|queja\w*)\b|(esqueci|olvide|forgot|left|deixei|deje|perdi|lost) (\w+ ){0,4}(no|en el|in the|at the|na|en la) (hotel|habitacion|quarto|room))/,
  ],
  // "Does the Hilton have rooms tonight?", "¿puedo extender la tarifa del congreso hasta el domingo?": a hotel's rooms
  // and how long its rate holds are not published.
  [
    'unknownFact',
    /\b((rooms?|habitacion\w*|quartos?|vacanc\w*|vagas?|cupos?)\b(\W+\w+){0,3}\W+(available|availability|disponib\w*|left|libres?|livres?|sobrando)|sold out|agotad[oa]s?|lotad[oa]s?|esgotad[oa]s?|fully booked|(extend\w*|extender|estender|prolong\w*|alargar)\b(\W+\w+){0,5}\W+(stay|estadia|estancia|reserva\w*|booking|rate|tarifa|noches?|nights?|noites?|diarias?)|(extra|additional|adicionales|adicionais) (nights?|noches|noites|diarias)|(noches|noites|diarias) (extras?|adicionales|adicionais))\b/,
  ],
  // "Necesito la factura a nombre del hospital", "nota fiscal da inscrição", "invoice with our VAT number": not published.
  [
    'invoice',
    /\b(facturas?|facturac\w*|facturar|invoices?|invoiced|invoicing|receipts?|recibos?|nota fiscal|notas fiscais|nf-?e|comprobantes? (de pago|fiscal\w*|de la inscripcion)|comprovantes? (de|do|da) (pagamento|pago|inscricao|transferencia)|tax (id|number|receipt)|vat (number|id|no)|nit|ruc|cuit|rfc|cnpj|razon social|razao social)\b/,
  ],
  // "Me cobraron dos veces", "my card was declined", "o pagamento deu erro": the congress team's address.
  [
    'paymentProblem',
    /\b((charged|billed|cobrad[oa]s?|cobraron|cobro|cobrou|cobraram|pague|paguei|paid|debitad[oa]|debitaron|debitou) (\w+ ){0,4}(twice|two times|2 times|dos veces|2 veces|doble|duas vezes|2 vezes|em dobro|dobrado|double)|(double|duplicate|duplicated|duplicad[oa]s?|doble|dupla|duplo|duplicidade|dobles) (\w+ ){0,2}(charges?|charged|payments?|cobros?|cargos?|cobrancas?|pagos?|pagamentos?|transactions?|transacciones|transacoes)|(cobros?|cargos?|cobrancas?|pagos?|pagamentos?|charges?|payments?) (\w+ ){0,2}(duplicad[oa]s?|doble|dobles|duplicate|duplicated|em dobro|duplicad[oa])|(cards?|tarjetas?|cartao|cartoes|payments?|pagos?|pagamentos?|transfers?|transferencias?) (\w+ ){0,3}(declin\w*|reject\w*|failed|rechaz\w*|recus\w*|negad[oa]s?|no (paso|pasa|funciono|funciona)|nao (passou|passa|funcionou|funciona)|deu erro|dio error|fallo|falhou)|(error|erro) (\w+ ){0,2}(al pagar|en el pago|no pagamento|ao pagar|with (the |my )?payment|paying|in (the )?payment))\b/,
  ],
  // "No me llegó el correo de confirmación", "never got my confirmation email": the congress team's address.
  [
    'confirmationMissing',
    /\b((no|nao|never|didn'?t|did not|haven'?t|have not|not yet|nunca|ainda nao|todavia no|aun no) (me |te |nos |le |lhe )?(\w+ ){0,2}(llego|llegado|recibi|recibido|chegou|recebi|got|get|gotten|received|receive|arrived|came)( \w+){0,3} (confirmacion|confirmacao|confirmation|comprobante|comprovante)|(confirmacion|confirmacao|confirmation)( \w+){0,4} (no|nao|never|didn'?t|hasn'?t|has not|nunca|ainda nao|todavia no|aun no) (me |te |nos |lhe )?(\w+ )?(llego|ha llegado|chegou|arrived|came|come|arrive|llega|chega)|(no|nao|never|didn'?t|not yet|nunca|ainda nao) (\w+ ){0,2}(llego|chegou|got|received|recebi|recibi) (\w+ ){0,3}(email|e-mail|correo|mail) (\w+ ){0,2}(confirmando|confirmacion|confirmacao|confirmation|confirming))\b/,
  ],
  // Disputing the card charge with the bank: the fees page's terms, not a refund.
  [
    'chargeback',
    /\b(chargebacks?|contracargos?|(pedir|pedi|peco|solicit\w*|abrir|abri|fazer|fiz|contest\w*) (o |um )?estorno (\w+ ){0,3}(ao|no|junto ao|com o|pelo) (banco|operadora|cartao)|(banco|operadora) (\w+ ){0,4}estorn\w*|disput\w* (\w+ ){0,3}(charges?|cargos?|cobrancas?|card|tarjeta|cartao|payment|pago|pagamento)|descono[cz]\w* (\w+ ){0,2}cargos?|contest\w* (\w+ ){0,3}(charges?|cobrancas?|cargos?)|(ask|pedir|pido|pedi|asked|request\w*|solicit\w*) (\w+ ){0,2}(bank|banco|card issuer) (\w+ ){0,3}(reverse|reversal|devol\w*|revert\w*|cancel\w*|refund\w*|reembols\w*))\b/,
  ],
  [
    'medical',
    /\b(dosis|dose|doses|dosage|\d+ ?mg|prednison[ae]?|metotrexat[oe]|methotrexate|claritromicina|clarithromycin|corticoides?|ibuprofen[oa]?|hidroxicloroquina|hydroxychloroquine|biologicos?|biologics?|mi paciente|my patient|minha paciente|meu paciente|una paciente|uma paciente|a patient|un paciente|um paciente|numa paciente|num paciente|(paciente|patient) (minha|meu|mia|mio)|pregabalin[ae]?|duloxetin[ae]|leflunomid[ae]|colchicin[ae]|alopurinol|allopurinol|febuxostat[oe]?|anti-?inflamatori[oa]s?|anti-?inflammator(y|ies)|nsaids?|aines?|sulfasalazin[ae]|azatioprin[ae]|azathioprine|micofenolato|mycophenolate|ciclofosfamida|cyclophosphamide|tomando|taking .* (drug|medication|pill)|pt (with|w|has|had|on|who)|adalimumab|secukinumab|upadacitinib|tofacitinib|baricitinib|rituximab|etanercept|infliximab|tocilizumab|abatacept|golimumab|certolizumab|ustekinumab|ixekizumab|denosumab|belimumab|anifrolumab|apremilast|medicament[oa]s?|medications?|remedio)\b/,
  ],
  // A visitor's own health: a symptom, or "I have <a rheumatic disease>" (not "un trabajo sobre lupus").
  [
    'medical',
    /\b((best|mejor|melhor) (tratamiento|treatment|tratamento)|(tratamiento|treatment|tratamento|cura|cure) (para|for|da|de|do|of) (la |a |o |the )?[a-z]+|(que|what|qual) (exame|examen|test|exam) (pedir|pido|order|solicitar)|me duelen?|duele|dolor(es)? (de|en)|estoy con dolor|doi (o|a|meu|minha)|dor (no|na|de)|hurts?|in pain|my (knee|back|hands?|joints?) (hurts?|aches?)|fiebre(?! amarilla)|(?<!yellow )fever|febre(?! amarela)|hinchad[oa]|swollen|swell\w*|inchad[oa]|(what|que|o que) (should|can|debo|deberia|puedo|devo|posso) (i )?(take|tomar)|(tengo|tenho|i have|i've got|sufro de|padezco( de)?|suffer from|diagnosed with|diagnosticad[oa] (con|com)) (lupus|ra|artritis|arthritis|artrite|gota|gout|fibromialgia|fibromyalgia|vasculitis|vasculite|espondil\w*|spondyl\w*|esclerodermia|scleroderma|sjogren|osteoporos[ie]s|artrosis|osteoarthritis|artrose)|(is it safe|es seguro|e seguro) (to |para |pra )?(fly|travel|volar|viajar|take|tomar)|(mae|mama|pai|madre|padre|mom|mother|dad|father|hij[oa]|filh[oa]|son|daughter|esposa|marido|wife|husband|amig[oa]|friend|tia|tio|abuel[oa]|avo|avó) (tem|tiene|has|tenia|tinha|sufre|sofre) (de )?(lupus|ra|ar|artritis|arthritis|artrite|gota|gout|fibromialgia|fibromyalgia|vasculitis|vasculite|esclerodermia|scleroderma|sjogren|osteoporos[ie]s|artrosis|osteoarthritis|artrose)|dor(es)? (no|na|nos|nas|de|em)|stiff\w*|rigidez|(my|mis|mi|meus|minhas|meu|minha) (knees?|joints?|hands?|rodillas?|articulaciones|joelhos?|juntas|articulacoes|manos|maos)|(is|es|e) (that|this|eso|esto|isso|isto) (rheumatoid|artritis|arthritis|artrite|lupus|gota|gout|fibromialgia|fibromyalgia)|(o que|que|what) (ela|ele|she|he|i|eu|yo) (pode|puede|can|should|deve|debe|devo|debo) (tomar|take))\b/,
  ],
  [
    'unpublished',
    /\b(ponentes?|speakers?|conferencistas?|palestrantes?|oradores?|(?<!\b(\d+|medicos|doctores|reumatologos|residentes|colegas|profesionales|especialistas) )invitados?(?! (por|by)\b)|cena|gala|dinner|jantar|fiesta|party|festa|social events?|eventos? sociales?|wi-?fi|(?<!\b(por|pela|pelo|via|on the|over the|through the) )internet|contrasena|password|senha|(a )?que hora|what time|que horas|(?<!fuso )horarios?(?! (de |do |del )?(panama|brasilia|verano|verao|local|de ahi|de alla|daqui|de aqui))|schedule|sesion de|sesiones de|sessions?|sessao|sessoes|talleres|taller|workshops?|oficinas|lecturers?|keynotes?|guest|(opening|inaugural|closing|plenary|magistral) (lecture|talk|keynote|speech|conferencia|palestra|charla)|(conferencia|palestra|charla) (inaugural|magistral|de abertura|de apertura)|who gave|quien dio|quem deu|proof of (enrollment|student status)|enrollment proof|comprovante de matricula|constancia de (estudios|alumno regular)|(oral|oral presentation) (or|vs|versus) (a )?poster|(oral|presentacion oral|apresentacao oral) (o|ou) (poster|poster)|poster (o|ou|or) oral|invitation letters?|letters? of invitation|cartas? de invitacion|cartas? (de )?convite|carta de invitacao|(who|quien|quem) (gives|is giving|da|dara|imparte|ministra) (the |la |el |a |o )?(talk|lecture|keynote|conferencia|charla|palestra|aula)|(disponibiliz\w*|compartir|compartilhar|share|liberar|subir|publicar|available|disponibles?|disponiveis) (\w+ ){0,3}(slides|diapositivas|apresentacoes|presentaciones)|(slides|diapositivas) (\w+ ){0,3}(disponibiliz\w*|compartid\w*|compartilhad\w*|shared|liberad\w*|available|disponibles?|disponiveis|das aulas|de las charlas|de las conferencias|of the talks|das palestras)|(quem|quien|who) (vai|va a|will|van a|vao) (dar|give|impartir|ministrar) (as |las |los |the |os )?(palestras|charlas|conferencias|talks|lectures|aulas|clases)|(programacao|programa|programacion|program|programme|agenda|cronograma) (\w+ )?(dia a dia|dia por dia|day by day|day-by-day|por dia|diari[oa])|acompanantes?|acompanhantes?|companions?|accompanying (person|persons|people)|(?<!\b(vou|voy|vamos|viajo|viajamos|going|coming|travell?ing|traveling|ir|vir|venir|venho|vengo) (com|con|with) (minha|mi|my|meu|o|a|la|el) )(spouses?|wife|husband|esposa|esposo|marido)|reception|recepcion(?! de (trabajos|resumen\w*|abstracts?|propuestas))|recepcao(?! de (trabalhos|resumos|abstracts?))|coctel|cocktail|coquetel|clausura|closing (ceremony|party)|social (program|programme|activities)|programa social|shuttle|traslados?|translados?|gym|gimnasio|piscinas?|swimming pool|pool|spa|(press|prensa|imprensa) (accreditation|pass|badge|credentials?|kit|room)|media (accreditation|pass|badge|credentials?)|(accreditation|acreditacion|credencial|credenciamento|acreditacao) (\w+ ){0,2}(press|media|prensa|imprensa|periodistas?|jornalistas?|journalists?|reporters?)|sala de (prensa|imprensa)|facturas?|invoices?|receipts?|recibos?|nota fiscal|notas fiscais|comprobante de pago|comprovante de pagamento|sala de (amamentacao|lactancia|lactacion)|lactario|lactation|breastfeeding|amamentar|(transfer|transferir|ceder|pasar|passar|substitu\w*|sustitu\w*|trocar|cambiar) (\w+ ){0,2}(registration|inscripcion|inscricao|matricula)|(transfer|transferir|ceder|pasar|passar) (\w+ ){0,2}(spot|place|lugar|vaga|cupo|ticket|entrada|badge)(?= (\w+ ){0,2}(to|a|para|pra)\b)|(transf\w*|ceder|pasar\w*|passar\w*) (\w+ ){0,2}(pra|para|a|to) (um |una |un |uma |a |my |mi |minha |meu )?(colega|colleague|amig[oa]|friend|companer[oa]|outra pessoa|otra persona|someone)|(registration|inscripcion|inscricao) (\w+ ){0,2}((to|para|pra) (a |another |otro |otra |outra |outro |un |una |um |uma )?|a (otro |otra |outra |outro |un |una |um |uma |mi |minha |meu ))(colleague|colega|person|persona|pessoa|someone|alguien|alguem)|buses de acercamiento|transfers? (hotel|hoteis|hoteles|aeroporto|aeropuerto|airport)|(transfers?|buses|bus|busao|onibus|vans?|transporte|transportation) (\w+ ){0,4}(desde|from|de|dos|do|del|entre|between) (los |the |os |el |o )?(hoteles|hotels|hoteis|hotel)|transfers? (do|del|desde|from|to|al|ao|pro|para o|entre) (aeropuerto|airport|aeroporto|hotel|hoteles|hoteis)|presiden\w*|presidir|presidira|preside|palestrar|(quem|quien|who) (vai|va a|will) (falar|hablar|speak)|(nome|nombre|names?) (d[oa]|del|de la|of the|of) (gerente|manager|coordinador\w*|coordenador\w*|responsable|responsavel|contacto|contato|persona|pessoa)|named (person|contact|people)|contact person|(persona|pessoa) de conta(c)?to|(?<!my |our |department |dept |program )chairs?|chairman|chairwoman|quien es|who is|quem e|nome dele|nome dela|como se llama|cierra|(?<!in the )ends?(?! of| up)|transmision|transmissao|transmitid\w*|streaming|streamed|livestream|live ?stream|en vivo|ao vivo|virtual|hibrid[oa]|hybrid|grabacion|grabaciones|grabad[oa]s|recordings?|recorded|gravac\w*|gravad[oa]s|premios?|awards?|prizes?|premiac\w*|(cambiar|change|mudar|trocar|modificar) (de |mi |my |minha |a |la |the |o )?(categoria|category)|apps?|aplicacion movil|aplicativo|mobile app|ganadores|winners|vencedores|ganhadores|socios?|socias?|membership|members?|miembros?|membros?|afiliad[oa]s?|(faz|fazem|forma|forman|formam) parte (da|de la|de) panlar|(pertenece|pertenecen|pertence|pertencem) a (la )?panlar|programa (completo|detallado|final)|(full|complete|detailed|final) (program|programme|agenda|schedule)|agenda completa|traduccion|translation|traducao|interpret\w*|almuerzos?|lunch(es)?|almocos?|comidas?|meals?|refeic(ao|oes)|alimentacion|alimentacao|coffee ?breaks?|refrigerios?|catering|dress ?code|codigo de vestimenta|vestimenta|traje formal|formal wear|roupa formal|cuotas|installments?|parcelas?|parcelad[oa]|parcel(ar|o|amento|am|a)|a plazos|meses sin intereses|hij[oa]s?|ninos|children|kids|filh[oa]s?|criancas|menores de edad|(formato|format|word|pdf|docx|archivo|arquivo|file) (del|do|of the|de|para el|pro)? ?(trabajo|resumen|abstract|resumo|trabalho|archivo|arquivo)|(en|in|em) (word|pdf|docx)|(precio|costo|cost|price|preco|valor|tarifa|fare) (del|de|of a|of the|do|da)? ?(taxi|uber|cab)|(taxi|taxista|uber|cab|cabbie)\b(\W+\w+){0,6}\W+(me |nos )?(cobr\w*|charged|charge)\b|(cuanto|how much|quanto) (cuesta|cuestan|costs?|is|custa|sale|vale|cobra|cobran) (\w+ ){0,5}(taxi|uber|cab|bus|buses|busao|onibus|autobus|colectivo|metro)|(precio|price|preco|tarifa|fare|passagem|pasaje) (del |do |da |of the |de )?(bus|busao|onibus|autobus|colectivo|metro)|(safe|segur[oa]) (to walk|to go|para caminar|caminar|andar|para andar|salir|sair)|safety|(is|es|e) (\w+ ){0,4}(safe|segur[oa])|seguranca|inseguridad|(barrios?|bairros?|neighbou?rhoods?|zonas?|areas?) (\w+ ){0,3}(evitar|avoid|peligros\w*|perigos\w*)|seguridad ciudadana|dangerous|peligros[oa]|perigos[oa]|fumar|fumo|fuman?|smok\w*|tabaco|tobacco|cigarr\w*|vap(e|ear|ing)|(proxim[oa]|next|siguiente|seguinte) (congreso|congress|congresso|panlar|edicion|edition|edicao)|(for|para|pro|pra) (the |el |la |o |a )?(next one|proxim[oa]|siguiente)|(wheres|where is|when is|whens) the next one|next years? (congress|panlar|edition|meeting)|panlar 2027|2027|(?<!\bcertific.*)(pre-?congress|precongreso|pre-?congreso|pre-?congresso|precongresso) (course|curso)(?!.*\bcertific)|(?<!\bcertific.*)(course|curso) (pre-?congress|precongreso|pre-?congreso|pre-?congresso|precongresso)(?!.*\bcertific)|(idiomas?|languages?|linguas?|lenguas?) (oficial(es)?|official|oficiais)? ?(del|of the|do|de la|da) (congreso|congress|congresso|evento|event|conferencias|sesiones|palestras)|(congreso|congress|congresso|talks|conferencias|palestras|charlas|sesiones|sessions|sessoes|aulas|clases|lectures|ponencias|presentaciones|apresentacoes) (sera |will be |be |is |es |e |vai ser |sao |son |are |serao |seran )?(in|en|em) (ingles|english|espanol|spanish|espanhol|portugues|portuguese)|simultane\w* (translation|interpretation)|(letter|carta|proof|prove|comprobante|comprovante|comprovar|comprobar|demonstrar|demostrar|constancia|declaracao|declaracion|documento|document\w*)\W+(?:\w+\W+){0,6}(residen\w*|estudiantes?|students?|estudantes?|alumn\w*)|(residentes|estudiantes|students|estudantes)\W+(?:\w+\W+){0,3}(pagan|pay|pagam|tienen|have|tem)\W+(?:\w+\W+){0,8}(carta|letter|documento|document|comprovante|comprobante|constancia)|desmont\w*|dismantl\w*|tear ?down|move[- ]out|(montaje|montagem|set ?up|setup|armado|montar|armar|colgar|hang|pendurar|colocar|fixar|afixar|put up) (\w+ ){0,3}(de |do |da |del |the |our |el |la |o |os |los |a )?(stands?|estandes?|booths?|posters?|poster|carteles?|banners?)|(stands?|estandes?|booths?|posters?) (\w+ ){0,2}(set ?up|setup|montaje|montagem)|guarda-?volumes|guardarropas?|cloak ?room|coat ?check|bag ?check|left luggage|luggage (storage|room)|consigna de equipaje|(deixar|guardar|leave|dejar|store|keep|drop off|drop) (\w+ ){0,3}(mala|malas|maleta|maletas|bagagem|bagagens|equipaje|luggage|suitcases?|bags?)|(en que|em que|which|what|qual|cual|in which|en cual|em qual) (salon|sala|room|hall|auditorio|auditorium)|(salon|sala|room|hall|auditorio|auditorium)s? (\w+ ){0,3}(inaugura\w*|opening|abertura|apertura|plenar\w*|ceremon\w*)|(main|principal|plenary|plenaria) (auditorium|auditorio|hall|room|salon)|(auditorio|auditorium|salon|sala) (principal|plenari\w*|main)|(documento|document|id|identificacion|identificacao|identidade|pasaporte|passaporte|passport|cedula|rg) (\w+ ){0,2}(con foto|com foto|with (a )?photo)|photo ?id|(badges?|credencial\w*|gafetes?|escarapelas?|crachas?) (\w+ ){0,5}(documento|document|identifica\w*|pasaporte|passaporte|passport)|(documento|document|identifica\w*|pasaporte|passaporte|passport) (\w+ ){0,6}(badges?|credencial\w*|gafetes?|escarapelas?|crachas?)|scores?|scored|puntaje|puntuacion|pontuacao|parecer (do|dos|da) (avaliador\w*|revisor\w*|comite)|reviewers?'? comments|comentarios (de )?(los |del )?(evaluador\w*|revisor\w*)|\b(rechaz\w*|rejeit\w*|recusad\w*|reject\w*) (\w+ ){0,3}(por que|por q|pq|why)$|(por que|por q|pq|porque|why) (\w+ ){0,3}(rechaz\w*|rejeit\w*|recusa\w*|reject\w*|no (fue )?aceptad\w*|nao (foi )?aceit\w*|not accepted)|(points?|pontos|puntos) (\w+ ){0,3}(prova|exam\w*|board|titulo)|(conta|cuenta|counts?|vale|sirve|serve|aceita|acepta|accepts?|accepted) (\w+ ){0,3}(prova de titulo|titulo de especialista|board (exams?|certification)|examen de (consejo|certificacion))|praias?|playas?|beach(es)?|passeios?|paseos?|turis\w*|touris\w*|sightseeing|excursi\w*|excursao|excursoes|casos? clinicos?|case reports?|creditos|credits|cme|ama pra|category 1|categoria 1|attendance hours|horas de asistencia|accredited|accreditation|acreditacion|recertific\w*|revalid\w*|pontos (na |da |de |do )?(cna|cnrm|sbr|cme)|puntos (de |del )?(recertificacion|cme|credito)|cna|(cuant[oa]s|how many|quant[oa]s) (palabras clave|keywords|palavras-?chave)|reportes? de casos?|relatos? de casos?|clinical cases?|vacunas?|vacunacion|vaccin\w*|vacinas?|vacinacao|(cuanto|how much|quanto|precio|price|preco|costo|cost|valor|tarifa|fee)\W+(?:\w+\W+){0,4}pre-? ?congres\w*|(curso|course) pre-? ?congres\w*\W+(?:\w+\W+){0,4}(cuesta|cost|costs|custa|vale|precio|price|preco|valor|tarifa|fee|pagar|pay)|pre-? ?congres\w* (course|curso)\W+(?:\w+\W+){0,4}(cuesta|cost|costs|custa|vale|precio|price|preco|valor|tarifa|fee|pagar|pay)|(recomiend\w*|recomend\w*|recommend\w*|sugier\w*|suggest\w*|sugest\w*|indica\w*|donde|where|onde|lugar(es)?|places?|good|buen[oa]?s?|bo[mn]s?|boas?|mejor(es)?|melhor(es)?|best)\W+(?:\w+\W+){0,5}(comer|eat|eating|cenar|almorzar|almocar|restaurantes?|restaurants?|bares|bars)|(ceviche|seafood|mariscos|sushi|pizza|steak|churrasco|comida tipica|local food)|(estacionamiento|parking|estacionamento|parqueo|garagem)\W+(?:\w+\W+){0,4}hote(l|is|les|ls)\b|\bhote(l|is|les|ls)\W+(?:\w+\W+){0,4}(estacionamiento|parking|estacionamento|parqueo|garagem))\b/,
  ],
  [
    'offTopic',
    /\b((restaurant\w*|restaurante\w*|sushi|pizz\w*|parrillas?|asados?|churrasc\w*|bares|bars?|hamburgue\w*|cafes?|cafeterias?)\W+(?:\w+\W+){0,4}(em|en|in|de|da|do) (sp|sampa|bh|poa|cdmx|bsas|baires|gdl|mty|curitiba|sao paulo|rio|porto alegre|belo horizonte|brasilia|salvador|recife|fortaleza|florianopolis|buenos aires|cordoba|rosario|mendoza|lima|bogota|medellin|cali|santiago|cdmx|guadalajara|monterrey|quito|guayaquil|caracas|montevideo|asuncion|la paz|new york|nyc|miami|chicago|madrid|toronto|houston|los angeles)|(score|marcador|placar|resultado) (of|del|do|de) (the |el |o )?(\w+ ){0,2}(game|match|partido|jogo)|lakers|celtics|yankees|dodgers|champions( league)?|(quien|who|quem|que (equipo|time|seleccion|selecao)|which (team|club|country)) (gano|won|ganhou|sera campe\w*|will win|vai ganhar|va a ganar)(?! (\w+ ){0,3}(premios?|awards?|prizes?|premi\w*|posters?|trabajos?|trabalhos?|abstracts?|resumos?|becas?|bolsas?|scholarships?))|libertadores|premier league|copa america|(recommend\w*|recomiend\w*|recomend\w*|suggest\w*|sugier\w*|indica\w*|best|mejor|melhor|good|buen[oa]?|bo[mn]|boa|comprar|buy) (\w+ ){0,3}(laptops?|notebooks?|computadora|computador|smartphones?|iphones?|celular(es)?|phones?|telefonos?|tablets?|cars?|carros?|autos?)|poem|poema|poesia|haikus?|roteiros? turistic\w*|itinerari[oa]s? turistic\w*|(tourist |travel |sightseeing )?itinerar(y|ies)|(mont\w*|arm\w*|plane\w*|plan|faz\w*|fa[cç]a|ha[cz]\w*|make|create|cri\w*|crea\w*) (\w+ ){0,2}(roteiro|itinerario|itinerary)|limerick|(book|reserve|make) (me )?(a )?(dinner |restaurant )?(table|reservation)|(reserv\w*|book\w*) (\w+ ){0,3}(mesa|cena|jantar|restaurantes?|restaurants?)|python|javascript|sql|scripts?|excel formula|super ?bowl|world series|treinos?|workouts?|rutina de (ejercicios?|gimnasio)|chiste|joke|crypto\w*|cripto\w*|bitcoin|ethereum|stock market|bolsa de valores|tcc|boca o river|boca y river|river plate|boca juniors|flamengo|palmeiras|corinthians|(write|escrib\w*|escrev\w*|redact\w*|redig\w*|help me with) (\w+ ){0,3}(correo|emails?|e-mails?|mails?|mensajes?|mensage(m|ns)|messages?) (\w+ ){0,3}(jefe|jefa|boss|chefe|manager|gerente|vacaciones|vacation|ferias|novi[oa]|girlfriend|boyfriend|namorad[oa]|landlord|casero)|piada|cancion|song|cancao|cuento|mundial|world cup|copa do mundo|futbol|futebol|time de futebol|football|soccer|capital|recetas?|recipes?|receitas?|netflix|(series?|seriados?|peliculas?|movies?|filmes?|films?|libros?|books?|livros?) (\w+ ){0,2}(buen[oa]s?|boas?|bons?|good|para ver|pra ver|to watch|to read|para leer|pra ler)|(recomiend\w*|recomend\w*|recommend\w*|indica\w*|suggest\w*|sugier\w*|sugest\w*) (\w+ ){0,3}(series?|seriados?|peliculas?|movies?|filmes?|films?|libros?|books?|livros?|novelas?)|cover letter|carta de (motivacion|motivacao|presentacion|apresentacao|recomendacion|recomendacao)|(write|escrib\w*|escrev\w*|redact\w*|redig\w*) (\w+ ){0,3}(letter|carta|essay|ensayo|ensaio|cv|resume|curriculum|tesis|thesis|tese|tcc|homework|tarea)|salario|salarios|salary|salaries|sueldos?|(quanto|cuanto|how much) (ganha|gana|earns?|makes?|cobra) (um |un |una |uma |a |an )?(reumatolog\w*|rheumatologists?|medic[oa]s?|doctors?|enfermer[oa]s?|enfermeir[oa]s?)|tipo de cambio|exchange rate|cotizacion|cotacao|taxa de cambio|(a cuanto|how much|quanto) (esta|is|ta|vale) (el |the |o )?(dolar|dollar)|horoscop\w*|loteria|lottery|brasileirao|(partido|jogo|game|match|clasico|classico) (de |do |of )?(\w+ ){0,2}(anoche|ontem|last ?night|last ?nite|ayer|yesterday|hoy|hoje|today|tonight)|(quien gano|who won|quem ganhou) (el |the |o )?(clasico|classico|partido|jogo|game|match|final|superclasico)|(quien gano|who won|quem ganhou) (\w+ ){0,4}(anoche|ayer|yesterday|last ?night|ontem|vs|versus)|(puedes|podes|podrias|pode|poderia|can you|could you|me ajuda a|me ayudas a|ayudame a|help me) (\w+ ){0,2}(traduc\w*|traduz\w*|translat\w*|revis\w*|corrig\w*|correct|proofread\w*)|(trabalho|trabajo|tarea|deberes|licao|homework|assignment|essay|redacao|redaccion|monografia) (\w+ ){0,3}(de |da |do |for |para |pra )?(faculdade|facultad|escola|escuela|colegio|school|college|universidad|universidade)|(fix|improve|review|revisar|mejorar|corrigir|melhorar|arreglar|corregir) (\w+ ){0,2}(cv|resume|curriculum|curriculo)|tax (return|returns|filing)|declaracion de (la )?renta|imposto de renda|cervez\w*|cervej\w*|beers?|nightlife|vida nocturna|vida noturna|baladas?|discotecas?|boates?|night ?clubs?|blue jays|nba|mlb|nfl|beisbol|baseball|basketball|baloncesto|basquete|formula 1|campeonato)\b/,
  ],
  // "¿A quién le escribo?", "just give me a human", "qual e-mail eu mando?": the congress team's address.
  [
    'whomToWrite',
    /\b((address|direccion|endereco) (\w+ ){0,3}(write to|escribo|escribir|escribirles|escrevo|escrever|e-?mail)|(donde|onde|where|a quien|com quem|to whom|como|how) (\w+ ){0,2}(me quejo|quejarme|pongo (una |la )?queja|reclamo|complain|file a complaint|make a complaint|(fazer|fazer uma|faco uma|registrar uma) (reclamacao|queixa)|reclamar)|(quiero|quero|want to|i d like to|gostaria de) (\w+ ){0,2}(quejarme|complain|reclamar|fazer uma reclamacao)|(a|con|para|pra|com) (quien|quem) (le |les |me |lo |la )?(escrib\w*|escrev\w*|mand\w*|contact\w*|recurr\w*|acud\w*|recorr\w*|pergunt\w*|pregunt\w*|hablo|falo|reclam\w*)|who (do|should|can|could) i (write|email|e-mail|contact|talk|speak|ask|complain)|(give me|get me|talk to|speak (to|with)|want|need|quiero|necesito|preciso|quero|falar com|hablar con) (a |an |un |una |um |uma )?(real )?(human|humano|humana|persona real|person|pessoa( de verdade| real)?|agente|agent|someone|alguien|alguem)|(qual|cual|what|whats|what is) (e |es |is )?(o |el |the |a )?(e-?mail|correo|mail|endereco de e-?mail|email address)( (eu |yo |i )?(mando|envio|escrevo|escribo|send|write|then|entonces|entao))?|(e-?mail|correo) (pra|para) (eu )?(mandar|escrever|escribir|enviar)|spam|correo no deseado|lixo eletronico|lixeira|junk( mail| folder)?)\b/,
  ],
  // "Las manos hinchadas por la mañana, ¿será artritis?": a visitor's own symptoms.
  [
    'medical',
    /\b(((sera|sera que|seria|is (it|this|that)|could (it|this|that) be|pode ser|puede ser) (\w+ ){0,2}|(do i have|tengo|tenho) )(artrite|artritis|arthritis|lupus|gota|gout|fibromialgia|fibromyalgia|reumatismo|rheumatism|artrose|artrosis|osteoarthritis)\b(?! (session|sesion|sessao|topic|tema|track))|\b(artrite|artritis|arthritis|lupus|gota|gout|fibromialgia|fibromyalgia|artrose|artrosis) (lo que|what|o que|que) (eu |i )?(tengo|tenho|have)\b|\b(e|es) (artrite|artritis|arthritis|lupus|gota|gout|fibromialgia|fibromyalgia|artrose|artrosis)$|(maos|manos|hands|dedos|fingers|rodillas|joelhos|knees|articulacoes|articulaciones|joints|pes|pies|feet) (\w+ ){0,3}(inchad\w*|hinchad\w*|swollen|swell\w*|doendo|doem|duelen|hurt\w*|rigid\w*|stiff\w*))\b/,
  ],
  // What the site cannot know, whatever else its words name: the congress's photos, where abstracts were published,
  // a speaker's own address, tap water, a companion's fee.
  [
    'unknownFact',
    /^(fotos?|photos?|fotografias?|pictures)$|\b((em qual|en que|en cual|which|what|qual) hotel (\w+ ){0,4}(se hospeda|hospedad\w*|staying|stays|alojad\w*|se aloja)|(tiene|tem|has|have|hay|ofrece|oferece|offers?) (\w+ ){0,2}(transporte|shuttle|traslado|transfer) (al|ao|to the|to|para o|pro|hasta el) (aeropuerto|airport|aeroporto)|(where|donde|onde) (\w+ ){0,3}(e-?posters?|posters?) (\w+ ){0,2}(displayed|exhib\w*|expuest\w*|expost\w*|colgad\w*|pendurad\w*|pantallas?|screens?|telas?)|(which|what|que|qual) (day|dia) (\w+ ){0,3}(present|presentar|apresentar)|(attendance|participation|official) letter|letters? (confirming|certifying|stating) (that )?(i|my|we)|carta (de|que) (asistencia|participacion|participacao|presenca|confirme|confirmando|certifique)|declaracao de (participacao|presenca|comparecimento)|(published|publicad[oa]s?|publicad[oa]s?) (anywhere|en algun (lado|lugar|sitio)|em algum lugar|somewhere)|seguros? (de|contra) (cancelac\w*|viaje|viagem)|(cancellation|travel) (insurance|protection)|lost and found|objetos perdidos|achados e perdidos|(e-?posters?|posters?) (\w+ ){0,3}(online|disponibles?|disponiveis|available) (\w+ ){0,3}(after|despues|depois|todavia|ainda|still)|((e-?posters?|posters?)\b(?!.*\b(due|deadline|plazo|prazo|upload\w*|subir|subo|sube|entrega\w*|file|archivo|arquivo|envi\w*|mand\w*)\b)(\W+\w+){0,10}\W+(specific time|what time|a que hora|a q hora|que horas?|horario|be at the|be there|estar (en|junto a|no|na|ahi|ali|presente)|present(ation)? (time|slot)|defen[sd]\w*)|(specific time|what time|a que hora|a q hora|que horas?|horario)\b(?!.*\b(due|deadline|plazo|prazo|upload\w*|subir|subo|sube|entrega\w*|file|archivo|arquivo|envi\w*|mand\w*)\b)(\W+\w+){0,6}\W+(e-?posters?|posters?))|(publish\w*|publica\w*|indexad\w*|indexed) (\w+ ){0,4}(in|en|em|on) (a |an |un |una |um |uma |the |la |el |o |alguna |algum )?(journal|revista|suplemento|supplement|anais)|(how long|cuanto tiempo|quanto tempo|cuantos dias|quantos dias|how many days|cuanto (tarda|demora)|quanto (tempo )?(demora|leva)) (\w+ ){0,4}(refunds?|reembolsos?|devoluc\w*|estornos?)|(refunds?|reembolsos?|devoluc\w*|estornos?) (\w+ ){0,3}(take|tarda\w*|demora\w*|leva|arrive|llega\w*|chega\w*|processed|procesad\w*|processad\w*)|(fotos?|photos?|fotografias?|pictures|galeria|gallery) (\w+ ){0,2}(oficia\w*|official|del congreso|do congresso|of the congress|congress|del evento|do evento|da cena|de la cena|grupal|group)|(oficiales|oficiais|official|congress|del congreso|do congresso) (fotos|photos|fotografias|pictures)|(journal|revista|suplemento|supplement|anais|proceedings)\b(\W+\w+){0,3}\W*$|(published|publicad[oa]s?|publicaron|publicaram|publicou) (\w+ ){0,3}(journal|revista|suplemento|supplement|anais|somewhere|en algun lugar|em algum lugar|mesmo assim|igual|anyway)|tap water|agua (del grifo|de la llave|da torneira|potable|potavel)|(drink|beber|tomar) (the |el |a |la )?(tap )?(water|agua)|(e-?mail|correo|whats ?app|telefono|phone|celular|contacto|contato|number|numero) (\w+ ){0,2}(del|do|of the|de la|da|of) (doctor|dr|dra|ponente|speaker|palestrante|conferencista|profesor|professor)|(speaker|ponente|palestrante|conferencista|doctor|dr|dra)(\W+\w+){0,8}\W+(me das|me da|give me|pass me|me passa|send me|me pasas) (su|seu|his|her|the) (e-?mail|correo|whats ?app|number|numero|telefono|contacto|contato)|(companion|acompanante|acompanhante)s? (\w+ ){0,2}(fee|tarifa|taxa|price|precio|preco|costo|cost|valor|registration|inscripcion|inscricao))\b/,
  ],
  // "¿En qué salón es lo de lupus?", "what's the exact room for my talk?": no room is published.
  [
    'unpublished',
    /\b(which|what|whats|que|q|qual|cual|en que|em que|in which|exact|exacta|exata) (\w+ ){0,2}(rooms?|salas?|salon(es)?|salao|auditori\w*)\b/,
  ],
  // "¿Qué documento necesito para probar que soy residente?", "e o q eu preciso levar pra comprovar?": not published.
  [
    'unpublished',
    /\b((que|q|what|o que|o q|qual|cual|which|some|algun[oa]?|algum[a]?) (\w+ ){0,3}(documentos?|documents?|papel|papeles|papeis|proof|comprovar|comprovantes?|comprobantes?|constancias?|cartas?|letters?)|(levar|llevar|bring|send|mandar|enviar|show|mostrar|presentar|apresentar) (\w+ ){0,3}(cartas?|letters?|proof|prove it|comprovar|comprobar|comprovantes?|comprobantes?|constancias?)|(prove|proof|comprovar|comprobar|probar|acreditar|demostrar|demonstrar|demuestre|demonstre) (\w+ ){0,4}(residen\w*|training|formacion|formacao|student|estudiante|estudante|enrolled|matricul\w*|it|lo|isso|eso))\b/,
  ],
  // "¿Dónde retiro la escarapela?", "perdi meu crachá", "onde fica o balcão de credenciamento?": not published.
  [
    'unpublished',
    /\b((escarapelas?|gafetes?|crachas?|badges?|name ?tags?)\b.*\b(where|donde|onde|perd\w*|lost|lose|pick\w*|retir\w*|recog\w*|replac\w*|reemit\w*|emit\w*|otro|otra|outro|outra|another|new|nuev[oa]|nov[oa]|print\w*|imprim\w*)|(where|donde|onde|perd\w*|lost|lose|pick\w*|retir\w*|recog\w*|replac\w*)\b.*\b(escarapelas?|gafetes?|crachas?|badges?|name ?tags?)|(mostrador|balcao|desk|counter|modulo|stand) (de |da |do |of |for )?(registro|acreditacion|acreditaciones|credenciamento|registration|accreditation|check-?in|badges?|inscricoes|inscripciones))\b/,
  ],
  // Attempts to rewrite the assistant's role ("ignora tus instrucciones", "SYSTEM: developer mode"): it stays on its role.
  [
    'offTopic',
    /\b((ignor\w*|olvid\w*|forget|esquec\w*|disregard|desconsider\w*|skip|bypass) (\w+ ){0,3}(instructions?|instrucciones|instrucoes|instrucao|rules|reglas|regras|prompts?|directives?|directivas|diretrizes|guidelines|everything|todo|tudo)|(system|sistema) ?prompt|prompt (de|do|del) sistema|(tus|tuas|suas|your|sus) (instrucciones|instrucoes|instructions|reglas|regras|rules|prompt)( (internas|internal|ocultas|hidden|secretas|secret|originales|originais|original))?|(a partir de agora|de agora em diante|from now on|de ahora en adelante|a partir de ahora|desde ahora) (\w+ ){0,4}(respond\w*|responda|answer|reply|contest\w*|diga|digas|di|say|tell|fala|fale|hable|habla|speak|act\w*|atue|seja|se[aá]s?|be)|(diga|di|dile|digan|say|tell) (\w+ ){0,3}(que|q|that) (\w+ ){0,3}(inscripcion|inscricao|registration|congres\w*|fee|tarifa|taxa) (\w+ ){0,3}(gratis|free|gratuit\w*)|developer mode|modo (desarrollador|desenvolvedor|dev|developer|debug)|jailbreak|dan mode|(you are|you re|ahora eres|agora voce e|agora vc e|a partir de ahora eres) now\b|^system:|raw json|(act|actua|atua) (as|como) (a |an |un |una |um |uma )?(\w+ )?(hacker|admin\w*|developer|desarrollador|desenvolvedor|sistema|system|unrestricted|sin restricciones|sem restricoes))/,
  ],
  [
    'visa',
    /\b(visa|visas|visto|vistos|pasaportes?|passports?|passaportes?|dni|cedula|documentos? (para|de) (entrar|ingresar|entrada|ingreso)|entry (requirements|documents)|(entrar|ingresar|enter|entering|entrada) ((a|en|no|in|to|into) )?panama|need to (get into|enter))\b/,
  ],
  [
    'sponsorship',
    /\b(patrocin\w*|sponsor\w*|exhibit\w*|expositor\w*|exposicion comercial|stands?(?! for)|booths?|estandes?|simposios?|symposi\w*|simposio|prospectus)\b|\b(expon\w*|exhib\w*|exib\w*|expor|mostrar|promocionar|promover|anunciar|advertis\w*)\b.*\b(empresa|company|marca|brand|productos?|products?|produtos?|servicios|services|servicos)\b/,
  ],
  [
    'authorDiscount',
    /\b(descuento|discount|desconto)\b.*\b(autor|author|presentador|presenting|apresentador|presenta\w*|apresenta\w*|present\w*)\b|\b(autor|author|presentador|presenting|apresentador)\b.*\b(descuento|discount|desconto)\b/,
  ],
  [
    'tips',
    /\b(propinas?|gorjetas?|tips?|tipping|gratuity|taxa de servico|service (charge|fee)|cargo por servicio|imposto (de|do|no|nos) restaurantes?|restaurant tax|impuesto (de|en) (los )?restaurantes?)\b/,
  ],
  ['aboutMe', myLanguagesAsked],
  [
    'aboutMe',
    /\b(who (made|built|created|programmed|developed|trained) you|quien te (hizo|creo|desarrollo|programo|entreno)|quem te (criou|fez|desenvolveu|programou|treinou))\b|\b(are you|r you|eres|es usted|sos|voce e|vc e|tu es|tu e) (a |an |un |una |um |uma |o |a )?(real |)?(robot|robo|bot|chatbot|human|humano|humana|persona|pessoa|person|ai|ia|chat ?gpt|gpt|inteligencia artificial|artificial intelligence|maquina|machine|real|de verdad|de verdade)\b|\b(who|what) are you\b|\b(talking|speaking|chatting|hablando|falando|conversando) (to|with|con|com) (a |an |un |una |um |uma )?(human|humano|humana|person|persona|pessoa|bot|robot|robo|machine|maquina|ia|ai)\b|\b(quien|que) eres\b|\bquem (e|es) (voce|tu)\b|^(\w+ )?(what (can|do) you (do|help( me)? with|know)|how can you help( me)?|(que|en que) (me )?(puedes|podes|sabes) (hacer|ayudar\w*|responder)|(o que|em que|no que) (voce |tu )?(pode|podes|sabe) (fazer|me ajudar|ajudar|responder)|com o que (voce |tu )?(pode|podes) (me )?ajudar)( (aqui|here|aca|exactly|exactamente|exatamente))?$/,
  ],
  [
    'figures',
    /\b(how many|cuant[oa]s|quant[oa]s)\b.*\b(participants|participantes|attendees|asistentes|sessions|sesiones|sessoes|attended|asistieron|participaron|participaram|compareceram|foram|inscritos|inscritas|registrants|registered|registrados)\b|\b(number|numero|cifra|total) (of |de )?(attendees|asistentes|participantes|participants|people|personas|pessoas|inscritos|registrants)\b|\b(en cifras|in numbers|em numeros|attendance(?! (hours?|certificates?|letters?|proof|records?))|asistencia total)\b|\b(how many|cuant[oa]s|quant[oa]s) (abstracts|trabajos|trabalhos|resumenes|resumos|posters|works|papers)\b(\W+\w+){0,4}\W+(presented|presentad[oa]s|apresentad[oa]s|total|in the end|al final|no final|en total|no total|were there|hubo|houve|teve)\b|\b(how many|cuant[oa]s|quant[oa]s) (people|ppl|personas|pessoas|medicos|doctors|gente)\b.*\b(expect\w*|esperan|esperam|attend\w*|asist\w*|vienen|vao|van|participa\w*|congres\w*|event\w*)\b/,
  ],
  ['pillars', /\b(pilares|pillars)\b/],
  ['welcomeLetter', /\b(carta de (bienvenida|boas-?vindas)|welcome (letter|message)|mensaje de bienvenida|mensagem de boas-?vindas)\b/],
  [
    'socialKits',
    /\b(graphics|graficos|graficas|gráficas|kits?|artes|piezas|pecas|posts?|banners?|covers?|portadas?|capas?|stories)\b.*\b(redes sociales|social media|social networks?|redes sociais|instagram|facebook|linkedin)\b|\b(redes sociales|social media|redes sociais)\b.*\b(graphics|graficos|graficas|kits?|artes|piezas|pecas|sizes?|tamanos?|tamanhos?|medidas)\b/,
  ],
  [
    'climate',
    /\b(clima|climate|weather|temperatura|(como|how) (e|es|esta|fica|is) o tempo|temperature|llueve|lluvia|rainy?|chuva|chove|que tiempo hace|que tiempo (va a hacer|hara|hacia)|hot|cold|frio|calor|caluros[oa]|calorent[oa]|quente|abafad[oa]|humid|humedad|(llevo|llevar|traigo|traer|levo|levar|bring|pack|need) (un |una |um |uma |a )?(saco|chaqueta|abrigo|sueter|casaco|blusa de frio|jacket|sweater|coat)|humidity|umidade|(what|que|o que) (should|to|debo|devo)? ?(i )?(pack|wear|llevar|levar|vestir|usar)(?! (un |una |um |uma |an? )?(adaptador|adapter|enchufes?|tomadas?|plugs?|cargador|carregador))|que ropa|que roupa)\b/,
  ],
  [
    'saving',
    /\b(save|saved|saves|saving|savings|ahorr\w*|economiz\w*|poup\w*|(pagava|pagaba|pagaria|pagado|paid|pay|pagar) menos|(paid|pay|paying) less)\b|\b(how much|cuanto|quanto) (\w+ ){0,2}(did (i|we) lose|have (i|we) lost|lost|perdi|perdimos|perdeu|perdemos)\b(?!.*\b(cancel\w*|reembols\w*|refund\w*|desist\w*)\b)/,
  ],
  // "¿Cuánto más pago si me inscribo en febrero?": one fee against another.
  [
    'feeDifference',
    /\b(how much (more|extra)|(cuanto|quanto) (mas|mais|a mais|de mas|extra|de diferencia|de diferenca)|diferencia|difference|diferenca|diff|(muda|cambia|changes?|altera) (algo|alguma coisa|something|anything|el precio|o preco|the price|o valor|la tarifa|a taxa)|(sube|aumenta|goes up|go up|sobe) (el precio|o preco|the price|o valor|la tarifa|a taxa)|(price|precio|preco|valor|tarifa|taxa|fee) (\w+ ){0,2}(go up|goes up|sube|aumenta|sobe|change|changes|cambia|muda))\b|\b(now|today|ahora|hoy|agora|hoje) (vs|versus|compared (to|with)|contra|frente a|comparad[oa] (con|com|a))\b|\b(vs|versus) (now|today|ahora|hoy|agora|hoje)\b|\b(how much (cheaper|less)|(cuanto|quanto) (menos|mas barato|mais barato|a menos))\b(?=.*\b(would|could|hubiera|habria|hubiese|teria|tivesse|have been|if i had|se eu tivesse|si hubiera)\b)/,
  ],
  [
    'brandColors',
    /\b(colou?res|colou?rs?|cores|cor|hex|hexadecimal|paleta|palette|pantone|tipografia|typeface|typography|fonts?|fontes?|fuentes? (oficial\w*|tipografic\w*|de la marca)|(codigo|code) (\w+ ){0,2}(azul|blue|rojo|red|vermelho|turquesa|teal|verde))\b/,
  ],
  // "¿Qué especialidades cuentan como profesional afín?": the list of related specialties.
  [
    'specialties',
    /\b(especialidades?|specialt(y|ies)|specialit(y|ies))\b.*\b(afin(es)?|afins?|related|cuentan|count|contam|entran|incluid\w*|included|incluem|valem|same category|misma categoria|mesma categoria|that category|esa categoria|essa categoria)\b|\b(other|otras|outras) (specialt(y|ies)|especialidades)\b|\b(que|what|which|quais|cuales|quienes|who)( es| is| e| son| are| sao)? (un |a |o |os |los |las )?(profesional(es)? afin(es)?|related professionals?|profissiona(l|is) afi(m|ns))\b/,
  ],
  [
    'obligation',
    /\b(have to|has to|must|need to|needs to|required|mandatory|compulsory|obligatori[oa]|tengo que|tiene que|hay que|debo|debe|necesito|preciso|precisa|tenho que|tem que|obrigatori[oa])\b/,
  ],
  [
    'permission',
    /\b(can (i|we|it|the|my|our|you|they|he|she|someone|a|an)|could (i|we|my|our|a|an|someone)|is it possible|allowed|puedo|se puede|puede|pueden|podemos|es posible|posso|pode|podem|podemos|da pra|e possivel)\b/,
  ],
  [
    'refund',
    /\b(cancel\w*|reembols\w*|devuelv\w*|devolv\w*|refund\w*|(me|nos|te) regres(an|a|aban|ara|arian)|devuelto|devolvido|money back|(get|got|gotten|getting|receive|received) (it |my money |anything |something |that )?back|(how much|cuanto|quanto) (\w+ ){0,2}(back|volta\w*|vuelve|voltava|retorna\w*|recuper\w*|recover\w*)|me (lo )?devuelven|me (lo )?devolverian|(dinheiro|grana|valor) de volta|receb\w* de volta|dinero de vuelta|devolucion|dar(me|te|se|nos)? de baja|de baja|anular\w*|desist\w*|withdraw\w*|drop out|back out|pull out|multas?|penalty|penalties|penalidad\w*|penalizacion|penalidades?|cancellation fee|pierdo (todo|el dinero|la plata|lo que pague)|lose (everything|my money|the money)|perco (tudo|o dinheiro))\b/,
  ],
  // A group's free registrations, also asked as "how many free registrations for 25 people".
  [
    'group',
    /\b(grupo|group|grupal|together|juntos|juntas|em conjunto|(juntamos|juntando|juntar|sumamos|reunimos|juntarmos) (\w+ ){0,2}(10|diez|dez|ten|\d\d)\b|(nos|te|les|a gente) (regalan|regala|dan|da) (una|uma|um|un|1)\b|free (registrations?|passes|spots|places)|(inscripciones?|inscricoes|inscricao|cupos?|vagas?) (gratis|gratuitas?|sin costo|de graca|cortesia|de regalo|bonificadas?)|de regalo|de cortesia|(ganhar|ganar|get|obtener|obter|receber|recibir|gain|earn) (uma|una|um|un|one|a|1) (\w+ )?(gratis|gratuita|free)|(whole|entire) (unit|team|department|dept|service|ward|staff|clinic|hospital|residency|program)|(todo|toda) (el |la |o |a )?(equipo|equipe|servicio|servico|departamento|unidad|unidade|residencia|turma|clinica))\b/,
  ],
  [
    'earlyDiscount',
    /\b(descuento|discount|desconto)\b.*\b(tempran[oa]|antes|early|cedo|anticipad\w*|antecipad\w*)\b|\bearly[ -]?bird\b|\b(mas barat[oa]|cheaper|mais barat[oa])\b(\W+\w+){0,5}\W+(cedo|temprano|early|antes)\b|\b(cedo|temprano|early)\b(\W+\w+){0,5}\W+(mas barat[oa]|cheaper|mais barat[oa])\b/,
  ],
  // "Did I miss the early rate?", "¿se me pasó la anticipada?", "perdi a antecipada?".
  [
    'missedEarly',
    /\b((?<!\bif (we|i|you|they) )miss(?! (the |a |one |my |1 )?(last |first |final |opening |closing |whole )?(day|days|session|sessions|talk|talks|ceremony|congress|dinner)\b)|missed|se me paso|perdi|perdí|ja passou|already (over|gone|ended)|se acabo|acabou|ya fue|ya paso|ya termino|ya se termino|ya acabo|ya vencio|ja era|ja terminou|ja acabou|ja venceu|is it over)\b/,
  ],
  [
    'registerWhen',
    /\b(desde cuando|since when|desde quando|a partir de cuando|a partir de quando)\b.*\b(inscri\w*|regist\w*|inscrev\w*|sign up)|\b(ya|ja|already)\b (\w+ )?(abrieron|abrio|abriu|abriram|abre|abren|abrem|opened|open|estan abiertas|esta aberta|estao abertas)\b (\w+ ){0,2}(inscripcion\w*|inscric\w*|registration)\b|\b(has|have|did|is)\b (the )?(registration|registrations) (\w+ )?(opened|open|started|begun)\b|\b(cuando|when|quando)\b.*\b(abren?|opens?|opened|abrem|abriu|abrio|abrieron|abriram|abria|empiezan?|empezo|comienzan?|comenzo|begins?|began|starts?|started|comeca|comecam|comecou|inicia|iniciam|iniciou|abre)\b.*\b(inscripcion\w*|registrations?|inscric\w*)|\b(ya|yet|ja|still|todavia|aun|ainda)\b(?! casi\b| quase\b).*\b(inscrib\w*|register\w*|inscrever|inscreve\w*|sign up)|\b(can i|can we|puedo|podemos|posso|podemos|se puede|se pode|da pra|da para)\b(\W+\w+){0,2}\W+(register|sign up|inscribir\w*|inscrever\w*)\b(\W+\w+){0,2}\W+(today|now|hoy|hoje|agora|ahora|right now)\b|\b(inscrib\w*|register|inscrever|inscrevo|sign up)\b.*\b(ya|yet|still|todavia|aun|ainda|a tiempo|in time|a tempo|da tempo)\b|\b(ainda|todavia|aun|still)\b.*\b(fazer|hacer|do|make)\b (a |la |mi |minha |my )?(inscri\w*|registration)|\b(fazer|hacer|do|make)\b (a |la |mi |minha |my )?(inscri\w*|registration)\b.*\b(ya|yet|still|todavia|aun|ainda|a tiempo|in time|a tempo|da tempo)\b|\b(registrations?|inscripcion\w*|inscric\w*)\b.*\b(opens?|open|abren?|abrem|abriram|abrieron|abriu|abrio|abiertas?|abertas?)\b|\b(opens?|open|abiert[oa]s?|abert[oa]s?)\b.*\b(registrations?|inscripcion\w*|inscric\w*)\b/,
  ],
  ['registerOnline', /\b(en linea|online|on-line|por internet)\b/],
  [
    'registerOnsite',
    /\b(en (la )?sede|en sitio|onsite|on site|at the venue|at the door|walk-?in|en la puerta|na porta|no local|na sede|presencialmente en|(en|at|no|na) (el |la |the |o |a )?(mostrador|desk|counter|registration desk|registration counter|check-?in (desk|counter)|balcao)|(en|at|no) (el |the |o )?(congreso|congress|congresso|evento|event)|ahi mismo|alli mismo|on the day|no dia(?! \d)|(no|na|en el|en la|at the) (proprio|propria|propio|propia|mismo|misma|mesmo|mesma|very) (local|lugar|sede|congreso|congresso|evento|venue)|(sai|fica|custa|pagar|pago|paga) (la )?na hora|(la|ali) na hora|el (mismo )?dia del (congreso|evento)|la no dia|la mesmo|(direct\w*|straight) (a|para|to|pra) (la |a |the |o )?(sede|venue|local|congreso|congress|congresso)|(sin|sem|without) (inscribirme|me inscribir|me inscrever|registering|registration|inscripcion|inscricao))\b/,
  ],
  [
    'registerUntil',
    /\b(cuanto tiempo|quanto tempo|how long|how much time) (\w+ ){0,3}(para|pra|to) (inscribir\w*|inscrever\w*|register|sign up)\b|\b(hasta (cuando|que fecha|que dia)|until when|till when|by when|ate quando|ate que (dia|data)|when does\b.*\bclose|cuando (cierra\w*|termina\w*|acaba\w*)|quando (fecha\w*|encerra\w*|termina\w*|acaba\w*)|when (do|does|will) [a-z]+ close|last day)\b.*\b(inscri\w*|inscrev\w*|regist\w*|(pagar|pay) (online|en linea|on-?line))|\b(cierra\w*|closes?|encerra\w*|fecha\w*|termina\w*) (la |a |the |as |las )?(inscri\w*|inscrev\w*|regist\w*)|\b(inscri\w*|inscrev\w*|regist\w*)\b.*\b(hasta (cuando|que fecha|que dia)|until when|till when|ate quando|ate que (dia|data)|close[sd]?|cierra\w*|fecha|encerra\w*|termina\w*|acaba\w*|last day)\b|\b(inscri\w*|inscrev\w*|regist\w*)\b.*\b(quando|cuando|when)\b/,
  ],
  [
    'payment',
    /\b(tarjeta|credit card|card|cartao|transferencia|bank transfer|transfer|pago la|how (do|can) (i|we|you) pay|how to pay|payment methods?|como (se )?pag\w*|como (faco|fazer|faz) (o |para )?pag\w*|formas? de pag\w*|metodos? de pago|meios de pagamento|pagar con|pay by|pay with|pagar com)\b(?! (el |la |o |a |the )?(descuentos?|descontos?|discounts?|tarifa|taxa|precio|preco|rate|fee)\b)/,
  ],
  ['abstractLanguage', /\b(espanol|espanhol|spanish|portugues|portuguese|ingles|english|frances|french|idioma|language|lingua)\b/],
  [
    'abstractChannel',
    /\b(e-?mail|e-?mailed|mailed|mail|correo|correio|fax|faxed|papel|paper|impres[oa]|printed|por correo|pelo correio|by post|by mail|postal)\b/,
  ],
  [
    'abstractMedia',
    /\b(imagen(es)?|images?|imagem|imagens|figuras?|figures?|tablas?|tables?|tabelas?|graficos?|graficas?|graphs?|charts?|diagrams?|diagramas?|pictures?|pics?|photos?|fotos?|fotografias?)\b/,
  ],
  [
    'abstractReferences',
    /\b(referencias?|references?|refs?|citas bibliograficas|citacoes|citations|bibliograf\w*)\b|\b(how many|cuant[oa]s|quant[oa]s)\b(\W+\w+){0,3}\W+(cite|citar)\b/,
  ],
  // "¿Era obligatorio poner quién financió el estudio?": the funding declaration.
  [
    'abstractFunding',
    /\b(financ(?!ial (district|center|centre))(?!iero|eiro)\w*|funding|funded|funders?|fund source|fuentes de financiamiento|fontes de financiamento)\b/,
  ],
  // "¿Qué apartados tenía que llevar?": the four-part structure.
  [
    'abstractStructure',
    /\b(secciones|secoes|sections|apartados|estructura|structure|estrutura|(intro|introduccion|introducao|introduction) (\w+ )?(metodos|methods)|(que|what|quais|which|cuales) (\w+ )?(partes|parts))\b/,
  ],
  [
    'abstractCharacters',
    /\b(caracteres|characters?|chars?|caract|palabras|words?(?! (file|document|doc|format))|palavras|extension|length|lenght|lengh|longitud|tamano|tamanho|limite de palabras|word limit)\b|\bhow long (can|should|may|must|could) (it|the abstract|my abstract|the summary) be\b|\b(que tan|cuan|qual o|que) (largo|largo puede|extenso|tamanho)\b/,
  ],
  [
    'abstractPerAuthor',
    /\b(por autor|per author|(abstracts?|trabajos?|resumen(es)?|resumos?|trabalhos?) (por|per) (persona|person|pessoa)|cuantos (trabajos|resumenes|abstracts)|(presentar|present|apresentar|enviar|mandar|submit|send|inscribir) (dos|two|dois|tres|three|tre?s|2|3|4|5|cuatro|four|quatro|cinco|five|varios|several|vari[oa]s) (trabajos|abstracts|resumenes|resumos|trabalhos|papers)|how many (abstracts|papers|works)|quantos (trabalhos|resumos|abstracts)|limite de trabalhos|limit on abstracts|(trabajos|resumenes|abstracts) puedo|(trabalhos|resumos|abstracts) (posso|eu posso)|mas de una? (resumen|trabajo|abstract)|more than one (abstract|paper)|mais de um (resumo|trabalho)|varios (resumenes|trabajos)|several abstracts|multiple abstracts|varios trabalhos)\b/,
  ],
  [
    'abstractPresented',
    /\b((showed|presented|shown|mostramos|presentamos|apresentamos|mostrei|presente|apresentei) (this |the |these |our |esos |estes |nuestros |nossos )?(data|results|datos|dados|work|study|estudio|estudo) (at|en|no|na|in) |ya (lo )?present\w*|already (presented|published)|(ya|ja|already) (\w+ ){1,2}(presentad\w*|apresentad\w*|presented|publicad\w*|published)|previously (presented|published)|ja foi (apresentad\w*|publicad\w*)|presentado (antes|en otro)|(ya|ja) (salio|fue presentado|se presento|publicad\w*)|otro (congreso|evento)|another (congress|meeting|event)|outro (congresso|evento)|(congreso|congresso) (nacional|local|regional)|(national|local|regional) (congress|meeting|conference)|(presented|presentad[oa]|apresentad[oa]|shown) (at|en|no|na|em|in) [a-z]+)\b/,
  ],
  [
    'abstractProxy',
    /\b(someone (else )?(present|to present)|(presentar|presenta|presente|apresentar|apresenta|apresente|present) (\w+ ){0,2}(un colega|una colega|um colega|uma colega|a colleague|another person|otra persona|outra pessoa)|(isnt|is not|not|no|nao) (esta |está |is )?(on|in|en|no|na|del|do) (the |el |la |o |a )?(abstract|paper|study|trabajo|trabalho|resumen|resumo|estudio|estudo)|for me|por mi|por mim|otra persona|outra pessoa|someone|in my place|instead of me|en mi lugar|en su lugar|no meu lugar|no lugar del[ae]|in (his|her|their) place|non-?authors?|no autor(es)?|nao autor(es)?|not (an )?authors?|isn'?t (an )?authors?|que no (es|sea) autor|que nao (e|seja) autor|(no|not|nao) (figura|aparece|esta|is|appears?|listed|consta)( como| as| in| en| entre| among)? ?(los |the |os )?(co-?)?autor\w*|(isn'?t|is not|no es|nao e|not) (one of the |uno de los |um dos )?(co-?)?(authors?|autores|autor)|(if|si|se) ((i|yo|eu) )?(can ?not|can't|cant|cannot|no puedo|nao puder|nao posso)|(not|no|nao|isn'?t|is not|aren'?t|no esta|nao esta|no estoy|nao estou|i'?m not|i am not|no estamos|nao estamos) (on|in|en|na|em) (the |la |a )?(lista de autores|authors? list|list of authors)|for us|por nosotros|por nos|co-?aut\w+ (\w+ ){0,2}(present|presentar|apresentar)\w*|(present|presentar|apresentar|apresenta)\w* (\w+ ){0,2}co-?aut\w+|(present\w*|apresent\w*) (\w+ ){0,3}(for (him|her|them)|por (el|ella|ele|ela))|(for|por|pelo|pela) (my|mi|meu|minha|o meu|a minha) (boss|jefe|chefe|supervisor\w*|orientador\w*|mentor|colleague|colega))\b/,
  ],
  [
    'abstractAnonymous',
    /\b(nombres?|names?|nomes?|nombrar|mention\w*|mencion\w*|citar|poner|put|colocar|include|incluir)\b.*\b(autor\w*|author\w*|institucion\w*|institution\w*|instituic\w*|hospital\w*|universidad\w*|universit\w*|servicio|service)\b|\b(anonim\w*|anonymous|blinded)\b|\b(authors?|institution|hospital) names?\b/,
  ],
  [
    'abstractInPerson',
    /\b(en persona|in person|pessoalmente|presencialmente|presencial|(forma |modo |de manera )?virtual(mente)?|remot\w*|a distancia(?! (do|da|de|del|entre|desde|al|ao|hasta|ate))|by video|por video|por zoom|via zoom|(by|on|over|via|por|pelo|no) (zoom|teams|google meet))\b|\b(present\w*|apresent\w*|expon\w*) (\w+ ){0,2}(online|on-line)\b|\b(present\w*|apresent\w*)\b.*\b(inscrit[oa]|inscrib\w*|inscrev\w*|registered|register)\b|\b(inscrib\w*|inscrev\w*|inscrit[oa]s?|register|registered)\b.*\b(para|pra|to) (present\w*|apresent\w*)\b/,
  ],
  ['abstractSubmitNow', /\b(todavia|aun|still|ainda)\b/],
  [
    'authorChange',
    /\b(agregar|anadir|sumar|incluir|cambiar|modificar|quitar|sacar|add|adding|change|changing|remove|swap|alterar|mudar|trocar|incluir|tirar|acrescentar)\b.*\b(co-?autor\w*|co-?author\w*|autor\w*|authors?|author list|lista de autores)\b|\b(co-?autor\w*|co-?author\w*)\b.*\b(incluir|agregar|add|acrescentar|colocar|sumar|anadir)\b/,
  ],
  [
    'periodUntil',
    /\b(hasta cuando|until when|till when|ate quando|cuanto tiempo (me )?queda|how long|how much time|quanto tempo|by when|ate que (dia|data)|hasta que (dia|fecha)|last day (to|for|of)|ultimo dia (para|de|da|do))\b|\b(when|cuando|quando) (did|does|will|do|terminaba|termino|termina|acababa|acabo|acaba|acabava|terminava|vencia|vencio|venceu|cerraba|cerro)\b.*\b(early|regular|late|anticipad\w*|antecipad\w*|temprana|tardia|early bird|(cheapest|lowest) (registration )?(rate|fee|price))\b/,
  ],
  [
    'tableAsImage',
    /\b(tablas?|tables?|tabelas?)\b.*\b(como|as|em forma de|feita como|feitas como|en forma de|in the form of|(ser|be|ir|go|va|vai)( en| in| em| como| as)?)( una?| an?| uma?)? (imagen(es)?|images?|imagem|imagens|fotos?|pictures?|pics?|screenshots?|capturas?|jpg|png|prints?)\b|\b(print|screenshot|captura( de pantalla)?|foto) (\w+ ){0,2}(da |de la |of the |do |del )?(tablas?|tables?|tabelas?)\b/,
  ],
  [
    'excludedPart',
    new RegExp(
      String.raw`\b(titulo|title|palabras clave|keywords?|palavras-?chave|autores|authors|author names|tablas?|tables?|tabelas?)\b.*\b(cuentan?|counts?|contam?|incluid[oa]s?|included|caracteres|characters?|largo|length|long|tamanho|extension|(entra|entran|entram) (na|en la|en el|no) (conta|cuenta|conteo|contagem|limite))\b|\b(caracteres|characters?)\b.*\b(titulo|title|palabras clave|keywords?|palavras-?chave)\b|` +
        // "Is there a max number of authors?", "¿cuántos autores puede tener?": the site sets no limit of its own.
        String.raw`\b(cuant[oa]s|how many|quant[oa]s|max\w*|limite?s?|number of) (\w+ ){0,2}(co-?)?aut(ores|hors)\b|\b(co-?)?aut(ores|hors) (por|per) (trabajo|abstract|resumen|trabalho|resumo)\b`,
    ),
  ],
  ['abstractOral', /\b(oral|orales|podium|ponencia oral|comunicacion oral|apresentacao oral)\b/],
  [
    'abstractExtension',
    /\b(late[- ]?breaking|extend(ed|s)?|extender|extienden?|extendio|extendera|extendieron|an extension|any extension|no extension|(ninguna|nenhuma) extension|(una|alguna|uma|alguma) extension|extension (del|de|do|da|of the|of) (plazo|prazo|deadline|fecha|data|cierre)|prorrog\w*|prorroga|ampliar(on|an)?|ampliad[oa]|estend\w*|postpone\w*|posterga\w*|adiad[oa]|adiar(am)?)\b/,
  ],
  [
    'notification',
    /\b(acceptance (e-?mails?|letters?|notices?|notifications?|results?)|acceptances|send(ing)? out (the )?(results|decisions|acceptances)|(e-?mails?|cartas?|correos?) de (aceptacion|aceitacao)|(cuando|when|quando|salen|sale|saem|sai|saiu|sairam|salio|salieron|publican|publicaron|out|anuncian)\b.*\b(resultados?|results?)|(been |were |got )?(told|informed) (\w+ ){0,5}(accepted|rejected|results?)|(resultados?|results?)\b.*\b(salen|saem|out|publican|anuncian|cuando|when|quando|saiu|sairam|salio|salieron|came|fueron|foram)|got (their |my |our |the )?results?|avis(an|aban|aran|am|avam|ariam|aron|aram|ou)|(si|if|se|whether) (me |te |lo |la |nos |les |lhes )*(aceptan|aceptaban|aceptaron|aceitam|aceitavam|aceitaram|accept|accepted)|notifica\w*|notif(y|ied|ies)|aceptad\w*|aceptaron|accepted|aceit[oa]s?|aceitaram|aceitou|aprobad\w*|aprobaron|aprueban|approved|aprovad\w*|rechazad\w*|rejected|recusad\w*|find out|hear back|sabre si|fico sabendo)\b/,
  ],
  // The e-poster, also asked as "are posters printed or digital?".
  [
    'eposter',
    /\be-?poster\b|\b(the|el|la|mi|my|meu|o|del|do|of|your|tu|seu) e posters?\b|\be posters? (file|files|archivo|arquivo|deadline|plazo|prazo|due)\b|\b(mandar|enviar|subir|cargar|entregar|send|upload|submit|hand in) (el |la |o |the |my |mi |meu |mis |meus )?posters?\b|\bposters?\W+(?:\w+\W+){0,4}(lo |la |o )?(subo|mando|envio|entrego|cargo|upload|send|submit|mandar|enviar|subir|entregar|cargar)\b|\bposters?\W+(?:\w+\W+){0,4}(imprim\w*|impres\w*|print\w*|digita\w*|electronic\w*|eletronic\w*|fisic[oa]s?|papel|paper)\b|\b(imprim\w*|impres\w*|print\w*)\W+(?:\w+\W+){0,4}posters?\b/,
  ],
  [
    'abstractDeadline',
    /\b(fecha limite|(hora|horario|data|dia) limite|deadline|prazo|cierre|plazo)\b|\b(cierra\w*|encerra\w*|fecha|close[sd]?) (el |o |a |the )?(envio|submission|submissao|recepcion)\b|\b(cerr(o|aron|ado|ada)|encerr(ou|aram|ado|ada)|fech(ou|aram|ado|ada)|closed) (ya |ja |already )?(el |la |o |a |the |os |as |los |las )?(envio|submission|submissao|recepcion|convocatoria|call|chamada|resumen(es)?|resumos?|abstracts?|trabajos?|trabalhos?)\b|\b(envio|submissions?|submissao|recepcion|convocatoria|call for abstracts|chamada|resumen(es)?|resumos?|abstracts?|trabajos?|trabalhos?)\b(\W+\w+){0,3}\W+(cerr(o|aron|ado|ada)|encerr(ou|aram|ado|ada)|fech(ou|aram|ado|ada)|closed)\b|\b((fechas|datas) (importantes|clave|chave|principales|principais)|(key|important|main) dates|cronograma|timeline)\b(?=.*\b(resumen(es)?|abstracts?|trabajos?|trabalhos?|resumos?)\b)/,
  ],
  [
    'abstract',
    /\b(resumen(es)?|resumos?|abstracts?|trabajos?( cientificos?)?|trabalhos?|posters?|apela\w*|appeal\w*|recorrer|evaluad\w*|evaluat\w*|evaluacion|avaliad\w*|avaliacao|drafts?|borrador(es)?|rascunhos?|submeter|submissao|eixos? tematicos?|ejes? tematicos?|miscellaneous|miscelanea|where (would|does|do|should|will) (a|an|my|the|our) (study|paper|work|case report))\b|\b(temas?|topics?|topicos?|ejes?|eixos?) (\w+ ){0,3}(enviad\w*|mandad\w*|submetid\w*|submitted|submit|enviar|mandar|submeter|inscrib\w*|inscrev\w*)\b/,
  ],
  // "How do I book it at the congress rate?", "reserva pra grupo era por onde?": how to book a room.
  [
    'hotelBook',
    /\b((how|como|where|donde|onde|por onde|por donde) (do i |can i |we |do we |can we |puedo |podemos |posso |se |hago para |faco pra |faco para |eu |a gente )?(book|reserv\w*)|(can i|can we|puedo|podemos|posso|da pra|se puede) (still |todavia |aun |ainda )?(book|reservar)|reservas? (pra|para|de|en|em) (grupo|group)|reservas? grupa(l|les)|group (hotel )?(booking|reservation)s?|(book|reservar|get|conseguir|obtener|pegar|garantir) (\w+ ){0,3}(congress rate|group rate|tarifa del congreso|valor do congresso|tarifa do congresso|tarifa de grupo)|(como|how) (faco|hago|do i make|make) (a |la |the |uma |una )?(reserva|booking|reservation))\b/,
  ],
  [
    'breakfast',
    /\b(desayuno|breakfast|cafe da manha|(inclui|incluye|incluyen|incluem|com|con|with) (o )?cafe|cafe (\w+ )?(incluido|incluso|included))\b/,
  ],
  [
    'hotel',
    /\b(hotel|hoteles|hoteis|hotels|hospedaje|alojamientos?|accommodations?|hospedagem|place to stay|where to stay|stay at|hospedar\w*|quedarme|alojar\w*|diarias?(?!.*\binscri))\b/,
  ],
  [
    'airlineTaxes',
    /\b(impuestos?|taxes|tax|taxas? de embarque|(vale|valem|aplica|cobre|cubre|inclui|incluye) (pras|para as|pra|para|a las|a los|as|las|os) taxas|tasas? de embarque|boarding tax\w*|airport tax\w*|taxas (da|de) passagem|tasas|total (price|ticket|fare|cost)|ticket price|bagagem|baggage|luggage|equipaje|maletas?|malas?|assentos?|asientos?|seat selection|whole (ticket|fare)|precio total|valor total|preco total|tarifa total|billete completo|pasaje completo|passagem (toda|inteira))\b/,
  ],
  [
    'taxes',
    /\b(impuestos?|taxes|tax|impostos?|itbms|(diaria|diarias|tarifa do hotel|hotel) (\w+ ){0,4}taxas|taxas (do|de) hote(l|is)|aparte de la tarifa|on top of( the)?( hotel| room)? (rate|price)|\d+ ?% (charged|cobrado|cobrados|cobrada)|alem da (tarifa|diaria)|por fora|(cobran|charge|charges|cobram|cobra) (el |a |um |the |an? )?(extra )?\d+ ?%|\d+ ?% (extra|aparte|adicional|additional|a mais))\b/,
  ],
  [
    'rateBasis',
    /\b(per (person|room|guest|night)|por (persona|pessoa|habitacion|quarto|huesped|noche|noite)|each (person|guest))\b.*\b(or|o|ou)\b|\b(diarias?|tarifas?|rates?|precios?|precos?|prices?)\b.*\b(por|per) (persona|pessoa|person|huesped|hospede|guest)\b|\b(is|es|e|era|was) (that|it|this|eso|esto|isso|isto) (per|por) (person|persona|pessoa|guest|huesped|hospede|room|habitacion|quarto)\b/,
  ],
  [
    'accessCode',
    /\b(codigo de acceso|access code|codigo de acesso|codigos de acceso|access codes)\b|\b(need\w*|necesit\w*|precis\w*|requier\w*|requir\w*|pedir|pide|piden|pedem)\b (de )?(a |an |um |una? |algun |algum |some (kind|sort|type) of |some |any |algun tipo de |algum tipo de )?(special )?(code|codigo)\b/,
  ],
  [
    'airlineValidity',
    /\b(until when|hasta (que|cuando)|vale(?! (mais |mas )?(la|a) pena)|valido|valid|validity|ate quando|fechas|dates|datas)\b/,
  ],
  [
    'airline',
    /\b(aerolinea|airline|companhia aerea|vuelos?|voos?|flights?|pasajes?|passagens?|airfares?|boletos? aereos?|codigo de descuento|discount code|codigo de desconto|descuento|discount|desconto|codigo|code)\b|\d+ ?% off\b|\bhow much off\b|\b(qualquer|cualquier|any|all|todas?|every|which|cuales|quais|que) (as |las |the )?(fare |travel |ticket |booking )?(classes?|clases?|class(es)?)( (de |del |do )?(vuelo|voo|flight|tarifa|fare|aereas?))?\b/,
  ],
  ['airportDistance', /\b(aeropuerto|airport|aeroporto)\b/],
  ['parking', /\b(estacionamiento|parking|parqueo|parqueaderos?|estacionamento|estacionar|aparcar|parquear|park (my|the|a) car)\b/],
  [
    'distance',
    /\b(how far|how long|cuanto (se )?(tarda|demora|tardo|demoro|tardamos|demoramos|tardaria|demoraria)|cuanto tiempo|a que distancia|que tan lejos|a cuanto (esta|estaba|queda|quedaba|estan)|cuanto se (hace|demora|tarda)|lejos|longe|quanto tempo|qual a distancia|a que distancia|distance|distancia|far from|minutos|minutes)\b/,
  ],
  ['venue', /\b(sede|venue|donde|where|onde|centro de conven\w*|convention cent\w*|held)\b/],
  [
    'airlineName',
    /^(\w+ )?(what|which|whats|cual|qual|quel)( is| es| e| era| was)?( the| la| a)? (official |oficial )?(airline|aerolinea|companhia aerea|cia aerea)( oficial| official)?$|\b(aerolinea|airline|companhia aerea|linea aerea)( oficial| official)? (es|is|e|sera|will be)( la| a| o)? [a-z]+|\b(is|es|e|sera) (la |the |a )?(official |oficial )?(aerolinea|airline|companhia aerea)( oficial| official)? (copa|avianca|latam|american|united|delta|gol|azul|aeromexico|iberia)\b|\b(is|es|e|sera) (copa|avianca|latam|aeromexico|iberia)( airlines)? (la |the |a )?(official |oficial )?(aerolinea|airline|companhia aerea)\b|\b(cual|which|qual|what|que) (es |is |e |era |was |fue |foi )?(la |the |a )?(aerolinea|airline|companhia( aerea)?|cia( aerea)?)( oficial| official)?( (es|is|e|era|was|fue|foi))?$|\b(cual|which|qual|what|whats) (es |is |e |era |was |fue |foi )?(la |the |a )?(official |oficial )?(aerolinea|airline|companhia( aerea)?|cia( aerea)?)( oficial| official)?\b(?! (discount|code|codigo|descuento|desconto))|(nombre|name|nome) (de la|of the|da) (official |oficial )?(aerolinea|airline|companhia)|\b(de )?(que|qual|which|what) (aerolinea|airline|companhia|compania) (era|es|e|is it|was it|foi)\b|\b(airline|aerolinea|companhia( aerea)?|cia aerea)\b(\W+\w+){0,3}\W+(which|cual|qual|what) (one|carrier|company|empresa|is it|e ela)\b|\b(which|what|cual|qual) (airline|carrier) (is it|es|e)\b/,
  ],
  [
    'transport',
    /\b(metro|taxis?|uber|ride-?hailing|bus(es)?|onibus|autobus(es)?|transporte publico|public transport\w*|get around|moverme|moverse|locomover|how do i get (from|to)|como llego|como chego|como ir del|como ir do)\b/,
  ],
  [
    'lastDay',
    /\b(what|which|que|qual) (day|dia) (is|es|e|sera|will be) (the |el |o )?(last one|last|ultimo)\b|\b(ultimo dia|last day|dia final)\b.*\b(congreso|congress|congresso|evento|event)\b|\b(congreso|congress|congresso)\b.*\b(ultimo dia|last day|termina|ends?|acaba|encerra|finish(es)?|finaliza)\b|\b(when|cuando|quando|what day|que dia|qual dia|which day) (does|do|will|is) (it|the congress|the event) (end|finish|wrap up)\b(?!.*\b(registration|inscripcion|inscricao|code|codigo|discount|descuento|desconto|fee|rate|price)\b)|\b(cuando|quando|que dia|qual dia) (termina|acaba|finaliza|encerra|se acaba)\b|^((and|y|e) )?(it |el |ele |o congresso |el congreso )?(termina|acaba|encerra|finaliza|ends?) (que|q|qual|what|which) (dia|day|fecha|data|date)$|^((and|y|e|so|entao|entonces) )?(it |el |ele |o congresso |el congreso |the congress )?(termina|acaba|encerra|finaliza|ends?) (quando|cuando|when)$|\b(hasta cuando va|ate quando vai|until when does it (run|go|last)|when does it end|cuando termina|quando termina|(what|which) (day|date) does it (end|finish)|(que|q) (dia|fecha) (termina|acaba)|(que|qual) (dia|data) (termina|acaba|encerra))$|^((and|y|e|so|entonces|entao) )?((is|es|e|sera|will) )?(tomorrow|manana|amanha|today|hoy|hoje) (is |es |e |sera |will be )?(the |el |o )?(last day|ultimo dia|final day|dia final)\b|\b(last day|ultimo dia) (is |es |e |sera )?(tomorrow|manana|amanha|today|hoy|hoje)\b|\b(hasta cuando|ate quando|until when) (dura|durara|va a durar|vai durar|lasts?|does it last|will it last|does it run|does it go|is it on)\b(?!.*\b(code|codigo|discount|descuento|desconto|price|precio|preco|tarifa|taxa|rate|fee|promo\w*|oferta|offer)\b)|\b(cuant[oa]s dias|quant[oa]s dias|how many days)\b(\W+\w+){0,2}\W+(faltan?|quedan?|faltam|restam|left|remain)\b((\W+\w+){0,4}\W+(termin[ae]r?|acab[ae]r?|encerr[ae]r?|finaliz[ae]r?|ends?|over|finish(es)?)| (of|del|do|de) (the |el )?(congress|congreso|congresso))\b/,
  ],
  [
    'organizer',
    /\b(quien|who|quem) (organiza|organizes|organises|organizou|organizo|is organi[sz]ing|runs|promueve|esta detras|esta por tras|is (\w+ )?behind)(?! (el |o |the |a |os |los |our |my |mi |meu |nosso |nuestro )?(grupo|group|delegac\w*|delegation))|\b(which|what|que|qual) (organi[sz]ation|organizacion|organizacao|entidad|entidade)\b|\b(organizador(es|a)?|organizers?|organisers?|organizing committee|organising committee|comite organizador|comissao organizadora|comite ejecutivo|executive committee|comite executivo)\b/,
  ],
  [
    'previousCongress',
    /\b(congreso|congress|congresso|edicion|edition|edicao|panlar)\b.*\b(del ano pasado|de l?ano pasado|last year'?s?|do ano passado|anterior|previous|2025)\b|\b(last year'?s?|previous|anterior) (congress|edition|congreso|congresso|edicion|edicao)\b|\bpanlar 2025\b/,
  ],
  [
    'paymentCurrency',
    /\b(currency|moneda|moeda)\b.*\b(pag\w*|pay\w*|cobr\w*)\b.*\b(inscri\w*|regist\w*|fees?|tarifa|taxa)\b|\b(pag\w*|pay\w*|paid|cobr\w*|charge\w*)\b.*\b(currency|moneda|moeda|reais|real brasileiro|(em|en|in) reale?s?|pesos|euros?|soles|bolivares|(canadian|australian|jamaican|trinidad\w*|tt|barbad\w*|bahamian|belize\w*|east caribbean|caribbean|canadienses|canadenses|canadianos|jamaiquinos) dol\w*|cad|mxn|brl|cop|clp|jmd|ttd|bbd|moneda local|local currency|moeda local|mi moneda|my currency|minha moeda)\b|^((e|y|and|ok) )?(pode|puede|puedo|posso|se puede|se pode|can i|can it|can we|is it ok|da pra|aceita\w*|acepta\w*|accept\w*)( ser| pagar| pay| be| paid| it)? (em|en|in|com|con|with) (reais|real|pesos( \w+)?|soles|euros?|bolivares|moneda local|moeda local|local currency|brl|mxn|cop|clp)\b/,
  ],
  [
    'registerWhere',
    /\b(donde|where|onde|en que (pagina|sitio|web)|link|enlace|url|portal|(qual|cual|whats|what is|which) (e |es |is )?(o |el |the )?(site|sitio|pagina|web|website))\b.*\b(me inscribo|inscribirme|inscribo|register|sign up|inscrever|me inscrevo|registrarme|registro|inscripcion|registration|inscricao|(pra|para) (fazer|hacer) (a |la |mi |minha )?(inscri\w*|registro)|(pra|para) (fazer|hacer)$|(pra|para) pagar)\b|\b(como|how) (me |do i |do you |se |eu )?(inscrib\w*|register|sign up|inscrev\w*|do (my )?registration|fazia a inscricao|faco a inscricao|hago la inscripcion)\b|\b(registration|inscripcion|inscricao|registro) (\w+ ){0,3}(portal|link|site)\b|\bportal (\w+ ){0,2}(still|todavia|ainda|aun) (up|open|abierto|aberto|online)\b/,
  ],
  [
    'submitWhere',
    /\b(donde|where|onde|how do i|how can i|how to|como (se )?(envia|envio|mando|manda|subo|sube|submeto)|link|enlace|url|plataforma|platform|sistema|system)\b.*\b(submit|send|upload|envio|enviar|envi[oa]|mandar|mando|submeter|subir)\b|\b(submit|envi[oa]r?|mandar|submeter|subir)\b.*\b(donde|where|onde)\b/,
  ],
  [
    'congressDay',
    /\b(what day|que dia|qual dia|which day)\b.*\b(congress|congreso|congresso)\b.*\b(today|hoy|hoje)\b|\b(is |es |e )?(today|hoy|hoje) (is |es |e )?(the |el |o )?(first|second|third|fourth|primer|primero|primeiro|segundo|tercer|tercero|terceiro|cuarto|quarto) (day|dia)\b|\b(today|hoy|hoje)\b.*\b(what|que|qual) (day|dia) (of|del|do) (the )?(congress|congreso|congresso)\b|\bwhat day (are we on|is it today|of the congress is it)\b|\bwhich day (of it |of the congress )?is (this|today|it)\b|\b(en )?que dia (del congreso )?(estamos|vamos)\b|\b(em )?que dia (do congresso )?(estamos)\b|\b(hoje|hoy|today) (e|es|is) (o |el |the )?(dia|day) (quantos|cuantos|what|which|number)\b|\b(dia|day) (quantos|cuantos|number what|what number) (do|del|of the) (congresso|congreso|congress)\b|\b(que|qual|cual|what|which) (dia|day) (do|del|of the) (congresso|congreso|congress) (e|es|is) (hoje|hoy|today)\b|\b(quantos|cuantos|how many) dias? (de|of) (congresso|congreso|congress) (ja )?(foram|van|pasaron|have (passed|gone by)|so far)\b/,
  ],
  // "Tem o PDF do programa pra baixar?", "can I download the program?": the program's document.
  ['programDocument', new RegExp(String.raw`\b(${documentWords})\b.*\b(${programWords})\b|\b(${programWords})\b.*\b(${documentWords})\b`)],
  // "Is there anything on Friday May 1?", "¿qué hay el jueves?", "tem algo no domingo?": what a named day holds.
  [
    'dayProgram',
    new RegExp(
      String.raw`\b(${dayProgramWords})\b.*\b(${programDayWords})\b|\b(${programDayWords})\b.*\b(${dayProgramWords})\b|` +
        // "O congresso ainda tá rolando amanhã?", "is the congress still on tomorrow?": whether that day is one of it.
        String.raw`\b(congress|congreso|congresso|conference|evento|event)\b(\W+\w+){0,3}\W+(still|sigue|continua|segue|rolando|happening|going on|running)\b.*\b(${programDayWords}|tomorrow|manana|amanha)\b`,
    ),
  ],
  [
    'founded',
    /\b(fundad[oa]|founded|fundacao|fundacion|se fundo|foi fundada|since when|desde cuando|desde quando|desde que ano|since what year|how old is|been around|existe desde|ha quanto tempo existe|hace cuanto existe|cuantos anos tiene (la )?panlar|quantos anos tem a panlar|hace cuantos anos|ha quantos anos|(que es|what is|whats|o que e|que significa) (la |a |the )?panlar|panlar (stands? for|means|significa|quer dizer)|panlar (e|es) (o que|que cosa|que)|what does (panlar|it) (stand for|mean)|(sigla|siglas|acronym|acronimo) (de |da |of )?(la |a )?panlar)\b/,
  ],
  ['social', /\b(instagram|facebook|linkedin|twitter|youtube|redes sociales|social (media|networks?)|redes sociais)\b/],
  [
    'website',
    /\b(website|web site|web page|sitio web|pagina web|site oficial|official site|site da panlar|pagina de panlar|pagina da panlar|url|(la|a) web( de| da)? (panlar|la liga|liga)|tem (um )?site|tiene (un )?(sitio|pagina|web)|(has|have|got) (a )?(web)?site|(o|qual o|the|el|cual es el|su|seu) (site|sitio|pagina|web) (deles|dela|de ellos|their|its|suyo)|(site|sitio|pagina|web|website) (da|de la|of the|del|de) (liga|league|panlar))\b/,
  ],
  // ("The portal keeps crashing on my phone": the visitor's own phone, not a number to call.)
  [
    'phone',
    /\b(?<!\b(my|mi|meu|on|from|del|do|no|en el|desde el|pelo) )(telefono|phone|telefone|whatsapp|celular|numero de contacto|contact number)\b/,
  ],
  [
    'abstractStatus',
    /\b(final submission|in process|en proceso|em processo|(still |todavia |aun |ainda )?(in|en|em) (draft|borrador|rascunho)|(status|estado|dice|says|diz|shows?|aparece|marked|marcado) \W*canceled|canceled (status|abstract|submission)|as a draft|como borrador|como rascunho|status del?|estado del (trabajo|resumen)|status do (trabalho|resumo)|que significa (el |o )?(estado|status))\b/,
  ],
  [
    'cityPayment',
    /\b(restaurantes?|restaurants?|tiendas?|shops?|stores?|lojas?|comercios?|taxis?|supermercad\w*|mercados?(?! ?pago)|place to eat|lugar (para|pra) comer|donde comer|onde comer)\b|\b(cash|efectivo|dinheiro)\b.*\b(panama|city|ciudad|cidade)\b|\bneed cash\b/,
  ],
  ['abbreviations', /\b(abreviaturas?|abreviac\w*|abbreviations?|siglas|acronyms?|acronimos)\b/],
  [
    'accessibility',
    /\b(silla de ruedas|wheelchair|cadeira de rodas|accesib\w*|accessib\w*|acessib\w*|movilidad reducida|reduced mobility|mobilidade reduzida)\b/,
  ],
  [
    'currency',
    /\b(moneda|currency|moeda|dinero|dolar|dollar|dolares|dollars|balboa|balboas|change money|exchange money|local cash|cambiar (dinero|plata)|trocar dinheiro)\b/,
  ],
  [
    'plugs',
    /\b(enchufes?|plugs?|tomadas?|outlets?|sockets?|adaptador|adapter|voltaje|voltage|voltagem|electricidad|electricity|eletricidade|chargers?|cargador(es)?|carregador(es)?|(3|three)[ -]pin)\b/,
  ],
  [
    'happeningNow',
    new RegExp(
      String.raw`\b((congress|congreso|congresso|panlar|conference|it) (is |esta )?(on|happening) (today|now|hoy|hoje)|is (the )?(congress|conference|panlar) on|(ja|ya) (comecou|empezo|comenzo|arranco|inicio)|has (it|the congress|panlar) (started|begun)|still (happening|going ahead|taking place)|(congress|congreso|congresso|panlar|conference|event|evento) (\w+ )?(confirmed|confirmad[oa]|de pe|en pie)|(sigue|continua) en pie|(panlar|congress|congreso|congresso|event|evento|conference) (is )?still on|(todavia|aun|ainda) (se hace|se realiza|va|vai acontecer|acontece|esta de pe)|happening now|happening rn|right now|esta pasando|en curso|(congress|congreso|congresso|conference|it|panlar) (\w+ )?(running|underway|under way) (yet|already|now)?|(is|esta|ta) (\w+ )?(running|rolando|andando) yet|(ta|esta) rolando (o |a )?(congresso|evento|panlar)|acontecendo agora|ya empezo|ongoing|took place|already happened|happened|ya (fue|paso|se realizo|termino|acabo|se termino|se acabo|se hizo)|se realizo|ja (aconteceu|foi realizado|terminou|acabou|passou)|(congresso|evento|panlar) ja foi|(ja|ya) rolou|rolou (o|a) (congresso|evento|panlar)|aconteceu|is (it )?over|already over|(is|was) (the )?(congress|conference|panlar|event|meeting|it) (already |all )?(over|finished|done)|(congress|conference|panlar|event|meeting) (has )?(already )?(ended|finished|wrapped up)|has (it|the congress|panlar) (ended|finished)|did (it|the congress|panlar|the conference) (already )?(end|finish|happen|take place))\b|${stillToGo.source}|${tooLateToGo.source}`,
    ),
  ],
  [
    'congressLength',
    /\b(how many days|cuant[oa]s dias|quant[oa]s dias|qt[oa]s dias|how long)\b(?! (until|till|to go|before|left|faltan|quedan|faltam|para|pra|from now|from today|away|desde hoy|daqui))(?!(\W+\w+){0,3}\W+(early|bird|fee|rate|price|tarifa|taxa|precio|preco|discount|descuento|desconto|code|codigo|offer|oferta|promo\w*|period|periodo|registration|inscripcion|inscricao)\b)(\W+\w+){0,5}\W+(congress|congreso|congresso|conference|conferencia|panlar|evento|event|dura|duraba|duro|durou|dure|durar|lasts?|lasted|last|was it|is it)\b|\b(congress|congreso|congresso|conference|panlar|evento|event)\b(\W+\w+){0,2}\W+(dura|duraba|duro|durou|lasts|lasted)\b|\b(duracion|duracao|length) (del|do|of the|de la|da) (congreso|congresso|congress|evento|event)\b|\b(quanto tempo|cuanto tiempo) (\w+ ){0,2}(dura|durar|duraba|durou)\b|\b(dura|durara|durou|duro) (quant[oa]s|cuant[oa]s) dias\b|\b(how many days|cuant[oa]s dias|quant[oa]s dias) (does it|will it|did it|it) (run|go on|go for|last)\b/,
  ],
  [
    'countdown',
    /\b(cuantos|quantos|how many) (dias|days) (de|del|do|of) (the )?(congreso|congresso|congress|evento|event) (quedan|faltan|faltam|restam|are left|left|remain\w*)\b|\b(how many hours (do i have |are there |is it |left )?(until|till|before|to)|(cuantas horas|quantas horas) (faltan|faltam|quedan|hay|tengo|tenho)|cuanto falta|cuantos dias (faltan|falta|quedan)|quantos dias (falta|faltam|restam)|(faltan|quedan) cuantos dias|how long (until|till|to go|before)|how many days (are )?(until|till|left|to go|before|from now|from today|away)|(how many|how far) days away|(cuantos dias|quantos dias) (desde hoy|a partir de hoy|de aqui|daqui|a partir de hoje)|days (left|to go) (until|till|before|to)|quanto falta|(cuanto|quanto) tiempo falta|quanto tempo falta|how much time (is )?left (until|till|before)|quantos dias faltam|faltam quantos dias|falta (quanto|cuanto)( tempo| tiempo)?|quantos dias (pra|para) (a |o )?(abertura|congresso|inicio)|(comeca|empieza|comienza|inicia|arranca|starts?|begins?|abre|opens?) (em|en|in) (quant[oa]s|cuant[oa]s|how many) dias|(em|en|in) (quant[oa]s|cuant[oa]s|how many) (dias|days) (comeca|empieza|comienza|inicia|arranca|starts?|begins?)|countdown|cuenta regresiva|contagem regressiva)\b/,
  ],
  [
    'certificates',
    /\b(certificad\w*|certificates?|certifcates?|constancias?|diplomas?)\b(?! (medic[oa]s?|de salud|de saude|de (mi |mis |meu |minha )?(medico|doctor|enfermedad|doenca)))(?<!\b(medical|doctor'?s?|sick) (certificates?|note))|\b(responder|completar|llenar|preencher|fill( out| in)?|answer|complete|contestar|hacer|fazer|do) (a |o |la |el |the |uma |una |un |um |alguma |algun[ao]? |any )?(survey|encuesta|pesquisa|questionario|cuestionario)\b/,
  ],
  ['howMany', /\b(how many|cuant[oa]s|quant[oa]s)\b/],
  // "¿Pagan lo mismo que…?", "same as", "o mesmo que".
  [
    'sameAs',
    /\b(is|es|e|sera) (it|that|the (\w+ )?(price|fee|rate)|el precio|la tarifa|o preco|a taxa) (the same|igual|lo mismo|o mesmo) (for|para|pra|pros?|pras?|pal?)\b|^((and|y|e|ok) )?(es|e|sera|is it) (the same|igual|lo mismo|o mesmo) (for|para|pra|pros?|pras?|pal?)\b|\b(lo mismo que|igual que|same (as|fee|price)|o mesmo (que|valor)|a mesma (taxa|coisa)|mismo precio|mesmo preco)\b|\b(pay|paid|pagamos|pagan|pagam|pagaron|pagaram|pago|pagou|pagaste|(ela|ele|el|ella|she|he) (paga|pays|pagaria|would pay)) (the )?(same|lo mismo|o mesmo|igual)\b(?! (day|dia|fecha|date|data|time)\b)|\b(paga|pays) (the same as|lo mismo que|igual que|igual a|o mesmo que) (me|mi|mim|yo|eu)\b/,
  ],
  [
    'openingTime',
    /\b(miss|missed|perdi|perdido|perdio|perdeu|perdemos|se me paso)\b(\W+\w+){0,3}\W+(apertura|abertura|opening|inauguracao|inauguracion)\b|\b(opening session|opening ceremony|sesion inaugural|ceremonia (de )?(apertura|inauguracion)|sessao de abertura|cerimonia de abertura|inauguracion)\b|\b(a que hora|what time|que horas|at what time|hora de (inicio|apertura|abertura))\b.*\b(start|starts|begin|begins|empieza|comienza|inicia|abre|comeca|inaugur\w*|opening|apertura|abertura|congress|congreso|congresso)\b|\b(start|starts|begin|begins|empieza|comienza|inicia|comeca|opening|inaugur\w*|apertura|abertura)\b.*\b(a que hora|what time|que horas|time)\b|\bhorarios? (d[aeo]|del|de la) (abertura|apertura|inauguracao|inauguracion|sessao de abertura|sesion inaugural)\b|\b(day and time|dia y hora|dia e hora|date and time|fecha y hora|data e hora)\b.*\b(open|opened|opens|start|started|starts|begin|began|abertura|apertura|inaugur\w*|abri[oóu]|empez\w*|comenz\w*|comecou)\b/,
  ],
  [
    'congressWhen',
    /\b(what|which) (are |were )?(the )?(exact )?dates\b|\b(congress|congreso|congresso|conference|conferencia|panlar|evento|event)\b\W+(?:\w+\W+){0,3}(was|were|is|era|fue|foi|es|e|sera)\s+(in|en|em|no|na|on|el)\s+(?!ingles|english|espanol|spanish|portugues|portuguese|person|persona|pessoa|virtual|linea|line|mas\b|mais\b|most\b|menos\b)\w+|\b((data|fecha|date)s? (e|y|and) (local|lugar|place|sede|venue))\b|\b(que fechas|q fechas|what dates|which dates|quais (sao )?as datas|cuales son las fechas|cuando es|cuando sera|cuando fue|(?<!until )when (?:exactly )?(?:is|will|was|did)(?! it)|cuando y donde|donde y cuando|quando e onde|onde e quando|when and where|where and when|when (?:n|and|&) where|where (?:n|and|&) when|quando e|quando sera|quando foi|fechas del congreso|dates of the congress|datas do congresso)\b/,
  ],
  [
    'category',
    /\b(categoria|category|que categoria|which category|qual categoria|counts? as|cuenta como|conta como|entra como|entro como|entraba como|entrava como|entraria como|contaba como|contava como|cuento como|conto como|(register|sign up|count) as (a |an )?(related|rheumatolog\w*|nurs\w*|resident|student)|se considera|considered|(como|as) (\w+ ){1,3}(o como|ou como|or as))\b/,
  ],
  [
    'fee',
    /\b(cuanto|cuesta|cuestan|precio|costo|tarifa|tarifas|valor|pago|pagar|pagando|pagaria|pay|paying|paid|how much|price|fee|fees|costs?|rate|rates|quanto|custa|preco|taxa|paga|sale|fica|total)\b/,
  ],
];

/** What an end is asked of: the congress's dates, or a fee period's last day. */
function endsAsked(folded: string, asks: Set<Ask>) {
  // "When does the congress start and end?": its dates, not only its last day.
  if (
    asks.has('lastDay') &&
    /\b(starts?|begins?|empieza|comienza|inicia|comeca) (and|y|e) (ends?|finish\w*|termina|acaba)\b/.test(folded)
  ) {
    asks.delete('lastDay');
    asks.add('congressWhen');
  }
  // "What's the deadline for the current price?": the fee period's end, not the abstracts'.
  if (feeDeadline.test(folded) && !asks.has('abstract')) {
    asks.add('periodUntil');
    asks.delete('abstractDeadline');
  }
}

/** "The deadline for the current price", "el plazo de la tarifa regular": a fee period's end. */
const feeDeadline =
  /\b(deadline|fecha limite|plazo|prazo|data limite|cutoff|cut-off) (for|of|on|del|de|da|do|para|pra) (the |la |el |o |a |esse |este |ese |esa |essa |this |that )?(current |actual |atual |early |regular |late |early bird )?(price|prices|fee|fees|rate|rates|precio|precios|tarifa|tarifas|preco|precos|valor|taxa|early bird|preventa)\b|\b(early ?bird|earlybird|early|regular|late|preventa) (rate |price |fee )?(deadline|cutoff|cut-off)\b/;

/** A message that leans on the last one: short, opening with "and", or pointing back at it. */
function followsUp(folded: string): boolean {
  const words = folded.split(' ').length;
  return (
    followUpOpening.test(folded) ||
    words <= 6 ||
    (/\b(that|this|eso|esto|isso|isto|esse|essa|ese|esa)\b/.test(folded) && words <= 9) ||
    // ("Ok then which 4 star ones do u have and prices": the ones of the last answer.)
    (/\b(ones|those|these|esos|esas|esses|essas|aquellos|aquellas|aqueles|aquelas)\b/.test(folded) && words <= 12)
  );
}

const followUpOpening =
  /^(y|and|e|what about|what if|how about|y si|e se|e para|y para|and for|and if|pero|but|mas|porem|o de|el de|la de|the one)\b/;

const hotelPatterns: Record<string, RegExp> = {
  hilton: /\bhilton\b(?! garden)/,
  'waldorf-astoria': /\b(waldorf|astoria)\b/,
  intercontinental: /\b(intercontinental|miramar)\b/,
  w: /\b(hotel w|w panama|el w|del w|al w|do w|no w|na w|the w|at w|o w|(vs|versus|or|and|y|ou) w|^w (or|vs|versus|o|ou|y|and))\b/,
  radisson: /\b(radisson|decapolis)\b/,
  'hilton-garden-inn': /\b(garden inn|hilton garden)\b/,
  'las-americas': /\b(las americas|golden tower)\b/,
  'le-meridien': /\bmeridien\b/,
};

const places: [VenueDestination, RegExp][] = [
  ['airport', /\b(aeropuerto|airport|aeroporto|tocumen)\b/],
  ['oldQuarter', /\b(casco( antiguo| viejo)?|old (town|quarter|city)|centro historico|historic (center|district))\b/],
  ['financialCentre', /\b(financial|financiero|financeiro|banking|bancario|bancaria|bank district)\b/],
  ['waterfront', /\b(cinta costera|waterfront|malecon|orla)\b/],
];

/** "Staying at…", "estoy en un hotel en…", "tô hospedado perto de…": where the visitor sleeps. */
const stayingWords =
  /\b(staying|stay|estoy|me quedo|quedo|hospedad\w*|alojad\w*|to hospedado|hotel (en|in|near|cerca|perto|no|na|del|do))\b/;

function placeIn(folded: string): VenueDestination | undefined {
  return places.find(([, pattern]) => pattern.test(folded))?.[0];
}

function priceCeiling(folded: string): number | undefined {
  const match =
    /\b(?:under|below|less than|cheaper than|menos de|por debajo de|abaixo de|por menos de|max(?:imo)?|up to|hasta|ate)\s*(?:usd|us)?\s*\$?\s*(\d{2,4})\b/.exec(
      folded,
    );
  return match ? Number(match[1]) : undefined;
}

/** People a count can be of: the category words, or a plain noun for people. */
const peopleNoun =
  /^(personas|pessoas|people|ppl|persons|staff|staffers|reps|representatives|representantes|funcionarios|colegas|colleagues|participantes|participants|inscritos|medicos|doctors|of us|de nosotros|de nos|amigos|friends|companeros|colegas|inscripciones|inscricoes|registrations|registros|entradas|passes|pagantes|paying|pagadas|pagas|paid)\b/;

/** A group's size: "grupo de 23", "23 personas", "vamos 11 enfermeras", "we're 12 residents". */
function groupCount(folded: string): number | undefined {
  const named =
    /\b(?:grupo|group) (?:de |of )?(\d{1,4})\b/.exec(folded) ??
    /\b(?:somos|we are|we re|were|we're|we d be|we would be|we ll be|we will be|eramos|fuimos|seriamos|seremos|fueramos|fuesemos|fossemos|fomos|formos|sido|been|sidos|vamos|vamos a ir|iremos|vao|van|vienen|venimos|viajamos|viajaremos) (?:so |solo |only |just |apenas )?(?:em )?(\d{1,4})\b(?! (?:dias|noites|horas|meses)\b)/.exec(
      folded,
    ) ??
    /\b(\d{1,4}) (?:of us|de nosotros|de nos)\b/.exec(folded) ??
    // "What if only 8 came?", "¿y si solo van 8?", "e se só 8 forem?"
    /\b(?:if|si|se|only|just|solo|apenas|so) (?:only |just |solo |so |apenas )?(?:(?:van|vamos|fueran|fuesen|vinieran|forem|fossem|vierem|viessem|vao) )?(\d{1,3}) (?:came|come|go|went|could come|can come|van|vamos|fueran|fuesen|vinieran|forem|fossem|vierem|viessem|vao|make it)\b/.exec(
      folded,
    ) ??
    /\b(?:si|se) (?:solo |so |apenas )?(?:van|vamos|fueran|fuesen|vinieran|forem|fossem|vierem|viessem|vao|formos|fossemos|fueramos|fuesemos) (?:solo |so |apenas )?(\d{1,3})\b(?! (?:de |of |dias|days|noches|noites|nights))/.exec(
      folded,
    ) ??
    // "¿Y si al final son 9?", "what if there are only 9?", "e se no fim forem 9?"
    /\b(?:si|se|if) (?:(?:al final|finalmente|at the end|in the end|no final|no fim|eventually) )?(?:son|sean|sao|there are|there were|there re|theres) (?:solo |so |apenas |only |just )?(\d{1,3})\b(?! (?:de |of |dias|days|noches|noites|nights|am|pm|h)\b)/.exec(
      folded,
    );
  if (named) return Number(named[1]);
  for (const match of folded.matchAll(/\b(\d{1,4}) (?!de |of )/g)) {
    // ("…pagou em 18 de março de 2026? e estudante…": a year, not 2026 people.)
    if (/^(19|20)\d\d$/.test(match[1])) continue;
    const after = folded.slice(match.index + match[0].length);
    if (peopleNoun.test(after) || categoryPatterns.some(([, pattern]) => pattern.test(after.split(' ').slice(0, 2).join(' ')))) {
      return Number(match[1]);
    }
  }
  return undefined;
}

/** "before 25 March" / "antes del 25 de marzo": the day before; "after 17 March": the day after. */
const namedDayWord = `(\\d{1,2}|${monthNames})`;
const beforeDay = new RegExp(`\\b(before|antes d[eo]l?|antes da|prior to) (the |el |o )?(dia )?${namedDayWord}`);
const afterDay = new RegExp(`\\b(after|despues d[eo]l?|depois d[eo]|depois da) (the |el |o )?(dia )?${namedDayWord}`);

function relationTo(folded: string): Query['dateRelation'] {
  if (beforeDay.test(folded)) return 'before';
  if (afterDay.test(folded)) return 'after';
  return undefined;
}

function shifted(date: string | undefined, relation: Query['dateRelation']): string | undefined {
  if (!date || !relation) return date;
  return DateTime.fromISO(date, {zone: CONGRESS_ZONE})
    .plus({days: relation === 'before' ? -1 : 1})
    .toISODate()!;
}

/** Words that follow "pay by" without naming a method ("pay by the 15th", "pagar con tiempo"). */
const notAMethod = new RegExp(
  `^(\\d+|${monthNames}|the|end|fin|final|hoy|today|tomorrow|manana|then|date|deadline|plazo|prazo|dia|day|tiempo|time|antecedencia|late|early|regular|registration|inscripcion|inscricao|persona|pessoa|person|noche|noite|night|adelantado|anticipado|antecipado|mes|month|site|sitio|web|pagina|portal|internet|online|linea|app|aplicativo|lo|la|los|las|el|o|a|os|as)$`,
);

/** Payment methods named by brand, which the fee page does not list. */
const paymentBrands =
  /\b(pix|(?<!\b(?:del|el|los|mi|tu|su|un|de) )boleto|paypal|pay pal|zelle|venmo|bitcoin|crypto\w*|cripto\w*|cheques?|checks?|mercado ?pago|western union|apple pay|google pay|yape|nequi|daviplata|picpay)\b/;

/** How a brand of payment is written, whatever the language ("pix" is Pix); a brand not here goes unnamed. */
const brandNames: Record<string, string> = {
  pix: 'Pix',
  boleto: 'boleto',
  paypal: 'PayPal',
  'pay pal': 'PayPal',
  zelle: 'Zelle',
  venmo: 'Venmo',
  'mercado pago': 'Mercado Pago',
  mercadopago: 'Mercado Pago',
  'western union': 'Western Union',
  'apple pay': 'Apple Pay',
  'google pay': 'Google Pay',
  yape: 'Yape',
  nequi: 'Nequi',
  daviplata: 'Daviplata',
  picpay: 'PicPay',
};

const everyBrand = new RegExp(paymentBrands.source, 'g');

/** "¿Aceitam Pix ou boleto?": the payment brands a question names, written as they are ("Pix", "boleto"). */
export function paymentBrandsNamed(folded: string): string[] {
  const names = [...folded.matchAll(everyBrand)].map((found) => brandNames[found[1]]).filter((name) => name !== undefined);
  return [...new Set(names)];
}

/** What the visitor wants to pay with, when the question names it ("pagar con PayPal", "aceitam pix?", "do you take amex"). */
function paymentMethodIn(folded: string): Query['paymentMethod'] {
  // ("Aceitam dinheiro no balcão?": cash.)
  if (/\b(efectivo|cash|dinheiro vivo|em especie)\b|\b(aceit\w*|acept\w*|pag\w*) (\w+ )?dinheiro\b/.test(folded))
    return {kind: 'other', name: 'cash'};
  const byName = paymentBrands.exec(folded);
  if (byName) return {kind: 'other', name: byName[1]};
  const named =
    /\b(?:pagar|pago|paga|pagan|pagas|pagamos|pay|paying|pagamento|abonar)(?: [a-z]+){0,2}? (?:con|with|by|com|via|using|usando|por|pelo|pela)(?: (?:el|la|un|una|a|an|o|um|uma|my|mi|meu|minha))? ([a-z0-9]+(?: [a-z0-9]+)?)\b/.exec(
      folded,
    ) ??
    /\b(?:acept(?!acion)\w*|accept(?!ance)\w*|aceit(?!acao)\w*|(?:do|does|did|will) (?:you|they) take|reciben|recibian|recebem|recebiam) ([a-z0-9]+(?: [a-z0-9]+)?)\b/.exec(
      folded,
    );
  if (!named) return undefined;
  const words = named[1].split(' ');
  if (notAMethod.test(words[0])) return undefined;
  const has = (pattern: RegExp) => words.some((word) => pattern.test(word));
  if (has(/^(visa|mastercard|master|amex|american|diners)$/)) return {kind: 'brand', name: named[1]};
  if (has(/^(tarjetas?|cards?|cartao|cartoes|credit|credito|debito|debit)$/)) return {kind: 'card', name: named[1]};
  if (has(/^(transferencia|transfer|wire|deposito|bank|bancaria|bancario)$/)) return {kind: 'transfer', name: named[1]};
  // "pagar en dólares", "pay in USD": the currency, not a method.
  if (has(/^(dolares|dollars|dolar|dollar|usd|reais|pesos)$/)) return undefined;
  return {kind: 'other', name: named[1]};
}

/**
 * "¿Hay código de descuento para la inscripción?", "discount for residents?", "dame un código del
 * 100%": a discount on registration, which has no code (the airline's code is for flights).
 */
function registrationDiscountIn(folded: string, asks: Set<Ask>, categoryNamed: boolean): boolean {
  // "Isn't there a student discount?": the category's own fee answers; only a code or coupon asks for one.
  const code = /\b(codigos?|codes?|cupon\w*|cupom|cupons|coupons?|vouchers?|promo\w*|\d{1,3} ?%|gratis|free|de graca)\b/.test(folded);
  if (categoryNamed && !code && !/\b(inscri\w*|regist\w*|fees?|tarifas?|taxas?)\b/.test(folded)) return false;
  // ("¿Ese mismo código lo puedo usar para la inscripción?", "can I use C9562 for my registration?": no such code.)
  if (
    /\b(codigos?|codes?|c9562)\b/.test(folded) &&
    /\b(inscri\w*|regist\w*|matricula)\b/.test(folded) &&
    /\b(us[aeo]\w*|sirve|serve|vale|aplica\w*|applies|apply|works?|funciona)\b/.test(folded) &&
    !/\b(acceso|acesso|access|lider|leader|industria|industry)\b/.test(folded)
  )
    return true;
  // ("Is there any way to get it cheaper?", "¿hay forma de pagar menos?": the ways to lower the fee.)
  const cheaper =
    /\b((any )?ways? to (get it|make it|pay) (cheaper|less)|pay less|formas? de pagar menos|manera de pagar menos|jeito de pagar menos|como (pago|pagar|pagamos) menos)\b/;
  if (
    !/\b(descuentos?|discounts?|descontos?|cupon\w*|cupom|cupons|coupons?|vouchers?|promo ?codes?|codigos? promocional\w*)\b/.test(
      folded,
    ) &&
    !cheaper.test(folded)
  )
    return false;
  // ("¿Hay algún código de descuento o algo por ir en grupo?": the code as well as the group rule.)
  const codeNamed = /\b(codigos?|codes?|cupon\w*|cupom|cupons|coupons?)\b/.test(folded);
  if (['earlyDiscount', 'authorDiscount', 'accessCode', 'airlineTaxes'].some((ask) => asks.has(ask as Ask))) return false;
  if (asks.has('group') && !codeNamed) return false;
  if (
    !codeNamed &&
    /\b(group|grupo|grupal|delegation|delegacion|delegacao)\b/.test(folded.replace(/\b(group leader|lider (de|del|do) grupo)\b/g, ' '))
  )
    return false;
  // ("A code for registration? I saw C9562 on the site": the registration's, which says C9562 is the airline's.)
  const forRegistration =
    /\b(inscri\w*|regist\w*)\b/.test(folded) && !/\b(vuelos?|voos?|flights?|pasajes?|passage(m|ns)|airfares?)\b/.test(folded);
  if (
    /\b(aerolinea|airline|companhia aerea|cia aerea|vuelos?|voos?|flights?|pasajes?|passage(m|ns)|airfares?|c9562)\b/.test(folded) &&
    !forRegistration
  )
    return false;
  const percent = /\b(\d{1,3}) ?%/.exec(folded);
  return (
    categoryNamed ||
    /\b(inscri\w*|regist\w*|fees?|tarifas?|taxas?|matricula)\b/.test(folded) ||
    (percent !== null && Number(percent[1]) !== airlineDiscountPercent) ||
    /\b(gratis|free|de graca)\b/.test(folded) ||
    cheaper.test(folded) ||
    (codeNamed && /\b(group|grupo|grupal)\b/.test(folded))
  );
}

const airlineDiscountPercent = airlineDiscount.maxPercent;
const airlineCode = fold(airlineDiscount.code);
/** The airline's own percentage off ("does the 15% apply?"). */
const airlinePercent = new RegExp(`\\b${airlineDiscount.maxPercent} ?%`);

/** "el 17", "dia 9", "the 20th": a day of the month named alone. */
function dayOnlyIn(folded: string): number | undefined {
  const match =
    /\b(?:el|the|dia|day|o|on the|no dia)\s+(\d{1,2})(?:st|nd|rd|th|ro|o|º)?\b(?!\s*(%|usd|dolares|dollars|reais|personas|pessoas|people|noches|nights|noites|dias|days|caracteres|characters|horas|hours|min))/.exec(
      folded,
    );
  const day = match ? Number(match[1]) : undefined;
  // "The 2 residents who came with me": people counted, not a day.
  const next = match ? /^\s*(\w+)/.exec(folded.slice(match.index + match[0].length))?.[1] : undefined;
  if (next && (categoryPatterns.some(([, pattern]) => pattern.test(next)) || /^(colleagues?|colegas?|friends?|amig[oa]s?|of)$/.test(next)))
    return undefined;
  return day && day >= 1 && day <= 31 ? day : undefined;
}

/** "3 noches", "two nights", "quatro diárias", "diez noches": the nights of a stay. */
function nightsIn(folded: string): number | undefined {
  const said = [...folded.matchAll(/\b(\d{1,2}|[a-z]+) (noches|nights|noites|diarias|noche|night|noite|diaria)\b/g)];
  const nights = said.map((match) => Number(match[1]) || wordNumber(match[1])).find(Boolean);
  // One night is the nightly rate itself ("a diária era por pessoa?").
  return nights && nights > 1 ? nights : undefined;
}

/** "pagué 580", "I paid USD 580", "580 dólares": an amount the visitor paid. */
function paidIn(folded: string): number | undefined {
  const match =
    /\b(?:pague|paid|paguei|pagamos|pagaste|pago|pagado|pagou|pagar (?:agora|hoje|hoy|ahora|ya)|pay (?:now|today)|cobraron|cobraram|cobrou|charged|billed|pagaria|pagaré|pagare|pagarei|would pay|will pay|pay|payed|abone|budget of|presupuesto de|orcamento de|tenia|tengo|tenho|tinha|i have|i had|only have|refund on|refund of|back on|of my|on my|de mis|de los|dos meus|sobre (?:los |mis |os |meus )?)\s+(?:(?:los|las|mis|the|my|os|meus|as)\s+)?(?:(?:usd|us|u\$s)\s*)?\$?\s*(\d{2,4})\b/.exec(
      folded,
    ) ??
    /(?:\busd|\bus\$|\$)\s?(\d{2,4})\b/.exec(folded) ??
    /\b(\d{2,4})\s?(?:usd|dolares|dollars|bucks|reais)\b/.exec(folded) ??
    // "My hospital paid my registration in late January (580)": an amount of three digits a few words on.
    /\b(?:paid|pague|paguei|pagou|pagamos|pagaste)\b(?:\W+[a-z]+){0,6}?\W+(\d{3})\b(?! ?(?:de|of|th|st|nd|rd)\b)/.exec(folded);
  return match ? Number(match[1]) : undefined;
}

/** "the week before the congress", "el día antes del congreso": a day counted back from its first day. */
function congressRelativeDay(folded: string): string | undefined {
  const match =
    /\b(?:(\d{1,2}) )?(weeks?|semanas?|days?|dias?) (before|antes d[eo]l?|antes da|previa al?|anterior al?|prior to) (the |el |o )?(congress|congreso|congresso|evento|event)\b/.exec(
      folded,
    );
  // ("Can I still register online the week of the congress?": its first day.)
  if (!match && /\b(the week of|la semana del|a semana do|durante el|durante o|during) (the )?(congress|congreso|congresso)\b/.test(folded))
    return congress.startDate;
  if (!match) return weekdayBeforeCongress(folded);
  const count = match[1] ? Number(match[1]) : 1;
  return DateTime.fromISO(congress.startDate, {zone: CONGRESS_ZONE})
    .minus({days: /^(week|semana)/.test(match[2]) ? 7 * count : count})
    .toISODate()!;
}

const weekdays: Record<string, number> = {
  monday: 1,
  lunes: 1,
  segunda: 1,
  tuesday: 2,
  martes: 2,
  terca: 2,
  wednesday: 3,
  miercoles: 3,
  quarta: 3,
  thursday: 4,
  jueves: 4,
  quinta: 4,
  // (As typed in a hurry: "thu and fri", "wed too".)
  tue: 2,
  tues: 2,
  wed: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  friday: 5,
  viernes: 5,
  sexta: 5,
  saturday: 6,
  sabado: 6,
  sunday: 7,
  domingo: 7,
};

/** "El viernes antes del congreso", "the friday before the congress": the last such weekday before it began. */
function weekdayBeforeCongress(folded: string): string | undefined {
  const match = new RegExp(
    `\\b(${Object.keys(weekdays).join('|')})(?:-feira)? (?:before|antes d[eo]l?|antes da|previo al?|anterior al?|prior to) (?:the |el |o )?(?:congress|congreso|congresso|evento|event)\\b`,
  ).exec(folded);
  if (!match) return undefined;
  const start = DateTime.fromISO(congress.startDate, {zone: CONGRESS_ZONE});
  const back = (start.weekday - weekdays[match[1]] + 7) % 7 || 7;
  return start.minus({days: back}).toISODate()!;
}

const categoryNamedIn = (folded: string) => categoryPatterns.some(([, pattern]) => pattern.test(folded));

/** Where each ask is first named in the question. */
function askPositions(folded: string): Map<Ask, number> {
  const positions = new Map<Ask, number>();
  for (const [ask, pattern] of askPatterns) {
    const found = pattern.exec(folded);
    if (found) positions.set(ask, found.index);
  }
  return positions;
}

/** How each fee period is named in words: "tarifa temprana", "early bird", "regular", "taxa tardia". */
const periodPatterns: [FeePeriodKey, RegExp][] = [
  [
    'early',
    /\b(anticipad[oa]|antecipad[oa]|early[ -]?bird|early (fees?|rates?|registration|period|prices?|pricing|one)|(pay|paid|pays|paying|register|registered|registering|sign up|signed up) early|early(?= (and|or|vs|versus) (regular|late))|(?<=\bbeen )early|(?<=\b(vs|versus|compared (to|with)) (the )?)early|(?<=\b(in|at|and|or) (the )?)early$|early(?= ((would|could) )?(it )?have been)|temprana|primera tarifa|primeira taxa|first (fee|rate|price|period)|(cheapest|lowest) (registration )?(rate|fee|price)|(tarifa|precio|valor|taxa|preco) (mas|mais) (barat[oa]|baix[oa])(?! (de|do|da|del) (hotel|hoteis|hoteles|quarto|habitacion))|(valor|precio|preco) mais barato)\b/g,
  ],
  ['regular', /\bregular\b/g],
  [
    'late',
    /\b(tardi[oa]|late (fees?|rates?|registration|period|prices?|pricing)|the late|late-period|late(?= (and|or|vs|versus) (early|regular))|(?<=\b(regular|early) (and|or|vs|versus) )late|(?<=\b(vs|versus|compared (to|with)) (the )?)late|(?<=\b(pay|pays|paying|register|registers|registering|sign up|signing up) )late(?! (in|on|at)\b))\b/g,
  ],
];

/** The same patterns without the global flag, for a plain test (a global pattern's test keeps state). */
const periodTests = periodPatterns.map(([key, pattern]) => [key, new RegExp(pattern.source)] as const);

/** A fee period named in words (the earliest period when several are). */
/** A late-breaking call for abstracts. */
const lateBreaking = /\blate[- ]?breaking\b/;

function periodIn(folded: string): Query['period'] {
  // ("Not even a late-breaking?": a late call for abstracts, not the late fee.)
  if (lateBreaking.test(folded)) return undefined;
  return periodTests.find(([, pattern]) => pattern.test(folded))?.[0];
}

/** The question without "group leader" (the category's own name), to see whether it names a group besides. */
const groupLeaderWords = new RegExp(categoryPhrases.groupLeader!.source, 'g');
export const withoutGroupLeader = (folded: string): string => folded.replace(groupLeaderWords, ' ');

/**
 * "¿Cuánto pagaba un reumatólogo en la anticipada y un residente en la tardía?": each category with
 * the period named after it (or, for the last, before it), when the question names two periods or more.
 */
function periodsAt(folded: string): {key: FeePeriodKey; at: number; end: number}[] {
  return periodPatterns
    .flatMap(([key, pattern]) => [...folded.matchAll(pattern)].map((match) => ({key, at: match.index, end: match.index + match[0].length})))
    .sort((a, b) => a.at - b.at);
}

/**
 * The periods the question lists together ("la regular y la tardía", "early vs late"), in its order;
 * not one it sets aside ("the regular rate, not the late one") nor one named for another part of
 * the question ("¿hasta cuándo la anticipada y cuánto pagaba un afín en la tardía?").
 */
function listedPeriods(folded: string): FeePeriodKey[] {
  const [first, ...rest] = periodsAt(folded);
  if (!first) return [];
  const listed = [first];
  for (const next of rest) {
    const between = folded.slice(listed[listed.length - 1].end, next.at);
    const joined = /\b(y|and|e|o|or|ou|vs|versus|x)\b/.test(between) && !/\b(not|no|nao|ni|nor)\b/.test(between);
    if (!joined || categoryNamedIn(between) || /\b(cuanto|how much|quanto|hasta|until|ate)\b/.test(between)) break;
    listed.push(next);
  }
  return [...new Set(listed.map((period) => period.key))];
}

/**
 * Each category named with the term (a period, a day) named after it, or for the last one before it,
 * when the question names two different terms or more; otherwise nothing.
 */
function byCategory<T extends string>(folded: string, terms: {key: T; at: number}[]): Partial<Record<FeeKey, T>> | undefined {
  if (new Set(terms.map((term) => term.key)).size < 2) return undefined;
  const sorted = [...terms].sort((a, b) => a.at - b.at);
  const named = categoryPatterns
    .map(([key, pattern]) => ({key, at: pattern.exec(folded)?.index ?? -1}))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at);
  const termOf: Partial<Record<FeeKey, T>> = {};
  named.forEach(({key, at}, index) => {
    const next = named[index + 1]?.at ?? Infinity;
    const term = sorted.find((entry) => entry.at > at && entry.at < next) ?? [...sorted].reverse().find((entry) => entry.at < at);
    if (term) termOf[key] = term.key;
  });
  return termOf;
}

function superlativeIn(folded: string, hotelNamed: boolean): Query['superlative'] {
  // "How far is the Hilton from the venue?": a hotel's distance, which the site does not publish (as for the closest).
  if (
    /\b(a que distancia|que tan (lejos|cerca)|how far|how close|quao (longe|perto)|qual a distancia|distancia (del|de|do|da|entre)|distance (from|between|to)|a cuant[oa]s (minutos|cuadras|km|kilometros|metros)|how many (minutes|blocks|km|miles)|quant[oa]s (minutos|quadras|km|quilometros|metros))\b/.test(
      folded,
    ) &&
    (hotelNamed || /\bhote(l|is|les|ls)\b/.test(folded))
  )
    return 'closest';
  if (
    /\b(mas cerca|cerquita|mas cercan[oa]|cercan[oa]s?|cerca|pertinho|closest|nearest|closer|nearer|close to|near|nearby|walking distance|a pie|caminando|mais perto|perto|mas proxim[oa]|mais proxim[oa]|proxim[oa]s? (a|al|da|de|do)|(a )?(menos|menor) distancia)\b/.test(
      folded,
    )
  )
    return 'closest';
  if (
    /\b(mas [bv]arat[oa]|[bv]arat[oa]s?|baratinh[oa]s?|cheap(est|er)?|economic[oa]s?|lowest|menor (precio|preco)|budget|affordable|inexpensive|low[- ]cost|least expensive|em conta|accesible)\b/.test(
      folded,
    )
  )
    return 'cheapest';
  if (/\b(mas car[oa]|most expensive|priciest|pricier|dearer|costlier|mais car[oa]|caro|expensive)\b/.test(folded)) return 'priciest';
  return undefined;
}

/** "el más caro y el más barato": each ranking the question asks, in its order. */
function rankingsIn(folded: string): ('cheapest' | 'priciest')[] {
  const cheap =
    /\b(mas barat[oa]|mais barat[oa]|baratinh[oa]|baratit[oa]|cheapest|lowest|mas economic[oa]|mais economic[oa]|mais em conta)\b/.exec(
      folded,
    );
  const dear = /\b(mas car[oa]|most expensive|priciest|mais car[oa]|highest)\b/.exec(folded);
  if (!cheap || !dear) return [];
  return cheap.index < dear.index ? ['cheapest', 'priciest'] : ['priciest', 'cheapest'];
}

/** Time zones named by a city, a country or an abbreviation (the IANA zone each stands for). */
const timeZones: [RegExp, string][] = [
  [
    /\b(brasilia|sao paulo|sp|rio|brasil|brazil|brt|fortaleza|recife|(?<!el )salvador|belo horizonte|bh|curitiba|porto alegre|poa|florianopolis|floripa|goiania|natal|joao pessoa|maceio|belem|campinas)\b/,
    'America/Sao_Paulo',
  ],
  [/\b(manaus|amazonas)\b/, 'America/Manaus'],
  [/\b(chicago|houston|dallas|central time|cdt)\b/, 'America/Chicago'],
  [/\b(buenos aires|argentina|art|montevideo|uruguay)\b/, 'America/Argentina/Buenos_Aires'],
  [/\b(santiago|chile)\b/, 'America/Santiago'],
  [/\b(ciudad de mexico|cdmx|mexico|guatemala|costa rica|el salvador|honduras|nicaragua|cst)\b/, 'America/Mexico_City'],
  [/\b(lima|peru)\b/, 'America/Lima'],
  [/\b(quito|guayaquil|ecuador)\b/, 'America/Guayaquil'],
  [/\b(bogota|medellin|cali|colombia)\b/, 'America/Bogota'],
  [/\bpanama\b/, 'America/Panama'],
  [/\b(caracas|venezuela|la paz|bolivia|santo domingo|puerto rico|ast)\b/, 'America/Caracas'],
  [/\b(port of spain|trinidad|tobago|barbados|bridgetown)\b/, 'America/Port_of_Spain'],
  [/\b(jamaica|kingston)\b/, 'America/Jamaica'],
  [/\b(new york|nueva york|nova york|nova iorque|miami|toronto|eastern|est|edt|et)\b/, 'America/New_York'],
  [/\b(los angeles|pacific|pst|pdt|pt)\b|(?<=\bin )la$|(?<=\b(i'?m|i am|based|live|living) in )la\b|\bla time\b/, 'America/Los_Angeles'],
  [/\b(madrid|barcelona|espana|(?<!port of )spain)\b/, 'Europe/Madrid'],
  [/\b(lisboa|lisbon|porto|portugal)\b/, 'Europe/Lisbon'],
  [/\b(london|londres|londra|england|inglaterra|uk|united kingdom|reino unido|dublin|ireland|irlanda)\b/, 'Europe/London'],
  [
    /\b(paris|france|francia|franca|berlin|germany|alemania|alemanha|rome|roma|italy|italia|amsterdam|brussels|bruselas|bruxelas)\b/,
    'Europe/Paris',
  ],
  [/\b(utc|gmt)\b/, 'UTC'],
];

/** "UTC-3", "GMT+1", "utc −3": an offset written out, as the fixed zone luxon reads ("UTC-3"). */
function offsetZone(folded: string): string | undefined {
  const found = /\b(?:utc|gmt) ?([+\-\u2212\u2013]) ?(\d{1,2})(?::?(\d{2}))?(?!\d)/.exec(folded);
  // (Whole hours only: a half-hour offset has no zone name that every runtime reads.)
  // (Offsets run from UTC-12 to UTC+14; a zone outside them is no zone at all.)
  const hours = Number(found?.[2]);
  if (!found || hours > (found[1] === '+' ? 14 : 12) || (found[3] && found[3] !== '00')) return undefined;
  return `UTC${found[1] === '+' ? '+' : '-'}${hours}`;
}

/** The zone a question names: an offset written out, or a place or an abbreviation. */
const zoneIn = (folded: string, skip?: string): string | undefined =>
  // ("UTC-14" is no zone: not UTC either.)
  offsetZone(folded) ??
  (/\b(utc|gmt) ?[+\-\u2212\u2013] ?\d/.test(folded)
    ? undefined
    : timeZones.find(([pattern, zone]) => zone !== skip && pattern.test(folded))?.[1]);

/** Words by which visitors place themselves or their clock: "here", "my time", "im on UTC-3", "aqui em SP". */
const ownZoneWords =
  /\b(here|aqui|aca|my (time|phone|clock)|mi (hora|horario|reloj|celular)|minha hora|meu (horario|relogio|celular)|local time|hora local|horario local|i'?m in|i am in|i'?m on|i am on|i'?m based in|estoy en|estou em|moro em|vivo en|i live in|horario de|hora de|fuso|zona horaria|time ?zone|utc|gmt)\b/;

/** The visitor's own zone, when they place themselves in one other than Panama's. */
function yourZoneIn(folded: string): string | undefined {
  if (!ownZoneWords.test(folded)) return undefined;
  return zoneIn(folded, 'America/Panama');
}

/** The zone a time is asked in, and the visitor's own. */
const zonesIn = (folded: string): Pick<Query, 'askedZone' | 'yourZone'> => ({askedZone: askedZoneIn(folded), yourZone: yourZoneIn(folded)});

/**
 * "¿Qué hora era eso en Santiago?", "isso dá que horas em Brasília?", "what time was that in Chicago": the zone
 * a time of the site's (given in Panama time) is asked in, when the question names no time of its own.
 */
function askedZoneIn(folded: string): string | undefined {
  if (
    !/\b(que horas?|what time|a que hora|horas?|horario|time)\b|\b(that|eso|esto|isso|isto) (is |es |e |seria |would be |da |dava )?(in|en|em)\b/.test(
      folded,
    )
  )
    return undefined;
  // "6 pm Panama time… what's that in Madrid?": the other zone named.
  return zoneIn(folded, 'America/Panama');
}

/** "It's 7 pm here", "aqui são 19:30", "my phone says 7:30": a time that is the visitor's now, not the time asked about. */
const nowClockBefore = /\b(its|it'?s|it is|son las|es la|sao|são|agora|ahora|now|says|marca|dice|diz)\W+(\w+\W+)?$/;

/**
 * "19h30 de Brasília", "6:15 pm EST", "a las 17:45": the time of day, and its zone when the question names one.
 * ("It's 7pm here, if I register at 11pm my time…": the time asked about, not the visitor's now.)
 */
function clockIn(text: string, folded: string): Query['clock'] {
  const times = [
    ...text.matchAll(/\b(\d{1,2})(?::|h)(\d{2})\s*(am|pm|a\.m\.|p\.m\.)?/g),
    ...text.matchAll(/\b(\d{1,2})()\s*(am|pm|a\.m\.|p\.m\.|h|hs|hrs)(?![a-z])/g),
  ].sort((a, b) => a.index - b.index);
  const found = times.length > 1 ? (times.find((time) => !nowClockBefore.test(text.slice(0, time.index))) ?? times[0]) : times[0];
  if (!found) return partOfDayClock(folded);
  let hour = Number(found[1]);
  const minute = Number(found[2] || 0);
  if (/^p/.test(found[3] ?? '') && hour < 12) hour += 12;
  if (/^a/.test(found[3] ?? '') && hour === 12) hour = 0;
  if (hour > 23 || minute > 59) return undefined;
  // "a las 6pm de Panamá, ¿qué hora es eso en Buenos Aires?": the zone written next to the time is its own.
  const panamaNext = /^\W*(\w+\W+){0,3}panama\b/.test(folded.slice(folded.indexOf(found[0].toLowerCase()) + found[0].length));
  return {hour, minute, zone: panamaNext ? 'America/Panama' : zoneIn(folded)};
}

/** "A las 7 de la noche", "às 7 da noite", "at 7 in the evening": an hour by its part of the day. */
function partOfDayClock(folded: string): Query['clock'] {
  const match = /\b(\d{1,2}|[a-z]+) (?:de la|da|in the|at) (noche|tarde|noite|night|evening|afternoon|manana|morning)\b/.exec(folded);
  // An hour in words ("a las nueve de la noche") reads as one: "nueve" is 9. Before "de la noche", "once" is
  // Spanish 11 (fold.ts leaves it out of its numbers, where it is the English word first).
  const said = match ? Number(match[1]) || wordNumber(match[1]) || (match[1] === 'once' ? 11 : undefined) : undefined;
  if (!match || said === undefined || said > 12) return undefined;
  const hour = said + (/^(noche|tarde|noite|night|evening|afternoon)$/.test(match[2]) && said < 12 ? 12 : 0);
  if (hour > 23) return undefined;
  return {hour, minute: 0, zone: zoneIn(folded)};
}

/** A month the question names, unless it is only when the visitor goes to the congress ("quiero ir a Panamá en abril"). */
/** "En enero antes del 15", "in January before the 15th": that day of the month named. */
function dayBeforeInMonth(folded: string): string | undefined {
  const said =
    /\b(?:antes del?|before(?: the)?|antes do dia|ate o dia|hasta el|until the) (\d{1,2})(?:st|nd|rd|th)?\b(?! ?(?:de|of)\b)/.exec(folded);
  const month = said ? monthIn(folded) : undefined;
  const day = Number(said?.[1]);
  return month && day >= 1 && day <= 31 ? `${month.first.slice(0, 8)}${String(day).padStart(2, '0')}` : undefined;
}

function registrationMonth(folded: string): Query['month'] {
  const trip =
    /\b(ir|voy|vamos|viajar|viajo|vou|vamos|go|going|travel\w*|attend\w*|asistir|assistir|estar)\b(\s+\S+){0,6}\s+(en|in|em) (abril|april)\b/;
  // ("Me dijeron que el congreso era en abril": the congress's month, not a registration's.)
  if (
    /\b(congreso|congress|congresso|evento|event)\b(\s+\S+){0,2}\s+(era|es|e|is|was|sera|fue|foi|will be|vai ser)\s+(en|in|em) (abril|april)\b/.test(
      folded,
    )
  )
    return undefined;
  // ("No puede ir y cancela en abril": the month is the cancellation's, not the trip's.)
  if (/\bcancel\w*\s+(\S+\s+){0,2}(en|in|em) (abril|april)\b/.test(folded)) return monthIn(folded);
  if (
    trip.test(folded) &&
    !/\b(inscrib\w*|inscrev\w*|register\w*|sign up|pag\w*|pay\w*)\b(\s+\S+){0,3}\s+(en|in|em) (abril|april)\b/.test(folded)
  )
    return undefined;
  return monthIn(folded);
}

/** "¿Cuánto costaba un stand?", "price of a booth", "o valor das cotas de patrocínio": what a sponsor pays. */
export const boothPriced =
  /\b(cuanto|how much|quanto|precio|price|preco|valor|costo|cost)\b\W+(?:\w+\W+){0,3}(stands?|booths?|estandes?|cotas?|paquetes? de patrocinio|sponsorship packages?|pacotes? de patrocinio|patrocinar|patrocinio|sponsoring|sponsorship|simposios?|symposi\w*)\b|\b(stands?|booths?|estandes?|cotas?( de patrocinio)?|paquetes? de patrocinio|sponsorship packages?)\b(\W+\w+){0,2}\W+(valor(es)?|precios?|precos?|prices?|costs?|custos?|costo|how much|cuanto|quanto|cuesta|custa)\b/;

/** "Hoy", "now", and "esta semana", "ahorita", "currently": today's fee too. */
const todayWords =
  /\b(hoy|today|hoje|ahora|ahorita|ya mismo|now|rn|atm|hj|agora|agorinha|currently|actualmente|atualmente|(this|esta|essa|nesta) week|(esta|essa|nesta) semana|en este momento|neste momento|at the moment)\b/;

/** "next month", "el mes que viene" (1); "this month", "este mes" (0). */
function relativeMonthIn(folded: string): number | undefined {
  if (/\b(next month|el mes que viene|el (proximo|siguiente) mes|(o |no )?mes que vem|(o |no )?proximo mes)\b/.test(folded)) return 1;
  return /\b(this month|este mes|esse mes|neste mes|nesse mes|en este mes)\b/.test(folded) ? 0 : undefined;
}

/** "El precio actual", "the current fee", "a tarifa vigente": today's fee period. */
const currentPrice =
  /\b(current|actual|atual|vigente|de hoy|de hoje|today'?s?|that|this|ese|este|esse|essa|esta) (price|precio|preco|fee|tarifa|taxa|rate|valor)\b|\b(price|precio|preco|fee|tarifa|taxa|rate|valor) (actual|atual|vigente|de hoy|de hoje|current|de ahora|de agora)\b|\b(the|el|o) (price|precio|preco|fee|tarifa|taxa|valor) (goes up|go up|sube|suba|sobe|suba|aumenta|aumente|increases?)\b|\b(sube|suba|sobe|aumenta|aumente) (el|o|a|la) (precio|preco|tarifa|taxa|valor)\b/;

/** "Poner un stand", "rent a booth": the booth itself (a sponsor's), not the staff who work at it. */
/** "¿Cuánto cuesta el stand?", "a booth, how much does it cost": the booth's own price (not the staff's registration). */
const standPrice =
  /\b(cuanto (cuesta|sale|vale)|how much (is|does|do|would)|quanto (custa|sai|vale)|precio|price|preco|costo|cost)\b(\W+\w+){0,3}\W+(stands?|booths?|estandes?)\b|\b(stands?|booths?|estandes?)\b(\W+\w+){0,3}\W+(cuanto (cuesta|sale|vale)|how much (is|does|do|would)|quanto (custa|sai|vale)|precio|price|preco|costo|cost)\b/;

const boothRental =
  /\b(poner|tener|montar|alquilar|rentar|reservar|contratar|comprar|put up|set up|rent|book|get|have|buy|ter|colocar|alugar)\b\W+(?:\w+\W+){0,3}(stand|booth|estande)s?\b/;

/** Every day named with its month ("5 de enero", "April 5"), in order. */
function datesIn(folded: string, monthFirst = false): string[] {
  return datesAt(folded, monthFirst).map((entry) => entry.key);
}

/** " y el 17", " or the 17th", " e o dia 17": a second day right after a day with its month. */
const sameMonthDay =
  /^ (y|e|o|ou|or|and|vs|versus|contra|a|al|to|till|until|hasta|ate)( el| o| the| dia| el dia| o dia| no| no dia| on| on the| en el)? (dia )?(\d{1,2})(st|nd|rd|th)?\b(?! ?(de|of|days?|dias?|personas|people|pessoas|noches|nights?|noites|%|h\b|hs|horas?|hours?|am|pm|:))/;

/** Every day named with its month, with where the question names it. */
function datesAt(folded: string, monthFirst = false): {key: string; at: number}[] {
  const days: {at: number; day?: string}[] = [];
  for (const match of folded.matchAll(/\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/g))
    days.push({at: match.index, day: dateIn(match[0], monthFirst)});
  // A day with its month, and "El 16 de marzo y el 17", "March 16 or the 17th": a second day in the same month.
  const named = (match: RegExpExecArray, month: number, day: number) => {
    const year = match[3] ? Number(match[3]) : undefined;
    days.push({at: match.index, day: isoDay(month, day, year)});
    const end = match.index + match[0].length;
    const next = sameMonthDay.exec(folded.slice(end));
    if (next) days.push({at: end, day: isoDay(month, Number(next[4]), year)});
  };
  for (const match of folded.matchAll(new RegExp(dayMonthPattern.source, 'g'))) named(match, months[match[2]], Number(match[1]));
  for (const match of folded.matchAll(new RegExp(monthDayPattern.source, 'g'))) named(match, months[match[1]], Number(match[2]));
  return days
    .filter((entry): entry is {at: number; day: string} => entry.day !== undefined)
    .sort((a, b) => a.at - b.at)
    .map(({at, day}) => ({key: day, at}));
}

const roomPatterns: [RoomType, RegExp][] = [
  ['suite', /\b(suites?|suiten?)\b/],
  [
    'triple',
    /\b(triples?|tripla|triplo|para tres|for three|para 3|for 3|pra 3|pra tres|(quarto|habitacion|cuarto|room) (pra|para|for) (3|tres|three) (pessoas|personas|people))\b(?! (nights?|noches?|noites?|dias?|days?|diarias?))/,
  ],
  // "Éramos 3 colegas y queríamos compartir una habitación": a triple.
  [
    'triple',
    /\b(3|tres|three) (of us|de nosotros|de nos|colegas|colleagues|amig[oa]s|friends|personas|people|pessoas|residentes|residents)\b(\W+\w+){0,8}\W+(share|sharing|compartir|compartiendo|compartilhar|dividir|one room|una (sola )?habitacion|um (so )?quarto|un (solo )?cuarto|same room|misma habitacion|mesmo quarto)\b/,
  ],
  ['double', /\b(dobles?|doubles?|dupla|duplo|twin|para dos|for two|para 2|for 2)\b(?! (nights?|noches?|noites?|dias?|days?|diarias?))/],
  ['single', /\b(sencillas?|singles?|individual|para uno|for one)\b/],
  ['executive', /\b(ejecutivas?|executives?|executivo)\b/],
  ['deluxe', /\b(deluxe|de luxo|de lujo)\b/],
  ['standard', /\b(standard|estandar)\b/],
];

/** The room type named, and whether it is the only one ("the triple", not "double or triple"). */
function roomsIn(folded: string): Pick<Query, 'roomType' | 'oneRoomType'> {
  const named = roomPatterns.filter(([, pattern]) => pattern.test(folded)).map(([type]) => type);
  return {roomType: named[0], oneRoomType: new Set(named).size === 1};
}

function starsIn(folded: string): number | undefined {
  // Any rating from 1 to 5: "2 estrellas" is asked too, and answered that no congress hotel has it.
  const match =
    /\b([1-5]|one|una?|um|uma|two|dos|duas|dois|tres|three|cuatro|four|quatro|cinco|five)[ -]?(estrellas?|stars?|estrelas?)\b/.exec(folded);
  return match ? Number(match[1]) || wordNumber(match[1]) : undefined;
}

/**
 * Two categories compared or listed ("rheumatologists and residents", "los estudiantes pagan lo
 * mismo que los residentes"), not one person described twice ("residente de reumatología").
 */
/** The category of what the visitor says they are ("soy fisiatra", "I'm an ophthalmologist"), when the question also names others. */
function selfCategory(folded: string): FeeKey | undefined {
  const named = categoryPatterns.filter(([, pattern]) => pattern.test(folded));
  return named.length < 2 ? undefined : categorySaid(folded);
}

/** "Sou fisio": the category of the word after "I am". */
function categorySaid(folded: string): FeeKey | undefined {
  const said = /\b(soy|sou|i am|i'm|im|i m|trabajo como|trabalho como|work as an?)\s+((un|una|um|uma|a|an)\s+)?(\w+)/.exec(folded);
  return said ? categoryPatterns.find(([, pattern]) => pattern.test(said[4]))?.[0] : undefined;
}

/** Every category a question names, in its order ("a day pass… I'm a rheumatologist": both). */
export const allCategoriesIn = (folded: string): FeeKey[] => categoriesIn(folded, true);

function categoriesIn(folded: string, every = false): FeeKey[] {
  const found = categoryPatterns
    .map(([key, pattern]) => ({key, match: pattern.exec(folded)}))
    .filter((entry): entry is {key: FeeKey; match: RegExpExecArray} => entry.match !== null)
    .sort((a, b) => a.match.index - b.match.index);
  const listed = found.filter((entry, index) => {
    // ("11 residentes… ¿y cómo es lo del líder de grupo?": the leader is asked about, not a category of the group.)
    const {index: at, 0: words} = entry.match;
    if (entry.key === 'groupLeader' && found.length > 1 && leaderOnlyAsked(folded, at, at + words.length)) return false;
    if (index === 0 || every) return true;
    // ("¿El pase diario vale la pena? Soy licenciada en enfermería": the visitor's own category too.)
    // ("…me convenía la inscripción completa siendo reumatólogo?": so is the category the visitor is.)
    if (
      /\b(soy|sou|i'?m|i am|siendo|sendo|being)( (un|una|um|uma|a|an))?( \w+)? $/.test(
        folded.slice(Math.max(0, entry.match.index - 30), entry.match.index),
      )
    )
      return true;
    const previous = found[index - 1].match;
    const between = folded.slice(previous.index + previous[0].length, entry.match.index);
    // ("Me (rheumatologist), my wife is a physio": a person named between two categories joins them too.)
    return /\b(y|and|e|o|or|ou|vs|versus|que|than|as|compared|comparado|com|plus|mais|with|con|entre|between|wife|husband|esposa|esposo|marido|mujer|colleague|colega|friend|amig[oa]|boss|jefe|jefa|chefe)\b|\+/.test(
      between,
    );
  });
  return [...new Set(listed.map((entry) => entry.key))];
}

/** "3 residentes", "two nurses": the number (in digits or words) just before a category's name, or 0. */
function countBefore(folded: string, index: number): number {
  // "2 other rheumatologists", "2 preceptores reumato": a word between the count and the category.
  const before =
    /(\d{1,3}|[a-z]+) (?:(?:other|otros|otras|outros|outras|more|mas|mais|preceptor\w*|attendings?|colegas?|colleagues?|companer[oa]s?|companeir[oa]s?|amig[oa]s?|friends?|medic[oa]s?|med|medical|de medicina|doctors?|docs?|staff|licenciad[oa]s? en|lics? en|graduad[oa]s? (?:em|en)|graduates? in|of (?:my|our) (?:fellows?|colleagues?|team))(?: all| both| todos| todas| tambien| tambem| too)? (?:de |del |da |do )?)?$/.exec(
      folded.slice(0, index),
    );
  // ("My wife and I are both rheumatologists": two.)
  return before ? Number(before[1]) || wordNumber(before[1]) || (/^(both|ambos|ambas)$/.test(before[1]) ? 2 : 0) : 0;
}

/** "me (rheumatologist) + 2 residents", "our radiologist": one person, named by who they are rather than counted. */
const onePerson = /\b(me|myself|yo|eu|i'?m|i am|soy|sou|a|an|our|my|mi|nuestr[oa]|noss[oa]|meu|minha|(?:que|q|who) (?:e|es|is|eh)) $/;

/**
 * "me (rheumatologist)", "our radiologist": one person named by who they are; "me + 2 other rheumatologists":
 * the visitor besides the count.
 */
function selfBefore(before: string): boolean {
  if (countBefore(before, before.length) > 0)
    return /\b(me|yo|eu|myself) (\+|and|y|e|plus|mas|with|con|com) \S+ (other|otros|otras|outros|outras|colleagues?|colegas?|friends?|amig[oa]s?)( all| both| todos| todas)? $/.test(
      before,
    );
  return onePerson.test(before);
}

/** "How much for all of us?", "¿cuánto sale todo junto?", "quanto a gente paga no total?": the group's total. */
export const totalAsked =
  /\b(total|in all|all together|altogether|(paid|pay|paying|pagava|pagaria|pagariamos|pagavamos|pagabamos|pagariamos) together|a gente (pagava|pagaria)|(pagava|pagaria|pagaba|pagaria) junto|todo junto|todos juntos|tudo junto|tudo|todo|all of us|we all|for us|pra nos|para nos|nos sale|nos cuesta|each of us|a gente paga|las dos|los dos|as duas|os dois|pros dois|pras duas|both of us|the two of us|nos dois|nos duas|nosotros dos|nosotras dos|las 2|los 2|as 2|os 2|us both)\b/;

/** What follows the group leader's name when the question asks what the leader has to do. */
const leaderAsked = /^(\W+\w+){0,3}\W+(necesita|precisa|needs?|tiene que|tem que|has to|debe|deve|hace|faz|does)\b/;

/**
 * The group leader named at `at`..`end` only to ask about them, not counted: "¿el que organiza el grupo necesita
 * algo?", "¿y cómo es lo del líder de grupo?".
 */
const leaderOnlyAsked = (folded: string, at: number, end: number): boolean =>
  leaderAsked.test(folded.slice(end)) || leaderRuleAsked.test(folded.slice(0, at));

/** "¿Cómo es lo del…", "o que é o…", "how does the… work": the group leader's rule, before its name. */
const leaderRuleAsked =
  /\b(lo del?|eso del?|isso d[oe]|o lance d[oa]|o que e( o| a| um)?|que es( el| la| un)?|what is( the| a)?|whats( the| a)?|how does( the)?|how do( the)?|como (es|funciona|fica)( el| la| o| a)?) $/;

/**
 * Each category named with its count, the same category's counts added up: "somos 3 residentes y 2 reumatólogos"
 * (two categories), "2 compañeros de fisio y una enfermera, todo junto" (one category named twice, 3 in all).
 */
function countsByCategory(folded: string): {category: FeeKey; count: number}[] {
  const total = totalAsked.test(folded);
  const counted = categoryPatterns
    .flatMap(([category, pattern]) =>
      phrases(folded, pattern).map((match) => ({category, at: match.index, end: match.index + match[0].length})),
    )
    .sort((a, b) => a.at - b.at)
    // "1 PT student", "a nursing student": the student is the person (counted where the field is named), the
    // field only says what they study.
    .flatMap((entry, index, all) => {
      const next = all[index + 1];
      const studies =
        next?.category === 'residentsStudents' && entry.category !== next.category && /^ ?$/.test(folded.slice(entry.end, next.at));
      const studied =
        index > 0 &&
        entry.category === 'residentsStudents' &&
        all[index - 1].category !== entry.category &&
        /^ ?$/.test(folded.slice(all[index - 1].end, entry.at));
      // ("Estudiante de enfermería", "residente de reumatología": the field named after the person.)
      const field =
        index > 0 &&
        all[index - 1].category === 'residentsStudents' &&
        entry.category !== 'residentsStudents' &&
        /^ (de|en|em|of|da|do|in) $/.test(folded.slice(all[index - 1].end, entry.at));
      // ("¿El que organiza el grupo necesita algo especial?": a question about the leader, who is not counted again.)
      const asked = entry.category === 'groupLeader' && leaderOnlyAsked(folded, entry.at, entry.end);
      return studies || field || asked ? [] : [studied ? {...entry, at: all[index - 1].at} : entry];
    })
    .map(({category, at}) => ({
      category,
      count: countBefore(folded, at) + (total && selfBefore(folded.slice(0, at)) ? 1 : 0),
      single: !/s$/.test(/^\w+/.exec(folded.slice(at))?.[0] ?? 's'),
      // ("…e meu chefe q tb é reumato": another person of a category already named.)
      another: /\b(tb|tbm|tambem|tambien|also)\b(\W+\w+){0,2}\W*$/.test(folded.slice(Math.max(0, at - 24), at)),
    }));
  // "Soy enfermera y mi jefa es reumatóloga, ¿cuánto en total las dos?": one person of each, named in the singular.
  if (total && counted.every((entry) => entry.count > 0 || entry.single)) {
    const seen = new Set(counted.filter((entry) => entry.count > 0).map((entry) => entry.category));
    for (const entry of counted)
      if (entry.count === 0 && (!seen.has(entry.category) || entry.another)) {
        entry.count = 1;
        seen.add(entry.category);
      }
  }
  // "una lic en enfermería": a second name for the same people, without a count of its own, adds no one.
  const kept = counted.filter((entry) => entry.count > 0 || !counted.some((other) => other.category === entry.category && other.count > 0));
  if (kept.length < 2 || !kept.every((entry) => entry.count > 0)) return [];
  // One category named twice ("me (rheumatologist) + 2 other rheumatologists") adds up, in the order first named.
  const sums = new Map<FeeKey, number>();
  for (const {category, count} of kept) sums.set(category, (sums.get(category) ?? 0) + count);
  return [...sums].map(([category, count]) => ({category, count}));
}

/** "¿Y si fuera el viernes?", "e se a gente fosse só na sexta?", "what if we pay on Friday": a weekday named as a day. */
function weekdayIn(folded: string): number | undefined {
  const marked =
    /\b(?:el|la|on|this|next|este|esta|proximo|proxima|na|no|a|en|em|de|for|by|until|hasta|ate) ([a-z]+)\b(?! (vez|parte|opcion|opcao|edicion|edicao|feira de|before|antes))/g;
  const found = [...folded.replace(/\b([a-z]+)-feira\b/g, '$1').matchAll(marked)].find((match) => match[1] in weekdays);
  return found ? weekdays[found[1]] : undefined;
}

/** Today, tomorrow and the weekdays the congress runs on (Monday to Thursday), as a visitor names a day to come. */
const congressDayWords = new RegExp(
  `\\b(hoy|today|hoje|tomorrow|amanha|(?<!\\b(la|de la|por la|en la|esta) )manana|${Object.keys(weekdays)
    .filter((day) => weekdays[day] <= 4)
    .join('|')})\\b`,
  'g',
);

/**
 * "Si voy 2 días", "e se eu for só amanhã e quinta", "what if I only come Thursday": how many congress days the
 * visitor would come on, counted or named one by one (only when "only" or a day pass says it is a part of the congress).
 */
function passDaysIn(folded: string): number | undefined {
  // "3 of the 4 days", "2 de los 4 días", "3 dos 4 dias": the days attended, not the congress's.
  const part =
    /\b(\d|one|two|three|dos|dois|duas|tres) (of|de|dos|das|do) (the |los |las |os |as )?(4|four|cuatro|quatro) (dias|days)\b/.exec(folded);
  const counted =
    part ??
    // ("Um dia antes", "a day earlier", "2 días después": a day moved, not days attended; "o passe de um dia" is the pass.)
    /(?<!\b(passe|pase|pass|ticket|entrada) (de|for|of) )\b(\d|un|una|um|uma|one|two|three|dos|dois|duas|tres) (solo |so |only |just )?(dias?|days?|day passes|pases diarios|passes diarios|passes|pases)\b(?! (antes|before|earlier|later|despues|depois|after|mas tarde|mais tarde|de antecedencia|de anticipacion))/.exec(
      folded,
    );
  if (counted) {
    const word = counted[part ? 1 : 3];
    const days = Number(word) || wordNumber(word) || (/^(un|una|um|uma|one)$/.test(word) ? 1 : 0);
    return days >= 1 && days <= 4 ? days : undefined;
  }
  if (!/\b(solo|so|only|just|nada mas|apenas|pase diario|passe diario|day pass|diarias?)\b/.test(folded)) return undefined;
  // ("What if I just do it today?", "y si solo pago hoy": a day to pay, not a day to attend.)
  const pays = /\b(do it|pay\w*|pag(o|ar|amos|ue|uei|a)|regist\w*|inscrib\w*|inscrev\w*|sign up)\b/.test(folded);
  const attends = /\b(go|going|attend\w*|come|coming|ir|voy|vou|asist\w*|vir|venir|participar|be there)\b/.test(folded);
  if (pays && !attends && !/\b(diarias?|pases? diarios?|passes? diarios?|day ?pass(es)?)\b/.test(folded)) return undefined;
  const named = folded.match(congressDayWords);
  return named && named.length <= 4 ? new Set(named).size : undefined;
}

/** "And if I come Wed too?": the congress days a visitor names to come on besides those said before. */
export function moreDaysNamed(folded: string): number | undefined {
  const attends = /\b(go|come|coming|attend\w*|ir|voy|vou|asist\w*|vir|venir|venho|vengo)\b/;
  if (!/\b(too|also|as well|tambien|tambem|tb)\b/.test(folded) || !attends.test(folded)) return undefined;
  const named = folded.match(congressDayWords);
  return named ? new Set(named).size : undefined;
}

/** "Pase diario", "passes diários", "day pass". */
const dayPassWords = /\b(pases? diarios?|passes? diarios?|day ?pass(es)?)\b/;

/**
 * "¿El pase diario me sale más barato?", "vale a pena o passe diário ou a inscrição?": day passes against the full
 * registration, for a number of days the question does not give.
 */
export const passCompared = (folded: string): boolean =>
  dayPassWords.test(folded) &&
  /\b(mas barat[oa]|mais barat[oa]|cheaper|conviene|compensa|worth it|vale a pena|vale la pena|better deal|sale mejor|sai melhor|inscripcion completa|inscricao completa|full registration)\b/.test(
    folded,
  ) &&
  passDaysIn(folded) === undefined;

/** "Aqui já é dia 21": the visitor's own date, not a day asked about (Panama's day is what counts). */
const localDay =
  /\b(aqui|aca|here|where i am|onde estou|donde estoy)( em \w+| en \w+| in \w+)? (ja |ya |already )?(e|es|eh|it'?s|its|is) (ja |ya |already )?(o |el )?(dia |the )?\d{1,2}(st|nd|rd|th)?\b|\b(it'?s|its|ya es|ja e) (already )?(the |el |dia )?\d{1,2}(st|nd|rd|th)? (here|aqui|aca)\b/;

/** The day a question names (a date, a congress day, "the day before the 20th"), and a day of the month alone. */
function daysNamed(folded: string, english: boolean): {day?: string; dayOfMonth?: number} {
  const dated = folded.replace(localDay, ' ');
  return {day: dateIn(dated, english) ?? congressRelativeDay(dated) ?? dayBeforeInMonth(dated), dayOfMonth: dayOfMonthIn(dated)};
}

/** "mañana" (not "la mañana", the morning), "tomorrow", "amanhã"; "ayer", "yesterday", "ontem". */
function relativeDayIn(folded: string): number | undefined {
  if (/\b(tomorrow|amanha)\b/.test(folded) || /(?<!\b(la|de la|por la|en la|esta) )\bmanana\b/.test(folded)) return 1;
  // "Llegué ayer a Panamá": the day the visitor arrived, not a day to pay.
  const arrival =
    /\b(llegue|llegamos|aterrice|aterrizamos|arrived|landed|got (here|in)|cheguei|chegamos|pousei|pousamos) (\w+ ){0,3}(ayer|yesterday|ontem)\b|\b(ayer|yesterday|ontem) (\w+ ){0,1}(llegue|llegamos|aterrice|arrived|landed|cheguei|chegamos)\b/;
  if (/\b(yesterday|ayer|ontem)\b/.test(folded.replace(arrival, ' '))) return -1;
  if (
    /\b(week after next|in (two|2) weeks|en (dos|2) semanas|dentro de (dos|2) semanas|em (duas|2) semanas|daqui a (duas|2) semanas)\b/.test(
      folded,
    )
  )
    return 14;
  if (
    /\b(next week|semana que vem|proxima semana|semana que viene|la otra semana|in a week|en una semana|daqui a uma semana)\b/.test(folded)
  )
    return 7;
  return undefined;
}

/** "El viernes 16", "friday 16th", "sexta-feira 16": a weekday and its day of the month, more exact than "next week". */
const weekdayAndDay =
  /\b(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|monday|tuesday|wednesday|thursday|friday|saturday|sunday|(?:segunda|terca|quarta|quinta|sexta)(?:-feira)?) (?:the )?(\d{1,2})(?:st|nd|rd|th)?\b(?! ?(?:%|de|of|days?|dias?|people|personas|pessoas|usd|dolares|dollars)\b)/;

/** "El martes 28": a weekday and day that are one of the congress's days (an attendance day, not a payment date). */
function congressWeekday(named: string): boolean {
  const [name, number] = named
    .replace(/-feira/, '')
    .split(' ')
    .filter((word) => word !== 'the');
  const day = DateTime.fromISO(congress.startDate, {zone: CONGRESS_ZONE}).set({day: parseInt(number, 10)});
  return day.toISODate()! >= congress.startDate && day.toISODate()! <= congress.endDate && day.weekday === weekdays[name];
}

/** "no dia 17", "el día 17", "on the 17th": a day of the month named without its month. */
function dayOfMonthIn(folded: string): number | undefined {
  if (monthIn(folded) || dateIn(folded)) return undefined;
  const weekday = weekdayAndDay.exec(folded);
  if (weekday && Number(weekday[1]) >= 1 && Number(weekday[1]) <= 31 && !congressWeekday(weekday[0])) return Number(weekday[1]);
  const found =
    /\b(?:dia|day) (\d{1,2})\b(?! (?:de|of|days?|dias?)\b)|\b(?:on the|the|on) (\d{1,2})(?:st|nd|rd|th)\b|\bel (\d{1,2})$|\b(?:after|before|antes del?|despues del?|depois do|antes do) (?:the )?(\d{1,2})(?:st|nd|rd|th)?(?! ?(?:%|de|of|days?|dias?|people|personas|pessoas|usd|dolares|dollars)\b)/.exec(
      folded,
    );
  const day = Number(found?.[1] ?? found?.[2] ?? found?.[3] ?? found?.[4]);
  return day >= 1 && day <= 31 ? day : undefined;
}

/** Registration and payment verbs: a place ("en la sede") is only an onsite registration with one of them. */
const registersOrPays =
  /\b(inscrib\w*|inscripcion\w*|inscrev\w*|inscric\w*|regist\w*|sign up|pag\w*|pay\w*|paid|matricul\w*|(sai|sale|fica|custa|cuesta|cost\w*) (la |alla |ali )?(na hora|en (la )?sede|no local|on ?site))\b|\b(how much|cuanto|quanto) (\w+ ){0,3}(onsite|on site|at the door|at the venue|na hora|en (la )?sede|no local|na sede)\b/;

/** "No soy reumatólogo", "I'm not a rheumatologist", "nem residente": a negation, a few linking words and one word. */
const negatedWord =
  /\b(no|not|nao|nem|ni|nor)((?: (?:soy|sou|am|a|an|um|uma|un|una|sea|seja|being|e|es|really|exactly|really a))*) (\w+)\b/g;

/**
 * "Soy médico general, no reumatólogo": a category the visitor says they are not is no category of theirs, so it
 * goes before any reading. Read before punctuation goes: "¿Residente? No, reumatólogo" is a correction, not a negation.
 */
export function withoutNegatedCategories(text: string): string {
  return text.replace(negatedWord, (phrase, _no, _links, word: string) =>
    categoryPatterns.some(([, pattern]) => pattern.test(word)) ? ' ' : phrase,
  );
}

function normalized(message: string): string {
  const spelt = spellOut(
    withoutNegatedCategories(fold(message))
      // "3,200 characters", "1.700 autos": thousands separators go before punctuation does.
      .replace(/(\d)[.,](\d{3})\b/g, '$1$2')
      .replace(/[’‘]/g, "'")
      .replace(/\b(when|what|where|who|how)'s\b/g, '$1 is')
      .replace(/[¿?¡!.,;:()"]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return spellCueTerms(spelt);
}

/** Asks that only say how a question is put, not what it is about. */
const mannerAsks = new Set<Ask>(['permission', 'obligation', 'fee', 'howMany', 'payment', 'visa']);

const unpublishedPattern = askPatterns.find(([ask]) => ask === 'unpublished')![1];

/** A time of day asked: "what time", "a qué hora", "que horas", "horário", "schedule" (each of them, to blank out). */
const timeOfDayWords = /\b(what time|(a )?que horas?|horarios?|schedule)\b/g;
const timeOfDayAsked = new RegExp(timeOfDayWords.source);

/** The question last read and the unpublished topic it names first: the long pattern runs once per question. */
const lastUnpublished = {folded: '', word: ''};

/** The unpublished topic a question names first ("ponentes", "wifi"), or '' for none. */
function unpublishedWord(folded: string): string {
  if (folded !== lastUnpublished.folded) {
    lastUnpublished.folded = folded;
    lastUnpublished.word = unpublishedPattern.exec(folded)?.[0] ?? '';
  }
  return lastUnpublished.word;
}

/** A message folded to its words (without shorthand spelt out: "q hora" is no time asked before "cena de gala"). */
const wordsOf = (message: string) =>
  fold(message)
    .replace(/[^\p{L}\p{N}%$-]+/gu, ' ')
    .trim();

/**
 * The unpublished things a message names (up to two), in the visitor's own spelling ("Ponentes internacionales",
 * "cena de gala", "Wi-Fi"), so a reply that answers other parts too can say which part is not published; none when
 * the first is a time of day alone, a name ("who is"), or a word it cannot find back in the message.
 */
export function unpublishedThings(message: string): string[] {
  // ("What time does the keynote start, and who gives it?": the keynote, which the time of day qualifies.)
  // ("Is there a session on AI in the program? And when are the workshops?": the workshops, a session being a topic's.)
  const words = [...wordsOf(message).replace(timeOfDayWords, ' ').matchAll(new RegExp(unpublishedPattern.source, 'g'))].map(
    (match) => match[0],
  );
  const named = words.filter((found) => !/^(sessions?|sesion(es)?|sessao|sessoes)$/.test(found));
  // ("What's the wifi password, and are there shuttle buses?": each thing, up to two.)
  // ("Quem é o presidente?": "presidente", the thing; "quem é" names none.)
  const [first, ...others] = [...new Set((named.length ? named : words.slice(0, 1)).map((word) => inMessage(message, word)))].filter(
    Boolean,
  );
  if (!first) return [];
  // ("wifi password": two words side by side are one thing.)
  const text = message.normalize('NFC');
  const things: string[] = [first];
  for (const other of others.filter(Boolean)) {
    const last = things[things.length - 1];
    const joined = [`${last} ${other}`, `${other} ${last}`].find((pair) => text.includes(pair));
    // ("cena de gala", then "gala": one thing, named once.)
    const within = things.some((thing) => fold(thing).includes(fold(other)) || fold(other).includes(fold(thing)));
    if (joined) things[things.length - 1] = joined;
    else if (!within) things.push(other);
  }
  return things.slice(0, 2);
}

/** A word of the unpublished pattern as the message spells it, with what qualifies it; '' when it cannot be shown. */
function inMessage(message: string, word: string): string {
  // ("El taxista me cobró…": a fare, no thing to name.)
  if (!word || /\b(horas?|horarios?|time|schedule|quien|who|quem|cierra|ends?|como se llama|nome|nombre|names?|cobr\w*)\b/.test(word))
    return '';
  const chars = [...message.normalize('NFC')];
  const folded = chars.map((char) => fold(char));
  if (folded.some((char, i) => char.length !== 1 || chars[i].length !== 1)) return '';
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\W+');
  // ("cena de gala", "sala de prensa": the word with what qualifies it.)
  const found = new RegExp(
    `(?<![\\p{L}\\p{N}])${escaped}(?: (?:de|do|da|del|of) (?!(?:la|las|los|el|lo|os|as|um|uma|un|una|the)(?![\\p{L}\\p{N}]))\\p{L}{3,}| (?:speakers?|talks?|lectures?|sessions?|internacionales|internacionais|international|invitad[oa]s|convidad[oa]s|confirmad[oa]s|dinners?|party|parties|night))?(?![\\p{L}\\p{N}])`,
    'u',
  ).exec(folded.join(''));
  return found ? chars.slice(found.index, found.index + found[0].length).join('') : '';
}

/** Whether a time of day is the only unpublished thing a question asks ("¿ya empezó? ¿qué horario tiene?"). */
export const unpublishedTimeOfDay = (message: string): boolean => {
  const folded = wordsOf(message);
  return timeOfDayAsked.test(folded) && !unpublishedBesidesTime(folded);
};

/** Whether the question names something unpublished besides a time of day ("¿a qué hora… y habrá cena de gala?"). */
export const unpublishedBesidesTime = (folded: string): boolean =>
  unpublishedPattern.test(
    folded
      .replace(timeOfDayWords, ' ')
      .replace(/\b(ends?|cierra|when|cuando|quando)\b/g, ' ')
      // ("…and when was the opening session?": the one session whose time is published.)
      .replace(/\b(opening session|sesion (inaugural|de apertura)|sessao de abertura)\b/g, ' '),
  );
const registerOnsitePattern = askPatterns.find(([ask]) => ask === 'registerOnsite')![1];

/** Words one ask shares with another: the reading the rest of the question supports wins. */
/** Look-alikes of travel and the host city: a field of the airline's site, money in Panama, safety, a phone charger. */
function dropTravelLookAlikes(asks: Set<Ask>, folded: string) {
  // "O café da manhã está incluso? E tem taxa?": the hotel's tax, not a registration fee.
  if (asks.has('breakfast') && /\btaxas?\b/.test(folded)) {
    asks.add('taxes');
    asks.delete('fee');
  }
  // "Where do I type the code on the airline's site?": a field of the site, not the venue.
  if (asks.has('airline') && /\b(type|enter|put|escribo|escribe|ingreso|pongo|digito|coloco|insiro|campo|field)\b/.test(folded))
    asks.delete('venue');
  // "Can I pay by card there or do I have to change money?": money in Panama, not the registration's payment.
  // ("¿Qué moneda usan? ¿Aceptan tarjeta?": cards in Panama, with the currency.)
  if (
    (/\b(change money|exchange money|local cash|cambiar (dinero|plata)|trocar dinheiro)\b/.test(folded) ||
      (asks.has('currency') && !asks.has('paymentCurrency') && !asks.has('fee'))) &&
    !/\b(inscri\w*|regist\w*|fees?)\b/.test(folded)
  )
    for (const ask of ['payment', 'fee'] as const) asks.delete(ask);
  // "Is the city safe at night?": not published, and no hotel nights.
  if (/\b(segur[oa]|safe|seguranca)\b/.test(folded)) asks.delete('hotel');
  // "A plug adapter for my phone charger": the plugs, not a phone number.
  if (asks.has('plugs')) asks.delete('phone');
}

const withDates = [
  'authorDiscount',
  'abstract',
  'abstractDeadline',
  'eposter',
  'registerUntil',
  'periodUntil',
  'airline',
  'refund',
  'congressAgo',
  'lastDay',
] as const;

/** An abstract's topic or a case report to submit, read as the program's topic or an unpublished question. */
function abstractLookAlikes(asks: Set<Ask>, folded: string) {
  // "Will there be an extension?" asks for more time, not the abstract's length ("¿qué extensión puede tener?").
  if (asks.has('abstractExtension') && /\b(an|any|no|the|una|alguna|ninguna|uma|alguma|nenhuma) extension\b/.test(folded))
    asks.delete('abstractCharacters');
  // "¿Después del plazo puedo cambiar la lista de autores?": the author-list rule, which gives the deadline.
  if (asks.has('authorChange')) asks.delete('abstractDeadline');
  // "¿Tengo que quitar los nombres de los autores del resumen?": names out of the text, not a change of authors.
  const namesOut =
    /\b(quitar|sacar|tirar|borrar|eliminar|retirar|remove|take out|delete)\b(\W+\w+){0,2}\W+(nombres|names|nomes)\b(?!.*\b(lista|list)\b)/;
  if (asks.has('abstractAnonymous') && namesOut.test(folded)) asks.delete('authorChange');
  // "If our abstract gets accepted, can my co-author present it?", "¿igual lo hubieran aceptado?": the acceptance is the
  // condition of another rule, not the notification's date.
  const acceptedIf =
    /\b(if|si|se) (\w+ ){0,4}(gets? accepted|is accepted|was accepted|for aceit[oa]|fosse aceit[oa]|es aceptad[oa]|fuera aceptad[oa]|me lo aceptan|lo aceptan|la aceptan)\b|\b(hubieran|hubiesen|habrian|teriam|would have) (aceptado|aceitado|accepted)\b/;
  const otherRule = ['abstractProxy', 'abstractPresented', 'abstractInPerson'].some((ask) => asks.has(ask as Ask));
  if (acceptedIf.test(folded) && (otherRule || /\b(present\w*|apresent\w*|ir pessoalmente|in person|en persona)\b/.test(folded)))
    asks.delete('notification');
  // "What score did my abstract get? Why was it rejected?": the review, which is not published, not the notification's date.
  if (reviewAsked.test(folded)) asks.delete('notification');
  // "¿Ya es muy tarde para mandar el resumen?": whether submission is still open.
  if (asks.has('abstract') && tooLateWords.test(folded)) {
    asks.add('abstractSubmitNow');
    asks.delete('abstractPresented');
  }
  // "¿El programa ya está publicado?": the program, not previously published work.
  if (
    /\b(programa?|programme|program|agenda|cronograma|programacao|programacion)\b/.test(folded) &&
    !/\b(abstracts?|resumen\w*|resumos?|trabajos?|trabalhos?|posters?|estudios?|estudos?|study|data|datos|dados)\b/.test(folded)
  )
    asks.delete('abstractPresented');
  // "¿Puedo mandarlo en español? Es un caso clínico": the work described, while a published rule is asked.
  const ruleNamed = (
    [
      'abstractLanguage',
      'abstractChannel',
      'abstractMedia',
      'abstractReferences',
      'abstractCharacters',
      'abstractPerAuthor',
      'eposter',
      'abstractDeadline',
    ] as const
  ).some((ask) => asks.has(ask));
  if (
    ruleNamed &&
    /^(casos? clinicos?|case reports?|clinical cases?|reportes? de casos?|relatos? de casos?)$/.test(unpublishedWord(folded))
  )
    asks.delete('unpublished');
  // "Which topic would a gout cohort go under?": an abstract's topic, not the program's.
  if (
    /\b(which|what|qual|cual|en que|em que)\b (\w+ ){0,2}(topic|tema|topico|eje)\b.*\b(go|goes|fall|falls|fit|fits|entra|entraria|va|iria|under|submit\w*|inscrib\w*|inscrev\w*)\b/.test(
      folded,
    ) &&
    !/\b(program\w*|programa|sesion\w*|sessions?|sessao|sessoes|talks?|charlas?|palestras?)\b/.test(folded)
  )
    asks.add('abstract');
  // "¿Todavía puedo mandar un caso clínico?": whether submission is still open, whatever the work is.
  const caseReport = /^(casos? clinicos?|case reports?|clinical cases?|reportes? de casos?|relatos? de casos?)$/;
  if (
    caseReport.test(unpublishedWord(folded)) &&
    asks.has('abstractSubmitNow') &&
    /\b(submit\w*|send|envi\w*|mand\w*|submet\w*)\b/.test(folded)
  ) {
    asks.delete('unpublished');
    asks.add('abstract');
  }
}

/** Tables, figures and photos that are no abstract's ("the fee table", "fotos do PANLAR no insta", "no figura como autor"). */
function mediaLookAlikes(asks: Set<Ask>, folded: string) {
  // "My flight got cancelled, can I get my money back?": why the visitor cancels, not the airline discount.
  if (
    asks.has('refund') &&
    /\b(flights?|vuelos?|voos?)\b (\w+ ){0,2}(cancel\w*|cancelad[oa]s?|suspend\w*)/.test(folded) &&
    !/\b(discount|descuento|desconto|code|codigo|c9562)\b/.test(folded)
  )
    asks.delete('airline');
  // "Only residents in the table", "the official fee table": the fee table, not an abstract's tables.
  const feeTable =
    /\b(na|en la|in the|on the|da|de la) (tabla|tabela|table)\b|\b(fee|fees|price|prices|rate|rates|cost|costs) tables?\b|\btablas? de (tarifas|precios|costos|cuotas)\b|\btabelas? de (precos|taxas|valores)\b/;
  if (feeTable.test(folded) && !asks.has('abstract')) asks.delete('abstractMedia');
  // "Vi umas fotos do PANLAR no insta": photos of the congress, not an abstract's images.
  if (
    /\b(vi|saw|seen|vimos|insta|instagram|facebook|linkedin|redes)\b/.test(folded) &&
    !/\b(abstracts?|resumen\w*|resumos?|trabajos?|trabalhos?|posters?)\b/.test(folded)
  )
    asks.delete('abstractMedia');
  // "Tem tabela de preços?": a price list, not an abstract's table.
  if (/\b(tabla|tabela|table) (de|of) (precios|precos|prices|valores|tarifas)\b|\bprice (table|list)\b/.test(folded))
    asks.delete('abstractMedia');
  // "Un colega que no figura como autor": "figura" is a verb there, not an abstract's figure.
  if (/\b(no|not|nao) figura\b|\bfigura (como|entre)\b/.test(folded)) asks.delete('abstractMedia');
  // "Vi fotos no Instagram, o congresso já foi?": where something was seen, not a question about the networks.
  if (/\b(vi|saw|seen|vimos)\b.*\b(insta|instagram|facebook|linkedin|twitter)\b/.test(folded) && asks.size > 1) asks.delete('social');
}

/** Registration's own last day and the congress's end, asked in words that name other things too. */
function registrationLookAlikes(asks: Set<Ask>, folded: string) {
  // "Me inscribí y pagué en enero… ¿me devuelven algo si cancelo hoy?": a refund, not whether registration is open.
  if (asks.has('refund') && /\b(me inscribi|me inscrevi|registered|pague|paguei|paid|pagamos|pagou|pago en|pago em)\b/.test(folded)) {
    asks.delete('registerWhen');
    asks.delete('registerOnline');
  }
  // "Is the day pass the same price every day?": a flat fee, not two categories compared.
  if (/\b(same (price|fee|rate)|mismo precio|mesmo (preco|valor)) (every|each|todos los|cada|todo|todos os) (days?|dias?)\b/.test(folded))
    asks.delete('sameAs');
  // "¿Hasta cuándo se puede pagar por internet?": online registration's last day, not a fee period's.
  if (asks.has('registerOnline') && asks.has('periodUntil') && !periodIn(folded)) {
    asks.delete('periodUntil');
    asks.add('registerUntil');
  }
  // "What's the deadline to register online?": registration's last day, not the abstracts'.
  if (
    asks.has('abstractDeadline') &&
    /\b(register\w*|regist\w*|inscrib\w*|inscrev\w*|inscripcion|inscricao|sign up)\b/.test(folded) &&
    !/\b(resum\w*|abstracts?|trabaj\w*|trabalh\w*|poster|submi\w*)\b/.test(folded)
  ) {
    asks.delete('abstractDeadline');
    asks.add('registerUntil');
  }
  // "How many days are left before the congress is over?": its end, not whether it is over.
  if (
    asks.has('lastDay') &&
    /\b(before|until|till|antes de que|hasta que|ate que)\b(\W+\w+){0,3}\W+(over|termine|acabe|finished)\b/.test(folded)
  )
    asks.delete('happeningNow');
  // "How many days left until the congress ends?": its last day, not the countdown to its start.
  if (
    asks.has('lastDay') &&
    asks.has('countdown') &&
    /\b(ends?|termin[ae]r?|acab[ae]r?|encerr[ae]r?|closing|clausura|encerramento)\b/.test(folded) &&
    !/\b(starts?|begins?|comeca\w*|comecar|empieza\w*|empezar|inicia\w*|abre|opening|apertura|abertura)\b/.test(folded)
  )
    asks.delete('countdown');
}

/**
 * Asks about when: "what time does the opening session start?" is the one session time the site publishes, not an
 * unpublished schedule; "¿todavía puedo inscribirme por la página?" asks whether online registration is still open.
 */
function timeLookAlikes(asks: Set<Ask>, folded: string) {
  // "I work for a pharma company and want to attend the sessions, which rate do I pay?": a fee, not a schedule.
  if (
    (asks.has('fee') || asks.has('registerWhere')) &&
    /^(sessions?|sesiones|sessoes|sessao)$/.test(unpublishedWord(folded)) &&
    !unpublishedBesidesTime(folded.replace(/\b(sessions?|sesiones|sessoes|sessao)\b/g, ' '))
  )
    asks.delete('unpublished');
  // "¿A qué hora cerraba? ¿Hora de Panamá o de dónde?": a time zone, not the venue.
  if (/\b(hora|horario|time) (de|do|del)? ?(panama|brasilia)? ?(o|ou|or) (de|from) (donde|onde|where)\b/.test(folded)) asks.delete('venue');
  // "My friend wants to register on May 2nd, is that possible?": whether registration is open that day.
  if (
    asks.size === 0 &&
    /\b(register\w*|sign up|inscribir\w*|inscrever\w*)\b/.test(folded) &&
    /\b(possible|posible|possivel|can|puede|pode|da pra|se puede)\b/.test(folded) &&
    dateIn(folded) !== undefined
  )
    asks.add('registerWhen');
  // "¿Lo puedo sacar hoy?" of a day pass: whether registration is open today.
  if (
    dayPassWords.test(folded) &&
    /\b(compr\w*|sacar|saco|buy|get|adquir\w*|tirar)\b/.test(folded) &&
    /\b(hoy|hoje|hj|today|now|ahora|agora|todavia|ainda|still|aun)\b/.test(folded) &&
    /\b(puedo|podemos|se puede|can i|can we|could i|posso|da pra|da para|still|todavia|ainda|aun)\b/.test(folded) &&
    !/\b(mas barat\w*|mais barat\w*|cheaper|conviene|compensa|vale a pena|vale la pena|or the full|o la completa|ou a completa)\b/.test(
      folded,
    )
  )
    asks.add('registerWhen');
  // ("¿Todavía me puedo inscribir por la página?", "pelo site": registering online.)
  if (
    /\b(por la (pagina|web)|pela (pagina|web)|pelo site|por el sitio|(on|through) the (web)?site)\b/.test(folded) &&
    /\b(inscribir\w*|inscrever\w*|inscribo|inscrevo|register|registering|sign up|fazer a inscricao|hacer la inscripcion)\b|\b(fazer|hacer|do it) (pelo|por el|por la|on the|through the)\b/.test(
      folded,
    )
  ) {
    asks.add('registerOnline');
    // ("Não fiz a inscrição ainda, dá pra fazer pelo site?": registering, no abstract.)
    if (!/\b(resum\w*|abstracts?|trabaj\w*|trabalh\w*)\b/.test(folded)) asks.delete('abstractSubmitNow');
  }
  // "Bueno, pa la próxima: ¿cuántos caracteres eran?": this edition's rule, asked for next time; "queria jantar lá
  // depois das sessões" is the visitor's own dinner, not a congress dinner.
  const unpublishedNamed = asks.has('unpublished') ? unpublishedWord(folded) : '';
  if (/^(para|pra) (la |a )?proxima$/.test(unpublishedNamed) && [...asks].some((ask) => ask.startsWith('abstract')))
    asks.delete('unpublished');
  if (
    /^(cena|cenar|dinner|jantar)$/.test(unpublishedNamed) &&
    (asks.has('distance') || asks.has('venue')) &&
    !/\b(gala|congress\w*|congreso|inclu\w*|confraterniza\w*|clausura|encerramento|closing|oficial|official)\b/.test(folded)
  )
    asks.delete('unpublished');
  registrationLookAlikes(asks, folded);
  // "Meu trabalho é sobre osteoporose induzida por corticoide, qual tema?": an abstract's subject, not a patient's drug.
  if (
    asks.has('medical') &&
    asks.has('abstract') &&
    /\b(trabajo|trabalho|abstract|resumo|resumen|estudio|estudo|study|work|paper|caso clinico|case report) (\w+ ){0,3}(sobre|about|on|de|em|en)\b/.test(
      folded,
    ) &&
    !/\b(dosis|dose|doses|dosage|\d+ ?mg|mi paciente|my patient|meu paciente|minha paciente|debo|should i|devo|le (subo|bajo)|suspend\w*)\b/.test(
      folded,
    )
  )
    asks.delete('medical');
  if (asks.has('registerWhere') && /\b(todavia|aun|still|ainda|yet|ya|ja)\b/.test(folded)) {
    asks.delete('registerWhere');
    asks.add('registerOnline');
  }
  if (
    asks.has('openingTime') &&
    /\b(opening|inaugur\w*|apertura|abertura|opens?)\b/.test(folded) &&
    /^((a )?que horas?|what time|horarios?)$/.test(unpublishedWord(folded)) &&
    !unpublishedBesidesTime(
      folded.replace(
        /\b(opening (session|ceremony)|sesion inaugural|sessao de abertura|ceremonia de (apertura|inauguracion)|cerimonia de abertura)\b/g,
        ' ',
      ),
    ) &&
    !/\b(ends?|ended|termina\w*|acaba\w*|finish\w*|closing|clausura|encerramento|cierre)\b/.test(folded)
  )
    asks.delete('unpublished');
}

function dropLookAlikes(asks: Set<Ask>, folded: string) {
  bookingAsked(asks, folded);
  if (/\b(dress ?code|codigo de vestimenta)\b/.test(folded)) asks.delete('airline');
  // "Flying on April 18 to do some sightseeing first, does the code work?": the tourism is an aside.
  const tourism = /^(praias?|playas?|beach(es)?|passeios?|paseos?|turis\w*|touris\w*|sightseeing|excursi\w*|excursao|excursoes)$/;
  const topical = ['airline', 'hotel', 'fee', 'refund', 'abstract', 'registerWhen', 'registerUntil', 'venue', 'airportDistance'] as const;
  if (tourism.test(unpublishedWord(folded)) && topical.some((ask) => asks.has(ask))) asks.delete('unpublished');
  abstractLookAlikes(asks, folded);
  // "When does the presenting-author discount end?": a published date, not an unpublished "end".
  if (/^(ends?|cierra)$/.test(unpublishedWord(folded)) && withDates.some((ask) => asks.has(ask))) asks.delete('unpublished');
  timeLookAlikes(asks, folded);
  // "Who's organizing this and what are the dates?": the organizer, not an unpublished name.
  if (asks.has('organizer')) asks.delete('unpublished');
  // "El logo en vector para imprimir un póster": the brand files, not the e-poster.
  if (/\b(logos?|logotipos?|logomarca)\b/.test(folded)) {
    asks.delete('eposter');
    // "the logo in vector format for our poster": a poster to print, not an abstract.
    if (!/\b(resumen\w*|resumos?|abstracts?|trabajos?|trabalhos?|e-?posters?)\b/.test(folded)) asks.delete('abstract');
  }
  // "Could I have presented online via Zoom?": presenting, not registering online.
  if (asks.has('abstractInPerson') && /\b(present\w*|apresent\w*)\b/.test(folded)) asks.delete('registerOnline');
  // "¿Todavía se puede en línea o presencial en la sede?": registering in person, not presenting.
  const registering = /\b(inscri\w*|inscrev\w*|regist\w*|sign up)\b/.test(folded) && !/\b(present\w*|apresent\w*)\b/.test(folded);
  if (asks.has('abstractInPerson') && !asks.has('abstract') && registering) asks.delete('abstractInPerson');
  // "My abstract was accepted but…": a fact told, not a question about the notification.
  // ("Me aceptaron el trabajo, ¿hasta cuándo tengo el descuento?": an "until when" is another deadline's.)
  const asksWhen = /\b(when|cuando|quando|que dia|what day|qual dia|which day|what date|que fecha|que data)\b/.test(
    folded.replace(/\b(hasta|ate|until|till|by) (when|cuando|quando)\b/g, ' '),
  );
  if (
    /\b((was|fue|foi|were|got|has been|have been|ha sido|fueron|foram) (accepted|aceptad[oa]s?|aceit[oa]s?)|me (lo )?aceptaron|(me )?aceitaram)\b/.test(
      folded,
    ) &&
    !asksWhen &&
    !/\b(told|informed|yet)\b/.test(folded)
  )
    asks.delete('notification');
  mediaLookAlikes(asks, folded);
  boothLookAlikes(asks, folded);
  // "Se ficou como rascunho depois do prazo, dava para enviar?": the rule for drafts at the deadline.
  if (/\b(depois do prazo|despues del (cierre|plazo)|after the deadline|apos o prazo|al cierre)\b/.test(folded))
    asks.delete('abstractStatus');
  // "a companhia aérea e dava para usar…": "e" is "and" there, not "is".
  const airlineNamed = askPatterns.find(([ask]) => ask === 'airlineName')![1].exec(folded)?.[0] ?? '';
  if (/ e (dava|da|podia|pode|posso|tem|tinha|vale|valia|serve|servia|usar|quanto|qual|como|ate)$/.test(airlineNamed))
    asks.delete('airlineName');
  // "más de 500 dólares": a price, not a question about Panama's currency.
  if (/\b\d+ ?(dolares|dollars|usd|reais)\b/.test(folded) && !/\b(moneda|currency|moeda|balboa\w*)\b/.test(folded)) asks.delete('currency');
  // "¿Cuánto del aeropuerto?": the driving time.
  if (asks.has('airportDistance') && /\b(cuanto|quanto|how far|how long|que tan)\b/.test(folded)) asks.add('distance');
  // "El descuento de la aerolínea es del 20%, ¿no?": a claim about the discount, not the airline's name.
  if (/\b\d{1,3} ?%/.test(folded)) asks.delete('airlineName');
  // "Fui coautor de un trabajo presentado en 2025, ¿tengo certificado?": the certificate, not an abstract rule.
  if (asks.has('certificates')) for (const ask of ['abstractPresented', 'abstractProxy', 'abstractInPerson'] as const) asks.delete(ask);
  // "sizes of the social media graphics": the brand page's kits, not the social network links.
  if (asks.has('socialKits')) asks.delete('social');
  // "el logo en PDF vectorial": the brand files, not an abstract's file format.
  if (/\b(logos?|logotipos?|logomarca)\b/.test(folded)) asks.delete('unpublished');
  // "Armando un grupo, ¿qué fechas son?": the dates; "grupo" alone names no group benefit.
  if (
    asks.has('congressWhen') &&
    !/\b(gratis|free|gratuit\w*|inscri\w*|regist\w*|descuento|discount|desconto|vantage\w*|ventaja\w*|beneficio\w*|lider|leader)\b/.test(
      folded,
    )
  )
    asks.delete('group');
  // "When did the early bird end?": a fee period's end, which is published.
  if (/^(ends?|cierra)$/.test(unpublishedWord(folded)) && (asks.has('periodUntil') || periodIn(folded))) asks.delete('unpublished');
  // "¿Aceita pix?", "aceita real?": a payment or a currency accepted, not an abstract.
  if ((asks.has('payment') || asks.has('currency')) && /\b(acept\w*|aceit\w*|accept\w*)\b/.test(folded)) asks.delete('notification');
  // "Taxa de serviço do hotel e imposto de restaurante": the host city's tips and taxes.
  if (asks.has('tips')) asks.delete('taxes');
  // "¿Y para qué fechas sirve (el código)?": a validity, not the congress dates.
  if (/\b(sirve|sirven|servia|vale|valen|valia|valid\w*|aplica\w*|works?|serve)\b/.test(folded)) asks.delete('congressWhen');
  // "¿El año que viene hay congreso?": the next congress, which is not published, not this one's dates.
  if (/\b(ano que viene|ano que vem|proximo ano|next year)\b/.test(folded) && /\b(congreso|congresso|congress|panlar)\b/.test(folded)) {
    asks.delete('congressWhen');
    asks.add('unpublished');
  }
  // "Who's the president of the congress and who's on the committee?": people, not when the congress "is on".
  if (/\b(who|quien|quienes|quem) (is|are|es|son|e|sao|esta|estan) (on|in|en|em|no|na)\b/.test(folded)) asks.delete('congressWhen');
  // "¿Se pagaba en dólares o en moneda local?": how registration is paid, not Panama's currency.
  if (asks.has('paymentCurrency')) asks.delete('currency');
  // "When was PANLAR founded?" asks the league's year, not the congress dates.
  if (asks.has('founded')) for (const ask of ['congressWhen', 'happeningNow'] as const) asks.delete(ask);
  // "¿Se puede ver online?": watching, not registering online.
  if (/\b(assistir|watch\w*|mirar|ver las|ver os|stream\w*|transmi\w*|gravad\w*|grabad\w*|recorded)\b/.test(folded))
    asks.delete('registerOnline');
  // "I had to cancel because of visa issues": the refund, with its reason.
  if (asks.has('refund')) asks.delete('visa');
  // "Presenté el trabajo en el congreso nacional en 2025": a work presented before, not last year's PANLAR.
  if (asks.has('abstractPresented')) asks.delete('previousCongress');
  // "¿Mi orientador podía haberlo presentado en mi lugar?": someone presenting it for me, not a work presented before.
  if (asks.has('abstractProxy') && /\b(en mi lugar|no meu lugar|in my place|instead of me|por mi|por mim|for me)\b/.test(folded))
    asks.delete('abstractPresented');
  // "My colleague who'll work at the booth, which registration?": the staff's registration, not sponsorship.
  if (
    /\b(trabaj\w*|trabalh\w*|work\w*|atender|atendia|staff\w*) (en|no|na|at|in|on) (el |o |the |a |our |nuestro |nosso )?(stand|estande|booth)\b/.test(
      folded,
    )
  )
    asks.delete('sponsorship');
  // "¿Último día para mandar los resúmenes y a qué hora?": the deadline's time, which is published.
  const timeOnly = /^((a )?que hora|what time|que horas|horarios?)$/;
  const dated = ['abstract', 'abstractDeadline', 'registerUntil', 'eposter', 'notification', 'authorDiscount', 'refund'] as const;
  if (timeOnly.test(unpublishedWord(folded)) && dated.some((ask) => asks.has(ask))) asks.delete('unpublished');
  dropTravelLookAlikes(asks, folded);
  // "¿Cuántas sesiones y cuántos trabajos?" after the home page's figures: those figures, not abstracts per author.
  if (asks.has('figures') && !/\b(por autor|per author|cada autor|each author)\b/.test(folded)) asks.delete('abstractPerAuthor');
  // "In the welcome letter, what kinds of sessions…?": the letter, not unpublished sessions.
  if (asks.has('welcomeLetter')) asks.delete('unpublished');
  // "How many sessions were planned?": the home page's figures, not an unpublished session.
  if (asks.has('figures') && /^(sessions?|sesiones de|sessoes)$/.test(unpublishedWord(folded))) asks.delete('unpublished');
  // "el logo en vectorial para la gráfica": the brand files, not an abstract's charts.
  if (/\b(logos?|logotipos?|logomarca|vector\w*|vetor\w*)\b/.test(folded) && !asks.has('abstract')) asks.delete('abstractMedia');
}

/** "En la sede": an onsite registration only with a registration or payment verb, and then not a venue question. */
function onsitePlace(asks: Set<Ask>, folded: string) {
  // "en la sede" is where the parking is, not an onsite registration, unless the visitor registers or pays there.
  if (asks.has('registerOnsite') && !registersOrPays.test(folded)) asks.delete('registerOnsite');
  // "Vamos fazer a inscrição lá na sede": where the visitor registers, not a question about the venue.
  const venueAsked =
    /\b(where|donde|onde|address|direccion|endereco|how far|que tan lejos|distancia|distance|como llego|como chego|get there)\b/;
  if (asks.has('registerOnsite') && !venueAsked.test(folded)) asks.delete('venue');
}

/** "Como faço pra reservar pelo valor do congresso?", "reserva pra grupo": a hotel room, not a fee or a group registration. */
function bookingAsked(asks: Set<Ask>, folded: string) {
  // "Is that rate per person or per room?": a hotel rate, not a registration fee.
  if (asks.has('rateBasis') && /\b(rooms?|habitacion\w*|quartos?|cuartos?|hote\w*)\b/.test(folded)) {
    asks.delete('fee');
    asks.add('hotel');
  }
  if (!asks.has('hotelBook')) return;
  if (/\b(inscri\w*|inscrev\w*|regist\w*|aerolinea|airline|flights?|vuelos?|voos?)\b/.test(folded)) {
    asks.delete('hotelBook');
    return;
  }
  for (const ask of ['fee', 'group', 'venue'] as const) asks.delete(ask);
  asks.add('hotel');
}

/** "When is the next PANLAR?", "¿y para el próximo?": an edition the site does not publish, not this one. */
const nextCongress =
  /\b(proxim[oa]|next|siguiente|seguinte) (congreso|congress|congresso|panlar|edicion|edition|edicao)\b|\bpanlar 2027\b|\b(for|para|pro|pra) (the |el |la |o |a )?(next one|proxim[oa]|siguiente)$|\b(wheres|where is|when is|whens) the next one\b|\bnext years? (congress|panlar|edition|meeting|one)\b|\b(congreso|congresso|panlar) (del|do) (ano|año) que (viene|vem)\b/;

/** A booth: staffing it is a fee ("industry staff or day pass?"); "¿y un stand cuánto cuesta?" is its price, no fee. */
function boothLookAlikes(asks: Set<Ask>, folded: string) {
  const feeAsked = asks.has('fee') || /\b(cheaper|mas barat[oa]|mais barat[oa])\b/.test(folded);
  const booth = /\b(booth|stand|estande)\b/.test(folded) && !/\b(patrocin\w*|sponsor\w*)\b/.test(folded);
  if (categoryNamedIn(folded) && feeAsked && booth && !boothRental.test(folded) && !boothPriced.test(folded)) asks.delete('sponsorship');
  else if (
    asks.has('sponsorship') &&
    (boothPriced.test(folded) || booth) &&
    !categoryNamedIn(folded) &&
    [...asks].every((ask) => ask === 'sponsorship' || ask === 'fee')
  )
    asks.delete('fee');
}

function asksIn(folded: string, named: Query['paymentMethod']): {asks: Set<Ask>; paymentMethod: Query['paymentMethod']} {
  const asks = new Set<Ask>();
  for (const [ask, pattern] of askPatterns) if (pattern.test(folded)) asks.add(ask);
  // "¿Aceptan resúmenes en español?" accepts abstracts: an unknown "method" counts only when nothing else is asked about.
  const payWord = /\b(pag\w*|pay\w*|cobr\w*|charge\w*)\b/.test(folded);
  // "pagar con la tarifa regular": a word the engine reads as something else is no payment method.
  const known =
    named &&
    (askPatterns.some(([ask, pattern]) => !mannerAsks.has(ask) && pattern.test(named.name)) ||
      /\b(tarifa|rate|fee|taxa|precio|price)\b/.test(named.name));
  // A method named by its brand ("aceita pix?") is one whatever else the question reads as.
  // (Cash is a method whatever else is asked: "aceitam dinheiro no balcão de inscrição?".)
  const byName = named !== undefined && (paymentBrands.test(named.name) || named.name === 'cash');
  const unlikely = !byName && named?.kind === 'other' && (known || (!payWord && [...asks].some((ask) => !mannerAsks.has(ask))));
  const paymentMethod = unlikely ? undefined : named;
  onsitePlace(asks, folded);
  // "¿Se puede pagar con tarjeta en los restaurantes?", "do I need cash?": money in the city, not the registration.
  if (
    asks.has('cityPayment') &&
    !/\b(inscri\w*|regist\w*|fee|tarifa|taxa|congres\w*)\b/.test(folded) &&
    (asks.has('payment') || paymentMethod || /\b(cash|efectivo|dinheiro)\b/.test(folded))
  ) {
    asks.delete('payment');
    asks.add('currency');
    return {asks, paymentMethod: undefined};
  }
  // "pagar con Visa" is a card, not a visa to enter Panama.
  if (paymentMethod) {
    asks.delete('visa');
    asks.add('payment');
  }
  dropLookAlikes(asks, folded);
  // "When will authors be notified?" or "¿hasta cuándo es válido?" asks when something else happens (or ends), not when the congress is.
  // "How long is it valid for?" asks how long something lasts, not a travel time.
  if (asks.has('distance') && /\b(valid\w*|vale|valido|validez|validade|good for|dura|dure|durar|last|lasts)\b/.test(folded))
    asks.delete('distance');
  // "How long has PANLAR been around?": its founding, not the congress's length.
  if (asks.has('founded') && !/\b(congress|congreso|congresso|evento|event|dura|last)\b/.test(folded)) asks.delete('congressLength');
  // "And how long is it valid for?": the code's validity, not the congress's length.
  if (asks.has('airlineValidity') && !/\b(congress|congreso|congresso|evento|event)\b/.test(folded)) asks.delete('congressLength');
  // "When is the next PANLAR congress?" asks about an edition the site does not publish, not this one's dates.
  if (nextCongress.test(folded)) for (const ask of ['congressWhen', 'venue', 'happeningNow'] as const) asks.delete(ask);
  const otherWhen = [
    'notification',
    'eposter',
    'abstractDeadline',
    'registerWhen',
    'registerUntil',
    'refund',
    'airline',
    'authorDiscount',
    'periodUntil',
  ];
  if (
    asks.has('congressWhen') &&
    otherWhen.some((ask) => asks.has(ask as Ask)) &&
    !/\b(congress|congreso|congresso|panlar|evento|event)\b/.test(folded)
  )
    asks.delete('congressWhen');
  // "¿La inscripción temprana hasta cuándo es?" asks when a fee period ends, not when registration closes.
  // ("¿Cuánto era la tardía y hasta cuándo se podía pagar online?" asks both.)
  if (asks.has('registerUntil') && asks.has('periodUntil') && periodIn(folded) && !/\b(online|on-line|en linea)\b/.test(folded))
    asks.delete('registerUntil');
  // "How much would a radiologist pay right now?" asks a fee today, not whether the congress is under way.
  const categoryNamed = categoryPatterns.some(([, pattern]) => pattern.test(folded));
  // ("Can I still register online right now?": registering now, not whether the congress is on now.)
  const registering = asks.has('fee') || categoryNamed || asks.has('registerWhen') || asks.has('registerOnline');
  if (asks.has('happeningNow') && registering && !/\b(congress|congreso|congresso|evento|event)\b/.test(folded))
    asks.delete('happeningNow');
  // "¿El pase diario necesita código de acceso?" is the fee page's access code, not the airline's discount code.
  if (asks.has('accessCode') && !/\b(aerolinea|airline|companhia aerea|vuelos?|voos?|flights?)\b/.test(folded)) asks.delete('airline');
  // "How many abstracts were accepted last year?": a statistic the site does not publish.
  const lastYear = asks.has('previousCongress') || /\b(last year|ano pasado|ano passado|previous year|2025)\b/.test(folded);
  const statistic =
    /\b(how many|cuant[oa]s|quant[oa]s|numero|number|statistic\w*|estadistic\w*|estatistic\w*|tasa|rate|porcentaje|percentage)\b/;
  const acceptance = /\b(accepted|aceptad[oa]s|aceit[oa]s|selected|seleccionad[oa]s|approved|aprobad[oa]s|aprovad[oa]s)\b/.test(folded);
  if ((lastYear || acceptance) && statistic.test(folded)) {
    asks.delete('notification');
    asks.delete('previousCongress');
    asks.add('unpublished');
  }
  // "Are meals included in the hotel rate?": what the rate includes is breakfast.
  if (asks.has('hotel') && /\b(comidas?|meals?|refeic(ao|oes)|alimentacion|alimentacao)\b/.test(folded)) {
    asks.delete('unpublished');
    asks.add('breakfast');
  }
  // "What topics are accepted for abstracts?" asks the topics, not when acceptance is announced.
  if (namesTopics(folded)) asks.delete('notification');
  // "Can I appeal if my abstract is rejected?" is the final-decision rule, not the notification date.
  if (/\b(apela\w*|appeal\w*|recorrer|recurso)\b/.test(folded)) asks.delete('notification');
  // "Can someone who is not an author present?" is the presenter rule, not an unpublished "who is".
  if (asks.has('abstractProxy')) asks.delete('unpublished');
  // "Group leader" names a category, not a group's free registrations ("any group discount, and how does the group
  // leader register?" asks both).
  const groupElsewhere = /\b(grupos?|groups?|grupal)\b/.test(withoutGroupLeader(folded));
  if (categoryPhrases.groupLeader!.test(folded) && !groupElsewhere && !/\b(grupo|group) (de |of )?\d/.test(folded)) asks.delete('group');
  // "What time do sessions start each day?" (the daily schedule) and "what time does it end?" are not published.
  // ("¿A qué hora empieza el segundo día?", "day 2", "on Tuesday": another day's start, not the opening's.)
  const notOpening =
    /\b(sessions?|sesion\w*|sessoes|sessao|each day|every day|cada dia|todos los dias|todo dia|daily|diari\w*|ends?|finish\w*|termina\w*|acaba\w*|(second|third|fourth|last|segundo|tercer|tercero|terceiro|cuarto|quarto|ultimo) (dia|day)|(day|dia) (2|3|4|two|three|four|dos|tres|cuatro|dois|quatro)|tuesday|wednesday|thursday|martes|miercoles|jueves|terca|quarta)\b/;
  const openingNamed = /\b(opening session|sesion inaugural|sessao de abertura)\b/;
  if (notOpening.test(folded.replace(openingNamed, ' '))) asks.delete('openingTime');
  // "¿Puedo presentar de forma virtual?" is the in-person rule, not an unpublished streaming question.
  if (asks.has('abstractInPerson') && /\b(present\w*|apresent\w*|expon\w*)\b/.test(folded)) asks.delete('unpublished');
  return {asks, paymentMethod};
}

/** Whether the question names the topics ("¿qué temas…?", "subject areas"): the engine's topics cue words. */
export const namesTopics = (folded: string): boolean => folded.split(' ').some((word) => cues.topics.includes(word));

/** "¿Hasta cuándo…?", "when", "what date": the question wants a date, not a rule. */
export const asksForDate = (folded: string): boolean => /\b(cuando|when|quando|until|hasta|ate|fecha|date|data|dia|day)\b/.test(folded);

/** The hotels a question names, in its order, and the ranking it asks ("the closest" also makes it a hotel question). */
function hotelsNamed(folded: string, asks: Set<Ask>) {
  // In the question's order: "is the W cheaper than the InterContinental?" is about the W.
  const at = (hotel: Hotel) => hotelPatterns[hotel.id]?.exec(folded)?.index ?? -1;
  const namedHotels = hotels.filter((hotel) => at(hotel) >= 0).sort((a, b) => at(a) - at(b));
  // "Staying at the W near the financial district": where the visitor is, not the closest hotel asked for.
  const staying = placeIn(folded) !== undefined && stayingWords.test(folded);
  const superlative = staying ? undefined : superlativeIn(folded, namedHotels.length > 0);
  // "How far is Le Méridien from the venue?" asks a hotel's distance, not the venue's travel times.
  // "¿Y el más cerca del centro de convenciones?": the closest hotel (to the venue), not the venue.
  const nearVenue =
    superlative === 'closest' &&
    asks.has('venue') &&
    // "¿Queda cerca del Casco Antiguo?", "tem praia perto?": the venue's own distances, or nothing published.
    placeIn(folded) === undefined &&
    !/\b(restaurant\w*|farmacia\w*|pharmac\w*|hospital\w*|supermercad\w*|shopping|mall|praias?|playas?|beach(es)?)\b/.test(folded);
  if (superlative === 'closest' && (namedHotels.length > 0 || nearVenue)) {
    asks.add('hotel');
    asks.delete('distance');
    asks.delete('venue');
  }
  return {namedHotels, superlative};
}

/**
 * A person the question names who is no unpublished name or companion: "¿quién es el líder de grupo, cuánto paga?"
 * asks a category's fee; "what about my wife, she's a nurse" has the wife register as a nurse; "fui com marido e
 * filho, qual hotel tinha quarto triplo?" explains the room. Companions alone ("can my wife come?") stay unpublished.
 */
function personTold(folded: string, asks: Set<Ask>, category: FeeKey | undefined): boolean {
  const named = unpublishedWord(folded);
  const family = /^(esposa|esposo|wife|husband|marido|spouses?|hij[oa]s?|filh[oa]s?|ninos|children|kids|criancas)$/;
  if (/^(quien es|who is|quem e)$/.test(named)) return category !== undefined && asks.has('fee');
  return family.test(named) && (category !== undefined || asks.has('hotel') || roomPatterns.some(([, pattern]) => pattern.test(folded)));
}

/** "Do industry reps need some kind of code to register?": their access code, not the airline's discount code. */
function accessCodeAsked(folded: string, asks: Set<Ask>, category: FeeKey | undefined) {
  if (
    (category === 'industryStaff' || category === 'groupLeader') &&
    /\b(code|codigo)\b/.test(folded) &&
    !/\b(aerolinea|airline|vuelos?|voos?|flights?|companhia|cia|descuento|discount|desconto)\b/.test(folded)
  ) {
    asks.delete('airline');
    asks.add('accessCode');
  }
}

/** Money that is not the registration fee: spending in the city, the airline's discount, an airport tax. */
function moneyAsked(folded: string, asks: Set<Ask>) {
  // "¿Dá pra pagar as coisas em real lá?": spending in the city, not the registration.
  if (
    asks.has('paymentCurrency') &&
    /\b(as coisas|las cosas|things|everything|dia a dia|day to day|compras|shopping|na rua|en la calle|no comercio)\b/.test(folded) &&
    !/\b(inscri\w*|regist\w*|fee|tarifa|taxa|congres\w*)\b/.test(folded)
  ) {
    asks.delete('paymentCurrency');
    asks.delete('fee');
    asks.add('currency');
  }
  // "¿Cuál es el código de la aerolínea y cuánto descuenta?": the airline's discount, not a registration fee.
  if (
    asks.has('airline') &&
    asks.has('fee') &&
    !/\b(inscri\w*|regist\w*|categor\w*|congres\w*)\b/.test(folded) &&
    /\b(descu\w*|discount\w*|descont\w*|desconto|off)\b/.test(folded)
  )
    asks.delete('fee');
  // "¿Vale pra taxa de embarque?": an airport tax, not a registration fee ("taxa").
  if (/\b(taxas? de embarque|tasas? de embarque|boarding tax\w*|airport tax\w*)\b/.test(folded)) asks.delete('fee');
}

/** Asks a question names in passing: the airline's code, a study's topic, this edition's sponsorship. */
/** More of what a question asks in passing: a fee period's end, a registration's transfer, a template. */
/** Asks a question's context turns into others: a brand's poster, a visa in passing, a poster's size. */
function askedOtherwise(folded: string, asks: Set<Ask>) {
  // "The brand colours for a poster": the brand's, not an abstract rule.
  if (
    asks.has('abstract') &&
    (asks.has('brandColors') || /\b(logos?|logotipos?|template|plantilla|ppt|powerpoint)\b/.test(folded)) &&
    !/\b(abstracts?|resumen\w*|resumos?|trabajos?|trabalhos?|referenc\w*|caracteres|characters?)\b/.test(folded)
  )
    asks.delete('abstract');
  // "I missed it (visa stuff): can I still register?": a visa told in passing is no visa question.
  if (
    asks.has('visa') &&
    /\b(visa|visto) (stuff|issues?|problems?|problemas?|drama|things?|cosas|coisas|delays?|demoras?)\b/.test(folded) &&
    !/\b(need\w*|necesit\w*|precis\w*|requi\w*|entrar|entry|enter|tramit\w*|apply|solicit\w*|pedir|tirar|sacar|get a visa|exig\w*)\b/.test(
      folded,
    )
  )
    asks.delete('visa');
  // "Para el próximo congreso: ¿cómo funcionaba lo de las inscripciones grupales?": this congress's group rule.
  if (
    asks.has('unpublished') &&
    asks.has('group') &&
    /\b(como funcionaba|how did|how was|como era|como funcionava|como foi)\b/.test(folded)
  )
    asks.delete('unpublished');
  // "Qual era o tamanho do pôster?": the e-poster's size, not the abstract's characters.
  if (
    /\b(e-?)?posters?\b/.test(folded) &&
    /\b(tamanho|tamano|size|medidas?|dimens\w*)\b/.test(folded) &&
    !/\b(caracteres|characters?|palabras|words?|palavras)\b/.test(folded)
  )
    asks.delete('abstractCharacters');
}

/**
 * "Do I still get the presenting author discount if I register now?": that discount, on the day asked; not when to
 * register, the in-person rule a "presenting" names, the submission, or the airline's discount.
 */
function authorDiscountOnly(folded: string, asks: Set<Ask>) {
  if (!asks.has('authorDiscount')) return;
  if (!/\b(aerolinea|airline|companhia aerea|copa|vuelos?|voos?|flights?)\b/.test(folded)) asks.delete('airline');
  if (!/\b(in person|en persona|presencial\w*|pessoalmente)\b/.test(folded)) asks.delete('abstractInPerson');
  if (!/\b(submit\w*|send|envi\w*|mand\w*|submet\w*)\b/.test(folded)) asks.delete('abstractSubmitNow');
  if (/\b(if|si|se) (i |yo |eu |me )?(me )?(regist\w*|inscrib\w*|inscrev\w*|sign up|pay|pago|pagar|pague)\b/.test(folded))
    asks.delete('registerWhen');
}

/**
 * "How much was the congress hotel per night? I lost my receipt": the rate, not a problem during the stay nor an
 * invoice. "I'll miss the last day tomorrow, can I get a partial refund?": the refund, not whether tomorrow is the last day.
 */
function hotelRateOrMissedDay(folded: string, asks: Set<Ask>) {
  // ("El hotel me cobró una noche de más, era de los de tarifa del congreso": a charge during the stay, not the rate.)
  const priced =
    /\b(how much|cuanto|quanto|per night|por noche|por noite|a night|the rate|la tarifa|a tarifa)\b/.test(folded) &&
    !/\b(cobr\w*|charged|overcharg\w*|billed)\b/.test(folded);
  if ((asks.has('hotelProblem') || asks.has('hotel')) && priced) {
    asks.delete('hotelProblem');
    if (asks.has('hotel')) asks.delete('invoice');
  }
  const missedDay = /\b(miss|perder\w*|perco|pierdo|won'?t attend|no voy|nao vou)\b (\w+ ){0,2}(last|ultimo) (day|dia)\b/;
  if (asks.has('refund') && missedDay.test(folded)) asks.delete('lastDay');
}

/** Asks a question's other words change: a travel year, what counts toward the characters, registration's countdown, a booking. */
function askedInstead(folded: string, asks: Set<Ask>) {
  hotelRateOrMissedDay(folded, asks);
  authorDiscountOnly(folded, asks);
  if (bookingNamed.test(folded)) hotelCancelAsked(folded, asks);
  // "Is the airline code still good if I fly in Jan 2027?": a travel month, not the next congress.
  if (asks.has('unpublished') && asks.has('airline') && /\b2027\b/.test(folded)) {
    const without = folded.replace(/\b2027\b/g, ' ');
    if (!askPatterns.some(([ask, pattern]) => ask === 'unpublished' && pattern.test(without))) asks.delete('unpublished');
  }
  // "¿Hay descuento x grupo? ¿Cuánto nos sale en total?": the group's discount and total, not the airline's.
  if (
    asks.has('group') &&
    asks.has('airline') &&
    !/\b(aerolinea|airline|vuelos?|voos?|flights?|copa|c9562|companhia|cia|aerea|passagens?|pasajes?)\b/.test(folded)
  ) {
    asks.delete('airline');
    if (/\b(cuanto|quanto|how much|total)\b/.test(folded)) asks.add('fee');
  }
  // "¿Las tablas cuentan en los caracteres?": what counts toward the limit, not how many tables fit.
  if (
    asks.has('excludedPart') &&
    asks.has('abstractMedia') &&
    !/\b(how many|cuant[oa]s|quant[oa]s|incluir|include|poner|colocar|meter|put|add|agregar|adicionar|usar|use)\b/.test(folded) &&
    !/\b\d+ (\w+ )?(images?|imagen\w*|imagens?|imagem|tables?|tablas?|tabelas?|figur\w*|graficos?)\b/.test(folded)
  )
    asks.delete('abstractMedia');
  // "The presenting-author discount, and when does it end?": its own day, not the congress's last.
  if (asks.has('lastDay') && asks.has('authorDiscount') && !congressWords.test(folded)) asks.delete('lastDay');
  // "The early bird rate, and when does it end?": that period's last day, not the congress's.
  if (asks.has('lastDay') && periodIn(folded) && !congressWords.test(folded)) {
    asks.delete('lastDay');
    asks.add('periodUntil');
  }
  // "How many days before the price goes up?": today's period's last day.
  if (currentPrice.test(folded) && /\b(goes up|go up|sube|suba|sobe|aumenta|aumente|increases?)\b/.test(folded)) {
    for (const ask of ['howMany', 'countdown', 'congressWhen'] as const) asks.delete(ask);
    asks.add('periodUntil');
  }
  // "How many days until the regular price goes up?": that period's last day.
  if (periodIn(folded) && /\b(goes up|go up|sube|sobe|aumenta\w*|increase\w*|cambia|muda|changes?)\b/.test(folded)) {
    asks.add('periodUntil');
    asks.delete('howMany');
  }
  // "How long ago did the congress end?", "¿hace cuánto terminó?": the days since it ended, not how long it lasted.
  if (
    /\b(how long ago|how many days ago|how many days since|hace cuanto( tiempo)?|ha quanto tempo|faz quanto tempo|cuanto tiempo hace|quanto tempo faz|cuant[oa]s dias hace|hace cuant[oa]s dias|quant[oa]s dias faz|faz quant[oa]s dias|ha quant[oa]s dias)\b/.test(
      folded,
    ) &&
    !/\b(abstract\w*|resum\w*|trabaj\w*|trabalh\w*|inscri\w*|regist\w*)\b/.test(folded)
  ) {
    for (const ask of ['congressLength', 'countdown', 'congressWhen', 'happeningNow', 'howMany', 'lastDay'] as const) asks.delete(ask);
    asks.add('congressAgo');
    // "How many days ago did the congress end?": its last day is published.
    if (/^(ends?|cierra)$/.test(unpublishedWord(folded))) asks.delete('unpublished');
  }
  // "¿Cuánto falta para que cierre la inscripción en línea?": the days until it closes.
  if (
    /\b(quanto tempo falta|cuanto (tiempo )?falta|how long (until|till|before|do i have)|how many days|cuant[oa]s dias|quant[oa]s dias|faltam|faltan|quedan|left)\b/.test(
      folded,
    ) &&
    /\b(inscripcion\w*|inscric\w*|registration|inscrib\w*|inscrev\w*|sign up|register)\b/.test(folded) &&
    /\b(fim|fin|final|cierr\w*|cierre|clos\w*|encerr\w*|ends?|termin\w*|acab\w*|until|hasta|ate|online|on line|en linea)\b/.test(folded) &&
    !/\b(congress|congreso|congresso|evento|event|abertura|apertura|opening|abstract\w*|resum\w*|trabaj\w*|trabalh\w*)\b/.test(folded)
  ) {
    for (const ask of ['periodUntil', 'distance', 'fee', 'countdown', 'howMany'] as const) asks.delete(ask);
    asks.add('registerUntil');
  }
  // "¿Ya abrieron las inscripciones? ¿Cuántos días faltan?": the days until registration opens, not the congress.
  if (
    asks.has('countdown') &&
    /\b(inscripcion\w*|inscric\w*|registration|inscrib\w*|inscrev\w*|sign up)\b/.test(folded) &&
    !/\b(congress|congreso|congresso|panlar|evento|event|abertura|apertura|opening|cierr\w*|clos\w*|fecha\w*|encerr\w*)\b/.test(folded)
  ) {
    asks.delete('countdown');
    asks.add('registerWhen');
  }
}

/** "What size should the e-poster be?": a size, a format or an orientation. */
export const posterFormatWords =
  /\b(size|sizes|tamano|tamanho|medidas?|dimension\w*|dimenso\w*|format|formato|resolu\w*|orientation|orientacion|orientacao|vertical|horizontal|pixels?|pixeles)\b/;

/** Abstract questions in other words: work presented before, the character limit's parts, whether submission is open. */
function abstractAskedInOtherWords(folded: string, asks: Set<Ask>) {
  // "Presenté mi trabajo el año pasado en el congreso mexicano": work presented before, not its presenter.
  if (
    /\b(presente|presented|apresentei|presentamos|apresentamos|mostre|mostrei)\b/.test(folded) &&
    /\b(congreso|congress|congresso|jornadas?|meeting|evento|event|simposio|symposium)\b/.test(folded) &&
    /\b(ano pasado|last year|ano passado|antes|before|ya|ja|already|nacional|national|mexicano|brasileiro|argentino|colombiano|chileno|peruano|eular|acr|sbr)\b/.test(
      folded,
    )
  )
    asks.add('abstractPresented');
  // "¿El título y el nombre de los autores cuentan?": the character limit, not the anonymous-text rule.
  // ("Para tenerlo en cuenta": keep in mind; "¿puedo poner 2 tablas?" still asks how many fit.)
  if (asks.has('abstractCharacters') && /\b(contam|conta|(?<!en )cuentan?|count|counts)\b/.test(folded))
    for (const ask of ['abstractAnonymous', 'abstractMedia'] as const)
      if (
        ask === 'abstractAnonymous' ||
        !(
          /\b(cuant\w*|quant\w*|how many) (\w+ )?(imag\w*|figur\w*|tabl\w*|tabel\w*)/.test(folded) ||
          (/\b(poner|pongo|put|include|incluir|colocar|coloco|add|agregar|meter|usar|use)\b/.test(folded) &&
            /\b\d+ (\w+ )?(imag\w*|figur\w*|tabl\w*|tabel\w*)/.test(folded))
        )
      )
        asks.delete(ask);
  // "¿Ya abrió el envío de resúmenes?", "is abstract submission open yet?": whether one can submit today.
  if (
    asks.has('abstract') &&
    /\b((open|opened) (already|yet)|already open|(ya|ja) (abri\w*|esta abiert[oa]|esta abert[oa])|(abri\w*|abiert[oa]|abert[oa]) (ya|ja))\b/.test(
      folded,
    )
  )
    asks.add('abstractSubmitNow');
}

/** "Trabalho com marketing", "en el trabajo no me dan permiso", "trabajo en la unidad": the visitor's job, not an abstract. */
/** "¿Me ayudas a redactar el resumen?", "can you shorten my abstract?": writing it is the authors' work, not a rule asked. */
const writingHelp = new RegExp(
  String.raw`\b((help|ayud\w*|ajud\w*|can you|could you|would you|puedes|podes|podrias|pode|poderia|vc|voce)\b(\W+\w+){0,4}\W+` +
    String.raw`(write|writing|redact\w*|redig\w*|escrib\w*|escrev\w*|edit|editar|improve|mejorar|melhorar|shorten|acortar|encurtar|polish|pulir|revis\w*|review|` +
    String.raw`corrig\w*|correct|traduc\w*|traduz\w*|translate|proofread)|` +
    String.raw`^(please |por favor )?(escribe|escribeme|escreve|write|redacta|redige|corrige|traduce|traduz|translate|shorten|acorta|encurta)(\W+\w+){0,2}\W+(mi|my|meu|minha|o|el))` +
    String.raw`(\W+\w+){0,5}\W+(abstracts?|resumen(es)?|resumos?)\b`,
);

function writingHelpAsked(folded: string, asks: Set<Ask>) {
  // ("Can you tell me how to write the abstract?" asks the rules.)
  if (!writingHelp.test(folded) || /\b(how (to|do i|should i|do you)|como (se )?(escrib|escrev|redact|redig|hago|faco)\w*)\b/.test(folded))
    return;
  asks.add('writingHelp');
}

function workplaceLookAlike(folded: string, asks: Set<Ask>) {
  // "Trabalho com marketing numa farmacêutica": where the visitor works, not an abstract ("trabalho").
  if (
    (/\b(trabajo|trabalho) (en|com|na|no|num|numa|em|como|para|pra) (\w+ ){0,2}(laboratorio|farmaceutica|empresa|hospital|clinica|industria|marketing|ventas|vendas|companhia|compania|servicio|servico|universidad|universidade)\b/.test(
      folded,
    ) ||
      // "En el trabajo no me dan permiso", "no trabalho não me liberaram", "x si se arregla lo del trabajo": at work.
      /\b(en el|no|del|do) (trabajo|trabalho) (no|nao|me|ya|ja)\b|\b(lo|temas?|cosas?|problemas?|asuntos?) (del|de) (trabajo|trabalho)\b/.test(
        folded,
      )) &&
    !/\b(resumen\w*|resumos?|abstracts?|posters?|trabajos|trabalhos|cientific\w*)\b/.test(folded)
  )
    asks.delete('abstract');
  // "Soy enfermera y trabajo en la unidad de reumatología": where the visitor works, with nothing sent or presented.
  if (
    /\b(y|yo|eu|e|que|q|actualmente|atualmente|where i|donde|onde) (trabajo|trabalho) (en|em|no|na|num|numa|como|con|com|para|pra)\b/.test(
      folded,
    ) &&
    !/\b(abstracts?|resumen\w*|resumos?|posters?|e-?posters?|trabajos|trabalhos|submi\w*|envi\w*|mand\w*|present\w*)\b/.test(folded)
  )
    asks.delete('abstract');
}

/** Asks that other words change: a companion's fee, a fee's own end, the abstract rules, tickets to a dinner. */
function askedInOtherWords(folded: string, asks: Set<Ask>) {
  // "¿Puedo marcar dos temas?": the abstracts' one-topic rule.
  if (severalTopics.test(folded) && !/\b(programa?|program(me)?|programacao)\b/.test(folded)) asks.add('abstract');
  abstractAskedInOtherWords(folded, asks);
  // "Is there a topic for vasculitis? Can I tick two?": a topic to submit under, not the program's.
  if (
    /\b(is there|hay|tem|existe) (a |an |un |uma |um )?(topic|tema|topico) (for|para|pra|de|sobre)\b/.test(folded) &&
    !/\b(program\w*|congres\w*|sessions?|sesion\w*|sessoes)\b/.test(folded)
  )
    asks.add('abstract');
  // "¿Cuántos temas hay para someter?": the abstracts' topics, not the program's.
  if (/\b(temas?|topics?|topicos?|ejes?)\b/.test(folded) && /\b(submeter|submit|someter|submissao|submission)\b/.test(folded))
    asks.add('abstract');
  // "¿Cómo se llama el centro de convenciones?": the venue's name is published.
  if (
    /\b(como se llama|como se chama|what is the name of|whats the name of|nombre del|nome do) (el |la |o |a |the )?(centro|sede|lugar|venue|convention)/.test(
      folded,
    )
  ) {
    asks.delete('unpublished');
    asks.add('venue');
  }
  // "¿Cuánto pagaban 2 reumatólogos juntos?": two people's total, not the group rule (it starts at 10).
  if (
    asks.has('group') &&
    /\b[2-9]\b/.test(folded) &&
    !/\b\d{2,}\b/.test(
      folded.replace(
        /\b\d{1,2}(st|nd|rd|th)? (de |of )?(ene|jan|feb|fev|mar|abr|apr|may|mai|jun|jul|ago|aug|sep|set|oct|out|nov|dic|dez|dec)\w*( (de )?\d{4})?|\b(ene|jan|feb|fev|mar|abr|apr|may|mai|jun|jul|ago|aug|sep|set|oct|out|nov|dic|dez|dec)\w* \d{1,2}(st|nd|rd|th)?\b|\b\d{1,2}\/\d{1,2}\b|\b20\d\d\b/g,
        ' ',
      ),
    ) &&
    !/\b(grupo|group|grupal|delegac\w*|delegation|descuento|discount|desconto|gratis|free|gratuit\w*|de graca)\b/.test(folded)
  )
    asks.delete('group');
  // "Did I miss the refund deadline?": the refund's last day, not the abstracts' deadline nor a fee period's.
  if (asks.has('refund') && /\b(prazo|plazo|deadline|fecha limite|data limite|cutoff|cut-off)\b/.test(folded))
    for (const ask of ['abstractDeadline', 'periodUntil', 'distance', 'fee'] as const) asks.delete(ask);
  // "Ya pagué la inscripción, ¿me devuelven la plata? ¿Hasta cuándo tengo?": the refund's deadline, not registration's.
  if (asks.has('refund') && /\b(devuelv\w*|devolv\w*|reembols\w*|refund\w*|cancel\w*|money back|plata|dinheiro)\b/.test(folded))
    asks.delete('registerUntil');
  // "What time does the congress end on the last day? I want to book my flight home": the unpublished hour, not the airline.
  if (
    asks.has('airline') &&
    /\b(que horas?|what time|a que hora)\b(\W+\w+){0,4}\W+(termina|ends?|acaba|cierra|encerra|closes?|finish\w*)\b/.test(folded) &&
    !/\b(codigo|code|desconto|descuento|discount|c9562)\b/.test(folded)
  ) {
    asks.delete('airline');
    asks.add('unpublished');
  }
  // "¿Dan certificado por cada trabajo o uno por autor?": the certificates, not how many abstracts an author sends.
  if (asks.has('certificates') && /\b(certificad\w*|certificates?)\b/.test(folded)) asks.delete('abstractPerAuthor');
  // "E-poster size?": not published; not the abstract's characters.
  if (/\b(e-?)?posters?\b/.test(folded) && posterFormatWords.test(folded) && !/\b(logo\w*|vector\w*|vetor\w*)\b/.test(folded)) {
    asks.add('posterFormat');
    // "¿Tiene que ser de qué tamaño?" asks which size, not whether.
    if (/\b(que|what|which|qual|cual|q)\b/.test(folded)) for (const ask of ['obligation', 'abstract'] as const) asks.delete(ask);
    if (!/\b(caracteres|characters|palabras|words|palavras)\b/.test(folded)) asks.delete('abstractCharacters');
  }
  // "Is there a gala dinner? how much are tickets": the dinner's tickets, not flights.
  if (asks.has('unpublished') && /\b(gala|dinner|cena|jantar|party|fiesta|festa|coctel|cocktail)\b/.test(folded)) asks.delete('airline');
  // "And my resident who's coming with me?": a companion's fee, not an unpublished name.
  if (
    // ("El año que viene", "a semana que vem": a time to come.)
    /\b(?<!\b(ano|mes|semana|vez) )(who ?i?s|who are|que|quien|quem) (coming|comes|viene|vienen|vem|vai|va|viaja|travels?)\b/.test(
      folded,
    ) &&
    !/\b(speak\w*|talk\w*|lectur\w*|keynote|ponen\w*|palestr\w*|conferenc\w*|hablar|falar|give|dar)\b/.test(folded)
  )
    asks.delete('unpublished');
  // "¿Hasta cuándo me dura ese precio?": the fee period's end, not the end of online registration.
  if (
    asks.has('registerUntil') &&
    /\b(precio|preco|valor|tarifa|price|rate|fee)\b/.test(folded) &&
    /\b(dura|vale|rige|lasts?|valid|good)\b/.test(folded)
  )
    asks.delete('registerUntil');
  // "Does the presenter have to register for the congress?": the presenting author's duty, not registering onsite.
  if (asks.has('abstractInPerson') && !/\b(no local|en sitio|on ?site|en la sede|na sede|at the venue|at the door)\b/.test(folded))
    asks.delete('registerOnsite');
  // "Do references count toward the limit?", "as referências entram nessa conta?": the character limit.
  if (
    asks.has('abstractReferences') &&
    /\b(count\w*|cuentan|contam|entram|entran|included|incluid\w*|incluse\w*) (\w+ ){0,3}(limit\w*|limite|conta|cuenta|total|caracteres|characters)\b/.test(
      folded,
    )
  )
    asks.add('abstractCharacters');
}

function askedBesides(folded: string, asks: Set<Ask>) {
  // "¿Cuántos días faltan para el congreso?" counts down; it does not ask how long the congress lasts.
  if (/\b(faltan|faltam|quedan|restan|restam|left|until|till|to go|hasta que|ate que|pro congresso|pal congreso)\b/.test(folded))
    asks.delete('congressLength');
  // "¿Cuántos días faltan para que cierre el plazo?": the abstracts' deadline, not the congress.
  if (
    /\b(cuant[oa]s dias|quant[oa]s dias|how many days)\b/.test(folded) &&
    /\b(prazo|plazo|deadline|cierre|encerr\w*|submission|envio)\b/.test(folded) &&
    !/\b(congress|congreso|congresso|abertura|apertura|opening)\b/.test(folded)
  ) {
    asks.delete('countdown');
    asks.add('abstract');
    asks.add('abstractSubmitNow');
  }
  // "¿El programa tiene algo de imagen, tipo ecografía?": the program's imaging topic, not an abstract's images.
  if (
    asks.has('abstractMedia') &&
    /\b(programa?|programme|cientific\w*|scientific)\b/.test(folded) &&
    !/\b(abstracts?|resumen\w*|resumos?|trabajos?|trabalhos?|posters?|incluir|include|colocar|poner|put)\b/.test(folded)
  ) {
    asks.delete('abstractMedia');
    asks.delete('abstract');
  }
  // "Qual o tamanho do story do Instagram?": a social kit's size, not the abstract's characters.
  if (asks.has('socialKits')) asks.delete('abstractCharacters');
  // "E o real, aceitam lá?": the money of the host city, not how registration is paid.
  if (
    /\b(reais|real|pesos|soles|euros?)\b/.test(folded) &&
    /\b(la|alla|ali|there|no panama|en panama|in panama|em panama)$|\b(aceitam la|aceptan alla|accepted there)\b/.test(folded) &&
    !/\b(inscri\w*|regist\w*|taxa de inscricao|fee)\b/.test(folded)
  ) {
    asks.delete('payment');
    asks.add('currency');
  }
  // "Per person or per room? My wife is coming too": the rate's basis, not the companions' programme.
  if (asks.has('rateBasis')) asks.delete('unpublished');
  // "Staying at the W near the financial district, how long to the venue?": the place's distance, not a hotel list.
  if (placeIn(folded) && asks.has('distance') && stayingWords.test(folded)) {
    for (const ask of ['hotel', 'periodUntil', 'fee'] as const) asks.delete(ask);
    asks.add('venue');
  }
  // "When does the current price go up?", "¿cuántos días le quedan a la tarifa regular?": that period's last day.
  const daysLeft =
    /\b(cuant[oa]s dias|how many days|quant[oa]s dias|how long)\b(\W+\w+){0,3}\W+(quedan|faltan|left|restan|restam|faltam|sobran)\b/;
  // "¿Cuántos días me quedan para enviar el abstract?": whether, and until when, it can still be sent.
  if (daysLeft.test(folded) && asks.has('abstract') && /\b(envi\w*|mand\w*|submi\w*|send\w*)\b/.test(folded)) {
    asks.add('abstractSubmitNow');
    asks.delete('howMany');
  }
  const untilWords =
    /\b(until|till|go(es)? up|sube|sobe|aumenta\w*|increase\w*|chang\w*|cambia\w*|muda\w*|ends?|termina\w*|acaba\w*|vale|valid|quedan|faltan|faltam|restam|left|hasta|ate)\b/;
  if (currentPrice.test(folded) && untilWords.test(folded)) asks.add('periodUntil');
  if (
    (asks.has('countdown') || daysLeft.test(folded)) &&
    periodIn(folded) &&
    !/\b(congress|congreso|congresso|panlar|evento|event|abertura|apertura|opening)\b/.test(folded)
  ) {
    asks.delete('countdown');
    asks.delete('howMany');
    asks.add('periodUntil');
  }
  // "Can I transfer my registration to a colleague?", "e se eu mandar outro colega no meu lugar?": not published (and
  // no abstract's presenter).
  if (
    (/\b(transfer\w*|ceder|pasar|passar|substitu\w*|sustitu\w*) (\w+ ){0,2}(registration|inscripcion|inscricao|matricula|spot|place|lugar|vaga|cupo|ticket|entrada|badge)\b|\b(trocar|cambiar|change|mudar|passar|pasar) (\w+ ){0,2}(nome|nombre|name|titular) (\w+ ){0,2}(registration|inscripcion|inscricao|matricula)\b/.test(
      folded,
    ) ||
      (/\b(mandar|mando|mande|enviar|envio|envie|send|sending) (\w+ ){0,2}(colleague|colega|person|persona|pessoa|someone|alguien|alguem) (\w+ ){0,2}(no meu lugar|em meu lugar|en mi lugar|in my place|instead of me|instead)\b/.test(
        folded,
      ) &&
        !/\b(present\w*|apresent\w*)\b/.test(folded))) &&
    !/\b(abstracts?|resumen\w*|resumos?|trabajos?|trabalhos?|posters?)\b/.test(folded)
  ) {
    for (const ask of ['abstractProxy', 'payment', 'permission'] as const) asks.delete(ask);
    asks.add('unpublished');
  }
  // "¿Aplica en clase turista?": a travel class, not tourism.
  if (/\b(clase|classe|class) turist\w*\b/.test(folded) && /^turis/.test(unpublishedWord(folded))) {
    asks.delete('unpublished');
    asks.add('airline');
  }
  // "¿El recibo del hotel incluye impuestos?", "how much should my receipt say?": the rate or fee, not an invoice.
  if (/^(facturas?|invoices?|receipts?|recibos?)$/.test(unpublishedWord(folded)) && (asks.has('hotel') || asks.has('fee')))
    asks.delete('unpublished');
  // "My chair just approved the trip": a boss's approval, not an abstract's.
  if (
    /\b(chair|boss|jefe|jefa|chefe|department|departamento|hospital|director|diretor\w*) (\w+ ){0,2}(approved|aprobo|aprovou|authorized|autorizo|autorizou)\b/.test(
      folded,
    )
  )
    asks.delete('notification');
  // "A PowerPoint template for speakers?": the brand's presentation template, not an unpublished speaker.
  if (/\b(template|plantilla|ppt|powerpoint|modelo de (apresentacao|presentacion|slides?|diapositivas?))\b/.test(folded))
    asks.delete('unpublished');
}

function askedInPassing(folded: string, asks: Set<Ask>) {
  moneyAsked(folded, asks);
  // "Queremos participar en la próxima edición, ¿qué opciones de patrocinio había?": this edition's options.
  if (asks.has('sponsorship') && /^(proxim|next|siguiente|seguinte)/.test(unpublishedWord(folded))) asks.delete('unpublished');
  // "¿Si mi trabajo quedó en CANCELED lo evaluaban?": the abstract's status, not a cancelled registration.
  if (
    /\b(canceled|cancelled|cancelad[oa])\b/.test(folded) &&
    (asks.has('abstract') || asks.has('abstractStatus')) &&
    !/\b(inscripcion|inscricao|registration|rego|inscri\w*)\b/.test(folded)
  ) {
    asks.add('abstractCanceled');
    asks.delete('refund');
  }
  // "El monto exacto para que el hospital me reembolse": the employer pays the visitor back, not a cancellation.
  if (
    /\b(hospital|empresa|employer|company|trabajo|trabalho|job|jefe|chefe|boss|universidad|universidade|university|institucion|instituicao|institution|servicio|servico|clinica|clinic|departamento|department|laboratorio|lab)\W+(?:\w+\W+){0,3}(reembols\w*|reimburs\w*|ressarc\w*|devolv\w*|pay me back|pays me back)\b|\b(reembols\w*|reimburs\w*|ressarc\w*)\W+(?:\w+\W+){0,3}(hospital|empresa|employer|company|trabajo|trabalho|job|universidad|universidade|university|institucion|instituicao|institution|servicio|servico|clinica|clinic|department|departamento)\b|\b(expense (report|claim)|reembolso de gastos|prestacao de contas|rendicion de gastos|viaticos)\b/.test(
      folded,
    ) &&
    !/\b(cancel\w*|desist\w*|no (voy|puedo ir)|nao (vou|posso ir)|can'?t (go|attend|make it))\b/.test(folded)
  )
    asks.delete('refund');
  // "¿Qué apartados tenía que llevar el resumen?": what to write, not what to pack for the weather.
  if (asks.has('abstractStructure')) asks.delete('climate');
  // "¿Qué código tiene el azul oficial?": a colour's code, not the airline's discount code.
  if (
    asks.has('brandColors') &&
    /\b(codigo|code)\b/.test(folded) &&
    !/\b(aerolinea|airline|companhia|vuelos?|voos?|flights?|desconto|descuento|discount)\b/.test(folded)
  )
    asks.delete('airline');
  // "¿Puedo elegir dos áreas para el mismo trabajo?": one topic per abstract.
  if (severalTopics.test(folded) && /\b(trabajo|trabalho|abstract|resumen|resumo|mismo|mesmo|same)\b/.test(folded)) asks.add('abstract');
  // "¿Hasta cuándo se podían mandar los trabajos?": the abstracts' deadline, not a fee period's or the airline's.
  if (asks.has('abstract') && untilWhen.test(folded)) {
    asks.add('abstractDeadline');
    asks.delete('periodUntil');
    asks.delete('airlineValidity');
  }
  endsAsked(folded, asks);
  askedBesides(folded, asks);
  askedInOtherWords(folded, asks);
  askedInstead(folded, asks);
  writingHelpAsked(folded, asks);
  askedOtherwise(folded, asks);
  fareAsked(folded, asks);
  speakerAsked(folded, asks);
  memberRateAsked(folded, asks);
  askedAside(folded, asks);
  // "¿Dónde bajo el certificado de 2025? Fui ponente": the speakers' certificate, not an unpublished speaker.
  if (asks.has('certificates') && /^(ponentes?|speakers?|conferencistas?|palestrantes?|oradores?)$/.test(unpublishedWord(folded)))
    asks.delete('unpublished');
  // "¿El nombre de él sale en el certificado del trabajo?": the certificate's rule, not an unpublished name.
  if (asks.has('certificates') && asks.has('abstract') && /\b(nome dele|nome dela|su nombre|his name|her name)\b/.test(folded))
    asks.delete('unpublished');
  // "¿Un neumólogo entraba como afín?": the list of related specialties, which does not name it.
  if (
    unlistedSpecialty.test(folded) &&
    (/\b(entra\w*|counts?|cuenta|conta|categor\w*|afin\w*|afim|afins|related|como que|as what)\b/.test(folded) || asks.size === 0)
  )
    asks.add('specialties');
  workplaceLookAlike(folded, asks);
  // "¿Lo del congreso valía puntos CNA?", "weather in Toronto this weekend": not the congress's.
  if (
    /\b(forecast|pronostico|previsao)\b/.test(folded) ||
    (/\b(this weekend|este fin de semana|esse fim de semana|neste fim de semana)\b/.test(folded) && asks.has('climate'))
  )
    asks.add('offTopic');
  // "¿Dónde fue el evento? ¿Quién es el responsable?" aside, "la inscripción para quien es de la industria" is no name.
  if (/\b(quem e|quien es|who is) (da|de la|del|from|in) (industria|industry)\b/.test(folded)) asks.delete('unpublished');
  // "¿Un buen ceviche en Lima?": a restaurant in another city is nothing the congress site could publish.
  if (
    /\b(restaurantes?|restaurants?|ceviche|comer|eat|bares|bars|tacos?|taqueria|pizza\w*|sushi|burgers?|hamburguesas?|praias?|playas?|beach(es)?)\b/.test(
      folded,
    ) &&
    /\b(en|in|em|no|na) (lima|bogota|santiago|buenos aires|sao paulo|rio|ciudad de mexico|mexico|caracas|quito|montevideo|toronto|miami|new york|madrid|austin|boston|chicago|houston|dallas|los angeles|san francisco|nordeste|bahia|recife|salvador|fortaleza|florianopolis|cancun|cartagena|medellin|guadalajara|monterrey|cordoba|asuncion|la paz|brasil|brazil|colombia|argentina|chile|peru)\b|\b(do|da) (nordeste|bahia|brasil)\b/.test(
      folded,
    )
  )
    asks.add('offTopic');
  // "Can I use C9562 on it?": the airline's code names the airline.
  if (folded.split(' ').includes(airlineCode)) asks.add('airline');
  // "Hice un estudio sobre gota, ¿en qué tema lo clasifico?": an abstract's topic.
  if (
    /\b(estudios?|study|studies|estudos?|investigacion|research|pesquisa|caso|case|serie de casos)\b/.test(folded) &&
    /\b(tema|temas|topic|topics|topico|eje)\b/.test(folded) &&
    /\b(clasific\w*|classific\w*|classify|encaj\w*|encaix\w*|fit|fits|falls? under|goes under|go|would go|entra\w*|elijo|escolho|choose|pick|submit\w*|envi\w*|mand\w*|iria|iba|va|vai|cabe|caberia)\b/.test(
      folded,
    )
  )
    asks.add('abstract');
}

const memberWords = /\b(socios?|socias?|members?|membership|non-?members?|miembros?|membros?|afiliad[oa]s?|associad[oa]s?|asociad[oa]s?)\b/;
/** A price asked of members: "how much", "pagan", "discount", "mais barato". */
const memberPriceWords =
  /\b(cuanto|cuesta|cuestan|how much|quanto|qto|custa|precios?|prices?|precos?|fees?|tarifas?|taxas?|valor|valores|cost|costs|costo|pay|pago|pagar|paga|pagam|pagan|descuento|discount|desconto|mas barato|cheaper|mais barato)\b/;
const feeWords = new RegExp(
  String.raw`${memberPriceWords.source}|\b(inscri\w*|regist\w*)\b|\b(si|if|se|and if|y si|e se) (no |nao |not )?(soy|sou|i am|i'?m|i m|am|fuera|for) (not |no |nao )?(\w+ )?(socio|member|membro|miembro|socia)\b`,
);

/** Currencies other than the dollar a visitor may ask a price in ("em reais", "in Canadian dollars", "en pesos"). */
const otherCurrencies = String.raw`reais|reales|real brasileiro|pesos?( (mexicanos?|colombianos?|argentinos?|chilenos?|uruguayos?))?|soles|bolivianos|bolivares|colones|quetzales|guaranies|lempiras|cordobas|euros?|canadian dollars?|dolares canadienses|dolares canadenses|cad|brl|mxn|ars|cop|clp|pen|uyu|gtq|crc`;
const inOtherCurrency = new RegExp(String.raw`\b(em|en|in|into|to|para|pra|a) (${otherCurrencies})\b`);
const amountWords =
  /\b(quanto|quantos|cuanto|cuantos|how much|what|whats|valor|precio|price|cost\w*|custo|custa|sale|fica|ficaria|seria|would|equival\w*|convert\w*|conver[st]\w*|cambio|cotacao|cotizacion|exchange)\b/;

/** "¿Cuánto es eso en pesos mexicanos?", "e em reais quanto dá?": a price converted, which the site does not do. */
export const conversionAsked = (folded: string): boolean =>
  inOtherCurrency.test(folded) &&
  amountWords.test(folded) &&
  // ("¿Puedo pagar en pesos?" asks how to pay, which the payment answer says.)
  !(/\b(pag\w*|pay\w*)\b/.test(folded) && !/\b(quanto|cuanto|how much)\b/.test(folded));

/** "¿Cuánto paga un socio de PANLAR?", "non-member fee?": the fees are the same for members and non-members. */
export const memberRateIn = (folded: string): boolean =>
  memberWords.test(folded) &&
  feeWords.test(folded) &&
  !/\b(how (do|can) i (become|join)|hacerme|hacerse|virar|tornar|become|join)\b/.test(folded);

function memberRateAsked(folded: string, asks: Set<Ask>) {
  if (!memberRateIn(folded)) return;
  asks.delete('unpublished');
  asks.add('memberRate');
  // "Is there a discount for PANLAR members?", "los socios pagan menos?": a fee question, not the airline's discount.
  if (!/\b(copa|vuelos?|flights?|voos?|aerol\w*|airlines?|passag\w*|pasajes?|boletos?|tickets?)\b/.test(folded)) asks.delete('airline');
  const priced = memberPriceWords.test(folded) || /\b(menos|less)\b/.test(folded);
  if (priced && [...asks].every((ask) => ask === 'memberRate' || ask === 'permission')) asks.add('fee');
}

/**
 * Asked aside from the topics' words: privacy and other people's details, a proof of attendance, more that the site
 * does not publish, a patient's appointment, whether RHIA is real, and the drive to the airport for a flight.
 */
function askedAside(folded: string, asks: Set<Ask>) {
  privacyAsked(folded, asks);
  attendanceProofAsked(folded, asks);
  notPublishedEither(folded, asks);
  patientVisitAsked(folded, asks);
  // "Are you even a real assistant?": what RHIA is.
  if (
    /\b(are you (even |really )?(a |an )?(real|human|bot|robot|ai|person)|eres (un[a]? )?(bot|robot|humano|humana|persona|real|ia)|(voce|vc) e (um[a]? )?(robo|bot|humano|humana|pessoa|real|ia))\b/.test(
      folded,
    )
  ) {
    asks.delete('unpublished');
    asks.add('aboutMe');
  }
  // "What time should I leave the venue to catch my flight at Tocumen?": the drive to the airport.
  const toAirport =
    /\b(tocumen|airport|aeropuerto|aeroporto)\b/.test(folded) &&
    /\b(leave|salir|sair|catch|get to|llegar|chegar|pegar|tomar)\b/.test(folded);
  if (
    toAirport &&
    /\b(venue|sede|convention|convenciones|convencoes|congres\w*)\b/.test(folded) &&
    !/\b(discount|descuento|desconto|code|codigo|c9562)\b/.test(folded)
  ) {
    for (const ask of ['unpublished', 'airline', 'venue', 'openingTime'] as const) asks.delete(ask);
    asks.add('airportDistance');
  }
}

/**
 * More the site does not publish: an abstract book or a journal supplement, travel grants, a fee to submit an abstract,
 * a hotel's cancellation or no-show penalty; and a metro station near the venue (the city's transport follows).
 */
function notPublishedEither(folded: string, asks: Set<Ask>) {
  const abstractBook =
    /\b(abstract book|libro de (resumenes|abstracts)|livro de resumos|anais|suplemento|supplement|(published|publicad[oa]s?|publicar\w*) (\w+ ){0,3}(journal|revista|suplemento|supplement|anais))\b/;
  const grants =
    /\b(bolsas? (de viagem|de estudo|para|pra)|becas?|scholarships?|travel (grants?|awards?|support|bursar\w*)|grants?|ayudas? (economica|financiera)s?|auxilio (financeiro|viagem)|apoio financeiro|financial (aid|support))\b/;
  const submissionFee =
    /\b(fee|cost|pay|charge|cobr\w*|costo|cuesta|custa|pag\w*|taxa|tarifa|precio|preco) (\w+ ){0,4}(submit\w*|submission|enviar|envio|submeter|submissao|mandar)\b/.test(
      folded,
    ) &&
    asks.has('abstract') &&
    !/\b(deadline|until|hasta|ate|prazo|fecha limite|cuando|quando|when)\b/.test(folded);
  const hotelPolicy =
    /\b(hotel\w*|rooms?|habitacion\w*|quartos?|reservas?|bookings?)\b(\W+\w+){0,6}\W+(no-?show|cancel\w*|penal\w*|multas?)\b|\b(no-?show|penal\w*|multas?)\b(\W+\w+){0,6}\W+(hotel\w*|rooms?|habitacion\w*|quartos?)\b/.test(
      folded,
    ) && !/\b(inscri\w*|regist\w*|congres\w*)\b/.test(folded);
  // ("Who pays the bank transfer fees?": not published; "can I pay the fees by bank transfer?" is the methods.)
  const bankCharges =
    /\b((bank|transfer|wire|bancari[oa]s?|transferencias?) (fees?|charges?|costs?)|(comision|comisiones|comissao|comissoes|tarifas?|taxas?|cargos?|custos?|costos?) (bancari\w*|do banco|del banco|de (la )?transferencia|da transferencia)|(who pays|quien paga|quem paga) (\w+ ){0,3}(bank|transfer|banco|transferencia|comision\w*|comiss\w*))\b/;
  if (abstractBook.test(folded) || grants.test(folded) || submissionFee || hotelPolicy || bankCharges.test(folded)) asks.add('unknownFact');
  // "Is there a direct flight from Guarulhos?", "do I need a letter to get the resident rate?": not published.
  const routes =
    /\b((vuelos?|voos?|flights?) (directos?|diretos?|direct|nonstop|sin escalas?|sem escalas?)|direct flights?|nonstop|conexion\w*|conexao|conexoes|layovers?)\b/;
  const statusProof =
    /\b(need|necesit\w*|precis\w*|requir\w*|pide|piden|pedem|ask for|exig\w*|have to|tengo que|tenho que|hay que)\b(\W+\w+){0,5}\W+(letter|carta|proof|comprovante|comprobante|constancia|documentos?|documents?|declarac\w*)\b/.test(
      folded,
    ) &&
    /\b(residen\w*|students?|estudiant\w*|estudant\w*|fellows?)\b/.test(folded) &&
    // (Not beside registering at the venue today, which is answered with its fee.)
    !asks.has('registerOnsite') &&
    !/\b(today|hoy|hoje)\b/.test(folded);
  if (routes.test(folded) || statusProof) asks.add('unpublished');
  const metroNear =
    /\b(metro|subway|estacion|estacao|station)\b(\W+\w+){0,4}\W+(near|nearby|close|cerca|perto|proxim\w*)\b/.test(folded) &&
    /\b(venue|sede|convention|convenciones|convencoes|amador|congres\w*)\b/.test(folded);
  if (metroNear) {
    asks.add('unpublished');
    asks.add('transport');
    asks.delete('hotel');
  }
}

/** "Soy paciente con lupus, ¿me pueden dar una cita?": a patient's care, declined like any medical question. */
function patientVisitAsked(folded: string, asks: Set<Ask>) {
  const patient =
    /\b(soy|sou|i am|i'?m|im) (\w+ )?(paciente|patient)\b|\b(mi|my|minha|meu) (\w+ )?(hij[oa]|son|daughter|filh[oa]|madre|mae|mother|padre|pai|father|espos[oa]|wife|husband|marido) (\w+ ){0,3}(tiene|has|tem)\b/;
  const care =
    /\b(cita|consulta|appointment|atiend\w*|atender|atendid\w*|atendimento|turno|see a (doctor|rheumatologist)|ver a un|examin\w*|revis\w*)\b/;
  if (!patient.test(folded) || !care.test(folded)) return;
  asks.clear();
  asks.add('medical');
}

/** "I need proof that I attended", "constancia de asistencia para mi trabajo": the attendance certificate. */
const attendanceProof =
  /\b(proof|prueba|comprobante|constancia|comprovante|declarac\w*)\b(\W+\w+){0,3}\W+(attend\w*|asisti\w*|asistencia|participac\w*|participei|presenca)\b|\b(proof|prove|probar|comprobar|comprovar|demostrar|demonstrar) (\w+ ){0,2}(that )?(i attended|i was there|que (asisti|participe|participei|fui|estuve|estive))\b/;

function attendanceProofAsked(folded: string, asks: Set<Ask>) {
  if (!attendanceProof.test(folded)) return;
  asks.add('certificates');
  // (The receipt beside it: the certificate is the proof asked for.)
  asks.delete('invoice');
  asks.delete('unpublished');
  asks.delete('unknownFact');
  // ("…my US visa application asks for proof I attended": the visa is why, not what is asked.)
  if (!/\b(invitation|invitacion|convite)\b/.test(folded)) asks.delete('visa');
  // ("…para mi trabajo" is the visitor's job, not an abstract.)
  const paper =
    /\b(abstracts?|resumen\w*|resumos?|posters?|e-?posters?|(trabajos?|trabalhos?) (cientific\w*|aceptad\w*|aceit\w*|presentad\w*|apresentad\w*))\b/;
  if (!paper.test(folded)) asks.delete('abstract');
}

/** "Do you store what I type?", "¿guardas la conversación?", "vc salva o que eu escrevo?": where the chat is kept. */
const keptAsked =
  /\b(stor\w*|sav\w*|keep|kept|record\w*|log|logs|logged|read|reads|see|sees|guard\w*|almacen\w*|grab\w*|salv\w*|armazen\w*|grav\w*|lee|leen|ve|ven|ler|le|private|privad[oa]|privacy|privacidad|privacidade|confidencial|confidential|seguro|segura|safe)\b/;
const chatNamed =
  /\b(what i (type|write|say)|(lo|esto|eso) que (te )?(escribo|pongo|digo)|o que (eu )?(escrevo|digito|falo)|my (data|messages?|conversation|chats?|questions)|mis (datos|mensajes|preguntas)|meus (dados)|minhas (mensagens|perguntas)|(this|the|our) (chat|conversation)|(esta|la|nuestra) conversacion|(este|el) chat|(essa|esta|a|nossa) conversa)\b/;
/** A person the visitor may want to reach: a speaker, a colleague, "el doctor". */
const person = String.raw`(dr|dra|doctor|doctora|doutor|doutora|colegas?|colleagues?|ponente|speaker|palestrante|conferencista|profesora?|professora?|someone|somebody|alguien|alguem|(otro|outro|another) (participante|participant|medico|doctor))`;
const detail = String.raw`(e-?mail|correo|whats ?app|numero|number|telefono|telefone|phone|celular|contacto|contato|cartao|tarjeta|card|cpf|passport|pasaporte|passaporte|direccion|endereco|address|cedula|dni)`;
/**
 * Someone else's contact, card or passport details: "me passa o número do cartão do dr. Paulo", "the speaker's phone",
 * "the passport number he registered with"; "¿me das su correo?", "vc tem o email dele?" with a doctor named.
 */
const someonesDetails = new RegExp(
  String.raw`\b(${detail}\b(\W+\w+){0,6}\W+(of|del|de|do|da|de la)( the| el| la| o| a)? (\w+ )?${person}|${person}'?s? ${detail}|${detail}\b(\W+\w+){0,2}\W+(he|she|ele|ela|el|ella) (\w+ )?(registered|used|usou|uso|registrou|inscribio|inscreveu))\b`,
);
/** The visitor naming their own title: "soy el dr. Gómez", "I'm Dr. Silva", "me llamo Dra. Pérez". */
const selfTitled = String.raw`\b(soy|sou|i am|i'?m|im|me llamo|my name is|meu nome e) (el |la |o |a )?(dr|dra|doctor|doctora|doutor|doutora|prof)\b`;
const selfGlobal = new RegExp(selfTitled, 'g');
const selfNamed = new RegExp(selfTitled);
/** A person named anywhere in the message. */
const personNamed = new RegExp(String.raw`\b${person}\b`);
const theirDetails = new RegExp(
  String.raw`\b((me passa|passa|pasame|dame|give me|send me|me manda|me das|me da|tell me|dime|me diz|tienes|tem|have you got|do you have|what'?s|what is|cual es|qual( e)?) (\w+ ){0,2}(his|her|their|su|seu|sua) ${detail}|${detail} (dele|dela))\b`,
);

/**
 * "Do you store what I type?": where the conversation is kept. "Me passa o número do cartão do dr. Paulo", "¿me das
 * el correo del ponente?": nobody's personal details are shared.
 */
function privacyAsked(folded: string, asks: Set<Ask>) {
  if (keptAsked.test(folded) && chatNamed.test(folded)) asks.add('privacy');
  // ("Soy el dr. Gómez, ¿cuál es su correo?" asks the congress's.)
  const named = personNamed.test(folded.replace(selfGlobal, ' '));
  if (someonesDetails.test(folded) || (named && theirDetails.test(folded))) asks.add('personalData');
}

/**
 * "Is Dr. Laura Mendez still confirmed to speak? My colleague said she cancelled": a named speaker, whom the site does
 * not publish; not a refund nor an abstract ("can Dr. Ruiz present my abstract?" is the presenter rule).
 */
function speakerAsked(folded: string, asks: Set<Ask>) {
  const titled = /\b(dr|dra|doctor|doctora|doutor|doutora|prof|profesora?|professora?)\b/;
  const speaking =
    /\b(speak\w*|confirm\w*|hablar\w*|falar\w*|palestr\w*|charlas?|conferencias?|keynotes?|talks?|lectures?|ponencias?|vem|viene|vendra|vira|coming|come)\b/;
  // ("…me podrías pasar su correo o WhatsApp?": the phone's own answer.)
  if (!titled.test(folded) || selfNamed.test(folded) || !speaking.test(folded) || asks.has('phone')) return;
  if (/\b(abstracts?|resumen\w*|resumos?|trabajos?|trabalhos?|posters?)\b/.test(folded)) return;
  for (const ask of ['refund', 'abstractSubmitNow', 'abstract', 'permission'] as const) asks.delete(ask);
  asks.add('unpublished');
}

/** "¿Cuánto me cobra un taxi desde Tocumen?", "how much a taxi to the venue costs": a fare, which is not published. */
function fareAsked(folded: string, asks: Set<Ask>) {
  if (
    (asks.has('transport') || /\b(taxis?|taxistas?|uber|cabs?|didi|indriver|cabify)\b/.test(folded)) &&
    /\b(taxis?|taxistas?|uber|cabs?|didi|indriver|cabify|ride|corrida|carrera|viaje|viagem|trip)\b/.test(folded) &&
    /\b(cuanto|how much|quanto|qto|precio|price|preco|costo|cost|costs|custa|cuesta|sale|sai|cobr\w*|charg\w*|overcharg\w*|rip ?off|scam\w*|estaf\w*|fare|valor|tarifa)\b/.test(
      folded,
    )
  ) {
    asks.add('unpublished');
    asks.add('transport');
    for (const ask of ['fee', 'cityPayment', 'hotel', 'periodUntil'] as const) asks.delete(ask);
  }
}

/** More asks a question makes by the way it is said: a head count's payers, a countdown's day, a room, a fare. */
function askedByTheWay(folded: string, asks: Set<Ask>) {
  // "Me aprobaron el viaje recién hoy": a trip or leave approved, not an abstract.
  if (
    /\b(aprobaron|aprobad[oa]|approved|aprovaram|aprovad[oa]|aprovou)\b(\W+\w+){0,2}\W+(viaje|viagem|trip|travel|permiso|licencia|vacaciones|leave|ferias|licenca|funding|budget|presupuesto|orcamento)\b|\b(viaje|viagem|trip|travel|permiso|leave|licenca|ferias) (\w+ )?(aprob\w*|approved|aprov\w*)\b/.test(
      folded,
    ) &&
    !/\b(abstracts?|trabajos?|trabalhos?|resumen\w*|resumos?|posters?)\b/.test(folded)
  )
    asks.delete('notification');
  // "My abstract got accepted, when was the e-poster file due?": the acceptance is told, not asked.
  if (
    (asks.has('eposter') || asks.has('authorDiscount')) &&
    /\b((got|was|been|is|were) accepted|me (aceptaron|aprobaron)|(aceptaron|aprobaron|aceitaram|aprovaram) (mi|meu|o meu|nuestro|nosso)|(foi|fue) (aceit[oa]|aprovad[oa]|aceptad[oa]|aprobad[oa]))\b/.test(
      folded,
    ) &&
    !/\b(notif\w*|resultados?|results?|cuando (me )?(avisan|dicen)|when (will|do) (i|we) (know|hear))\b/.test(folded)
  )
    asks.delete('notification');
  // "Somos 12 residentes, ¿cuántos pagan?": a group's paid registrations.
  if ((groupCount(folded) ?? 0) >= 2 && /\b(cuant[oa]s|quant[oa]s|how many)\b(\W+\w+){0,3}\W+(pag\w*|pay\w*)\b/.test(folded))
    asks.add('group');
  // "¿Cuántos días faltan para que termine el descuento de autor?": that day's countdown, not the congress's.
  if (
    asks.has('countdown') &&
    (['authorDiscount', 'eposter', 'notification'] as const).some((ask) => asks.has(ask)) &&
    !/\b(congres\w*|congress|evento|event|abertura|apertura|opening)\b/.test(folded)
  )
    asks.delete('countdown');
  // "Me llegó el correo ayer", "recebi o e-mail de aceitação": an e-mail received, not a way to send the abstract.
  if (
    /\b(llego|recibi|recebi|chegou|got|received|receive)\b(\W+\w+){0,2}\W+(correo|mail|e-?mail|emails)\b|\b(correo|e-?mail) (de|da|of) (aceptacion|aceitacao|acceptance)\b/.test(
      folded,
    )
  )
    asks.delete('abstractChannel');
  // "Hay habitaciones triples?", "share a triple room": a room type of the congress hotels.
  if (roomsIn(folded).roomType && /\b(rooms?|habitacion(es)?|cuartos?|quartos?|acomodac\w*|acomodacion(es)?)\b/.test(folded))
    asks.add('hotel');
  // "On a class R ticket, does the 15% apply?": the airline's own percentage beside a travel class.
  if (airlinePercent.test(folded) && travelClassIn(folded, '')) asks.add('airline');
}

/** "clase D", "class R", "business class", "D fares": a travel class named, its letter in capitals. */
function travelClassIn(folded: string, message: string): string | undefined {
  const named =
    /\b(?:clase|class|classe)s? (?:promocional |promotional |tarifaria )?([a-z]|ejecutiva|executiva|business|economica|economy|turista|primera|first|premium)\b(?! (desconto|descuento|discount|codigo|code|companhia|aerolinea|airline))/.exec(
      folded,
    ) ??
    /\b(business|economy|first|premium) class\b/.exec(folded) ??
    // "Is it valid on D fares?": a fare class by its capital letter.
    /\b([A-Z]) (?:fares?|tarifas?|class|clase|classe)\b/.exec(message);
  return named ? (named[1].length === 1 ? named[1].toUpperCase() : named[1]) : undefined;
}

/** "Cheaper", "more expensive", "pricier", "costs more": a price compared, in English. */
const comparedInEnglish = String.raw`cheaper|more expensive|pricier|costs? more`;

/** A price compared: "cheaper", "más caro", "mais barato". */
const priceCompared = new RegExp(String.raw`\b(${comparedInEnglish}|mas (barat|car)[oa]|mais (barat|car)[oa])\b`);

/** "More expensive onsite?", "cheaper at the door?": the door's price, with the door named alone. */
const doorPriceAsked = new RegExp(String.raw`\b(${comparedInEnglish})\b(\W+\w+){0,3}\W+(onsite|on site|at the door|at the venue)\b`);

/**
 * Discounts and prices: "Desconto pra quem se inscreve cedo: até quando valia?" asks the discount's end, not
 * registration's nor the airline's; "is it cheaper onsite?" asks the fee at the door.
 */
function discountsAsked(folded: string, asks: Set<Ask>) {
  // "I paid the early bird rate in December, do I get anything back?": what was paid, not the early fee again.
  if (asks.has('refund') && /\b(paid|pague|paguei|pagamos|pagou|pagado)\b/.test(folded))
    for (const ask of ['earlyDiscount', 'fee'] as const) asks.delete(ask);
  if (asks.has('authorDiscount') || asks.has('earlyDiscount')) asks.delete('registerUntil');
  // "If I register on 15 January, is that still the early price?": the fee period, not whether registration is open.
  if (/\b(still|todavia|aun|ainda)\b(\W+\w+){0,4}\W+(early|anticipad\w*|antecipad\w*|tempran[oa]|regular)\b/.test(folded))
    asks.delete('registerWhen');
  if (asks.has('earlyDiscount') && !/\b(aerolinea|airline|companhia|cia|voos?|vuelos?|flights?|c9562|aerea)\b/.test(folded))
    for (const ask of ['airline', 'airlineValidity'] as const) asks.delete(ask);
  // "Is it cheaper (or dearer) to register onsite?": the fee at the door, asked against today's.
  // ("Is it more expensive onsite?" names the door alone.)
  if (doorPriceAsked.test(folded) && !/\b(hotels?|rooms?|hoteles|hoteis|quartos?|habitacion\w*)\b/.test(folded)) asks.add('registerOnsite');
  if (asks.has('registerOnsite') && priceCompared.test(folded)) asks.add('fee');
}

/** "Somos 6 enfermeiras e 4 fisioterapeutas": one category named twice, each with its count (10 in all). */
/** A category's matches, one per phrase ("3 licenciadas en enfermería" names it twice, one count). */
function phrases(folded: string, pattern: RegExp): RegExpExecArray[] {
  let end = -1;
  return [...folded.matchAll(new RegExp(pattern.source, 'g'))].filter((match) => {
    const samePhrase = end >= 0 && /^ ?(en|em|in|de|da|do|of)? ?$/.test(folded.slice(end, match.index));
    end = match.index + match[0].length;
    return !samePhrase;
  });
}

function sameCategoryCount(folded: string, category: FeeKey | undefined): number | undefined {
  const pattern = categoryPatterns.find(([key]) => key === category)?.[1];
  if (!pattern) return undefined;
  const counts = phrases(folded, pattern).map((match) => countBefore(folded, match.index));
  return counts.length >= 2 && counts.every((count) => count > 0) ? counts.reduce((sum, count) => sum + count, 0) : undefined;
}

/** "Sou fisio: quanto fica pra mim e pra 2 colegas?": the colleagues and the visitor, when the visitor's category is theirs. */
function countWithMe(folded: string, category: FeeKey | undefined): number | undefined {
  const counted = sameCategoryCount(folded, category) ?? groupCount(folded);
  // "Sou fisioterapeuta e minha colega é TO: quanto dá pras duas juntas?": the two of them.
  const both =
    /\b(pras duas|pros dois|para as duas|para os dois|as duas juntas|os dois juntos|las dos juntas|los dos juntos|para las dos|para los dos|both of us|the two of us|us two|for both)\b/;
  if (counted === undefined && category && both.test(folded)) return 2;
  const andMe = /\b(pra mim|para mim|para mi|a mi|for me|me) (e|y|and|\+|mas|plus) (pra |para |a |for )?(mais )?\d{1,4}\b/.test(folded);
  // "Se eu for com mais 9 colegas", "voy con 4 amigos", "I'm going with 3 other residents": the visitor and the others.
  const withOthers =
    /\b(eu|yo|i|i'm|im|vou|voy|going|for|fuera|fosse|ir)\b(\W+\w+){0,3}\W+(com|con|with) (mais |otr[oa]s |outr[oa]s |another )?\d{1,4} (other |more |mais )?(colegas?|colleagues?|amig[oa]s?|friends?|pessoas|personas|people|companeir[oa]s?|companer[oa]s?)\b/.test(
      folded,
    );
  // (Only with colleagues of the visitor's own category: "voy con 2 compañeros residentes" says nothing of the visitor.)
  // ("…com mais 9 colegas, todos estudantes": the visitor is one of them too.)
  const allAlike = /\b(todos|todas|all|all of us|everyone|todo el grupo|o grupo todo)\b/.test(folded);
  if (counted !== undefined && withOthers && (!category || categorySaid(folded) === category || allAlike)) return counted + 1;
  return counted !== undefined && andMe && categorySaid(folded) === category ? counted + 1 : counted;
}

/**
 * The industry staff's category, or none when the question is a sponsor's (a booth, its price): "industry
 * symposia for sponsors", "¿cuánto costaba un stand?" are sponsorship; "how do our reps register?" is the staff's fee.
 */
function sponsorOrStaff(folded: string, asks: Set<Ask>, found: FeeKey | undefined): FeeKey | undefined {
  // "industry symposia for sponsors" is about sponsorship, not the industry staff's fee.
  // "Quiero poner un stand con mi laboratorio, ¿cuánto cuesta?" prices the booth, not the staff's registration.
  // "¿Cuánto costaba un stand?", "o valor das cotas de patrocínio": the sponsor's price, not the staff's fee.
  const booth =
    (boothRental.test(folded) || boothPriced.test(folded)) &&
    !/\b(industry staff|staff rate|personal de la industria|profissionais? da industria|industry (registration|rate|fee))\b/.test(folded);
  // "We're exhibiting: how do our reps register?" is the staff's registration all the same.
  // ("Vamos 3 al stand, ¿cuánto pagamos cada uno?": each one's registration.)
  const registering =
    /\b(regist\w*|sign up|inscrib\w*|inscrev\w*|inscrip\w*|inscric\w*)\b/.test(folded) ||
    /\b(pag\w*|pay\w*)\b(\W+\w+){0,2}\W+(cada uno|cada um|each|por persona|por pessoa|per person)\b/.test(folded);
  const staffRegistering =
    registering &&
    /\b(reps?|representatives?|staff|employees?|team|equipe|equipo|personal|funcionarios?|empleados?|personas|pessoas|people|cada uno|cada um|each)\b/.test(
      folded,
    );
  const category =
    found === 'industryStaff' && asks.has('sponsorship') && !staffRegistering && (!asks.has('fee') || booth) ? undefined : found;
  // ("¿Cuánto cuesta el stand? ¿Y el personal cuánto paga de inscripción?": both.)
  if (category === 'industryStaff' && staffRegistering && !(booth && standPrice.test(folded))) asks.delete('sponsorship');
  return category;
}

/** Every place the question names, in its order ("el Casco Antiguo y la Cinta Costera"). */
function placesIn(folded: string): VenueDestination[] {
  return places
    .map(([key, pattern]) => ({key, at: pattern.exec(folded)?.index ?? -1}))
    .filter((entry) => entry.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.key);
}

/**
 * The categories a question names; the visitor's own alone ("soy fisiatra, ¿afín o licenciado?"), unless it asks the
 * difference with another ("sou dermatologista: qual a diferença com reumato?").
 */
function categoriesNamed(folded: string, category: FeeKey | undefined, self: FeeKey | undefined, asks: Set<Ask>): FeeKey[] {
  if (category && !self) return categoriesIn(folded);
  if (self && asks.has('feeDifference')) return categoriesIn(folded, true);
  return category ? [category] : [];
}

/** "¿Y desde el Casco Antiguo?", "e do aeroporto?": the driving time from a place the venue page gives. */
function distanceFrom(folded: string, asks: Set<Ask>, hotelNamed: boolean) {
  if (placeIn(folded) === undefined || asks.has('hotel') || hotelNamed) return;
  if (/\b(desde|from)\b|^(e|y|and) (do|da|del|de la|de) /.test(folded)) asks.add('distance');
}

/** How many people the question counts, and each category's count when it names two or more (counted once). */
function peopleIn(folded: string, category: FeeKey | undefined, named: number, paid: number | undefined) {
  const counts = countsByCategory(folded);
  const count = (counts.length === 1 ? counts[0].count : undefined) ?? countWithMe(folded, category);
  // ("Pagué 580 como reumatóloga": the amount paid counts no people; "we pay 30 registrations" does.)
  const amount =
    paid !== undefined &&
    paid >= 100 &&
    !new RegExp(`\\b${paid} (registrations|inscripciones|inscricoes|people|personas|pessoas)\\b`).test(folded);
  return {
    count: amount && count === paid ? undefined : count,
    categoryCounts: named >= 2 && counts.length >= 2 ? counts : [],
  };
}

/** The group leader's category pattern, without the global flag. */
const leaderPattern = new RegExp(categoryPatterns.find(([key]) => key === 'groupLeader')![1].source);

/** The categories a question names, in the patterns' order. */
function categoriesNamedIn(folded: string): FeeKey[] {
  // ("12 residentes… ¿el que organiza el grupo necesita algo?": the residents' category; the leader is asked about.)
  const leader = leaderPattern.exec(folded);
  return categoryPatterns
    .filter(([, pattern]) => pattern.test(folded))
    .map(([key]) => key)
    .filter(
      (key, _, all) =>
        key !== 'groupLeader' || all.length === 1 || !leader || !leaderOnlyAsked(folded, leader.index, leader.index + leader[0].length),
    )
    .filter((key) => key !== 'industryStaff' || !guestsOfIndustry.test(folded));
}

/** "8 médicos invitados por nuestro laboratorio": the company invites them; they do not register as its staff. */
const guestsOfIndustry =
  /\b(medicos|doctores|doctors|physicians|reumatolog\w*|rheumatologists|residentes|residents|colegas|colleagues|especialistas|specialists|kols?)\b(\W+\w+){0,2}\W+(invitad\w*|convidad\w*|patrocinad\w*|sponsored|invited|becad\w*|guests?)\b|\b(invit\w*|convid\w*|sponsor\w*|patrocin\w*|bec\w*)\b(\W+\w+){0,2}\W+(\d+ )?(medicos|doctores|doctors|physicians|reumatolog\w*|rheumatologists|residentes|residents|colegas|colleagues|especialistas|specialists)\b/;

/**
 * "Trabajo en un laboratorio y estaré en el stand: ¿cuánto es la inscripción de la industria?" is the fee, not
 * sponsorship; "…y queremos poner un stand" asks the stand too.
 */
function industryStaffAsked(folded: string, asks: Set<Ask>, category: FeeKey | undefined) {
  if (category === 'industryStaff' && asks.has('fee') && !boothPriced.test(folded) && !standPrice.test(folded) && !boothRental.test(folded))
    asks.delete('sponsorship');
}

export function understand(message: string, locale?: string): Query {
  const folded = normalized(message);
  const {asks, paymentMethod} = asksIn(folded, paymentMethodIn(folded));
  if (lateBreaking.test(folded)) asks.add('abstract');
  const named = categoriesNamedIn(folded);
  // "Soy fisiatra, ¿me tocaba como afín o como licenciado?": what the visitor is decides.
  const self = asks.has('category') ? selfCategory(folded) : undefined;
  const found = self ?? named[0];
  const category = sponsorOrStaff(folded, asks, found);
  if (registrationDiscountIn(folded, asks, found !== undefined)) {
    asks.add('registrationDiscount');
    asks.delete('airline');
  }
  // "¿Quién es el líder de grupo, cuánto paga?": a category's fee, not an unpublished name.
  // "Mi esposa es enfermera, ¿cuánto le salía?": the wife is the one registering, not a companion.
  if (personTold(folded, asks, category)) asks.delete('unpublished');
  accessCodeAsked(folded, asks, category);
  industryStaffAsked(folded, asks, category);
  askedInPassing(folded, asks);
  askedByTheWay(folded, asks);
  discountsAsked(folded, asks);
  const paidAmount = paidIn(folded);
  const {count, categoryCounts} = peopleIn(folded, category, named.length, paidAmount);
  if (count !== undefined && count > 1 && /\b(gratis|gratuitas?|free|regal\w*|cortesia|sin costo|de graca|brindes?)\b/.test(folded))
    asks.add('group');
  const {day, dayOfMonth} = daysNamed(folded, locale === 'en');
  const dateRelation = day || dayOfMonth ? relationTo(folded) : undefined;
  const year = /\b(20\d\d)\b/.exec(folded);
  const travelClass = travelClassIn(folded, message);
  const {namedHotels, superlative} = hotelsNamed(folded, asks);
  distanceFrom(folded, asks, namedHotels.length > 0);
  return {
    folded,
    category,
    date: shifted(day, dateRelation),
    // ("Quero garantir logo": Portuguese "logo", soon, is no logo.)
    logo: /\b(logos?(?<!\b(garantir|fazer|pagar|quero|resolver|comprar|inscrever|reservar|chegar|ir|vou|logo|ate|bem) logo)(?! (que|depois|apos|mais|cedo|em seguida))|logotipos?|logomarca|marca)\b/.test(
      folded,
    ),
    otherSpecialty: (!category || category === 'relatedProfessionals') && unlistedSpecialty.test(folded),
    approximate: day !== undefined && !dayMonthPattern.test(folded) && !monthDayPattern.test(folded) && partOfMonthPattern.test(folded),
    dateRelation,
    month: day ? undefined : registrationMonth(folded),
    maxPrice: priceCeiling(folded),
    place: placeIn(folded),
    places: placesIn(folded),
    period: periodIn(folded),
    relativeMonth: relativeMonthIn(folded),
    currentPeriod: currentPrice.test(folded),
    periods: listedPeriods(folded),
    periodOf: byCategory(folded, periodsAt(folded)),
    dateOf: byCategory(folded, datesAt(folded, locale === 'en')),
    today: todayWords.test(folded),
    onsite: asks.has('registerOnsite') || /\b(pague|paid|paguei|pagar|pagué) (en|at|no|na) (la )?(sede|venue|local|sitio)\b/.test(folded),
    hotels: namedHotels,
    superlative,
    ...roomsIn(folded),
    stars: starsIn(folded),
    categories: categoriesNamed(folded, category, self, asks),
    categoryCounts,
    relativeDay: dayOfMonth !== undefined && weekdayAndDay.test(folded) ? undefined : relativeDayIn(folded),
    dayOfMonth,
    count,
    year: year ? Number(year[1]) : undefined,
    travelClass,
    paymentMethod,
    asks,
    positions: askPositions(folded),
    followUp: followsUp(folded),
    nights: nightsIn(folded),
    onsitePlace: registerOnsitePattern.test(folded),
    dayOnly: day ? undefined : dayOnlyIn(folded),
    rankings: rankingsIn(folded),
    dates: datesIn(folded, locale === 'en'),
    nextDay: /\b(next day|day after|dia siguiente|dia seguinte|dia despues|dia depois)\b/.test(folded),
    prevDay: /\b(day before|a day earlier|one day earlier|(un|um) dia antes|(el|o) dia anterior|dia antes)\b/.test(folded),
    clock: clockIn(fold(message), folded),
    ...zonesIn(folded),
    paidAmount,
    passDays: passDaysIn(folded),
    weekday: weekdayIn(folded),
  };
}
