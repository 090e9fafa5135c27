import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {preload} from 'react-dom';

/**
 * Preloads the fonts of lib/fonts.ts. Next does this itself, except here: it looks its font
 * manifest up by the page file's path without its last extension ('page.server'), while the
 * manifest names the entry 'page', so with `pageExtensions` like 'server.tsx' no preload is
 * emitted. The manifest is written before pages are prerendered, so reading it here gives the
 * same hashed URL Next would have preloaded. React dedupes, should Next start emitting it again.
 */
let files: string[] | null = null;

function fontFiles(): string[] {
  if (files) return files;
  try {
    const manifest = JSON.parse(readFileSync(join(process.cwd(), '.next/server/next-font-manifest.json'), 'utf8')) as {
      app: Record<string, string[]>;
    };
    files = [...new Set(Object.values(manifest.app).flat())];
  } catch {
    files = [];
  }
  return files;
}

export function preloadFonts() {
  for (const file of fontFiles()) {
    preload(`/_next/${file}`, {as: 'font', type: `font/${file.split('.').pop()}`, crossOrigin: ''});
  }
}
