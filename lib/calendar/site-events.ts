import {getTranslations} from 'next-intl/server';
import {locales, type Locale} from '@/i18n/locales';
import {href} from '@/lib/routes/paths';
import {absoluteUrl} from '@/lib/seo/urls';
import {abstractDeadlineFact, congressFacts, venueFacts} from '@/lib/seo/facts';
import type {CalendarEvent} from './events';

/** The two events a visitor can add to a calendar, each as a static .ics file per language. */
export type SiteEventKey = 'congress' | 'deadline';
export const siteEventKeys: readonly SiteEventKey[] = ['congress', 'deadline'];

const fileBase: Record<SiteEventKey, string> = {congress: 'panlar-2026', deadline: 'panlar-2026-abstracts-deadline'};

/** The file name of an event's .ics in a language (app/calendar/[file]/route.ts). */
export function icsFileName(key: SiteEventKey, locale: Locale): string {
  return `${fileBase[key]}-${locale}.ics`;
}

export function icsPath(key: SiteEventKey, locale: Locale): string {
  return `/calendar/${icsFileName(key, locale)}`;
}

export function icsFiles(): {key: SiteEventKey; locale: Locale; file: string}[] {
  return siteEventKeys.flatMap((key) => locales.map((locale) => ({key, locale, file: icsFileName(key, locale)})));
}

const host = () => new URL(absoluteUrl('/')).host;

export async function siteEvent(key: SiteEventKey, locale: Locale): Promise<CalendarEvent> {
  const t = await getTranslations({locale, namespace: 'Calendar'});
  const seo = await getTranslations({locale, namespace: 'Seo'});
  if (key === 'congress') {
    return {
      kind: 'allDay',
      uid: `panlar-2026-congress@${host()}`,
      title: t('congress.title'),
      description: t('congress.description'),
      location: `${venueFacts.name}, ${venueFacts.street}, ${seo('city')}`,
      url: absoluteUrl(href('home', locale)),
      firstDay: congressFacts.startDate,
      lastDay: congressFacts.endDate,
    };
  }
  return {
    kind: 'moment',
    uid: `panlar-2026-abstracts-deadline@${host()}`,
    title: t('deadline.title'),
    description: t('deadline.description'),
    url: absoluteUrl(href('abstracts', locale)),
    at: abstractDeadlineFact.at,
    zone: abstractDeadlineFact.zone,
    durationMinutes: 30,
    remindHoursBefore: 48,
  };
}
