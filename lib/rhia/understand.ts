import {DateTime} from 'luxon';
import {CONGRESS_ZONE} from '@/content/congress';
import {hotels, type Hotel} from '@/content/hotels';
import type {VenueDestination} from '@/content/venue';
import type {FeeKey, FeePeriodKey} from './knowledge';
import {fold} from './fold';

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
  /** How the question places itself against `date`: on it, just before it or just after it. */
  dateRelation?: 'before' | 'after';
  /** A month named without a day ("en febrero"): its first and last days (ISO, Panama). */
  month?: {first: string; last: string};
  /** A price ceiling ("under $120", "menos de 100 dólares"). */
  maxPrice?: number;
  /** A place whose driving time to the venue is asked ("how far from the old town"). */
  place?: VenueDestination;
  /** A price period named outright ("tarifa tardía", "early bird"). */
  period?: FeePeriodKey;
  today: boolean;
  onsite: boolean;
  hotels: Hotel[];
  superlative?: 'cheapest' | 'priciest' | 'closest';
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
  | 'abstractExtension'
  | 'abstractOral'
  | 'notification'
  | 'eposter'
  | 'hotel'
  | 'breakfast'
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
  | 'category'
  | 'programTopic'
  | 'unpublished'
  | 'visa'
  | 'medical'
  | 'offTopic'
  | 'sponsorship'
  | 'authorDiscount'
  | 'tips'
  | 'obligation'
  | 'permission';

const categoryPatterns: [FeeKey, RegExp][] = [
  ['dayPass', /\b(pases? (diario|de un dia|por dia)|passes? (diario|de um dia)|day ?pass(es)?|one[- ]day pass)\b/],
  ['groupLeader', /\b(lider de grupo|group leader)\b/],
  ['industryStaff', /\b(industria|industry|farmaceutica?s?|pharma(ceutical)?|laboratorio)\b/],
  [
    'therapistsNurses',
    /\b(enfermer[oa]s?|enfermeir[oa]s?|enfermagem|nurs(e|es|ing)|fisios?|fisioterapeutas?|physios?|physiotherapists?|physical therap(y|ist)|pt|ot|terapeutas?|therapists?|terapia ocupacional|occupational|licenciad[oa]s?|graduad[oa]s?|licensed)\b/,
  ],
  ['residentsStudents', /\b(residentes?|residents?|r[1-5]|estudiantes?|students?|studnets?|estudantes?|alumn[oa]s?|alun[oa]s?)\b/],
  [
    'relatedProfessionals',
    /\b(profesional(es)? afin(es)?|profissiona(l|is) afi(m|ns)|related professionals?|radiolog(o|a|os|as|ista|istas|ist|ists)|ecografistas?|sonographers?|dermatolog(o|a|os|as|ista|istas|ist|ists)|kinesiolog(o|a|os|as|ist|ists)|traumatolog(o|a|os|as|ista|istas)|gerontolog(o|a|os|as|ista|istas|ist|ists)|oftalmolog(o|a|os|as|ista|istas)|ophthalmologists?|pediatras?|pediatricians?|ortopedistas?|orthopedists?|fisiatras?|physiatrists?)\b/,
  ],
  ['rheumatologists', /\b(reumatolog(o|a|os|as|ista|istas)|rheumatologists?|rheumys?|rheumies|reumatos?)\b/],
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
  `\\b(?:en|in|em|de|durante|during|no mes de|el mes de|until|till|hasta|ate) (${monthNames})\\b(?:,? (?:de |of )?(\\d{4})\\b)?`,
);
const dayMonthPattern = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: de| of)? (${monthNames})\\b(?:,? (?:de )?(\\d{4}))?`);
const monthDayPattern = new RegExp(`\\b(${monthNames}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`);
const partOfMonthPattern = new RegExp(
  `\\b(principios|inicios|comienzos|early|comeco|inicio|mediados|mid|meados|finales|fines|fin|late|end|final|fim)(?: of| de| del)?[ -](${monthNames})\\b`,
);

export function monthIn(folded: string): {first: string; last: string} | undefined {
  const month = monthPattern.exec(folded);
  if (!month) return undefined;
  const first = isoDay(months[month[1]], 1, month[2] ? Number(month[2]) : undefined)!;
  const last = DateTime.fromISO(first, {zone: CONGRESS_ZONE}).endOf('month').toISODate()!;
  return {first, last};
}

/** A day named in the question: "1 de febrero", "Feb 1st", "20/03", "fim de março", "mid-February". */
export function dateIn(folded: string): string | undefined {
  const dayMonth = dayMonthPattern.exec(folded);
  if (dayMonth) return isoDay(months[dayMonth[2]], Number(dayMonth[1]), dayMonth[3] ? Number(dayMonth[3]) : undefined);
  const monthDay = monthDayPattern.exec(folded);
  if (monthDay) return isoDay(months[monthDay[1]], Number(monthDay[2]), monthDay[3] ? Number(monthDay[3]) : undefined);
  const numeric = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(folded);
  if (numeric) return isoDay(Number(numeric[2]), Number(numeric[1]), numeric[3] ? Number(numeric[3]) : undefined);
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

const askPatterns: [Ask, RegExp][] = [
  [
    'medical',
    /\b(dosis|dose|doses|dosage|\d+ ?mg|prednison[ae]?|metotrexat[oe]|methotrexate|claritromicina|clarithromycin|corticoides?|ibuprofen[oa]?|hidroxicloroquina|hydroxychloroquine|biologicos?|biologics?|mi paciente|my patient|minha paciente|meu paciente|una paciente|uma paciente|a patient|un paciente|um paciente|tomando|taking .* (drug|medication|pill)|medicament[oa]s?|medications?|remedio)\b/,
  ],
  [
    'unpublished',
    /\b(ponentes?|speakers?|conferencistas?|palestrantes?|oradores?|invitados?|cena|gala|dinner|jantar|fiesta|party|festa|social events?|eventos? sociales?|wi-?fi|internet|contrasena|password|senha|a que hora|what time|que horas|horarios?|schedule|sesion de|session|sessao|talleres|taller|workshops?|oficinas|lecturers?|keynotes?|guest|reception|recepcion|recepcao|coctel|cocktail|coquetel|clausura|closing (ceremony|party)|social (program|programme|activities)|programa social|shuttle|traslados?|translados?|transfers? (do|del|desde|from|to|al|ao|pro|para o|entre) (aeropuerto|airport|aeroporto|hotel|hoteles|hoteis)|presiden\w*|presidir|presidira|preside|chairs?|chairman|chairwoman|quien es|who is|quem e|nome dele|nome dela|como se llama|cierra|ends?|transmision|transmissao|transmitid\w*|streaming|livestream|live ?stream|en vivo|ao vivo|virtual|hibrid[oa]|hybrid|grabacion|grabaciones|recordings?|gravac\w*)\b/,
  ],
  [
    'offTopic',
    /\b(poem|poema|poesia|chiste|joke|piada|cancion|song|cancao|cuento|mundial|world cup|copa do mundo|futbol|football|soccer|capital)\b/,
  ],
  [
    'visa',
    /\b(visa|visas|visto|vistos|pasaportes?|passports?|passaportes?|dni|cedula|documentos? (para|de) (entrar|ingresar|entrada|ingreso)|entry (requirements|documents)|(entrar|ingresar|enter|entrada) (a|en|no|in|to|into) panama)\b/,
  ],
  [
    'sponsorship',
    /\b(patrocin\w*|sponsor\w*|exhibit\w*|expositor\w*|exposicion comercial|stands?|booths?|simposios?|symposi\w*|simposio|prospectus)\b/,
  ],
  [
    'authorDiscount',
    /\b(descuento|discount|desconto)\b.*\b(autor|author|presentador|presenting|apresentador)\b|\b(autor|author|presentador|presenting|apresentador)\b.*\b(descuento|discount|desconto)\b/,
  ],
  ['tips', /\b(propinas?|gorjetas?|tips?|tipping|gratuity)\b/],
  [
    'obligation',
    /\b(have to|has to|must|need to|needs to|required|mandatory|obligatori[oa]|tengo que|tiene que|hay que|debo|debe|necesito|preciso|precisa|tenho que|tem que|obrigatori[oa])\b/,
  ],
  [
    'permission',
    /\b(can i|can we|can it|can the|could i|is it possible|allowed|puedo|se puede|podemos|es posible|posso|pode|podemos|da pra|e possivel)\b/,
  ],
  [
    'refund',
    /\b(cancel\w*|reembols\w*|devuelv\w*|devolv\w*|refund\w*|money back|dinero de vuelta|devolucion|dar(me|te|se|nos)? de baja|de baja|anular\w*|desist\w*|withdraw\w*|drop out|back out|pull out|pierdo (todo|el dinero|la plata|lo que pague)|lose (everything|my money|the money)|perco (tudo|o dinheiro))\b/,
  ],
  // A group's free registrations, also asked as "how many free registrations for 25 people".
  [
    'group',
    /\b(grupo|group|grupal|together|juntos|juntas|em conjunto|free (registrations?|passes|spots|places)|(inscripciones?|inscricoes|inscricao|cupos?|vagas?) (gratis|gratuitas?|sin costo|de graca|cortesia|de regalo|bonificadas?)|de regalo|de cortesia)\b/,
  ],
  ['earlyDiscount', /\b(descuento|discount|desconto)\b.*\b(temprano|antes|early|cedo|anticipad\w*|antecipad\w*)\b|\bearly ?bird\b/],
  [
    'registerWhen',
    /\b(cuando|when|quando)\b.*\b(abren?|opens?|abrem|empiezan|comienzan|begins?|start)\b.*\b(inscripcion\w*|registrations?|inscric\w*)|\b(ya|yet|ja|still|todavia|aun|ainda)\b.*\b(inscrib\w*|register\w*|inscrever|inscreve\w*|sign up)|\b(inscrib\w*|register|inscrever|sign up)\b.*\b(ya|yet|still|todavia|aun|ainda)\b|\b(registrations?|inscripcion\w*|inscric\w*)\b.*\b(opens?|open|abren?|abrem|abiertas?|abertas?)\b/,
  ],
  ['registerOnline', /\b(en linea|online|on-line|por internet)\b/],
  [
    'registerOnsite',
    /\b(en (la )?sede|en sitio|onsite|on site|at the venue|at the door|walk-?in|en la puerta|na porta|no local|na sede|presencialmente en|(en|at|no|na) (el |la |the |o |a )?(mostrador|desk|counter|registration desk|balcao)|(en|at|no) (el |the |o )?(congreso|congress|congresso|evento|event)|ahi mismo|alli mismo|on the day|no dia(?! \d)|el (mismo )?dia del (congreso|evento)|la no dia|la mesmo)\b/,
  ],
  [
    'registerUntil',
    /\b(hasta (cuando|que fecha|que dia)|until when|till when|by when|ate quando|ate que (dia|data)|when does\b.*\bclose|cuando (cierra|termina)|quando (fecha|encerra|termina)|last day)\b.*\b(inscri\w*|regist\w*)|\b(inscri\w*|regist\w*)\b.*\b(hasta (cuando|que fecha|que dia)|until when|till when|ate quando|ate que (dia|data)|close[sd]?|cierra|fecha|encerra|last day)\b/,
  ],
  [
    'payment',
    /\b(tarjeta|credit card|card|cartao|transferencia|bank transfer|transfer|pago la|how do i pay|como pago|forma de pago|pagar con|pay by|pay with|pagar com)\b/,
  ],
  ['abstractLanguage', /\b(espanol|espanhol|spanish|portugues|portuguese|ingles|english|frances|french|idioma|language|lingua)\b/],
  ['abstractChannel', /\b(e-?mail|correo|correio|fax|papel|paper|impres[oa]|printed|por correo|pelo correio|by post|by mail|postal)\b/],
  ['abstractMedia', /\b(imagen(es)?|images?|imagens?|figuras?|figures?|tablas?|tables?|tabelas?|graficos?)\b/],
  ['abstractReferences', /\b(referencias?|references?)\b/],
  [
    'abstractCharacters',
    /\b(caracteres|characters?|chars?|caract|palabras|words?|palavras|extension|length|tamano|tamanho|limite de palabras|word limit)\b/,
  ],
  [
    'abstractPerAuthor',
    /\b(por autor|per author|cuantos trabajos|how many abstracts|quantos trabalhos|limite de trabalhos|limit on abstracts|trabajos puedo)\b/,
  ],
  [
    'abstractPresented',
    /\b(ya (lo )?present\w*|already (presented|published)|previously (presented|published)|ja foi (apresentad\w*|publicad\w*)|presentado (antes|en otro)|(ya|ja) (salio|fue presentado|se presento|publicad\w*)|otro (congreso|evento)|another (congress|meeting|event)|outro (congresso|evento)|(congreso|congresso) (nacional|local|regional)|(national|local|regional) (congress|meeting|conference))\b/,
  ],
  ['abstractProxy', /\b(someone (else )?(present|to present)|for me|por mi|por mim|otra persona|outra pessoa|someone)\b/],
  [
    'abstractAnonymous',
    /\b(nombres?|names?|nomes?)\b.*\b(autor\w*|author\w*|institucion\w*|institution\w*|instituic\w*|hospital\w*|universidad\w*|universit\w*|servicio|service)\b|\b(anonim\w*|anonymous|blinded)\b/,
  ],
  ['abstractInPerson', /\b(en persona|in person|pessoalmente|presencialmente|presencial)\b/],
  ['abstractSubmitNow', /\b(todavia|aun|still|ainda)\b/],
  ['abstractOral', /\b(oral|orales|podium|ponencia oral|comunicacion oral|apresentacao oral)\b/],
  [
    'abstractExtension',
    /\b(extend(ed|s)?|extender|extienden?|extendio|extendera|extendieron|an extension|any extension|prorrog\w*|prorroga|ampliar(on|an)?|ampliad[oa]|estend\w*|postpone\w*|posterga\w*|adiad[oa]|adiar(am)?)\b/,
  ],
  [
    'notification',
    /\b(resultados?|results?|avisan|avisam|notifica\w*|aceptad\w*|aceptaron|accepted|aceit[oa]s?|aceitaram|aceitou|aprobad\w*|aprobaron|aprueban|approved|aprovad\w*|rechazad\w*|rejected|recusad\w*|find out|hear back|sabre si|fico sabendo)\b/,
  ],
  ['eposter', /\be-?poster\b/],
  ['abstractDeadline', /\b(fecha limite|deadline|prazo|cierre|plazo)\b/],
  ['abstract', /\b(resumen(es)?|resumos?|abstracts?|trabajos?( cientificos?)?|trabalhos?|posters?)\b/],
  ['breakfast', /\b(desayuno|breakfast|cafe da manha)\b/],
  [
    'hotel',
    /\b(hotel|hoteles|hoteis|hotels|hospedaje|alojamiento|accommodation|hospedagem|place to stay|where to stay|stay at|hospedar\w*|quedarme|alojar\w*|diarias?)\b/,
  ],
  [
    'airlineTaxes',
    /\b(impuestos?|taxes|tax|taxas de embarque|total (price|ticket|fare|cost)|ticket price|whole (ticket|fare)|precio total|valor total|preco total|tarifa total|billete completo|pasaje completo|passagem (toda|inteira))\b/,
  ],
  ['taxes', /\b(impuestos?|taxes|tax|impostos?|itbms)\b/],
  ['airlineValidity', /\b(until when|hasta (que|cuando)|vale|valido|valid|validity|ate quando|fechas|dates|datas)\b/],
  [
    'airline',
    /\b(aerolinea|airline|companhia aerea|vuelos?|voos?|flights?|pasajes?|passagens?|airfares?|boletos? aereos?|codigo de descuento|discount code|codigo de desconto|descuento|discount|desconto|codigo|code)\b|\d+ ?% off\b/,
  ],
  ['airportDistance', /\b(aeropuerto|airport|aeroporto)\b/],
  ['parking', /\b(estacionamiento|parking|parqueo|estacionamento|estacionar|aparcar|parquear|park (my|the|a) car)\b/],
  [
    'distance',
    /\b(how far|how long|cuanto (se )?(tarda|demora)|cuanto tiempo|a que distancia|que tan lejos|lejos|longe|quanto tempo|qual a distancia|a que distancia|distance|distancia|far from|minutos|minutes)\b/,
  ],
  ['venue', /\b(sede|venue|donde|where|onde|centro de conven\w*|convention cent\w*|held)\b/],
  ['currency', /\b(moneda|currency|moeda|dinero|dolar|dollar|balboa)\b/],
  ['plugs', /\b(enchufes?|plugs?|tomadas?|adaptador|adapter|voltaje|voltage|voltagem|electricidad|electricity|eletricidade)\b/],
  [
    'happeningNow',
    /\b(happening now|right now|esta pasando|en curso|acontecendo agora|ya empezo|ongoing|took place|already happened|happened|ya (fue|paso|se realizo|termino|acabo|se hizo)|se realizo|ja (aconteceu|foi realizado|terminou|acabou)|aconteceu|is (it )?over|already over)\b/,
  ],
  [
    'countdown',
    /\b(cuanto falta|cuantos dias (faltan|quedan)|how long (until|till|to go|before)|how many days (until|till|left|to go|before)|days (left|to go) (until|till|before|to)|quanto falta|quantos dias faltam|countdown|cuenta regresiva|contagem regressiva)\b/,
  ],
  ['certificates', /\b(certificad\w*|certificates?|certifcates?|constancias?|diplomas?)\b/],
  ['howMany', /\b(how many|cuant[oa]s|quant[oa]s)\b/],
  [
    'congressWhen',
    /\b(cuando es|cuando sera|(?<!until )when (?:is|will)(?! it)|quando e|quando sera|fechas del congreso|dates of the congress|datas do congresso)\b/,
  ],
  ['category', /\b(categoria|category|que categoria|which category|qual categoria)\b/],
  [
    'fee',
    /\b(cuanto|cuesta|cuestan|precio|costo|tarifa|tarifas|valor|pago|pagar|pagando|pagaria|pay|paid|how much|price|fee|fees|cost|rate|rates|quanto|custa|preco|taxa|paga|sale|fica)\b/,
  ],
];

const followUpOpening = /^(y|and|e|what about|what if|how about|y si|e se|e para|y para|and for|and if)\b/;

const hotelPatterns: Record<string, RegExp> = {
  hilton: /\bhilton\b(?! garden)/,
  'waldorf-astoria': /\b(waldorf|astoria)\b/,
  intercontinental: /\b(intercontinental|miramar)\b/,
  w: /\b(hotel w|w panama|el w|del w|al w|do w|no w|na w|the w|at w|o w)\b/,
  radisson: /\b(radisson|decapolis)\b/,
  'hilton-garden-inn': /\b(garden inn|hilton garden)\b/,
  'las-americas': /\b(las americas|golden tower)\b/,
  'le-meridien': /\bmeridien\b/,
};

const places: [VenueDestination, RegExp][] = [
  ['airport', /\b(aeropuerto|airport|aeroporto|tocumen)\b/],
  ['oldQuarter', /\b(casco( antiguo| viejo)?|old (town|quarter|city)|centro historico|historic (center|district))\b/],
  ['financialCentre', /\b(financial|financiero|financeiro)\b/],
  ['waterfront', /\b(cinta costera|waterfront|malecon|orla)\b/],
];

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
  /^(personas|pessoas|people|ppl|persons|colegas|colleagues|participantes|participants|inscritos|medicos|doctors|of us|de nosotros|de nos|amigos|friends|companeros|colegas)\b/;

/** A group's size: "grupo de 23", "23 personas", "vamos 11 enfermeras", "we're 12 residents". */
function groupCount(folded: string): number | undefined {
  const named = /\b(?:grupo|group) (?:de |of )?(\d{1,4})\b/.exec(folded) ?? /\b(?:somos|we are|we re|were|we're) (\d{1,4})\b/.exec(folded);
  if (named) return Number(named[1]);
  for (const match of folded.matchAll(/\b(\d{1,4}) (?!de |of )/g)) {
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
  `^(\\d+|${monthNames}|the|end|fin|final|hoy|today|tomorrow|manana|then|date|deadline|plazo|prazo|dia|day|tiempo|time|antecedencia)$`,
);

/** What the visitor wants to pay with, when the question names it ("pagar con PayPal", "aceitam pix?", "do you take amex"). */
function paymentMethodIn(folded: string): Query['paymentMethod'] {
  if (/\b(efectivo|cash|dinheiro vivo|em especie)\b/.test(folded)) return {kind: 'other', name: 'cash'};
  const named =
    /\b(?:pagar|pago|pagamos|pay|paying|pagamento|abonar) (?:con|with|by|com|via|using|usando)(?: (?:el|la|un|una|a|an|o|um|uma|my|mi|meu|minha))? ([a-z0-9]+(?: [a-z0-9]+)?)\b/.exec(
      folded,
    ) ??
    /\b(?:aceptan|acepta|accept|accepts|aceitam|aceita|(?:do|does|will) (?:you|they) take|reciben|recebem) ([a-z0-9]+(?: [a-z0-9]+)?)\b/.exec(
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

/** Where each ask is first named in the question. */
function askPositions(folded: string): Map<Ask, number> {
  const positions = new Map<Ask, number>();
  for (const [ask, pattern] of askPatterns) {
    const found = pattern.exec(folded);
    if (found) positions.set(ask, found.index);
  }
  return positions;
}

function superlativeIn(folded: string): Query['superlative'] {
  if (
    /\b(mas cerca|mas cercan[oa]|cercan[oa]s?|closest|nearest|close to|near|nearby|walking distance|a pie|caminando|mais perto|perto|mas proxim[oa]|mais proxim[oa]|proxim[oa]s? (a|al|da|de|do)|(a )?(menos|menor) distancia)\b/.test(
      folded,
    )
  )
    return 'closest';
  if (
    /\b(mas barat[oa]|barat[oa]s?|cheap(est|er)?|economic[oa]s?|lowest|menor (precio|preco)|budget|affordable|inexpensive|low[- ]cost|least expensive|em conta|accesible)\b/.test(
      folded,
    )
  )
    return 'cheapest';
  if (/\b(mas car[oa]|most expensive|priciest|mais car[oa]|caro|expensive)\b/.test(folded)) return 'priciest';
  return undefined;
}

/** Registration and payment verbs: a place ("en la sede") is only an onsite registration with one of them. */
const registersOrPays = /\b(inscrib\w*|inscripcion\w*|inscrev\w*|inscric\w*|regist\w*|sign up|pag\w*|pay\w*|matricul\w*)\b/;

function normalized(message: string): string {
  return fold(message)
    .replace(/[’‘]/g, "'")
    .replace(/\b(when|what|where|who|how)'s\b/g, '$1 is')
    .replace(/[¿?¡!.,;:()"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Asks that only say how a question is put, not what it is about. */
const mannerAsks = new Set<Ask>(['permission', 'obligation', 'fee', 'howMany', 'payment', 'visa']);

function asksIn(folded: string, named: Query['paymentMethod']): {asks: Set<Ask>; paymentMethod: Query['paymentMethod']} {
  const asks = new Set<Ask>();
  for (const [ask, pattern] of askPatterns) if (pattern.test(folded)) asks.add(ask);
  // "¿Aceptan resúmenes en español?" accepts abstracts: an unknown "method" counts only when nothing else is asked about.
  const payWord = /\b(pag\w*|pay\w*|cobr\w*|charge\w*)\b/.test(folded);
  const paymentMethod = named?.kind === 'other' && !payWord && [...asks].some((ask) => !mannerAsks.has(ask)) ? undefined : named;
  // "en la sede" is where the parking is, not an onsite registration, unless the visitor registers or pays there.
  if (asks.has('registerOnsite') && !registersOrPays.test(folded)) asks.delete('registerOnsite');
  // "pagar con Visa" is a card, not a visa to enter Panama.
  if (paymentMethod) {
    asks.delete('visa');
    asks.add('payment');
  }
  return {asks, paymentMethod};
}

export function understand(message: string): Query {
  const folded = normalized(message);
  const {asks, paymentMethod} = asksIn(folded, paymentMethodIn(folded));
  const found = categoryPatterns.find(([, pattern]) => pattern.test(folded))?.[0];
  // "industry symposia for sponsors" is about sponsorship, not the industry staff's fee.
  const category = found === 'industryStaff' && asks.has('sponsorship') && !asks.has('fee') ? undefined : found;
  const count = groupCount(folded);
  if (count !== undefined && count > 1 && /\b(gratis|gratuitas?|free|regal\w*|cortesia|sin costo|de graca|brindes?)\b/.test(folded))
    asks.add('group');
  const named = dateIn(folded);
  const dateRelation = named ? relationTo(folded) : undefined;
  const year = /\b(20\d\d)\b/.exec(folded);
  const travelClass = /\b(?:clase|class|classe)s? (?:promocional |promotional |tarifaria )?([a-z])\b/.exec(folded);
  return {
    folded,
    category,
    date: shifted(named, dateRelation),
    dateRelation,
    month: named ? undefined : monthIn(folded),
    maxPrice: priceCeiling(folded),
    place: placeIn(folded),
    period: /\b(anticipad[oa]|antecipad[oa]|early ?bird|early (fee|rate|registration|period|price)|temprana)\b/.test(folded)
      ? 'early'
      : /\bregular\b/.test(folded)
        ? 'regular'
        : /\b(tardi[oa]|late (fee|rate|registration|period|price)|the late|late-period)\b/.test(folded)
          ? 'late'
          : undefined,
    today: /\b(hoy|today|hoje|ahora|now|agora)\b/.test(folded),
    onsite: asks.has('registerOnsite') || /\b(pague|paid|paguei|pagar|pagué) (en|at|no|na) (la )?(sede|venue|local|sitio)\b/.test(folded),
    hotels: hotels.filter((hotel) => hotelPatterns[hotel.id]?.test(folded)),
    superlative: superlativeIn(folded),
    count,
    year: year ? Number(year[1]) : undefined,
    travelClass: travelClass ? travelClass[1].toUpperCase() : undefined,
    paymentMethod,
    asks,
    positions: askPositions(folded),
    followUp: followUpOpening.test(folded) || folded.split(' ').length <= 6,
  };
}
