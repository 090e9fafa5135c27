import {pictureProps, type PictureInput} from '@/lib/images/picture';

/**
 * A photo as a <picture>: AVIF and WebP at the widths it is shown at, the original file as the
 * fallback (lib/images). Server-rendered; `className` styles the <img>.
 */
export function Picture({className, ...input}: PictureInput & {className?: string}) {
  const {sources, img} = pictureProps(input);
  return (
    // `display: contents` (components/ui/components.css): the <img> stays the box its parent lays
    // out (a flex item, an absolute layer).
    <picture>
      {sources.map((source) => (
        <source key={source.type} {...source} />
      ))}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes with the attributes from getImageProps() */}
      <img {...img} className={className} />
    </picture>
  );
}
