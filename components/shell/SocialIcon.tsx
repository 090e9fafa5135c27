import type {SocialNetwork} from '@/content/links';
import {SpriteIcon} from '@/components/icons/SpriteIcon';

/** A social network's mark (`social-<network>` in components/icons/sprite.svg); its link names the network. */
export function SocialIcon({network}: {network: SocialNetwork}) {
  return <SpriteIcon id={`social-${network}`} className="h-5 w-5" />;
}
