import {Disclosure, DisclosureButton, DisclosurePanel} from '@headlessui/react';
import type {NavLink} from './nav-data';
import {NavLinkList} from './NavLinkList';

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 transition-transform group-data-open:rotate-180">
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

/**
 * A dropdown of the header: the disclosure navigation pattern (a button with aria-expanded that
 * shows a list of links), which suits site navigation better than an application menu. Escape
 * closes it and returns focus to its button; moving focus or clicking outside closes it and leaves
 * focus where the visitor put it.
 */
export function NavDropdown({label, items}: {label: string; items: NavLink[]}) {
  return (
    <Disclosure as="div" className="relative">
      {({close}) => (
        <div
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              close();
              (event.currentTarget.querySelector('button') as HTMLButtonElement | null)?.focus();
            }
          }}
          onBlur={(event) => {
            // Focus is leaving the dropdown: close it and leave focus where it is going (close()
            // alone would pull it back to this button, trapping Tab and the chat box's typing).
            const next = event.relatedTarget as HTMLElement | null;
            if (!event.currentTarget.contains(next)) close(next ?? document.body);
          }}
        >
          <DisclosureButton className="group inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-2 text-sm font-semibold xl:px-3 text-ink hover:bg-brand-50 data-open:bg-brand-50">
            {label}
            <Chevron />
          </DisclosureButton>
          <DisclosurePanel className="absolute left-0 mt-2 w-72 rounded-card border border-line bg-white p-2 shadow-raised">
            <NavLinkList
              items={items}
              close={close}
              linkClassName="block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
            />
          </DisclosurePanel>
        </div>
      )}
    </Disclosure>
  );
}
