import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {about, type PillarKey} from '@/content/about';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {ButtonLink} from '@/components/ui/Button';
import {Icon, type IconName} from '@/components/congress/Icon';

const pillarIcons: Record<PillarKey, IconName> = {
  education: 'book',
  research: 'flask',
  patients: 'heart',
  integration: 'globe',
  quality: 'shield',
};

export default async function AboutPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'About'});
  const shell = await getTranslations({locale, namespace: 'Shell'});
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Section id="who" title={t('who.title')}>
        <div className="max-w-3xl">
          <p className="text-lg leading-relaxed text-ink">{t('who.text', {year: about.founded})}</p>
          <ButtonLink href={about.website} external variant="outline" className="mt-6">
            <Icon name="external" className="h-4 w-4" />
            {t('who.website')}
            <span className="sr-only"> {shell('newTab')}</span>
          </ButtonLink>
        </div>
      </Section>
      <Section tone="muted">
        <div className="grid gap-6 md:grid-cols-2">
          {(['vision', 'mission'] as const).map((key) => (
            <section
              key={key}
              aria-labelledby={`${key}-title`}
              className="rounded-card border-l-4 border-teal-600 bg-white p-6 shadow-card sm:p-8"
            >
              <h2 id={`${key}-title`} className="text-2xl font-bold tracking-tight">
                {t(`${key}.title`)}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-ink">{t(`${key}.text`)}</p>
            </section>
          ))}
        </div>
      </Section>
      <Section id="pillars" title={t('pillars.title')}>
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {about.pillars.map((key) => (
            <li key={key} className="rounded-card border border-line bg-white p-5 shadow-card">
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={pillarIcons[key]} />
              </span>
              <h3 className="mt-4 font-bold text-ink">{t(`pillars.${key}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{t(`pillars.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="impact" title={t('impact.title')} tone="brand">
        <ol className="grid gap-5 md:grid-cols-3">
          {about.impactObjectives.map((key, index) => (
            <li key={key} className="flex gap-4 rounded-card bg-white/10 p-6 ring-1 ring-white/15">
              <span
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-600 font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <p className="text-lg leading-relaxed text-white">{t(`impact.${key}`)}</p>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
