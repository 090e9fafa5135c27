import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {links} from '@/content/links';
import {congressOpensAt} from '@/content/congress';
import {calendarDates} from '@/content/congress-calendar';
import {openingDateTime} from '@/lib/congress-format';
import {beforeOpening, whenAhead, whenPhase, withoutScript} from '@/lib/phase/phase';
import Countdown from './Countdown';
import {pageContainer} from '@/components/ui/container';

/**
 * The countdown band of the home page, until the congress ends (after it, the hero says it took
 * place and offers the certificates: the band would only say it again). Its heading and opening
 * line have a version per phase of the calendar (before the opening, under way) and one true in
 * every phase for a visitor without JavaScript; the head script's phase on <html> shows one from
 * the first frame, so the band never changes height on load.
 */
export default async function CountdownBanner({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Countdown'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const opening = openingDateTime(locale);
  const opensAt = congressOpensAt().toISO() ?? undefined;
  return (
    <section
      aria-labelledby="countdown-title"
      className="surface-dark bg-brand-900 py-10 text-white sm:py-12"
      {...whenAhead('congressEnds')}
    >
      <div className={pageContainer}>
        <div className="mb-6 flex items-start gap-3">
          {/* The live dot shows while the countdown runs. */}
          <span className="relative mt-2 flex h-3 w-3 shrink-0" aria-hidden="true" {...whenPhase(...beforeOpening)}>
            <span
              className="absolute inline-flex h-full w-full rounded-full bg-accent-500 opacity-75 motion-safe:animate-ping"
              data-live-dot
            />
            <span className="relative inline-flex h-3 w-3 rounded-full bg-accent-500" />
          </span>
          <div>
            <h2 id="countdown-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              <span {...whenPhase(...beforeOpening)}>{t('title')}</span>
              <span {...whenPhase('during')}>{t('titleRunning')}</span>
              <span {...withoutScript}>{t('titleStatic')}</span>
            </h2>
            <p className="mt-1 text-brand-100">
              <time dateTime={opensAt} {...whenPhase(...beforeOpening)}>
                {t('startsAt', opening)}
              </time>
              <time dateTime={opensAt} {...whenPhase('during')}>
                {t('startedAt', opening)}
              </time>
              <time dateTime={opensAt} {...withoutScript}>
                {t('openingAt', opening)}
              </time>
            </p>
          </div>
        </div>
        <Countdown
          dates={calendarDates}
          ctaHref={links.registration}
          labels={{
            timer: t('timerLabel'),
            days: t('days'),
            hours: t('hours'),
            minutes: t('minutes'),
            seconds: t('seconds'),
            running: t('running'),
            cta: t('cta'),
            newTab: shell('newTab'),
          }}
        />
      </div>
    </section>
  );
}
