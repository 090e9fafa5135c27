import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {generalTopics, latestIn} from '@/content/program';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {Badge} from '@/components/ui/Badge';

// `Program.viewOnline` and `Program.download` wait in the catalogs until content/program.ts has
// the program document's URLs; nothing is shown for them yet.
export default async function ProgramPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Program'});
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Section id="topics" title={t('topics.title')}>
        <ul className="max-w-3xl list-disc space-y-3 pl-6 text-lg text-ink marker:text-teal-600" data-list="topics">
          {generalTopics.map((topic) => (
            <li key={topic.key} className="pl-1">
              <span className={topic.subtopics ? 'font-semibold' : undefined}>{t(`topics.${topic.key}`)}</span>
              {topic.subtopics ? (
                <ul className="mt-2 list-[circle] space-y-1.5 pl-6 text-base text-ink-muted marker:text-brand-300">
                  {topic.subtopics.map((sub) => (
                    <li key={sub}>{t(`topics.${sub}`)}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="latest" title={t('latest.title')} tone="muted">
        {/* A bulleted list in columns, like the topics above: a tick would read as "done" or "included". */}
        <ul className="list-disc gap-x-10 pl-6 text-lg text-ink marker:text-teal-600 sm:columns-2 lg:columns-3" data-list="latest">
          {latestIn.map((key) => (
            <li key={key} className="break-inside-avoid py-1.5 pl-1">
              {t(`latest.${key}`)}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="workshops" title={t('workshops.title')}>
        <Badge tone="gold">{t('workshops.text')}</Badge>
      </Section>
    </>
  );
}
