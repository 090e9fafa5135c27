import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';

// The site's font holds only the characters the site writes (scripts/fonts/make-subset.mjs).
// Text added to a catalog or a content module with a character the font lacks would show that
// character in the fallback font: this test names it, and the script's header says how to remake
// the font.
const root = join(__dirname, '../..');
const subset = JSON.parse(readFileSync(join(root, 'lib/font-files/inter-subset.json'), 'utf8')) as {
  weights: {min: number; max: number};
  characters: string;
};
const covered = new Set(subset.characters);

function charactersOf(dir: string) {
  const found = new Set<string>();
  for (const file of readdirSync(join(root, dir))) {
    for (const character of readFileSync(join(root, dir, file), 'utf8')) if (!/[\n\r\t]/.test(character)) found.add(character);
  }
  return found;
}

describe('font subset', () => {
  it.each(['messages', 'content'])('covers every character of %s/', (dir) => {
    const missing = [...charactersOf(dir)].filter((character) => !covered.has(character));
    expect(missing).toEqual([]);
  });

  it('covers every weight a component asks for', () => {
    const weight: Record<string, number> = {
      thin: 100,
      extralight: 200,
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
      black: 900,
    };
    const used = new Set<number>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(root, dir), {withFileTypes: true})) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (entry.name.endsWith('.tsx')) {
          for (const [, name] of readFileSync(join(root, dir, entry.name), 'utf8').matchAll(
            /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
          ))
            used.add(weight[name]);
        }
      }
    };
    walk('components');
    walk('app');
    expect(used.size).toBeGreaterThan(2);
    for (const value of used) {
      expect(value).toBeGreaterThanOrEqual(subset.weights.min);
      expect(value).toBeLessThanOrEqual(subset.weights.max);
    }
  });

  it('is the smaller file it is meant to be', () => {
    const subsetBytes = statSync(join(root, 'lib/font-files/inter-subset.woff2')).size;
    const sourceBytes = statSync(join(root, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2')).size;
    expect(subsetBytes).toBeLessThan(sourceBytes * 0.75);
  });
});
