import {cues} from './vocabulary';

/** Lower case without accents: "Inscripción" and "inscripcion" match, as do "Hotéis" and "hoteis". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/**
 * Chat shorthand spelt out, word by word, in a folded question: "q" → "que", "qto" → "quanto",
 * "xq" → "porque", "vc" → "voce", "u" → "you". Only forms that are no word of their own in any
 * of the three languages; the patterns and cue words then read the full word.
 */
const shorthand: Record<string, string> = {
  q: 'que',
  xq: 'porque',
  x: 'por',
  pq: 'porque',
  porq: 'porque',
  qto: 'quanto',
  qnto: 'quanto',
  qnt: 'quanto',
  qts: 'quantos',
  qnts: 'quantos',
  qntas: 'quantas',
  qtas: 'quantas',
  qdo: 'quando',
  qndo: 'quando',
  qnd: 'quando',
  hj: 'hoje',
  msm: 'mesmo',
  cdo: 'cuando',
  dnd: 'donde',
  dnde: 'donde',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  vc: 'voce',
  vcs: 'voces',
  tb: 'tambem',
  tbm: 'tambem',
  tmb: 'tambien',
  pa: 'para',
  pal: 'para el',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  abt: 'about',
  reg: 'registration',
  yr: 'year',
  whens: 'when is',
  wheres: 'where is',
  hows: 'how is',
  whos: 'who is',
  yrs: 'years',
  rego: 'registration',
  abstrac: 'abstract',
  abstr: 'abstract',
  abstrs: 'abstracts',
  // "anotarse" is how much of Latin America says "inscribirse".
  anotar: 'inscribir',
  // "constancia" is what much of Latin America calls a certificate.
  constancia: 'certificado',
  constancias: 'certificados',
  anotarme: 'inscribirme',
  anotarse: 'inscribirse',
  anoto: 'inscribo',
  anote: 'inscribi',
  anotado: 'inscrito',
  anotada: 'inscrita',
  abstracs: 'abstracts',
};

/** "my English is bad", "perdón por mi español": the visitor's own language, named in passing, asks nothing. */
const ownLanguage =
  /\b(my|mi|meu|our|nuestro) (bad |poor |broken |mal |pobre )?(english|ingles|espanol|espanhol|portugues)\b(?! (abstract|resumen|resumo|trabajo|trabalho|paper))/g;

/** "cambiando de tema", "mudando de assunto", "totally different q": a new subject announced, not asked. */
const topicChange =
  /\b(cambiando de tema|cambio de tema|otro tema|mudando de assunto|mudando de tema|outro assunto|changing (the )?(subject|topic)|(totally |completely |a )?different (q|question|topic)|on another note|otra pregunta|outra pergunta)\b/g;

export function spellOut(folded: string): string {
  return spellNumbers(
    folded
      .replace(ownLanguage, ' ')
      // "Cambiando de tema, necesito el logo": the change of subject asks nothing (and changes no logo).
      .replace(topicChange, ' ')
      // "Si no puedo ir por trabajo": the visitor's job, not an abstract.
      // ("Un certificado por trabajo" is per abstract.)
      .replace(
        /\b(?:(?:por|pelo) (?:el |mi |o |meu )|x |por causa do |por causa del |because of (?:my )?)(?:trabajo|trabalho|work)\b/g,
        'por empleo',
      )
      // "Trabajo en un laboratorio": where the visitor works, not an abstract ("trabajo").
      .replace(
        /\b(?:yo |eu )?(?:trabajo|trabalho) (?=(?:en|em|como|numa|num|na|no|para) (?:un |una |uma |um |el |la |o |a )?(?:laboratorio|empresa|hospital|clinica|industria|farmaceutica|compania|company|servicio|departamento|consultorio|universidad|instituto|centro)\b)/g,
        'empleado ',
      )
      // "programa tem IA?", "any AI sessions?": artificial intelligence, where a topic is asked for.
      .replace(
        /\b(de|sobre|about|on|tiene|hay|hubo|any|em|en|in|con|com|with|cover|covers|covered|include|includes|incluye|inclui) (ia|ai|i\.a\.|a\.i\.)(?= |$)/g,
        '$1 inteligencia artificial',
      )
      // ("Tem aí?" is "there": only "IA" after "tem".)
      .replace(/\b(tem|teve) (ia|i\.a\.)(?= |$)/g, '$1 inteligencia artificial')
      .replace(
        /\b(ia|ai)(?= (talks?|sessions?|sesiones|sessoes|palestras?|charlas?|topics?|temas?|track|lectures?)\b)/g,
        'inteligencia artificial',
      )
      // "4 nights w taxes": "w" is "with" before these words, and the W hotel otherwise.
      .replace(/\bw\/? ?(?=(taxes|tax|breakfast|impuestos|desayuno|impostos|cafe)\b)/g, 'with ')
      // "a 5 star hotel w/ the congress rate": "w/" is "with".
      .replace(/\bw\/(?= |$)/g, 'with')
      .replace(/\b[a-z]{1,8}\b/g, (word) => shorthand[word] ?? word)
      .replace(/^[a-z]+/, heldGreeting),
  );
}

/** "oii", "oie", "holaaa", "heyyy": a greeting typed with its last letter held is the greeting. */
function heldGreeting(word: string): string {
  const held = [word.replace(/([a-z])\1+$/, '$1'), word.replace(/([a-z])\1+/g, '$1')].map((form) => form.replace(/^oie$/, 'oi'));
  return held.find((form) => form !== word && cues.hello.includes(form)) ?? word;
}

/** Number words of the three languages, folded: units, teens, tens, hundreds and thousands. */
const units: Record<string, number> = {
  ...{one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9},
  ...{uno: 1, una: 1, un: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9},
  ...{um: 1, uma: 1, dois: 2, duas: 2, quatro: 4, sete: 7, oito: 8, nove: 9},
};
const teens: Record<string, number> = {
  ...{ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19},
  // Not "once" (Spanish 11): it is an English word first.
  ...{diez: 10, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19},
  ...{
    dez: 10,
    onze: 11,
    doze: 12,
    treze: 13,
    catorze: 14,
    quatorze: 14,
    quinze: 15,
    dezesseis: 16,
    dezessete: 17,
    dezoito: 18,
    dezenove: 19,
  },
  ...{veintiuno: 21, veintiun: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27},
  ...{veintiocho: 28, veintinueve: 29},
  // "A dozen of us", "una docena de residentes".
  ...{dozen: 12, docena: 12, duzia: 12},
};
const tens: Record<string, number> = {
  ...{twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90},
  ...{veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90},
  ...{vinte: 20, trinta: 30, quarenta: 40, sessenta: 60, oitenta: 80},
};
/** A number from one to ninety-nine written as one word ("nueve", "twelve", "vinte"), or undefined. */
export const wordNumber = (word: string): number | undefined => units[word] ?? teens[word] ?? tens[word];

const hundreds: Record<string, number> = {
  ...{cien: 100, ciento: 100, doscientos: 200, trescientos: 300, cuatrocientos: 400, quinientos: 500, seiscientos: 600},
  ...{setecientos: 700, ochocientos: 800, novecientos: 900},
  ...{cem: 100, cento: 100, duzentos: 200, trezentos: 300, quatrocentos: 400, quinhentos: 500, seiscentos: 600, setecentos: 700},
  ...{oitocentos: 800, novecentos: 900},
};
/** English ordinal days ("the twentieth of March", "March twenty-first"). */
const ordinals: Record<string, number> = {
  ...{first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10},
  ...{eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17},
  ...{eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30},
};

const monthName =
  /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|janeiro|fevereiro|marco|maio|junho|julho|setembro|outubro|novembro|dezembro|january|february|march|april|may|june|july|august|september|october|november|december)$/;
const connector = /^(y|e|and)$/;
const thousand = /^(mil|thousand)$/;
const small = (word: string | undefined) => (word === undefined ? undefined : (units[word] ?? teens[word] ?? tens[word]));

/** The number a run of number words starting at `start` spells, and where the run ends. */
function numberAt(words: string[], start: number): {value: number; end: number; ordinal: boolean} | undefined {
  // "15 por ciento", "por cento": a percent, not a hundred.
  if (hundreds[words[start]] && words[start - 1] === 'por') return undefined;
  let value = 0;
  let at = start;
  let ordinal = false;
  // "dos mil", "two thousand", "mil quinientos".
  if (small(words[at]) && thousand.test(words[at + 1] ?? '')) {
    value = small(words[at])! * 1000;
    at += 2;
  } else if (thousand.test(words[at] ?? '')) {
    value = 1000;
    at += 1;
  }
  // "quinientos", "quinhentos", "five hundred".
  if (hundreds[words[at]]) value += hundreds[words[at++]];
  else if (units[words[at]] && /^hundreds?$/.test(words[at + 1] ?? '')) {
    value += units[words[at]] * 100;
    at += 2;
  }
  // "quinhentos e oitenta", "five hundred and eighty".
  if (value > 0 && connector.test(words[at] ?? '') && small(words[at + 1])) at += 1;
  const hyphen = /^([a-z]+)-([a-z]+)$/.exec(words[at] ?? '');
  if (hyphen && tens[hyphen[1]] && (units[hyphen[2]] || ordinals[hyphen[2]])) {
    value += tens[hyphen[1]] + (units[hyphen[2]] ?? ordinals[hyphen[2]]);
    ordinal = ordinals[hyphen[2]] !== undefined;
    at += 1;
  } else if (teens[words[at]]) value += teens[words[at++]];
  else if (ordinals[words[at]]) {
    value += ordinals[words[at++]];
    ordinal = true;
  } else if (tens[words[at]]) {
    value += tens[words[at++]];
    // "treinta y uno", "vinte e um", "twenty one", "twenty first".
    const skip = connector.test(words[at] ?? '') ? 1 : 0;
    const next = words[at + skip];
    if (next !== undefined && (units[next] || ordinals[next])) {
      value += units[next] ?? ordinals[next];
      ordinal = ordinals[next] !== undefined;
      at += skip + 1;
    }
  } else if (units[words[at]]) value += units[words[at++]];
  return at > start ? {value, end: at, ordinal} : undefined;
}

/**
 * Numbers written in words spelt in digits: "veinte de marzo" → "20 de marzo", "the twentieth of March" → "the 20
 * of march", "quinientos ochenta" → "580". A lone unit ("una noche", "one") stays a word unless a month follows it.
 */
export function spellNumbers(folded: string): string {
  const words = folded.split(' ');
  const out: string[] = [];
  for (let index = 0; index < words.length;) {
    const found = numberAt(words, index);
    const after = found ? words[found.end] : undefined;
    const dated =
      found !== undefined &&
      found.value <= 31 &&
      ((after !== undefined && monthName.test(after)) ||
        (/^(de|of)$/.test(after ?? '') && monthName.test(words[found.end + 1] ?? '')) ||
        (found.ordinal &&
          (monthName.test(words[index - 1] ?? '') || (words[index - 1] === 'the' && monthName.test(words[index - 2] ?? '')))));
    if (found && (found.value >= 10 || dated)) {
      // "March the third": "march 3".
      if (found.ordinal && out[out.length - 1] === 'the' && monthName.test(out[out.length - 2] ?? '')) out.pop();
      out.push(String(found.value));
      index = found.end;
    } else out.push(words[index++]);
  }
  return out.join(' ');
}
