#!/usr/bin/env node
/**
 * Makes the site's font file, lib/font-files/inter-subset.woff2, from the Inter variable font
 * (@fontsource-variable/inter, latin): only the characters the site writes (printable ASCII,
 * Latin-1, typographic punctuation and every character of messages/*.json and content/*.ts) and
 * only the weights it uses (400 to 800 on the wght axis). It is the page's one preloaded file, on
 * the critical path of the first paint: 48 KB → about 29 KB.
 *
 * The generated files are committed; run this again after adding text with a character the
 * font lacks (tests/unit/font-subset.test.ts says which):
 *   npm install --prefix /tmp/font-tools subset-font@2
 *   FONT_TOOLS=/tmp/font-tools node scripts/fonts/make-subset.mjs
 */
import {createRequire} from 'node:module';
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const tools = createRequire(path.join(process.env.FONT_TOOLS || root, 'package.json'));
const subsetFont = tools('subset-font');

const source = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const weights = {min: 400, max: 800};

let text = '';
for (let code = 0x20; code < 0x7f; code++) text += String.fromCharCode(code);
for (let code = 0xa0; code <= 0xff; code++) text += String.fromCharCode(code);
text += '–—‘’‚“”„•…‹›€™←↑→↓−×';
for (const file of readdirSync(path.join(root, 'messages'))) text += readFileSync(path.join(root, 'messages', file), 'utf8');
for (const file of readdirSync(path.join(root, 'content'))) text += readFileSync(path.join(root, 'content', file), 'utf8');
const characters = [...new Set(text.replace(/[\n\r\t]/g, ''))].sort().join('');

const font = await subsetFont(readFileSync(path.join(root, source)), characters, {
  targetFormat: 'woff2',
  variationAxes: {wght: weights},
});
writeFileSync(path.join(root, 'lib/font-files/inter-subset.woff2'), font);
writeFileSync(path.join(root, 'lib/font-files/inter-subset.json'), `${JSON.stringify({source, weights, characters}, null, 2)}\n`);
console.log(
  `lib/font-files/inter-subset.woff2: ${font.length} bytes, ${[...characters].length} characters, wght ${weights.min}–${weights.max}`,
);
