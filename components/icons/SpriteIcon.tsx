import sprite from './sprite.svg';

/**
 * One drawing of the site's icon sprite (components/icons/sprite.svg, the single source of every
 * icon). A page carries only `<svg><use href="…#id"/></svg>` per icon, not its outlines: the
 * outlines would otherwise be repeated in the HTML and again in React's payload of every page.
 * The sprite is a hashed static file, cached for good after the first page. Each symbol carries
 * its own viewBox and stroke or fill (currentColor), so the icon takes the text colour and the
 * size of its class. Decorative: the text next to an icon carries the meaning.
 */
export function SpriteIcon({id, className}: {id: string; className?: string}) {
  return (
    <svg className={className} aria-hidden="true">
      <use href={`${sprite.src}#${id}`} />
    </svg>
  );
}
