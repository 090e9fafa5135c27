import {getTranslations} from 'next-intl/server';
import type {PageProps} from './registry';
import {executiveCommittee, organizingCommittee} from '@/content/people';
import {PageHeader} from '@/components/ui/PageHeader';
import {Section} from '@/components/ui/Section';
import {CommitteeGrid} from '@/components/congress/CommitteeGrid';
import {personText} from '@/components/congress/people-text';

export default async function CommitteesPage({locale}: PageProps) {
  const t = await getTranslations({locale, namespace: 'Committees'});
  const people = await getTranslations({locale, namespace: 'People'});
  const text = await personText(locale);
  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <Section id="executive" title={t('executive.title')} intro={t('executive.intro')}>
        <CommitteeGrid members={executiveCommittee} text={text} emptyText={people('empty')} />
      </Section>
      <Section id="organizing" title={t('organizing.title')} intro={t('organizing.intro')} tone="muted">
        <CommitteeGrid members={organizingCommittee} text={text} emptyText={people('empty')} />
      </Section>
    </>
  );
}
