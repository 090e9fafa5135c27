'use client';

import Link from 'next/link';
import {clsx} from 'clsx';
import type {NavData} from './nav-data';
import {LanguageSwitcher} from './LanguageSwitcher';
import {MobileMenu} from './MobileMenu';
import {NavDropdown} from './NavDropdown';
import {RegisterLink} from './RegisterLink';
import {usePageLinks} from './usePageLinks';
import RhiaLauncher from '@/components/rhia/RhiaLauncher';

export type {NavData} from './nav-data';

const desktopLink = (current?: boolean) =>
  clsx(
    'whitespace-nowrap rounded-full px-2 py-2 text-sm font-semibold hover:bg-brand-50 xl:px-3',
    current ? 'text-brand-800 underline decoration-2' : 'text-ink',
  );

/**
 * The header's menus and RHIA's launcher: from 1024 px two dropdowns, links, the languages and the
 * launcher at the end; below, the launcher, the languages and one MENU panel.
 */
export default function HeaderNav({nav: words}: {nav: NavData}) {
  const nav = usePageLinks(words);
  return (
    <>
      <div className="hidden items-center gap-1 lg:flex xl:gap-2">
        <nav aria-label={nav.labels.main} className="flex items-center gap-0.5 xl:gap-1">
          {nav.groups.map((group) => (
            <NavDropdown key={group.label} label={group.label} items={group.items} />
          ))}
          {nav.links.map((item) => (
            <Link key={item.href} href={item.href} aria-current={item.current ? 'page' : undefined} className={desktopLink(item.current)}>
              {item.short}
            </Link>
          ))}
          <RegisterLink nav={nav} className="ml-1 xl:ml-2" />
          <LanguageSwitcher nav={nav} className="ml-1 border-l border-line pl-1 xl:ml-2 xl:pl-3" />
        </nav>
        <RhiaLauncher label={nav.labels.assistant} className="lg:h-10 lg:w-10 xl:h-11 xl:w-11" />
      </div>
      {/* Below 1024 px the launcher and the languages stay in the bar, one tap away, beside MENU. */}
      <div className="flex items-center gap-0.5 lg:hidden">
        <RhiaLauncher label={nav.labels.assistant} />
        <LanguageSwitcher nav={nav} touch />
        <MobileMenu nav={nav} />
      </div>
    </>
  );
}
