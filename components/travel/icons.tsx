import {SpriteIcon} from '@/components/icons/SpriteIcon';

/** Small line icons for the practical-information cards (decorative: their cards have titles). */
export const travelIconNames = [
  'currency',
  'climate',
  'transport',
  'electricity',
  'taxes',
  'location',
  'clock',
  'parking',
  'breakfast',
  'mail',
  'plane',
  'external',
] as const;

export type IconName = (typeof travelIconNames)[number];

/** Drawn in components/icons/sprite.svg as `travel-<name>`. */
export function Icon({name, className = 'h-5 w-5'}: {name: IconName; className?: string}) {
  return <SpriteIcon id={`travel-${name}`} className={className} />;
}
