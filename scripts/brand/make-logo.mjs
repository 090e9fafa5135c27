#!/usr/bin/env node
/**
 * Makes the congress logo files from one vector drawing:
 *   public/brand/panlar-2026-logo.svg        vector master (text as outlines, no font needed)
 *   public/brand/panlar-2026-logo-{color,white,black}.png   2400 px wide, transparent
 *   public/brand/panlar-2026-logo.ai         PDF-compatible Illustrator file (vector, colour)
 *
 * The wordmark is Inter (the site's typeface), converted to outlines with opentype.js.
 * The generated files are committed; run this only to change the logo:
 *   npm install --prefix /tmp/brand-tools opentype.js@1 @fontsource/inter@5
 *   BRAND_TOOLS=/tmp/brand-tools node scripts/brand/make-logo.mjs
 * (sharp comes with next as its optional image dependency.)
 */
import {createRequire} from 'node:module';
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const tools = createRequire(path.join(process.env.BRAND_TOOLS || root, 'package.json'));
const project = createRequire(path.join(root, 'package.json'));
const opentype = tools('opentype.js');
const sharp = project('sharp');

const fontFile = (weight) => tools.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
const load = (weight) => {
  const bytes = readFileSync(fontFile(weight));
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
};
const bold = load(800);
const semibold = load(600);

// The drawing: 220 × 48 units, the header logo's proportions.
const WIDTH = 220;
const HEIGHT = 48;
const colors = {blue: '#123a6b', teal: '#0f7d7e', red: '#e0553a', white: '#ffffff', black: '#000000'};

/** Outline of a text run with optional letter spacing, as SVG path data and its advance width. */
function outline(font, text, x, y, size, spacing = 0) {
  let cursor = x;
  const parts = [];
  const glyphs = Array.from(text).map((char) => font.charToGlyph(char));
  glyphs.forEach((glyph, index) => {
    parts.push(glyph.getPath(cursor, y, size).toPathData(2));
    const next = glyphs[index + 1];
    const kern = next ? font.getKerningValue(glyph, next) : 0;
    cursor += ((glyph.advanceWidth + kern) * size) / font.unitsPerEm + (next ? spacing : 0);
  });
  return {d: parts.join(''), width: cursor - x};
}

const panlar = outline(bold, 'PANLAR', 52, 24, 19);
const year = outline(bold, '2026', 52 + panlar.width + 6, 24, 19);
const city = outline(semibold, 'PANAMÁ', 52, 42, 14, 2);
const mark = {
  cx: 22,
  cy: 24,
  r: 20,
  rings: [
    {cx: 17, cy: 24, r: 9},
    {cx: 28, cy: 24, r: 9},
  ],
  stroke: 3.5,
};
const contentWidth = Math.ceil(52 + panlar.width + 6 + year.width + 2);

function svg(variant) {
  const mono = variant === 'white' || variant === 'black' ? colors[variant] : null;
  const ring = (r, color) => `<circle cx="${r.cx}" cy="${r.cy}" r="${r.r}" fill="none" stroke="${color}" stroke-width="${mark.stroke}"/>`;
  const markSvg = mono
    ? // One colour: the rings are cut out of the disc, so the mark reads on any background.
      `<mask id="rings"><rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>${mark.rings.map((r) => ring(r, '#000')).join('')}</mask>` +
      `<circle cx="${mark.cx}" cy="${mark.cy}" r="${mark.r}" fill="${mono}" mask="url(#rings)"/>`
    : `<circle cx="${mark.cx}" cy="${mark.cy}" r="${mark.r}" fill="${colors.blue}"/>${ring(mark.rings[0], colors.white)}${ring(mark.rings[1], colors.red)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${contentWidth} ${HEIGHT}" width="${contentWidth * 10}" height="${HEIGHT * 10}">` +
    `<title>PANLAR 2026</title>${markSvg}` +
    `<path d="${panlar.d}" fill="${mono ?? colors.blue}"/>` +
    `<path d="${year.d}" fill="${mono ?? colors.red}"/>` +
    `<path d="${city.d}" fill="${mono ?? colors.teal}"/>` +
    `</svg>\n`
  );
}

// ---- PDF (the .ai file): the colour logo as vector paths, no fonts embedded. ----
const SCALE = 4; // 1 drawing unit = 4 pt
const num = (value) => Number(value.toFixed(3)).toString();
const rgb = (hex) => [1, 3, 5].map((i) => num(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');

/** SVG path data (M, L, C, Q, Z in absolute coordinates, as opentype.js writes it) to PDF operators. */
function pdfPath(d) {
  const ops = [];
  const tokens = d.match(/[MLCQZ]|-?\d*\.?\d+(?:e-?\d+)?/gi);
  let i = 0;
  let current = [0, 0];
  const next = () => Number(tokens[i++]);
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === 'M' || cmd === 'L') {
      current = [next(), next()];
      ops.push(`${num(current[0])} ${num(current[1])} ${cmd === 'M' ? 'm' : 'l'}`);
    } else if (cmd === 'C') {
      const p = [next(), next(), next(), next(), next(), next()];
      ops.push(`${p.map(num).join(' ')} c`);
      current = [p[4], p[5]];
    } else if (cmd === 'Q') {
      const [qx, qy, x, y] = [next(), next(), next(), next()];
      const c1 = [current[0] + (2 / 3) * (qx - current[0]), current[1] + (2 / 3) * (qy - current[1])];
      const c2 = [x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y)];
      ops.push(`${[...c1, ...c2, x, y].map(num).join(' ')} c`);
      current = [x, y];
    } else if (cmd === 'Z') {
      ops.push('h');
    }
  }
  return ops.join('\n');
}

function pdfCircle(cx, cy, r) {
  const k = 0.5523 * r;
  return [
    `${num(cx + r)} ${num(cy)} m`,
    `${num(cx + r)} ${num(cy + k)} ${num(cx + k)} ${num(cy + r)} ${num(cx)} ${num(cy + r)} c`,
    `${num(cx - k)} ${num(cy + r)} ${num(cx - r)} ${num(cy + k)} ${num(cx - r)} ${num(cy)} c`,
    `${num(cx - r)} ${num(cy - k)} ${num(cx - k)} ${num(cy - r)} ${num(cx)} ${num(cy - r)} c`,
    `${num(cx + k)} ${num(cy - r)} ${num(cx + r)} ${num(cy - k)} ${num(cx + r)} ${num(cy)} c h`,
  ].join('\n');
}

function pdf() {
  const pageWidth = contentWidth * SCALE;
  const pageHeight = HEIGHT * SCALE;
  const content = [
    // Flip to the drawing's y-down coordinates.
    `q ${SCALE} 0 0 ${-SCALE} 0 ${pageHeight} cm`,
    `${rgb(colors.blue)} rg`,
    pdfCircle(mark.cx, mark.cy, mark.r),
    'f',
    `${mark.stroke} w`,
    `${rgb(colors.white)} RG`,
    pdfCircle(mark.rings[0].cx, mark.rings[0].cy, mark.rings[0].r),
    'S',
    `${rgb(colors.red)} RG`,
    pdfCircle(mark.rings[1].cx, mark.rings[1].cy, mark.rings[1].r),
    'S',
    `${rgb(colors.blue)} rg`,
    pdfPath(panlar.d),
    'f',
    `${rgb(colors.red)} rg`,
    pdfPath(year.d),
    'f',
    `${rgb(colors.teal)} rg`,
    pdfPath(city.d),
    'f',
    'Q',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /ArtBox [0 0 ${pageWidth} ${pageHeight}] /Contents 4 0 R /Resources << >> >>`,
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Title (PANLAR 2026 logo) /Creator (scripts/brand/make-logo.mjs) /Producer (PANLAR 2026 website) >>',
  ];
  let body = '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const out = path.join(root, 'public/brand');
mkdirSync(out, {recursive: true});
writeFileSync(path.join(out, 'panlar-2026-logo.svg'), svg('color'));
for (const variant of ['color', 'white', 'black']) {
  await sharp(Buffer.from(svg(variant)), {density: 72 * (2400 / (contentWidth * 10))})
    .resize({width: 2400})
    .png({compressionLevel: 9})
    .toFile(path.join(out, `panlar-2026-logo-${variant}.png`));
}
writeFileSync(path.join(out, 'panlar-2026-logo.ai'), pdf());
console.log(`logo ${contentWidth}×${HEIGHT} written to public/brand/`);
