import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {htmlLang} from '@/i18n/locales';
import {venue} from '@/content/venue';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {ButtonLink} from '@/components/ui/Button';
import {Icon} from '@/components/travel/icons';
import {Facade} from '@/components/ui/Facade';
import {youtubeEmbedUrl} from '@/lib/embeds';
import {VenueDirections} from '@/components/travel/VenueDirections';

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
            <Facade
              locale={locale}
              provider="youtube"
              embedUrl={youtubeEmbedUrl(venue.video, htmlLang[locale])}
              still={venue.video.poster}
              sizes="(min-width: 1024px) 540px, 100vw"
              title={t('video.frameTitle')}
              loadLabel={t('video.load')}
            />
          </div>
        </div>
      </Section>

      <VenueDirections locale={locale} />
    </>
  );
}
