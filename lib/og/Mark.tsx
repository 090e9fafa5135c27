/** The congress mark (the two rings of public/brand/panlar-2026-logo.svg), drawn for satori. */
export function Mark({size}: {size: number}) {
  return (
    <svg width={size} height={size} viewBox="0 0 44 48">
      <circle cx="22" cy="24" r="20" fill="#123a6b" />
      <circle cx="17" cy="24" r="9" fill="none" stroke="#ffffff" strokeWidth="3.5" />
      <circle cx="28" cy="24" r="9" fill="none" stroke="#e0553a" strokeWidth="3.5" />
    </svg>
  );
}
