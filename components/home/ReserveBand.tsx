import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {href} from '@/lib/routes/paths';
import {congressDates} from '@/lib/congress-format';
import {ButtonLink} from '@/components/ui/Button';
import {beforeOpening, whenPhase} from '@/lib/phase/phase';
import {pageContainer} from '@/components/ui/container';

/** A red band: book a hotel and register for the congress dates; shown only before the congress. */
export async function ReserveBand({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Home.reserve'});
  const dates = congressDates(locale);
  return (
    <section aria-labelledby="reserve-title" className="bg-white pb-12 sm:pb-16" {...whenPhase(...beforeOpening)}>
      <div className={pageContainer}>
        <div className="surface-dark flex flex-col gap-6 rounded-card bg-gradient-to-r from-accent-600 to-accent-700 p-8 text-white shadow-raised md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="reserve-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
              {t('title')}
            </h2>
            <p className="mt-2 max-w-2xl text-lg text-white">{t('text', {from: dates.from, to: dates.to})}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={href('hotels', locale)} variant="outline" size="lg" className="border-white">
              {t('hotels')}
            </ButtonLink>
            <ButtonLink
              href={href('fees', locale)}
              variant="outline"
              size="lg"
              className="border-white bg-transparent text-white hover:bg-white/10"
            >
              {t('fees')}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
