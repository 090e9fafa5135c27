import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {htmlLang} from '@/i18n/locales';
import {venue, venueIn} from '@/content/venue';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {ButtonLink} from '@/components/ui/Button';
import {ExternalLink} from '@/components/ui/ExternalLink';
import {InfoCard} from '@/components/travel/InfoCard';
import {Icon} from '@/components/travel/icons';
import EmbedFacade from '@/components/travel/EmbedFacade';
import {youtubeEmbedUrl} from '@/components/travel/embeds';
import {Poster} from '@/components/travel/Poster';

export default async function VenuePage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Venue'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  const newTab = <span className="sr-only">{shell('newTab')}</span>;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />

      <Section id="about" title={venue.localizedName[locale]}>
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            <p>{t('about.p1')}</p>
            <p>{t('about.p2')}</p>
            <ButtonLink external variant="outline" href={venue.moreInfoUrl} className="mt-2">
              {t('about.moreInfo')}
              <Icon name="external" className="h-4 w-4" />
              {newTab}
            </ButtonLink>
          </div>
          <div>
            <h3 className="sr-only">{t('video.title')}</h3>
            <EmbedFacade
              icon="play"
              embedUrl={youtubeEmbedUrl(venue.video, htmlLang[locale])}
              poster={<Poster src={venue.video.poster} sizes="(min-width: 1024px) 540px, 100vw" />}
              title={t('video.frameTitle')}
              loadLabel={t('video.load')}
            />
            <p className="mt-3 text-sm text-ink-muted">{t('video.note')}</p>
          </div>
        </div>
      </Section>

      <Section id="how-to-get" title={t('howTo.title')} tone="muted">
        <div className="grid gap-6 lg:grid-cols-3">
          <InfoCard title={t('howTo.addressTitle')} icon={<Icon name="location" />}>
            <address className="not-italic">
              <span className="block font-semibold text-ink">{venueIn(locale).name}</span>
              <span className="block">{venueIn(locale).street}</span>
              <span className="block">
                {venueIn(locale).city}, {venueIn(locale).country}
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
            <EmbedFacade
              icon="map"
              aspect="aspect-[4/3] sm:aspect-[21/9]"
              embedUrl={venue.map.embedUrl}
              poster={<Poster src={venue.map.poster} />}
              title={t('map.frameTitle')}
              loadLabel={t('map.load')}
            />
          </div>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-ink-muted">{t('map.note')}</p>
            <ExternalLink
              href={venue.map.linkUrl}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {t('map.link')}
              <Icon name="external" className="h-4 w-4" />
              {newTab}
            </ExternalLink>
          </div>
        </div>
      </Section>
    </>
  );
}
