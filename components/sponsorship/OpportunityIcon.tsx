import type {SponsorshipOpportunityKey} from '@/content/sponsorship';
import {SpriteIcon} from '@/components/icons/SpriteIcon';

/** A sponsorship tile's line icon (`opportunity-<key>` in components/icons/sprite.svg); decorative: the tile's heading carries the meaning. */
export function OpportunityIcon({name}: {name: SponsorshipOpportunityKey}) {
  return <SpriteIcon id={`opportunity-${name}`} className="h-7 w-7" />;
}
