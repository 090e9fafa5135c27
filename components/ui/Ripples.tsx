import {SpriteIcon} from '@/components/icons/SpriteIcon';
import {cn} from './cn';

/** The pattern's symbol in components/icons/sprite.svg. */
export const ripplesSymbol = 'ripples';

/**
 * The site's one pattern: thin rings spreading from two overlapping centres, the two rings of the
 * logo, drawn once in the icon sprite (`ripples`) and scaled to cover its box. Decorative; give it
 * a text colour at low opacity and a position (it fills its positioned parent by default).
 */
export function Ripples({className}: {className?: string}) {
  return <SpriteIcon id={ripplesSymbol} className={cn('pointer-events-none absolute inset-0 h-full w-full', className)} />;
}
