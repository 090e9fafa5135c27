/**
 * Values the specification does not give. Each is written in its content module through the
 * `assumed` function of that module (`const assumed = assumedIn('content/links.ts')`), which
 * returns the value unchanged, typed `Assumed<T>` (still usable wherever a `T` is), and records it
 * with what an organiser must confirm. `npm run check:launch` prints the list, grouped by file;
 * `npm run build` prints how many there are. Replace or confirm each value, then remove its
 * `assumed(…)` wrapper.
 */

import type {Messages} from '@/i18n/messages';

declare const assumedBrand: unique symbol;

/** A value the specification does not give: confirm it (or replace it) before launch. */
export type Assumed<T> = T & {readonly [assumedBrand]: true};

export type AssumedEntry = {
  /** The content module that holds the value (path from the repository root). */
  file: string;
  /** What must be confirmed, in a sentence. */
  confirm: string;
  /** The value as written today. */
  value: unknown;
};

const entries: AssumedEntry[] = [];

/** A catalog message or group of messages, as a dotted path ('About.vision', 'About.vision.text'). */
type CatalogPath<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : `${Prefix}${K}` | CatalogPath<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessagePath = CatalogPath<Messages>;

/**
 * The marker for one content module: `assumed(value, 'what to confirm')` returns `value`;
 * `assumed.copy(['About.vision', …], 'what to confirm')` marks texts of the catalogs that state
 * facts the specification does not give (a misspelt key is a type error).
 */
export function assumedIn(file: string) {
  function assumed<const T>(value: T, confirm: string): Assumed<T> {
    if (confirm.trim() === '') throw new Error(`${file}: an assumed value needs a note on what to confirm`);
    entries.push({file, confirm, value});
    return value as Assumed<T>;
  }
  assumed.copy = <const K extends readonly MessagePath[]>(keys: K, confirm: string) => assumed(keys, confirm);
  return assumed;
}

/** Every value marked so far (the modules that mark them must have been imported). */
export function assumedEntries(): readonly AssumedEntry[] {
  return entries;
}

/** The entries grouped by file, files in alphabetical order, entries in the order written. */
export function assumedByFile(list: readonly AssumedEntry[] = entries): [string, AssumedEntry[]][] {
  const groups = new Map<string, AssumedEntry[]>();
  for (const entry of list) groups.set(entry.file, [...(groups.get(entry.file) ?? []), entry]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}
