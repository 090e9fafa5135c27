import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {presidents, roleMessageKey} from '@/content/people';
import {logoFiles} from '@/content/brand';
import {welcomeVideoEmbedUrl} from '@/content/congress';
import {congressDates} from '@/lib/congress-format';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import VideoFacade from '@/components/congress/VideoFacade';
import PresidentsGrid from '@/components/congress/PresidentsGrid';

const poster = logoFiles.find((file) => file.key === 'pngWhite')!.path;

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
          <VideoFacade
            embedUrl={welcomeVideoEmbedUrl()}
            poster={poster}
            labels={{play: t('video.play'), frameTitle: t('video.frameTitle')}}
          />
          <p className="mt-3 text-sm text-ink-muted">{t('video.note')}</p>
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
