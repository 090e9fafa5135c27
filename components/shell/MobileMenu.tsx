import {Disclosure, DisclosureButton, DisclosurePanel} from '@headlessui/react';
import {buttonVariants} from '@/components/ui/button-variants';
import type {NavLink} from './nav-data';
import {NavLinkList} from './NavLinkList';
import {RegisterLink} from './RegisterLink';
import type {PageNav} from './usePageLinks';

function MenuIcon({open}: {open: boolean}) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
      {open ? (
        <path fill="currentColor" d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4L11.4 10l4.3 4.3-1.4 1.4-4.3-4.3-4.3 4.3-1.4-1.4L8.6 10 4.3 5.7z" />
      ) : (
        <path fill="currentColor" d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
      )}
    </svg>
  );
}

/** One list of the menu panel; a click on a link closes the panel. */
function MenuLinks({items, close, className}: {items: NavLink[]; close: () => void; className: string}) {
  return (
    <NavLinkList
      items={items}
      close={close}
      className={className}
      linkClassName="flex min-h-11 items-center rounded-lg px-2 font-medium text-ink hover:bg-brand-50"
    />
  );
}

/** Below 1024 px: one MENU button opening every group, the links and registration (the languages sit beside it). */
export function MobileMenu({nav}: {nav: PageNav}) {
  return (
    <Disclosure as="div" className="lg:hidden">
      {({open, close}) => (
        <>
          {/* 44 × 44 px; on a phone the icon alone (the word stays its accessible name), so the languages fit beside it. */}
          <DisclosureButton className={buttonVariants({variant: 'outline', size: null, className: 'h-11 w-11 text-sm sm:w-auto sm:px-4'})}>
            <MenuIcon open={open} />
            <span className="sr-only sm:not-sr-only">{open ? nav.labels.close : nav.labels.menu}</span>
          </DisclosureButton>
          <DisclosurePanel
            as="nav"
            aria-label={nav.labels.main}
            data-mobile-menu
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-raised"
          >
            {nav.groups.map((group) => (
              <div key={group.label} className="border-b border-line py-4">
                <p className="px-2 text-xs font-bold tracking-wide text-ink-muted uppercase">{group.label}</p>
                <MenuLinks items={group.items} close={close} className="mt-2 grid gap-1 sm:grid-cols-2" />
              </div>
            ))}
            <MenuLinks items={nav.links} close={close} className="grid gap-1 py-4" />
            <RegisterLink nav={nav} />
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
