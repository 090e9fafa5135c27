import {getImageProps} from 'next/image';
import imageLoader, {formatLoader} from './loader.mjs';
import {imageSetOf, variantFormats, type ImageFormat} from './widths.mjs';

export type PictureInput = {
  /** A path under public/, e.g. "/images/hotels/w-1.jpg". */
  src: string;
  alt: string;
  /** The source's intrinsic size: the <img> reserves its aspect ratio, so nothing shifts. */
  width: number;
  height: number;
  /** The CSS width the image is shown at; without it the image has a fixed size (1x/2x). */
  sizes?: string;
  /** Above the fold: load at once, at high priority. Otherwise lazily. */
  priority?: boolean;
};

export type PictureSource = {type: `image/${ImageFormat}`; srcSet: string; sizes?: string};

/**
 * The <source>s and <img> of a <picture>, made on the server by next/image's getImageProps (no
 * image code ships to the browser): AVIF, then WebP, at the widths lib/images/widths.mjs lists
 * for the image's folder, and the original file as the <img> for any browser that takes neither.
 */
export function pictureProps({src, alt, width, height, sizes, priority}: PictureInput) {
  const common = {
    src,
    alt,
    width,
    height,
    sizes,
    ...(priority ? {loading: 'eager' as const, fetchPriority: 'high' as const} : {loading: 'lazy' as const}),
  };
  // Every call names its loader: the same URLs wherever this runs (the build, Jest), not only
  // where the bundler has swapped in next.config.mjs's loaderFile.
  const img = getImageProps({...common, loader: imageLoader, unoptimized: true}).props;
  const set = imageSetOf(src);
  if (!set) return {sources: [] as PictureSource[], img};
  const sources = variantFormats
    .map((format): PictureSource => {
      const props = getImageProps({...common, loader: formatLoader(format)}).props;
      return {type: `image/${format}`, srcSet: onlyWidthsOf(set.widths, props.srcSet ?? ''), sizes: props.sizes};
    })
    // None of the folder's widths among Next's candidates (a portrait given a `sizes` in vw):
    // the original file rather than an empty srcset.
    .filter((source) => source.srcSet !== '');
  return {sources, img};
}

/**
 * Next offers every width of its lists (all sets' widths, next.config.mjs); a folder has variants
 * at its own widths only, so the others are dropped (and a width met twice is kept once).
 */
function onlyWidthsOf(widths: number[], srcSet: string): string {
  const seen = new Set<string>();
  return srcSet
    .split(', ')
    .filter((candidate) => {
      const url = candidate.split(' ')[0];
      const width = Number(/-(\d+)\.\w+$/.exec(url)?.[1]);
      if (!widths.includes(width) || seen.has(url)) return false;
      seen.add(url);
      return true;
    })
    .join(', ');
}
