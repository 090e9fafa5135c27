import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {abstractKeyDates, keyDateInstant} from '@/content/abstracts';
import {Section} from '@/components/ui/Section';
import {Card} from '@/components/ui/Card';
import {Badge} from '@/components/ui/Badge';
import {SubmitButton} from './SubmitButton';
import type {CalendarDateKey} from '@/content/calendar-state';
import {whenAhead, whenPast} from '@/lib/phase/phase';

/** The calendar's event for each key date, which marks its card once past. */
const calendarKey: Record<(typeof abstractKeyDates)[number]['key'], CalendarDateKey> = {
  submissionDeadline: 'abstractsClose',
  notification: 'notification',
  presentingAuthorDiscount: 'presentingAuthor',
  ePosterFile: 'ePoster',
};

/** The submission calendar, one card per date, and the submit button under it. */
export async function KeyDates({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Abstracts.dates'});
  return (
    <Section id="key-dates" title={t('title')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {abstractKeyDates.map((date) => {
          const instant = keyDateInstant(date);
          return (
            <li key={date.key}>
              <Card className="flex h-full flex-col border-t-4 border-t-teal-600">
                <h3 className="text-base font-semibold text-ink-muted">{t(date.key)}</h3>
                <p className="mt-3 text-2xl font-bold text-brand-700">
                  <time dateTime={instant.toISO() ?? undefined}>{t('date', {date: instant.toJSDate()})}</time>
                </p>
                {date.hasTime ? <p className="mt-1 text-sm font-medium">{t('panamaTime', {time: instant.toJSDate()})}</p> : null}
                <p className="mt-auto flex flex-wrap gap-2 pt-4">
                  {date.final ? (
                    <Badge tone="accent" {...whenAhead(calendarKey[date.key])}>
                      {t('noExtension')}
                    </Badge>
                  ) : null}
                  <Badge tone="neutral" {...whenPast(calendarKey[date.key])}>
                    {t('past')}
                  </Badge>
                </p>
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="mt-10 flex justify-center">
        <SubmitButton locale={locale} />
      </div>
    </Section>
  );
}
