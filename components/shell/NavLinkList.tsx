import Link from 'next/link';
import type {NavLink} from './nav-data';

/** A list of the header's page links (a dropdown's, or one group of the phone menu); a click closes its panel. */
export function NavLinkList({
  items,
  close,
  className,
  linkClassName,
}: {
  items: NavLink[];
  close: () => void;
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.href}>
          <Link href={item.href} onClick={() => close()} aria-current={item.current ? 'page' : undefined} className={linkClassName}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
