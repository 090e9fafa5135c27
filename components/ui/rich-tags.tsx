import type {ReactNode} from 'react';
import Link from 'next/link';
import type {Locale} from '@/i18n/locales';
import type {PageKey} from '@/lib/routes/manifest';
import {hasPage, href} from '@/lib/routes/paths';
import {cn} from './cn';

/** How a link to another page of the site looks inside a sentence. */
export const inlineLinkClass = 'font-semibold text-brand-700 underline hover:text-brand-800';

/**
 * A rich-text tag (`t.rich('…', {fees: pageLink('fees', locale)})`) that links its words to a page
 * of the manifest in the same language; where that page has no URL in the language, the words stay
 * plain text.
 */
export function pageLink(key: PageKey, locale: Locale) {
  return function PageLink(chunks: ReactNode) {
    if (!hasPage(key, locale)) return chunks;
    return (
      <Link className={inlineLinkClass} href={href(key, locale)}>
        {chunks}
      </Link>
    );
  };
}

/** A rich-text tag that marks its words as a date (`<time dateTime="2026-04-19">`). */
export function dateTag(iso: string) {
  return function DateTag(chunks: ReactNode) {
    return <time dateTime={iso}>{chunks}</time>;
  };
}

/** A rich-text tag for bold words in a sentence. */
export function bold(chunks: ReactNode) {
  return <strong className="font-semibold">{chunks}</strong>;
}

/**
 * A rich-text tag that links its words to an e-mail address; `className` adds to (and overrides)
 * the inline link's look, e.g. `text-white` on a dark band.
 */
export function mailLink(email: string, className?: string) {
  return function MailLink(chunks: ReactNode) {
    return (
      <a className={cn(inlineLinkClass, className)} href={`mailto:${email}`}>
        {chunks}
      </a>
    );
  };
}
