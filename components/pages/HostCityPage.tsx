import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {htmlLang} from '@/i18n/locales';
import {hostCity} from '@/content/hostCity';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {ButtonLink} from '@/components/ui/Button';
import {pageLink} from '@/components/ui/rich-tags';
import {PracticalInfo} from '@/components/travel/PracticalInfo';
import {Icon} from '@/components/travel/icons';
import {Facade} from '@/components/ui/Facade';
import {youtubeEmbedUrl} from '@/lib/embeds';

export default async function HostCityPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'HostCity'});
  const shell = await getTranslations({locale, namespace: 'Shell'});

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />

      <Section id="about" title={t('about.title')}>
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            <p>{t('about.p1')}</p>
            <p>{t('about.p2')}</p>
          </div>
          <aside aria-labelledby="requirements-title" className="rounded-card border border-brand-100 bg-brand-50 p-6">
            <h3 id="requirements-title" className="text-lg font-bold text-brand-800">
              {t('requirements.title')}
            </h3>
            <p className="mt-2 text-ink-muted">{t('requirements.body')}</p>
            <ButtonLink
              external
              variant="outline"
              href={hostCity.travelRequirementsUrl}
              className="mt-5 h-auto min-h-11 py-2 text-center whitespace-normal"
            >
              {t('requirements.link')}
              <Icon name="external" className="h-4 w-4 shrink-0" />
              <span className="sr-only">{shell('newTab')}</span>
            </ButtonLink>
          </aside>
        </div>
      </Section>

      <Section id="video" title={t('video.title')} tone="muted">
        <div className="mx-auto max-w-3xl">
          <Facade
            locale={locale}
            provider="youtube"
            embedUrl={youtubeEmbedUrl(hostCity.video, htmlLang[locale])}
            still={hostCity.video.poster}
            sizes="(min-width: 800px) 768px, 100vw"
            title={t('video.frameTitle')}
            loadLabel={t('video.load')}
          />
        </div>
      </Section>

      <PracticalInfo locale={locale} />

      <Section id="closing" title={t('closing.title')} tone="muted">
        <p className="max-w-3xl text-lg leading-relaxed text-ink">
          {t.rich('closing.body', {hotels: pageLink('hotels', locale), airline: pageLink('airline', locale)})}
        </p>
      </Section>
    </>
  );
}
