import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {googleCalendarUrl, outlookCalendarUrl} from '@/lib/calendar/events';
import {icsFileName, icsPath, siteEvent, siteEventKeys, type SiteEventKey} from '@/lib/calendar/site-events';
import {calendarDates, type CalendarDateKey} from '@/content/congress-calendar';
import {whenAhead} from '@/lib/phase/phase';
import {cn} from '@/components/ui/cn';
import {ExternalLink} from '@/components/ui/ExternalLink';

/** The calendar event after which each entry is no longer offered. */
const endsWith: Record<SiteEventKey, CalendarDateKey> = {congress: 'congressEnds', deadline: 'abstractsClose'};

/**
 * "Add to calendar" for the congress and the abstract deadline: a static .ics file, Google
 * Calendar and Outlook. Plain links, no client JavaScript. Each entry is offered only while its
 * event is ahead (the calendar's phase on <html>), and the block while any is. `tone` fits a light
 * page or the footer.
 */
export default async function AddToCalendar({
  locale,
  events = siteEventKeys,
  tone = 'light',
  className,
}: {
  locale: Locale;
  events?: readonly SiteEventKey[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const t = await getTranslations({locale, namespace: 'Calendar'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  // The footer's column is narrow: compact chips there (still well above the 24 px target size).
  // Component classes (components/ui/components.css): the footer of every page has six chips.
  const link = tone === 'dark' ? 'chip chip-dark' : 'chip';
  const items = await Promise.all(events.map(async (key) => ({key, event: await siteEvent(key, locale)})));
  return (
    <div className={cn('add-to-calendar', className)} {...whenAhead(lastEnd(events))}>
      <h2 className={tone === 'dark' ? 'footer-heading' : 'text-sm font-bold tracking-wide text-ink uppercase'}>{t('heading')}</h2>
      <ul className="mt-3 space-y-3">
        {items.map(({key, event}) => (
          <li key={key} {...whenAhead(endsWith[key])}>
            <p className="text-sm">{t(`${key}.label`)}</p>
            <ul
              className={cn('mt-1 flex flex-wrap', tone === 'dark' ? 'gap-1.5' : 'gap-2')}
              aria-label={t('groupLabel', {event: t(`${key}.label`)})}
            >
              <li>
                <a className={link} href={icsPath(key, locale)} download={icsFileName(key, locale)} type="text/calendar">
                  {t('ics')}
                </a>
              </li>
              <li>
                <ExternalLink className={link} href={googleCalendarUrl(event)}>
                  {t('google')}
                  <span className="sr-only"> {shell('newTab')}</span>
                </ExternalLink>
              </li>
              <li>
                <ExternalLink className={link} href={outlookCalendarUrl(event)}>
                  {t('outlook')}
                  <span className="sr-only"> {shell('newTab')}</span>
                </ExternalLink>
              </li>
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The entry that ends last: the block is offered while it is ahead. */
function lastEnd(events: readonly SiteEventKey[]): CalendarDateKey {
  const ends = events.map((key) => endsWith[key]);
  return ends.reduce(
    (last, key) => (calendarDates.boundaries[key] > calendarDates.boundaries[last] ? key : last),
    ends[0] ?? 'congressEnds',
  );
}
