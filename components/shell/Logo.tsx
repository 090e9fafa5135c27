import {logoVector, logoVectorSize} from '@/content/brand';

/**
 * The congress mark: the vector master of the brand kit (public/brand/, made by
 * scripts/brand/make-logo.mjs), as an image. A file rather than inline SVG: every page would
 * otherwise carry its 7 KB of outlines twice (in the HTML and in the React payload), while the
 * browser fetches the file once for the whole site.
 */
export function Logo({className, title}: {className?: string; title: string}) {
  // eslint-disable-next-line @next/next/no-img-element -- an SVG: no width or format to choose, so nothing to optimise
  return <img src={logoVector} width={logoVectorSize.width} height={logoVectorSize.height} alt={title} className={className} />;
}
