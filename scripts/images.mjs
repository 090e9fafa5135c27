// `node scripts/images.mjs`: before `next build`, writes each photo of the folders listed in
// lib/images/widths.mjs as AVIF and WebP at that folder's widths, into public/_img/ (gitignored;
// the export copies public/ into out/). The components name these files through the image loader
// (lib/images/loader.mjs), so the static site needs no image server.
//
// A variant is rewritten when its source's bytes change (a SHA-256 per source, kept in
// public/_img/manifest.json with the widths and encoder settings it was made with), so a photo
// dropped over an old one under the same name gets new variants on the next build whatever its
// modification time, and an unchanged build skips every file. Variants of removed photos go.
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {dirname, extname, join, relative, sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {imageSets, sourceExtensions, variantDir, variantFormats, variantPath} from '../lib/images/widths.mjs';

/** Encoder settings: visually close to the JPEG sources at a fraction of the bytes. */
export const encoders = {
  avif: (image) => image.avif({quality: 50, effort: 4}),
  webp: (image) => image.webp({quality: 75, effort: 4}),
};
// Part of each source's fingerprint: changing a setting above or a width rebuilds the variants.
const settingsVersion = 'avif q50 e4, webp q75 e4, v1';

function* sourcesIn(publicDir, dir) {
  const folder = join(publicDir, dir);
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, {withFileTypes: true})) {
    if (entry.isFile() && sourceExtensions.includes(extname(entry.name).toLowerCase())) yield `/${dir}/${entry.name}`;
  }
}

/**
 * Writes the variants of every source under `publicDir` that changed since the last run.
 * Returns what it did, for the log and the tests.
 */
export async function buildImages({publicDir = 'public', log = console.log} = {}) {
  const outRoot = join(publicDir, variantDir);
  const manifestFile = join(outRoot, 'manifest.json');
  const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const manifest = {};
  const result = {written: 0, skipped: 0, removed: 0, warnings: []};

  for (const set of imageSets) {
    for (const src of sourcesIn(publicDir, set.dir)) {
      const input = readFileSync(join(publicDir, src));
      const fingerprint = createHash('sha256')
        .update(input)
        .update(`${settingsVersion} ${set.widths.join(',')}`)
        .digest('hex');
      const outputs = set.widths.flatMap((width) =>
        variantFormats.map((format) => ({width, format, file: join(publicDir, variantPath(src, width, format))})),
      );
      manifest[src] = fingerprint;
      if (previous[src] === fingerprint && outputs.every((output) => existsSync(output.file))) {
        result.skipped += 1;
        continue;
      }
      const {width: sourceWidth = 0} = await sharp(input).metadata();
      if (sourceWidth < Math.max(...set.widths)) {
        // Not enlarged: the file at that width holds the source's own pixels.
        result.warnings.push(`${src} is ${sourceWidth} px wide; its folder is shown up to ${Math.max(...set.widths)} px`);
      }
      for (const {width, format, file} of outputs) {
        mkdirSync(dirname(file), {recursive: true});
        await encoders[format](sharp(input).rotate().resize({width, withoutEnlargement: true})).toFile(file);
      }
      result.written += 1;
    }
  }

  // Variants whose source is gone (or whose folder left the list) would ship for nothing.
  const wanted = new Set(
    Object.keys(manifest).flatMap((src) => {
      const set = imageSets.find((candidate) => src.startsWith(`/${candidate.dir}/`));
      return set.widths.flatMap((width) => variantFormats.map((format) => join(publicDir, variantPath(src, width, format))));
    }),
  );
  const walk = (folder) =>
    existsSync(folder)
      ? readdirSync(folder, {withFileTypes: true}).flatMap((entry) =>
          entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
        )
      : [];
  for (const file of walk(outRoot)) {
    if (file !== manifestFile && !wanted.has(file)) {
      rmSync(file);
      result.removed += 1;
    }
  }

  mkdirSync(outRoot, {recursive: true});
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  for (const warning of result.warnings) log(`  ⚠ ${warning}`);
  log(
    `▶ Images: ${result.written} photo(s) converted, ${result.skipped} up to date, ${result.removed} stale variant(s) removed (${relative('.', outRoot).split(sep).join('/')}/)`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildImages().catch((error) => {
    console.error(`✖ Images: ${error.message}`);
    process.exit(1);
  });
}
