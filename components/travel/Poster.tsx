import {Picture} from '@/components/ui/Picture';

/**
 * The still of a 16:9 facade (EmbedFacade), rendered on the server as a <picture> (lib/images):
 * decorative, since the facade's button carries the meaning; lazy, as it sits below the fold.
 */
export function Poster({src, sizes = '(min-width: 1152px) 1100px, 100vw'}: {src: string; sizes?: string}) {
  return <Picture src={src} alt="" width={960} height={540} sizes={sizes} className="absolute inset-0 h-full w-full object-cover" />;
}
