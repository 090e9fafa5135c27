// Writes the placeholder photos of the hotel cards and the posters of the video and map facades
// into public/images/. They stand in until an editor drops real photos over the same file names
// (same size and aspect, so nothing else changes). Run: node scripts/generate-placeholder-images.mjs
// The drawing is seeded by the file name, so a run reproduces the committed files.
import {mkdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..', 'public', 'images');

/** A small deterministic random generator (mulberry32) seeded from a string. */
function random(seedText) {
  let seed = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 2654435761) >>> 0, 7);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const skies = [
  ['#1f4e8c', '#6fa8dc', '#f6d7a7'], // clear morning
  ['#0d2b52', '#2d6cb5', '#f3a65a'], // sunset
  ['#3a7bd5', '#9cc9f0', '#e8f1fa'], // midday
  ['#2b1b4e', '#c0587e', '#f7b267'], // dusk
];

/** A skyline by the sea: sky gradient, sun, towers with lit windows, water with reflections. */
function skyline(name, width, height, variant) {
  const rnd = random(name);
  const [top, mid, low] = skies[variant % skies.length];
  const horizon = Math.round(height * (0.62 + rnd() * 0.08));
  const towers = [];
  let x = -10;
  while (x < width) {
    const w = 24 + rnd() * 70;
    const h = height * (0.12 + rnd() * 0.45);
    const shade = Math.round(20 + rnd() * 40);
    const color = `rgb(${shade},${shade + 12},${shade + 30})`;
    towers.push(
      `<rect x="${x.toFixed(1)}" y="${(horizon - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${color}"/>`,
    );
    for (let wy = horizon - h + 8; wy < horizon - 6; wy += 11) {
      for (let wx = x + 5; wx < x + w - 6; wx += 9) {
        if (rnd() < 0.35)
          towers.push(
            `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="4" height="5" fill="#ffe8a8" opacity="${(0.35 + rnd() * 0.5).toFixed(2)}"/>`,
          );
      }
    }
    x += w + rnd() * 8;
  }
  const sunX = width * (0.2 + rnd() * 0.6);
  const sunY = horizon - height * (0.18 + rnd() * 0.2);
  const palms = Array.from({length: 3}, () => {
    const px = rnd() * width;
    return `<path d="M${px} ${height} q 6 -${height * 0.25} -4 -${height * 0.32}" stroke="#10241c" stroke-width="5" fill="none"/>
      <g transform="translate(${px - 4} ${height - height * 0.32})" fill="#15392a">${[0, 60, 120, 180, 240, 300]
        .map((angle) => `<ellipse rx="34" ry="6" cx="30" transform="rotate(${angle + rnd() * 20})"/>`)
        .join('')}</g>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="#0b3040"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="#fff6d8"/><stop offset="0.4" stop-color="#ffd27a" stop-opacity="0.9"/><stop offset="1" stop-color="#ffd27a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="${height * 0.22}" fill="url(#sun)"/>
  ${towers.join('\n')}
  <rect y="${horizon}" width="100%" height="${height - horizon}" fill="url(#sea)"/>
  ${Array.from({length: 40}, () => `<rect x="${(rnd() * width).toFixed(1)}" y="${(horizon + rnd() * (height - horizon)).toFixed(1)}" width="${(10 + rnd() * 50).toFixed(1)}" height="2" fill="#ffffff" opacity="${(0.08 + rnd() * 0.2).toFixed(2)}"/>`).join('')}
  ${palms.join('\n')}
</svg>`;
}

/** A hotel room: wall, window onto the sea, bed, lamp. */
function room(name, width, height) {
  const rnd = random(name);
  const wall = ['#e9e1d3', '#dfe7ee', '#efe6dc', '#e4e9e1'][Math.floor(rnd() * 4)];
  const cover = ['#f7f4ee', '#ffffff', '#f1ede4'][Math.floor(rnd() * 3)];
  const accent = ['#123a6b', '#0f7d7e', '#a3321d', '#8a6210'][Math.floor(rnd() * 4)];
  const floor = height * 0.74;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>
    <linearGradient id="view" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ec5ee"/><stop offset="0.55" stop-color="#cfe7f7"/><stop offset="0.56" stop-color="#2d7fa8"/><stop offset="1" stop-color="#1b5d80"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="${wall}"/>
  <rect x="${width * 0.56}" y="${height * 0.1}" width="${width * 0.36}" height="${height * 0.5}" fill="url(#view)" stroke="#ffffff" stroke-width="10"/>
  <line x1="${width * 0.74}" y1="${height * 0.1}" x2="${width * 0.74}" y2="${height * 0.6}" stroke="#ffffff" stroke-width="6"/>
  <rect x="${width * 0.5}" y="${height * 0.06}" width="${width * 0.06}" height="${height * 0.66}" fill="${accent}" opacity="0.55"/>
  <rect y="${floor}" width="100%" height="${height - floor}" fill="#b89a74"/>
  <rect x="${width * 0.06}" y="${height * 0.36}" width="${width * 0.42}" height="${height * 0.16}" rx="10" fill="${accent}" opacity="0.85"/>
  <rect x="${width * 0.04}" y="${height * 0.5}" width="${width * 0.5}" height="${height * 0.26}" rx="14" fill="${cover}"/>
  <rect x="${width * 0.04}" y="${height * 0.62}" width="${width * 0.5}" height="${height * 0.05}" fill="${accent}" opacity="0.7"/>
  <ellipse cx="${width * 0.14}" cy="${height * 0.5}" rx="${width * 0.06}" ry="${height * 0.035}" fill="#ffffff"/>
  <ellipse cx="${width * 0.3}" cy="${height * 0.5}" rx="${width * 0.06}" ry="${height * 0.035}" fill="#ffffff"/>
  <rect x="${width * 0.58}" y="${height * 0.6}" width="${width * 0.1}" height="${height * 0.14}" fill="#6b4f36"/>
  <path d="M${width * 0.6} ${height * 0.5} h ${width * 0.06} l ${width * 0.015} ${height * 0.08} h -${width * 0.09} z" fill="#f6e7c1"/>
  <rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
}

/** A simple street map: land, sea, a coast, streets and a pin. */
function map(name, width, height) {
  const rnd = random(name);
  const streets = Array.from({length: 26}, (_, i) => {
    const horizontal = i % 2 === 0;
    const at = rnd() * (horizontal ? height : width);
    return horizontal
      ? `<line x1="0" y1="${at}" x2="${width}" y2="${at + (rnd() - 0.5) * 80}" stroke="#ffffff" stroke-width="${2 + rnd() * 6}"/>`
      : `<line x1="${at}" y1="0" x2="${at + (rnd() - 0.5) * 80}" y2="${height}" stroke="#ffffff" stroke-width="${2 + rnd() * 6}"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#eef0e6"/>
  ${streets.join('\n')}
  <path d="M0 ${height * 0.78} C ${width * 0.25} ${height * 0.7}, ${width * 0.4} ${height * 0.9}, ${width * 0.55} ${height * 0.72} S ${width * 0.8} ${height * 0.5}, ${width} ${height * 0.55} V ${height} H 0 Z" fill="#aad3df"/>
  <path d="M${width * 0.48} ${height * 0.82} l ${width * 0.05} ${height * 0.16} l ${width * 0.03} -${height * 0.02} z" fill="#eef0e6"/>
  <rect x="${width * 0.12}" y="${height * 0.15}" width="${width * 0.14}" height="${height * 0.12}" fill="#cde6c0"/>
  <rect x="${width * 0.66}" y="${height * 0.22}" width="${width * 0.1}" height="${height * 0.16}" fill="#cde6c0"/>
  <g transform="translate(${width * 0.5} ${height * 0.62})"><path d="M0 0 C -18 -26 -22 -34 -22 -44 A 22 22 0 1 1 22 -44 C 22 -34 18 -26 0 0 Z" fill="#c43f26"/><circle cy="-44" r="8" fill="#ffffff"/></g>
</svg>`;
}

async function write(path, svg, width, height) {
  const file = join(root, path);
  mkdirSync(dirname(file), {recursive: true});
  await sharp(Buffer.from(svg)).resize(width, height).blur(0.6).jpeg({quality: 72, mozjpeg: true}).toFile(file);
  console.log(`wrote public/images/${path}`);
}

// Hotel cards: 3:2, 800 × 533 (a 400 px card at 2×). Keep in step with content/hotels.ts.
const hotelIds = ['hilton', 'waldorf-astoria', 'intercontinental', 'w', 'radisson', 'hilton-garden-inn', 'las-americas', 'le-meridien'];
for (const [index, id] of hotelIds.entries()) {
  await write(`hotels/${id}-1.jpg`, skyline(`${id}-1`, 800, 533, index), 800, 533);
  await write(`hotels/${id}-2.jpg`, room(`${id}-2`, 800, 533), 800, 533);
}

// Facade posters: 16:9, 960 × 540 (a 720 px column at 4/3 density, light enough for phones).
await write('host-city/video-poster.jpg', skyline('host-city', 960, 540, 1), 960, 540);
await write('venue/video-poster.jpg', skyline('venue', 960, 540, 2), 960, 540);
await write('venue/map-poster.jpg', map('venue-map', 960, 540), 960, 540);
