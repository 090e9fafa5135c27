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
  /** A day the question names (ISO date, Panama), or today when it says "hoy/today/hoje". */
  date?: string;
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
  superlative?: 'cheapest' | 'priciest';
  count?: number;
  asks: Set<Ask>;
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
export function monthIn(folded: string): {first: string; last: string} | undefined {
  const month = new RegExp(`\\b(?:en|in|em|de|durante|during|no mes de|el mes de) (${monthNames})\\b`).exec(folded);
  if (!month) return undefined;
  const first = isoDay(months[month[1]], 1)!;
  const last = DateTime.fromISO(first, {zone: CONGRESS_ZONE}).endOf('month').toISODate()!;
  return {first, last};
}

/** A day named in the question: "1 de febrero", "Feb 1st", "20/03", "fim de março", "mid-February". */
export function dateIn(folded: string): string | undefined {
  const dayMonth = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?: de)? (${monthNames})\\b(?:,? (?:de )?(\\d{4}))?`).exec(folded);
  if (dayMonth) return isoDay(months[dayMonth[2]], Number(dayMonth[1]), dayMonth[3] ? Number(dayMonth[3]) : undefined);
  const monthDay = new RegExp(`\\b(${monthNames}) (\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?`).exec(folded);
  if (monthDay) return isoDay(months[monthDay[1]], Number(monthDay[2]), monthDay[3] ? Number(monthDay[3]) : undefined);
  const numeric = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b/.exec(folded);
  if (numeric) return isoDay(Number(numeric[2]), Number(numeric[1]), numeric[3] ? Number(numeric[3]) : undefined);
  const part = new RegExp(
    `\\b(principios|inicios|comienzos|early|comeco|inicio|mediados|mid|meados|finales|fines|fin|late|end|final|fim)(?: of| de| del)?[ -](${monthNames})\\b`,
  ).exec(folded);
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
    /\b(ponentes?|speakers?|conferencistas?|palestrantes?|oradores?|invitados?|cena|gala|dinner|jantar|fiesta|party|festa|social events?|eventos? sociales?|wi-?fi|internet|contrasena|password|senha|a que hora|what time|que horas|horarios?|schedule|sesion de|session|sessao|talleres|taller|workshops?|oficinas|presiden\w*|presidir|presidira|preside|chairs?|chairman|chairwoman|quien es|who is|quem e|nome dele|nome dela|como se llama|cierra|ends?|transmision|transmissao|transmitid\w*|streaming|livestream|live ?stream|en vivo|ao vivo|virtual|hibrid[oa]|hybrid|grabacion|grabaciones|recordings?|gravac\w*)\b/,
  ],
  [
    'offTopic',
    /\b(poem|poema|poesia|chiste|joke|piada|cancion|song|cancao|cuento|mundial|world cup|copa do mundo|futbol|football|soccer|capital)\b/,
  ],
  ['visa', /\b(visa|visas|visto|vistos)\b/],
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
  ['refund', /\b(cancel\w*|reembols\w*|devuelv\w*|devolv\w*|refund\w*|money back|dinero de vuelta|devolucion)\b/],
  // A group's free registrations, also asked as "how many free registrations for 25 people".
  [
    'group',
    /\b(grupo|group|grupal|together|juntos|juntas|em conjunto|free (registrations?|passes|spots|places)|(inscripciones|inscricoes|cupos|vagas) (gratis|gratuitas|sin costo|de graca|cortesia))\b/,
  ],
  ['earlyDiscount', /\b(descuento|discount|desconto)\b.*\b(temprano|antes|early|cedo|anticipad\w*|antecipad\w*)\b|\bearly ?bird\b/],
  [
    'registerWhen',
    /\b(cuando|when|quando)\b.*\b(abren?|opens?|abrem|empiezan|comienzan|begins?|start)\b.*\b(inscripcion\w*|registration|inscric\w*)|\b(ya|yet|ja)\b.*\b(inscrib\w*|register|inscrever)|\b(inscrib\w*|register|inscrever)\b.*\b(ya|yet)\b|\b(registration|inscripcion\w*|inscric\w*)\b.*\b(opens?|abren?|abrem)\b/,
  ],
  ['registerOnline', /\b(en linea|online|on-line|por internet)\b/],
  [
    'registerOnsite',
    /\b(en (la )?sede|en sitio|onsite|on site|at the venue|at the door|walk-?in|en la puerta|na porta|no local|na sede|presencialmente en)\b/,
  ],
  [
    'registerUntil',
    /\b(hasta (cuando|que fecha|que dia)|until when|till when|by when|ate quando|ate que (dia|data)|when does\b.*\bclose|cuando (cierra|termina)|quando (fecha|encerra|termina)|last day)\b.*\b(inscri\w*|regist\w*)|\b(inscri\w*|regist\w*)\b.*\b(hasta (cuando|que fecha|que dia)|until when|till when|ate quando|ate que (dia|data)|close[sd]?|cierra|fecha|encerra|last day)\b/,
  ],
  [
    'payment',
    /\b(tarjeta|credit card|card|cartao|transferencia|bank transfer|transfer|pago la|how do i pay|como pago|forma de pago|pagar con|pay by|pay with|pagar com)\b/,
  ],
  ['abstractLanguage', /\b(espanol|spanish|portugues|portuguese|ingles|english|idioma|language|lingua)\b/],
  ['abstractChannel', /\b(e-?mail|correo|fax|papel|paper|impreso|printed|por correo)\b/],
  ['abstractMedia', /\b(imagen(es)?|images?|imagens?|figuras?|figures?|tablas?|tables?|tabelas?|graficos?)\b/],
  ['abstractReferences', /\b(referencias?|references?)\b/],
  [
    'abstractCharacters',
    /\b(caracteres|characters?|palabras|words?|palavras|extension|length|tamano|tamanho|limite de palabras|word limit)\b/,
  ],
  [
    'abstractPerAuthor',
    /\b(por autor|per author|cuantos trabajos|how many abstracts|quantos trabalhos|limite de trabalhos|limit on abstracts|trabajos puedo)\b/,
  ],
  [
    'abstractPresented',
    /\b(ya (lo )?present\w*|already presented|previously presented|ja foi apresentad\w*|presentado (antes|en otro)|otro (congreso|evento)|another (congress|meeting|event)|outro (congresso|evento))\b/,
  ],
  ['abstractProxy', /\b(someone (else )?(present|to present)|for me|por mi|por mim|otra persona|outra pessoa|someone)\b/],
  [
    'abstractAnonymous',
    /\b(nombres?|names?|nomes?)\b.*\b(autor\w*|author\w*|institucion\w*|institution\w*|instituic\w*|hospital\w*|universidad\w*|universit\w*|servicio|service)\b|\b(anonim\w*|anonymous|blinded)\b/,
  ],
  ['abstractInPerson', /\b(en persona|in person|pessoalmente|presencialmente|presencial)\b/],
  ['abstractSubmitNow', /\b(todavia|aun|still|ainda)\b/],
  ['notification', /\b(resultados?|results?|avisan|notifica\w*|aceptad\w*|accepted|aceit\w*|aprobad\w*)\b/],
  ['eposter', /\be-?poster\b/],
  ['abstractDeadline', /\b(fecha limite|deadline|prazo|cierre|plazo)\b/],
  ['abstract', /\b(resumen(es)?|resumos?|abstracts?|trabajos?( cientificos?)?|trabalhos?|posters?)\b/],
  ['breakfast', /\b(desayuno|breakfast|cafe da manha)\b/],
  ['hotel', /\b(hotel|hoteles|hoteis|hotels|hospedaje|alojamiento|accommodation|hospedagem)\b/],
  ['airlineTaxes', /\b(impuestos?|taxes|tax|taxas de embarque)\b/],
  ['taxes', /\b(impuestos?|taxes|tax|impostos?|itbms)\b/],
  ['airlineValidity', /\b(until when|hasta (que|cuando)|vale|valido|valid|validity|ate quando|fechas|dates|datas)\b/],
  [
    'airline',
    /\b(aerolinea|airline|companhia aerea|vuelos?|voos?|flights?|codigo de descuento|discount code|codigo de desconto|descuento|discount|desconto|codigo|code)\b/,
  ],
  ['airportDistance', /\b(aeropuerto|airport|aeroporto)\b/],
  ['parking', /\b(estacionamiento|parking|parqueo|estacionamento)\b/],
  [
    'distance',
    /\b(how far|how long|cuanto (se )?(tarda|demora)|cuanto tiempo|a que distancia|que tan lejos|lejos|longe|quanto tempo|qual a distancia|a que distancia|distance|distancia|far from|minutos|minutes)\b/,
  ],
  ['venue', /\b(sede|venue|donde|where|onde|centro de conven\w*|convention cent\w*|held)\b/],
  ['currency', /\b(moneda|currency|moeda|dinero|dolar|dollar|balboa)\b/],
  ['plugs', /\b(enchufes?|plugs?|tomadas?|adaptador|adapter|voltaje|voltage|voltagem|electricidad|electricity|eletricidade)\b/],
  ['happeningNow', /\b(happening now|right now|esta pasando|en curso|acontecendo agora|ya empezo|ongoing)\b/],
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
  w: /\b(hotel w|w panama|el w|del w|do w|the w|o w)\b/,
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

export function understand(message: string): Query {
  const folded = fold(message)
    .replace(/[’‘]/g, "'")
    .replace(/\b(when|what|where|who|how)'s\b/g, '$1 is')
    .replace(/[¿?¡!.,;:()"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const asks = new Set<Ask>();
  for (const [ask, pattern] of askPatterns) if (pattern.test(folded)) asks.add(ask);
  const found = categoryPatterns.find(([, pattern]) => pattern.test(folded))?.[0];
  // "industry symposia for sponsors" is about sponsorship, not the industry staff's fee.
  const category = found === 'industryStaff' && asks.has('sponsorship') && !asks.has('fee') ? undefined : found;
  const count =
    /\b(?:grupo|group) (?:de |of )?(\d{1,4})\b/.exec(folded) ??
    /\b(\d{1,4}) (?:personas|pessoas|people|ppl|persons|residentes|residents|colegas|participantes|participants|inscritos|medicos|doctors|of us|de nosotros|de nos)\b/.exec(
      folded,
    ) ??
    /\b(?:somos|we are|we re|were|we're) (\d{1,4})\b/.exec(folded);
  let superlative: Query['superlative'];
  if (/\b(mas barat[oa]|barat[oa]s?|cheap(est|er)?|economic[oa]|lowest|menor (precio|preco))\b/.test(folded)) superlative = 'cheapest';
  else if (/\b(mas car[oa]|most expensive|priciest|mais car[oa]|caro|expensive)\b/.test(folded)) superlative = 'priciest';
  return {
    folded,
    category,
    date: dateIn(folded),
    month: dateIn(folded) ? undefined : monthIn(folded),
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
    superlative,
    count: count ? Number(count[1]) : undefined,
    asks,
    followUp: followUpOpening.test(folded) || folded.split(' ').length <= 6,
  };
}
