import {SpriteIcon} from '@/components/icons/SpriteIcon';

/** The site's line icons (24 × 24, stroke = currentColor), drawn in components/icons/sprite.svg. */
export const iconNames = [
  'ticket',
  'calendar',
  'document',
  'star',
  'users',
  'presentation',
  'globe',
  'flask',
  'lightbulb',
  'pin',
  'download',
  'external',
  'check',
  'clock',
  'person',
  'mail',
  'chevronDown',
  'arrowRight',
  'image',
  'book',
  'heart',
  'shield',
  'link',
] as const;

export type IconName = (typeof iconNames)[number];

/** A line icon, decorative (aria-hidden): the text next to it carries the meaning. */
export function Icon({name, className = 'h-6 w-6'}: {name: IconName; className?: string}) {
  return <SpriteIcon id={name} className={className} />;
}
