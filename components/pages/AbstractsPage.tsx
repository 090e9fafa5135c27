import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {Card} from '@/components/ui/Card';
import {Badge} from '@/components/ui/Badge';
import {ButtonLink} from '@/components/ui/Button';
import {
  abstractKeyDates,
  abstractLimits,
  abstractRecommendations,
  abstractRegulationCount,
  abstractRegulations,
  abstractSubmissionUrl,
  abstractTopics,
  abstractsContactEmail,
  keyDateInstant,
  submissionDeadline,
  type AbstractRegulationKey,
} from '@/content/abstracts';

const bold = (chunks: ReactNode) => <strong className="font-semibold text-ink">{chunks}</strong>;

export default async function AbstractsPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Abstracts'});
  const shell = await getTranslations({locale, namespace: 'Shell'});

  const submit = (variant: 'secondary' | 'default' = 'default') => (
    <ButtonLink href={abstractSubmissionUrl} external size="lg" variant={variant}>
      {t('submit')}
      <span className="sr-only"> {shell('newTab')}</span>
    </ButtonLink>
  );

  const discount = abstractKeyDates.find((date) => date.key === 'presentingAuthorDiscount')!;
  const deadline = submissionDeadline.toJSDate();
  const values: Partial<Record<AbstractRegulationKey, Record<string, number | Date>>> = {
    length: {max: abstractLimits.maxCharacters},
    references: {max: abstractLimits.maxReferences},
    topic: {count: abstractTopics.length},
    deadline: {deadline},
  };

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        {submit('secondary')}
      </PageHeader>

      <Section id="key-dates" title={t('dates.title')}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {abstractKeyDates.map((date) => {
            const instant = keyDateInstant(date);
            return (
              <li key={date.key}>
                <Card className="flex h-full flex-col border-t-4 border-t-teal-600">
                  <h3 className="text-base font-semibold text-ink-muted">{t(`dates.${date.key}`)}</h3>
                  <p className="mt-3 text-2xl font-bold text-brand-700">
                    <time dateTime={instant.toISO() ?? undefined}>{t('dates.date', {date: instant.toJSDate()})}</time>
                  </p>
                  {date.hasTime ? <p className="mt-1 text-sm font-medium">{t('dates.panamaTime', {time: instant.toJSDate()})}</p> : null}
                  {date.final ? (
                    <p className="mt-auto pt-4">
                      <Badge tone="accent">{t('dates.noExtension')}</Badge>
                    </p>
                  ) : null}
                </Card>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex justify-center">{submit()}</div>
      </Section>

      <Section
        id="regulations"
        title={t('regulations.title')}
        intro={t('regulations.intro', {count: abstractRegulationCount})}
        tone="muted"
      >
        <ol className="grid max-w-4xl gap-4">
          {abstractRegulations.map((key, index) => (
            <li key={key} className="flex gap-4 rounded-card bg-white p-5 shadow-card">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-bold text-ink">
                  <span className="sr-only">{index + 1}. </span>
                  {t(`regulations.${key}.title`)}
                </h3>
                <p className="mt-1 text-ink-muted">{t(`regulations.${key}.body`, values[key])}</p>
                {key === 'topic' ? (
                  <ol className="mt-3 list-decimal gap-x-10 space-y-1 pl-6 text-sm text-ink sm:columns-2">
                    {abstractTopics.map((topic) => (
                      <li key={topic}>{t(`topics.${topic}`)}</li>
                    ))}
                  </ol>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="recommendations" title={t('recommendations.title')}>
        <ul className="max-w-3xl list-disc space-y-3 pl-6 text-ink-muted marker:text-teal-600">
          {abstractRecommendations.map((key) => (
            <li key={key}>{t.rich(`recommendations.${key}`, {b: bold, date: keyDateInstant(discount).toJSDate()})}</li>
          ))}
        </ul>
      </Section>

      <Section id="abstracts-contact" tone="brand">
        <div className="flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold">{t('contact.title')}</h2>
            <p className="mt-2 text-brand-100">
              {t.rich('contact.body', {
                email: abstractsContactEmail,
                mail: (chunks) => (
                  <a className="font-semibold break-all text-white underline" href={`mailto:${abstractsContactEmail}`}>
                    {chunks}
                  </a>
                ),
              })}
            </p>
            <p className="mt-2 text-brand-100">{t('contact.cta')}</p>
          </div>
          {submit('secondary')}
        </div>
      </Section>
    </>
  );
}
