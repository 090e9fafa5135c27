import 'server-only';
import {existsSync} from 'node:fs';
import {join} from 'node:path';

/**
 * Whether an editor has put a photo at this path under public/ (e.g. "/images/hotels/w-1.jpg").
 * Checked when the page is rendered, that is at build time for the static site: a photo slot with
 * no file yet shows its designed placeholder, and the next build after a photo is dropped in shows
 * the photo, with the AVIF and WebP variants scripts/images.mjs makes from it.
 */
export function hasPhotoFile(src: string, publicDir = join(process.cwd(), 'public')): boolean {
  return existsSync(join(publicDir, src));
}
