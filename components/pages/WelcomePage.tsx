import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {presidents, roleMessageKey} from '@/content/people';
import {logoFiles} from '@/content/brand';
import {welcomeVideo} from '@/content/congress';
import {htmlLang} from '@/i18n/locales';
import {youtubeEmbedUrl} from '@/lib/embeds';
import {congressDates} from '@/lib/congress-format';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {Facade} from '@/components/ui/Facade';
import PresidentsGrid from '@/components/congress/PresidentsGrid';

const logo = logoFiles.find((file) => file.key === 'pngWhite')!.path;

export default async function WelcomePage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Welcome'});
  const people = await getTranslations({locale, namespace: 'People'});
  const dates = congressDates(locale);
  const signer = presidents.congress;
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Section id="video" title={t('video.title')}>
        <div className="mx-auto max-w-4xl">
          <Facade
            locale={locale}
            provider="youtube"
            embedUrl={youtubeEmbedUrl(welcomeVideo, htmlLang[locale])}
            still={welcomeVideo.poster}
            sizes="(min-width: 928px) 896px, 100vw"
            emblem={
              // eslint-disable-next-line @next/next/no-img-element -- the logo file as it is (a PNG of the brand kit), decorative
              <img src={logo} alt="" width={2400} height={606} className="h-auto w-2/5 max-w-sm" />
            }
            title={t('video.frameTitle')}
            loadLabel={t('video.play')}
          />
        </div>
      </Section>
      <Section id="letter" title={t('letter.title')} tone="muted">
        <article className="max-w-3xl space-y-5 rounded-card bg-white p-6 text-lg leading-relaxed text-ink shadow-card sm:p-10">
          <p className="font-semibold">{t('letter.salutation')}</p>
          <p>{t('letter.p1', {from: dates.from, to: dates.to})}</p>
          <p>{t('letter.p2')}</p>
          <p>{t('letter.p3')}</p>
          <p>{t('letter.p4')}</p>
          <footer className="border-t border-line pt-5">
            <p>{t('letter.closing')}</p>
            {signer.name.trim() ? <p className="mt-2 font-bold">{signer.name}</p> : null}
            <p className="text-base text-brand-700">{people(roleMessageKey(signer))}</p>
          </footer>
        </article>
      </Section>
      <Section id="presidents" title={t('presidents')}>
        <PresidentsGrid locale={locale} />
      </Section>
    </>
  );
}
