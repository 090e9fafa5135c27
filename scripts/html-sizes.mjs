// `node scripts/html-sizes.mjs [--save file.json] [--compare file.json] [dir]`: the raw and gzip
// bytes of every exported page (out/ by default), largest first. HTML is what a visitor downloads
// before anything paints, and each page carries its React flight payload besides the markup, so
// this table is how a change to what ships is measured. --save keeps the figures to compare a
// later build against (before → after).
import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import {gzipSync, constants} from 'node:zlib';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args.splice(index, 2)[1];
};
const save = option('--save');
const compare = option('--compare');
const dir = args[0] ?? 'out';

function* pages(folder) {
  for (const entry of readdirSync(folder, {withFileTypes: true})) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) yield* pages(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

// Level 9, as scripts/precompress.mjs writes the .gz copies a host sends.
const sizes = {};
for (const file of pages(dir)) {
  const data = readFileSync(file);
  sizes[relative(dir, file)] = {raw: data.length, gzip: gzipSync(data, {level: constants.Z_BEST_COMPRESSION}).length};
}
if (save) writeFileSync(save, `${JSON.stringify(sizes, null, 1)}\n`);

const before = compare ? JSON.parse(readFileSync(compare, 'utf8')) : {};
const kb = (n) => (n / 1024).toFixed(1);
const cell = (now, then) => (then === undefined ? kb(now) : `${kb(then)} → ${kb(now)} (${(((now - then) / then) * 100).toFixed(0)}%)`);
const rows = Object.entries(sizes).sort((a, b) => b[1].raw - a[1].raw);
console.log(`| page | raw KB | gzip KB |\n|---|---:|---:|`);
for (const [page, {raw, gzip}] of rows) console.log(`| ${page} | ${cell(raw, before[page]?.raw)} | ${cell(gzip, before[page]?.gzip)} |`);
const total = (key, table) => Object.values(table).reduce((sum, entry) => sum + entry[key], 0);
if (compare)
  console.log(
    `| all ${rows.length} pages | ${cell(total('raw', sizes), total('raw', before))} | ${cell(total('gzip', sizes), total('gzip', before))} |`,
  );
else console.log(`| all ${rows.length} pages | ${kb(total('raw', sizes))} | ${kb(total('gzip', sizes))} |`);
