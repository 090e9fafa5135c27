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
  qtas: 'quantas',
  qdo: 'quando',
  qndo: 'quando',
  cdo: 'cuando',
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

export function spellOut(folded: string): string {
  return (
    folded
      .replace(ownLanguage, ' ')
      // "Trabajo en un laboratorio": where the visitor works, not an abstract ("trabajo").
      .replace(
        /\b(?:yo |eu )?(?:trabajo|trabalho) (?=(?:en|em|como|numa|num|na|no|para) (?:un |una |uma |um |el |la |o |a )?(?:laboratorio|empresa|hospital|clinica|industria|farmaceutica|compania|company|servicio|departamento|consultorio|universidad|instituto|centro)\b)/g,
        'empleado ',
      )
      // "4 nights w taxes": "w" is "with" before these words, and the W hotel otherwise.
      .replace(/\bw\/? ?(?=(taxes|tax|breakfast|impuestos|desayuno|impostos|cafe)\b)/g, 'with ')
      .replace(/\b[a-z]{1,8}\b/g, (word) => shorthand[word] ?? word)
  );
}
