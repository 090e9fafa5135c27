// `npm run spell`: every string of messages/es.json, en.json and pt.json checked by cspell with the
// dictionary of its language (Spanish of Spain, US English, Brazilian Portuguese; cspell.config.yaml)
// plus the project's word list (spelling/words.txt: names, medical terms). ICU arguments and tags
// are removed first, so only the words a visitor reads are checked. Exits 1 on any unknown word,
// naming the language and the message key.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {parse, TYPE} from '@formatjs/icu-messageformat-parser';

/** Catalog → cspell locale. */
const locales = {es: 'es-ES', en: 'en-US', pt: 'pt-BR'};

/** Every string of a catalog, keyed by its dotted path. */
export function flatten(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value]] : flatten(value, path);
  });
}

/**
 * The words of a message, read by the ICU parser: literal text, and the text of every plural/select
 * branch (the branch keys, `{name}` arguments, `<tags>`' names and `#` are not words a visitor reads).
 */
export function visibleText(message) {
  const words = (elements) =>
    elements
      .map((element) => {
        if (element.type === TYPE.literal) return element.value;
        if (element.type === TYPE.tag) return ` ${words(element.children)} `;
        if (element.type === TYPE.plural || element.type === TYPE.select)
          return ` ${Object.values(element.options)
            .map((option) => words(option.value))
            .join(' ')} `;
        return ' ';
      })
      .join('');
  return words(parse(message, {ignoreTag: false}));
}

function check(locale, dir) {
  const entries = flatten(JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')));
  const file = join(dir, `${locale}.txt`);
  writeFileSync(file, entries.map(([, message]) => visibleText(message).replace(/\s+/g, ' ')).join('\n') + '\n');
  const cspell = spawnSync(
    process.execPath,
    [
      'node_modules/cspell/bin.mjs',
      'lint',
      '--no-progress',
      '--no-summary',
      '--no-color',
      '--no-must-find-files',
      '--root',
      dir,
      '--config',
      'cspell.config.yaml',
      '--locale',
      locales[locale],
      file,
    ],
    {encoding: 'utf8'},
  );
  if (cspell.error) throw cspell.error;
  const problems = [...cspell.stdout.matchAll(/:(\d+):\d+ - (.*)$/gm)].map(
    ([, line, what]) => `${locale} ${entries[Number(line) - 1][0]}: ${what}`,
  );
  if (cspell.status !== 0 && problems.length === 0) throw new Error(`cspell failed (${cspell.status}): ${cspell.stderr || cspell.stdout}`);
  return {count: entries.length, problems};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Outside the repository: cspell skips node_modules and dot-folders.
  const dir = mkdtempSync(join(tmpdir(), 'panlar-spell-'));
  let failed = false;
  for (const locale of Object.keys(locales)) {
    const {count, problems} = check(locale, dir);
    for (const problem of problems) console.error(problem);
    console.log(`${locale}: ${count} messages, ${problems.length} unknown word${problems.length === 1 ? '' : 's'}`);
    failed ||= problems.length > 0;
  }
  rmSync(dir, {recursive: true, force: true});
  if (failed) {
    console.error('Fix the spelling, or add a real name or term to spelling/words.txt.');
    process.exit(1);
  }
}
