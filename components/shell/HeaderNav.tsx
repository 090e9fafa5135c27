'use client';

import Link from 'next/link';
import {usePathname} from 'next/navigation';
import {Disclosure, DisclosureButton, DisclosurePanel} from '@headlessui/react';
import {htmlLang, prefixes, type Locale} from '@/i18n/locales';
import {resolve, switchHref} from '@/lib/routes/paths';
import {buttonClasses} from '@/components/ui/Button';
import {cn} from '@/components/ui/cn';

type NavLink = {href: string; label: string; current?: boolean};
export type NavData = {
  groups: {label: string; items: NavLink[]}[];
  /** Links beside the dropdowns: a short label on wide screens, the page's name in the MENU. */
  links: (NavLink & {short: string})[];
  register: {href: string; label: string; newTab: string};
  languages: {locale: Locale; short: string; name: string; current: boolean}[];
  labels: {main: string; menu: string; close: string; language: string};
};

/**
 * The header lives in the language's root layout, which stays mounted from page to page, so what
 * depends on the page (the current item, the same page in the other languages) is worked out from
 * the URL, here: on the server for each page's HTML, in the browser after each navigation.
 */
function usePageLinks(nav: NavData) {
  const here = resolve(usePathname().split('/').filter(Boolean));
  const mark = <T extends NavLink>(item: T): T => ({...item, current: here?.canonical === item.href});
  return {
    ...nav,
    groups: nav.groups.map((group) => ({...group, items: group.items.map(mark)})),
    links: nav.links.map(mark),
    languages: nav.languages.map((language) => ({
      ...language,
      href: here ? switchHref(here.page, language.locale) : prefixes[language.locale] || '/',
    })),
  };
}

type PageNav = ReturnType<typeof usePageLinks>;

function Chevron() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4 transition-transform group-data-open:rotate-180">
      <path fill="currentColor" d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}

function LanguageSwitcher({nav, className}: {nav: PageNav; className?: string}) {
  return (
    <ul aria-label={nav.labels.language} className={cn('flex items-center gap-1', className)}>
      {nav.languages.map((language) => (
        <li key={language.locale}>
          <Link
            href={language.href}
            hrefLang={htmlLang[language.locale]}
            lang={htmlLang[language.locale]}
            aria-current={language.current ? 'true' : undefined}
            className={cn(
              'inline-flex h-9 min-w-9 items-center justify-center rounded-full px-2 text-sm font-bold',
              language.current ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50',
            )}
          >
            <span aria-hidden="true">{language.short}</span>
            <span className="sr-only">{language.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function RegisterLink({nav, className}: {nav: PageNav; className?: string}) {
  return (
    <a href={nav.register.href} target="_blank" rel="noopener noreferrer" className={buttonClasses({variant: 'secondary', className})}>
      {nav.register.label}
      <span className="sr-only"> {nav.register.newTab}</span>
    </a>
  );
}

/**
 * A dropdown of the header: the disclosure navigation pattern (a button with aria-expanded that
 * shows a list of links), which suits site navigation better than an application menu. Escape
 * closes it and returns focus to its button; moving focus or clicking outside closes it and leaves
 * focus where the visitor put it.
 */
function NavDropdown({label, items}: {label: string; items: NavLink[]}) {
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
          <DisclosureButton className="group inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-semibold xl:px-3 text-ink hover:bg-brand-50 data-open:bg-brand-50">
            {label}
            <Chevron />
          </DisclosureButton>
          <DisclosurePanel className="absolute left-0 mt-2 w-72 rounded-card border border-line bg-white p-2 shadow-raised">
            <ul>
              {items.map((item) => (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={() => close()}
                    aria-current={item.current ? 'page' : undefined}
                    className="block rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </DisclosurePanel>
        </div>
      )}
    </Disclosure>
  );
}

const desktopLink = (current?: boolean) =>
  cn(
    'whitespace-nowrap rounded-full px-2.5 py-2 text-sm font-semibold hover:bg-brand-50 xl:px-3',
    current ? 'text-brand-800 underline decoration-2' : 'text-ink',
  );

/** The header's menus: two dropdowns and links from 1024 px, one MENU panel below. */
export default function HeaderNav({nav: words}: {nav: NavData}) {
  const nav = usePageLinks(words);
  return (
    <>
      <nav aria-label={nav.labels.main} className="hidden items-center gap-0.5 lg:flex xl:gap-1">
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

      <Disclosure as="div" className="lg:hidden">
        {({open, close}) => (
          <>
            <DisclosureButton className={buttonClasses({variant: 'outline', size: 'sm'})}>
              <svg viewBox="0 0 20 20" aria-hidden="true" className="h-4 w-4">
                {open ? (
                  <path
                    fill="currentColor"
                    d="M5.7 4.3 10 8.6l4.3-4.3 1.4 1.4L11.4 10l4.3 4.3-1.4 1.4-4.3-4.3-4.3 4.3-1.4-1.4L8.6 10 4.3 5.7z"
                  />
                ) : (
                  <path fill="currentColor" d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
                )}
              </svg>
              {open ? nav.labels.close : nav.labels.menu}
            </DisclosureButton>
            <DisclosurePanel
              as="nav"
              aria-label={nav.labels.main}
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white px-4 pb-6 shadow-raised"
            >
              {nav.groups.map((group) => (
                <div key={group.label} className="border-b border-line py-4">
                  <p className="px-2 text-xs font-bold tracking-wide text-ink-muted uppercase">{group.label}</p>
                  <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                    {group.items.map((item) => (
                      <li key={item.href}>
                        <Link
                          href={item.href}
                          onClick={() => close()}
                          aria-current={item.current ? 'page' : undefined}
                          className="block rounded-lg px-2 py-2 font-medium text-ink hover:bg-brand-50"
                        >
                          {item.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
              <ul className="grid gap-1 py-4">
                {nav.links.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      onClick={() => close()}
                      aria-current={item.current ? 'page' : undefined}
                      className="block rounded-lg px-2 py-2 font-medium text-ink hover:bg-brand-50"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap items-center justify-between gap-4">
                <RegisterLink nav={nav} />
                <LanguageSwitcher nav={nav} />
              </div>
            </DisclosurePanel>
          </>
        )}
      </Disclosure>
    </>
  );
}
