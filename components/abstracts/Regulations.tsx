import {getTranslations} from 'next-intl/server';
import type {Locale} from '@/i18n/locales';
import {
  abstractLimits,
  abstractRegulationCount,
  abstractRegulations,
  abstractTopics,
  submissionDeadline,
  type AbstractRegulationKey,
} from '@/content/abstracts';
import {Section} from '@/components/ui/Section';

/** The numbered rules of submission; the topic rule lists the topics. */
export async function Regulations({locale}: {locale: Locale}) {
  const t = await getTranslations({locale, namespace: 'Abstracts'});
  const values: Partial<Record<AbstractRegulationKey, Record<string, number | Date>>> = {
    length: {max: abstractLimits.maxCharacters},
    references: {max: abstractLimits.maxReferences},
    topic: {count: abstractTopics.length},
    deadline: {deadline: submissionDeadline.toJSDate()},
  };
  return (
    <Section id="regulations" title={t('regulations.title')} intro={t('regulations.intro', {count: abstractRegulationCount})} tone="muted">
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
  );
}
