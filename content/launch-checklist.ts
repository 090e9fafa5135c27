/**
 * The launch checklist: every value of the content modules that the specification does not give
 * (marked with `assumed(…)`, content/assumed.ts), grouped by file, with what to confirm.
 * `npm run check:launch` prints it; `npm run build` prints the count.
 */
import {assumedByFile, assumedEntries, type AssumedEntry} from './assumed';
// Every module that marks values: importing them runs their `assumed(…)` calls.
import './about';
import './abstracts';
import './airline';
import './brand';
import './certificates';
import './congress';
import './faq';
import './fees';
import './hostCity';
import './hotels';
import './links';
import './people';
import './program';
import './site';
import './sponsorship';
import './venue';

export type {AssumedEntry};

/** Every assumed value, in the order the modules declare them. */
export function launchChecklist(): readonly AssumedEntry[] {
  return assumedEntries();
}

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 110 ? `${text.slice(0, 107)}…` : text;
}

/** The checklist as plain text: one block per file, one line per value (what to confirm, then the value). */
export function formatLaunchChecklist(entries: readonly AssumedEntry[] = launchChecklist()): string {
  const blocks = assumedByFile(entries).map(
    ([file, list]) => `${file} (${list.length})\n${list.map((entry) => `  - ${entry.confirm}\n      ${shown(entry.value)}`).join('\n')}`,
  );
  return [
    `${entries.length} values are assumed, not given by the specification: confirm or replace each before launch,`,
    'then remove its assumed(…) wrapper in the file named.',
    '',
    ...blocks,
  ].join('\n');
}
