/**
 * The congress mark as the site's icons show it (the rings of public/icon.svg): a blue disc with a
 * white and a red ring, drawn for satori (next/og) by the favicon, the app icons and the Open Graph
 * images. `size` is the square's side in pixels; the disc fills 44 of its 48 units.
 */
export function Rings({size}: {size: number}) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48">
      <circle cx="24" cy="24" r="22" fill="#123a6b" />
      <circle cx="18.5" cy="24" r="9.5" fill="none" stroke="#ffffff" strokeWidth="4" />
      <circle cx="29.5" cy="24" r="9.5" fill="none" stroke="#e0553a" strokeWidth="4" />
    </svg>
  );
}
