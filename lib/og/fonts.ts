import {readFile} from 'node:fs/promises';
import {join} from 'node:path';

// Satori (next/og) reads woff or ttf, not woff2: the static Inter files of @fontsource/inter,
// read from disk at build time (the machines that build the site are offline).
const file = (weight: number) => join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`);

let cache: Promise<{name: string; data: Buffer; weight: 400 | 800; style: 'normal'}[]> | null = null;

export function ogFonts() {
  cache ??= Promise.all(
    ([400, 800] as const).map(async (weight) => ({name: 'Inter', data: await readFile(file(weight)), weight, style: 'normal' as const})),
  );
  return cache;
}
