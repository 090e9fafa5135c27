// The one list of responsive image widths, read by the build step that writes the variants
// (scripts/images.mjs), by next.config.mjs (Next picks srcset candidates from its own width lists)
// and by the loader that names each variant (lib/images/loader.mjs). Plain JavaScript so that
// the Node script and the config can import it without a compiler.

/** Modern formats written beside each source, best first: a <picture> offers them in this order. */
export const variantFormats = ['avif', 'webp'];

/** Where the variants go: public/_img/…, served as /_img/… (gitignored, rebuilt by the script). */
export const variantDir = '_img';

/**
 * Folders of public/ whose photos are shown responsively, and the widths written for each: the
 * CSS widths at which the components show them at 1x and 2x, capped at the source width (a
 * variant is never wider than its source). A width in this list must be a width the layout needs.
 */
export const imageSets = [
  // Hotel cards (components/travel/HotelCard.tsx): 384 px in a 3-column grid on desktop, 300–600 px
  // on tablets and phones. 400 covers 1x, 800 (the source) 2x and every phone.
  {dir: 'images/hotels', widths: [400, 800]},
  // Stills of the video and map facades (components/ui/Facade.tsx), when an editor adds one:
  // 540–1100 px boxes on desktop (a still is 960 × 540), the phone's width below. 480 for 1x phones
  // and small boxes, 960 otherwise.
  {dir: 'images/welcome', widths: [480, 960]},
  {dir: 'images/venue', widths: [480, 960]},
  {dir: 'images/host-city', widths: [480, 960]},
  // Round portraits, 64–80 px (PersonCard, TeamCard): 1x and 2x.
  {dir: 'people', widths: [80, 160]},
  {dir: 'team', widths: [80, 160]},
];

/** Source files the script converts; anything else in those folders is left alone. */
export const sourceExtensions = ['.jpg', '.jpeg', '.png'];

/** The set a public path (e.g. "/images/hotels/w-1.jpg") belongs to, if any. */
export function imageSetOf(src) {
  return imageSets.find((set) => src.startsWith(`/${set.dir}/`) && sourceExtensions.some((ext) => src.toLowerCase().endsWith(ext)));
}

/**
 * The public URL of one variant: "/images/hotels/w-1.jpg", 400, "avif" → "/_img/hotels/w-1-400.avif"
 * (the "/images" segment dropped: a page names its photos' variants dozens of times).
 */
export function variantPath(src, width, format) {
  return `/${variantDir}${src.replace(/^\/images\//, '/').replace(/\.[^./]+$/, '')}-${width}.${format}`;
}

// Next's srcset candidates come from these two lists (next.config.mjs): every width above, so
// that each set's widths are among them; the loader's caller keeps only its own set's widths.
const allWidths = [...new Set(imageSets.flatMap((set) => set.widths))].sort((a, b) => a - b);
/** Widths of fixed-size images (portraits): Next uses them for 1x/2x candidates. */
export const imageSizes = allWidths.filter((width) => width < 400);
/** Widths of responsive images (`sizes` with vw). */
export const deviceSizes = allWidths.filter((width) => width >= 400);
