import {fold} from './fold';
import {months} from './understand';

/**
 * The figures of a text, normalised so that the same fact written in any language's style
 * compares equal: prices ("USD 530", "US$530", "$530"), percentages ("20%", "20 %"), codes
 * ("C9562"), calendar days ("29 de diciembre", "December 29", "del 27 al 30 de abril") and every
 * other number ("2.750", "2,750" and "2750" alike).
 */
export function figuresOf(text: string): Set<string> {
  const figures = new Set<string>();
  const folded = fold(text);
  const number = (raw: string) => raw.replace(/[.,](?=\d{3}\b)/g, '');
  for (const match of text.matchAll(/(?:USD|US\$|\$)\s?(\d[\d.,]*\d|\d)/g)) figures.add(`price:${number(match[1])}`);
  for (const match of text.matchAll(/(\d[\d.,]*\d|\d)\s?%/g)) figures.add(`percent:${number(match[1])}`);
  for (const match of text.matchAll(/\b[A-Z]{1,3}\d{3,}\b/g)) figures.add(`code:${match[0]}`);
  const names = Object.keys(months).join('|');
  const day = (month: string, value: string) => figures.add(`day:${months[month]}-${Number(value)}`);
  for (const match of folded.matchAll(new RegExp(`\\b(\\d{1,2})(?: (?:al|a|to|e|y|and)| ?[-–]) ?(\\d{1,2})(?: de)? (${names})\\b`, 'g'))) {
    day(match[3], match[1]);
    day(match[3], match[2]);
  }
  for (const match of folded.matchAll(new RegExp(`\\b(\\d{1,2})(?: de)? (${names})\\b`, 'g'))) day(match[2], match[1]);
  for (const match of folded.matchAll(new RegExp(`\\b(${names}) (\\d{1,2})\\b(?!:)`, 'g'))) day(match[1], match[2]);
  for (const match of text.matchAll(/\d[\d.,]*\d|\d/g)) figures.add(`number:${number(match[0])}`);
  return figures;
}

/** The figures of `reply` that occur nowhere in `facts` (empty when every figure is backed). */
export function unsupportedFigures(reply: string, facts: Set<string>): string[] {
  return [...figuresOf(reply)].filter((figure) => !facts.has(figure));
}
