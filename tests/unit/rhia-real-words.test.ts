import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {cueTermList} from '@/lib/rhia/cue-terms';
import {CueMatcher, isRealWord} from '@/lib/rhia/matcher';
import {realWordsSource} from '@/lib/rhia/real-words';

/**
 * The real-word check before typo correction: lib/rhia/real-words.ts, built by
 * scripts/rhia-words.mjs from the cspell dictionaries, lists the words of es/en/pt that resemble
 * a cue term; the matcher searches them exactly, so an ordinary word never becomes a keyword.
 */
const dictionaries = ['@cspell/dict-es-es', '@cspell/dict-en_us', '@cspell/dict-pt-br'];
const versionOf = (name: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules', name, 'package.json'), 'utf8')).version as string;

describe('the real-word list', () => {
  it('was built from the current cue terms and dictionaries (run npm run rhia:words after changing either)', () => {
    const versions = dictionaries.map((name) => `${name}@${versionOf(name)}`);
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({versions, terms: cueTermList()}))
      .digest('hex')
      .slice(0, 16);
    expect(realWordsSource).toBe(fingerprint);
  });

  it.each(['march', 'president', 'tomando', 'pediatrica'])('knows "%s" as a real word', (word) => {
    expect(isRealWord(word)).toBe(true);
  });

  it.each(['marca', 'hotel', 'residente', 'studnets', 'hoteles'])('leaves "%s" to the typo-tolerant match', (word) => {
    expect(isRealWord(word)).toBe(false);
  });

  it('never turns a real word into a cue, but still corrects a typo', () => {
    const matcher = new CueMatcher({brand: ['marca'], residents: ['resident'], sockets: ['tomada']});
    expect([...matcher.scores('march').keys()]).toEqual([]);
    expect([...matcher.scores('president').keys()]).toEqual([]);
    expect([...matcher.scores('tomando').keys()]).toEqual([]);
    expect(matcher.top('marcca')).toBe('brand');
    expect(matcher.top('residnet')).toBe('residents');
  });
});
