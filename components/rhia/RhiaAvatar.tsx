/** RHIA's avatar: a friendly initial on the congress colours (decorative; labels live on buttons). */
export default function RhiaAvatar({className = 'h-10 w-10'}: {className?: string}) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="#0f7d7e" />
      <circle cx="20" cy="16" r="7" fill="#ffffff" />
      <path d="M8 33c2.5-6 7-9 12-9s9.5 3 12 9" fill="#ffffff" />
      <circle cx="31" cy="9" r="4" fill="#e2a925" stroke="#ffffff" strokeWidth="1.5" />
    </svg>
  );
}
