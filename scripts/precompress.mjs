// Gzip and Brotli copies of the export's text files (`page.html.gz`, `page.html.br`), made once at
// build time with Node's zlib, so that nginx (gzip_static, brotli_static) and hosts that serve
// precompressed files send them with no compression work per request, at the highest levels.
import {readdir, readFile, stat, utimes, writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text formats worth compressing; images, fonts (woff2) and archives are compressed already. */
export const compressibleExtensions = [
  '.html',
  '.txt',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.xml',
  '.ics',
  '.webmanifest',
  '.ico',
];

/** Below this size a compressed copy saves less than a network packet. */
export const minimumBytes = 256;

async function* files(dir) {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

const encoders = {
  '.gz': (data) => gzip(data, {level: zlib.constants.Z_BEST_COMPRESSION}),
  '.br': (data) =>
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
};

/**
 * Writes `.gz` and `.br` next to every compressible file of `dir` that is at least
 * `minimumBytes` long, keeping a copy only when it is smaller than the original. The copies get
 * the original's modification time, so every encoding of a file shows the same Last-Modified.
 */
export async function precompress(dir, {concurrency = 4} = {}) {
  const queue = [];
  for await (const file of files(dir)) {
    if (file.endsWith('.gz') || file.endsWith('.br')) continue;
    if (compressibleExtensions.some((ext) => file.endsWith(ext))) queue.push(file);
  }
  const totals = {files: 0, bytes: 0, '.gz': 0, '.br': 0};
  const work = async (file) => {
    const info = await stat(file);
    if (info.size < minimumBytes) return;
    const data = await readFile(file);
    totals.files += 1;
    totals.bytes += data.length;
    for (const [suffix, encode] of Object.entries(encoders)) {
      const compressed = await encode(data);
      if (compressed.length >= data.length) continue;
      await writeFile(file + suffix, compressed);
      await utimes(file + suffix, info.atime, info.mtime);
      totals[suffix] += compressed.length;
    }
  };
  const workers = Array.from({length: concurrency}, async () => {
    while (queue.length) await work(queue.pop());
  });
  await Promise.all(workers);
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] || 'out';
  const totals = await precompress(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `[precompress] ${totals.files} files in ${dir}/, ${kb(totals.bytes)} → gzip ${kb(totals['.gz'])}, brotli ${kb(totals['.br'])}`,
  );
}
