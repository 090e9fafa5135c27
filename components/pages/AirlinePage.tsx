import {DateTime} from 'luxon';
import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {htmlLang, type Locale} from '@/i18n/locales';
import {airlineBookingUrl, airlineDiscount, clampToValidity, congressWindow, congressZone} from '@/content/airline';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {ButtonLink} from '@/components/ui/Button';
import {dateTag} from '@/components/ui/rich-tags';
import {Card} from '@/components/ui/Card';
import {Icon} from '@/components/travel/icons';
import CopyCodeButton from '@/components/travel/CopyCodeButton';
import {AirlineSteps} from '@/components/travel/AirlineSteps';
import {whenAhead} from '@/lib/phase/phase';

/** A calendar day as each language writes it ("19 de abril de 2026", "April 19, 2026"). */
function longDate(iso: string, locale: Locale): string {
  return DateTime.fromISO(iso, {zone: congressZone}).setLocale(htmlLang[locale]).toLocaleString(DateTime.DATE_FULL);
}

export default async function AirlinePage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Airline'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const {code, validity, maxPercent, excludedClasses} = airlineDiscount;
  const bookingUrl = airlineBookingUrl({locale});
  const travel = {from: clampToValidity(congressWindow.start), to: clampToValidity(congressWindow.end)};
  const classes = new Intl.ListFormat(htmlLang[locale], {type: 'conjunction'}).format(excludedClasses);
  const newTab = <span className="sr-only">{shell('newTab')}</span>;
  const range = (from: string, to: string) => ({fromDate: longDate(from, locale), toDate: longDate(to, locale)});

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} actions={whenAhead('congressEnds')}>
        <ButtonLink external href={bookingUrl} size="lg">
          <Icon name="plane" />
          {t('heroCta')}
          {newTab}
        </ButtonLink>
      </PageHeader>

      <Section id="benefit" title={t('benefit.title')}>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card className="flex flex-col justify-center gap-2 border-teal-100 bg-teal-50">
            <p className="text-3xl font-extrabold tracking-tight text-teal-800 sm:text-4xl">{t('benefit.upTo', {percent: maxPercent})}</p>
            <p className="text-lg text-ink">{t('benefit.body', {classes})}</p>
          </Card>
          <Card className="flex flex-col gap-4">
            <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">{t('code.title')}</h3>
            <div className="flex flex-wrap items-center gap-4">
              <p
                className="rounded-lg border-2 border-dashed border-brand-300 bg-brand-50 px-5 py-2 font-mono text-3xl font-bold tracking-widest text-brand-800"
                translate="no"
              >
                {code}
              </p>
              {/* A code to copy while it can still be used; the code itself stays as a fact. */}
              <div {...whenAhead('congressEnds')}>
                <CopyCodeButton
                  code={code}
                  label={t('code.copy')}
                  copied={{title: t('code.copiedTitle'), description: t('code.copiedDescription', {code})}}
                  failed={{title: t('code.failedTitle'), description: t('code.failedDescription', {code})}}
                />
              </div>
            </div>
            <p className="text-ink-muted">
              {t.rich('validity', {...range(validity.from, validity.to), from: dateTag(validity.from), to: dateTag(validity.to)})}
            </p>
          </Card>
        </div>
      </Section>

      <AirlineSteps locale={locale} />

      {/* How to book, with the button: until the congress ends (the discount's window closes soon after). */}
      <div {...whenAhead('congressEnds')}>
        <Section id="booking" title={t('booking.title')}>
          <div className="max-w-3xl space-y-5">
            <p className="text-lg leading-relaxed text-ink">
              {t.rich('booking.body', {...range(travel.from, travel.to), from: dateTag(travel.from), to: dateTag(travel.to)})}
            </p>
            <ButtonLink external href={bookingUrl} size="lg" className="h-auto min-h-12 py-3 text-center whitespace-normal">
              {t('booking.button')}
              <Icon name="external" className="h-4 w-4 shrink-0" />
              {newTab}
            </ButtonLink>
            <p className="text-sm text-ink-muted">{t('booking.redirect', {code})}</p>
          </div>
        </Section>
      </div>
    </>
  );
}
