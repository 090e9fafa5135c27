import {getImageProps} from 'next/image';

/**
 * The <img> attributes of a 16:9 facade poster, made on the server by next/image's getImageProps
 * (no next/image code ships to the browser).
 */
export function posterProps(src: string, sizes = '(min-width: 1152px) 1100px, 100vw') {
  const {props} = getImageProps({src, alt: '', width: 960, height: 540, sizes, loading: 'lazy'});
  return props;
}
