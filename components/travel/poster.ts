import {getImageProps} from 'next/image';

/**
 * The <img> attributes of a 16:9 facade poster, made on the server by next/image (optimized
 * srcset under `next start`, the plain file in the static export).
 */
export function posterProps(src: string, sizes = '(min-width: 1152px) 1100px, 100vw') {
  const {props} = getImageProps({src, alt: '', width: 960, height: 540, sizes, loading: 'lazy'});
  return props;
}
