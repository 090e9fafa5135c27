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

/** Each term the engine's typo-tolerant matcher indexes, with what it stands for (a cue, a category, a period, a hotel). */
export function cueTermGroups(): Map<string, Set<string>> {
  const groups = new Map<string, Set<string>>();
  const add = (group: string, phrases: readonly string[]) => {
    for (const word of phrases.flatMap((phrase) => phrase.split(/[^\p{L}\p{N}]+/u))) {
      const term = processTerm(word);
      if (term) groups.set(term, (groups.get(term) ?? new Set()).add(group));
    }
  };
  for (const [cue, phrases] of Object.entries(cues)) add(cue, phrases);
  for (const [key, phrases] of Object.entries(categoryWords)) add(`category:${key}`, phrases);
  for (const [key, phrases] of Object.entries(periodWords)) add(`period:${key}`, phrases);
  for (const hotel of hotels) add(`hotel:${hotel.id}`, hotelWords(hotel.name));
  return groups;
}

/**
 * Every term the engine's typo-tolerant matcher indexes (topic cues, categories, periods, hotel
 * names), as the matcher processes them: scripts/rhia-words.mjs keeps the real words of each
 * language that resemble one of these.
 */
export function cueTermList(): string[] {
  return [...cueTermGroups().keys()].sort();
}
