// next.config.mjs's `images.loaderFile`: Next asks it for the URL of each srcset candidate.
// There is no image server (the site is static files), so a URL names a file that
// scripts/images.mjs wrote before the build, e.g. /_img/images/hotels/w-1-400.webp.
import {variantPath} from './widths.mjs';

/** The loader of one format, for a <picture>'s <source> of that type (lib/images/picture.ts). */
export function formatLoader(format) {
  return ({src, width}) => variantPath(src, width, format);
}

/** The default: WebP, which every browser of the last five years decodes. */
export default formatLoader('webp');
