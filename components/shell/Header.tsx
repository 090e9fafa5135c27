import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import {locales, switcherLabel, type Locale} from '@/i18n/locales';
import {href} from '@/lib/routes/paths';
import type {PageKey} from '@/lib/routes/manifest';
import {headerGroups, headerLinks} from '@/lib/navigation';
import {links} from '@/content/links';
import {Logo} from './Logo';
import HeaderNav, {type NavData} from './HeaderNav';

/**
 * The sticky header of a language's root layout. Labels and links are worked out here; the menus'
 * behaviour and what depends on the page being shown (HeaderNav reads it from the URL) ship as JS.
 */
export default async function Header({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Shell'});
  const rhia = await getTranslations({locale, namespace: 'Rhia'});
  const pageLabel = (key: PageKey) => t(`pages.${key}`);
  const nav: NavData = {
    groups: headerGroups.map((group) => ({
      label: t(`nav.${group.label}`),
      items: group.pages.map((key) => ({href: href(key, locale), label: pageLabel(key)})),
    })),
    // Beside the dropdowns, short labels ("FAQ") keep the header on one line from 1024 px.
    links: headerLinks.map((key) => ({
      href: href(key, locale),
      label: pageLabel(key),
      short: t(`nav.short.${key}`),
    })),
    register: {href: links.registration, label: t('nav.register'), newTab: t('newTab')},
    languages: locales.map((to) => ({
      locale: to,
      short: switcherLabel[to],
      name: t(`languages.${to}`),
      current: to === locale,
    })),
    labels: {
      main: t('nav.mainLabel'),
      menu: t('nav.menu'),
      close: t('nav.closeMenu'),
      language: t('nav.language'),
      assistant: rhia('launcher.label'),
    },
  };

  return (
    // Opaque, not a translucent backdrop-blur: a blurred backdrop on a sticky bar is re-filtered by
    // the compositor on every frame (the first one included), a cost cheap phones and software
    // rasterisers feel, for a difference no one sees behind 85-95% white.
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-1 px-3 min-[360px]:px-4 sm:gap-4 sm:px-6 lg:h-20 lg:px-6 xl:px-8">
        {/* On a phone the logo gives way to RHIA's launcher, the language pills and MENU (44 px
            each): one bar that fits from 320 px, where only the logo's rings show. From 1024 px
            it makes room for the menus until 1280 px. */}
        <Link href={href('home', locale)} className="flex min-h-11 shrink-0 items-center rounded-md">
          <Logo
            className="h-8 w-auto max-[360px]:w-7 max-[360px]:object-cover max-[360px]:object-left min-[360px]:h-6 min-[375px]:h-7 min-[390px]:h-8 min-[412px]:h-9 sm:h-10 lg:h-8 xl:h-11"
            title={t('homeLabel')}
          />
        </Link>
        <HeaderNav nav={nav} />
      </div>
    </header>
  );
}
