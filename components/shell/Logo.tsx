import {logoMark, logoPaths, logoViewBox} from './logoPaths';

/**
 * The congress mark: two interlocking rings (the joint) over the Panama blue, with the wordmark.
 * The outlines are the ones of the downloadable files in public/brand/ (scripts/brand/make-logo.mjs),
 * so the header and the brand kit are the same drawing and no font has to load first.
 */
export function Logo({className, title}: {className?: string; title: string}) {
  const [left, right] = logoMark.rings;
  return (
    <svg viewBox={logoViewBox} className={className} role="img" aria-label={title}>
      <circle cx={logoMark.cx} cy={logoMark.cy} r={logoMark.r} fill="#123a6b" />
      <circle cx={left.cx} cy={left.cy} r={left.r} fill="none" stroke="#ffffff" strokeWidth={logoMark.stroke} />
      <circle cx={right.cx} cy={right.cy} r={right.r} fill="none" stroke="#e0553a" strokeWidth={logoMark.stroke} />
      <path d={logoPaths.panlar} fill="#123a6b" />
      <path d={logoPaths.year} fill="#e0553a" />
      <path d={logoPaths.city} fill="#0f7d7e" />
    </svg>
  );
}
