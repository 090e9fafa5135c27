import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {links} from '@/content/links';
import {congressEndsAt, congressOpensAt, registrationOpensAt} from '@/content/congress';
import {openingDateTime} from '@/lib/congress-format';
import {cn} from '@/components/ui/cn';
import Countdown from './Countdown';

// One grid cell for every version of a line; the version for the current phase is the visible one.
const stacked = 'col-start-1 row-start-1';
const whileBefore = 'group-has-[[data-finished]]/countdown:invisible';

/** The countdown band of the home page: words and instants worked out here, ticking in the island. */
export default async function CountdownBanner({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Countdown'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const opening = openingDateTime(locale);
  const opensAt = congressOpensAt().toISO() ?? undefined;
  return (
    <section aria-labelledby="countdown-title" className="group/countdown bg-brand-900 py-10 text-white sm:py-12">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mb-6 flex items-start gap-3">
          {/* The live dot goes out once the countdown shows its finished message. */}
          <span className="relative mt-2 flex h-3 w-3 shrink-0 group-has-[[data-finished]]/countdown:hidden" aria-hidden="true">
            <span
              className="absolute inline-flex h-full w-full rounded-full bg-accent-500 opacity-75 motion-safe:animate-ping"
              data-live-dot
            />
            <span className="relative inline-flex h-3 w-3 rounded-full bg-accent-500" />
          </span>
          {/* Heading and opening line follow the island's phase (before / under way / over). All
              versions share one grid cell, sized by the longest, and the others are invisible
              (hidden from screen readers too): swapping them after hydration moves nothing. */}
          <div>
            <h2 id="countdown-title" className="grid text-2xl font-bold tracking-tight sm:text-3xl">
              <span className={cn(stacked, whileBefore)}>{t('title')}</span>
              <span className={cn(stacked, 'invisible group-has-[[data-countdown=running]]/countdown:visible')}>{t('titleRunning')}</span>
              <span className={cn(stacked, 'invisible group-has-[[data-countdown=over]]/countdown:visible')}>{t('titleOver')}</span>
            </h2>
            <p className="mt-1 grid text-brand-100">
              <time className={cn(stacked, whileBefore)} dateTime={opensAt}>
                {t('startsAt', opening)}
              </time>
              <time className={cn(stacked, 'invisible group-has-[[data-finished]]/countdown:visible')} dateTime={opensAt}>
                {t('startedAt', opening)}
              </time>
            </p>
          </div>
        </div>
        <Countdown
          instants={{
            target: congressOpensAt().toMillis(),
            end: congressEndsAt().toMillis(),
            ctaFrom: registrationOpensAt().toMillis(),
          }}
          ctaHref={links.registration}
          labels={{
            timer: t('timerLabel'),
            days: t('days'),
            hours: t('hours'),
            minutes: t('minutes'),
            seconds: t('seconds'),
            running: t('running'),
            over: t('over'),
            cta: t('cta'),
            newTab: shell('newTab'),
          }}
        />
      </div>
    </section>
  );
}
