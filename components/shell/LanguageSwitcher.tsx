import Link from 'next/link';
import {clsx} from 'clsx';
import {htmlLang} from '@/i18n/locales';
import type {PageNav} from './usePageLinks';

/**
 * The same page in each language; the current language is marked. `touch`: the phone's pills,
 * 44 × 44 px each (WCAG 2.5.8's target, enhanced), side by side.
 */
export function LanguageSwitcher({nav, className, touch}: {nav: PageNav; className?: string; touch?: boolean}) {
  return (
    <ul aria-label={nav.labels.language} className={clsx('flex items-center', touch ? 'gap-0' : 'gap-1', className)}>
      {nav.languages.map((language) => (
        <li key={language.locale}>
          <Link
            href={language.href}
            hrefLang={htmlLang[language.locale]}
            lang={htmlLang[language.locale]}
            aria-current={language.current ? 'true' : undefined}
            className={clsx(
              'inline-flex items-center justify-center rounded-full px-2 text-sm font-bold',
              touch ? 'h-11 min-w-11' : 'h-9 min-w-9',
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
