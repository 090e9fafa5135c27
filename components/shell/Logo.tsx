/** The congress mark: two interlocking rings (the joint) over the Panama blue, with the wordmark. */
export function Logo({className, title}: {className?: string; title: string}) {
  return (
    <svg viewBox="0 0 220 48" className={className} role="img" aria-label={title}>
      <circle cx="22" cy="24" r="20" fill="#123a6b" />
      <circle cx="17" cy="24" r="9" fill="none" stroke="#ffffff" strokeWidth="3.5" />
      <circle cx="28" cy="24" r="9" fill="none" stroke="#e0553a" strokeWidth="3.5" />
      <text x="52" y="24" fontFamily="var(--font-inter), Arial, sans-serif" fontSize="19" fontWeight="800" fill="#123a6b">
        PANLAR
      </text>
      <text x="52" y="42" fontFamily="var(--font-inter), Arial, sans-serif" fontSize="14" fontWeight="600" fill="#0f7d7e" letterSpacing="2">
        PANAMÁ
      </text>
      <text x="134" y="24" fontFamily="var(--font-inter), Arial, sans-serif" fontSize="19" fontWeight="800" fill="#e0553a">
        2026
      </text>
    </svg>
  );
}
