import {hotels} from '@/content/hotels';
import {fold} from './fold';
import {processTerm} from './matcher';
import {categoryWords, cues, periodWords} from './vocabulary';

/** Words of hotel names that name no hotel on their own. */
const genericHotelWords = new Set(['panama', 'hotel', 'golden', 'tower', 'las', 'le', 'w']);

/** The words of a hotel's name the matcher recognises it by ("hilton", "garden", "inn"). */
export function hotelWords(name: string): string[] {
  return fold(name)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !genericHotelWords.has(word));
}

/**
 * Every term the engine's typo-tolerant matcher indexes (topic cues, categories, periods, hotel
 * names), as the matcher processes them: scripts/rhia-words.mjs keeps the real words of each
 * language that resemble one of these.
 */
export function cueTermList(): string[] {
  const phrases = [...Object.values(cues), ...Object.values(categoryWords), ...Object.values(periodWords)].flat();
  const words = [...phrases.flatMap((phrase) => phrase.split(/[^\p{L}\p{N}]+/u)), ...hotels.flatMap((hotel) => hotelWords(hotel.name))];
  return [...new Set(words.map((word) => processTerm(word)).filter((term): term is string => Boolean(term)))].sort();
}
