/** A hotel's star rating: drawn stars for the eye, one phrase ("5 stars") for screen readers. */
export function Stars({count, label}: {count: number; label: string}) {
  return (
    <p className="flex items-center gap-0.5 text-gold-500">
      {Array.from({length: count}, (_, index) => (
        <svg key={index} viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden="true">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
      <span className="sr-only">{label}</span>
    </p>
  );
}
