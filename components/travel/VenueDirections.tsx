import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {venue, venueIn} from '@/content/venue';
import {Section} from '@/components/ui/Section';
import {ExternalLink} from '@/components/ui/ExternalLink';
import {InfoCard} from './InfoCard';
import {Icon} from './icons';
import {Facade} from '@/components/ui/Facade';

/** How to get to the venue: its address, travel times, parking, and the map. */
export async function VenueDirections({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Venue'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const place = venueIn(locale);
  return (
    <Section id="how-to-get" title={t('howTo.title')} tone="muted">
      <div className="grid gap-6 lg:grid-cols-3">
        <InfoCard title={t('howTo.addressTitle')} icon={<Icon name="location" />}>
          <address className="not-italic">
            <span className="block font-semibold text-ink">{place.name}</span>
            <span className="block">{place.street}</span>
            <span className="block">
              {place.city}, {place.country}
            </span>
          </address>
        </InfoCard>
        <InfoCard title={t('howTo.distancesTitle')} icon={<Icon name="clock" />}>
          <dl className="divide-y divide-line">
            {venue.distances.map((distance) => (
              <div key={distance.to} className="flex items-baseline justify-between gap-4 py-2">
                <dt>{t(`howTo.destinations.${distance.to}`)}</dt>
                <dd className="shrink-0 font-bold text-brand-700">{t('howTo.minutes', {minutes: distance.minutes})}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">{t('howTo.distancesNote')}</p>
        </InfoCard>
        <InfoCard title={t('howTo.parkingTitle')} icon={<Icon name="parking" />}>
          <p>
            {t.rich('howTo.parking', {
              count: venue.parkingSpaces,
              b: (chunks) => <strong className="text-2xl font-extrabold text-brand-700">{chunks}</strong>,
            })}
          </p>
        </InfoCard>
      </div>

      <div className="mt-12">
        <h3 className="text-xl font-bold">{t('map.title')}</h3>
        <div className="mt-4">
          <Facade
            locale={locale}
            provider="maps"
            aspect="aspect-[4/3] sm:aspect-[21/9]"
            embedUrl={venue.map.embedUrl}
            still={venue.map.poster}
            title={t('map.frameTitle')}
            loadLabel={t('map.load')}
          >
            <ExternalLink
              href={venue.map.linkUrl}
              className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {t('map.link')}
              <Icon name="external" className="h-4 w-4" />
              <span className="sr-only">{shell('newTab')}</span>
            </ExternalLink>
          </Facade>
        </div>
      </div>
    </Section>
  );
}
