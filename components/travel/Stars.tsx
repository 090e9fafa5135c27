import {SpriteIcon} from '@/components/icons/SpriteIcon';

/** A hotel's star rating: drawn stars for the eye, one phrase ("5 stars") for screen readers. */
export function Stars({count, label}: {count: number; label: string}) {
  return (
    <p className="flex items-center gap-0.5 text-gold-500">
      {Array.from({length: count}, (_, index) => (
        <SpriteIcon key={index} id="rating-star" className="h-4 w-4" />
      ))}
      <span className="sr-only">{label}</span>
    </p>
  );
}
